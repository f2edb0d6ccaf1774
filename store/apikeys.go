package store

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"

	"toolshop"
)

const apiKeyColumns = `id, name, scopes, prefix, hash, created_at, created_by, expires_at, last_used_at`

func scanAPIKey(r row) (toolshop.APIKey, error) {
	var k toolshop.APIKey
	return k, scanAPIKeyInto(r, &k)
}

// scanAPIKeyInto scans apiKeyColumns into k, then the columns after them into more.
func scanAPIKeyInto(r row, k *toolshop.APIKey, more ...any) error {
	var scopes string
	var created, expires, used int64
	err := r.Scan(append([]any{&k.ID, &k.Name, &scopes, &k.Prefix, &k.Hash, &created, &k.CreatedBy, &expires, &used}, more...)...)
	if errors.Is(err, sql.ErrNoRows) {
		return toolshop.ErrBadToken
	}
	for _, s := range strings.Split(scopes, " ") {
		k.Scopes = append(k.Scopes, toolshop.Scope(s))
	}
	k.CreatedAt, k.ExpiresAt, k.LastUsedAt = fromStamp(created), stampOrNil(expires), stampOrNil(used)
	return err
}

// stampOrNil is a stored time, 0 for none.
func stampOrNil(ns int64) *time.Time {
	if ns == 0 {
		return nil
	}
	t := fromStamp(ns)
	return &t
}

// CreateAPIKey stores a new key under a new id; a live key's name is taken.
func (db *DB) CreateAPIKey(ctx context.Context, k toolshop.APIKey) (toolshop.APIKey, error) {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return k, err
	}
	defer tx.Rollback()
	k.ID = newID()
	var expires int64
	if k.ExpiresAt != nil {
		expires = k.ExpiresAt.UnixNano()
	}
	scopes := make([]string, len(k.Scopes))
	for i, s := range k.Scopes {
		scopes[i] = string(s)
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO api_keys (`+apiKeyColumns+`) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0)`,
		k.ID, k.Name, strings.Join(scopes, " "), k.Prefix, k.Hash, k.CreatedAt.UnixNano(), k.CreatedBy, expires)
	if uniqueViolation(err, "api_keys.name", "api_keys_live_name") {
		return k, toolshop.ErrAPIKeyNameTaken
	}
	if err != nil {
		return k, err
	}
	return k, tx.Commit()
}

// APIKeys are the keys not revoked, newest first.
func (db *DB) APIKeys(ctx context.Context) ([]toolshop.APIKey, error) {
	rows, err := db.read.QueryContext(ctx, `SELECT `+apiKeyColumns+` FROM api_keys WHERE revoked_at = 0
		ORDER BY created_at DESC, id`)
	if err != nil {
		return nil, err
	}
	return collect(rows, scanAPIKey)
}

// RevokeAPIKey ends a live key.
func (db *DB) RevokeAPIKey(ctx context.Context, id string, at time.Time) (int, error) {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `UPDATE api_keys SET revoked_at = $2 WHERE id = $1 AND revoked_at = 0`, id, at.UnixNano())
	if err != nil {
		return 0, err
	}
	n, err := res.RowsAffected()
	if err != nil {
		return 0, err
	}
	if n == 0 {
		return 0, toolshop.ErrAPIKeyNotFound
	}
	return int(n), tx.Commit()
}

// UseAPIKey is the live key of the hash with its maker as the account is now, read from the
// database on every call so that a revoked key, or one whose maker is no longer an admin
// (toolshop.APIKey.Live), is refused at once by every server; its last use is written at most
// once every toolshop.LastUseEvery.
func (db *DB) UseAPIKey(ctx context.Context, hash string, now time.Time) (toolshop.APIKey, error) {
	var k toolshop.APIKey
	m := &k.Maker
	err := scanAPIKeyInto(db.read.QueryRowContext(ctx, `SELECT `+apiKeyColumns+`, COALESCE(maker.email, ''),
		COALESCE(maker.role, ''), maker.verified_at IS NOT NULL, maker.disabled_at IS NOT NULL
		FROM api_keys LEFT JOIN (SELECT email, role, verified_at, disabled_at FROM users) maker ON maker.email = created_by
		WHERE hash = $1 AND revoked_at = 0`, hash), &k, &m.Email, &m.Role, &m.Verified, &m.Disabled)
	if err == nil {
		err = k.Live()
	}
	if err != nil || (k.LastUsedAt != nil && now.Sub(*k.LastUsedAt) < toolshop.LastUseEvery) {
		return k, err
	}
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return k, err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `UPDATE api_keys SET last_used_at = $2 WHERE id = $1 AND last_used_at < $3`,
		k.ID, now.UnixNano(), now.Add(-toolshop.LastUseEvery).UnixNano()); err != nil {
		return k, err
	}
	k.LastUsedAt = &now
	return k, tx.Commit()
}
