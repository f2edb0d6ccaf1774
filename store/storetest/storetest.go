// Package storetest gives tests real databases: a fresh SQLite file always, and a fresh
// PostgreSQL database when TEST_DATABASE_URL names a server. In CI (CI set) a PostgreSQL
// that is not configured or cannot be reached fails the test instead of skipping it.
package storetest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"toolshop"
	"toolshop/store"
)

// Each runs f as a subtest once per database: "sqlite", then "postgres" when configured.
func Each(t *testing.T, f func(t *testing.T, db *store.DB)) {
	t.Helper()
	t.Run("sqlite", func(t *testing.T) { f(t, SQLite(t)) })
	t.Run("postgres", func(t *testing.T) { f(t, Postgres(t)) })
}

// EachB runs f as a sub-benchmark once per database, as Each does for tests.
func EachB(b *testing.B, f func(b *testing.B, db *store.DB)) {
	b.Helper()
	b.Run("sqlite", func(b *testing.B) { f(b, SQLite(b)) })
	b.Run("postgres", func(b *testing.B) { f(b, Postgres(b)) })
}

// SQLite opens a migrated database in a temporary folder, closed when the test ends: a copy
// of the file this test process migrated once (migrating anew took each test about 0.2 s).
func SQLite(t testing.TB) *store.DB {
	t.Helper()
	file, err := migratedSQLite()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "toolshop.db"), file, 0o640); err != nil {
		t.Fatal(err)
	}
	return open(t, "", dir)
}

// Postgres creates a migrated database of its own on the TEST_DATABASE_URL server, dropped
// when the test ends: a copy of a template this test process migrated once. Outside CI it
// skips the test when no server is configured.
func Postgres(t testing.TB) *store.DB {
	t.Helper()
	base := baseURL(t)
	template, err := migratedPostgres(base)
	if err != nil {
		t.Fatal(err)
	}
	return open(t, createDatabase(t, base, template), "")
}

// PostgresAt opens the database at url, which PostgresURL made, to look at what servers
// running on it stored; it is closed when the test ends.
func PostgresAt(t testing.TB, url string) *store.DB {
	t.Helper()
	return open(t, url, "")
}

// PostgresURL creates an empty database of its own on the TEST_DATABASE_URL server, dropped
// when the test ends, and answers its URL.
func PostgresURL(t testing.TB) string {
	t.Helper()
	return createDatabase(t, baseURL(t), "template1")
}

// baseURL is TEST_DATABASE_URL; without it the test is skipped, or fails in CI.
func baseURL(t testing.TB) string {
	t.Helper()
	base := os.Getenv("TEST_DATABASE_URL")
	if base == "" {
		if os.Getenv("CI") != "" {
			t.Fatal("TEST_DATABASE_URL is not set; in CI the PostgreSQL tests must run")
		}
		t.Skip("TEST_DATABASE_URL is not set")
	}
	return base
}

// createDatabase creates a database of the test's own on the server at base, a copy of
// template, dropped when the test ends, and answers its URL.
func createDatabase(t testing.TB, base, template string) string {
	t.Helper()
	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatalf("open %s: %v", base, err)
	}
	defer admin.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	name := "toolshop_test_" + strings.ToLower(rand.Text()[:12])
	if _, err := admin.ExecContext(ctx, `CREATE DATABASE `+name+` TEMPLATE `+template); err != nil {
		t.Fatalf("PostgreSQL at TEST_DATABASE_URL is unreachable: %v", err)
	}
	t.Cleanup(func() {
		admin, err := sql.Open("pgx", base)
		if err != nil {
			return
		}
		defer admin.Close()
		admin.Exec(`DROP DATABASE IF EXISTS ` + name + ` WITH (FORCE)`)
	})
	u, err := withDatabase(base, name)
	if err != nil {
		t.Fatalf("TEST_DATABASE_URL: %v", err)
	}
	return u
}

// withDatabase is the URL base with its database named name, whose commits do not wait for
// the disk (synchronous_commit off: a commit is seen by every connection at once as ever,
// and only a crash of the PostgreSQL server could lose it). Waiting for the disk was about
// half of each commit on a loaded 2-core machine, and every write of the store commits.
func withDatabase(base, name string) (string, error) {
	u, err := url.Parse(base)
	if err != nil {
		return "", err
	}
	u.Path = "/" + name
	query := u.Query()
	query.Set("synchronous_commit", "off")
	u.RawQuery = query.Encode()
	return u.String(), nil
}

// Exec runs a statement on a test database directly, for a change no service makes, such as
// deleting an account.
func Exec(t testing.TB, db *store.DB, query string, args ...any) {
	t.Helper()
	raw := rawDB(t, db)
	defer raw.Close()
	if _, err := raw.Exec(query, args...); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
}

// Strings runs a query on a test database directly and answers its first column, for what
// no service reads, such as the payment sandbox's records.
func Strings(t testing.TB, db *store.DB, query string, args ...any) []string {
	t.Helper()
	raw := rawDB(t, db)
	defer raw.Close()
	rows, err := raw.Query(query, args...)
	if err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	defer rows.Close()
	var values []string
	for rows.Next() {
		var v string
		if err := rows.Scan(&v); err != nil {
			t.Fatal(err)
		}
		values = append(values, v)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return values
}

// rawDB opens a second connection to a database storetest opened.
func rawDB(t testing.TB, db *store.DB) *sql.DB {
	t.Helper()
	at, ok := places.Load(db)
	if !ok {
		t.Fatal("storetest: the database was not opened by storetest")
	}
	driver, source := "pgx", at.(place).databaseURL
	if source == "" {
		driver, source = "sqlite", "file:"+filepath.Join(at.(place).dataDir, "toolshop.db")+"?_pragma=busy_timeout(10000)"
	}
	raw, err := sql.Open(driver, source)
	if err != nil {
		t.Fatal(err)
	}
	return raw
}

// place is where a test database lives, for Exec and Strings.
type place struct{ databaseURL, dataDir string }

var places sync.Map // *store.DB → place

func open(t testing.TB, databaseURL, dataDir string) *store.DB {
	t.Helper()
	db, err := store.Open(databaseURL, dataDir)
	if err != nil {
		t.Fatal(err)
	}
	places.Store(db, place{databaseURL, dataDir})
	t.Cleanup(func() { db.Close(); places.Delete(db) })
	if err := db.Migrate(context.Background()); err != nil {
		t.Fatal(err)
	}
	return db
}

// BuyNow is a customer's Buy Now of quantity units of the tool (toolshop.NewOrder.Customer),
// delivered to Berlin by a shop without shipping methods.
func BuyNow(toolID string, quantity int) toolshop.Checkout {
	return toolshop.NewOrder{ToolID: toolID, Quantity: &quantity, Checkout: toolshop.Checkout{PostalAddress: toolshop.PostalAddress{
		Delivery: toolshop.Delivery{Phone: "555"}, Street: toolshop.Street{Line1: "1 Mill Road", City: "Berlin", PostalCode: "10115"}, Country: "DE"}}}.Customer()
}
