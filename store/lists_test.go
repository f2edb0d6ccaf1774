package store_test

import (
	"context"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"testing"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// The lists find a text anywhere in a searched column, in any case, and nowhere else: in the
// middle of a word, any letter in any case but with its accent, with % and _ as themselves,
// never across two columns, the same on both databases whether the text is long enough for
// the trigram index or not. The index follows
// renames and deletions.
func TestListSearch(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		var ids []string
		for _, u := range []toolshop.User{
			{Name: "Émile Zola", Email: "emile@example.com"},
			{Name: "Ann", Email: "nick@example.com"},
			{Name: "100% Ann", Email: "ann_b@shop.test"},
			{Name: "Annxb", Email: "annxb@shop.test"},
		} {
			made, err := db.CreateUser(ctx, u)
			if err != nil {
				t.Fatal(err)
			}
			ids = append(ids, made.ID)
		}
		storetest.Exec(t, db, `INSERT INTO tools (id, name, image, description, price_cents, min_order, available_quantity, created_at)
			VALUES ('t1', 'Claw Hammer', '/x.svg', 'A tool.', 100, 1, 10, 0)`)
		storetest.Exec(t, db, `INSERT INTO orders (id, tool_id, tool_name, customer_name, email, address, phone, quantity,
			unit_price_cents, total_cents, state, expires_at, created_at)
			VALUES ('0a1b2c3d4e5f', 't1', 'Claw Hammer', 'Émile Zola', 'emile@example.com', '1 Mill Road', '555', 1, 100, 100, 'paid', 0, 1),
				('9f8e7d6c5b4a', 't1', 'Claw Hammer', 'Ann', 'nick@example.com', '1 Mill Road', '555', 1, 100, 100, 'paid', 0, 2)`)
		users := func(q string) []string {
			t.Helper()
			return searchList(t, q, toolshop.ParseUserFilter, db.Users, func(u toolshop.User) string { return u.Email })
		}
		for _, c := range []struct {
			q    string
			want []string
		}{
			{"MIL", []string{"emile@example.com"}},     // in a word, in another case
			{"ÉMILE z", []string{"emile@example.com"}}, // a letter beyond ASCII in another case
			{"émile", []string{"emile@example.com"}},
			{"emile z", nil},                      // accents are kept
			{"zo", []string{"emile@example.com"}}, // too short for a trigram
			{"é", []string{"emile@example.com"}},
			{"ÉM", []string{"emile@example.com"}},
			{"Zo", []string{"emile@example.com"}},
			{"nni", nil},                       // "Ann" then "nick@…" is no text
			{"%", []string{"ann_b@shop.test"}}, // % is itself
			{"0% a", []string{"ann_b@shop.test"}},
			{"_", []string{"ann_b@shop.test"}}, // _ is itself
			{"n_b", []string{"ann_b@shop.test"}},
			{"@shop.test", []string{"ann_b@shop.test", "annxb@shop.test"}},
			{`"ann"`, nil}, // quotes are themselves too
			{"ann", []string{"nick@example.com", "ann_b@shop.test", "annxb@shop.test"}},
		} {
			if got := users(c.q); !slices.Equal(got, c.want) {
				t.Errorf("users %q: %q, want %q", c.q, got, c.want)
			}
		}
		if _, err := db.Rename(ctx, ids[0], "Gustave Flaubert"); err != nil {
			t.Fatal(err)
		}
		storetest.Exec(t, db, `DELETE FROM users WHERE id = $1`, ids[3])
		for q, want := range map[string][]string{"zola": nil, "flaub": {"emile@example.com"}, "annx": nil} {
			if got := users(q); !slices.Equal(got, want) {
				t.Errorf("after the changes, users %q: %q, want %q", q, got, want)
			}
		}

		// The orders are found the moment they are placed, and as well once in the index of
		// every order.
		for _, when := range []string{"placed", "indexed"} {
			if when == "indexed" {
				if err := db.IndexNewOrders(ctx); err != nil {
					t.Fatal(err)
				}
			}
			for q, want := range map[string][]string{
				"#4E5F": {"0a1b2c3d4e5f"}, "émile": {"0a1b2c3d4e5f"}, "NICK@": {"9f8e7d6c5b4a"},
				"aw ham": {"9f8e7d6c5b4a", "0a1b2c3d4e5f"}, "4aan": nil, "4a": {"9f8e7d6c5b4a"}, "É": {"0a1b2c3d4e5f"},
			} {
				if got := searchOrders(t, db, q); !slices.Equal(got, want) {
					t.Errorf("%s, orders %q: %q, want %q", when, q, got, want)
				}
			}
		}
	})
}

// searchOrders is the ids of the orders the list finds by a text, newest first.
func searchOrders(t *testing.T, db *store.DB, q string) []string {
	t.Helper()
	return searchList(t, q, toolshop.ParseOrderFilter, db.Orders, func(o toolshop.Order) string { return o.ID })
}

