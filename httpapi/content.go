package httpapi

import (
	"net/http"

	"toolshop"
)

// getContent answers GET /content and GET /admin/content: the home page's, footer's and
// menu's words, the spec's until the owner writes their own.
func (s *Server) getContent(w http.ResponseWriter, r *http.Request) error {
	v, err := s.Content.Content(r.Context())
	return writeOK(w, v, err)
}

func (s *Server) getAdminContent(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.admin(r); err != nil {
		return err
	}
	return s.getContent(w, r)
}

func (s *Server) putContent(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.admin(r); err != nil {
		return err
	}
	var req toolshop.Content
	if err := decode(r, &req); err != nil {
		return err
	}
	if err := req.Validate(); err != nil {
		return err
	}
	if err := s.Content.SetContent(r.Context(), req); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, req)
	return nil
}

// listPages answers GET /admin/pages: the pages written, published or not.
func (s *Server) listPages(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.admin(r); err != nil {
		return err
	}
	v, err := s.Content.Pages(r.Context())
	return writeOK(w, v, err)
}

// pageSlug is the path's {slug}, one of toolshop.PageSlugs.
func pageSlug(r *http.Request) (string, error) {
	slug := r.PathValue("slug")
	if !toolshop.IsPageSlug(slug) {
		return "", toolshop.ErrNoPage
	}
	return slug, nil
}

func (s *Server) getPage(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.admin(r); err != nil {
		return err
	}
	slug, err := pageSlug(r)
	if err != nil {
		return err
	}
	v, err := s.Content.Page(r.Context(), slug)
	return writeOK(w, v, err)
}

func (s *Server) putPage(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.admin(r); err != nil {
		return err
	}
	slug, err := pageSlug(r)
	if err != nil {
		return err
	}
	var req toolshop.ShopPage
	if err := decode(r, &req); err != nil {
		return err
	}
	req.Slug = slug
	if err := req.Validate(); err != nil {
		return err
	}
	if err := s.Content.SetPage(r.Context(), req); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, req)
	return nil
}

func (s *Server) deletePage(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.admin(r); err != nil {
		return err
	}
	slug, err := pageSlug(r)
	if err != nil {
		return err
	}
	n, err := s.Content.DeletePage(r.Context(), slug)
	return writeOK(w, map[string]int{"deletedCount": n}, err)
}

// getPublishedPage answers GET /content/pages/{slug}: a published page, for the app's page
// when it is reached from another.
func (s *Server) getPublishedPage(w http.ResponseWriter, r *http.Request) error {
	page, err := s.site.PublishedPage(r.Context(), r.PathValue("slug"))
	return writeOK(w, page, err)
}
