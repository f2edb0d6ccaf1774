package store_test

import (
	"context"
	"testing"
)

// Migration 270 marks the checkout's pickup orders placed before it as pickups (without an
// address or hours to show: their method had none), and leaves deliveries as they were.
func TestMigrateMarksPickupOrders(t *testing.T) {
	for _, kind := range []string{"sqlite", "postgres"} {
		t.Run(kind, func(t *testing.T) {
			ctx := context.Background()
			db := migratedBefore(t, kind, 270)
			for _, statement := range []string{
				`INSERT INTO shipping_methods (id, name, price_cents, pickup, created_at) VALUES
					('m1', 'Pickup at the shop', 0, TRUE, 1), ('m2', 'Post', 500, FALSE, 1)`,
				`INSERT INTO orders (id, tool_id, tool_name, customer_name, email, address, phone, quantity,
					unit_price_cents, total_cents, state, expires_at, created_at, shipping_method, country, line1) VALUES
					('0a0000000000000000000001', NULL, 'Saw', 'Ann', 'ann@example.com', 'Pickup at the shop', '555', 1, 100, 100, 'paid', 0, 1, 'Pickup at the shop', '', ''),
					('0a0000000000000000000002', NULL, 'Saw', 'Ann', 'ann@example.com', '1 Mill Road, Springfield', '555', 1, 100, 100, 'paid', 0, 1, 'Post', 'US', '1 Mill Road')`,
			} {
				if _, err := db.ExecForTest(ctx, statement); err != nil {
					t.Fatal(err)
				}
			}
			if err := db.Migrate(ctx); err != nil {
				t.Fatal(err)
			}
			collected, err := db.Order(ctx, "0a0000000000000000000001")
			if err != nil || collected.Pickup == nil || collected.Pickup.Address != "" || !collected.Pickup.ReadyAt.IsZero() {
				t.Errorf("the pickup order: %+v, %v", collected.Pickup, err)
			}
			if delivered, err := db.Order(ctx, "0a0000000000000000000002"); err != nil || delivered.Pickup != nil {
				t.Errorf("the delivery: %+v, %v", delivered.Pickup, err)
			}
		})
	}
}
