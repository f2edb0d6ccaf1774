package httpapi_test

import (
	"encoding/json"
	"net/http"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// categoryShop serves the pages of a shop with three categories: Power Tools, described, with
// 30 tools (the second sold out, the third rated), Hand Tools with one and Garden with none.
// It answers the ids of Power Tools' tools, oldest first.
func categoryShop(t *testing.T, db *store.DB) (*harness, []string) {
	h := pagesShop(t, db)
	ctx := t.Context()
	for _, c := range []toolshop.Category{
		{Slug: "power-tools", Name: "Power Tools", Description: "Drills, drivers and grinders,\ncorded and cordless."},
		{Slug: "hand-tools", Name: "Hand Tools"}, {Slug: "garden", Name: "Garden"},
	} {
		if _, err := h.db.CreateCategory(ctx, c); err != nil {
			t.Fatal(err)
		}
	}
	var ids []string
	for i := range 31 {
		tool := toolshop.Tool{Name: "Power Tool " + strconv.Itoa(i), Image: "/images/demo/drill.svg", Description: "A tool.",
			Pictures: []toolshop.ToolPicture{{URL: "/images/demo/drill.svg"}}, Specs: []toolshop.ToolSpec{},
			Price: 1000 + toolshop.Cents(i), MinOrder: 1, AvailableQuantity: 5 + i, Category: "power-tools"}
		switch i {
		case 1:
			tool.AvailableQuantity = 0
		case 30:
			tool.Name, tool.Category = "Hammer", "hand-tools"
		}
		created, err := h.db.CreateTool(ctx, tool)
		if err != nil {
			t.Fatal(err)
		}
		if i < 30 {
			ids = append(ids, created.ID)
		}
	}
	storetest.Exec(t, h.db, `UPDATE tools SET review_stars = 9, review_count = 2 WHERE id = $1`, ids[2])
	return h, ids
}

// structuredData is a category page's JSON-LD: its ItemList and BreadcrumbList.
type structuredData []struct {
	Context string `json:"@context"`
	Type    string `json:"@type"`
	Name    string
	Items   []struct {
		Type            string `json:"@type"`
		Position        int
		URL, Name, Item string
	} `json:"itemListElement"`
}

// A category's page is the server's, readable without scripts: its name as title and heading,
// the owner's description, its tools' cards as the home page draws them, 24 a page in the
// catalogue's order, a pager of links and rel=prev/next, its canonical address, its ItemList and
// BreadcrumbList, and as data blocks the answers the app starts from. A CDN may keep it a minute.
func TestCategoryPage(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h, ids := categoryShop(t, db)
		const base = "https://shop.example.com"

		res := h.must(http.StatusOK, "GET", "/categories/power-tools", "", nil)
		p := parsePage(t, res.body)
		if got := text(p.one("title")); got != "Power Tools · Toolshop" {
			t.Errorf("title %q", got)
		}
		if got := text(p.one("h1")); got != "Power Tools" {
			t.Errorf("h1 %q", got)
		}
		if got := p.meta("name", "description"); got != "Drills, drivers and grinders, corded and cordless." {
			t.Errorf("description %q", got)
		}
		if got := text(p.one("p", "class", "category-description")); got != "Drills, drivers and grinders, corded and cordless." {
			t.Errorf("the page's description %q", got)
		}
		if got := attr(p.one("link", "rel", "canonical"), "href"); got != base+"/categories/power-tools" {
			t.Errorf("canonical %q", got)
		}
		if got := attr(p.one("link", "rel", "next"), "href"); got != base+"/categories/power-tools?page=2" || len(p.all("link", "rel", "prev")) != 0 {
			t.Errorf("rel=next %q, rel=prev %d", got, len(p.all("link", "rel", "prev")))
		}
		if len(p.all("meta", "name", "robots")) != 0 {
			t.Errorf("a category page is kept out of search engines")
		}
		if got := text(p.one("nav", "class", "breadcrumb")); got != "Home Power Tools" {
			t.Errorf("breadcrumb %q", got)
		}
		if got := text(p.one("h2", "id", "category-tools")); got != "30 tools" {
			t.Errorf("count %q", got)
		}
		if got := res.header.Get("Cache-Control"); got != "public, max-age=0, s-maxage=60, stale-while-revalidate=300" {
			t.Errorf("Cache-Control %q", got)
		}
		if tag := res.header.Get("ETag"); tag == "" || h.get("/categories/power-tools", map[string]string{"If-None-Match": tag}).status != http.StatusNotModified {
			t.Errorf("ETag %q does not answer 304", tag)
		}

		// The cards are GET /tools?category=…'s first page, as the home page draws them.
		var first []toolshop.Tool
		h.must(http.StatusOK, "GET", "/tools?category=power-tools&limit=24&offset=0", "", nil).json(t, &first)
		checkCards(t, p, first)
		if got := text(p.all("article", "class", "card tool-card")[1]); !strings.Contains(got, "Out of stock") ||
			!strings.Contains(got, "Available Quantity: 0") {
			t.Errorf("the sold-out card: %q", got)
		}
		if got := attr(p.one("span", "role", "img"), "aria-label"); got != "4.5 out of 5 stars, 2 reviews" {
			t.Errorf("stars %q", got)
		}
		pager := page{t: t, doc: p.one("nav", "class", "pager")}
		if got := text(pager.doc); got != "Page 1 of 2 Next" || attr(pager.one("a", "rel", "next"), "href") != "/categories/power-tools?page=2" {
			t.Errorf("pager %q", got)
		}
		ld := categoryData(t, p)
		if len(ld) != 2 || ld[0].Type != "ItemList" || ld[0].Context != "https://schema.org" || len(ld[0].Items) != 24 {
			t.Fatalf("JSON-LD %+v", ld)
		}
		for i, item := range ld[0].Items {
			if item.Type != "ListItem" || item.Position != i+1 || item.URL != base+first[i].PagePath() {
				t.Errorf("item %d: %+v", i, item)
			}
		}
		crumbs := ld[1]
		if crumbs.Type != "BreadcrumbList" || len(crumbs.Items) != 2 || crumbs.Items[0].Name != "Home" || crumbs.Items[0].Item != base+"/" ||
			crumbs.Items[1].Position != 2 || crumbs.Items[1].Name != "Power Tools" || crumbs.Items[1].Item != base+"/categories/power-tools" {
			t.Errorf("breadcrumbs %+v", crumbs)
		}
		var data struct {
			Items         []toolshop.Tool
			Offset, Total int
		}
		if err := json.Unmarshal([]byte(text(p.one("script", "id", "category-tools-data"))), &data); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(data.Items, first) || data.Offset != 0 || data.Total != 30 {
			t.Errorf("tools data: %d items, offset %d, total %d", len(data.Items), data.Offset, data.Total)
		}
		var categories, answered []toolshop.Category
		if err := json.Unmarshal([]byte(text(p.one("script", "id", "categories-data"))), &categories); err != nil {
			t.Fatal(err)
		}
		if h.must(http.StatusOK, "GET", "/categories", "", nil).json(t, &answered); !reflect.DeepEqual(categories, answered) {
			t.Errorf("categories data %v, want %v", categories, answered)
		}

		// Page 2: the last six, numbered on from the first page's.
		p = parsePage(t, h.must(http.StatusOK, "GET", "/categories/power-tools?page=2", "", nil).body)
		var second []toolshop.Tool
		h.must(http.StatusOK, "GET", "/tools?category=power-tools&limit=24&offset=24", "", nil).json(t, &second)
		checkCards(t, p, second)
		if len(second) != 6 || second[5].ID != ids[29] {
			t.Fatalf("page 2 holds %d tools", len(second))
		}
		if got := text(p.one("title")); got != "Power Tools, page 2 · Toolshop" {
			t.Errorf("title %q", got)
		}
		if got := attr(p.one("link", "rel", "canonical"), "href"); got != base+"/categories/power-tools?page=2" {
			t.Errorf("canonical %q", got)
		}
		if got := attr(p.one("link", "rel", "prev"), "href"); got != base+"/categories/power-tools" || len(p.all("link", "rel", "next")) != 0 {
			t.Errorf("rel=prev %q, rel=next %d", got, len(p.all("link", "rel", "next")))
		}
		pager = page{t: t, doc: p.one("nav", "class", "pager")}
		if got := text(pager.doc); got != "Page 2 of 2 Previous" || attr(pager.one("a", "rel", "prev"), "href") != "/categories/power-tools" {
			t.Errorf("pager %q", got)
		}
		if items := categoryData(t, p)[0].Items; len(items) != 6 || items[0].Position != 25 || items[5].URL != base+second[5].PagePath() {
			t.Errorf("page 2's items %+v", items)
		}
		if !strings.Contains(string(h.must(http.StatusOK, "GET", "/categories/power-tools?page=2", "", nil).body), `"offset":24`) {
			t.Errorf("page 2's data block is not at offset 24")
		}

		// Without a description, the meta description tells the name and count; without tools,
		// the page says so and has no pager.
		p = parsePage(t, h.must(http.StatusOK, "GET", "/categories/hand-tools", "", nil).body)
		if got := p.meta("name", "description"); got != "Hand Tools: 1 tool with their prices and stock. Order online and pay by card." ||
			len(p.all("p", "class", "category-description")) != 0 {
			t.Errorf("description %q", got)
		}
		p = parsePage(t, h.must(http.StatusOK, "GET", "/categories/garden", "", nil).body)
		if got := text(p.one("p", "class", "category-empty")); got != "This category has no tools yet." ||
			len(p.all("article")) != 0 || len(p.all("nav", "class", "pager")) != 0 || len(p.all("link", "rel", "next")) != 0 {
			t.Errorf("an empty category's page: %q", got)
		}
	})
}

