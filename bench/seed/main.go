// Command seed fills a new shop's database for make bench and make lighthouse: the demo
// catalogue, then as many tools again as -tools asks, added through the catalogue import
// (store.ImportTools, what POST /admin/tools/import applies, so the search index and its
// vocabulary are the store's own), and -orders orders with their events in SQL.
//
//	seed -data DIR -tools 100000 -orders 100000      # SQLite in DIR
//	seed -database postgres://… -tools 100000 -orders 100000
//	seed -data DIR -add -tools 100000 -orders 300000   # into a shop that holds data already
//	seed -data DIR -add -forms -tools 0 -orders 0      # a tool in variants and a kit, added
package main

import (
	"context"
	"database/sql"
	"flag"
	"fmt"
	"log"
	"path/filepath"
	"time"

	"toolshop"
	"toolshop/demo"
	"toolshop/store"
)

func main() {
	databaseURL := flag.String("database", "", "PostgreSQL URL (SQLite in -data without one)")
	dataDir := flag.String("data", "", "the shop's data folder, for SQLite")
	tools := flag.Int("tools", 100000, "tools to add to the demo catalogue")
	orders := flag.Int("orders", 100000, "orders to add")
	add := flag.Bool("add", false, "add to a shop that holds data already, without the demo catalogue")
	withForms := flag.Bool("forms", false, "add a tool sold in variants and a kit (to a shop seeded before variants)")
	flag.Parse()
	ctx := context.Background()
	started := time.Now()
	if err := seedCatalogue(ctx, *databaseURL, *dataDir, *tools, *add); err != nil {
		log.Fatal(err)
	}
	if *withForms {
		if err := addForms(ctx, *databaseURL, *dataDir); err != nil {
			log.Fatal(err)
		}
	}
	cataloguedIn := time.Since(started)
	if err := seedOrders(ctx, *databaseURL, *dataDir, *orders); err != nil {
		log.Fatal(err)
	}
	fmt.Printf("%d tools in %.1f s, %d orders in %.1f s\n", *tools, cataloguedIn.Seconds(),
		*orders, (time.Since(started) - cataloguedIn).Seconds())
}

// seedCatalogue migrates a new database, loads the demo catalogue and imports n tools in one
// import, as a catalogue file of n lines would be; with add, it imports them into the shop
// as it is.
func seedCatalogue(ctx context.Context, databaseURL, dataDir string, n int, add bool) error {
	db, err := store.Open(databaseURL, dataDir)
	if err != nil {
		return err
	}
	defer db.Close()
	if err := db.Migrate(ctx); err != nil {
		return err
	}
	if !add {
		if empty, err := db.IsEmpty(ctx); err != nil || !empty {
			return fmt.Errorf("seed a new database only, or add (empty: %v, %v)", empty, err)
		}
		if err := demo.Load(ctx, db, db, db, db); err != nil {
			return err
		}
	}
	lines := make([]toolshop.ToolLine, n)
	for i := range lines {
		lines[i] = toolshop.ToolLine{Line: i + 2, Changes: tool(i)}
	}
	plan, err := db.ImportTools(ctx, lines, true)
	if err != nil {
		return err
	}
	return plan.Err()
}

// forms are what a shop that sells variants and kits holds, for a shop seeded before them
// (bench/checkout.sh with BASE, whose shop an older commit's demo catalogue filled), written
// as the demo catalogue writes its tools: a drill sold in variants, a battery, a charger, and
// a kit of the drill's 18V variant, two batteries and the charger.
const forms = `{"tools": [
  {"name": "BENCH COMBI DRILL", "image": "/images/demo/cordless-drill.svg", "description": "A combi drill, bare or in a kit.",
    "category": "power-tools", "options": [{"name": "Voltage", "values": ["12V", "18V"]}, {"name": "Kit", "values": ["Bare tool", "2 batteries + charger"]}],
    "variants": [{"options": {"Voltage": "12V", "Kit": "Bare tool"}, "sku": "BENCH-CD12", "price": 79, "availableQuantity": 1000},
      {"options": {"Voltage": "18V", "Kit": "Bare tool"}, "sku": "BENCH-CD18", "price": 109, "availableQuantity": 1000}]},
  {"name": "BENCH 18V BATTERY", "image": "/images/demo/battery.svg", "description": "A battery of the drill.",
    "category": "power-tools", "sku": "BENCH-B18", "price": 39, "minOrder": 1, "availableQuantity": 1000},
  {"name": "BENCH FAST CHARGER", "image": "/images/demo/charger.svg", "description": "A charger of the battery.",
    "category": "power-tools", "sku": "BENCH-C18", "price": 29, "minOrder": 1, "availableQuantity": 1000}
], "kits": [
  {"tool": "BENCH COMBI DRILL", "options": {"Voltage": "18V", "Kit": "2 batteries + charger"}, "sku": "BENCH-CD18-K", "price": 169,
    "parts": [{"sku": "BENCH-CD18", "quantity": 1}, {"sku": "BENCH-B18", "quantity": 2}, {"sku": "BENCH-C18", "quantity": 1}]}
]}`

