package site

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"golang.org/x/net/html"

	"toolshop"
)

// The tests' clock, and the drill's deal ending three hours after it.
var (
	testNow  = time.Date(2026, 11, 29, 2, 0, 0, 0, time.UTC)
	dealEnds = testNow.Add(3 * time.Hour)
)

// Ids of the drill and its variants: 12V and 18V, each bare, with two 2.0Ah batteries, and
// at 18V a kit of a bare drill, two 5.0Ah batteries and a charger. 12V is not sold with them.
const (
	drillID     = "64b000000000000000000001"
	bare12      = "64b0000000000000000000a1"
	kit12       = "64b0000000000000000000a2"
	bare18      = "64b0000000000000000000b1"
	kit18       = "64b0000000000000000000b2"
	charger18   = "64b0000000000000000000b3"
	batteryID   = "64b000000000000000000002"
	chargerID   = "64b000000000000000000003"
	unknownID   = "64b0000000000000000000ff"
	drillPath   = "/products/" + drillID + "/cordless-drill"
	drillPage   = "https://shop.example.com" + drillPath
	drillSearch = drillPath + "?variant="
)

// drill is a tool with two options and five variants: 12V with batteries sold out, 18V bare
// few left, 18V with batteries in a deal, and the 18V kit with pictures of its own.
func drill() toolshop.Tool {
	variant := func(id, voltage, kit string, price toolshop.Cents, stock int) toolshop.Variant {
		return toolshop.Variant{ID: id, Options: map[string]string{"Voltage": voltage, "Kit": kit}, Name: voltage + " · " + kit,
			SKU: "DR-" + id[len(id)-2:], Price: price, AvailableQuantity: stock, MinOrder: 1,
			Pictures: []toolshop.ToolPicture{}, Parts: []toolshop.KitPart{}}
	}
	t := toolshop.Tool{ID: drillID, Name: "Cordless Drill", Slug: "cordless-drill", Description: "An 18 V cordless drill.",
		Brand: "Makita", Image: "/images/demo/drill.svg", Pictures: []toolshop.ToolPicture{{URL: "/images/demo/drill.svg"}},
		Specs:   []toolshop.ToolSpec{{Name: "Chuck", Value: "13 mm"}},
		Options: []toolshop.Option{{Name: "Voltage", Values: []string{"12V", "18V"}}, {Name: "Kit", Values: []string{"Bare tool", "2 × 2.0Ah", "2 × 5.0Ah + charger"}}},
		Variants: []toolshop.Variant{
			variant(bare12, "12V", "Bare tool", 12900, 20),
			variant(kit12, "12V", "2 × 2.0Ah", 17900, 0),
			variant(bare18, "18V", "Bare tool", 14900, 3),
			variant(kit18, "18V", "2 × 2.0Ah", 19900, 10),
			variant(charger18, "18V", "2 × 5.0Ah + charger", 29900, 4),
		},
		Parts: []toolshop.KitPart{}, Rating: toolshop.Rating{Average: 4.5, Count: 2},
	}
	t.Variants[1].GTIN = "4006381333931"
	t.Variants[3].Deal = &toolshop.DealOffer{Price: 17900, EndsAt: dealEnds, VariantID: kit18}
	t.Deal = t.Variants[3].Deal
	kit := &t.Variants[4]
	kit.Pictures = []toolshop.ToolPicture{{URL: "https://img.example.com/kit.png", Alt: "The drill, two batteries and the charger"}}
	kit.Parts = []toolshop.KitPart{{ToolID: drillID, VariantID: bare18, Quantity: 1, Name: "Cordless Drill · 18V · Bare tool"},
		{ToolID: batteryID, Quantity: 2, Name: "18V Battery 5.0Ah"}, {ToolID: chargerID, Quantity: 1, Name: "Fast Charger"}}
	t.Summarize()
	return t
}

