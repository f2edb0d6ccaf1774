package httpapi_test

import (
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// names are the names of the tools of a GET /tools answer.
func names(t *testing.T, res response) []string {
	t.Helper()
	var tools []toolshop.Tool
	res.json(t, &tools)
	names := []string{}
	for _, tool := range tools {
		names = append(names, tool.Name)
	}
	return names
}

// catalogue makes an admin, two categories and five tools through the API, oldest first.
func catalogue(t *testing.T, h *harness) string {
	t.Helper()
	admin := h.admin("boss@example.com")
	for _, name := range []string{"Power Tools", "Hand Tools"} {
		h.must(http.StatusCreated, "POST", "/categories", admin, map[string]string{"name": name})
	}
	for _, tool := range []struct {
		name, description, category string
		price                       float64
		available                   int
	}{
		{"Cordless Drill", "18 V drill driver with a keyless chuck.", "Power Tools", 89.99, 5},
		{"Claw Hammer", "Fibreglass handle, forged steel head.", "hand-tools", 12.5, 0},
		{"Drill Bit Set", "Twelve bits that fit any cordless drill.", "power-tools", 19.99, 40},
		{"Tape Measure", "8 m steel tape with a locking button.", "", 7.99, 12},
		{"Angle Grinder", "Grinder for 115 mm discs.", "POWER TOOLS", 45, 3},
	} {
		h.must(http.StatusCreated, "POST", "/tools", admin, map[string]any{"name": tool.name, "description": tool.description,
			"category": tool.category, "price": tool.price, "image": "/tool.svg", "minOrder": 1, "availableQuantity": tool.available})
	}
	return admin
}

// GET /tools finds, filters, sorts and pages the catalogue, with the total and the next
// page's address in headers; without parameters it is the whole catalogue as before.
func TestToolsSearch(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		catalogue(t, h)
		all := []string{"Cordless Drill", "Claw Hammer", "Drill Bit Set", "Tape Measure", "Angle Grinder"}

		res := h.must(http.StatusOK, "GET", "/tools", "", nil)
		if got := names(t, res); !slices.Equal(got, all) || res.header.Get("X-Total-Count") != "5" || res.header.Get("Link") != "" {
			t.Errorf("no parameters: %q, total %q, link %q", got, res.header.Get("X-Total-Count"), res.header.Get("Link"))
		}
		var tools []map[string]any
		res.json(t, &tools)
		if tools[0]["category"] != "power-tools" || tools[3]["category"] != nil {
			t.Errorf("categories in the answer: %v, %v", tools[0]["category"], tools[3]["category"])
		}

		for _, c := range []struct {
			query string
			want  []string
		}{
			{"q=cordl+dri", []string{"Cordless Drill", "Drill Bit Set"}},
			{"q=DRILL+cordless", []string{"Cordless Drill", "Drill Bit Set"}},
			{"q=hammmer", []string{"Claw Hammer"}},
			{"q=cordles+drill&sort=price", []string{"Drill Bit Set", "Cordless Drill"}},
			{"category=power-tools", []string{"Cordless Drill", "Drill Bit Set", "Angle Grinder"}},
			{"category=Power+Tools&inStock=true&sort=-price", []string{"Cordless Drill", "Angle Grinder", "Drill Bit Set"}},
			{"inStock=true&sort=name", []string{"Angle Grinder", "Cordless Drill", "Drill Bit Set", "Tape Measure"}},
			{"sort=newest", []string{"Angle Grinder", "Tape Measure", "Drill Bit Set", "Claw Hammer", "Cordless Drill"}},
			{"category=garden", []string{}},
			{"q=xylophone", []string{}},
			{"q=%F0%9F%94%A8%F0%9F%94%A8", []string{}},
		} {
			res := h.must(http.StatusOK, "GET", "/tools?"+c.query, "", nil)
			if got := names(t, res); !slices.Equal(got, c.want) || res.header.Get("X-Total-Count") != strconv.Itoa(len(c.want)) {
				t.Errorf("%s: %q, total %q, want %q", c.query, got, res.header.Get("X-Total-Count"), c.want)
			}
		}

		// Following Link from the first page visits every tool once, in order.
		var visited []string
		path, pages := "/tools?sort=price&limit=2", 0
		for path != "" {
			res := h.must(http.StatusOK, "GET", path, "", nil)
			if total := res.header.Get("X-Total-Count"); total != "5" {
				t.Errorf("%s: total %q", path, total)
			}
			visited = append(visited, names(t, res)...)
			path, pages = nextPage(t, res.header.Get("Link")), pages+1
		}
		if want := []string{"Tape Measure", "Claw Hammer", "Drill Bit Set", "Angle Grinder", "Cordless Drill"}; !slices.Equal(visited, want) || pages != 3 {
			t.Errorf("pages by price: %q in %d pages, want %q in 3", visited, pages, want)
		}
		res = h.must(http.StatusOK, "GET", "/tools?q=drill&limit=1", "", nil)
		if link := res.header.Get("Link"); link != `</tools?limit=1&offset=1&q=drill>; rel="next"` {
			t.Errorf("link %q", link)
		}
		res = h.must(http.StatusOK, "GET", "/tools?limit=2&offset=10", "", nil)
		if got := names(t, res); len(got) != 0 || res.header.Get("X-Total-Count") != "5" || res.header.Get("Link") != "" {
			t.Errorf("past the end: %q, total %q, link %q", got, res.header.Get("X-Total-Count"), res.header.Get("Link"))
		}
	})
}

