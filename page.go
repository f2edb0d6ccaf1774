package toolshop

import "strconv"

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
