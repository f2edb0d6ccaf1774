package store

import (
	"context"
	"database/sql"
	"io/fs"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"
)

// QueryForTest lets tests read what is at rest.
func (db *DB) QueryForTest(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	return db.read.QueryContext(ctx, query, args...)
}

// ListenNowhereForTest makes db's catalogue listener fail to connect, so that only the
// version re-check reports other servers' changes. Call it before WatchCatalogue.
func (db *DB) ListenNowhereForTest() { db.url = "postgres://127.0.0.1:1/nowhere?connect_timeout=1" }

// SetSearchLimitsForTest sets how PostgreSQL reads a search's matches: at most few of them
// at once, sorted (-1 for none), and a rank of more walked as far as walked tools.
func (db *DB) SetSearchLimitsForTest(few, walked int) { db.searchLimits = searchLimits{few, walked} }

// MigrateBeforeForTest applies the migrations older than version only, leaving the database
// as a shop that last ran before it left it.
func (db *DB) MigrateBeforeForTest(ctx context.Context, version int) error {
	conn, err := db.write.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY)`); err != nil {
		return err
	}
	names, err := fs.Glob(migrations, "migrations/*.sql")
	if err != nil {
		return err
	}
	sort.Strings(names)
	for _, name := range names {
		if v, _ := strconv.Atoi(strings.SplitN(filepath.Base(name), "_", 2)[0]); v >= version || !db.speaks(name) {
			continue
		}
		if err := db.migrateOne(ctx, conn, name); err != nil {
			return err
		}
	}
	return nil
}

// ExecForTest runs a statement as it is, on the write connection.
func (db *DB) ExecForTest(ctx context.Context, statement string) (sql.Result, error) {
	return db.write.ExecContext(ctx, statement)
}

// QueryRowForTest reads one row of what is at rest.
func (db *DB) QueryRowForTest(ctx context.Context, query string) *sql.Row {
	return db.read.QueryRowContext(ctx, query)
}

// WriteOnReadPoolForTest tries a write on the read pool, which SQLite opens query-only: the
// driver's read-only refusal, as a read-only disk gives.
func (db *DB) WriteOnReadPoolForTest(ctx context.Context) error {
	_, err := db.read.ExecContext(ctx, `INSERT INTO settings (key, value) VALUES ('x', 'y')`)
	return err
}

// TakeTurnForTest makes db hold the turn to migrate, as a server migrating does, until
// release; ok is false if another holds it.
func (db *DB) TakeTurnForTest(ctx context.Context) (release func(), ok bool, err error) {
	release, err = db.takeTurn(ctx)
	return release, release != nil, err
}

// SetMigrateWaitForTest sets how long db's Migrate waits for another server's migration.
func (db *DB) SetMigrateWaitForTest(d time.Duration) { db.migrateWait = d }

// PlannedQuery is a query of the checkout's and the payment's path with arguments to plan
// it with.
type PlannedQuery struct {
	Name, SQL string
	Args      []any
}

// CheckoutQueriesForTest are the queries the checkout and the payment run on rows that grow
// with the shop's orders, customers and tools, as the store's code runs them: the same
// constants, the lists of ids for one order or tool.
func CheckoutQueriesForTest() []PlannedQuery {
	const id, email = "o1", "buyer@example.com"
	return []PlannedQuery{
		{"session", sessionUserQuery, []any{"u1", "s1"}},
		{"account changes", accountChangesQuery, nil},
		{"cart lines", cartLinesQuery, []any{"u1"}},
		{"tools", toolsQuery(saleColumns, "$1"), []any{"t1"}},
		{"pending orders", pendingOrders, []any{email, false, 1, 3}},
		{"keyed order", keyedOrderQuery, []any{"hash"}},
		{"code uses", codeUsesQuery, []any{"SAVE10", email}},
		{"take a tool's stock", takeToolUnits, []any{"t1", 1}},
		{"take a variant's stock", takeVariantUnits, []any{"t1", "v1", 1}},
		{"known email", knownEmail, []any{email}},
		{"payer", payerQuery, []any{id}},
		{"order", orderQuery, []any{id}},
		{"order lines", orderLinesQuery("$1"), []any{id}},
		{"refunds", refundsQuery("$1"), []any{id}},
		{"invoices", invoicesQuery("$1"), []any{id}},
		{"order keys", orderKeysQuery, []any{id}},
		{"order events", orderEventsQuery, []any{id}},
		{"event count", eventCountQuery, []any{id}},
		{"order lock", orderLockQuery, []any{id}},
		{"intent", intentQuery, []any{"pi1"}},
		{"intent by secret", secretIntentQuery, []any{"secret"}},
		{"order's intent", orderIntentQuery, []any{id}},
	}
}
