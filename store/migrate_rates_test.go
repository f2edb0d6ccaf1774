package store_test

import (
	"context"
	"testing"
)

// Migration 380 gives the orders placed before it the rate the shop holds for their tax's
// name and place, and the refunds made before it the tax within what they gave back, as
// Order.Refund freezes it now: each refund's units' share of the line's tax after the
// earlier refunds' units, and the shipping's tax with the shipping.
func TestMigrateFreezesRates(t *testing.T) {
	for _, kind := range []string{"sqlite", "postgres"} {
		t.Run(kind, func(t *testing.T) {
			ctx := context.Background()
			db := migratedBefore(t, kind, 380)
			const order, other = "0a0000000000000000000001", "0a0000000000000000000002"
			for _, statement := range []string{
				`INSERT INTO tax_rates (id, country, region, name, rate) VALUES ('0b0000000000000000000001', 'US', 'CA', 'CA sales tax', 725)`,
				`INSERT INTO orders (id, tool_id, tool_name, customer_name, email, address, phone, quantity, unit_price_cents,
					subtotal_cents, shipping_cents, shipping_tax_cents, tax_cents, total_cents, state, transaction_id, intent_id,
					expires_at, created_at, tax_name, tax_country, tax_region) VALUES
					('` + order + `', NULL, 'Saw', 'Ann', 'ann@example.com', '1 Mill Road', '555', 3, 1000, 3000, 500, 36, 136, 3636,
						'refunded', 'pi_1', 'pi_1', 9, 1, 'CA sales tax', 'US', 'CA'),
					('` + other + `', NULL, 'Saw', 'Ann', 'ann@example.com', '1 Mill Road', '555', 1, 1000, 1000, 0, 0, 0, 1000,
						'paid', 'pi_2', 'pi_2', 9, 1, '', 'US', 'OR')`,
				`INSERT INTO order_lines (order_id, seq, tool_id, tool_name, unit_price_cents, quantity, total_cents, tax_cents, refunded)
					VALUES ('` + order + `', 0, NULL, 'Saw', 1000, 3, 3000, 100, 3), ('` + other + `', 0, NULL, 'Saw', 1000, 1, 1000, 0, 0)`,
				`INSERT INTO refunds (order_id, seq, amount_cents, shipping_cents, refund_id, at) VALUES
					('` + order + `', 1, 1033, 0, 're_1', 7), ('` + order + `', 2, 2603, 536, 're_2', 8)`,
				`INSERT INTO refund_lines (order_id, refund_seq, line_seq, quantity, amount_cents, restocked) VALUES
					('` + order + `', 1, 0, 1, 1033, TRUE), ('` + order + `', 2, 0, 2, 2067, TRUE)`,
			} {
				if _, err := db.ExecForTest(ctx, statement); err != nil {
					t.Fatalf("%s: %v", statement, err)
				}
			}
			if err := db.Migrate(ctx); err != nil {
				t.Fatal(err)
			}
			o, err := db.Order(ctx, order)
			if err != nil {
				t.Fatal(err)
			}
			if o.TaxRate == nil || *o.TaxRate != 725 || o.TaxRateText() != "7.25 %" {
				t.Errorf("the order's rate %v", o.TaxRate)
			}
			if len(o.Refunds) != 2 || o.Refunds[0].Lines[0].Tax != 33 || o.Refunds[1].Lines[0].Tax != 67 ||
				o.Refunds[0].ShippingTax != 0 || o.Refunds[1].ShippingTax != 36 {
				t.Errorf("the refunds' tax %+v", o.Refunds)
			}
			if untaxed, err := db.Order(ctx, other); err != nil || untaxed.TaxRate != nil {
				t.Errorf("an order without tax: rate %v, %v", untaxed.TaxRate, err)
			}
		})
	}
}
