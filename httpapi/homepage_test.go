package httpapi_test

import (
	"encoding/json"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"toolshop"
	"toolshop/httpapi"
	"toolshop/store/storetest"
)

// The home page the server sends holds what its first screen shows, the app's own markup
// before any script runs: the owner's banner and the first page of cards, each with its
// picture, name, stars, category, price (the deal's while it runs) and the tax label, Buy Now
// (off when sold out); and, as data blocks, the answers of GET /tools?limit=24&offset=0 and GET
// /categories, which the app starts from.
func TestHomePageServed(t *testing.T) {
	h, _ := toolPageShop(t, time.Now)
	ctx := t.Context()
	if _, err := h.db.CreateCategory(ctx, toolshop.Category{Slug: "power-tools", Name: "Power Tools"}); err != nil {
		t.Fatal(err)
	}
	var ids []string
	for i := range 26 {
		image := "/images/demo/drill.svg"
		if i == 0 {
			image = "/images/u/0123456789abcdef0123456789abcdef-800.png"
		}
		tool := toolshop.Tool{Name: "Tool " + strconv.Itoa(i), Image: image, Pictures: []toolshop.ToolPicture{{URL: image}},
			Specs: []toolshop.ToolSpec{}, Description: "A tool.", Price: 1000 + toolshop.Cents(i), MinOrder: 1, AvailableQuantity: 5}
		switch i {
		case 0:
			tool.Category = "power-tools"
		case 1:
			tool.AvailableQuantity = 0
		}
		created, err := h.db.CreateTool(ctx, tool)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, created.ID)
	}
	storetest.Exec(t, h.db, `UPDATE tools SET review_stars = 9, review_count = 2 WHERE id = $1`, ids[2])

	p := parsePage(t, h.must(200, "GET", "/", "", nil).body)
	if got := text(p.one("h1", "id", "hero-title")); got != "Mordern Power Tools" {
		t.Errorf("hero %q", got)
	}
	if got := text(p.one("h2", "id", "available-tools")); got != "Available Tools: 26" {
		t.Errorf("count %q", got)
	}
	// Menu acts: its first tap starts the app (data-act, web/src/start.ts), which opens it at
	// once; without scripts the menu is open.
	if menu := p.one("button", "class", "menu-toggle"); hasAttr(menu, "disabled") || attr(menu, "data-act") != "menu" {
		t.Errorf("the server's Menu button takes no tap: %v", menu.Attr)
	}
	if !strings.Contains(text(p.one("noscript")), ".main-menu{display:block}") {
		t.Errorf("without scripts the menu stays closed")
	}
	cards := p.all("article", "class", "card tool-card")
	if len(cards) != 24 {
		t.Fatalf("%d cards, want the first page of 24", len(cards))
	}
	card := func(i int) page { return page{t: t, doc: cards[i], body: p.body} }
	eager := 0
	for _, img := range p.all("img", "class", "tool-image") {
		if attr(img, "loading") == "eager" {
			eager++
		}
	}
	if eager != 4 {
		t.Errorf("%d pictures load at once, want the first screen's 4", eager)
	}
	if first := p.one("img", "fetchpriority", "high"); first != card(0).one("img", "class", "tool-image") {
		t.Errorf("the picture asked for first is not the first card's")
	}

	// The cards come in the order GET /tools answers, each as the app draws it.
	var first []toolshop.Tool
	h.must(200, "GET", "/tools?limit=24&offset=0", "", nil).json(t, &first)
	for i, tool := range first {
		c := card(i)
		title := c.one("h3", "class", "card-title")
		if link := (page{t: t, doc: title}).one("a"); text(title) != tool.Name || attr(link, "href") != tool.PagePath() {
			t.Errorf("card %d: title %q linking %q, want %q at %s", i, text(title), attr(link, "href"), tool.Name, tool.PagePath())
		}
		if got := text(c.one("p", "class", "price")); got != tool.Price.String()+" plus tax" {
			t.Errorf("card %d: price %q", i, got)
		}
		soldOut := tool.AvailableQuantity == 0
		buy := c.all("a", "aria-label", "Buy Now: "+tool.Name)
		off := c.all("button", "aria-label", "Buy Now: "+tool.Name+" (out of stock)")
		if soldOut != (len(buy) == 0) || soldOut != (len(off) == 1) {
			t.Errorf("card %d (sold out %v): Buy Now links %d, off %d", i, soldOut, len(buy), len(off))
		}
		switch tool.ID {
		case ids[0]:
			img := c.one("img", "class", "tool-image")
			if !strings.Contains(attr(img, "srcset"), "0123456789abcdef0123456789abcdef-400.png 400w") ||
				text(c.one("p", "class", "tool-category")) != "Power Tools" {
				t.Errorf("the uploaded picture's card: %v, %q", img.Attr, text(c.one("p", "class", "tool-category")))
			}
		case ids[2]:
			if got := attr(c.one("span", "role", "img"), "aria-label"); got != "4.5 out of 5 stars, 2 reviews" {
				t.Errorf("stars %q", got)
			}
		}
	}

	// The data blocks are the calls' answers.
	var tools struct {
		Items         []toolshop.Tool
		Offset, Total int
	}
	if err := json.Unmarshal([]byte(text(p.one("script", "id", "tools-data"))), &tools); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(tools.Items, first) || tools.Offset != 0 || tools.Total != 26 {
		t.Errorf("tools data: %d items, offset %d, total %d", len(tools.Items), tools.Offset, tools.Total)
	}
	var categories, answered []toolshop.Category
	if err := json.Unmarshal([]byte(text(p.one("script", "id", "categories-data"))), &categories); err != nil {
		t.Fatal(err)
	}
	h.must(200, "GET", "/categories", "", nil).json(t, &answered)
	if !reflect.DeepEqual(categories, answered) {
		t.Errorf("categories data %v, want %v", categories, answered)
	}

	// A shop whose prices include tax says so under every price.
	admin := h.admin("boss@example.com")
	h.must(200, "PUT", "/admin/shop", admin, map[string]any{"legalName": "Acme", "country": "US", "pricesIncludeTax": true})
	p = parsePage(t, h.must(200, "GET", "/", "", nil).body)
	if got := text(p.all("p", "class", "price")[0]); !strings.HasSuffix(got, " tax included") {
		t.Errorf("a price in a shop whose prices include tax: %q", got)
	}
}

// Every page the server sends holds the app's stylesheet in its head, not a link to it: the
// first paint waits for the page alone.
func TestStylesheetInlined(t *testing.T) {
	h := newHarness(t, storetest.SQLite(t), func(s *httpapi.Server) {
		s.Pages = fstest.MapFS{"index.html": {Data: []byte(builtIndex)}, "assets/index-abc123.css": {Data: []byte(".card{color:red}")}}
	})
	for _, path := range []string{"/", "/login", "/no-such-page"} {
		p := parsePage(t, h.do("GET", path, "", nil).body)
		if links := p.all("link", "rel", "stylesheet"); len(links) != 0 {
			t.Errorf("%s: a stylesheet link %v", path, links[0].Attr)
		}
		found := false
		for _, style := range p.all("style") {
			found = found || text(style) == ".card{color:red}"
		}
		if !found {
			t.Errorf("%s: no inlined stylesheet", path)
		}
	}
}
