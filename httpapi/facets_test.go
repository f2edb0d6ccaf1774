package httpapi_test

import (
	"math/rand/v2"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// bruteTool is a tool as the brute-force count sees it, worked out from the API's answers
// on its own, without the server's rules for filters.
type bruteTool struct {
	id, category, brand string // the brand's slug
	specs               map[string][]string
	price               float64 // charged now
	rating              float64
	inStock             bool
}

// specKey is how the test compares specifications: lowercase, without spaces.
func specKey(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return unicode.ToLower(r)
	}, s)
}

func bruteOf(t toolshop.Tool) bruteTool {
	b := bruteTool{id: t.ID, category: t.Category, brand: toolshop.Slug(t.Brand), specs: map[string][]string{},
		rating: t.Rating.Average, price: -1}
	add := func(name, value string) {
		b.specs[specKey(name)] = append(b.specs[specKey(name)], specKey(value))
	}
	for _, s := range t.Specs {
		add(s.Name, s.Value)
	}
	consider := func(price toolshop.Cents, deal *toolshop.DealOffer, stock int) {
		p := float64(price) / 100
		if deal != nil {
			p = float64(deal.Price) / 100
		}
		if b.price < 0 || p < b.price {
			b.price = p
		}
		b.inStock = b.inStock || stock > 0
	}
	if len(t.Variants) == 0 {
		consider(t.Price, t.Deal, t.AvailableQuantity)
	}
	for _, v := range t.Variants {
		for name, value := range v.Options {
			add(name, value)
		}
		consider(v.Price, v.Deal, v.AvailableQuantity)
	}
	return b
}

// bruteQuery is a query's filters as the brute-force count applies them.
type bruteQuery struct {
	category string
	brands   []string
	specs    map[string][]string
	min, max float64 // -1 for none
	rating   int
	inStock  bool
}

// admits tells whether every filter but those of skip ("brand", "spec:voltage", …) holds.
func (q bruteQuery) admits(b bruteTool, skip string) bool {
	if skip != "category" && q.category != "" && b.category != q.category {
		return false
	}
	if skip != "brand" && len(q.brands) > 0 && !slices.Contains(q.brands, b.brand) {
		return false
	}
	if skip != "price" && (q.min >= 0 && b.price < q.min || q.max >= 0 && b.price > q.max) {
		return false
	}
	if skip != "rating" && q.rating > 0 && b.rating < float64(q.rating) {
		return false
	}
	if skip != "stock" && q.inStock && !b.inStock {
		return false
	}
	for name, values := range q.specs {
		if skip == "spec:"+name {
			continue
		}
		if !slices.ContainsFunc(b.specs[name], func(v string) bool { return slices.Contains(values, v) }) {
			return false
		}
	}
	return true
}

