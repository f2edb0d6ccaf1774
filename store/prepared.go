package store

import (
	"context"
	"database/sql"
)

// The reads behind nearly every request (the catalogue, the reviews and the account a token
// names) run as statements prepared once: SQLite spends about as long parsing a short query
// as running it. database/sql prepares a statement again on each connection it runs on.

// prepared answers query prepared on the read pool, preparing it on first use.
func (db *DB) prepared(ctx context.Context, query string) (*sql.Stmt, error) {
	if stmt, ok := db.stmts.Load(query); ok {
		return stmt.(*sql.Stmt), nil
	}
	stmt, err := db.read.PrepareContext(ctx, query)
	if err != nil {
		return nil, err
	}
	if first, raced := db.stmts.LoadOrStore(query, stmt); raced {
		stmt.Close()
		return first.(*sql.Stmt), nil
	}
	return stmt, nil
}

// queryPrepared runs a prepared read.
func (db *DB) queryPrepared(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	stmt, err := db.prepared(ctx, query)
	if err != nil {
		return nil, err
	}
	return stmt.QueryContext(ctx, args...)
}

// queryRowPrepared runs a prepared read of one row.
func (db *DB) queryRowPrepared(ctx context.Context, query string, args ...any) row {
	stmt, err := db.prepared(ctx, query)
	if err != nil {
		return failedRow{err}
	}
	return stmt.QueryRowContext(ctx, args...)
}

// failedRow is a row whose query could not be prepared.
type failedRow struct{ err error }

func (r failedRow) Scan(...any) error { return r.err }
