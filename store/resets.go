package store

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"time"

	"toolshop"
)

// hashToken is the form a reset token is stored in. The token is random, so a fast hash
// is enough to make the stored form useless for resetting anything.
func hashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// Mailed links: password resets and email verifications, one table told apart by purpose.
const (
	linkReset  = "reset"
	linkVerify = "verify"
)

// EmailVerificationLifetime is how long a mailed verification link works.
const EmailVerificationLifetime = 48 * time.Hour

// CreatePasswordReset makes a reset token for the account with the email.
func (db *DB) CreatePasswordReset(ctx context.Context, email string) (string, toolshop.User, error) {
	u, err := db.UserByEmail(ctx, email)
	if err != nil {
		return "", u, err
	}
	token, err := db.createLink(ctx, linkReset, u.ID, toolshop.PasswordResetLifetime)
	return token, u, err
}

// CheckPasswordReset tells whether the token could reset a password now.
func (db *DB) CheckPasswordReset(ctx context.Context, token string) error {
	var usable int
	err := db.read.QueryRowContext(ctx, `SELECT COUNT(*) FROM mail_links
		WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3`,
		hashToken(token), linkReset, db.stamp()).Scan(&usable)
	if err == nil && usable == 0 {
		err = toolshop.ErrResetLinkUsed
	}
	return err
}

// ResetPassword uses up the token and sets its account's password, in one transaction. A
// reset link followed proves the mailbox, so the account counts as verified from then on.
func (db *DB) ResetPassword(ctx context.Context, token, passwordHash string) (toolshop.User, error) {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return toolshop.User{}, err
	}
	defer tx.Rollback()
	now := db.stamp()
	userID, err := useLink(ctx, tx, linkReset, token, now, toolshop.ErrResetLinkUsed)
	if err != nil {
		return toolshop.User{}, err
	}
	u, err := setPassword(ctx, tx, userID, passwordHash, "", now)
	if err != nil {
		return toolshop.User{}, err
	}
	return u, tx.Commit()
}

// CreateEmailVerification makes a verification token for the account.
func (db *DB) CreateEmailVerification(ctx context.Context, userID string) (string, error) {
	return db.createLink(ctx, linkVerify, userID, EmailVerificationLifetime)
}

// VerificationAccount is the account of a verification token that works now.
func (db *DB) VerificationAccount(ctx context.Context, token string) (toolshop.User, error) {
	u, err := scanUser(db.read.QueryRowContext(ctx, `SELECT `+userColumns+` FROM users WHERE id = (SELECT user_id FROM mail_links
		WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3)`, hashToken(token), linkVerify, db.stamp()))
	if errors.Is(err, toolshop.ErrUserNotFound) {
		err = toolshop.ErrVerifyLinkUsed
	}
	return u, err
}

// VerifyEmail uses up a verification token and marks its account verified, with the new
// password hash unless it is empty, in one transaction.
func (db *DB) VerifyEmail(ctx context.Context, token, passwordHash string) (toolshop.User, error) {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return toolshop.User{}, err
	}
	defer tx.Rollback()
	now := db.stamp()
	userID, err := useLink(ctx, tx, linkVerify, token, now, toolshop.ErrVerifyLinkUsed)
	if err != nil {
		return toolshop.User{}, err
	}
	var u toolshop.User
	if passwordHash != "" {
		u, err = setPassword(ctx, tx, userID, passwordHash, "", now)
	} else {
		u, err = scanUser(tx.QueryRowContext(ctx, `SELECT `+userColumns+` FROM users WHERE id = $1`, userID))
	}
	if err != nil {
		return u, err
	}
	return u, tx.Commit()
}

// createLink stores the hash of a new token of purpose for the account, good for lifetime,
// and prunes the links that have expired.
func (db *DB) createLink(ctx context.Context, purpose, userID string, lifetime time.Duration) (string, error) {
	now := db.stamp()
	if _, err := db.write.ExecContext(ctx, `DELETE FROM mail_links WHERE expires_at <= $1`, now); err != nil {
		return "", err
	}
	token := rand.Text()
	_, err := db.write.ExecContext(ctx, `INSERT INTO mail_links (token_hash, purpose, user_id, created_at, expires_at)
		VALUES ($1, $2, $3, $4, $5)`, hashToken(token), purpose, userID, now, now+int64(lifetime))
	return token, err
}

// useLink takes a token of purpose with a conditional update, so of two requests racing with
// one link only one succeeds, and ends the account's other links of that purpose. A link
// followed proves the mailbox, so the account counts as verified from then on. It answers
// the account's id, or used for a token unknown, expired or used.
func useLink(ctx context.Context, tx *sql.Tx, purpose, token string, now int64, used error) (string, error) {
	var userID string
	err := tx.QueryRowContext(ctx, `UPDATE mail_links SET used_at = $3
		WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3 RETURNING user_id`,
		hashToken(token), purpose, now).Scan(&userID)
	if errors.Is(err, sql.ErrNoRows) {
		return "", used
	}
	if err != nil {
		return "", err
	}
	_, err = tx.ExecContext(ctx, `UPDATE mail_links SET used_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
		userID, purpose, now)
	if err == nil {
		_, err = tx.ExecContext(ctx, `UPDATE users SET verified_at = COALESCE(verified_at, $2) WHERE id = $1`, userID, now)
	}
	return userID, err
}