// addForms adds the forms to the shop (demo.AddTools).
func addForms(ctx context.Context, databaseURL, dataDir string) error {
	db, err := store.Open(databaseURL, dataDir)
	if err != nil {
		return err
	}
	defer db.Close()
	return demo.AddTools(ctx, db, []byte(forms))
}

// Words the tools are made of, so that a search such as "cordless drill" finds a share of
// them as it would in a hardware shop's catalogue, in names and descriptions.
var (
	brands = []string{"ACME", "BOLT", "FORGE", "GRANITE", "IRONSIDE", "KEYSTONE", "NORTHWOOD", "REDLINE"}
	traits = []string{"CORDLESS", "BRUSHLESS", "COMPACT", "HEAVY DUTY", "STEEL", "18V", "12V", "MINI", "PRO",
		"INDUSTRIAL", "ROTARY", "FIBREGLASS"}
	uses  = []string{"joinery", "metalwork", "site", "workshop", "garden", "plumbing", "electrical", "masonry"}
	kinds = []struct{ name, category, image string }{
		{"DRILL", "power-tools", "cordless-drill"},
		{"IMPACT DRIVER", "power-tools", "impact-driver"},
		{"ANGLE GRINDER", "power-tools", "angle-grinder"},
		{"CIRCULAR SAW", "power-tools", "circular-saw"},
		{"JIGSAW", "power-tools", "jigsaw"},
		{"CLAW HAMMER", "hand-tools", "claw-hammer"},
		{"SCREWDRIVER SET", "hand-tools", "screwdriver-set"},
		{"PLIERS", "hand-tools", "combination-pliers"},
		{"ADJUSTABLE WRENCH", "hand-tools", "adjustable-wrench"},
		{"HAND SAW", "hand-tools", "hand-saw"},
		{"SOCKET SET", "hand-tools", "socket-set"},
		{"TAPE MEASURE", "measuring", "tape-measure"},
		{"SPIRIT LEVEL", "measuring", "spirit-level"},
	}
)

// tool is the i-th seeded tool: every combination of trait and kind recurs, with its own
// brand, model number, price and stock (one in 50 sold out).
func tool(i int) toolshop.ToolChanges {
	kind, trait := kinds[i%len(kinds)], traits[(i/len(kinds))%len(traits)]
	name := fmt.Sprintf("%s %s %s %d", brands[i%len(brands)], trait, kind.name, 1000+i)
	description := fmt.Sprintf("%s %s for %s work: %s, model %d.", traits[(i/7)%len(traits)], kind.name,
		uses[(i/3)%len(uses)], traits[(i/11)%len(traits)], i)
	image := "/images/demo/" + kind.image + ".svg"
	price, minOrder, stock := toolshop.Cents(499+(i*7919)%50000), 1+i%3, (i*37)%50
	brand := brands[i%len(brands)]
	return toolshop.ToolChanges{Name: &name, Description: &description, Image: &image, Price: &price,
		MinOrder: &minOrder, AvailableQuantity: &stock, Category: &kind.category, Brand: &brand, Specs: specs(i, brand)}
}

// specs are the i-th seeded tool's specifications: a voltage and battery platform for two in
// three, a chuck size for one in four, a weight for all, as the search's filters count them.
func specs(i int, brand string) *[]toolshop.ToolSpec {
	s := []toolshop.ToolSpec{{Name: "Weight", Value: fmt.Sprintf("%.1f kg", 0.5+float64(i%30)/10)}}
	if voltage := []string{"12V", "18V", "20V", ""}[i%4]; i%3 > 0 && voltage != "" {
		s = append(s, toolshop.ToolSpec{Name: "Voltage", Value: voltage},
			toolshop.ToolSpec{Name: "Battery platform", Value: brand + " " + voltage})
	}
	if i%4 == 0 {
		s = append(s, toolshop.ToolSpec{Name: "Chuck size", Value: []string{"10 mm", "13 mm"}[i/4%2]})
	}
	return &s
}