// The facets' counts and the filtered searches agree, query after random query, with a count
// made by brute force over a random catalogue: each group's counts apply every filter but
// the group's own, on both databases.
func TestFacetsAgainstBruteForce(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		admin := h.admin("boss@example.com")
		for _, name := range []string{"Power Tools", "Hand Tools", "Garden"} {
			h.must(http.StatusCreated, "POST", "/categories", admin, map[string]string{"name": name})
		}
		h.must(http.StatusOK, "PUT", "/admin/search/filters", admin,
			map[string]any{"specs": []string{"Voltage", "battery platform", "Chuck size"}})

		rng := rand.New(rand.NewPCG(43, 1))
		pick := func(values ...string) string { return values[rng.IntN(len(values))] }
		var ids []string
		for i := range 36 {
			tool := map[string]any{"name": pick("Drill", "Saw", "Driver", "Wrench") + " " + strconv.Itoa(i),
				"description": pick("A cordless tool.", "Heavy duty drill.", "For the garden."), "image": "/tool.svg",
				"category": pick("power-tools", "hand-tools", "garden", ""), "brand": pick("DeWalt", "dewalt", "Makita", "Bosch", ""),
				"minOrder": 1}
			specs := []map[string]string{}
			if rng.IntN(4) > 0 {
				specs = append(specs, map[string]string{"name": pick("Voltage", "voltage"), "value": pick("12V", "18 V", "18v", "20V")})
			}
			if rng.IntN(2) == 0 {
				specs = append(specs, map[string]string{"name": "Battery Platform", "value": pick("Vermont 18V", "Makita LXT")})
			}
			if rng.IntN(3) == 0 {
				specs = append(specs, map[string]string{"name": "Chuck size", "value": pick("10 mm", "13mm")})
			}
			tool["specs"] = specs
			if i%5 == 0 { // sold in forms
				tool["options"] = []map[string]any{{"name": "Voltage", "values": []string{"12V", "18V"}}}
				tool["variants"] = []map[string]any{
					{"options": map[string]string{"Voltage": "12V"}, "price": float64(rng.IntN(30000)) / 100, "availableQuantity": rng.IntN(3), "minOrder": 1},
					{"options": map[string]string{"Voltage": "18V"}, "price": float64(rng.IntN(30000)) / 100, "availableQuantity": rng.IntN(3), "minOrder": 1},
				}
			} else {
				tool["price"] = float64(rng.IntN(30000)+1) / 100
				tool["availableQuantity"] = rng.IntN(3)
			}
			var created struct {
				ID string `json:"_id"`
			}
			h.must(http.StatusCreated, "POST", "/tools", admin, tool).json(t, &created)
			ids = append(ids, created.ID)
			if count := rng.IntN(4); count > 0 {
				storetest.Exec(t, h.db, `UPDATE tools SET review_stars = $2, review_count = $3 WHERE id = $1`,
					created.ID, count+rng.IntN(4*count+1), count)
			}
		}
		h.must(http.StatusOK, "PUT", "/admin/deal", admin, map[string]any{"toolId": ids[1], "price": 0.5,
			"endsAt": time.Now().Add(time.Hour)})

		var all []toolshop.Tool
		h.must(http.StatusOK, "GET", "/tools", "", nil).json(t, &all)
		tools := map[string]bruteTool{}
		for _, tool := range all {
			tools[tool.ID] = bruteOf(tool)
		}

		found := 0 // the rounds that find a tool: the random queries must not all find none
		for round := range 60 {
			v, q := url.Values{}, bruteQuery{specs: map[string][]string{}, min: -1, max: -1}
			if rng.IntN(3) == 0 {
				v.Set("q", pick("drill", "saw", "garden", "cordless"))
			}
			if rng.IntN(4) == 0 {
				q.category = pick("power-tools", "hand-tools", "garden")
				v.Set("category", q.category)
			}
			for range rng.IntN(2) * (1 + rng.IntN(2)) {
				brand := pick("DeWalt", "makita", "Bosch")
				v.Add("brand", brand)
				q.brands = append(q.brands, toolshop.Slug(brand))
			}
			for range rng.IntN(3) {
				name, value := pick("Voltage", "Battery platform", "Chuck Size"), pick("18V", "12 v", "Vermont 18V", "13 mm", "20V")
				v.Add("spec", name+":"+value)
				q.specs[specKey(name)] = append(q.specs[specKey(name)], specKey(value))
			}
			if rng.IntN(3) == 0 {
				q.min = float64(rng.IntN(100))
				v.Set("priceMin", strconv.FormatFloat(q.min, 'f', -1, 64))
			}
			if rng.IntN(3) == 0 {
				q.max = float64(100 + rng.IntN(20000)/100)
				v.Set("priceMax", strconv.FormatFloat(q.max, 'f', -1, 64))
			}
			if rng.IntN(3) == 0 {
				q.rating = 1 + rng.IntN(3)
				v.Set("ratingMin", strconv.Itoa(q.rating))
			}
			if rng.IntN(3) == 0 {
				q.inStock = true
				v.Set("inStock", "true")
			}
			if checkFacets(t, h, round, v, q, tools) > 0 {
				found++
			}
		}
		if found < 15 {
			t.Errorf("%d of 60 random queries found a tool, want at least 15", found)
		}
	})
}