// searchList is what a list finds by a text, in its order, each named by key; the total it
// tells must be what it found.
func searchList[F, T any](t *testing.T, q string, parse func(url.Values) (F, error),
	list func(context.Context, F) ([]T, int, error), key func(T) string) []string {
	t.Helper()
	f, err := parse(url.Values{"q": {q}})
	if err != nil {
		t.Fatal(err)
	}
	found, total, err := list(context.Background(), f)
	if err != nil {
		t.Fatalf("%q: %v", q, err)
	}
	var keys []string
	for _, item := range found {
		keys = append(keys, key(item))
	}
	if total != len(keys) {
		t.Errorf("%q: total %d for %d found", q, total, len(keys))
	}
	return keys
}

// An order is searched in the index of recent orders until IndexNewOrders moves it into the
// index of every order; changed or deleted, it is changed or deleted in the index that holds
// it. Both indexes stay whole (FTS5's integrity check), and once every order is indexed the
// index of every order is true to the table, row by row.
func TestIndexNewOrders(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		place := func(id, name string) {
			storetest.Exec(t, db, `INSERT INTO orders (id, tool_id, tool_name, customer_name, email, address, phone, quantity,
				unit_price_cents, total_cents, state, expires_at, created_at)
				VALUES ($1, NULL, 'Claw Hammer', $2, 'ann@example.com', '1 Mill Road', '555', 1, 100, 100, 'paid', 0, 1)`, id, name)
		}
		index := func() {
			if err := db.IndexNewOrders(ctx); err != nil {
				t.Fatal(err)
			}
		}
		sqlite := strings.HasSuffix(t.Name(), "sqlite")
		check := func(when string, found map[string][]string) {
			t.Helper()
			for q, want := range found {
				if got := searchOrders(t, db, q); !slices.Equal(got, want) {
					t.Errorf("%s, orders %q: %q, want %q", when, q, got, want)
				}
			}
			if sqlite {
				for _, index := range []string{"orders_text", "orders_text_recent"} {
					storetest.Exec(t, db, `INSERT INTO `+index+` (`+index+`) VALUES ('integrity-check')`)
				}
			}
		}
		place("0000aaaa", "Ann Indexed")
		place("0000bbbb", "Bob Indexed")
		index()
		place("0000cccc", "Cid Recent")
		place("0000dddd", "Dan Recent")
		check("placed", map[string][]string{"indexed": {"0000aaaa", "0000bbbb"}, "recent": {"0000cccc", "0000dddd"}, "0000": {"0000aaaa", "0000bbbb", "0000cccc", "0000dddd"}})

		storetest.Exec(t, db, `UPDATE orders SET customer_name = 'Ada Renamed' WHERE id = '0000aaaa'`)
		storetest.Exec(t, db, `UPDATE orders SET customer_name = 'Cal Renamed' WHERE id = '0000cccc'`)
		storetest.Exec(t, db, `DELETE FROM orders WHERE id IN ('0000bbbb', '0000dddd')`)
		check("changed", map[string][]string{"indexed": nil, "recent": nil, "renamed": {"0000aaaa", "0000cccc"}, "0000": {"0000aaaa", "0000cccc"}})

		index()
		place("0000eeee", "Eve Recent")
		check("indexed again", map[string][]string{"renamed": {"0000aaaa", "0000cccc"}, "recent": {"0000eeee"}})
		index()
		index() // nothing new: nothing to do
		check("all indexed", map[string][]string{"renamed": {"0000aaaa", "0000cccc"}, "recent": {"0000eeee"}, "0000": {"0000aaaa", "0000cccc", "0000eeee"}})
		if sqlite {
			storetest.Exec(t, db, `INSERT INTO orders_text (orders_text, rank) VALUES ('integrity-check', 1)`)
		}
	})
}

// Orders and accounts stored before the lists had indexes are found once the store migrates.
func TestMigrateIndexesLists(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		undo := []string{`DROP INDEX orders_text`, `DROP INDEX users_text`}
		if strings.HasSuffix(t.Name(), "sqlite") {
			undo = []string{`DROP TABLE orders_text`, `DROP TABLE users_text`, `DROP TRIGGER orders_text_insert`,
				`DROP TRIGGER orders_text_delete`, `DROP TRIGGER orders_text_update`, `DROP TRIGGER users_text_insert`,
				`DROP TRIGGER users_text_delete`, `DROP TRIGGER users_text_update`}
		}
		for _, statement := range append(undo, `DELETE FROM schema_migrations WHERE version = 80`) {
			storetest.Exec(t, db, statement)
		}
		if _, err := db.CreateUser(ctx, toolshop.User{Name: "Ann Smith", Email: "ann@example.com"}); err != nil {
			t.Fatal(err)
		}
		storetest.Exec(t, db, `INSERT INTO orders (id, tool_id, tool_name, customer_name, email, address, phone, quantity,
			unit_price_cents, total_cents, state, expires_at, created_at)
			VALUES ('0a1b2c3d4e5f', NULL, 'Claw Hammer', 'Ann Smith', 'ann@example.com', '1 Mill Road', '555', 1, 100, 100, 'paid', 0, 1)`)
		if err := db.Migrate(ctx); err != nil {
			t.Fatal(err)
		}
		users, _, err := db.Users(ctx, toolshop.UserFilter{Text: "smith"})
		if err != nil || len(users) != 1 {
			t.Errorf("users holding smith: %v %v", users, err)
		}
		orders, _, err := db.Orders(ctx, toolshop.OrderFilter{Text: "claw h"})
		if err != nil || len(orders) != 1 {
			t.Errorf("orders holding claw h: %v %v", orders, err)
		}
	})
}

