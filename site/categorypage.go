package site

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"

	"toolshop"
)

// categoryPageSize is how many tools a category's page shows: the app's page of cards too
// (web/src/features/tools/api/get-tools.ts, TOOLS_PAGE_SIZE), so both ask GET /tools alike.
const categoryPageSize = 24

// pageQuery names a category page's number: /categories/power-tools?page=2.
const pageQuery = "page"

// categoryToolsDataID is the id of the data block that holds the page's GET /tools answer,
// which the app starts from (web/src/features/tools/api/get-category-tools.ts).
const categoryToolsDataID = "category-tools-data"

// categoryView is what a category's page shows: its name and description, a page of its tools'
// cards, and the links to the pages before and after (web/src/features/tools/components/category-page.tsx).
type categoryView struct {
	toolshop.Category
	Cards []cardView
	// Page is the page shown, of Pages; PrevHref and NextHref lead to the pages beside it, ""
	// for none.
	Page, Pages        int
	PrevHref, NextHref string
	// Tools is the answer the app starts from, in the data block of that id.
	Tools       json.RawMessage
	ToolsDataID string
}

// CountText is how many tools the category holds, in words.
func (c categoryView) CountText() string { return toolCount(c.ToolCount) }

// CategoryPage answers GET /categories/{slug}: the category's page, 24 of its tools a page in
// the catalogue's order, written from the catalogue's answers. ?page=1 is sent to the bare
// address; an unknown category, a page past the last or a page that is no whole number from 1
// answer the 404 page.
func (s *Site) CategoryPage(w http.ResponseWriter, r *http.Request) error {
	return s.remembered(w, r, s.categoryPage)
}

func (s *Site) categoryPage(w http.ResponseWriter, r *http.Request) (*servedPage, error) {
	ctx := r.Context()
	_, categories, err := s.Catalogue.Categories(ctx)
	if err != nil {
		return nil, err
	}
	category, found := categoryOf(categories, r.PathValue("slug"))
	query := r.URL.Query()
	n, numbered := pageNumber(query)
	if !found || n == 0 {
		return nil, s.notFoundPage(w, r)
	}
	if n == 1 && numbered {
		query.Del(pageQuery)
		http.Redirect(w, r, withQuery(toolshop.CategoryPath(category.Slug), query), http.StatusMovedPermanently)
		return nil, nil
	}
	offset := (n - 1) * categoryPageSize
	first := r.Clone(ctx)
	first.URL = &url.URL{Path: "/tools", RawQuery: url.Values{"category": {category.Slug},
		"limit": {strconv.Itoa(categoryPageSize)}, "offset": {strconv.Itoa(offset)}}.Encode()}
	body, total, err := s.Catalogue.Tools(first)
	if err != nil {
		return nil, err
	}
	pages := max(1, (total+categoryPageSize-1)/categoryPageSize)
	if n > pages {
		return nil, s.notFoundPage(w, r)
	}
	cards, err := s.cardsOf(body, categories)
	if err != nil {
		return nil, err
	}
	data, err := listPage(body, offset, total)
	if err != nil {
		return nil, err
	}
	view := &categoryView{Category: category, Cards: cards, Page: n, Pages: pages, Tools: data, ToolsDataID: categoryToolsDataID}
	base := s.PublicURL(r)
	page := servedPage{Title: category.Name, Description: categoryDescription(category), URL: base + categoryPagePath(category.Slug, n),
		Kind: "website", Category: view}
	if n > 1 {
		page.Title += ", page " + strconv.Itoa(n)
		view.PrevHref = categoryPagePath(category.Slug, n-1)
		page.Prev = base + view.PrevHref
	}
	if n < pages {
		view.NextHref = categoryPagePath(category.Slug, n+1)
		page.Next = base + view.NextHref
	}
	page.StructuredData = categoryDataOf(category, cards, offset, base)
	return &page, nil
}

// categoryOf is the category of slug among categories.
func categoryOf(categories []toolshop.Category, slug string) (toolshop.Category, bool) {
	for _, c := range categories {
		if c.Slug == slug {
			return c, true
		}
	}
	return toolshop.Category{}, false
}

// pageNumber is the page a category's address names, and whether it names one: 1 without
// ?page=, 0 for one that is no whole number from 1 written as such (no sign, no leading zero),
// or past any a catalogue can fill.
func pageNumber(query url.Values) (int, bool) {
	if !query.Has(pageQuery) {
		return 1, false
	}
	digits := query.Get(pageQuery)
	n, err := strconv.Atoi(digits)
	if err != nil || n < 1 || n > toolshop.MaxStock/categoryPageSize || digits != strconv.Itoa(n) || len(query[pageQuery]) > 1 {
		return 0, true
	}
	return n, true
}

// categoryPagePath is the address of page n of the category of slug, the bare one for the
// first: its canonical address.
func categoryPagePath(slug string, n int) string {
	if n == 1 {
		return toolshop.CategoryPath(slug)
	}
	return toolshop.CategoryPath(slug) + "?" + pageQuery + "=" + strconv.Itoa(n)
}

func withQuery(path string, query url.Values) string {
	if len(query) == 0 {
		return path
	}
	return path + "?" + query.Encode()
}

// categoryDescription is a category page's meta description: the owner's, else a sentence of
// its name and tool count. The app's page says the same (web/src/features/tools/category-page.ts).
func categoryDescription(c toolshop.Category) string {
	if c.Description != "" {
		return metaDescription(c.Description)
	}
	return metaDescription(c.Name + ": " + toolCount(c.ToolCount) + " with their prices and stock. Order online and pay by card.")
}

// toolCount is "1 tool", "12 tools" (web/src/features/tools/tool-count.ts).
func toolCount(n int) string {
	if n == 1 {
		return "1 tool"
	}
	return strconv.Itoa(n) + " tools"
}

// searchRedirect is where a full load of the search page filtered by a category and nothing
// else is sent, permanently: that category's page, which search engines may list. "" for any
// other search, which the app answers.
func (s *Site) searchRedirect(r *http.Request) (string, error) {
	query := r.URL.Query()
	if len(query) != 1 || len(query["category"]) != 1 {
		return "", nil
	}
	_, categories, err := s.Catalogue.Categories(r.Context())
	if err != nil {
		return "", err
	}
	if c, ok := categoryOf(categories, toolshop.Slug(query.Get("category"))); ok {
		return toolshop.CategoryPath(c.Slug), nil
	}
	return "", nil
}