// checkFacets checks GET /tools and GET /tools/facets for the query v against the brute
// force count of q over tools, among those v's words find, and answers how many it finds.
func checkFacets(t *testing.T, h *harness, round int, v url.Values, q bruteQuery, tools map[string]bruteTool) int {
	t.Helper()
	words := url.Values{"q": {v.Get("q")}}
	var matched []toolshop.Tool
	h.must(http.StatusOK, "GET", "/tools?"+words.Encode(), "", nil).json(t, &matched)
	var want []string
	brands, categories, specs := map[string]int{}, map[string]int{}, map[string]map[string]int{}
	ratings, inStock := map[int]int{}, 0
	var lowest, highest float64 = -1, -1
	for _, m := range matched {
		b := tools[m.ID]
		if q.admits(b, "") {
			want = append(want, b.id)
		}
		if q.admits(b, "brand") && b.brand != "" {
			brands[b.brand]++
		}
		if q.admits(b, "category") && b.category != "" {
			categories[b.category]++
		}
		for _, name := range []string{"voltage", "batteryplatform", "chucksize"} {
			if !q.admits(b, "spec:"+name) {
				continue
			}
			if specs[name] == nil {
				specs[name] = map[string]int{}
			}
			for _, value := range slices.Compact(slices.Sorted(slices.Values(b.specs[name]))) {
				specs[name][value]++
			}
		}
		if q.admits(b, "rating") {
			for stars := 1; stars <= 4; stars++ {
				if b.rating >= float64(stars) {
					ratings[stars]++
				}
			}
		}
		if q.admits(b, "stock") && b.inStock {
			inStock++
		}
		if q.admits(b, "price") {
			if lowest < 0 || b.price < lowest {
				lowest = b.price
			}
			highest = max(highest, b.price)
		}
	}

	path := "/tools?" + v.Encode()
	res := h.must(http.StatusOK, "GET", path, "", nil)
	var found []toolshop.Tool
	res.json(t, &found)
	var got []string
	for _, tool := range found {
		got = append(got, tool.ID)
	}
	if total := res.header.Get("X-Total-Count"); total != strconv.Itoa(len(want)) {
		t.Errorf("round %d, GET %s: X-Total-Count %s, want %d", round, path, total, len(want))
	}
	if !slices.Equal(slices.Sorted(slices.Values(got)), slices.Sorted(slices.Values(want))) {
		t.Errorf("round %d, GET %s: found %v, want %v", round, path, got, want)
	}

	var f toolshop.Facets
	path = "/tools/facets?" + v.Encode()
	h.must(http.StatusOK, "GET", path, "", nil).json(t, &f)
	if f.Total != len(want) {
		t.Errorf("round %d, GET %s: total %d, want %d", round, path, f.Total, len(want))
	}
	counted := func(group string, values []toolshop.FacetValue, want map[string]int) {
		got := map[string]int{}
		for _, value := range values {
			if value.Count > 0 {
				got[value.Slug] = value.Count
			}
		}
		if !mapsEqual(got, want) {
			t.Errorf("round %d, GET %s: %s counts %v, want %v", round, path, group, got, want)
		}
	}
	counted("brands", f.Brands, brands)
	counted("categories", f.Categories, categories)
	for _, s := range f.Specs {
		got := map[string]int{}
		for _, value := range s.Values {
			if value.Count > 0 {
				got[specKey(value.Value)] = value.Count
			}
		}
		if !mapsEqual(got, specs[specKey(s.Name)]) {
			t.Errorf("round %d, GET %s: %s counts %v, want %v", round, path, s.Name, got, specs[specKey(s.Name)])
		}
	}
	if len(f.Specs) != 3 {
		t.Errorf("round %d, GET %s: specs %+v, want Voltage, Battery Platform and Chuck size", round, path, f.Specs)
	}
	for _, r := range f.Ratings {
		if r.Count != ratings[r.AtLeast] {
			t.Errorf("round %d, GET %s: %d stars and up counts %d, want %d", round, path, r.AtLeast, r.Count, ratings[r.AtLeast])
		}
	}
	if f.InStock != inStock {
		t.Errorf("round %d, GET %s: in stock %d, want %d", round, path, f.InStock, inStock)
	}
	switch {
	case lowest < 0 && f.Price != nil:
		t.Errorf("round %d, GET %s: price %+v, want none", round, path, f.Price)
	case lowest >= 0 && (f.Price == nil || float64(f.Price.Min)/100 != lowest || float64(f.Price.Max)/100 != highest):
		t.Errorf("round %d, GET %s: price %+v, want %v to %v", round, path, f.Price, lowest, highest)
	}
	return len(want)
}

