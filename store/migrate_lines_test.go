package store_test

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"maps"
	"slices"
	"strings"
	"testing"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// Every order stored before orders had lines becomes a one-line order, nothing lost: a
// refunded order keeps its refund (made or still owed), a shipped one its date, and the
// sandbox's refunds their keys.
func TestMigrateOrdersToLines(t *testing.T) {
	for _, kind := range []string{"sqlite", "postgres"} {
		t.Run(kind, func(t *testing.T) {
			ctx := context.Background()
			db := migratedBefore(t, kind, 120)
			const saw = "5a0000000000000000000001"
			for _, statement := range []string{
				`INSERT INTO tools (id, name, image, description, price_cents, min_order, available_quantity, created_at)
					VALUES ('` + saw + `', 'Saw', '/s.svg', 'A saw.', 1250, 1, 10, 1)`,
				`INSERT INTO orders (id, tool_id, tool_name, customer_name, email, address, phone, quantity, unit_price_cents,
					total_cents, state, transaction_id, intent_id, refund_id, expires_at, created_at) VALUES
					('000000000000000000000001', '` + saw + `', 'Saw', 'Ann', 'ann@example.com', '1 Mill Road', '555', 2, 1250, 2500, 'refunded', 'pi_1', 'pi_1', 're_1', 9, 1),
					('000000000000000000000002', NULL, 'Gone drill', 'Ann', 'ann@example.com', '1 Mill Road', '555', 3, 1000, 3000, 'refunded', 'pi_2', 'pi_2', '', 9, 2),
					('000000000000000000000003', '` + saw + `', 'Saw', 'Bob', 'bob@example.com', '2 Mill Road', '556', 1, 1250, 1250, 'shipped', 'pi_3', 'pi_3', '', 9, 3),
					('000000000000000000000004', '` + saw + `', 'Saw', 'Bob', 'bob@example.com', '2 Mill Road', '556', 4, 1250, 5000, 'pending', '', '', '', 9, 4)`,
				`INSERT INTO order_events (order_id, seq, kind, at, actor) VALUES
					('000000000000000000000001', 0, 'placed', 1, 'customer'), ('000000000000000000000001', 1, 'paid', 5, 'customer'),
					('000000000000000000000001', 2, 'refunded', 7, 'boss@example.com'),
					('000000000000000000000002', 0, 'placed', 2, 'customer'), ('000000000000000000000002', 1, 'paid', 5, 'customer'),
					('000000000000000000000002', 2, 'refunded', 8, 'boss@example.com'),
					('000000000000000000000003', 0, 'placed', 3, 'customer'), ('000000000000000000000003', 1, 'paid', 5, 'customer'),
					('000000000000000000000003', 2, 'shipped', 6, 'boss@example.com'),
					('000000000000000000000004', 0, 'placed', 4, 'customer')`,
				`INSERT INTO sandbox_intents (id, client_secret, order_id, amount_cents, currency, status, created_at)
					VALUES ('pi_1', 's1', '000000000000000000000001', 2500, 'usd', 'succeeded', 1)`,
				`INSERT INTO sandbox_refunds (id, intent_id, amount_cents, created_at) VALUES ('re_1', 'pi_1', 2500, 7)`,
			} {
				if _, err := db.ExecForTest(ctx, statement); err != nil {
					t.Fatalf("%s: %v", statement, err)
				}
			}
			if err := db.Migrate(ctx); err != nil {
				t.Fatal(err)
			}

			orders, _, err := db.Orders(ctx, toolshop.OrderFilter{})
			if err != nil || len(orders) != 4 {
				t.Fatalf("orders %+v, %v", orders, err)
			}
			for _, o := range orders {
				if len(o.Lines) != 1 || o.Lines[0].Quantity != o.Quantity || o.Lines[0].Total != o.Total ||
					o.Lines[0].ToolName != o.ToolName || o.Lines[0].ToolID != o.ToolID || o.Lines[0].UnitPrice != o.UnitPrice {
					t.Errorf("order %s: lines %+v", o.ID, o.Lines)
				}
			}
			refunded, err := db.Order(ctx, "000000000000000000000001")
			if err != nil {
				t.Fatal(err)
			}
			if len(refunded.Refunds) != 1 || refunded.Refunds[0].ProviderID != "re_1" || refunded.RefundedAmount() != 2500 ||
				refunded.Refunds[0].At.UnixNano() != 7 || !refunded.Refunds[0].Lines[0].Restock || refunded.Lines[0].Refunded != 2 {
				t.Errorf("refunded order %+v", refunded)
			}
			owed, err := db.Order(ctx, "000000000000000000000002")
			if err != nil {
				t.Fatal(err)
			}
			if o := owed.OwedRefunds(); len(o) != 1 || o[0].Amount != 3000 || owed.Lines[0].ToolID != "" {
				t.Errorf("order still owed its refund: %+v", owed)
			}
			shipped, err := db.Order(ctx, "000000000000000000000003")
			if err != nil || shipped.ShippedAt.UnixNano() != 6 || len(shipped.Refunds) != 0 {
				t.Errorf("shipped order %+v, %v", shipped, err)
			}
			unsettled, err := db.UnsettledOrders(ctx)
			if err != nil || len(unsettled) != 1 || unsettled[0].ID != owed.ID {
				t.Errorf("unsettled %+v, %v", unsettled, err)
			}
			var key string
			if err := db.QueryRowForTest(ctx, `SELECT idempotency_key FROM sandbox_refunds`).Scan(&key); err != nil || key != "refund-pi_1" {
				t.Errorf("sandbox refund key %q, %v", key, err)
			}
		})
	}
}