// seedOrders adds n orders of the catalogue's first thousand tools by two thousand customers,
// spread over the two years before now, with their events; most paid or shipped, some
// cancelled, expired or refunded, none pending (the shop would expire them at once). No
// store method adds orders in bulk, so this is SQL both databases run, on the tables as
// migrated, as store/stats_test.go's seedOrders does; the store is closed first (on SQLite it
// holds the data folder).
func seedOrders(ctx context.Context, databaseURL, dataDir string, n int) error {
	if n == 0 {
		return nil
	}
	driver, dsn := "pgx", databaseURL
	if databaseURL == "" {
		driver, dsn = "sqlite", "file:"+filepath.Join(dataDir, "toolshop.db")+"?_pragma=busy_timeout(10000)"
	}
	db, err := sql.Open(driver, dsn) // the drivers the store registers
	if err != nil {
		return err
	}
	defer db.Close()
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	const span = 2 * 365 * 24 * time.Hour
	start := time.Now().Add(-span).UnixNano()
	// An order's id is 24 hex digits, as the shop's are: b…b then the order's number. The
	// events are those of these orders alone: the shop may hold others (-add).
	statements := []struct {
		query string
		args  []any
	}{
		{`WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < $1),
			t AS (SELECT id, name, price_cents, ROW_NUMBER() OVER (ORDER BY created_at, id) - 1 AS k FROM tools
				ORDER BY created_at, id LIMIT 1000)
		INSERT INTO orders (id, tool_id, tool_name, customer_name, email, address, phone, quantity,
			unit_price_cents, total_cents, state, expires_at, created_at)
		SELECT 'bbbbbbbbbbbbbbb' || (100000000 + i), t.id, t.name, 'Customer ' || (i % 2000), 'customer' || (i % 2000) || '@example.com',
			(1 + i % 300) || ' Mill Road', '555-' || (1000 + i % 9000), 1 + i % 3, t.price_cents,
			(1 + i % 3) * t.price_cents,
			CASE i % 20 WHEN 0 THEN 'refunded' WHEN 1 THEN 'expired' WHEN 2 THEN 'cancelled' WHEN 3 THEN 'paid'
				WHEN 4 THEN 'paid' ELSE 'shipped' END,
			CAST($2 AS BIGINT) + i * CAST($3 AS BIGINT) + 3600000000000, CAST($2 AS BIGINT) + i * CAST($3 AS BIGINT)
		FROM n JOIN t ON t.k = n.i % 1000`, []any{n - 1, start, int64(span) / int64(n)}},
		{`INSERT INTO order_events (order_id, seq, kind, at, actor)
			SELECT id, 0, 'placed', created_at, 'customer' FROM orders WHERE id LIKE 'bbbbbbbbbbbbbbb%'`, nil},
		{`INSERT INTO order_events (order_id, seq, kind, at, actor)
			SELECT id, 1, state, expires_at, 'shop' FROM orders WHERE state = 'expired' AND id LIKE 'bbbbbbbbbbbbbbb%'`, nil},
		{`INSERT INTO order_events (order_id, seq, kind, at, actor)
			SELECT id, 1, 'cancelled', created_at + 600000000000, 'customer' FROM orders
			WHERE state = 'cancelled' AND id LIKE 'bbbbbbbbbbbbbbb%'`, nil},
		{`INSERT INTO order_events (order_id, seq, kind, at, actor)
			SELECT id, 1, 'paid', created_at + 60000000000, 'customer' FROM orders
			WHERE state IN ('paid', 'shipped', 'refunded') AND id LIKE 'bbbbbbbbbbbbbbb%'`, nil},
		{`INSERT INTO order_events (order_id, seq, kind, at, actor)
			SELECT id, 2, state, created_at + 86400000000000, 'admin@example.com' FROM orders
			WHERE state IN ('shipped', 'refunded') AND id LIKE 'bbbbbbbbbbbbbbb%'`, nil},
	}
	for _, s := range statements {
		if _, err := tx.ExecContext(ctx, s.query, s.args...); err != nil {
			return fmt.Errorf("seed orders: %w", err)
		}
	}
	if err := tx.Commit(); err != nil || driver != "pgx" {
		return err
	}
	// PostgreSQL's autovacuum would vacuum and analyze the new rows within a minute or so; the
	// bench measures the shop as it runs after that, not in that minute. (SQLite has no such
	// thing, and the shop runs no ANALYZE.)
	_, err = db.ExecContext(ctx, "VACUUM ANALYZE")
	return err
}
