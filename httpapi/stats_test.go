package httpapi_test

import (
	"testing"
	"time"

	"toolshop"
	"toolshop/httpapi"
	"toolshop/store"
	"toolshop/store/storetest"
)

// GET /admin/stats and PUT /admin/settings are the admins': an order placed shows up in
// the period's orders by state and, its hold ending soon, among the expiring orders; the
// tool it took below twice its minimum order is low stock until the admin lowers the
// threshold; a bad period or threshold is a 400 naming the field.
func TestStatsCalls(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		// The Overview looks 50 minutes ahead: the hour's hold of an order placed now ends soon.
		h := newHarness(t, db, func(s *httpapi.Server) { s.Now = func() time.Time { return time.Now().Add(50 * time.Minute) } })
		ann := h.customer("ann@example.com")
		admin := h.admin("boss@example.com")
		toolID := h.tool(1250, 2, 6)
		orderID := h.order(ann, toolID, 3)

		h.must(401, "GET", "/admin/stats", "", nil)
		h.must(403, "GET", "/admin/stats", ann, nil)
		h.must(403, "PUT", "/admin/settings", ann, map[string]int{"lowStockThreshold": 1})

		var stats toolshop.Stats
		h.must(200, "GET", "/admin/stats", admin, nil).json(t, &stats)
		if stats.Bucket != toolshop.ByDay || len(stats.Series) != toolshop.DefaultStatsDays+1 ||
			stats.OrdersByState[toolshop.Pending] != 1 || stats.Revenue != 0 {
			t.Errorf("default period: by %s, %d points, states %v, revenue %d", stats.Bucket, len(stats.Series), stats.OrdersByState, stats.Revenue)
		}
		if len(stats.Expiring) != 1 || stats.Expiring[0].ID != orderID {
			t.Errorf("expiring %+v, want order %s", stats.Expiring, orderID)
		}
		if len(stats.LowStock) != 1 || stats.LowStock[0].ID != toolID || stats.LowStock[0].Threshold != 4 {
			t.Errorf("low stock %+v, want the tool with 3 left under 4", stats.LowStock)
		}

		h.must(200, "PUT", "/admin/settings", admin, map[string]int{"lowStockThreshold": 2})
		h.must(200, "GET", "/admin/stats?from=2026-01-01&to=2026-12-31", admin, nil).json(t, &stats)
		if stats.LowStockThreshold != 2 || len(stats.LowStock) != 0 || stats.Bucket != toolshop.ByMonth || len(stats.Series) != 12 {
			t.Errorf("a year at threshold 2: threshold %d, low %+v, by %s, %d points", stats.LowStockThreshold, stats.LowStock, stats.Bucket, len(stats.Series))
		}

		for _, c := range []struct{ query, field string }{
			{"from=yesterday", "from"},
			{"from=2026-01-01&to=2026-13-01", "to"},
			{"from=2026-02-01&to=2026-01-01", "to"},
			{"from=2020-01-01&to=2026-01-01", "from"},
		} {
			res := h.must(400, "GET", "/admin/stats?"+c.query, admin, nil)
			if fields, _ := res.field(t, "fields").(map[string]any); fields[c.field] == nil {
				t.Errorf("%s: %s, want a message under %s", c.query, res.body, c.field)
			}
		}
		res := h.must(400, "PUT", "/admin/settings", admin, map[string]int{"lowStockThreshold": -1})
		if fields, _ := res.field(t, "fields").(map[string]any); fields["lowStockThreshold"] == nil {
			t.Errorf("threshold -1: %s", res.body)
		}
	})
}
