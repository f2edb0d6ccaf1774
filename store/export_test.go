package store

import (
	"context"
	"database/sql"
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
