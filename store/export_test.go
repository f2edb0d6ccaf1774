package store

import (
	"context"
	"database/sql"
)

// QueryForTest lets tests read what is at rest.
func (db *DB) QueryForTest(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	return db.read.QueryContext(ctx, query, args...)
}
