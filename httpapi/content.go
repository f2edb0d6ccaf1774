package httpapi

import (
	"encoding/json"
	"html/template"
	"net/http"

	"toolshop"
	"toolshop/markdown"
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

// publishedPage is the page of the path's slug as people may read it: published, its
// Markdown rendered safely; ErrNoPage for any other.
func (s *Server) publishedPage(r *http.Request) (shopPageView, error) {
	slug, err := pageSlug(r)
	if err != nil {
		return shopPageView{}, err
	}
	page, err := s.Content.Page(r.Context(), slug)
	if err == nil && !page.Published {
		err = toolshop.ErrNoPage
	}
	if err != nil {
		return shopPageView{}, err
	}
	body, err := markdown.HTML(page.Markdown)
	return shopPageView{Slug: page.Slug, Title: page.Title, HTML: body}, err
}

// shopPageView is one of the shop's pages as people read it: its title and its Markdown as HTML.
type shopPageView struct {
	Slug  string        `json:"slug"`
	Title string        `json:"title"`
	HTML  template.HTML `json:"html"`
}

// getPublishedPage answers GET /content/pages/{slug}: a published page, for the app's page
// when it is reached from another.
func (s *Server) getPublishedPage(w http.ResponseWriter, r *http.Request) error {
	page, err := s.publishedPage(r)
	return writeOK(w, page, err)
}

// shopPage answers GET /pages/{slug}: the page, written by the server, readable without
// scripts; the 404 page for one not published.
func (s *Server) shopPage(w http.ResponseWriter, r *http.Request) error {
	page, err := s.publishedPage(r)
	if toolshop.ErrorCode(err) == toolshop.ENOTFOUND {
		return s.notFoundPage(w, r)
	}
	if err != nil {
		return err
	}
	data, err := json.Marshal(page)
	if err != nil {
		return err
	}
	return s.writePage(w, r, http.StatusOK, servedPage{Title: page.Title, Description: page.Title,
		URL: s.publicURL(r) + "/pages/" + page.Slug, Kind: "website", ShopPage: &page, ShopPageData: data})
}
