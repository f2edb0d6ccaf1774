package toolshop

import (
	"cmp"
	"math/bits"
	"slices"
	"strconv"
	"strings"
	"time"
)

// The search's filters and their counts (GET /tools/facets), decided over the catalogue's
// facts: what each filter looks at of every tool, small enough to keep the whole catalogue in
// memory (the server's copy, httpapi.CatalogueFacts, is read again on every catalogue change).

// ToolFacts are what the filters know of a tool.
type ToolFacts struct {
	ID       string
	Name     string
	Category string // a slug
	// Brand is as the tool writes it, "" for none; BrandSlug its slug (Slug), which filters
	// compare.
	Brand, BrandSlug string
	// Specs are its specifications and its variants' option values, one row per value.
	Specs  []FactSpec
	Forms  []FormFacts
	Rating float64 // the average shown
	// Row is the number the store's search index knows the tool by, when it knows it by one
	// (MatchRank.Rows); 0 otherwise.
	Row int64
}

// FactSpec is a specification's name and value, as written and as compared (SpecKey).
type FactSpec struct {
	Name, Value       string
	NameKey, ValueKey string
}

// FormFacts are a form the tool is sold in (Tool.Form): its own price and whether it has stock.
type FormFacts struct {
	VariantID string
	Price     Cents
	InStock   bool
}

// FactsOf are the facts of a tool.
func FactsOf(t Tool) ToolFacts {
	f := ToolFacts{ID: t.ID, Name: t.Name, Category: t.Category, Brand: t.Brand, BrandSlug: Slug(t.Brand), Rating: t.Rating.Average}
	add := func(name, value string) {
		s := FactSpec{Name: name, Value: value, NameKey: SpecKey(name), ValueKey: SpecKey(value)}
		if s.NameKey != "" && s.ValueKey != "" && !slices.ContainsFunc(f.Specs, s.same) {
			f.Specs = append(f.Specs, s)
		}
	}
	for _, s := range t.Specs {
		add(s.Name, s.Value)
	}
	for _, o := range t.Options {
		for _, v := range t.Variants {
			add(o.Name, v.Options[o.Name])
		}
	}
	if len(t.Variants) == 0 {
		f.Forms = []FormFacts{{Price: t.Price, InStock: t.AvailableQuantity > 0}}
	}
	for _, v := range t.Variants {
		f.Forms = append(f.Forms, FormFacts{VariantID: v.ID, Price: v.Price, InStock: v.AvailableQuantity > 0})
	}
	return f
}

func (s FactSpec) same(o FactSpec) bool { return s.NameKey == o.NameKey && s.ValueKey == o.ValueKey }

// PriceNow is the least a unit of the tool is charged at now: its lowest form's price, the
// deal's for the form the deal is on while it runs (as Tool.PriceFrom).
func (f *ToolFacts) PriceNow(d Deal, now time.Time) Cents {
	if f.ID != d.ToolID && len(f.Forms) == 1 { // most tools: no deal, one form
		return f.Forms[0].Price
	}
	lowest := Cents(-1)
	for _, form := range f.Forms {
		price := form.Price
		if d.on(f.ID, form.VariantID, now) {
			price = d.Price
		}
		if lowest < 0 || price < lowest {
			lowest = price
		}
	}
	return max(lowest, 0)
}

// InStock tells whether any form of the tool has stock.
func (f *ToolFacts) InStock() bool {
	return slices.ContainsFunc(f.Forms, func(form FormFacts) bool { return form.InStock })
}

// CatalogueFacts are the facts of every tool, in the catalogue's order (oldest first), with
// what the filters and facets need besides: the categories' names, the deal, and the
// specifications the owner shows as filters (SearchFilters).
type CatalogueFacts struct {
	Tools      []ToolFacts
	Categories []Category
	Deal       Deal
	Filters    SearchFilters
	// spellings are the name of each brand slug, and of each specification name and value key
	// ("voltage", "voltage\x0018v"), as most tools write them.
	spellings map[string]string
	// at and atRow are the index of each tool in Tools, by id and by Row.
	at    map[string]int
	atRow map[int64]int
}