// Links stored before only web links were kept are cleared by migration 150, each logged once
// with where it was and what it held; web links and the shop's own paths stay.
func TestMigrateClearsLinksThatAreNoWebLinks(t *testing.T) {
	for _, kind := range []string{"sqlite", "postgres"} {
		t.Run(kind, func(t *testing.T) {
			ctx := context.Background()
			db := migratedBefore(t, kind, 150)
			for _, statement := range []string{
				`INSERT INTO users (id, email, name, linkedin, created_at) VALUES
					('u1', 'ann@example.com', 'Ann', 'javascript:alert(1)', 1),
					('u2', 'bob@example.com', 'Bob', 'https://www.linkedin.com/in/bob', 1)`,
				`INSERT INTO tools (id, name, image, description, price_cents, min_order, available_quantity, created_at) VALUES
					('5a0000000000000000000001', 'Saw', 'data:image/svg+xml,<svg/>', 'A saw.', 100, 1, 1, 1),
					('5a0000000000000000000002', 'Level', '/images/demo/level.svg', 'A level.', 100, 1, 1, 1)`,
			} {
				if _, err := db.ExecForTest(ctx, statement); err != nil {
					t.Fatal(err)
				}
			}
			if err := db.Migrate(ctx); err != nil {
				t.Fatal(err)
			}
			var logged bytes.Buffer
			log := slog.New(slog.NewTextHandler(&logged, nil))
			if err := db.LogMigrationNotes(ctx, log); err != nil {
				t.Fatal(err)
			}
			for _, want := range []string{"javascript:alert(1)", "ann@example.com", "data:image/svg+xml", "5a0000000000000000000001"} {
				if !strings.Contains(logged.String(), want) {
					t.Errorf("the log lacks %q:\n%s", want, logged.String())
				}
			}
			if strings.Contains(logged.String(), "linkedin.com") || strings.Contains(logged.String(), "level.svg") {
				t.Errorf("web links logged as cleared:\n%s", logged.String())
			}
			ann, err := db.Profile(ctx, "ann@example.com")
			if err != nil || ann.LinkedIn != "" {
				t.Errorf("Ann's link %q, %v", ann.LinkedIn, err)
			}
			if bob, _ := db.Profile(ctx, "bob@example.com"); bob.LinkedIn != "https://www.linkedin.com/in/bob" {
				t.Errorf("Bob's link %q", bob.LinkedIn)
			}
			if saw, _ := db.Tool(ctx, "5a0000000000000000000001"); saw.Image != "" {
				t.Errorf("the saw's image %q", saw.Image)
			}
			logged.Reset()
			if err := db.LogMigrationNotes(ctx, log); err != nil || logged.Len() != 0 {
				t.Errorf("logged twice: %s, %v", logged.String(), err)
			}
		})
	}
}

