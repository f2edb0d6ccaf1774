package toolshop

import (
	"net/url"
	"strconv"
)

// Page is a window of a long list: at most Limit items after the first Offset.
type Page struct {
	Limit, Offset int
}

// Page sizes: the default, and the most one request may ask for.
const (
	DefaultPageSize = 20
	MaxPageSize     = 100
)

// ParsePage reads a page from the limit and offset of a query; either may be empty.
func ParsePage(limit, offset string) (Page, error) {
	page := Page{Limit: DefaultPageSize}
	var p problems
	if limit != "" {
		n, err := strconv.Atoi(limit)
		if err != nil || n < 1 || n > MaxPageSize {
			p.add("limit", "Must be a whole number from 1 to 100")
		}
		page.Limit = n
	}
	if offset != "" {
		n, err := strconv.Atoi(offset)
		if err != nil || n < 0 || n > MaxStock {
			p.add("offset", "Must be a whole number, 0 or more")
		}
		page.Offset = n
	}
	return page, p.err()
}

// parseListPage reads the page of a list a client may also ask for whole: without a limit
// the page holds every item after the offset (Limit 0), as the list answered before it had
// pages.
func parseListPage(v url.Values) (Page, error) {
	limit := v.Get("limit")
	page, err := ParsePage(limit, v.Get("offset"))
	if limit == "" {
		page.Limit = 0
	}
	return page, err
}

// Next is where the page after this one starts, when total items match and there are more
// of them than this page reaches.
func (p Page) Next(total int) (int, bool) {
	next := p.Offset + p.Limit
	return next, p.Limit > 0 && next < total
}