// Orders placed while IndexNewOrders moves others are each found once, in one index or the
// other, and the index of every order stays true to the table once all are moved.
func TestIndexNewOrdersWhilePlaced(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		stop, moved := make(chan struct{}), make(chan error, 1)
		go func() {
			for {
				select {
				case <-stop:
					moved <- db.IndexNewOrders(ctx)
					return
				default:
				}
				if err := db.IndexNewOrders(ctx); err != nil {
					moved <- err
					return
				}
			}
		}()
		const n = 60
		for i := range n {
			storetest.Exec(t, db, `INSERT INTO orders (id, tool_id, tool_name, customer_name, email, address, phone,
				quantity, unit_price_cents, total_cents, state, expires_at, created_at)
				VALUES ($1, NULL, 'Claw Hammer', 'Ann Racer', 'ann@example.com', '1 Mill Road', '555', 1, 100, 100,
					'paid', 0, $2)`, fmt.Sprintf("race%04d", i), i)
		}
		close(stop)
		if err := <-moved; err != nil {
			t.Fatal(err)
		}
		got := searchOrders(t, db, "ann racer")
		if once := slices.Compact(slices.Sorted(slices.Values(got))); len(got) != n || len(once) != n {
			t.Errorf("found %d orders, %d apart, want %d once each", len(got), len(once), n)
		}
		if strings.HasSuffix(t.Name(), "sqlite") {
			storetest.Exec(t, db, `INSERT INTO orders_text (orders_text, rank) VALUES ('integrity-check', 1)`)
		}
	})
}

// BenchmarkLists reads the first page of the lists admins search, in a shop of 100,000
// orders of 1,000 tools by 20,000 customers and of 100,000 accounts: Manage All Orders
// unsearched, searched by a part of a customer's email (5 orders) and of a tool's name (200
// orders), and the users searched by a part of a name (11 accounts).
func BenchmarkLists(b *testing.B) {
	storetest.EachB(b, func(b *testing.B, db *store.DB) {
		seedLists(b, db, 100_000)
		ctx := context.Background()
		if err := db.IndexNewOrders(ctx); err != nil { // as the server does within seconds
			b.Fatal(err)
		}
		storetest.Exec(b, db, "ANALYZE") // as autovacuum would after such a load
		first := toolshop.Page{Limit: toolshop.DefaultPageSize}
		for _, c := range []struct{ name, text string }{
			{"orders", ""}, {"orders-by-email", "omer1234@"}, {"orders-by-tool", "rill 42"},
		} {
			b.Run(c.name, func(b *testing.B) {
				for b.Loop() {
					if _, _, err := db.Orders(ctx, toolshop.OrderFilter{Text: c.text, Page: first}); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
		b.Run("users-by-name", func(b *testing.B) {
			for b.Loop() {
				if _, _, err := db.Users(ctx, toolshop.UserFilter{Text: "ustomer 4242", Page: first}); err != nil {
					b.Fatal(err)
				}
			}
		})
	})
}

// seedLists stores 1,000 tools of ten kinds ("Drill 42"), n orders, each of one of them by
// one of 20,000 customers ("customer1234@example.com"), and n accounts ("Customer 4242"), in
// SQL both databases run.
func seedLists(b *testing.B, db *store.DB, n int) {
	b.Helper()
	storetest.Exec(b, db, `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 999)
		INSERT INTO tools (id, name, image, description, price_cents, min_order, available_quantity, created_at)
		SELECT 't' || i, CASE i % 10 WHEN 0 THEN 'Hammer' WHEN 1 THEN 'Saw' WHEN 2 THEN 'Drill' WHEN 3 THEN 'Wrench'
			WHEN 4 THEN 'Chisel' WHEN 5 THEN 'Level' WHEN 6 THEN 'Sander' WHEN 7 THEN 'Clamp' WHEN 8 THEN 'Router'
			ELSE 'Pliers' END || ' ' || i, '/x.svg', 'A tool.', 100 + i, 1, 1000, i FROM n`)
	storetest.Exec(b, db, `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < $1)
		INSERT INTO orders (id, tool_id, tool_name, customer_name, email, address, phone, quantity, unit_price_cents,
			total_cents, state, expires_at, created_at)
		SELECT 'o' || i, t.id, t.name, 'Customer ' || (i % 20000), 'customer' || (i % 20000) || '@example.com',
			'1 Mill Road', '555', 1, t.price_cents, t.price_cents, 'paid', i + 3600, i
		FROM n JOIN tools t ON t.id = 't' || ((i * 7) % 1000)`, n-1)
	storetest.Exec(b, db, `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < $1)
		INSERT INTO users (id, email, name, created_at)
		SELECT 'u' || i, 'customer' || i || '@example.com', 'Customer ' || i, i FROM n`, n-1)
}
