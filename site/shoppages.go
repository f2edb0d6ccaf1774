package site

import (
	"context"
	"encoding/json"
	"html/template"
	"net/http"

	"toolshop"
	"toolshop/markdown"
)

// PublishedPage is the page of slug as people may read it: published, its Markdown rendered
// safely; ErrNoPage for any other.
func (s *Site) PublishedPage(ctx context.Context, slug string) (ShopPageView, error) {
	if !toolshop.IsPageSlug(slug) {
		return ShopPageView{}, toolshop.ErrNoPage
	}
	page, err := s.Content.Page(ctx, slug)
	if err == nil && !page.Published {
		err = toolshop.ErrNoPage
	}
	if err != nil {
		return ShopPageView{}, err
	}
	body, err := markdown.HTML(page.Markdown)
	return ShopPageView{Slug: page.Slug, Title: page.Title, HTML: body}, err
}

// ShopPageView is one of the shop's pages as people read it: its title and its Markdown as HTML.
type ShopPageView struct {
	Slug  string        `json:"slug"`
	Title string        `json:"title"`
	HTML  template.HTML `json:"html"`
}

// ShopPage answers GET /pages/{slug}: the page, written by the server, readable without
// scripts; the 404 page for one not published.
func (s *Site) ShopPage(w http.ResponseWriter, r *http.Request) error {
	return s.remembered(w, r, func(w http.ResponseWriter, r *http.Request) (*servedPage, error) {
		page, err := s.PublishedPage(r.Context(), r.PathValue("slug"))
		if toolshop.ErrorCode(err) == toolshop.ENOTFOUND {
			return nil, s.notFoundPage(w, r)
		}
		if err != nil {
			return nil, err
		}
		data, err := json.Marshal(page)
		if err != nil {
			return nil, err
		}
		return &servedPage{Title: page.Title, Description: page.Title, URL: s.PublicURL(r) + "/pages/" + page.Slug,
			Kind: "website", ShopPage: &page, ShopPageData: data}, nil
	})
}
