package store

import (
	"cmp"
	"context"
	"crypto/rand"
	"slices"

	"toolshop"
)

// hasAdmin tells whether any account holds the admin role.
func hasAdmin(ctx context.Context, q querier) (bool, error) {
	var n int
	err := q.QueryRowContext(ctx, `SELECT COUNT(*) FROM users WHERE role = $1`, toolshop.RoleAdmin).Scan(&n)
	return n > 0, err
}

// CreateFirstAdminLink makes a token for the first admin while the shop has none, keeping
// only its hash, and prunes the links that have expired.
func (db *DB) CreateFirstAdminLink(ctx context.Context) (string, error) {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return "", err
	}
	defer tx.Rollback()
	if has, err := hasAdmin(ctx, tx); err != nil || has {
		return "", err
	}
	now := db.stamp()
	if _, err := tx.ExecContext(ctx, `DELETE FROM first_admin_links WHERE expires_at <= $1`, now); err != nil {
		return "", err
	}
	token := rand.Text()
	if _, err := tx.ExecContext(ctx, `INSERT INTO first_admin_links (token_hash, created_at, expires_at) VALUES ($1, $2, $3)`,
		hashToken(token), now, now+int64(toolshop.FirstAdminLinkLifetime)); err != nil {
		return "", err
	}
	return token, tx.Commit()
}

// CreateFirstAdmin uses up the token and creates the account as a verified admin. It takes
// every usable link at once (a server started twice printed two), so that of two calls
// racing, with one token or two, the second finds none left once the first commits.
func (db *DB) CreateFirstAdmin(ctx context.Context, token string, u toolshop.User) (toolshop.User, error) {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return u, err
	}
	defer tx.Rollback()
	now := db.stamp()
	rows, err := tx.QueryContext(ctx, `UPDATE first_admin_links SET used_at = $1
		WHERE used_at IS NULL AND expires_at > $1 RETURNING token_hash`, now)
	if err != nil {
		return u, err
	}
	taken, err := collect(rows, func(r row) (string, error) {
		var hash string
		return hash, r.Scan(&hash)
	})
	if err != nil {
		return u, err
	}
	if !slices.Contains(taken, hashToken(token)) {
		return u, toolshop.ErrFirstAdminLink
	}
	if has, err := hasAdmin(ctx, tx); err != nil || has {
		return u, cmp.Or(err, error(toolshop.ErrFirstAdminLink))
	}
	u.Role, u.Verified = toolshop.RoleAdmin, true
	if u, err = insertUser(ctx, tx, u, now); err != nil {
		return u, err
	}
	return u, tx.Commit()
}