// checkCards checks that a page's cards are the tools', in order, each with its link, price and stock.
func checkCards(t *testing.T, p page, tools []toolshop.Tool) {
	t.Helper()
	cards := p.all("article", "class", "card tool-card")
	if len(cards) != len(tools) {
		t.Fatalf("%d cards, want %d", len(cards), len(tools))
	}
	for i, tool := range tools {
		c := page{t: t, doc: cards[i]}
		title := c.one("h3", "class", "card-title")
		if link := (page{t: t, doc: title}).one("a"); text(title) != tool.Name || attr(link, "href") != tool.PagePath() {
			t.Errorf("card %d: %q linking %q, want %q", i, text(title), attr(link, "href"), tool.Name)
		}
		if got := text(c.one("p", "class", "price")); got != tool.Price.String()+" plus tax" {
			t.Errorf("card %d: price %q", i, got)
		}
		if !strings.Contains(text(cards[i]), "Available Quantity: "+strconv.Itoa(tool.AvailableQuantity)) {
			t.Errorf("card %d: no stock in %q", i, text(cards[i]))
		}
	}
}

// categoryData is a category page's JSON-LD, parsed as JSON.
func categoryData(t *testing.T, p page) structuredData {
	t.Helper()
	var ld structuredData
	if err := json.Unmarshal([]byte(text(p.one("script", "type", "application/ld+json"))), &ld); err != nil {
		t.Fatal(err)
	}
	return ld
}

