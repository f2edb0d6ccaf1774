package toolshop_test

import (
	"strings"
	"testing"
	"time"

	"toolshop"
)

// A tool's slug is its name in lowercase ASCII words joined by hyphens, accents folded, never
// empty and never long.
func TestToolSlug(t *testing.T) {
	for name, want := range map[string]string{
		"Cordless Drill":                     "cordless-drill",
		"UNIVERSAL WRENCH 9/32MM":            "universal-wrench-9-32mm",
		"  Säge — Élite Çüş Niño  ":          "sage-elite-cus-nino",
		"Æbleskiver pan ß":                   "bleskiver-pan",
		"18V 1/2\" Hammer-Drill (Brushless)": "18v-1-2-hammer-drill-brushless",
		"ドリル":                                "tool",
		"!!!":                                "tool",
		"":                                   "tool",
		"Saw </script><b>":                   "saw-script-b",
		strings.Repeat("abcdefghij ", 10):    "abcdefghij-abcdefghij-abcdefghij-abcdefghij-abcdefghij",
		strings.Repeat("x", 100):             strings.Repeat("x", toolshop.MaxToolSlug),
	} {
		if got := toolshop.ToolSlug(name); got != want {
			t.Errorf("ToolSlug(%q) = %q, want %q", name, got, want)
		}
	}
	tool := toolshop.Tool{ID: "6f1c2a", Name: "Cordless Drill"}
	if got := tool.PagePath(); got != "/products/6f1c2a/cordless-drill" {
		t.Errorf("PagePath %q", got)
	}
}

// Out of stock once fewer are left than the smallest order; a running deal's price is the price now.
func TestToolStockAndPriceNow(t *testing.T) {
	now := time.Now()
	for _, c := range []struct {
		min, left int
		soldOut   bool
	}{{1, 0, true}, {5, 4, true}, {5, 5, false}, {1, 1, false}} {
		if got := (toolshop.Tool{MinOrder: c.min, AvailableQuantity: c.left}).SoldOut(); got != c.soldOut {
			t.Errorf("min %d, %d left: sold out %v", c.min, c.left, got)
		}
	}
	tool := toolshop.Tool{Price: 60000, Deal: &toolshop.DealOffer{Price: 55000, EndsAt: now.Add(time.Minute)}}
	if tool.PriceNow(now) != 55000 || tool.PriceNow(now.Add(time.Minute)) != 60000 || (toolshop.Tool{Price: 100}).PriceNow(now) != 100 {
		t.Error("PriceNow")
	}
	if tool.DealLeft(now) != time.Minute || tool.DealLeft(now.Add(time.Minute)) != 0 || (toolshop.Tool{Price: 100}).DealLeft(now) != 0 {
		t.Error("DealLeft")
	}
}

// A tool with variants, shown as itself, is sold out when each variant is, and priced from
// its lowest variant's price now (a variant's deal counted); a form is named with its variant.
func TestToolWithVariantsStockAndPriceFrom(t *testing.T) {
	now := time.Now()
	variant := func(id string, price toolshop.Cents, left int) toolshop.Variant {
		return toolshop.Variant{ID: id, Name: id, Price: price, AvailableQuantity: left, MinOrder: 2}
	}
	tool := toolshop.Tool{Name: "Drill", Options: []toolshop.Option{{Name: "Voltage", Values: []string{"12V", "18V"}}},
		Variants: []toolshop.Variant{variant("12V", 12900, 1), variant("18V", 14900, 2)}}
	tool.Summarize()
	if tool.SoldOut() || tool.AvailableQuantity != 3 {
		t.Errorf("in stock at 18V: sold out %v, %d left", tool.SoldOut(), tool.AvailableQuantity)
	}
	if lowest, varies := tool.PriceFrom(now); lowest != 12900 || !varies {
		t.Errorf("from %v (varies %v)", lowest, varies)
	}
	tool.Variants[1].AvailableQuantity = 1 // 1 + 1 left, each fewer than its minimum order
	tool.Summarize()
	if !tool.SoldOut() {
		t.Error("not sold out with each variant sold out")
	}
	tool.Variants[1].Deal = &toolshop.DealOffer{Price: 9900, EndsAt: now.Add(time.Minute), VariantID: "18V"}
	if lowest, varies := tool.PriceFrom(now); lowest != 9900 || !varies {
		t.Errorf("from %v (varies %v) in the 18V deal", lowest, varies)
	}
	tool.Variants[1].Deal, tool.Variants[1].Price = nil, 12900
	form, err := tool.Form("18V")
	if err != nil {
		t.Fatal(err)
	}
	if lowest, varies := tool.PriceFrom(now); lowest != 12900 || varies {
		t.Errorf("from %v (varies %v) at one price", lowest, varies)
	}
	if lowest, varies := form.PriceFrom(now); lowest != 12900 || varies || !form.SoldOut() {
		t.Errorf("the 18V form: from %v (varies %v), sold out %v", lowest, varies, form.SoldOut())
	}
	if form.FormName() != "Drill — 18V" || tool.FormName() != "Drill" {
		t.Errorf("names %q, %q", form.FormName(), tool.FormName())
	}
}
