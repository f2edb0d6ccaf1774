package toolshop_test

import (
	"testing"
	"time"

	"toolshop"
)

// The home page's deal of the day is the deal set while it runs on a tool the shop has, else
// the spec's, in a shop that sells its wrench: the wrench at $550 for about 10,000,000 ms from
// the page's load; else none.
func TestDealToday(t *testing.T) {
	now := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
	ends := now.Add(time.Hour)
	drill := toolshop.Tool{ID: "d", Name: "Cordless Drill", Image: "drill.png", Price: 10950}
	wrench := toolshop.Tool{ID: "w", Name: toolshop.SpecDealTool, Image: "wrench.png", Price: 55000}
	set := toolshop.Deal{ToolID: "d", Price: 9499, EndsAt: ends}
	named := []toolshop.Tool{{ID: "x", Name: "UNIVERSAL WRENCH 9/32MM SET"}, wrench}
	chosen := toolshop.DealOfTheDay{ToolID: "d", Name: "Cordless Drill", Image: "drill.png", Price: 9499, EndsAt: ends}
	spec := func(at time.Time) toolshop.DealOfTheDay {
		return toolshop.DealOfTheDay{ToolID: "w", Name: toolshop.SpecDealTool, Image: "wrench.png", Price: 55000,
			EndsAt: at.Add(10_000_000 * time.Millisecond)}
	}
	for _, c := range []struct {
		name   string
		deal   toolshop.Deal
		chosen *toolshop.Tool
		named  []toolshop.Tool
		at     time.Time
		want   toolshop.DealOfTheDay
		shown  bool
	}{
		{"the deal set, while it runs", set, &drill, named, now, chosen, true},
		{"the deal set, at its end", set, &drill, named, ends, spec(ends), true},
		{"no deal set", toolshop.Deal{}, nil, named, now, spec(now), true},
		{"the deal's tool gone", set, nil, named, now, spec(now), true},
		{"no wrench either", set, nil, named[:1], now, toolshop.DealOfTheDay{}, false},
		{"nothing in the shop", toolshop.Deal{}, nil, nil, now, toolshop.DealOfTheDay{}, false},
	} {
		if got, shown := c.deal.Today(c.chosen, c.named, c.at); got != c.want || shown != c.shown {
			t.Errorf("%s: %+v %v, want %+v %v", c.name, got, shown, c.want, c.shown)
		}
	}
}

// An admin sees the deal set while it runs, and sets one with a tool, a price and an end to
// come, or ends it with no tool.
func TestDealSetting(t *testing.T) {
	now := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
	set := toolshop.Deal{ToolID: "0123456789abcdef01234567", Price: 9499, EndsAt: now.Add(time.Hour)}
	if got := set.Current(now); got != set {
		t.Errorf("while it runs: %+v", got)
	}
	if got := set.Current(set.EndsAt); got != (toolshop.Deal{}) {
		t.Errorf("once it ended: %+v", got)
	}
	if err := set.Validate(now); err != nil || set.Ends() {
		t.Errorf("a deal: %v, ends %v", err, set.Ends())
	}
	if end := (toolshop.Deal{}); end.Validate(now) != nil || !end.Ends() {
		t.Errorf("no tool ends the deal: %v", end.Validate(now))
	}
	checkFields(t, "an ended deal", toolshop.Deal{ToolID: set.ToolID, Price: 0, EndsAt: now}.Validate(now),
		map[string]string{"price": "Price must be more than 0", "endsAt": "The deal must end in the future"})
}