// NewCatalogueFacts gathers the facts of the catalogue's tools, in its order.
func NewCatalogueFacts(tools []ToolFacts, categories []Category, d Deal, filters SearchFilters) *CatalogueFacts {
	c := &CatalogueFacts{Tools: tools, Categories: categories, Deal: d, Filters: filters, at: make(map[string]int, len(tools))}
	shared := map[string]string{}
	// share keeps one copy of each text many tools repeat ("Voltage", "18V"): a catalogue
	// of 100,000 tools then holds thousands of texts, not millions.
	share := func(s *string) {
		if kept, found := shared[*s]; found {
			*s = kept
		} else {
			shared[*s] = *s
		}
	}
	counts := map[string]map[string]int{} // by key, how many tools write it each way
	count := func(key, written string) {
		if counts[key] == nil {
			counts[key] = map[string]int{}
		}
		counts[key][written]++
	}
	for i := range tools {
		t := &tools[i]
		c.at[t.ID] = i
		if t.Row != 0 {
			if c.atRow == nil {
				c.atRow = make(map[int64]int, len(tools))
			}
			c.atRow[t.Row] = i
		}
		share(&t.Category)
		share(&t.Brand)
		share(&t.BrandSlug)
		for j := range t.Specs {
			s := &t.Specs[j]
			share(&s.Name)
			share(&s.Value)
			share(&s.NameKey)
			share(&s.ValueKey)
		}
		if t.Brand != "" {
			count(t.BrandSlug, t.Brand)
		}
		for _, s := range t.Specs {
			count(s.NameKey, s.Name)
			count(s.NameKey+"\x00"+s.ValueKey, s.Value)
		}
	}
	c.spellings = make(map[string]string, len(counts))
	for key, ways := range counts {
		best, most := "", 0
		for written, n := range ways {
			if n > most || n == most && written < best {
				best, most = written, n
			}
		}
		c.spellings[key] = best
	}
	return c
}

// Restocked are the facts with the stock of each form as inStock tells it, by LineKey: the
// stock orders moved since the facts were read. Forms inStock does not name keep theirs.
// The facts themselves are left as they are, for the requests still reading them.
func (c *CatalogueFacts) Restocked(inStock map[string]bool) *CatalogueFacts {
	restocked := *c
	restocked.Tools = slices.Clone(c.Tools)
	for i := range restocked.Tools {
		t := &restocked.Tools[i]
		changed := slices.ContainsFunc(t.Forms, func(f FormFacts) bool {
			now, known := inStock[LineKey(t.ID, f.VariantID)]
			return known && now != f.InStock
		})
		if !changed {
			continue
		}
		t.Forms = slices.Clone(t.Forms)
		for j := range t.Forms {
			if now, known := inStock[LineKey(t.ID, t.Forms[j].VariantID)]; known {
				t.Forms[j].InStock = now
			}
		}
	}
	return &restocked
}

// MatchRank is a rank of the tools a search's words match, in no order: by id, or by the
// number the store's search index knows them by (ToolFacts.Row).
type MatchRank struct {
	IDs  []string
	Rows []int64
}

// Matched tells whether the ranks hold any tool.
func Matched(ranks []MatchRank) bool {
	return slices.ContainsFunc(ranks, func(r MatchRank) bool { return len(r.IDs)+len(r.Rows) > 0 })
}

// Candidates are the indexes into Tools of the tools the ranks hold, rank by rank, each in
// the catalogue's order (for Find and Facets); none, not nil, when the ranks hold none.
func (c *CatalogueFacts) Candidates(ranks []MatchRank) []int {
	candidates := []int{}
	for _, r := range ranks {
		from := len(candidates)
		for _, id := range r.IDs {
			if at, found := c.at[id]; found {
				candidates = append(candidates, at)
			}
		}
		for _, row := range r.Rows {
			if at, found := c.atRow[row]; found {
				candidates = append(candidates, at)
			}
		}
		slices.Sort(candidates[from:])
	}
	return candidates
}

// The groups of filters: each facet counts the tools that every filter admits but its
// group's, so a shopper who chose a brand still sees how many tools each other brand has.
// A spec filter is a group of its own, numbered after these.
const (
	groupCategory = iota
	groupBrand
	groupPrice
	groupRating
	groupStock
	groupSpecs
)

// misses are the groups of q's filters that the tool fails, as bits; words are matched apart.
func (q ToolQuery) misses(f *ToolFacts, price Cents) uint64 {
	var m uint64
	if q.Category != "" && f.Category != q.Category {
		m |= 1 << groupCategory
	}
	if len(q.Brands) > 0 && !slices.Contains(q.Brands, f.BrandSlug) {
		m |= 1 << groupBrand
	}
	if q.PriceMin != nil && price < *q.PriceMin || q.PriceMax != nil && price > *q.PriceMax {
		m |= 1 << groupPrice
	}
	if q.RatingMin > 0 && f.Rating < float64(q.RatingMin) {
		m |= 1 << groupRating
	}
	if q.InStock && !f.InStock() {
		m |= 1 << groupStock
	}
	for i, filter := range q.Specs {
		if !slices.ContainsFunc(f.Specs, func(s FactSpec) bool {
			return s.NameKey == filter.Name && slices.Contains(filter.Values, s.ValueKey)
		}) {
			m |= 1 << (groupSpecs + i)
		}
	}
	return m
}

