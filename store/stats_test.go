package store_test

import (
	"context"
	"reflect"
	"testing"
	"time"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// The Overview's figures for orders in known states and times: revenue counts an order when
// it was paid and takes a refund off when it was refunded (whenever it was paid); the series
// has every day (or month) of the period; orders by state count the orders placed in the
// period; low stock follows the threshold; expiring lists pending orders whose hold ends
// within 15 minutes.
func TestStats(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		at := func(s string) time.Time {
			t.Helper()
			v, err := time.Parse(time.RFC3339, s)
			if err != nil {
				t.Fatal(err)
			}
			return v
		}
		var clock time.Time
		db.Now = func() time.Time { return clock }
		customer, err := db.CreateUser(ctx, toolshop.User{Email: "ann@example.com", Name: "Ann"})
		if err != nil {
			t.Fatal(err)
		}
		tool := func(name string, price toolshop.Cents, minOrder, stock int) string {
			t.Helper()
			made, err := db.CreateTool(ctx, toolshop.Tool{Name: name, Image: "/x.svg", Description: "A tool.", Price: price, MinOrder: minOrder, AvailableQuantity: stock})
			if err != nil {
				t.Fatal(err)
			}
			return made.ID
		}
		saw, drill, hammer := tool("SAW", 500, 1, 100), tool("DRILL", 2000, 5, 14), tool("HAMMER", 300, 3, 5)
		admin := toolshop.Actor{Email: "boss@example.com", Admin: true}
		rules := toolshop.OrderRules{Hold: time.Hour, MaxPending: 100}
		order := func(toolID string, quantity int, placed string, steps ...string) {
			t.Helper()
			clock = at(placed)
			o, err := db.Checkout(ctx, customer, storetest.BuyNow(toolID, quantity), rules)
			if err != nil {
				t.Fatal(err)
			}
			for i := 0; i < len(steps); i += 2 {
				kind, when := steps[i], at(steps[i+1])
				_, _, err := db.ChangeOrder(ctx, o.ID, func(o toolshop.Order) (toolshop.Change, error) {
					switch kind {
					case "paid":
						pi := toolshop.PaymentIntent{ID: "pi_" + o.ID, Status: toolshop.PaymentSucceeded, Amount: o.Total, Currency: toolshop.Currency, OrderID: o.ID}
						return o.Pay(pi, admin, when)
					case "shipped":
						return o.Ship(admin, toolshop.Shipment{}, when)
					}
					return o.Refund(admin, toolshop.RefundRequest{}, when)
				})
				if err != nil {
					t.Fatalf("%s: %v", kind, err)
				}
			}
		}
		order(saw, 4, "2026-03-10T10:00:00Z", "paid", "2026-03-10T11:00:00Z")
		order(drill, 5, "2026-03-11T09:00:00Z", "paid", "2026-03-11T09:30:00Z", "refunded", "2026-03-12T08:00:00Z")
		order(saw, 2, "2026-03-12T10:00:00Z", "paid", "2026-03-12T10:00:00Z", "shipped", "2026-03-12T12:00:00Z")
		order(saw, 2, "2026-02-28T10:00:00Z", "paid", "2026-02-28T10:00:00Z", "refunded", "2026-03-10T13:00:00Z")
		order(saw, 1, "2026-03-12T10:10:00Z")
		order(saw, 1, "2026-03-12T10:50:00Z")
		now := at("2026-03-12T11:00:00Z")

		period, err := toolshop.ParseStatsPeriod("2026-03-10", "2026-03-12", now)
		if err != nil {
			t.Fatal(err)
		}
		got, err := db.Stats(ctx, period, now)
		if err != nil {
			t.Fatal(err)
		}
		if got.Paid != 13000 || got.Refunded != 11000 || got.Revenue != 2000 || got.Orders != 3 || got.Units != 11 {
			t.Errorf("paid %d refunded %d revenue %d orders %d units %d, want 13000 11000 2000 3 11",
				got.Paid, got.Refunded, got.Revenue, got.Orders, got.Units)
		}
		wantSeries := []toolshop.StatsPoint{
			{Start: at("2026-03-10T00:00:00Z"), Revenue: 1000, Orders: 1},
			{Start: at("2026-03-11T00:00:00Z"), Revenue: 10000, Orders: 1},
			{Start: at("2026-03-12T00:00:00Z"), Revenue: -9000, Orders: 1},
		}
		if got.Bucket != toolshop.ByDay || !reflect.DeepEqual(got.Series, wantSeries) {
			t.Errorf("series by %s: %+v, want %+v", got.Bucket, got.Series, wantSeries)
		}
		wantStates := map[toolshop.OrderState]int{toolshop.Pending: 2, toolshop.Paid: 1, toolshop.Shipped: 1,
			toolshop.Refunded: 1, toolshop.Cancelled: 0, toolshop.Expired: 0}
		if !reflect.DeepEqual(got.OrdersByState, wantStates) {
			t.Errorf("orders by state %v, want %v", got.OrdersByState, wantStates)
		}
		// Units net of those refunded in the period: the saw's 4 + 2 less February's 2.
		wantTop := []toolshop.ToolSales{{ToolID: saw, Name: "SAW", Revenue: 2000, Units: 4}, {ToolID: drill, Name: "DRILL", Revenue: 0, Units: 0}}
		if !reflect.DeepEqual(got.TopTools, wantTop) {
			t.Errorf("top tools %+v, want %+v", got.TopTools, wantTop)
		}
		wantLow := []toolshop.LowStockTool{{ID: hammer, Name: "HAMMER", AvailableQuantity: 5, Threshold: 6}}
		if got.LowStockThreshold != 0 || !reflect.DeepEqual(got.LowStock, wantLow) {
			t.Errorf("low stock (threshold %d) %+v, want %+v", got.LowStockThreshold, got.LowStock, wantLow)
		}
		if len(got.Expiring) != 1 || !got.Expiring[0].CreatedAt.Equal(at("2026-03-12T10:10:00Z")) {
			t.Errorf("expiring %+v, want the order placed at 10:10", got.Expiring)
		}
		// The drill's order took it from 14 to 9, under twice its minimum order.
		wantAlerts := []toolshop.StockAlert{{ToolID: drill, ToolName: "DRILL", Stock: 9, Threshold: 10, At: at("2026-03-11T09:00:00Z")}}
		for i := range got.StockAlerts {
			got.StockAlerts[i].ID = ""
		}
		if !reflect.DeepEqual(got.StockAlerts, wantAlerts) {
			t.Errorf("stock alerts %+v, want %+v", got.StockAlerts, wantAlerts)
		}

		if err := db.SetLowStockThreshold(ctx, 50); err != nil {
			t.Fatal(err)
		}
		byMonth, err := toolshop.ParseStatsPeriod("2026-01-01", "2026-06-30", now)
		if err != nil {
			t.Fatal(err)
		}
		if got, err = db.Stats(ctx, byMonth, now); err != nil {
			t.Fatal(err)
		}
		wantLow = []toolshop.LowStockTool{{ID: hammer, Name: "HAMMER", AvailableQuantity: 5, Threshold: 50},
			{ID: drill, Name: "DRILL", AvailableQuantity: 14, Threshold: 50}}
		if got.LowStockThreshold != 50 || !reflect.DeepEqual(got.LowStock, wantLow) {
			t.Errorf("low stock (threshold %d) %+v, want %+v", got.LowStockThreshold, got.LowStock, wantLow)
		}
		wantSeries = []toolshop.StatsPoint{
			{Start: at("2026-01-01T00:00:00Z")},
			{Start: at("2026-02-01T00:00:00Z"), Revenue: 1000, Orders: 1},
			{Start: at("2026-03-01T00:00:00Z"), Revenue: 2000, Orders: 3},
			{Start: at("2026-04-01T00:00:00Z")}, {Start: at("2026-05-01T00:00:00Z")}, {Start: at("2026-06-01T00:00:00Z")},
		}
		if got.Bucket != toolshop.ByMonth || !reflect.DeepEqual(got.Series, wantSeries) {
			t.Errorf("series by %s: %+v, want %+v", got.Bucket, got.Series, wantSeries)
		}
	})
}

