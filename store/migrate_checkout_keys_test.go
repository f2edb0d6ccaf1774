package store_test

import (
	"context"
	"testing"

	"toolshop"
)

// Migration 360 keeps only the hash of the Idempotency-Keys stored in plain before it.
func TestMigrateHashesCheckoutKeys(t *testing.T) {
	for _, kind := range []string{"sqlite", "postgres"} {
		t.Run(kind, func(t *testing.T) {
			ctx := context.Background()
			db := migratedBefore(t, kind, 360)
			if _, err := db.ExecForTest(ctx, `INSERT INTO orders (id, tool_id, tool_name, customer_name, email, address, phone, quantity,
				unit_price_cents, total_cents, state, expires_at, created_at, checkout_key, guest) VALUES
				('0a0000000000000000000001', NULL, 'Saw', 'Ann', 'ann@example.com', '1 Mill Road', '555', 1, 100, 100, 'pending', 0, 1, 'visit-1', TRUE),
				('0a0000000000000000000002', NULL, 'Saw', 'Ann', 'ann@example.com', '1 Mill Road', '555', 1, 100, 100, 'pending', 0, 1, NULL, FALSE)`); err != nil {
				t.Fatal(err)
			}
			if err := db.Migrate(ctx); err != nil {
				t.Fatal(err)
			}
			rows, err := db.QueryForTest(ctx, `SELECT COALESCE(checkout_key, '') FROM orders ORDER BY id`)
			if err != nil {
				t.Fatal(err)
			}
			defer rows.Close()
			var keys []string
			for rows.Next() {
				var k string
				if err := rows.Scan(&k); err != nil {
					t.Fatal(err)
				}
				keys = append(keys, k)
			}
			if len(keys) != 2 || keys[0] != toolshop.HashKey("visit-1") || keys[1] != "" {
				t.Errorf("keys after the migration %q", keys)
			}
		})
	}
}
