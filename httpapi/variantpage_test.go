package httpapi_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"toolshop"
)

// variantShop is a shop with a drill sold at 12V and 18V, bare or with batteries, and at 18V
// as a kit of two batteries and a charger that are sold alone too; 12V with batteries is sold
// out, and 12V is not sold as the kit. It answers its admin's token, the drill as GET
// /tool/{id} does, and its variants' ids by name.
func variantShop(t *testing.T) (*harness, string, toolshop.Tool, map[string]string) {
	h, _ := toolPageShop(t, time.Now)
	admin := h.admin("boss@example.com")
	create := func(body map[string]any) string {
		var created struct{ InsertedID string }
		if err := json.Unmarshal(h.must(201, "POST", "/tools", admin, body).body, &created); err != nil {
			t.Fatal(err)
		}
		return created.InsertedID
	}
	part := func(name string, stock int) string {
		return create(map[string]any{"name": name, "image": "/images/demo/cordless-drill.svg", "description": name + ".",
			"price": 49, "minOrder": 1, "availableQuantity": stock})
	}
	battery, charger := part("18V Battery 5.0Ah", 9), part("Fast Charger", 3)
	variant := func(voltage, kit, sku string, price float64, stock int) map[string]any {
		return map[string]any{"options": map[string]string{"Voltage": voltage, "Kit": kit}, "sku": sku, "price": price,
			"availableQuantity": stock, "minOrder": 1}
	}
	kit := map[string]any{"options": map[string]string{"Voltage": "18V", "Kit": "2 × 5.0Ah + charger"}, "sku": "DR-18-K5",
		"gtin": "4006381333931", "price": 299, "minOrder": 1,
		"pictures": []map[string]string{{"url": "https://img.example.com/kit.png", "alt": "The drill, two batteries and the charger"}},
		"parts":    []map[string]any{{"toolId": battery, "quantity": 2}, {"toolId": charger, "quantity": 1}}}
	id := create(map[string]any{"name": "Cordless Drill", "image": "/images/demo/cordless-drill.svg", "brand": "Makita",
		"description": "An 18 V cordless drill.",
		"options": []map[string]any{{"name": "Voltage", "values": []string{"12V", "18V"}},
			{"name": "Kit", "values": []string{"Bare tool", "2 × 2.0Ah", "2 × 5.0Ah + charger"}}},
		"variants": []map[string]any{variant("12V", "Bare tool", "DR-12", 129, 20), variant("12V", "2 × 2.0Ah", "DR-12-K2", 179, 0),
			variant("18V", "Bare tool", "DR-18", 149, 3), variant("18V", "2 × 2.0Ah", "DR-18-K2", 199, 10), kit}})
	var drill toolshop.Tool
	if err := json.Unmarshal(h.must(200, "GET", "/tool/"+id, "", nil).body, &drill); err != nil {
		t.Fatal(err)
	}
	ids := map[string]string{}
	for _, v := range drill.Variants {
		ids[v.Name] = v.ID
	}
	if len(ids) != 5 {
		t.Fatalf("the drill's variants %+v", drill.Variants)
	}
	return h, admin, drill, ids
}

// values is each option's values as the page's pickers offer them: "value -> variant name",
// "[chosen]" for the current, "(none)" for one that leads nowhere; a sold out one reads "Sold out".
func (p page) values(drill toolshop.Tool, ids map[string]string) map[string][]string {
	p.t.Helper()
	names := map[string]string{}
	for name, id := range ids {
		names[drill.PagePath()+"?variant="+id] = name
	}
	pickers := map[string][]string{}
	for _, group := range p.all("div", "class", "option-picker") {
		label := attr(group, "aria-labelledby")
		option := strings.SplitN(text(p.one("p", "id", label)), ":", 2)[0]
		for n := range group.Descendants() {
			if !strings.Contains(" "+attr(n, "class")+" ", " option-value ") {
				continue
			}
			value := text(n)
			switch to, link := names[attr(n, "href")]; {
			case link && n.Data == "a":
				value += " -> " + to
			case n.Data == "button" && hasAttr(n, "disabled"):
				value += " (none)"
			default:
				p.t.Errorf("%s: <%s %v> leads nowhere it should", option, n.Data, n.Attr)
			}
			if attr(n, "aria-current") == "true" {
				value += " [chosen]"
			}
			pickers[option] = append(pickers[option], value)
		}
	}
	return pickers
}

