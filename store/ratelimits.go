package store

import (
	"context"
	"slices"

	"toolshop"
)

// Attempt counts an attempt against each count's key in turn, in one transaction, and
// stops at the first key that has had its limit's Max attempts in its window: the keys before
// it stay counted. Attempts on one key take their turn (SQLite's one writer; a lock per key
// on PostgreSQL), so of many replicas racing on one key exactly Max get through: none is
// refused for attempts that were refused themselves. Expired rows of every key are pruned
// on the way.
func (db *DB) Attempt(ctx context.Context, counts ...toolshop.Count) (toolshop.Attempt, error) {
	now := db.stamp()
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return toolshop.Attempt{}, err
	}
	defer tx.Rollback()
	q := db.writes(tx) // a guest's checkout and every sign-in come this way
	if _, err := q.ExecContext(ctx, `DELETE FROM rate_limit_attempts WHERE expires_at <= $1`, now); err != nil {
		return toolshop.Attempt{}, err
	}
	if db.postgres {
		// Locked in one order, so two attempts on the same keys never wait for each other.
		keys := make([]string, len(counts))
		for i, c := range counts {
			keys[i] = c.Key
		}
		for _, key := range slices.Sorted(slices.Values(keys)) {
			if _, err := q.ExecContext(ctx, `SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, key); err != nil {
				return toolshop.Attempt{}, err
			}
		}
	}
	attempt := toolshop.Attempt{ID: newID()}
	for _, c := range counts {
		var n int
		if err := q.QueryRowContext(ctx,
			`SELECT COUNT(*) FROM rate_limit_attempts WHERE limit_key = $1 AND expires_at > $2`,
			c.Key, now).Scan(&n); err != nil {
			return toolshop.Attempt{}, err
		}
		if n >= c.Limit.Max {
			attempt.Refused = &c
			break
		}
		if _, err := q.ExecContext(ctx,
			`INSERT INTO rate_limit_attempts (attempt_id, limit_key, expires_at) VALUES ($1, $2, $3)`,
			attempt.ID, c.Key, now+int64(c.Limit.Window)); err != nil {
			return toolshop.Attempt{}, err
		}
	}
	return attempt, tx.Commit()
}

// Forget takes an attempt back from every key it was counted against.
func (db *DB) Forget(ctx context.Context, id string) error {
	_, err := db.write.ExecContext(ctx, `DELETE FROM rate_limit_attempts WHERE attempt_id = $1`, id)
	return err
}