// Find answers the page of q's tools among candidates (indexes into Tools of the tools
// matching q's words, in their order; all tools in the catalogue's order when nil), in q's
// order, and how many there are in all.
func (c *CatalogueFacts) Find(q ToolQuery, candidates []int, now time.Time) (page []string, total int) {
	type found struct {
		at    int
		price Cents
	}
	var tools []found
	c.each(candidates, func(at int) {
		f := &c.Tools[at]
		price := f.PriceNow(c.Deal, now)
		if q.misses(f, price) == 0 {
			tools = append(tools, found{at, price})
		}
	})
	byCatalogue := func(a, b found) int { return cmp.Compare(a.at, b.at) }
	switch q.Sort {
	case SortPriceUp:
		slices.SortStableFunc(tools, func(a, b found) int { return cmp.Or(cmp.Compare(a.price, b.price), byCatalogue(a, b)) })
	case SortPriceDown:
		slices.SortStableFunc(tools, func(a, b found) int { return cmp.Or(cmp.Compare(b.price, a.price), byCatalogue(a, b)) })
	case SortName:
		slices.SortStableFunc(tools, func(a, b found) int {
			return cmp.Or(strings.Compare(strings.ToLower(c.Tools[a.at].Name), strings.ToLower(c.Tools[b.at].Name)), byCatalogue(a, b))
		})
	case SortNewest:
		slices.SortStableFunc(tools, func(a, b found) int { return byCatalogue(b, a) })
	default:
		if candidates == nil { // the catalogue's order, which relevance is without words
			slices.SortStableFunc(tools, byCatalogue)
		}
	}
	from := min(q.Offset, len(tools))
	to := len(tools)
	if q.Limit > 0 {
		to = min(from+q.Limit, to)
	}
	for _, t := range tools[from:to] {
		page = append(page, c.Tools[t.at].ID)
	}
	return page, len(tools)
}

// each calls f with each candidate: every tool's index when candidates is nil.
func (c *CatalogueFacts) each(candidates []int, f func(at int)) {
	if candidates == nil {
		for at := range c.Tools {
			f(at)
		}
		return
	}
	for _, at := range candidates {
		f(at)
	}
}

// Facets are the counts of a search's filters: each group's apply every filter but the
// group's own.
type Facets struct {
	Total      int          `json:"total"`
	Brands     []FacetValue `json:"brands"`
	Categories []FacetValue `json:"categories"`
	Specs      []SpecFacet  `json:"specs"`
	// Price is the range of the prices charged now, nil when no tool is left.
	Price   *PriceRange   `json:"price"`
	Ratings []RatingCount `json:"ratings"`
	InStock int           `json:"inStock"`
	// Showing is the words the search ran when they are not those typed (a word corrected,
	// a synonym matched), "" otherwise.
	Showing string `json:"showing,omitempty"`
}

// FacetValue is a brand or category and how many tools it would leave.
type FacetValue struct {
	Slug  string `json:"slug"`
	Name  string `json:"name"`
	Count int    `json:"count"`
}

// SpecFacet is a specification shown as a filter, with the values tools have.
type SpecFacet struct {
	Name   string      `json:"name"`
	Values []SpecCount `json:"values"`
	key    string
	counts map[string]int
}

// SpecCount is a value of a specification and how many tools it would leave.
type SpecCount struct {
	Value string `json:"value"`
	Count int    `json:"count"`
}

// PriceRange is the lowest and highest price charged now.
type PriceRange struct {
	Min Cents `json:"min"`
	Max Cents `json:"max"`
}

// RatingCount is how many tools have an average rating of at least AtLeast stars.
type RatingCount struct {
	AtLeast int `json:"atLeast"`
	Count   int `json:"count"`
}