// BenchmarkStats sums up a year, by month, and 30 days, by day, of a shop of 100,000 orders
// placed over two years: most paid, one in twenty refunded, some pending or cancelled.
func BenchmarkStats(b *testing.B) {
	storetest.EachB(b, func(b *testing.B, db *store.DB) {
		seedOrders(b, db, 100_000)
		storetest.Exec(b, db, "ANALYZE") // as autovacuum would after such a load
		now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
		for _, from := range []string{"2025-01-01", "2025-12-02"} {
			period, err := toolshop.ParseStatsPeriod(from, "2025-12-31", now)
			if err != nil {
				b.Fatal(err)
			}
			b.Run("from="+from, func(b *testing.B) {
				for b.Loop() {
					if _, err := db.Stats(context.Background(), period, now); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	})
}

// seedOrders stores 50 tools and n orders with their events, spread evenly over 2024 and
// 2025, in SQL both databases run.
func seedOrders(b *testing.B, db *store.DB, n int) {
	b.Helper()
	const start, span = 1704067200000000000, 2 * 365 * 24 * 3600 * 1000000000 // from 2024-01-01, two years
	storetest.Exec(b, db, `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 49)
		INSERT INTO tools (id, name, image, description, price_cents, min_order, available_quantity, created_at)
		SELECT 't' || i, 'TOOL ' || i, '/x.svg', 'A tool.', 100 + i, 1 + i % 5, i, 0 FROM n`)
	storetest.Exec(b, db, `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < $1)
		INSERT INTO orders (id, tool_id, tool_name, customer_name, email, address, phone, quantity, unit_price_cents,
			total_cents, state, expires_at, created_at)
		SELECT 'o' || i, 't' || (i % 50), 'TOOL ' || (i % 50), 'Ann', 'ann@example.com', '1 Mill Road', '555', 1 + i % 3,
			100 + i % 50, (1 + i % 3) * (100 + i % 50),
			CASE i % 20 WHEN 0 THEN 'refunded' WHEN 1 THEN 'pending' WHEN 2 THEN 'cancelled' WHEN 3 THEN 'shipped' ELSE 'paid' END,
			CAST($2 AS BIGINT) + i * CAST($3 AS BIGINT) + 3600000000000, CAST($2 AS BIGINT) + i * CAST($3 AS BIGINT) FROM n`, n-1, int64(start), int64(span/n))
	storetest.Exec(b, db, `INSERT INTO order_events (order_id, seq, kind, at, actor)
		SELECT id, 0, 'placed', created_at, 'customer' FROM orders`)
	storetest.Exec(b, db, `INSERT INTO order_events (order_id, seq, kind, at, actor)
		SELECT id, 1, 'paid', created_at + 60000000000, 'customer' FROM orders WHERE state IN ('paid', 'shipped', 'refunded')`)
	storetest.Exec(b, db, `INSERT INTO order_events (order_id, seq, kind, at, actor)
		SELECT id, 2, 'refunded', created_at + 86400000000000, 'boss@example.com' FROM orders WHERE state = 'refunded'`)
}
