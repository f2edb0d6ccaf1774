package store

import (
	"context"
	"database/sql"
)

// The statements behind nearly every request (the catalogue, the reviews and the account a
// token names) and the checkout's and the payment's run prepared once per connection: SQLite
// spends about as long parsing a short query as running it. database/sql prepares a statement
// again on each connection it runs on, and runs one prepared on a pool in a transaction of
// that pool on the transaction's connection, preparing it there the first time only.

// runner runs statements: a pool, a transaction, or either's prepared statements.
type runner interface {
	querier
	execer
}

// prepared runs each statement given to it prepared on pool, in tx when it is set. The code
// that runs through it gives it its own texts, at most one a statement for each number of
// lines an order may hold (toolshop.MaxCartLines), so the statements it keeps stay few.
type prepared struct {
	db   *DB
	pool *sql.DB
	tx   *sql.Tx
}

// reads runs statements prepared on the read pool, in tx, a read-only transaction of it, when set.
func (db *DB) reads(tx *sql.Tx) prepared { return prepared{db: db, pool: db.read, tx: tx} }

// lookups runs statements prepared on the lookup pool: the point reads of a call (db.go).
func (db *DB) lookups() prepared { return prepared{db: db, pool: db.lookup} }

// writes runs statements prepared on the write pool, in tx, a transaction of it, when set.
func (db *DB) writes(tx *sql.Tx) prepared { return prepared{db: db, pool: db.write, tx: tx} }

// stmtKey names a statement prepared on a pool.
type stmtKey struct {
	pool  *sql.DB
	query string
}

// preparing is a statement being prepared on a pool: stmt is set once ready is closed.
type preparing struct {
	ready chan struct{}
	stmt  *sql.Stmt
}

// stmt is query prepared on p's pool (in p's transaction), nil when it runs as it is: when it
// could not be prepared (it then fails as it would), or while it is being prepared. Preparing
// on a pool takes a connection of the pool, which a transaction may hold (SQLite's one
// writer, or every reader): a statement met first in a transaction is prepared in the
// background for the next time, and nothing ever waits for one being prepared.
func (p prepared) stmt(ctx context.Context, query string) *sql.Stmt {
	key := stmtKey{p.pool, query}
	found, known := p.db.stmts.Load(key)
	if !known { // LoadOrStore alone would make a preparing for every statement run
		found, known = p.db.stmts.LoadOrStore(key, &preparing{ready: make(chan struct{})})
	}
	s := found.(*preparing)
	if !known {
		prepare := func() {
			stmt, err := p.pool.PrepareContext(context.WithoutCancel(ctx), query)
			if err != nil {
				p.db.stmts.Delete(key) // tried again next time
			}
			s.stmt = stmt
			close(s.ready)
		}
		if p.tx != nil {
			go prepare()
			return nil
		}
		prepare()
	}
	select {
	case <-s.ready:
	default:
		return nil
	}
	if s.stmt == nil || p.tx == nil {
		return s.stmt
	}
	return p.tx.StmtContext(ctx, s.stmt)
}

// direct is what runs p's statements unprepared.
func (p prepared) direct() runner {
	if p.tx != nil {
		return p.tx
	}
	return p.pool
}

// run is the context p's statements run in. On SQLite it is never cancelled: the driver
// starts a goroutine to watch each statement run in a context that may be, to interrupt it,
// which costs more than the short statements run here.
func (p prepared) run(ctx context.Context) context.Context {
	if p.db.postgres {
		return ctx
	}
	return context.WithoutCancel(ctx)
}

func (p prepared) QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	ctx = p.run(ctx)
	if stmt := p.stmt(ctx, query); stmt != nil {
		return stmt.QueryContext(ctx, args...)
	}
	return p.direct().QueryContext(ctx, query, args...)
}

func (p prepared) QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row {
	ctx = p.run(ctx)
	if stmt := p.stmt(ctx, query); stmt != nil {
		return stmt.QueryRowContext(ctx, args...)
	}
	return p.direct().QueryRowContext(ctx, query, args...)
}

func (p prepared) ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error) {
	ctx = p.run(ctx)
	if stmt := p.stmt(ctx, query); stmt != nil {
		return stmt.ExecContext(ctx, args...)
	}
	return p.direct().ExecContext(ctx, query, args...)
}