func checkValues(t *testing.T, got, want map[string][]string) {
	t.Helper()
	for option := range want {
		if strings.Join(got[option], " | ") != strings.Join(want[option], " | ") {
			t.Errorf("%s:\n got %q\nwant %q", option, got[option], want[option])
		}
	}
	if len(got) != len(want) {
		t.Errorf("pickers %q", got)
	}
}

// A visitor without scripts chooses a drill's voltage and kit by links: each page shows its
// variant's price, stock, SKU, pictures and parts, and the page without a variant the lowest
// price, "from", and no choice.
func TestVariantPages(t *testing.T) {
	h, _, drill, ids := variantShop(t)
	address := drill.PagePath()
	canonical := "https://shop.example.com" + address

	p := parsePage(t, h.must(200, "GET", address, "", nil).body)
	if got := text(p.one("p", "class", "price")); got != "from $129.00 plus tax" {
		t.Errorf("price %q", got)
	}
	checkValues(t, p.values(drill, ids), map[string][]string{
		"Voltage": {"12V -> 12V · Bare tool", "18V -> 18V · Bare tool"},
		"Kit": {"Bare tool -> 12V · Bare tool", "2 × 2.0Ah -> 18V · 2 × 2.0Ah",
			"2 × 5.0Ah + charger -> 18V · 2 × 5.0Ah + charger"},
	})
	if buy := p.one("button", "aria-label", "Buy Now: Cordless Drill"); !hasAttr(buy, "disabled") || attr(buy, "aria-describedby") != "choose-hint" ||
		text(p.one("p", "id", "choose-hint")) != "Choose a Voltage and Kit" {
		t.Errorf("Buy Now before a choice %v", buy.Attr)
	}

	// Without scripts: 12V, bare, then the voltage that has the kit.
	p = parsePage(t, h.must(200, "GET", address+"?variant="+ids["12V · Bare tool"], "", nil).body)
	if got := text(p.one("title")); got != "Cordless Drill — 12V · Bare tool · Toolshop" {
		t.Errorf("title %q", got)
	}
	if got := attr(p.one("link", "rel", "canonical"), "href"); got != canonical {
		t.Errorf("canonical %q", got)
	}
	if got := text(p.one("p", "class", "price")); got != "$129.00 plus tax" {
		t.Errorf("12V price %q", got)
	}
	if got := text(p.one("table", "class", "tool-specs")); got != "Specifications BrandMakita SKUDR-12" {
		t.Errorf("12V specifications %q", got)
	}
	checkValues(t, p.values(drill, ids), map[string][]string{
		"Voltage": {"12V -> 12V · Bare tool [chosen]", "18V -> 18V · Bare tool"},
		"Kit": {"Bare tool -> 12V · Bare tool [chosen]", "2 × 2.0Ah Sold out -> 12V · 2 × 2.0Ah",
			"2 × 5.0Ah + charger Unavailable (none)"},
	})
	if got := attr(p.one("a", "aria-label", "Buy Now: Cordless Drill — 12V · Bare tool"), "href"); got != "/purchase/"+drill.ID+"?variant="+ids["12V · Bare tool"] {
		t.Errorf("Buy Now %q", got)
	}

	// The kit: its stock is what its parts allow (9 batteries by 2, 3 chargers), its own picture, its parts.
	p = parsePage(t, h.must(200, "GET", address+"?variant="+ids["18V · 2 × 5.0Ah + charger"], "", nil).body)
	if got := text(p.one("p", "class", "availability few-left")); got != "Only 3 left" {
		t.Errorf("kit availability %q", got)
	}
	if got := text(p.one("ul", "class", "kit-parts")); got != "2 × 18V Battery 5.0Ah 1 × Fast Charger" {
		t.Errorf("kit parts %q", got)
	}
	if got := p.meta("property", "og:image"); got != "https://img.example.com/kit.png" {
		t.Errorf("og:image %q", got)
	}
	if got := text(p.one("table", "class", "tool-specs")); got != "Specifications BrandMakita SKUDR-18-K5" {
		t.Errorf("kit specifications %q", got)
	}

	// An id the drill has not is its page without a choice, and a tool without variants ignores one.
	for _, path := range []string{address + "?variant=0123456789abcdef01234567", address + "?variant=<b>"} {
		p = parsePage(t, h.must(200, "GET", path, "", nil).body)
		if got := text(p.one("p", "class", "price")); got != "from $129.00 plus tax" || len(p.all("a", "aria-current", "true")) != 0 {
			t.Errorf("%s: %q", path, got)
		}
	}
}