// migratedBefore opens a new database of kind ("sqlite" or "postgres") migrated up to the
// migration numbered version, which is left to the test to run.
func migratedBefore(t *testing.T, kind string, version int) *store.DB {
	t.Helper()
	var db *store.DB
	var err error
	if kind == "sqlite" {
		db, err = store.Open("", t.TempDir())
	} else {
		db, err = store.Open(storetest.PostgresURL(t), "")
	}
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if err := db.MigrateBeforeForTest(context.Background(), version); err != nil {
		t.Fatal(err)
	}
	return db
}

// Places kept as text become codes by migration 180 where their names are known; a tax rate
// it cannot read, or which would repeat another's, is switched off and logged; orders learn
// where they were taxed.
func TestMigratePlacesToCodes(t *testing.T) {
	for _, kind := range []string{"sqlite", "postgres"} {
		t.Run(kind, func(t *testing.T) {
			ctx := context.Background()
			db := migratedBefore(t, kind, 180)
			for _, statement := range []string{
				`INSERT INTO settings (key, value) VALUES ('shop', '{"legalName":"Tools","country":"US","region":"california"}')`,
				`INSERT INTO tax_rates (id, country, region, name, rate) VALUES
					('r1', 'US', 'CA', 'CA sales tax', 725), ('r2', 'us', 'California', 'Again', 700),
					('r3', 'US', 'New York', 'NY sales tax', 400), ('r4', 'US', 'BY) AND 3067=7570-- ZPYR', 'Odd', 100),
					('r5', 'DE', '', 'VAT', 1900)`,
				`INSERT INTO shipping_methods (id, name, price_cents, countries, created_at) VALUES ('m1', 'Post', 500, 'GB,UK,US', 1)`,
				`INSERT INTO orders (id, tool_id, tool_name, customer_name, email, address, phone, quantity, unit_price_cents,
					total_cents, state, expires_at, created_at, country, region) VALUES
					('000000000000000000000001', NULL, 'Saw', 'Ann', 'ann@example.com', '1 Mill Road', '555', 1, 100, 100, 'paid', 9, 1, 'United States', 'California'),
					('000000000000000000000002', NULL, 'Saw', 'Ann', 'ann@example.com', '1 Mill Road', '555', 1, 100, 100, 'paid', 9, 2, '', ''),
					('000000000000000000000003', NULL, 'Saw', 'Ann', 'ann@example.com', '1 Mill Road', '555', 1, 100, 100, 'paid', 9, 3, 'Un', 'Somewhere')`,
			} {
				if _, err := db.ExecForTest(ctx, statement); err != nil {
					t.Fatalf("%s: %v", statement, err)
				}
			}
			if err := db.Migrate(ctx); err != nil {
				t.Fatal(err)
			}
			var logged bytes.Buffer
			if err := db.LogMigrationNotes(ctx, slog.New(slog.NewTextHandler(&logged, nil))); err != nil {
				t.Fatal(err)
			}
			for _, want := range []string{"r2", "r4", "ZPYR", "UK", "m1"} {
				if !strings.Contains(logged.String(), want) {
					t.Errorf("the log lacks %q:\n%s", want, logged.String())
				}
			}
			if strings.Contains(logged.String(), "r3") || strings.Contains(logged.String(), "r5") {
				t.Errorf("rates read logged:\n%s", logged.String())
			}
			shop, err := db.ShopSettings(ctx)
			if err != nil || shop.Country != "US" || shop.Region != "CA" {
				t.Errorf("the shop's home %+v, %v", shop, err)
			}
			rates, err := db.TaxRates(ctx)
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]string{}
			for _, r := range rates {
				got[r.ID] = fmt.Sprintf("%s/%s off=%v", r.Country, r.Region, r.Off)
			}
			want := map[string]string{"r1": "US/CA off=false", "r2": "us/California off=true", "r3": "US/NY off=false",
				"r4": "US/BY) AND 3067=7570-- ZPYR off=true", "r5": "DE/ off=false"}
			if !maps.Equal(got, want) {
				t.Errorf("rates %v, want %v", got, want)
			}
			methods, err := db.ShippingMethods(ctx)
			if err != nil || !slices.Equal(methods[0].Countries, []string{"GB", "US"}) {
				t.Errorf("methods %+v, %v", methods, err)
			}
			for id, want := range map[string]string{
				"000000000000000000000001": "US/CA taxed in US/CA",
				"000000000000000000000002": "/ taxed in US/CA",
				"000000000000000000000003": "Un/Somewhere taxed in Un/Somewhere",
			} {
				o, err := db.Order(ctx, id)
				if got := fmt.Sprintf("%s/%s taxed in %s/%s", o.Country, o.Region, o.TaxCountry, o.TaxRegion); err != nil || got != want {
					t.Errorf("order %s: %s, want %s (%v)", id, got, want, err)
				}
			}
		})
	}
}

