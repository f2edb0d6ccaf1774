package store

import (
	"context"

	"toolshop"
)

// Attempt counts an attempt against each key and then checks the counts. The rows are
// committed before they are counted, so of many replicas racing on one key at most
// limit.Max attempts get through: each one counts every attempt committed before its own.
// Expired rows of every key are pruned on the way.
func (db *DB) Attempt(ctx context.Context, limit toolshop.Limit, keys ...string) (string, error) {
	id := newID()
	now := db.stamp()
	if err := db.recordAttempt(ctx, id, now, now+int64(limit.Window), keys); err != nil {
		return "", err
	}
	for _, key := range keys {
		var n int
		if err := db.read.QueryRowContext(ctx,
			`SELECT COUNT(*) FROM rate_limit_attempts WHERE limit_key = $1 AND expires_at > $2`,
			key, now).Scan(&n); err != nil {
			return "", err
		}
		if n > limit.Max {
			// A refused attempt does not count, or a caller who keeps trying would never
			// get back in.
			if err := db.Forget(ctx, id); err != nil {
				return "", err
			}
			return "", limit.Refusal()
		}
	}
	return id, nil
}

func (db *DB) recordAttempt(ctx context.Context, id string, now, expires int64, keys []string) error {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `DELETE FROM rate_limit_attempts WHERE expires_at <= $1`, now); err != nil {
		return err
	}
	for _, key := range keys {
		if _, err := tx.ExecContext(ctx,
			`INSERT INTO rate_limit_attempts (attempt_id, limit_key, expires_at) VALUES ($1, $2, $3)`,
			id, key, expires); err != nil {
			return err
		}
	}
	return tx.Commit()
}

// Forget takes an attempt back from every key it was counted against.
func (db *DB) Forget(ctx context.Context, id string) error {
	_, err := db.write.ExecContext(ctx, `DELETE FROM rate_limit_attempts WHERE attempt_id = $1`, id)
	return err
}