// A deal on one variant prices that variant's page and its offer, and the group's JSON-LD
// lists every variant with its own offer at its own address.
func TestVariantPagesStructuredData(t *testing.T) {
	h, admin, drill, ids := variantShop(t)
	ends := time.Now().Add(3 * time.Hour).Truncate(time.Second)
	h.must(200, "PUT", "/admin/deal", admin, map[string]any{"toolId": drill.ID, "variantId": ids["18V · 2 × 2.0Ah"], "price": 179, "endsAt": ends})

	deal := parsePage(t, h.must(200, "GET", drill.PagePath()+"?variant="+ids["18V · 2 × 2.0Ah"], "", nil).body)
	if got := text(deal.one("p", "class", "price")); got != "$179.00 was $199.00 plus tax" {
		t.Errorf("deal price %q", got)
	}
	if got := deal.meta("property", "product:price:amount"); got != "179.00" {
		t.Errorf("product:price:amount %q", got)
	}
	group := deal.product()
	if group["@type"] != "ProductGroup" || group["productGroupID"] != drill.ID || group["name"] != "Cordless Drill" ||
		group["url"] != "https://shop.example.com"+drill.PagePath() || group["offers"] != nil || group["variesBy"] != nil {
		t.Errorf("group %v", group)
	}
	variants, _ := group["hasVariant"].([]any)
	if len(variants) != 5 {
		t.Fatalf("hasVariant %v", group["hasVariant"])
	}
	for _, v := range variants {
		product := v.(map[string]any)
		offer, _ := product["offers"].(map[string]any)
		name := strings.TrimPrefix(product["name"].(string), "Cordless Drill — ")
		if product["@type"] != "Product" || offer["url"] != "https://shop.example.com"+drill.PagePath()+"?variant="+ids[name] ||
			offer["priceCurrency"] != "USD" || product["sku"] == nil {
			t.Errorf("variant %v", product)
		}
		switch name {
		case "18V · 2 × 2.0Ah":
			if offer["price"] != "179.00" || offer["priceValidUntil"] != ends.UTC().Format(time.DateOnly) {
				t.Errorf("the deal's variant %v", offer)
			}
		case "12V · 2 × 2.0Ah":
			if offer["availability"] != "https://schema.org/OutOfStock" {
				t.Errorf("the sold out variant %v", offer)
			}
		case "18V · 2 × 5.0Ah + charger":
			if product["gtin"] != "4006381333931" || offer["price"] != "299.00" || offer["availability"] != "https://schema.org/InStock" {
				t.Errorf("the kit %v", product)
			}
		}
	}
	// The home page's card: from the lowest price, and Options to choose one.
	home := parsePage(t, h.must(200, "GET", "/", "", nil).body)
	card := home.one("a", "aria-label", "Options: Cordless Drill")
	if attr(card, "href") != drill.PagePath() {
		t.Errorf("the card's Options %v", card.Attr)
	}
	var prices []string
	for _, price := range home.all("p", "class", "price") {
		prices = append(prices, text(price))
	}
	if strings.Join(prices, ", ") != "$49.00 plus tax, $49.00 plus tax, from $129.00 plus tax" {
		t.Errorf("the cards' prices %q", prices)
	}
}
