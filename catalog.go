package toolshop

import (
	"net/url"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Category is a shelf of the catalogue that admins name. Tools name it by its slug, the
// lowercase words of its name joined by hyphens ("Power Tools" is "power-tools"), and so does
// its page's address (/categories/power-tools).
type Category struct {
	ID   string `json:"_id"`
	Slug string `json:"slug"`
	Name string `json:"name"`
	// Description is the owner's few words about the shelf, shown on its page; "" for none.
	Description string `json:"description"`
	ToolCount   int    `json:"toolCount"`
}

// NewCategory is an admin's request for a category.
type NewCategory struct {
	Name        string `json:"name"`
	Description string `json:"description"`
}

// Limits of a category: its name is a label on a filter and in the menu, its description a
// short paragraph under its page's heading.
const (
	maxCategoryName        = 60
	maxCategoryDescription = 300
)

// Category checks the request and turns it into a category.
func (c NewCategory) Category() (Category, error) {
	var p problems
	cat := Category{Name: categoryName(&p, c.Name), Description: categoryDescription(&p, c.Description)}
	cat.Slug = Slug(cat.Name)
	return cat, p.err()
}

// categoryName is a category's name as typed, trimmed, its problems added to p.
func categoryName(p *problems, typed string) string {
	name := strings.TrimSpace(typed)
	switch {
	case name == "":
		p.add("name", msgNameRequired)
	case Slug(name) == "":
		p.add("name", "Must hold a letter or a digit")
	}
	checkLine(p, "name", name, maxCategoryName)
	return name
}

// categoryDescription is a category's description as typed, trimmed, its problems added to p.
func categoryDescription(p *problems, typed string) string {
	description := strings.TrimSpace(typed)
	checkText(p, "description", description, maxCategoryDescription)
	return description
}

// CategoryChanges is an admin's edit of a category: the fields sent change, the others stay.
type CategoryChanges struct {
	Name        *string `json:"name"`
	Description *string `json:"description"`
}

// Apply is c as the changes leave it, checked. A new name is a new slug: the category's page
// and its tools follow it there (ToolService.UpdateCategory).
func (ch CategoryChanges) Apply(c Category) (Category, error) {
	var p problems
	if ch.Name != nil {
		c.Name = categoryName(&p, *ch.Name)
		c.Slug = Slug(c.Name)
	}
	if ch.Description != nil {
		c.Description = categoryDescription(&p, *ch.Description)
	}
	return c, p.err()
}

// Validate checks the changes as they would leave any category.
func (ch CategoryChanges) Validate() error {
	_, err := ch.Apply(Category{})
	return err
}

// CategoryPath is the address of the page of the category of slug: /categories/power-tools.
func CategoryPath(slug string) string { return "/categories/" + url.PathEscape(slug) }

// Slug is the form a category is named by in tools and queries: its words, lowercase,
// joined by hyphens. A slug is its own slug, so either form names the category.
func Slug(name string) string { return strings.Join(SearchWords(name), "-") }

// Errors of categories.
var (
	ErrCategoryNotFound = Errorf(ENOTFOUND, "Category not found")
	ErrCategoryExists   = &Error{Code: ECONFLICT, Message: "A category with this name exists already",
		Fields: map[string]string{"name": "A category with this name exists already"}}
	ErrCategoryUnknown = &Error{Code: EINVALID, Message: "Pick one of the shop's categories",
		Fields: map[string]string{"category": "Pick one of the shop's categories"}}
)

// CategoryInUse refuses to delete a category that tools are still in: the shop owner moves
// them first, so no tool drops out of its shelf unnoticed.
func CategoryInUse(name string, tools int) error {
	if tools == 1 {
		return Errorf(ECONFLICT, "The category %q still holds 1 tool: move it to another category first", name)
	}
	return Errorf(ECONFLICT, "The category %q still holds %d tools: move them to another category first", name, tools)
}

// SearchWords are the words of a text as search indexes and queries hold them: runs of
// letters and digits, lowercase. Both databases index these words, so they match alike.
func SearchWords(text string) []string {
	return strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsNumber(r)
	})
}

// ToolSort names an order of the catalogue.
type ToolSort string

// The orders a client may ask for. The zero value is relevance for a search and the
// catalogue's own order (oldest first) otherwise.
const (
	SortPriceUp   ToolSort = "price"
	SortPriceDown ToolSort = "-price"
	SortName      ToolSort = "name"
	SortNewest    ToolSort = "newest"
)

