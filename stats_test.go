package toolshop_test

import (
	"errors"
	"testing"
	"time"

	"toolshop"
)

// A period is read from dates (whole UTC days, to's included) or RFC 3339 times; without
// from it is the 30 days up to to (or now); beyond 90 days its series goes by month; a bad
// or reversed or too long period names the field at fault.
func TestParseStatsPeriod(t *testing.T) {
	now := time.Date(2026, 3, 12, 11, 30, 0, 0, time.UTC)
	day := func(m time.Month, d int) time.Time { return time.Date(2026, m, d, 0, 0, 0, 0, time.UTC) }
	for _, c := range []struct {
		from, to string
		want     toolshop.StatsPeriod
	}{
		{"", "", toolshop.StatsPeriod{From: now.AddDate(0, 0, -30), To: now, Bucket: toolshop.ByDay}},
		{"2026-03-12", "2026-03-12", toolshop.StatsPeriod{From: day(3, 12), To: day(3, 13), Bucket: toolshop.ByDay}},
		{"2026-03-01T06:00:00+02:00", "2026-03-02", toolshop.StatsPeriod{From: day(3, 1).Add(4 * time.Hour), To: day(3, 3), Bucket: toolshop.ByDay}},
		{"2026-01-01", "2026-03-31", toolshop.StatsPeriod{From: day(1, 1), To: day(4, 1), Bucket: toolshop.ByDay}},
		{"2026-01-01", "2026-04-01", toolshop.StatsPeriod{From: day(1, 1), To: day(4, 2), Bucket: toolshop.ByMonth}},
	} {
		got, err := toolshop.ParseStatsPeriod(c.from, c.to, now)
		if err != nil || got != c.want {
			t.Errorf("%q to %q: %+v, %v; want %+v", c.from, c.to, got, err, c.want)
		}
	}
	for _, c := range []struct{ from, to, field string }{
		{"12/03/2026", "", "from"},
		{"", "tomorrow", "to"},
		{"2026-03-12", "2026-03-11", "to"},
		{"2020-01-01", "2026-01-01", "from"},
	} {
		_, err := toolshop.ParseStatsPeriod(c.from, c.to, now)
		var e *toolshop.Error
		if !errors.As(err, &e) || e.Code != toolshop.EINVALID || e.Fields[c.field] == "" {
			t.Errorf("%q to %q: %v, want a message under %s", c.from, c.to, err, c.field)
		}
	}
	// The series has a point per day of the period, the first the day that holds from.
	p := toolshop.StatsPeriod{From: day(3, 1).Add(4 * time.Hour), To: day(3, 3), Bucket: toolshop.ByDay}
	if got := p.Buckets(); len(got) != 2 || !got[0].Equal(day(3, 1)) || !got[1].Equal(day(3, 2)) {
		t.Errorf("buckets %v", got)
	}
}

// A sale alerts when it takes the stock from at or above the tool's threshold to below it,
// and only then.
func TestAlertAfterSale(t *testing.T) {
	now := time.Date(2026, 3, 12, 11, 30, 0, 0, time.UTC)
	for _, c := range []struct {
		shop, minOrder, sold, left int
		want                       bool
	}{
		{0, 3, 1, 5, true},    // 6 → 5, under twice the minimum order
		{0, 3, 4, 2, true},    // 6 → 2
		{0, 3, 1, 6, false},   // 7 → 6, still at the threshold
		{0, 3, 1, 4, false},   // 5 → 4, below already
		{10, 3, 5, 9, true},   // 14 → 9, under the shop's threshold
		{10, 3, 5, 10, false}, // 15 → 10
		{10, 3, 2, 0, false},  // 2 → 0, below already
	} {
		tool := toolshop.Tool{ID: "t1", Name: "DRILL", MinOrder: c.minOrder, AvailableQuantity: c.left}
		a, due := tool.AlertAfterSale(c.shop, c.sold, now)
		if due != c.want {
			t.Errorf("%+v: due %v", c, due)
			continue
		}
		threshold := toolshop.StockThreshold(c.shop, c.minOrder)
		if due && a != (toolshop.StockAlert{ToolID: "t1", ToolName: "DRILL", Stock: c.left, Threshold: threshold, At: now}) {
			t.Errorf("%+v: alert %+v", c, a)
		}
	}
}

// A sale of a variant that takes its stock below its threshold raises an alert naming the
// variant after its tool, as the documents name a line, by its own stock and minimum order,
// not the tool's.
func TestAlertAfterSaleOfAVariant(t *testing.T) {
	now := time.Date(2026, 3, 12, 11, 30, 0, 0, time.UTC)
	tool := toolshop.Tool{ID: "t1", Name: "Cordless drill", MinOrder: 1, AvailableQuantity: 40,
		Options: []toolshop.Option{{Name: "Voltage", Values: []string{"18V"}}},
		Variants: []toolshop.Variant{
			{ID: "v1", Name: "18V", Options: map[string]string{"Voltage": "18V"}, Price: 12900, AvailableQuantity: 3, MinOrder: 2},
		}}
	form, err := tool.Form("v1")
	if err != nil {
		t.Fatal(err)
	}
	a, due := form.AlertAfterSale(0, 2, now)
	want := toolshop.StockAlert{ToolID: "t1", VariantID: "v1", ToolName: "Cordless drill — 18V", Stock: 3, Threshold: 4, At: now}
	if !due || a != want {
		t.Errorf("alert %+v, %v; want %+v", a, due, want)
	}
}
