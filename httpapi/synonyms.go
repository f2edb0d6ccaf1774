package httpapi

import (
	"net/http"

	"toolshop"
)

// getSynonyms answers GET /admin/search/synonyms: the shop's synonym sets.
func (s *Server) getSynonyms(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.staff(w, r, toolshop.ScopeCatalogueRead); err != nil {
		return err
	}
	sets, err := s.Search.SearchSynonyms(r.Context())
	return writeOK(w, sets, err)
}

// putSynonyms answers PUT /admin/search/synonyms: the sets in place of the shop's, as kept.
func (s *Server) putSynonyms(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.staff(w, r, toolshop.ScopeCatalogueWrite); err != nil {
		return err
	}
	var req []toolshop.SynonymSet
	if err := decode(r, &req); err != nil {
		return err
	}
	sets, err := toolshop.CheckSynonyms(req)
	if err != nil {
		return err
	}
	return writeOK(w, sets, s.Search.SetSearchSynonyms(r.Context(), sets))
}
