package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"
	"time"

	"toolshop"
)

// listCategories answers GET /categories: every category with its tool count.
func (s *Server) listCategories(w http.ResponseWriter, r *http.Request) error {
	return s.remembered(w, r, s.readCategories)
}

// readCategories reads GET /categories' answer.
func (s *Server) readCategories(ctx context.Context, _ http.Header) (any, time.Time, error) {
	categories, err := s.Tools.Categories(ctx)
	return categories, time.Time{}, err
}

// cachedCategories is GET /categories's answer, and the categories it lists.
func (s *Server) cachedCategories(ctx context.Context) (json.RawMessage, []toolshop.Category, error) {
	body, err := s.catalogueBody(ctx, "/categories", s.readCategories)
	if err != nil {
		return nil, nil, err
	}
	var categories []toolshop.Category
	err = json.Unmarshal(body, &categories)
	return body, categories, err
}

// listBrands answers GET /brands: every brand the tools have, with its tool count.
func (s *Server) listBrands(w http.ResponseWriter, r *http.Request) error {
	return s.remembered(w, r, func(ctx context.Context, _ http.Header) (any, time.Time, error) {
		brands, err := s.Tools.Brands(ctx)
		return brands, time.Time{}, err
	})
}

func (s *Server) createCategory(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.staff(w, r, toolshop.ScopeCatalogueWrite); err != nil {
		return err
	}
	var req toolshop.NewCategory
	if err := decode(r, &req); err != nil {
		return err
	}
	category, err := req.Category()
	if err != nil {
		return err
	}
	if category, err = s.Tools.CreateCategory(r.Context(), category); err != nil {
		return err
	}
	return writeCreated(w, category.ID)
}

// updateCategory answers PATCH /categories/{id}: the category renamed or described anew.
func (s *Server) updateCategory(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.staff(w, r, toolshop.ScopeCatalogueWrite); err != nil {
		return err
	}
	id, err := toolshop.ParseID(r.PathValue("id"))
	if err != nil {
		return err
	}
	var req toolshop.CategoryChanges
	if err := decode(r, &req); err != nil {
		return err
	}
	if err := req.Validate(); err != nil {
		return err
	}
	category, err := s.Tools.UpdateCategory(r.Context(), id, req)
	return writeOK(w, category, err)
}

func (s *Server) deleteCategory(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.staff(w, r, toolshop.ScopeCatalogueWrite); err != nil {
		return err
	}
	id, err := toolshop.ParseID(r.PathValue("id"))
	if err != nil {
		return err
	}
	n, err := s.Tools.DeleteCategory(r.Context(), id)
	return writeDeleted(w, n, err)
}

// writePage writes the headers of a page of a list: how many items the list holds in all in
// X-Total-Count, and the next page's address in Link when there is one.
func writePage(h http.Header, r *http.Request, page toolshop.Page, total int) {
	h.Set("X-Total-Count", strconv.Itoa(total))
	if next, ok := page.Next(total); ok {
		h.Set("Link", nextPageLink(r, next))
	}
}

// nextPageLink is a Link header value naming the request's address at the next page's offset.
func nextPageLink(r *http.Request, offset int) string {
	query := r.URL.Query()
	query.Set("offset", strconv.Itoa(offset))
	next := url.URL{Path: r.URL.Path, RawQuery: query.Encode()}
	return "<" + next.String() + `>; rel="next"`
}
