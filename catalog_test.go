package toolshop_test

import (
	"net/url"
	"slices"
	"strings"
	"testing"
	"unicode"

	"toolshop"
)

// A search's parameters are read into a query; anything wrong is a 400 naming the field.
func TestParseToolQuery(t *testing.T) {
	q, err := toolshop.ParseToolQuery(url.Values{})
	if err != nil || len(q.Words) != 0 || q.Category != "" || q.InStock || q.Sort != "" || q.Limit != 0 || q.Offset != 0 {
		t.Errorf("no parameters: %+v %v, want the whole catalogue", q, err)
	}
	q, err = toolshop.ParseToolQuery(url.Values{"q": {" 18V  Cordless-drill! "}, "category": {"Power Tools"},
		"inStock": {"true"}, "sort": {"-price"}, "limit": {"24"}, "offset": {"48"}})
	want := toolshop.ToolQuery{Words: []string{"18v", "cordless", "drill"}, Category: "power-tools", InStock: true,
		Sort: toolshop.SortPriceDown, Limit: 24, Offset: 48}
	if err != nil || !slices.Equal(q.Words, want.Words) || q.Category != want.Category || !q.InStock ||
		q.Sort != want.Sort || q.Limit != want.Limit || q.Offset != want.Offset {
		t.Errorf("every parameter: %+v %v, want %+v", q, err, want)
	}
	for _, c := range []struct{ param, value, field string }{
		{"limit", "-1", "limit"},
		{"limit", "0", "limit"},
		{"limit", "101", "limit"},
		{"limit", "abc", "limit"},
		{"offset", "-1", "offset"},
		{"offset", "99999999999999999999999", "offset"},
		{"sort", "bogus", "sort"},
		{"sort", "relevance", "sort"},
		{"inStock", "yes", "inStock"},
		{"q", "drill\x00", "q"},
		{"q", strings.Repeat("drill ", 2000), "q"},
		{"q", "a b c d e f g h i j k", "q"},
		{"category", "!!!", "category"},
		{"category", "power\ntools", "category"},
	} {
		_, err := toolshop.ParseToolQuery(url.Values{c.param: {c.value}})
		e, ok := err.(*toolshop.Error)
		if !ok || e.Code != toolshop.EINVALID || e.Fields[c.field] == "" {
			t.Errorf("%s=%.20q: %v, want an invalid %s", c.param, c.value, err, c.field)
		}
	}
}

// The next page starts after this one, while items remain.
func TestPageNext(t *testing.T) {
	for _, c := range []struct {
		q     toolshop.Page
		total int
		next  int
		ok    bool
	}{
		{toolshop.Page{Limit: 10}, 25, 10, true},
		{toolshop.Page{Limit: 10, Offset: 10}, 25, 20, true},
		{toolshop.Page{Limit: 10, Offset: 20}, 25, 30, false},
		{toolshop.Page{Limit: 10, Offset: 15}, 25, 25, false},
		{toolshop.Page{}, 25, 0, false},
	} {
		if next, ok := c.q.Next(c.total); next != c.next || ok != c.ok {
			t.Errorf("%+v of %d: %d %v, want %d %v", c.q, c.total, next, ok, c.next, c.ok)
		}
	}
}

// A mistyped word becomes the nearest word of the catalogue, within one mistake for short
// words and two for long ones; ties go to the word more tools hold.
func TestCorrectWord(t *testing.T) {
	vocabulary := []toolshop.VocabularyWord{{"hammer", 3}, {"hammers", 1}, {"drill", 9}, {"drills", 2},
		{"cordless", 4}, {"saw", 5}, {"sew", 1}, {"sander", 2}, {"ángulo", 1}}
	for _, c := range []struct{ typed, want string }{
		{"hammmer", "hammer"},
		{"hmamer", "hammer"},
		{"hamer", "hammer"},
		{"dril", "drill"},
		{"drlil", "drill"},
		{"cordlss", "cordless"},
		{"crodles", "cordless"},
		{"sav", "saw"},
		{"angulo", "ángulo"},
		{"sa", ""},
		{"hxmmxrx", ""},
		{"xylophone", ""},
	} {
		got, ok := toolshop.CorrectWord(c.typed, vocabulary)
		if got != c.want || ok != (c.want != "") {
			t.Errorf("%q: %q %v, want %q", c.typed, got, ok, c.want)
		}
	}
}

