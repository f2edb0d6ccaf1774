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

// ReadRankByRankForTest makes PostgreSQL read a search's ranks one after another however
// few its matches, as it does past DB.fewMatches.
func (db *DB) ReadRankByRankForTest() { db.fewMatches = -1 }
