package store_test

import (
	"context"
	"regexp"
	"slices"
	"strings"
	"testing"

	"toolshop/store"
	"toolshop/store/storetest"
)

// Every query of the checkout's and the payment's path is served by an index that covers
// what it tests, however many orders a customer or the shop holds (issue 46): SQLite's plan of
// each, in a shop of thousands of orders (one customer holding half of them), reads no table
// whole, and looks rows up through an index of the rows alone, or by what names one thing (an
// order, an account, a checkout's key), never walking a customer's orders row by row. The
// plans are checked as a new shop makes them and again once the tables are analyzed.
func TestCheckoutQueriesUseIndexes(t *testing.T) {
	db := storetest.SQLite(t)
	storetest.Exec(t, db, `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 4000)
		INSERT INTO orders (id, tool_id, tool_name, customer_name, email, address, phone, quantity, unit_price_cents,
			total_cents, created_at, expires_at, state, guest, transaction_id, discount_code, checkout_key)
		SELECT 'o' || i, 't1', 'Drill', 'Buyer', CASE WHEN i % 2 = 0 THEN 'buyer@example.com' ELSE 'b' || i || '@example.com' END,
			'1 Mill Road', '555', 1, 1000, 1000, i, 9000000000000000000, CASE WHEN i % 3 = 0 THEN 'paid' ELSE 'pending' END,
			i % 5 = 0, CASE WHEN i % 3 = 0 THEN 'pi' || i ELSE '' END, CASE WHEN i % 4 = 0 THEN 'SAVE10' ELSE '' END, 'k' || i
		FROM n`)
	storetest.Exec(t, db, `INSERT INTO order_lines (order_id, seq, tool_id, tool_name, unit_price_cents, quantity, total_cents)
		SELECT id, 0, tool_id, tool_name, 1000, 1, 1000 FROM orders`)
	storetest.Exec(t, db, `INSERT INTO order_events (order_id, seq, kind, at, actor) SELECT id, 0, 'placed', created_at, email FROM orders`)
	for _, analyzed := range []bool{false, true} {
		if analyzed {
			storetest.Exec(t, db, `ANALYZE`)
		}
		for _, q := range store.CheckoutQueriesForTest() {
			steps := plan(t, db, q)
			for _, step := range steps {
				if why := unbounded(t, db, steps, step); why != "" {
					t.Errorf("%s (analyzed %v): %s: %s", q.Name, analyzed, step, why)
				}
			}
		}
	}
}

// plan is the steps of SQLite's plan of the query.
func plan(t *testing.T, db *store.DB, q store.PlannedQuery) []string {
	t.Helper()
	rows, err := db.QueryForTest(context.Background(), `EXPLAIN QUERY PLAN `+q.SQL, q.Args...)
	if err != nil {
		t.Fatalf("%s: %v", q.Name, err)
	}
	defer rows.Close()
	var steps []string
	for rows.Next() {
		var id, parent, unused int
		var detail string
		if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
			t.Fatal(err)
		}
		steps = append(steps, detail)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return steps
}

var (
	lookup = regexp.MustCompile(`^SEARCH \S+ USING INDEX (\S+) \((.*)\)`)
	// naming are the columns whose one value names one thing: rows found by them are that
	// order's, that account's or that checkout's alone.
	naming = regexp.MustCompile(`\b(id|order_id|user_id|checkout_key|key_hash)=\?`)
)

// unbounded says why a step of a plan reads more rows as orders grow, or "". A scan of a
// subquery's rows (a count's, which stops at its limit) reads no table.
func unbounded(t *testing.T, db *store.DB, steps []string, step string) string {
	switch {
	case strings.HasPrefix(step, "SCAN ") && !slices.Contains(steps, "CO-ROUTINE "+strings.TrimPrefix(step, "SCAN ")) &&
		step != "SCAN CONSTANT ROW":
		return "reads a whole table"
	case lookup.MatchString(step):
		m := lookup.FindStringSubmatch(step)
		if naming.MatchString(m[2]) {
			return ""
		}
		unique := storetest.Strings(t, db, `SELECT i."unique" FROM sqlite_master m, pragma_index_list(m.name) i
			WHERE m.type = 'table' AND i.name = $1`, m[1])
		if len(unique) == 1 && unique[0] == "1" {
			return ""
		}
		return "looks up each row the index finds in its table"
	}
	return ""
}