// A page whose tools stay the same while the total changes gets a new tag: a client
// revalidating it learns the new total and next page.
func TestToolsPageTagFollowsTotal(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		h.tool(1000, 1, 5)
		first := h.must(http.StatusOK, "GET", "/tools?limit=1", "", nil)
		h.tool(2000, 1, 5)
		req, err := http.NewRequest("GET", h.url+"/tools?limit=1", nil)
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("If-None-Match", first.header.Get("ETag"))
		again := h.send(req)
		if again.status != http.StatusOK || string(again.body) != string(first.body) || again.header.Get("X-Total-Count") != "2" ||
			again.header.Get("Link") == "" {
			t.Errorf("the same page of a longer list: %d, total %q, link %q", again.status, again.header.Get("X-Total-Count"), again.header.Get("Link"))
		}
	})
}

// nextPage is the path a Link header names as the next page, or "" without one.
func nextPage(t *testing.T, link string) string {
	t.Helper()
	if link == "" {
		return ""
	}
	path, ok := strings.CutSuffix(strings.TrimPrefix(link, "<"), `>; rel="next"`)
	if !ok {
		t.Fatalf("Link %q", link)
	}
	return path
}

// Bad search parameters are a 400 naming the parameter; odd text in q is searched for,
// never an error of the database.
func TestToolsSearchBadInput(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		catalogue(t, h)
		for _, c := range []struct{ query, field string }{
			{"limit=-1", "limit"},
			{"limit=abc", "limit"},
			{"limit=1000", "limit"},
			{"offset=99999999999999999999", "offset"},
			{"offset=-5", "offset"},
			{"sort=bogus", "sort"},
			{"inStock=maybe", "inStock"},
			{"q=drill%00", "q"},
			{"q=" + strings.Repeat("drill+", 1700), "q"},
			{"category=%01", "category"},
		} {
			res := h.do("GET", "/tools?"+c.query, "", nil)
			fields, _ := res.field(t, "fields").(map[string]any)
			if res.status != http.StatusBadRequest || fields[c.field] == nil {
				t.Errorf("%.40s: %d %s, want 400 naming %s", c.query, res.status, res.body, c.field)
			}
		}
		for _, q := range []string{"²", "drill ²", `"`, "*", "AND", "OR NOT", "NEAR(drill", "'", ":*", "&|!", "-drill", "d:* & x", "ǅ", "İ"} {
			res := h.do("GET", "/tools?q="+url.QueryEscape(q), "", nil)
			if res.status != http.StatusOK {
				t.Errorf("q=%q: %d %s", q, res.status, res.body)
			}
		}
	})
}

// Admins keep the categories: customers get 403, strangers 401. A category in use cannot be
// deleted; a tool names only a category that exists.
func TestCategoriesAPI(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		admin := catalogue(t, h)
		customer := h.customer("ann@example.com")

		var categories []toolshop.Category
		h.must(http.StatusOK, "GET", "/categories", "", nil).json(t, &categories)
		if len(categories) != 2 || categories[0].Name != "Hand Tools" || categories[0].ToolCount != 1 ||
			categories[1].Slug != "power-tools" || categories[1].ToolCount != 3 {
			t.Fatalf("categories %+v", categories)
		}
		power := categories[1].ID
		for _, who := range []struct {
			token string
			want  int
		}{{customer, 403}, {"", 401}} {
			h.must(who.want, "POST", "/categories", who.token, map[string]string{"name": "Garden"})
			h.must(who.want, "DELETE", "/categories/"+power, who.token, nil)
		}
		res := h.must(http.StatusBadRequest, "POST", "/categories", admin, map[string]string{"name": " "})
		if fields, _ := res.field(t, "fields").(map[string]any); fields["name"] != "Name is required" {
			t.Errorf("blank name: %s", res.body)
		}
		h.must(http.StatusConflict, "POST", "/categories", admin, map[string]string{"name": "power tools"})
		res = h.must(http.StatusConflict, "DELETE", "/categories/"+power, admin, nil)
		if msg := res.field(t, "error"); msg != `The category "Power Tools" still holds 3 tools: move them to another category first` {
			t.Errorf("deleting a category in use: %v", msg)
		}

		var tools []toolshop.Tool
		h.must(http.StatusOK, "GET", "/tools?category=power-tools", "", nil).json(t, &tools)
		for _, body := range []map[string]any{{"category": "garden"}, {"category": "!!!"}} {
			res := h.must(http.StatusBadRequest, "PATCH", "/tool/"+tools[0].ID, admin, body)
			if fields, _ := res.field(t, "fields").(map[string]any); fields["category"] != "Pick one of the shop's categories" {
				t.Errorf("%v: %s", body, res.body)
			}
		}
		for _, tool := range tools {
			h.must(http.StatusOK, "PATCH", "/tool/"+tool.ID, admin, map[string]any{"category": "Hand Tools"})
		}
		if res := h.must(http.StatusOK, "DELETE", "/categories/"+power, admin, nil); res.field(t, "deletedCount") != 1.0 {
			t.Errorf("delete: %s", res.body)
		}
		h.must(http.StatusNotFound, "DELETE", "/categories/"+power, admin, nil)
		h.must(http.StatusBadRequest, "DELETE", "/categories/not-an-id", admin, nil)
		h.must(http.StatusOK, "GET", "/categories", "", nil).json(t, &categories)
		if len(categories) != 1 || categories[0].ToolCount != 4 {
			t.Errorf("after moving and deleting: %+v", categories)
		}
	})
}
