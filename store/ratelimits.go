package store

import (
	"context"
	"slices"

	"toolshop"
)

// Attempt counts an attempt against each key, unless a key has had limit.Max attempts in
// its window already: then nothing is counted and the attempt is refused. Attempts on one
// key take their turn (SQLite's one writer; a lock per key on PostgreSQL), so of many
// replicas racing on one key exactly limit.Max get through: none is refused for attempts
// that were refused themselves. Expired rows of every key are pruned on the way.
func (db *DB) Attempt(ctx context.Context, limit toolshop.Limit, keys ...string) (string, error) {
	now := db.stamp()
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return "", err
	}
	defer tx.Rollback()
	q := db.writes(tx) // a guest's checkout and every sign-in come this way
	if _, err := q.ExecContext(ctx, `DELETE FROM rate_limit_attempts WHERE expires_at <= $1`, now); err != nil {
		return "", err
	}
	// Locked in one order, so two attempts on the same keys never wait for each other.
	for _, key := range slices.Sorted(slices.Values(keys)) {
		if db.postgres {
			if _, err := q.ExecContext(ctx, `SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, key); err != nil {
				return "", err
			}
		}
		var n int
		if err := q.QueryRowContext(ctx,
			`SELECT COUNT(*) FROM rate_limit_attempts WHERE limit_key = $1 AND expires_at > $2`,
			key, now).Scan(&n); err != nil {
			return "", err
		}
		if n >= limit.Max {
			return "", limit.Refusal()
		}
	}
	id := newID()
	for _, key := range keys {
		if _, err := q.ExecContext(ctx,
			`INSERT INTO rate_limit_attempts (attempt_id, limit_key, expires_at) VALUES ($1, $2, $3)`,
			id, key, now+int64(limit.Window)); err != nil {
			return "", err
		}
	}
	return id, tx.Commit()
}

// Forget takes an attempt back from every key it was counted against.
func (db *DB) Forget(ctx context.Context, id string) error {
	_, err := db.write.ExecContext(ctx, `DELETE FROM rate_limit_attempts WHERE attempt_id = $1`, id)
	return err
}
