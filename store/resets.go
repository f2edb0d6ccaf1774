package store

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"

	"toolshop"
)

// hashToken is the form a reset token is stored in. The token is random, so a fast hash
// is enough to make the stored form useless for resetting anything.
func hashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// CreatePasswordReset makes a reset token for the account with the email and prunes the
// links that have expired, in one transaction.
func (db *DB) CreatePasswordReset(ctx context.Context, email string) (string, toolshop.User, error) {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return "", toolshop.User{}, err
	}
	defer tx.Rollback()
	u, err := scanUser(tx.QueryRowContext(ctx,
		`SELECT `+userColumns+` FROM users WHERE email = $1`, toolshop.NormalizeEmail(email)))
	if err != nil {
		return "", toolshop.User{}, err
	}
	now := db.stamp()
	if _, err := tx.ExecContext(ctx, `DELETE FROM password_resets WHERE expires_at <= $1`, now); err != nil {
		return "", toolshop.User{}, err
	}
	token := rand.Text()
	_, err = tx.ExecContext(ctx,
		`INSERT INTO password_resets (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
		hashToken(token), u.ID, now, now+int64(toolshop.PasswordResetLifetime))
	if err != nil {
		return "", toolshop.User{}, err
	}
	return token, u, tx.Commit()
}

// CheckPasswordReset tells whether the token could reset a password now.
func (db *DB) CheckPasswordReset(ctx context.Context, token string) error {
	var usable int
	err := db.read.QueryRowContext(ctx, `SELECT COUNT(*) FROM password_resets
		WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2`, hashToken(token), db.stamp()).Scan(&usable)
	if err == nil && usable == 0 {
		err = toolshop.ErrResetLinkUsed
	}
	return err
}

// ResetPassword uses up the token and sets its account's password, in one transaction.
// The token is taken with a conditional update, so of two requests racing with one link
// only one succeeds.
func (db *DB) ResetPassword(ctx context.Context, token, passwordHash string) (toolshop.User, error) {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return toolshop.User{}, err
	}
	defer tx.Rollback()
	now := db.stamp()
	var userID string
	err = tx.QueryRowContext(ctx, `UPDATE password_resets SET used_at = $2
		WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id`,
		hashToken(token), now).Scan(&userID)
	if errors.Is(err, sql.ErrNoRows) {
		return toolshop.User{}, toolshop.ErrResetLinkUsed
	}
	if err != nil {
		return toolshop.User{}, err
	}
	// The new password also ends the account's other links still outstanding.
	if _, err := tx.ExecContext(ctx,
		`UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL`, userID, now); err != nil {
		return toolshop.User{}, err
	}
	u, err := setPassword(ctx, tx, userID, passwordHash, "", now)
	if err != nil {
		return toolshop.User{}, err
	}
	return u, tx.Commit()
}