// An address that names no category or no page of it answers the 404 page; ?page=1 is the bare
// address. A renamed category's page moves at once; its old address is gone.
func TestCategoryPageAddresses(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h, _ := categoryShop(t, db)
		for _, path := range []string{"/categories/no-such-shelf", "/categories/power-tools?page=3", "/categories/power-tools?page=0",
			"/categories/power-tools?page=-1", "/categories/power-tools?page=two", "/categories/power-tools?page=02",
			"/categories/power-tools?page=1.5", "/categories/power-tools?page=", "/categories/power-tools?page=2&page=2",
			"/categories/garden?page=2", "/categories/Power-Tools", "/categories/power-tools?page=99999999999999999999",
			"/categories/power-tools?page=5000000000"} {
			if res := h.get(path, nil); res.status != http.StatusNotFound || !strings.HasPrefix(res.header.Get("Content-Type"), "text/html") {
				t.Errorf("GET %s: %d %q", path, res.status, res.header.Get("Content-Type"))
			}
		}
		for path, want := range map[string]string{
			"/categories/power-tools?page=1":            "/categories/power-tools",
			"/categories/power-tools?page=1&utm_id=abc": "/categories/power-tools?utm_id=abc",
		} {
			if res, err := noRedirects.Get(h.url + path); err != nil || res.StatusCode != http.StatusMovedPermanently || res.Header.Get("Location") != want {
				t.Errorf("GET %s: %v %v to %q, want %s", path, res.StatusCode, err, res.Header.Get("Location"), want)
			}
		}

		var categories []toolshop.Category
		h.must(http.StatusOK, "GET", "/categories", "", nil).json(t, &categories)
		power := categories[slices.IndexFunc(categories, func(c toolshop.Category) bool { return c.Slug == "power-tools" })]
		h.must(http.StatusOK, "PATCH", "/categories/"+power.ID, h.admin("boss@example.com"), map[string]any{"name": "Cordless Tools"})
		h.must(http.StatusNotFound, "GET", "/categories/power-tools", "", nil)
		p := parsePage(t, h.must(http.StatusOK, "GET", "/categories/cordless-tools", "", nil).body)
		if got := text(p.one("h1")); got != "Cordless Tools" || len(p.all("article")) != 24 {
			t.Errorf("the renamed category's page: %q, %d cards", got, len(p.all("article")))
		}
	})
}