// saw is a tool without variants.
func saw() toolshop.Tool {
	return toolshop.Tool{ID: "64b000000000000000000009", Name: "Hand Saw", Slug: "hand-saw", Description: "A saw.", SKU: "HS-1",
		Image: "/images/demo/saw.svg", Pictures: []toolshop.ToolPicture{{URL: "/images/demo/saw.svg"}}, Price: 1420, MinOrder: 1,
		AvailableQuantity: 40, Specs: []toolshop.ToolSpec{}, Options: []toolshop.Option{}, Variants: []toolshop.Variant{}, Parts: []toolshop.KitPart{}}
}

// testCatalogue answers the tools given, and a list of them as GET /tools's first page.
type testCatalogue struct{ tools []toolshop.Tool }

func (c testCatalogue) Tools(*http.Request) ([]byte, int, error) {
	body, err := json.Marshal(c.tools)
	return body, len(c.tools), err
}

func (c testCatalogue) Tool(_ context.Context, id string) ([]byte, toolshop.Tool, error) {
	for _, t := range c.tools {
		if t.ID == id {
			body, err := json.Marshal(t)
			return body, t, err
		}
	}
	return nil, toolshop.Tool{}, toolshop.Errorf(toolshop.ENOTFOUND, "Tool not found")
}

func (testCatalogue) Categories(context.Context) (json.RawMessage, []toolshop.Category, error) {
	return json.RawMessage(`[]`), nil, nil
}

type testPrices struct{ toolshop.PriceService }

func (testPrices) ShopSettings(context.Context) (toolshop.ShopSettings, error) {
	return toolshop.ShopSettings{ShopBrand: toolshop.ShopBrand{DisplayName: "Toolshop"}}, nil
}

type testContent struct{ toolshop.ContentService }

func (testContent) Content(context.Context) (toolshop.Content, error) {
	return toolshop.DefaultContent, nil
}

// forgetful keeps no page: each is written anew.
type forgetful struct{}

func (forgetful) Recall(http.ResponseWriter, *http.Request, string) (bool, Keep) {
	return false, func(w http.ResponseWriter, r *http.Request, contentType string, body []byte, _ time.Time) {
		w.Header().Set("Content-Type", contentType)
		w.Write(body)
	}
}