// A category's slug is the lowercase words of its name; a name needs a letter or a digit.
func TestNewCategory(t *testing.T) {
	c, err := toolshop.NewCategory{Name: "  Power Tools & Batteries "}.Category()
	if err != nil || c.Name != "Power Tools & Batteries" || c.Slug != "power-tools-batteries" {
		t.Errorf("%+v %v", c, err)
	}
	if toolshop.Slug(c.Slug) != c.Slug {
		t.Errorf("a slug's slug %q is not itself", toolshop.Slug(c.Slug))
	}
	for _, name := range []string{"", "  ", "&&", "Power\x00Tools", strings.Repeat("x", 61)} {
		if _, err := (toolshop.NewCategory{Name: name}).Category(); toolshop.ErrorCode(err) != toolshop.EINVALID {
			t.Errorf("%q: %v, want invalid", name, err)
		}
	}
}

// A category's description is trimmed plain text of at most 300 characters, line breaks allowed.
// An edit changes what it sends: a new name, a new slug.
func TestCategoryDescription(t *testing.T) {
	c, err := toolshop.NewCategory{Name: "Garden", Description: " Spades,\nforks and shears.  "}.Category()
	if err != nil || c.Description != "Spades,\nforks and shears." {
		t.Errorf("%+v %v", c, err)
	}
	for _, description := range []string{strings.Repeat("é", 301), "Spades\x00"} {
		if _, err := (toolshop.NewCategory{Name: "Garden", Description: description}).Category(); toolshop.ErrorCode(err) != toolshop.EINVALID {
			t.Errorf("%q: %v, want invalid", description, err)
		}
	}
	name, empty := "Lawn & Garden", ""
	edited, err := toolshop.CategoryChanges{Name: &name}.Apply(c)
	if err != nil || edited.Name != name || edited.Slug != "lawn-garden" || edited.Description != c.Description {
		t.Errorf("renamed %+v %v", edited, err)
	}
	if edited, err = (toolshop.CategoryChanges{Description: &empty}).Apply(c); err != nil || edited.Description != "" || edited.Slug != "garden" {
		t.Errorf("description taken away: %+v %v", edited, err)
	}
	if err := (toolshop.CategoryChanges{Name: &empty}).Validate(); toolshop.ErrorCode(err) != toolshop.EINVALID {
		t.Errorf("an empty name: %v", err)
	}
}

// Whatever a client sends as a search is a query within the limits or a field error.
func FuzzParseToolQuery(f *testing.F) {
	f.Add("cordl dri", "Power Tools", "true", "price", "24", "0")
	f.Add("drill\x00", "", "yes", "bogus", "-1", "99999999999999999999")
	f.Fuzz(func(t *testing.T, q, category, inStock, sort, limit, offset string) {
		query, err := toolshop.ParseToolQuery(url.Values{"q": {q}, "category": {category}, "inStock": {inStock},
			"sort": {sort}, "limit": {limit}, "offset": {offset}})
		if err != nil {
			mustBeFieldError(t, err)
			return
		}
		if len(query.Words) > 10 || query.Limit < 0 || query.Limit > toolshop.MaxPageSize || query.Offset < 0 {
			t.Fatalf("accepted %+v", query)
		}
		for _, w := range query.Words {
			if w == "" || strings.ContainsFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsNumber(r) }) {
				t.Fatalf("word %q holds more than letters and digits", w)
			}
		}
	})
}
