package httpapi_test

import (
	"net/http"
	"reflect"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// Admins keep the shop's synonym sets; a search for a word of a set then finds the others'
// tools, ranked below its own, with typos corrected; a refusal names the set and the phrase
// and changes nothing.
func TestSynonymCalls(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := caching(t, db, &atomic.Int64{}) // saving the sets drops the searches' kept answers
		admin := h.admin("boss@example.com")
		ann := h.customer("ann@example.com")
		for _, tool := range []struct{ name, description string }{
			{"Reciprocating Saw", "Cuts wood and metal."},
			{"Sawzall Blade Pack", "Ten blades."},
			{"Impact Wrench", "Half inch drive."},
			{"Claw Hammer", "Forged steel."},
		} {
			h.must(http.StatusCreated, "POST", "/tools", admin, map[string]any{"name": tool.name, "description": tool.description,
				"price": 10, "image": "/tool.svg", "minOrder": 1, "availableQuantity": 5})
		}
		search := func(q string) []string {
			return names(t, h.must(http.StatusOK, "GET", "/tools?q="+strings.ReplaceAll(q, " ", "+"), "", nil))
		}
		if got := search("sawzall"); !slices.Equal(got, []string{"Sawzall Blade Pack"}) {
			t.Errorf("sawzall before its set: %q", got)
		}

		var sets []toolshop.SynonymSet
		h.must(http.StatusOK, "GET", "/admin/search/synonyms", admin, nil).json(t, &sets)
		if sets == nil || len(sets) != 0 {
			t.Errorf("a new shop's sets: %#v", sets)
		}
		wantError(t, "a guest reads", h.do("GET", "/admin/search/synonyms", "", nil), 401, "Sign in first")
		wantError(t, "a customer reads", h.do("GET", "/admin/search/synonyms", ann, nil), 403, "Admins only")
		mine := []map[string][]string{{"words": {" Sawzall", "Reciprocating  Saw"}}, {"words": {"impact gun", "IMPACT WRENCH", "impact driver"}}}
		wantError(t, "a customer writes", h.do("PUT", "/admin/search/synonyms", ann, mine), 403, "Admins only")
		reader := h.newKey(admin, "Reader", toolshop.ScopeCatalogueRead)
		h.must(http.StatusOK, "GET", "/admin/search/synonyms", reader, nil)
		wantError(t, "a key to read writes", h.do("PUT", "/admin/search/synonyms", reader, mine), 403, "This API key lacks the scope catalogue:write")

		kept := []toolshop.SynonymSet{{Words: []string{"sawzall", "reciprocating saw"}}, {Words: []string{"impact gun", "impact wrench", "impact driver"}}}
		h.must(http.StatusOK, "PUT", "/admin/search/synonyms", admin, mine).json(t, &sets)
		if !reflect.DeepEqual(sets, kept) {
			t.Errorf("PUT answers %q, want %q", sets, kept)
		}
		h.must(http.StatusOK, "GET", "/admin/search/synonyms", admin, nil).json(t, &sets)
		if !reflect.DeepEqual(sets, kept) {
			t.Errorf("GET answers %q, want %q", sets, kept)
		}
		for _, c := range []struct {
			query   string
			want    []string
			showing string
		}{
			{"sawzall", []string{"Sawzall Blade Pack", "Reciprocating Saw"}, "reciprocating saw"},
			{"impact gun", []string{"Impact Wrench"}, "impact wrench or impact driver"},
			{"impakt gun", []string{"Impact Wrench"}, "impact gun or impact wrench or impact driver"},
			{"hammer", []string{"Claw Hammer"}, ""},
		} {
			if got := search(c.query); !slices.Equal(got, c.want) {
				t.Errorf("%q: %q, want %q", c.query, got, c.want)
			}
			// The facets count the same tools, and say what the search ran.
			var facets toolshop.Facets
			h.must(http.StatusOK, "GET", "/tools/facets?q="+strings.ReplaceAll(c.query, " ", "+"), "", nil).json(t, &facets)
			if facets.Total != len(c.want) || facets.Showing != c.showing {
				t.Errorf("%q: facets count %d showing %q, want %d showing %q", c.query, facets.Total, facets.Showing, len(c.want), c.showing)
			}
			// A filter the facts answer finds them too.
			if got := search(c.query + "&priceMax=100"); !slices.Equal(got, c.want) {
				t.Errorf("%q under $100: %q, want %q", c.query, got, c.want)
			}
		}

		bad := []map[string][]string{{"words": {"sawzall", "recip saw"}}, {"words": {"gun", "--"}}, {"words": {"x"}}}
		wantFields(t, "bad sets", h.do("PUT", "/admin/search/synonyms", admin, bad), 400, map[string]string{
			"1.words.1": "Must hold a letter or a digit",
			"1.words":   "A set needs at least 2 different words or phrases",
			"2.words":   "A set needs at least 2 different words or phrases",
		})
		wantError(t, "not a list", h.do("PUT", "/admin/search/synonyms", admin, map[string]any{"words": []string{"a", "b"}}), 400,
			"Request body must be a JSON object")
		wantFields(t, "words not a list", h.do("PUT", "/admin/search/synonyms", admin, []map[string]any{{"words": "a, b"}}), 400,
			map[string]string{"words": "Must be a list"})
		h.must(http.StatusOK, "GET", "/admin/search/synonyms", admin, nil).json(t, &sets)
		if !reflect.DeepEqual(sets, kept) {
			t.Errorf("refused sets changed them: %q", sets)
		}

		h.must(http.StatusOK, "PUT", "/admin/search/synonyms", admin, []toolshop.SynonymSet{})
		if got := search("impact gun"); len(got) != 0 {
			t.Errorf("impact gun without sets: %q", got)
		}
	})
}
