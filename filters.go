package toolshop

import (
	"net/url"
	"slices"
	"strconv"
	"strings"
	"unicode"
)

// Filters on what a tool is: its specifications (and its variants' options, which count as
// specifications), its price now and its rating. The catalogue's facts in memory answer
// them (package facets); see facets.go for how each filter is decided.

// SpecFilter asks for tools whose specification Name (a SpecKey) holds one of Values (keys).
type SpecFilter struct {
	Name   string
	Values []string
}

// Limits of the filters a client sends.
const (
	maxSpecFilters = 30
	MaxRating      = 5
)

// SpecKey is the form specification names and values are compared in: lowercase, without
// spaces, so "18 V" is "18V" and "Battery Platform" is "batteryplatform".
func SpecKey(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return unicode.ToLower(r)
	}, s)
}

// Filtered tells whether the query filters by what only the catalogue's facts in memory
// know: a specification, the price now or the rating.
func (q ToolQuery) Filtered() bool {
	return len(q.Specs) > 0 || q.PriceMin != nil || q.PriceMax != nil || q.RatingMin > 0
}

// parseFilters reads the filters of a query: spec (repeatable, "Voltage:18V"), priceMin and
// priceMax (dollars) and ratingMin (1 to 5).
func parseFilters(p *problems, v url.Values, q *ToolQuery) {
	specs := v["spec"]
	if len(specs) > maxSpecFilters {
		p.add("spec", "Must be "+strconv.Itoa(maxSpecFilters)+" filters or fewer")
	}
	for _, s := range specs {
		name, value, found := strings.Cut(s, specNameSeparator)
		name, value = SpecKey(name), SpecKey(value)
		if !found || name == "" || value == "" || len(s) > maxSpecName+maxSpecValue+1 {
			p.add("spec", "Must be a specification's name and value: Voltage:18V")
			continue
		}
		at := slices.IndexFunc(q.Specs, func(f SpecFilter) bool { return f.Name == name })
		if at < 0 {
			q.Specs = append(q.Specs, SpecFilter{Name: name})
			at = len(q.Specs) - 1
		}
		if !slices.Contains(q.Specs[at].Values, value) {
			q.Specs[at].Values = append(q.Specs[at].Values, value)
		}
	}
	q.PriceMin = parsePriceLimit(p, v, "priceMin")
	q.PriceMax = parsePriceLimit(p, v, "priceMax")
	if q.PriceMin != nil && q.PriceMax != nil && *q.PriceMax < *q.PriceMin {
		p.add("priceMax", "Must be at least priceMin")
	}
	if s := v.Get("ratingMin"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 || n > MaxRating {
			p.add("ratingMin", "Must be a whole number from 1 to 5")
		}
		q.RatingMin = n
	}
}

// parsePriceLimit reads a price bound in dollars, nil when the query has none.
func parsePriceLimit(p *problems, v url.Values, field string) *Cents {
	if !v.Has(field) {
		return nil
	}
	s := v.Get(field)
	c := parseDollars(p, field, &s)
	if c != nil && *c < 0 {
		p.add(field, "Must be 0 or more")
	}
	return c
}

// parseBrands reads the brands a query asks for, alternatives: each a name or a slug.
func parseBrands(p *problems, v url.Values) []string {
	var slugs []string
	for _, brand := range v["brand"] {
		if brand == "" {
			continue
		}
		checkLine(p, "brand", brand, maxBrand)
		slug := Slug(brand)
		if slug == "" {
			p.add("brand", "Must hold a letter or a digit")
			continue
		}
		if !slices.Contains(slugs, slug) {
			slugs = append(slugs, slug)
		}
	}
	return slugs
}