// Facets counts q's filters among candidates (as Find takes them). A value a filter chose is
// listed even when nothing is left with it, so a page can offer to drop it.
func (c *CatalogueFacts) Facets(q ToolQuery, candidates []int, now time.Time) Facets {
	brands, categories := map[string]int{}, map[string]int{}
	specs := make([]SpecFacet, 0, len(c.Filters.Specs))
	for _, name := range c.Filters.Specs {
		key := SpecKey(name)
		specs = append(specs, SpecFacet{Name: cmp.Or(c.spellings[key], name), key: key, counts: map[string]int{}})
	}
	// spec filters' groups by the name they filter, so a spec facet skips its own filter
	specGroup := map[string]uint64{}
	for i, filter := range q.Specs {
		specGroup[filter.Name] = 1 << (groupSpecs + i)
	}
	out := Facets{Ratings: []RatingCount{}}
	ratings := make([]int, MaxRating+1)
	c.each(candidates, func(at int) {
		f := &c.Tools[at]
		price := f.PriceNow(c.Deal, now)
		m := q.misses(f, price)
		if bits.OnesCount64(m) > 1 { // fails two groups: no facet counts it
			return
		}
		// admitted says whether the tool counts in the facet of group: it fails no other
		admitted := func(group uint64) bool { return m&^group == 0 }
		if m == 0 {
			out.Total++
		}
		if admitted(1 << groupCategory) {
			if f.Category != "" {
				categories[f.Category]++
			}
		}
		if admitted(1<<groupBrand) && f.BrandSlug != "" {
			brands[f.BrandSlug]++
		}
		if admitted(1 << groupPrice) {
			if out.Price == nil {
				out.Price = &PriceRange{Min: price, Max: price}
			}
			out.Price.Min, out.Price.Max = min(out.Price.Min, price), max(out.Price.Max, price)
		}
		if admitted(1 << groupRating) {
			for stars := 1; stars <= MaxRating && f.Rating >= float64(stars); stars++ {
				ratings[stars]++
			}
		}
		if admitted(1<<groupStock) && f.InStock() {
			out.InStock++
		}
		for i := range specs {
			if !admitted(specGroup[specs[i].key]) {
				continue
			}
			for _, s := range f.Specs {
				if s.NameKey == specs[i].key {
					specs[i].counts[s.ValueKey]++
				}
			}
		}
	})
	for stars := MaxRating - 1; stars >= 1; stars-- {
		out.Ratings = append(out.Ratings, RatingCount{AtLeast: stars, Count: ratings[stars]})
	}
	out.Brands = c.brandFacet(brands, q.Brands)
	out.Categories = c.categoryFacet(categories, q.Category)
	out.Specs = specs
	for i := range out.Specs {
		c.specValues(&out.Specs[i], q.Specs)
	}
	return out
}

// brandFacet lists the brands counted, and those chosen, the most tools first.
func (c *CatalogueFacts) brandFacet(counts map[string]int, chosen []string) []FacetValue {
	values := []FacetValue{}
	for slug, n := range counts {
		values = append(values, FacetValue{Slug: slug, Name: c.spellings[slug], Count: n})
	}
	for _, slug := range chosen {
		if _, counted := counts[slug]; !counted {
			values = append(values, FacetValue{Slug: slug, Name: cmp.Or(c.spellings[slug], slug)})
		}
	}
	slices.SortFunc(values, func(a, b FacetValue) int {
		return cmp.Or(cmp.Compare(b.Count, a.Count), strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)))
	})
	return values
}

// categoryFacet lists the categories counted, and the one chosen, in the shop's order.
func (c *CatalogueFacts) categoryFacet(counts map[string]int, chosen string) []FacetValue {
	values := []FacetValue{}
	for _, cat := range c.Categories {
		if n := counts[cat.Slug]; n > 0 || cat.Slug == chosen {
			values = append(values, FacetValue{Slug: cat.Slug, Name: cat.Name, Count: n})
		}
	}
	return values
}

// specValues lists a specification's values counted, and those chosen, in natural order
// ("12V" before "18V" before "120V").
func (c *CatalogueFacts) specValues(s *SpecFacet, filters []SpecFilter) {
	for _, f := range filters {
		if f.Name != s.key {
			continue
		}
		for _, v := range f.Values {
			if _, counted := s.counts[v]; !counted {
				s.counts[v] = 0
			}
		}
	}
	s.Values = []SpecCount{}
	for key, n := range s.counts {
		s.Values = append(s.Values, SpecCount{Value: cmp.Or(c.spellings[s.key+"\x00"+key], key), Count: n})
	}
	slices.SortFunc(s.Values, func(a, b SpecCount) int { return naturalCompare(a.Value, b.Value) })
}

// naturalCompare orders texts by their leading numbers first, then as text.
func naturalCompare(a, b string) int {
	na, aNumber := leadingNumber(a)
	nb, bNumber := leadingNumber(b)
	switch {
	case aNumber && bNumber && na != nb:
		return cmp.Compare(na, nb)
	case aNumber != bNumber:
		if aNumber {
			return -1
		}
		return 1
	}
	return strings.Compare(strings.ToLower(a), strings.ToLower(b))
}

// leadingNumber is the number a text begins with ("18" of "18V", "0.5" of "0.5 in").
func leadingNumber(s string) (float64, bool) {
	end := strings.IndexFunc(s, func(r rune) bool { return (r < '0' || r > '9') && r != '.' })
	if end < 0 {
		end = len(s)
	}
	n, err := strconv.ParseFloat(s[:end], 64)
	return n, err == nil
}