// get answers path from a site of the tools, as httpapi's route table mounts its pages.
func get(t *testing.T, path string, tools ...toolshop.Tool) *html.Node {
	t.Helper()
	s := New(Site{Prices: testPrices{}, Content: testContent{}, Catalogue: testCatalogue{tools}, Memory: forgetful{}, BaseURL: "https://shop.example.com",
		Pages: fstest.MapFS{"index.html": {Data: []byte(`<html><head><title>Toolshop</title></head><body><div id="root"></div></body></html>`)}},
		Now:   func() time.Time { return testNow },
		ServeTagged: func(w http.ResponseWriter, _ *http.Request, contentType string, body []byte) {
			w.Header().Set("Content-Type", contentType)
			w.Write(body)
		}})
	mux := http.NewServeMux()
	for pattern, page := range map[string]func(http.ResponseWriter, *http.Request) error{
		"GET /products/{id}/{slug}": s.ToolPage, "GET /{$}": s.App,
	} {
		mux.HandleFunc(pattern, func(w http.ResponseWriter, r *http.Request) {
			if err := page(w, r); err != nil {
				http.Error(w, err.Error(), http.StatusInternalServerError)
			}
		})
	}
	res := httptest.NewRecorder()
	mux.ServeHTTP(res, httptest.NewRequest("GET", path, nil))
	if res.Code != http.StatusOK {
		t.Fatalf("GET %s: %d %s", path, res.Code, res.Body)
	}
	doc, err := html.Parse(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

// find is the elements of doc whose tag is tag and whose class attribute holds class ("" any).
func find(doc *html.Node, tag, class string) []*html.Node {
	var found []*html.Node
	for n := range doc.Descendants() {
		if n.Type == html.ElementNode && n.Data == tag && (class == "" || hasClass(n, class)) {
			found = append(found, n)
		}
	}
	return found
}

func hasClass(n *html.Node, class string) bool {
	return strings.Contains(" "+attrOf(n, "class")+" ", " "+class+" ")
}

// only is the one element find finds.
func only(t *testing.T, doc *html.Node, tag, class string) *html.Node {
	t.Helper()
	found := find(doc, tag, class)
	if len(found) != 1 {
		t.Fatalf("%d <%s class=%q>, want one", len(found), tag, class)
	}
	return found[0]
}

// canonical is the page's canonical address: its one <link rel="canonical">.
func canonical(t *testing.T, doc *html.Node) string {
	t.Helper()
	var links []string
	for _, link := range find(doc, "link", "") {
		if attrOf(link, "rel") == "canonical" {
			links = append(links, attrOf(link, "href"))
		}
	}
	if len(links) != 1 {
		t.Fatalf("canonical addresses %q, want one", links)
	}
	return links[0]
}

func attrOf(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

// textOf is n's text, its runs of spaces made one.
func textOf(n *html.Node) string {
	var b strings.Builder
	for d := range n.Descendants() {
		if d.Type == html.TextNode {
			b.WriteString(d.Data + " ")
		}
	}
	return strings.Join(strings.Fields(b.String()), " ")
}

// metaOf is the content of the meta tag whose attribute key is value.
func metaOf(t *testing.T, doc *html.Node, key, value string) string {
	t.Helper()
	for _, n := range find(doc, "meta", "") {
		if attrOf(n, key) == value {
			return attrOf(n, "content")
		}
	}
	t.Fatalf("no <meta %s=%q>", key, value)
	return ""
}

// picked is an option's values as its picker offers them: "value -> variant id", with
// "[chosen]" for the current one, "(Sold out)" and "(Unavailable)" for those greyed or off.
func picked(t *testing.T, doc *html.Node) map[string][]string {
	t.Helper()
	pickers := map[string][]string{}
	for _, group := range find(doc, "div", "option-picker") {
		label := strings.SplitN(textOf(only(t, group, "p", "option-name")), ":", 2)[0]
		if attrOf(group, "role") != "group" || attrOf(group, "aria-labelledby") != attrOf(only(t, group, "p", "option-name"), "id") {
			t.Errorf("the %s picker is no group labelled by its name: %v", label, group.Attr)
		}
		for value := range group.Descendants() {
			if value.Type != html.ElementNode || !hasClass(value, "option-value") {
				continue
			}
			name := textOf(value)
			switch {
			case value.Data == "button" && hasKey(value, "disabled") && attrOf(value, "href") == "":
				name += " -> none"
			case value.Data == "a" && strings.HasPrefix(attrOf(value, "href"), drillSearch):
				name += " -> " + strings.TrimPrefix(attrOf(value, "href"), drillSearch)
			default:
				t.Errorf("value %q is neither a link to a variant nor off: <%s %v>", name, value.Data, value.Attr)
			}
			if attrOf(value, "aria-current") == "true" {
				name += " [chosen]"
			}
			pickers[label] = append(pickers[label], name)
		}
	}
	return pickers
}

// ldOf is the page's JSON-LD.
func ldOf(t *testing.T, doc *html.Node) string {
	t.Helper()
	var ld []string
	for _, n := range find(doc, "script", "") {
		if attrOf(n, "type") == "application/ld+json" {
			ld = append(ld, textOf(n))
		}
	}
	if len(ld) != 1 {
		t.Fatalf("%d JSON-LD scripts", len(ld))
	}
	return ld[0]
}

func hasKey(n *html.Node, key string) bool {
	for _, a := range n.Attr {
		if a.Key == key {
			return true
		}
	}
	return false
}

func checkPicked(t *testing.T, got map[string][]string, want map[string][]string) {
	t.Helper()
	for option, values := range want {
		if strings.Join(got[option], " | ") != strings.Join(values, " | ") {
			t.Errorf("%s picker:\n got %q\nwant %q", option, got[option], values)
		}
	}
	if len(got) != len(want) {
		t.Errorf("pickers %v, want %v", got, want)
	}
}

// Without a variant in its address, a tool with variants shows their lowest price "from", no
// value chosen, each value leading to a variant in stock that has it, and asks for a choice
// before Buy Now; an address naming no variant of it is the same page.
func TestToolPageWithoutAVariant(t *testing.T) {
	for _, path := range []string{drillPath, drillSearch + unknownID, drillSearch + "nonsense", drillSearch} {
		doc := get(t, path, drill(), saw())
		if got := textOf(only(t, doc, "title", "")); got != "Cordless Drill · Toolshop" {
			t.Errorf("%s: title %q", path, got)
		}
		if got := canonical(t, doc); got != drillPage {
			t.Errorf("%s: canonical %q", path, got)
		}
		if got := textOf(only(t, doc, "p", "price")); got != "from $129.00 plus tax" {
			t.Errorf("%s: price %q", path, got)
		}
		if got := metaOf(t, doc, "property", "product:price:amount"); got != "129.00" {
			t.Errorf("%s: product:price:amount %q", path, got)
		}
		if got := textOf(only(t, doc, "p", "availability")); got != "In stock" {
			t.Errorf("%s: availability %q", path, got)
		}
		checkPicked(t, picked(t, doc), map[string][]string{
			"Voltage": {"12V -> " + bare12, "18V -> " + bare18},
			// 12V with 2.0Ah batteries is sold out: the value leads to 18V's, in stock.
			"Kit": {"Bare tool -> " + bare12, "2 × 2.0Ah -> " + kit18, "2 × 5.0Ah + charger -> " + charger18},
		})
		// Add to cart and Buy Now wait for a variant, as the app's page does.
		buyArea := only(t, doc, "div", "tool-page-buy")
		buttons := find(buyArea, "button", "button")
		if len(buttons) != 2 || textOf(buttons[0]) != "Add to cart" || textOf(buttons[1]) != "Buy Now" {
			t.Errorf("%s: %d buttons to buy with, want Add to cart and Buy Now", path, len(buttons))
		}
		for _, buy := range buttons {
			if !hasKey(buy, "disabled") || attrOf(buy, "aria-describedby") != "choose-hint" {
				t.Errorf("%s: %s before a variant is chosen: %v", path, textOf(buy), buy.Attr)
			}
		}
		if textOf(only(t, buyArea, "p", "choose-hint")) != "Choose a Voltage and Kit" || len(find(buyArea, "a", "")) != 0 {
			t.Errorf("%s: the ways to buy before a variant is chosen", path)
		}
		// No SKU of its own, no kit.
		if got := textOf(only(t, doc, "table", "tool-specs")); got != "Specifications Brand Makita Chuck 13 mm" {
			t.Errorf("%s: specifications %q", path, got)
		}
		if len(find(doc, "ul", "kit-parts")) != 0 {
			t.Errorf("%s: a kit's parts without a kit", path)
		}
	}
}

// With a variant in its address, the page shows its price, stock, SKU and pictures, its values
// chosen, and leads to its neighbours: a combination sold out greyed, one the shop does not
// sell off, another voltage at the closest kit sold.
func TestToolPageOfAVariant(t *testing.T) {
	doc := get(t, drillSearch+bare12, drill())
	if got := textOf(only(t, doc, "title", "")); got != "Cordless Drill — 12V · Bare tool · Toolshop" {
		t.Errorf("title %q", got)
	}
	if got := metaOf(t, doc, "name", "description"); got != "12V · Bare tool. An 18 V cordless drill." {
		t.Errorf("description %q", got)
	}
	if got := metaOf(t, doc, "property", "og:url"); got != drillPage {
		t.Errorf("og:url %q, want the canonical address", got)
	}
	if got := canonical(t, doc); got != drillPage {
		t.Errorf("canonical %q", got)
	}
	if got := textOf(only(t, doc, "p", "price")); got != "$129.00 plus tax" {
		t.Errorf("price %q", got)
	}
	if got := textOf(only(t, doc, "p", "availability")); got != "In stock" {
		t.Errorf("availability %q", got)
	}
	if got := textOf(only(t, doc, "table", "tool-specs")); got != "Specifications Brand Makita SKU DR-a1 Chuck 13 mm" {
		t.Errorf("specifications %q", got)
	}
	checkPicked(t, picked(t, doc), map[string][]string{
		"Voltage": {"12V -> " + bare12 + " [chosen]", "18V -> " + bare18},
		"Kit": {"Bare tool -> " + bare12 + " [chosen]", "2 × 2.0Ah Sold out -> " + kit12,
			"2 × 5.0Ah + charger Unavailable -> none"},
	})
	if got := textOf(find(doc, "p", "option-name")[1]); got != "Kit: Bare tool" {
		t.Errorf("the Kit picker does not name the value chosen: %q", got)
	}
	if sold := only(t, doc, "a", "sold-out"); !hasClass(sold, "button-secondary") {
		t.Errorf("sold out value %v", sold.Attr)
	}
	buy := only(t, only(t, doc, "div", "tool-page-buy"), "a", "button")
	if attrOf(buy, "href") != "/purchase/"+drillID+"?variant="+bare12 || attrOf(buy, "aria-label") != "Buy Now: Cordless Drill — 12V · Bare tool" {
		t.Errorf("Buy Now %v", buy.Attr)
	}

	// 18V bare: few left; 12V leads to the 12V bare tool, 2.0Ah to 18V's.
	doc = get(t, drillSearch+bare18, drill())
	if got := textOf(only(t, doc, "p", "availability")); got != "Only 3 left" {
		t.Errorf("18V bare availability %q", got)
	}
	checkPicked(t, picked(t, doc), map[string][]string{
		"Voltage": {"12V -> " + bare12, "18V -> " + bare18 + " [chosen]"},
		"Kit":     {"Bare tool -> " + bare18 + " [chosen]", "2 × 2.0Ah -> " + kit18, "2 × 5.0Ah + charger -> " + charger18},
	})

	// The kit: its own picture, its parts, and 12V leads to the 12V form in stock (no 12V kit).
	doc = get(t, drillSearch+charger18, drill())
	checkPicked(t, picked(t, doc), map[string][]string{
		"Voltage": {"12V -> " + bare12, "18V -> " + charger18 + " [chosen]"},
		"Kit":     {"Bare tool -> " + bare18, "2 × 2.0Ah -> " + kit18, "2 × 5.0Ah + charger -> " + charger18 + " [chosen]"},
	})
	if img := find(only(t, doc, "div", "tool-gallery"), "img", ""); len(img) != 1 || attrOf(img[0], "src") != "https://img.example.com/kit.png" ||
		attrOf(img[0], "alt") != "The drill, two batteries and the charger" {
		t.Errorf("the kit's gallery %v", img)
	}
	if got := metaOf(t, doc, "property", "og:image"); got != "https://img.example.com/kit.png" {
		t.Errorf("og:image %q", got)
	}
	parts := only(t, doc, "ul", "kit-parts")
	if got := textOf(parts); got != "1 × Cordless Drill · 18V · Bare tool 2 × 18V Battery 5.0Ah 1 × Fast Charger" {
		t.Errorf("the kit's parts %q", got)
	}
}

// A variant in a deal shows the deal's price, its own struck through, and the time left.
func TestToolPageOfAVariantInADeal(t *testing.T) {
	doc := get(t, drillSearch+kit18, drill())
	if got := textOf(only(t, doc, "div", "price-block")); got != "$179.00 was $199.00 plus tax Deal ends in 03:00:00" {
		t.Errorf("price %q", got)
	}
	if got := metaOf(t, doc, "property", "product:price:amount"); got != "179.00" {
		t.Errorf("product:price:amount %q", got)
	}
	// Another variant shows its own price, no deal.
	doc = get(t, drillSearch+bare12, drill())
	if len(find(doc, "div", "price-block")) != 0 {
		t.Error("the deal shown on a variant it does not price")
	}
}

// A tool with variants is a ProductGroup in its JSON-LD, as Google reads product variants: the
// same whichever variant the page shows.
func TestProductGroupData(t *testing.T) {
	var first string
	for _, path := range []string{drillPath, drillSearch + charger18} {
		script := ldOf(t, get(t, path, drill()))
		if first != "" && script != first {
			t.Errorf("%s: JSON-LD differs from the tool page's", path)
		}
		first = script
	}
	var group struct {
		Context        string `json:"@context"`
		Type           string `json:"@type"`
		ProductGroupID string
		Name           string
		Description    string
		URL            string
		Image          []string
		Brand          map[string]string
		VariesBy       []string
		Offers         any
		SKU            string
		// AggregateRating stays the tool's, its reviews being the tool's.
		AggregateRating map[string]any
		HasVariant      []struct {
			Type               string `json:"@type"`
			Name, SKU, GTIN    string
			Image              []string
			URL                string
			AdditionalProperty []map[string]string
			Offers             map[string]string
		}
	}
	var ld map[string]any
	if err := json.Unmarshal([]byte(first), &ld); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal([]byte(first), &group); err != nil {
		t.Fatal(err)
	}
	if group.Context != "https://schema.org" || group.Type != "ProductGroup" || group.ProductGroupID != drillID ||
		group.Name != "Cordless Drill" || group.Description != "An 18 V cordless drill." || group.URL != drillPage ||
		group.Brand["name"] != "Makita" || group.AggregateRating["ratingValue"] != 4.5 || ld["offers"] != nil || ld["sku"] != nil ||
		len(group.Image) != 1 || group.Image[0] != "https://shop.example.com/images/demo/drill.svg" {
		t.Errorf("group %+v", group)
	}
	// Voltage and Kit are no properties Google reads variants by: each variant tells them.
	if _, told := ld["variesBy"]; told {
		t.Errorf("variesBy %v", group.VariesBy)
	}
	if len(group.HasVariant) != 5 {
		t.Fatalf("%d variants", len(group.HasVariant))
	}
	for i, want := range []struct{ id, name, sku, gtin, image, price, availability, until string }{
		{bare12, "Cordless Drill — 12V · Bare tool", "DR-a1", "", "https://shop.example.com/images/demo/drill.svg", "129.00", "InStock", ""},
		{kit12, "Cordless Drill — 12V · 2 × 2.0Ah", "DR-a2", "4006381333931", "https://shop.example.com/images/demo/drill.svg", "179.00", "OutOfStock", ""},
		{bare18, "Cordless Drill — 18V · Bare tool", "DR-b1", "", "https://shop.example.com/images/demo/drill.svg", "149.00", "InStock", ""},
		{kit18, "Cordless Drill — 18V · 2 × 2.0Ah", "DR-b2", "", "https://shop.example.com/images/demo/drill.svg", "179.00", "InStock", "2026-11-29"},
		{charger18, "Cordless Drill — 18V · 2 × 5.0Ah + charger", "DR-b3", "", "https://img.example.com/kit.png", "299.00", "InStock", ""},
	} {
		v := group.HasVariant[i]
		if v.Type != "Product" || v.Name != want.name || v.SKU != want.sku || v.GTIN != want.gtin || len(v.Image) != 1 || v.Image[0] != want.image ||
			v.Offers["@type"] != "Offer" || v.Offers["url"] != drillPage+"?variant="+want.id || v.Offers["price"] != want.price ||
			v.Offers["priceCurrency"] != "USD" || v.Offers["availability"] != "https://schema.org/"+want.availability ||
			v.Offers["priceValidUntil"] != want.until {
			t.Errorf("variant %d: %+v", i, v)
		}
		values := strings.SplitN(strings.TrimPrefix(want.name, "Cordless Drill — "), " · ", 2)
		voltage, kit := values[0], values[1]
		if len(v.AdditionalProperty) != 2 || v.AdditionalProperty[0]["@type"] != "PropertyValue" ||
			v.AdditionalProperty[0]["name"] != "Voltage" || v.AdditionalProperty[0]["value"] != voltage ||
			v.AdditionalProperty[1]["name"] != "Kit" || v.AdditionalProperty[1]["value"] != kit {
			t.Errorf("variant %d's options %v", i, v.AdditionalProperty)
		}
	}
}

// Options named as schema.org properties Google reads variants by are the group's variesBy and
// each variant's values of them; others stay additional properties.
func TestProductGroupVariesBy(t *testing.T) {
	socket := toolshop.Tool{ID: "64b000000000000000000005", Name: "Socket", Description: "A socket.", Slug: "socket",
		Options: []toolshop.Option{{Name: "Size", Values: []string{"10 mm", "13 mm"}}, {Name: "Colour", Values: []string{"Black"}}, {Name: "Drive", Values: []string{"1/2\""}}},
		Variants: []toolshop.Variant{
			{ID: "64b0000000000000000000c1", Options: map[string]string{"Size": "10 mm", "Colour": "Black", "Drive": "1/2\""}, Price: 500, AvailableQuantity: 1, MinOrder: 1},
			{ID: "64b0000000000000000000c2", Options: map[string]string{"Size": "13 mm", "Colour": "Black", "Drive": "1/2\""}, Price: 500, AvailableQuantity: 1, MinOrder: 1},
		}}
	socket.Summarize()
	data, err := json.Marshal(structuredDataOf(socket, "https://shop.example.com", testNow))
	if err != nil {
		t.Fatal(err)
	}
	var group struct {
		VariesBy   []string
		HasVariant []map[string]any
	}
	if err := json.Unmarshal(data, &group); err != nil {
		t.Fatal(err)
	}
	if strings.Join(group.VariesBy, " ") != "https://schema.org/size https://schema.org/color" {
		t.Errorf("variesBy %v", group.VariesBy)
	}
	v := group.HasVariant[1]
	drive, _ := v["additionalProperty"].([]any)
	if v["size"] != "13 mm" || v["color"] != "Black" || len(drive) != 1 || drive[0].(map[string]any)["value"] != "1/2\"" {
		t.Errorf("variant %v", v)
	}
}

// A tool without variants is as before: a Product with its offer, Buy Now, no pickers, and a
// variant in its address changes nothing.
func TestToolPageWithoutVariants(t *testing.T) {
	plain := get(t, "/products/"+saw().ID+"/hand-saw", saw())
	for _, doc := range []*html.Node{plain, get(t, "/products/"+saw().ID+"/hand-saw?variant="+bare12, saw())} {
		var ld map[string]any
		if err := json.Unmarshal([]byte(ldOf(t, doc)), &ld); err != nil {
			t.Fatal(err)
		}
		offer, _ := ld["offers"].(map[string]any)
		if ld["@type"] != "Product" || ld["@context"] != "https://schema.org" || ld["sku"] != "HS-1" || ld["url"] != "https://shop.example.com/products/"+saw().ID+"/hand-saw" ||
			offer["price"] != "14.20" || offer["availability"] != "https://schema.org/InStock" || ld["hasVariant"] != nil {
			t.Errorf("JSON-LD %v", ld)
		}
		if len(find(doc, "div", "option-picker")) != 0 || textOf(only(t, doc, "p", "price")) != "$14.20 plus tax" ||
			attrOf(only(t, only(t, doc, "div", "tool-page-buy"), "a", "button"), "href") != "/purchase/"+saw().ID ||
			textOf(only(t, doc, "title", "")) != "Hand Saw · Toolshop" {
			t.Errorf("the page of a tool without variants changed")
		}
	}
}

// A card of a tool with variants shows their lowest price, "from" it when theirs differ, and
// leads to its page to choose one.
func TestCardsOfToolsWithVariants(t *testing.T) {
	even := drill()
	even.ID, even.Name, even.Slug, even.Deal = "64b000000000000000000007", "Even Drill", "even-drill", nil
	for i := range even.Variants {
		even.Variants[i].Price, even.Variants[i].Deal = 15000, nil
	}
	even.Summarize()
	doc := get(t, "/", drill(), even, saw())
	cards := find(doc, "article", "tool-card")
	if len(cards) != 3 {
		t.Fatalf("%d cards", len(cards))
	}
	for i, want := range []struct{ price, action, href string }{
		{"from $129.00 plus tax", "Options", drillPath},
		{"$150.00 plus tax", "Options", "/products/" + even.ID + "/even-drill"},
		{"$14.20 plus tax", "Buy Now", "/purchase/" + saw().ID},
	} {
		action := only(t, only(t, cards[i], "div", "card-actions"), "a", "button")
		if got := textOf(only(t, cards[i], "p", "price")); got != want.price || !strings.HasPrefix(textOf(action), want.action) ||
			attrOf(action, "href") != want.href {
			t.Errorf("card %d: %q, %q to %s", i, got, textOf(action), attrOf(action, "href"))
		}
	}
}