func mapsEqual(a, b map[string]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// Spec names and values compare case- and space-insensitively and show as most tools write
// them; only the owner's filters are counted; a chosen value that leaves nothing is still
// listed; the filtered search ranks and sorts as the plain one does.
func TestFacetsShowAndSort(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		admin := h.admin("boss@example.com")
		for i, tool := range []struct {
			name, brand, voltage string
			price                float64
		}{
			{"Impact Wrench", "DeWalt", "18 V", 189},
			{"Impact Driver", "dewalt", "18V", 129},
			{"Drill Driver", "DEWALT", "18V", 99},
			{"Wrench Set", "Makita", "12V", 49},
		} {
			h.must(http.StatusCreated, "POST", "/tools", admin, map[string]any{"name": tool.name, "description": "Tool " + strconv.Itoa(i) + ", impact rated.",
				"image": "/tool.svg", "price": tool.price, "minOrder": 1, "availableQuantity": 3, "brand": tool.brand,
				"specs": []map[string]string{{"name": "Voltage", "value": tool.voltage}, {"name": "Weight", "value": "1 kg"}}})
		}
		var f toolshop.Facets
		h.must(http.StatusOK, "GET", "/tools/facets", "", nil).json(t, &f)
		if len(f.Specs) != 0 {
			t.Errorf("facets before the owner chose filters: specs %+v, want none", f.Specs)
		}

		var choice toolshop.SearchFiltersChoice
		h.must(http.StatusOK, "GET", "/admin/search/filters", admin, nil).json(t, &choice)
		if want := []toolshop.SpecSuggestion{{Name: "Voltage", Tools: 4}, {Name: "Weight", Tools: 4}}; !slices.Equal(choice.Suggestions, want) || len(choice.Specs) != 0 {
			t.Errorf("GET /admin/search/filters: %+v, want no filters and suggestions %+v", choice, want)
		}
		h.must(http.StatusOK, "PUT", "/admin/search/filters", admin, map[string]any{"specs": []string{" VOLTAGE "}}).json(t, &choice)
		if !slices.Equal(choice.Specs, []string{"VOLTAGE"}) {
			t.Errorf("PUT /admin/search/filters: %+v, want the name trimmed", choice)
		}

		// Each of the three ways the tools write DeWalt is written once: the first in order is shown.
		h.must(http.StatusOK, "GET", "/tools/facets?q=impact&spec=voltage:12%20v&brand=DEWALT", "", nil).json(t, &f)
		want := toolshop.SpecFacet{Name: "Voltage", Values: []toolshop.SpecCount{{Value: "12V", Count: 0}, {Value: "18V", Count: 3}}}
		if len(f.Specs) != 1 || f.Specs[0].Name != want.Name || !slices.Equal(f.Specs[0].Values, want.Values) {
			t.Errorf("facets of impact, 12 V, DeWalt: specs %+v, want %+v", f.Specs, want)
		}
		if want := []toolshop.FacetValue{{Slug: "makita", Name: "Makita", Count: 1}, {Slug: "dewalt", Name: "DEWALT", Count: 0}}; !slices.Equal(f.Brands, want) {
			t.Errorf("facets of impact, 12 V, DeWalt: brands %+v, want %+v", f.Brands, want)
		}
		if f.Total != 0 || f.Price != nil {
			t.Errorf("facets of impact, 12 V, DeWalt: total %d, price %+v, want none", f.Total, f.Price)
		}

		res := h.must(http.StatusOK, "GET", "/tools?q=impact&spec=Voltage:18V&sort=-price", "", nil)
		if got, want := names(t, res), []string{"Impact Wrench", "Impact Driver", "Drill Driver"}; !slices.Equal(got, want) {
			t.Errorf("impact tools at 18V, dearest first: %v, want %v", got, want)
		}
		res = h.must(http.StatusOK, "GET", "/tools?q=wrench&spec=Voltage:18V&spec=voltage:12V", "", nil)
		if got, want := names(t, res), []string{"Impact Wrench", "Wrench Set"}; !slices.Equal(got, want) {
			t.Errorf("wrenches at 18V or 12V: %v, want %v (names first)", got, want)
		}
		res = h.must(http.StatusOK, "GET", "/tools?priceMax=130&brand=dewalt&brand=Makita&limit=1&offset=1", "", nil)
		if got := names(t, res); !slices.Equal(got, []string{"Drill Driver"}) || res.header.Get("X-Total-Count") != "3" {
			t.Errorf("the second of the tools up to $130 by DeWalt or Makita: %v of %s, want Drill Driver of 3", got, res.header.Get("X-Total-Count"))
		}
	})
}

