package store_test

import (
	"context"
	"testing"

	"toolshop"
)

// Migrations 390 and 391 leave every tool, order, cart and stock alert as it was: a tool
// sold in one form, lines of no variant; and a cart then holds two variants of one tool.
func TestMigrateToVariants(t *testing.T) {
	for _, kind := range []string{"sqlite", "postgres"} {
		t.Run(kind, func(t *testing.T) {
			ctx := context.Background()
			db := migratedBefore(t, kind, 390)
			const saw, order, user = "5a0000000000000000000001", "0a0000000000000000000001", "0c0000000000000000000001"
			for _, statement := range []string{
				`INSERT INTO tools (id, name, image, description, price_cents, min_order, available_quantity, created_at, sku)
					VALUES ('` + saw + `', 'Saw', '/s.svg', 'A saw.', 1250, 2, 10, 1, 'SAW-1')`,
				`INSERT INTO orders (id, tool_id, tool_name, customer_name, email, address, phone, quantity, unit_price_cents,
					subtotal_cents, total_cents, state, transaction_id, intent_id, expires_at, created_at) VALUES
					('` + order + `', '` + saw + `', 'Saw', 'Ann', 'ann@example.com', '1 Mill Road', '555', 2, 1250, 2500, 2500,
						'paid', 'pi_1', 'pi_1', 9, 1)`,
				`INSERT INTO order_lines (order_id, seq, tool_id, tool_name, unit_price_cents, quantity, total_cents)
					VALUES ('` + order + `', 0, '` + saw + `', 'Saw', 1250, 2, 2500)`,
				`INSERT INTO users (id, email, name, created_at) VALUES ('` + user + `', 'ann@example.com', 'Ann', 1)`,
				`INSERT INTO cart_lines (user_id, tool_id, tool_name, quantity, unit_price_cents, added_at)
					VALUES ('` + user + `', '` + saw + `', 'Saw', 3, 1250, 1)`,
				`INSERT INTO stock_alerts (id, tool_id, tool_name, stock, threshold, at)
					VALUES ('0d0000000000000000000001', '` + saw + `', 'Saw', 1, 4, 1)`,
			} {
				if _, err := db.ExecForTest(ctx, statement); err != nil {
					t.Fatalf("%s: %v", statement, err)
				}
			}
			if err := db.Migrate(ctx); err != nil {
				t.Fatal(err)
			}
			tool, err := db.Tool(ctx, saw)
			if err != nil || tool.Price != 1250 || tool.MinOrder != 2 || tool.AvailableQuantity != 10 || tool.SKU != "SAW-1" ||
				len(tool.Options) != 0 || len(tool.Variants) != 0 || len(tool.Parts) != 0 || tool.GTIN != "" {
				t.Fatalf("the saw %+v, %v", tool, err)
			}
			o, err := db.Order(ctx, order)
			if err != nil || len(o.Lines) != 1 || o.Lines[0].ToolID != saw || o.Lines[0].VariantID != "" || o.Lines[0].Quantity != 2 ||
				o.Total != 2500 {
				t.Errorf("the order %+v, %v", o, err)
			}
			ann := toolshop.User{ID: user, Email: "ann@example.com"}
			cart, err := db.Cart(ctx, ann)
			if err != nil || len(cart.Lines) != 1 || cart.Lines[0].Quantity != 3 || cart.Lines[0].Problem != "" || cart.Subtotal != 3750 {
				t.Errorf("the cart %+v, %v", cart, err)
			}
			alerts, err := db.ClaimStockAlerts(ctx, db.Now())
			if err != nil || len(alerts) != 1 || alerts[0].ToolID != saw || alerts[0].VariantID != "" {
				t.Errorf("the stock alert %+v, %v", alerts, err)
			}

			// The saw gains variants: the cart's line of the saw as it was is gone, and a
			// line of each variant stands beside it.
			options := []toolshop.Option{{Name: "Length", Values: []string{"450 mm", "550 mm"}}}
			short, long, stock := toolshop.Cents(1250), toolshop.Cents(1450), 5
			variants := []toolshop.VariantChanges{
				{Options: map[string]string{"Length": "450 mm"}, Price: &short, AvailableQuantity: &stock},
				{Options: map[string]string{"Length": "550 mm"}, Price: &long, AvailableQuantity: &stock},
			}
			sku := ""
			if _, err := db.UpdateTool(ctx, saw, toolshop.ToolChanges{Options: &options, Variants: &variants, SKU: &sku}); err != nil {
				t.Fatal(err)
			}
			tool, _ = db.Tool(ctx, saw)
			for _, v := range tool.Variants {
				if _, err := db.SetCartLine(ctx, ann, toolshop.CartItem{ToolID: saw, VariantID: v.ID, Quantity: 2}); err != nil {
					t.Fatal(err)
				}
			}
			cart, err = db.Cart(ctx, ann)
			if err != nil || len(cart.Lines) != 3 || cart.Lines[0].ProblemCode != toolshop.CartToolGone ||
				cart.Lines[1].VariantName != "450 mm" || cart.Lines[2].VariantName != "550 mm" || cart.Subtotal != 2*1250+2*1450 {
				t.Errorf("the cart of the saw's variants %+v, %v", cart, err)
			}
		})
	}
}