// ToolQuery is a search of the catalogue: every field is a filter or an order, and the zero
// value is the whole catalogue in its own order.
type ToolQuery struct {
	// Words must each begin a word of the tool's name or description.
	Words []string
	// Wordless is a search text without a letter or digit ("🔨🔨", "!!!"): it finds no tool,
	// where no text at all finds every one.
	Wordless bool
	Category string // a slug
	// Brands are slugs, as Brand has: alternatives.
	Brands  []string
	InStock bool
	// Specs must each hold (filters.go); PriceMin and PriceMax bound the price charged now,
	// nil for no bound; RatingMin is the least average rating, 0 for any.
	Specs              []SpecFilter
	PriceMin, PriceMax *Cents
	RatingMin          int
	Sort               ToolSort
	// Limit is at most MaxPageSize; 0 answers every tool after Offset.
	Limit, Offset int
}

// Limits of a search a client sends.
const (
	maxQueryLength = 200
	maxQueryWords  = 10
)

// ParseToolQuery reads a search from the query parameters of GET /tools: q, category, brand
// (repeatable, each a name or slug, whatever the case), inStock, the filters of filters.go
// (spec, priceMin, priceMax, ratingMin), sort, limit and offset. Other parameters are ignored.
func ParseToolQuery(v url.Values) (ToolQuery, error) {
	var q ToolQuery
	var p problems
	text := v.Get("q")
	checkLine(&p, "q", text, maxQueryLength)
	if q.Words = SearchWords(text); len(q.Words) > maxQueryWords {
		p.add("q", "Must be "+strconv.Itoa(maxQueryWords)+" words or fewer")
	}
	q.Wordless = len(q.Words) == 0 && strings.TrimSpace(text) != ""
	category := v.Get("category")
	checkLine(&p, "category", category, maxCategoryName)
	if q.Category = Slug(category); category != "" && q.Category == "" {
		p.add("category", ErrCategoryUnknown.Message)
	}
	q.Brands = parseBrands(&p, v)
	parseFilters(&p, v, &q)
	switch v.Get("inStock") {
	case "", "false":
	case "true":
		q.InStock = true
	default:
		p.add("inStock", "Must be true or false")
	}
	switch q.Sort = ToolSort(v.Get("sort")); q.Sort {
	case "", SortPriceUp, SortPriceDown, SortName, SortNewest:
	default:
		p.add("sort", "Must be one of price, -price, name, newest")
	}
	page, err := parseListPage(v)
	if err != nil {
		return q, err
	}
	q.Limit, q.Offset = page.Limit, page.Offset
	return q, p.err()
}

// VocabularyWord is a word of the catalogue and how many tools hold it.
type VocabularyWord struct {
	Word  string
	Tools int
}

// MaxTypos is how many typing mistakes a search word may hold and still be corrected:
// none in words of one or two characters, one up to five, two beyond.
func MaxTypos(word string) int {
	switch n := utf8.RuneCountInString(word); {
	case n <= 2:
		return 0
	case n <= 5:
		return 1
	default:
		return 2
	}
}

// CorrectWord is the word of the catalogue a mistyped search word most likely meant: the
// nearest within MaxTypos mistakes (a letter missing, added, changed or two swapped), then
// the one the most tools hold. It answers false when no word is near enough.
func CorrectWord(word string, vocabulary []VocabularyWord) (string, bool) {
	var best VocabularyWord
	bestDistance := MaxTypos(word)
	for _, v := range vocabulary {
		d := typos(word, v.Word)
		if d > bestDistance {
			continue
		}
		if best.Word == "" || d < bestDistance || v.Tools > best.Tools || v.Tools == best.Tools && v.Word < best.Word {
			best, bestDistance = v, d
		}
	}
	return best.Word, best.Word != ""
}

// typos is the optimal-string-alignment distance between a and b: how many letters must be
// inserted, deleted, changed or swapped with their neighbour to make one the other.
func typos(a, b string) int {
	s, t := []rune(a), []rune(b)
	// rows[k] is row i-k of the table: two rows back are needed for swaps.
	rows := [3][]int{make([]int, len(t)+1), make([]int, len(t)+1), make([]int, len(t)+1)}
	for j := range rows[0] {
		rows[0][j] = j
	}
	for i := 1; i <= len(s); i++ {
		rows[0], rows[1], rows[2] = rows[2], rows[0], rows[1]
		cur, prev, prev2 := rows[0], rows[1], rows[2]
		cur[0] = i
		for j := 1; j <= len(t); j++ {
			cost := 1
			if s[i-1] == t[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && s[i-1] == t[j-2] && s[i-2] == t[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
	}
	return rows[0][len(t)]
}