// What an admin typed is text on a category's page: in the title, the heading, the
// description, the JSON-LD, never markup or the end of a script.
func TestCategoryPageEscapes(t *testing.T) {
	h := pagesShop(t, storetest.SQLite(t))
	admin := h.admin("boss@example.com")
	name, description := `Saws <b>bold</b> "x" & y`, `</script><b>sharp</b> "quoted"`
	h.must(http.StatusCreated, "POST", "/categories", admin, map[string]string{"name": name, "description": description})
	p := parsePage(t, h.must(http.StatusOK, "GET", "/categories/saws-b-bold-b-x-y", "", nil).body)
	if len(p.all("b")) != 0 || text(p.one("h1")) != name || text(p.one("title")) != name+" · Toolshop" ||
		text(p.one("p", "class", "category-description")) != description || p.meta("name", "description") != description {
		t.Errorf("markup from the category made elements, or its text changed:\n%s", p.body)
	}
	if ld := categoryData(t, p); ld[0].Name != name || ld[1].Items[1].Name != name {
		t.Errorf("JSON-LD %+v", ld)
	}
}

// The menu of every page the server writes, and the home page's "Shop by category", link the
// categories that hold tools, by name; a category without tools is in neither.
func TestCategoriesInTheMenuAndOnHome(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h, ids := categoryShop(t, db)
		for _, path := range []string{"/", "/categories/garden", "/products/" + ids[0] + "/power-tool-0"} {
			p := parsePage(t, h.must(http.StatusOK, "GET", path, "", nil).body)
			menu := page{t: t, doc: p.one("li", "class", "menu-categories")}
			if got := text(menu.one("summary")); got != "Categories" {
				t.Errorf("%s: the menu's categories are %q", path, got)
			}
			if got := hrefs(menu.all("a")); !slices.Equal(got, []string{"Hand Tools /categories/hand-tools", "Power Tools /categories/power-tools"}) {
				t.Errorf("%s: the menu links %v", path, got)
			}
		}
		p := parsePage(t, h.must(http.StatusOK, "GET", "/", "", nil).body)
		if got := text(p.one("h2", "id", "shop-by-category")); got != "Shop by category" {
			t.Errorf("heading %q", got)
		}
		row := page{t: t, doc: p.one("ul", "class", "category-links")}
		if got := hrefs(row.all("a")); !slices.Equal(got, []string{"Hand Tools 1 tool /categories/hand-tools", "Power Tools 30 tools /categories/power-tools"}) {
			t.Errorf("Shop by category links %v", got)
		}
	})
}

// hrefs are links as "text href".
func hrefs(links []*html.Node) []string {
	var got []string
	for _, a := range links {
		got = append(got, text(a)+" "+attr(a, "href"))
	}
	return got
}

// A full load of the search page asking for one category and nothing else is sent to that
// category's page; any other search is the search page.
func TestSearchOfACategoryMoved(t *testing.T) {
	h, _ := categoryShop(t, storetest.SQLite(t))
	for path, want := range map[string]string{
		"/search?category=power-tools": "/categories/power-tools",
		"/search?category=Power+Tools": "/categories/power-tools",
		"/search?category=garden":      "/categories/garden",
	} {
		if res, err := noRedirects.Get(h.url + path); err != nil || res.StatusCode != http.StatusMovedPermanently || res.Header.Get("Location") != want {
			t.Errorf("GET %s: %v %v to %q, want %s", path, res.StatusCode, err, res.Header.Get("Location"), want)
		}
	}
	for _, path := range []string{"/search", "/search?category=no-such-shelf", "/search?category=power-tools&inStock=true",
		"/search?q=drill", "/search?category=power-tools&category=garden"} {
		if res, err := noRedirects.Get(h.url + path); err != nil || res.StatusCode != http.StatusOK {
			t.Errorf("GET %s: %v %v", path, res.StatusCode, err)
		}
	}
}
