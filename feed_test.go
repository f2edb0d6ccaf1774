package toolshop_test

import (
	"strings"
	"testing"
	"time"

	"toolshop"
)

// What the feed says of a tool: an item per form, Google's price strings, the identifier
// rule, the deal's sale while it runs, shipping for one unit per country delivered to.
func TestFeedItems(t *testing.T) {
	now := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
	pictures := make([]toolshop.ToolPicture, toolshop.MaxToolPictures)
	for i := range pictures {
		pictures[i].URL = "/images/u/p" + string(rune('a'+i)) + ".webp"
	}
	pictures[1].URL = "https://cdn.example.com/b.webp"
	drill := toolshop.Tool{ID: "d", Name: strings.Repeat("Drill ", 30), Description: "Drills.", Category: "power-tools",
		Brand: "Voltmark", Pictures: pictures, Options: []toolshop.Option{{Name: "Voltage", Values: []string{"12V", "18V"}}},
		Variants: []toolshop.Variant{
			{ID: "v12", Name: "12V", Price: 9900, AvailableQuantity: 0, MinOrder: 1, MPN: "VM-12"},
			{ID: "v18", Name: "18V", Price: 12900, AvailableQuantity: 4, MinOrder: 1, GTIN: "5012345000015"},
		}}
	hammer := toolshop.Tool{ID: "h", Name: "Hammer", Description: "Hits.", Price: 30000, AvailableQuantity: 2, MinOrder: 1,
		Pictures: pictures[:1]}
	state := toolshop.FeedState{
		Deal:       toolshop.Deal{ToolID: "d", VariantID: "v18", Price: 9999, EndsAt: now.Add(time.Hour)},
		Categories: map[string]string{"power-tools": "Power Tools"},
		Methods: []toolshop.ShippingMethod{
			{Name: "Pickup", Pickup: true},
			{Name: "Standard", Price: 999, FreeOver: 25000, Countries: []string{"CA", "US"}},
		},
	}
	since := now.Add(-time.Minute)
	shop := toolshop.FeedShop{BaseURL: "https://shop.example.com", State: state, Now: now, Since: since}

	items := shop.Items(drill)
	if len(items) != 2 {
		t.Fatalf("%d items of a drill of 2 variants", len(items))
	}
	v12, v18 := items[0], items[1]
	if v12.ID != "v12" || v12.ItemGroupID != "d" || v12.Link != "https://shop.example.com/products/d/drill-drill-drill-drill-drill-drill-drill-drill-drill-drill?variant=v12" {
		t.Errorf("12V: %q of %q at %q", v12.ID, v12.ItemGroupID, v12.Link)
	}
	if len([]rune(v12.Title)) != 150 || !strings.HasPrefix(v12.Title, "Drill Drill") {
		t.Errorf("title %q is cut to 150 characters", v12.Title)
	}
	if v12.ImageLink != "https://shop.example.com/images/u/pa.webp" || len(v12.AdditionalImageLinks) != 9 ||
		v12.AdditionalImageLinks[0] != "https://cdn.example.com/b.webp" {
		t.Errorf("pictures %q %q", v12.ImageLink, v12.AdditionalImageLinks)
	}
	if v12.Availability != toolshop.FeedOutOfStock || v18.Availability != toolshop.FeedInStock {
		t.Errorf("availability %q %q", v12.Availability, v18.Availability)
	}
	if !v12.IdentifierExists || v12.MPN != "VM-12" || !v18.IdentifierExists || v18.GTIN != "5012345000015" {
		t.Errorf("identifiers: %+v %+v", v12, v18)
	}
	if v12.Price != "99.00 USD" || v12.SalePrice != "" || v18.Price != "129.00 USD" || v18.SalePrice != "99.99 USD" ||
		!v18.SaleStart.Equal(since) || !v18.SaleEnd.Equal(state.Deal.EndsAt) {
		t.Errorf("prices: %q %q, %q %q from %v to %v", v12.Price, v12.SalePrice, v18.Price, v18.SalePrice, v18.SaleStart, v18.SaleEnd)
	}
	wantShipping := []toolshop.FeedShipping{{"CA", "Standard", "9.99 USD"}, {"US", "Standard", "9.99 USD"}}
	if v12.ProductType != "Power Tools" || v12.Condition != "new" || len(v12.Shipping) != 2 || v12.Shipping[0] != wantShipping[0] || v12.Shipping[1] != wantShipping[1] {
		t.Errorf("type %q, condition %q, shipping %+v", v12.ProductType, v12.Condition, v12.Shipping)
	}

	// A tool of its own: free shipping over the method's amount, no identifier told so.
	h := shop.Items(hammer)
	if len(h) != 1 || h[0].ID != "h" || h[0].ItemGroupID != "" || h[0].IdentifierExists || h[0].Shipping[0].Price != "0.00 USD" ||
		h[0].ProductType != "" || h[0].Link != "https://shop.example.com/products/h/hammer" {
		t.Errorf("hammer: %+v", h)
	}

	// Once the deal ends, no sale, and the feed's tag changes.
	later := shop
	later.Now = now.Add(2 * time.Hour)
	if it := later.Items(drill)[1]; it.SalePrice != "" {
		t.Errorf("on sale after the deal: %q", it.SalePrice)
	}
	if state.Tag(now) == state.Tag(later.Now) || state.Tag(now) != state.Tag(now.Add(time.Minute)) {
		t.Error("the tag changes when the deal ends, and only then")
	}
}

// FeedModified: a new feed is modified now, a second at least after the last; the same feed
// keeps its time.
func TestFeedModified(t *testing.T) {
	last := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		tag  string
		now  time.Time
		want time.Time
	}{
		{`"a"`, last.Add(time.Hour), last},
		{`"b"`, last.Add(time.Hour + 300*time.Millisecond), last.Add(time.Hour)},
		{`"b"`, last.Add(200 * time.Millisecond), last.Add(time.Second)},
	} {
		if got := toolshop.FeedModified(c.tag, `"a"`, last, c.now); !got.Equal(c.want) {
			t.Errorf("%s at %v: %v, want %v", c.tag, c.now, got, c.want)
		}
	}
	if got := toolshop.FeedModified(`"a"`, "", time.Time{}, last.Add(1500*time.Millisecond)); !got.Equal(last.Add(time.Second)) {
		t.Errorf("first seen: %v", got)
	}
}
