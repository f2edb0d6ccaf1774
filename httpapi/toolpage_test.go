package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"testing/fstest"
	"time"

	"golang.org/x/net/html"

	"toolshop"
	"toolshop/httpapi"
	"toolshop/store"
	"toolshop/store/storetest"
)

// builtIndex is index.html as Vite builds it: the app's script and style, a default title and
// description, and the empty #root.
const builtIndex = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta
      name="description"
      content="Toolshop sells hand tools and power tools."
    />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>Toolshop</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`

// countingTools counts the catalogue reads a page makes.
type countingTools struct {
	toolshop.ToolService
	reads atomic.Int64
}

func (c *countingTools) Tool(ctx context.Context, id string) (toolshop.Tool, error) {
	c.reads.Add(1)
	return c.ToolService.Tool(ctx, id)
}

// page is a served page parsed as a browser parses it.
type page struct {
	t    *testing.T
	doc  *html.Node
	body string
}

func parsePage(t *testing.T, body []byte) page {
	t.Helper()
	doc, err := html.Parse(bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	return page{t: t, doc: doc, body: string(body)}
}

// all are the elements named tag whose attributes include attrs.
func (p page) all(tag string, attrs ...string) []*html.Node {
	var found []*html.Node
	for n := range p.doc.Descendants() {
		if n.Type == html.ElementNode && n.Data == tag && hasAttrs(n, attrs) {
			found = append(found, n)
		}
	}
	return found
}

func hasAttrs(n *html.Node, attrs []string) bool {
	for i := 0; i+1 < len(attrs); i += 2 {
		if attr(n, attrs[i]) != attrs[i+1] {
			return false
		}
	}
	return true
}

func hasAttr(n *html.Node, name string) bool {
	return slices.ContainsFunc(n.Attr, func(a html.Attribute) bool { return a.Key == name })
}

func attr(n *html.Node, name string) string {
	for _, a := range n.Attr {
		if a.Key == name {
			return a.Val
		}
	}
	return ""
}

// one is the one element named tag with attrs.
func (p page) one(tag string, attrs ...string) *html.Node {
	p.t.Helper()
	found := p.all(tag, attrs...)
	if len(found) != 1 {
		p.t.Fatalf("%d <%s %v>, want one:\n%s", len(found), tag, attrs, p.body)
	}
	return found[0]
}

// text is an element's text, its runs of spaces made one.
func text(n *html.Node) string {
	var b strings.Builder
	for d := range n.Descendants() {
		if d.Type == html.TextNode {
			b.WriteString(d.Data)
		}
	}
	return strings.Join(strings.Fields(b.String()), " ")
}

// meta is the content of the meta tag whose key attribute (name, property) is value.
func (p page) meta(key, value string) string {
	p.t.Helper()
	return attr(p.one("meta", key, value), "content")
}

// product is the page's JSON-LD.
func (p page) product() map[string]any {
	p.t.Helper()
	var ld map[string]any
	if err := json.Unmarshal([]byte(text(p.one("script", "type", "application/ld+json"))), &ld); err != nil {
		p.t.Fatal(err)
	}
	return ld
}

// checkRichResult checks a Product as Google's rich results for products require it
// (developers.google.com/search/docs/appearance/structured-data/product-snippet): a name, an
// image, and an Offer with a price, its currency and an availability; with priceValidUntil,
// a date, while a deal runs.
func checkRichResult(t *testing.T, ld map[string]any, deal bool) {
	t.Helper()
	if ld["@context"] != "https://schema.org" || ld["@type"] != "Product" || ld["name"] == "" {
		t.Errorf("not a named Product: %v", ld)
	}
	images, _ := ld["image"].([]any)
	if len(images) == 0 || !toolshop.IsWebLink(images[0].(string)) {
		t.Errorf("image %v, want absolute links", ld["image"])
	}
	offer, _ := ld["offers"].(map[string]any)
	if offer["@type"] != "Offer" || !regexp.MustCompile(`^\d+\.\d\d$`).MatchString(offer["price"].(string)) ||
		offer["priceCurrency"] != "USD" || !strings.HasPrefix(offer["url"].(string), "https://shop.example.com/products/") {
		t.Errorf("offer %v", offer)
	}
	switch offer["availability"] {
	case "https://schema.org/InStock", "https://schema.org/OutOfStock":
	default:
		t.Errorf("availability %v", offer["availability"])
	}
	until, dated := offer["priceValidUntil"].(string)
	if _, err := time.Parse(time.DateOnly, until); dated != deal || (deal && err != nil) {
		t.Errorf("priceValidUntil %q, want a date only in a deal (%v)", until, deal)
	}
	// A rating, when told, has its value within its bounds and a count of reviews.
	if rating, rated := ld["aggregateRating"].(map[string]any); rated {
		value, _ := rating["ratingValue"].(float64)
		count, _ := rating["reviewCount"].(float64)
		if rating["@type"] != "AggregateRating" || value < 1 || value > 5 || count < 1 || rating["bestRating"] != 5.0 || rating["worstRating"] != 1.0 {
			t.Errorf("aggregateRating %v", rating)
		}
	}
}

// A tool's pictures, brand, SKU, specifications and rating are on its served page: the gallery
// and the table readable without scripts, and all of them in its JSON-LD.
func TestToolPageDetails(t *testing.T) {
	h, _ := toolPageShop(t, time.Now)
	saw, err := h.db.CreateTool(t.Context(), toolshop.Tool{Name: "Track Saw", Image: "/images/demo/saw.svg", Description: "A saw.",
		Price: 29900, MinOrder: 1, AvailableQuantity: 9, Brand: "Festool", SKU: "TS-55",
		Pictures: []toolshop.ToolPicture{{URL: "/images/demo/saw.svg", Alt: "The saw on its rail"}, {URL: "https://img.example.com/blade.png"}},
		Specs:    []toolshop.ToolSpec{{Name: "Blade", Value: "160 mm"}, {Name: "Weight", Value: "4.5 kg"}}})
	if err != nil {
		t.Fatal(err)
	}
	// Two shown reviews of 4 and 5 stars, as the reviews' own transactions keep them on the tool.
	storetest.Exec(t, h.db, `UPDATE tools SET review_stars = 9, review_count = 2 WHERE id = $1`, saw.ID)
	p := parsePage(t, h.must(200, "GET", "/products/"+saw.ID+"/track-saw", "", nil).body)
	ld := p.product()
	checkRichResult(t, ld, false)
	images, _ := ld["image"].([]any)
	brand, _ := ld["brand"].(map[string]any)
	rating, _ := ld["aggregateRating"].(map[string]any)
	if len(images) != 2 || images[0] != "https://shop.example.com/images/demo/saw.svg" || images[1] != "https://img.example.com/blade.png" ||
		ld["sku"] != "TS-55" || brand["@type"] != "Brand" || brand["name"] != "Festool" ||
		rating["ratingValue"] != 4.5 || rating["reviewCount"] != 2.0 {
		t.Errorf("JSON-LD %v", ld)
	}
	if img := p.one("img", "fetchpriority", "high"); attr(img, "alt") != "The saw on its rail" {
		t.Errorf("the large picture %v", img.Attr)
	}
	if thumbs := p.all("button", "class", "gallery-thumb"); len(thumbs) != 2 {
		t.Errorf("%d thumbnails, want 2", len(thumbs))
	}
	if got := text(p.one("table", "class", "tool-specs")); got != "Specifications BrandFestool SKUTS-55 Blade160 mm Weight4.5 kg" {
		t.Errorf("specifications %q", got)
	}
}

// toolPageShop serves a shop at https://shop.example.com with the built index.html, its
// catalogue kept in memory, its reads of tools counted.
func toolPageShop(t *testing.T, now func() time.Time) (*harness, *countingTools) {
	db := storetest.SQLite(t)
	tools := &countingTools{ToolService: db}
	h := pagesShop(t, db, func(s *httpapi.Server) {
		s.Tools = tools
		s.Now = now
	})
	return h, tools
}

// pagesShop serves a shop over db at https://shop.example.com with the built index.html, its
// catalogue kept in memory; each configure changes the server before it starts.
func pagesShop(t *testing.T, db *store.DB, configure ...func(*httpapi.Server)) *harness {
	var clock atomic.Int64
	h := newHarness(t, db, append([]func(*httpapi.Server){withCatalogueCache(&clock), func(s *httpapi.Server) {
		s.BaseURL = "https://shop.example.com"
		s.Pages = fstest.MapFS{"index.html": {Data: []byte(builtIndex)}}
	}}, configure...)...)
	t.Cleanup(db.WatchCatalogue(h.api.Catalogue.Invalidate))
	return h
}

// noRedirects leaves a redirect for the test to read.
var noRedirects = &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

func TestToolPage(t *testing.T) {
	h, tools := toolPageShop(t, time.Now)
	ctx := t.Context()
	if _, err := h.db.CreateCategory(ctx, toolshop.Category{Slug: "power-tools", Name: "Power Tools"}); err != nil {
		t.Fatal(err)
	}
	description := "An 18 V cordless drill with two batteries, a charger and a case, for wood, metal and masonry. " +
		"It drives screws and drills holes all day long on one charge, and its chuck holds bits up to 13 mm."
	drill, err := h.db.CreateTool(ctx, toolshop.Tool{Name: "Cordless Drill", Image: "/images/demo/drill.svg", Pictures: []toolshop.ToolPicture{{URL: "/images/demo/drill.svg"}},
		Description: description, Price: 8999, MinOrder: 2, AvailableQuantity: 40, Category: "power-tools", Specs: []toolshop.ToolSpec{}})
	if err != nil {
		t.Fatal(err)
	}
	address := "/products/" + drill.ID + "/cordless-drill"

	res := h.must(200, "GET", address, "", nil)
	p := parsePage(t, res.body)
	if got := text(p.one("title")); got != "Cordless Drill · Toolshop" {
		t.Errorf("title %q", got)
	}
	if got := p.meta("name", "description"); got != "An 18 V cordless drill with two batteries, a charger and a case, for wood, metal and masonry. "+
		"It drives screws and drills holes all day long on one…" {
		t.Errorf("description %q", got)
	}
	canonical := "https://shop.example.com" + address
	if got := attr(p.one("link", "rel", "canonical"), "href"); got != canonical {
		t.Errorf("canonical %q", got)
	}
	for key, want := range map[[2]string]string{
		{"property", "og:type"}: "product", {"property", "og:title"}: "Cordless Drill · Toolshop",
		{"property", "og:url"}: canonical, {"property", "og:site_name"}: "Toolshop",
		{"property", "og:image"}:               "https://shop.example.com/images/demo/drill.svg",
		{"property", "product:price:amount"}:   "89.99",
		{"property", "product:price:currency"}: "USD",
		{"name", "twitter:card"}:               "summary_large_image",
		{"name", "twitter:image"}:              "https://shop.example.com/images/demo/drill.svg",
	} {
		if got := p.meta(key[0], key[1]); got != want {
			t.Errorf("%s %q: %q, want %q", key[0], key[1], got, want)
		}
	}
	if got := p.meta("property", "og:description"); !strings.HasPrefix(got, "An 18 V cordless drill") {
		t.Errorf("og:description %q", got)
	}
	ld := p.product()
	checkRichResult(t, ld, false)
	if offer := ld["offers"].(map[string]any); ld["name"] != "Cordless Drill" || offer["price"] != "89.99" ||
		offer["availability"] != "https://schema.org/InStock" || offer["url"] != canonical || ld["url"] != canonical {
		t.Errorf("JSON-LD %v", ld)
	}
	// The embedded answer is GET /tool/{id}'s, byte for byte.
	api := h.must(200, "GET", "/tool/"+drill.ID, "", nil)
	if got := text(p.one("script", "type", "application/json", "id", "tool-data")); got != string(api.body) {
		t.Errorf("embedded data %s, want %s", got, api.body)
	}
	// The visible page: breadcrumb, name, price, picture with its size, stock, minimum order, description.
	main := p.one("main", "id", "main")
	breadcrumb := p.one("nav", "class", "breadcrumb")
	if got := text(breadcrumb); got != "Home Power Tools Cordless Drill" {
		t.Errorf("breadcrumb %q", got)
	}
	(page{t: t, doc: breadcrumb}).one("a", "href", "/categories/power-tools") // the category's page
	for _, want := range []string{"Cordless Drill", "$89.99", "In stock", "Minimum order: 2", "Buy Now", description} {
		if !strings.Contains(text(main), want) {
			t.Errorf("page without %q: %s", want, text(main))
		}
	}
	if img := p.one("img", "fetchpriority", "high"); attr(img, "src") != "/images/demo/drill.svg" ||
		attr(img, "width") != "800" || attr(img, "height") != "600" || attr(img, "alt") != "Cordless Drill" {
		t.Errorf("picture %v", img.Attr)
	}
	// The app's own script and style stay; the built description is replaced, not doubled.
	if len(p.all("script", "src", "/assets/index-abc123.js")) != 1 || len(p.all("meta", "name", "description")) != 1 ||
		len(p.all("title")) != 1 {
		t.Errorf("the built index.html's head is not kept once:\n%s", res.body)
	}
	// The policy that keeps scripts to the shop's own files holds: data blocks run nothing.
	if csp := res.header.Get("Content-Security-Policy"); !strings.Contains(csp, "script-src 'self';") {
		t.Errorf("Content-Security-Policy %q", csp)
	}
	// A second view reads nothing from the database.
	before := tools.reads.Load()
	h.must(200, "GET", address, "", nil)
	if n := tools.reads.Load() - before; n != 0 {
		t.Errorf("a second view read the tool %d times", n)
	}
}

// A deal's price is the page's price, its own struck through, and the offer's until the deal ends.
func TestToolPageInADeal(t *testing.T) {
	h, _ := toolPageShop(t, time.Now)
	ctx := t.Context()
	wrench, err := h.db.CreateTool(ctx, toolshop.Tool{Name: "Universal Wrench", Image: "https://img.example.com/w.png", Pictures: []toolshop.ToolPicture{{URL: "https://img.example.com/w.png"}},
		Description: "A wrench.", Price: 60000, MinOrder: 1, AvailableQuantity: 3})
	if err != nil {
		t.Fatal(err)
	}
	ends := time.Now().Add(3 * time.Hour).Truncate(time.Second)
	if err := h.db.SetDeal(ctx, toolshop.Deal{ToolID: wrench.ID, Price: 55000, EndsAt: ends}); err != nil {
		t.Fatal(err)
	}
	p := parsePage(t, h.must(200, "GET", "/products/"+wrench.ID+"/universal-wrench", "", nil).body)
	ld := p.product()
	checkRichResult(t, ld, true)
	if offer := ld["offers"].(map[string]any); offer["price"] != "550.00" || offer["priceValidUntil"] != ends.UTC().Format(time.DateOnly) ||
		offer["availability"] != "https://schema.org/InStock" {
		t.Errorf("offer %v", offer)
	}
	if got := p.meta("property", "product:price:amount"); got != "550.00" {
		t.Errorf("product:price:amount %q", got)
	}
	if got := p.meta("property", "og:image"); got != "https://img.example.com/w.png" {
		t.Errorf("og:image %q", got)
	}
	if got := text(p.one("div", "class", "price-block")); !regexp.MustCompile(`^\$550\.00 was \$600\.00 plus tax Deal ends in (02:59:\d\d|03:00:00)$`).MatchString(got) {
		t.Errorf("price %q", got)
	}
	if got := text(p.one("p", "class", "availability few-left")); got != "Only 3 left" {
		t.Errorf("availability %q", got)
	}
}

// A tool with fewer left than its minimum order is out of stock, to people and search engines.
func TestToolPageOutOfStock(t *testing.T) {
	h, _ := toolPageShop(t, time.Now)
	saw, err := h.db.CreateTool(t.Context(), toolshop.Tool{Name: "Hand Saw", Image: "/images/demo/saw.svg", Pictures: []toolshop.ToolPicture{{URL: "/images/demo/saw.svg"}},
		Description: "A saw.", Price: 1420, MinOrder: 5, AvailableQuantity: 4})
	if err != nil {
		t.Fatal(err)
	}
	p := parsePage(t, h.must(200, "GET", "/products/"+saw.ID+"/hand-saw", "", nil).body)
	ld := p.product()
	checkRichResult(t, ld, false)
	if offer := ld["offers"].(map[string]any); offer["availability"] != "https://schema.org/OutOfStock" || offer["price"] != "14.20" {
		t.Errorf("offer %v", offer)
	}
	if got := text(p.one("p", "class", "availability out-of-stock")); got != "Out of stock" {
		t.Errorf("availability %q", got)
	}
}

// What an admin typed is text wherever the page holds it: in the title, the tags, the
// JSON-LD, the data block and the page, never markup or the end of a script.
func TestToolPageEscapes(t *testing.T) {
	h, _ := toolPageShop(t, time.Now)
	name := `Saw </script><script>alert(1)</script> "pro" <b>bold</b> & more`
	description := `</script><!-- <b>x</b> "quoted"`
	saw, err := h.db.CreateTool(t.Context(), toolshop.Tool{Name: name, Image: "/images/demo/saw.svg",
		Description: description, Price: 1420, MinOrder: 1, AvailableQuantity: 40})
	if err != nil {
		t.Fatal(err)
	}
	if saw.PagePath() != "/products/"+saw.ID+"/saw-script-script-alert-1-script-pro-b-bold-b-more" {
		t.Fatalf("address %s", saw.PagePath())
	}
	p := parsePage(t, h.must(200, "GET", saw.PagePath(), "", nil).body)
	if len(p.all("b")) != 0 || len(p.all("script", "type", "")) != 0 {
		t.Errorf("markup from the name made elements:\n%s", p.body)
	}
	if got := text(p.one("title")); got != name+" · Toolshop" {
		t.Errorf("title %q", got)
	}
	if got := text(p.one("h1")); got != name {
		t.Errorf("h1 %q", got)
	}
	if got := p.meta("property", "og:title"); got != name+" · Toolshop" {
		t.Errorf("og:title %q", got)
	}
	if ld := p.product(); ld["name"] != name || ld["description"] != description {
		t.Errorf("JSON-LD %v", ld)
	}
	var data toolshop.Tool
	if err := json.Unmarshal([]byte(text(p.one("script", "id", "tool-data"))), &data); err != nil || data.Name != name {
		t.Errorf("data block %+v %v", data, err)
	}
}

// The page's address is its id and slug: without the slug, with an old one (a rename), it
// moves for good to the current one; an id the shop does not have is the 404 page.
func TestToolPageAddress(t *testing.T) {
	h, _ := toolPageShop(t, time.Now)
	admin := h.admin("boss@example.com")
	drill, err := h.db.CreateTool(t.Context(), toolshop.Tool{Name: "Cordless Drill", Image: "/images/demo/drill.svg", Pictures: []toolshop.ToolPicture{{URL: "/images/demo/drill.svg"}},
		Description: "A drill.", Price: 8999, MinOrder: 1, AvailableQuantity: 40})
	if err != nil {
		t.Fatal(err)
	}
	moved := func(from, to string) {
		t.Helper()
		req, _ := http.NewRequest("GET", h.url+from, nil)
		res, err := noRedirects.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != 301 || res.Header.Get("Location") != to {
			t.Errorf("GET %s: %d to %q, want 301 to %q", from, res.StatusCode, res.Header.Get("Location"), to)
		}
	}
	at := "/products/" + drill.ID
	moved(at, at+"/cordless-drill")
	moved(at+"/drill", at+"/cordless-drill")
	moved(at+"/drill?ref=mail", at+"/cordless-drill?ref=mail")
	h.must(200, "PATCH", "/tool/"+drill.ID, admin, map[string]any{"name": "Brushless Drill Driver"})
	moved(at+"/cordless-drill", at+"/brushless-drill-driver")
	h.must(200, "GET", at+"/brushless-drill-driver", "", nil)

	for _, path := range []string{"/products/0123456789abcdef01234567/cordless-drill", "/products/0123456789abcdef01234567",
		"/products/nothing/cordless-drill", "/products/" + drill.ID + "/brushless-drill-driver/more"} {
		res := h.get(path, nil)
		if res.status != 404 || !strings.Contains(string(res.body), "<title>Toolshop</title>") {
			t.Errorf("GET %s: %d %s", path, res.status, res.body)
		}
	}
}
