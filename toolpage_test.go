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