// Migration 170 drops the foreign key of orders' and lines' tool_id and loses nothing: an
// order keeps its lines, refunds, events, payment and place in the search of orders; a tool
// deleted afterwards leaves its id on them.
func TestMigrateKeepsSoldTools(t *testing.T) {
	for _, kind := range []string{"sqlite", "postgres"} {
		t.Run(kind, func(t *testing.T) {
			ctx := context.Background()
			db := migratedBefore(t, kind, 170)
			const saw, order = "5a0000000000000000000001", "000000000000000000000001"
			for _, statement := range []string{
				`INSERT INTO tools (id, name, image, description, price_cents, min_order, available_quantity, created_at)
					VALUES ('` + saw + `', 'Saw', '/s.svg', 'A saw.', 1250, 1, 10, 1)`,
				`INSERT INTO orders (id, tool_id, tool_name, customer_name, email, address, phone, quantity, unit_price_cents,
					subtotal_cents, total_cents, state, transaction_id, intent_id, expires_at, created_at) VALUES
					('` + order + `', '` + saw + `', 'Saw', 'Ann', 'ann@example.com', '1 Mill Road', '555', 2, 1250, 2500, 2500, 'paid', 'pi_1', 'pi_1', 9, 1)`,
				`INSERT INTO order_lines (order_id, seq, tool_id, tool_name, unit_price_cents, quantity, total_cents, refunded)
					VALUES ('` + order + `', 0, '` + saw + `', 'Saw', 1250, 2, 2500, 1)`,
				`INSERT INTO order_events (order_id, seq, kind, at, actor) VALUES
					('` + order + `', 0, 'placed', 1, 'customer'), ('` + order + `', 1, 'paid', 5, 'customer')`,
				`INSERT INTO refunds (order_id, seq, amount_cents, refund_id, at) VALUES ('` + order + `', 1, 1250, 're_1', 7)`,
				`INSERT INTO refund_lines (order_id, refund_seq, line_seq, quantity, amount_cents, restocked)
					VALUES ('` + order + `', 1, 0, 1, 1250, TRUE)`,
				`INSERT INTO sandbox_intents (id, client_secret, order_id, amount_cents, currency, status, created_at)
					VALUES ('pi_1', 's1', '` + order + `', 2500, 'usd', 'succeeded', 1)`,
			} {
				if _, err := db.ExecForTest(ctx, statement); err != nil {
					t.Fatalf("%s: %v", statement, err)
				}
			}
			if err := db.Migrate(ctx); err != nil {
				t.Fatal(err)
			}
			var intents int
			if err := db.QueryRowForTest(ctx, `SELECT COUNT(*) FROM sandbox_intents`).Scan(&intents); err != nil || intents != 1 {
				t.Errorf("payment intents after the migration: %d, %v", intents, err)
			}
			found, _, err := db.Orders(ctx, toolshop.OrderFilter{Text: "ann"})
			if err != nil || len(found) != 1 {
				t.Errorf("orders found by their customer: %+v, %v", found, err)
			}
			if _, err := db.DeleteTool(ctx, saw); err != nil {
				t.Fatal(err)
			}
			o, err := db.Order(ctx, order)
			if err != nil {
				t.Fatal(err)
			}
			if o.ToolID != saw || len(o.Lines) != 1 || o.Lines[0].ToolID != saw || o.Lines[0].Refunded != 1 ||
				len(o.Refunds) != 1 || o.Refunds[0].ProviderID != "re_1" || len(o.Events) != 2 {
				t.Errorf("the order of a deleted tool: %+v", o)
			}
		})
	}
}