// Bad filters are a 400 naming the parameter, on GET /tools and GET /tools/facets alike.
func TestFacetsRefuseBadFilters(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		admin := h.admin("boss@example.com")
		for _, c := range []struct{ query, field string }{
			{"spec=Voltage", "spec"},
			{"spec=:18V", "spec"},
			{"spec=Voltage:", "spec"},
			{"priceMin=cheap", "priceMin"},
			{"priceMin=-1", "priceMin"},
			{"priceMax=1.001", "priceMax"},
			{"priceMin=20&priceMax=10", "priceMax"},
			{"ratingMin=0", "ratingMin"},
			{"ratingMin=6", "ratingMin"},
			{"ratingMin=4.5", "ratingMin"},
			{"brand=%21%21", "brand"},
		} {
			for _, path := range []string{"/tools?", "/tools/facets?"} {
				res := h.do("GET", path+c.query, "", nil)
				if res.status != http.StatusBadRequest || res.fields(t)[c.field] == "" {
					t.Errorf("GET %s%s: %d %s, want 400 naming %s", path, c.query, res.status, res.body, c.field)
				}
			}
		}
		for _, c := range []struct {
			specs []string
			field string
		}{
			{[]string{""}, "specs.0"},
			{[]string{"Voltage", "voltage "}, "specs.1"},
			{[]string{"Volt:age"}, "specs.0"},
			{[]string{strings.Repeat("x", 61)}, "specs.0"},
			{slices.Repeat([]string{"x"}, 21), "specs"},
		} {
			res := h.do("PUT", "/admin/search/filters", admin, map[string]any{"specs": c.specs})
			if res.status != http.StatusBadRequest || res.fields(t)[c.field] == "" {
				t.Errorf("PUT /admin/search/filters %q: %d %s, want 400 naming %s", c.specs, res.status, res.body, c.field)
			}
		}
		var choice toolshop.SearchFiltersChoice
		h.must(http.StatusOK, "GET", "/admin/search/filters", admin, nil).json(t, &choice)
		if len(choice.Specs) != 0 {
			t.Errorf("filters after refusals: %v, want none", choice.Specs)
		}
		for _, token := range []string{"", h.customer("ann@example.com")} {
			if res := h.do("PUT", "/admin/search/filters", token, map[string]any{"specs": []string{"Voltage"}}); res.status != http.StatusUnauthorized && res.status != http.StatusForbidden {
				t.Errorf("PUT /admin/search/filters by a non-admin: %d, want 401 or 403", res.status)
			}
		}
	})
}
