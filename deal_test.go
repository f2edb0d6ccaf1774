package toolshop_test

import (
	"testing"
	"time"

	"toolshop"
)

// Show marks the deal on its tool while it runs, at the price PriceOf charges, leaving the
// tool's own price, and says until when that holds.
func TestDealShow(t *testing.T) {
	now := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
	ends := now.Add(time.Hour)
	deal := toolshop.Deal{ToolID: "d", Price: 9499, EndsAt: ends}
	for _, c := range []struct {
		name      string
		deal      toolshop.Deal
		at        time.Time
		wantDeal  bool
		wantUntil time.Time
	}{
		{"while it runs", deal, now, true, ends},
		{"at its end", deal, ends, false, time.Time{}},
		{"no deal", toolshop.Deal{}, now, false, time.Time{}},
		{"on another tool", toolshop.Deal{ToolID: "x", Price: 9499, EndsAt: ends}, now, false, time.Time{}},
	} {
		tools := []toolshop.Tool{{ID: "a", Price: 500}, {ID: "d", Price: 10950}}
		until := c.deal.Show(tools, c.at)
		if !until.Equal(c.wantUntil) || tools[0].Deal != nil || tools[0].Price != 500 || tools[1].Price != 10950 {
			t.Errorf("%s: until %v, tools %+v", c.name, until, tools)
		}
		charged := c.deal.PriceOf(tools[1], c.at).Price
		switch got := tools[1].Deal; {
		case c.wantDeal && (got == nil || got.Price != charged || !got.EndsAt.Equal(ends)):
			t.Errorf("%s: deal %+v, want %v until %v", c.name, got, charged, ends)
		case !c.wantDeal && got != nil:
			t.Errorf("%s: deal %+v, want none", c.name, *got)
		}
	}
}
