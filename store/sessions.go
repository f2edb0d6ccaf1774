package store

import (
	"context"
	"database/sql"
	"errors"

	"toolshop"
)

// StartSession records a new session of the account.
func (db *DB) StartSession(ctx context.Context, userID, userAgent string) (toolshop.Session, error) {
	s := toolshop.Session{ID: newID(), UserAgent: userAgent, CreatedAt: fromStamp(db.stamp())}
	_, err := db.write.ExecContext(ctx, `INSERT INTO sessions (id, user_id, user_agent, created_at) VALUES ($1, $2, $3, $4)`,
		s.ID, userID, s.UserAgent, s.CreatedAt.UnixNano())
	return s, err
}

const sessionUserQuery = `SELECT ` + userColumns + `,
	EXISTS (SELECT 1 FROM sessions WHERE id = $2 AND user_id = users.id AND ended_at IS NULL)
	FROM users WHERE id = $1`

// SessionUser is the account a token names with whether its session is still going, read
// in one query: it runs on nearly every request.
func (db *DB) SessionUser(ctx context.Context, userID, sessionID string) (toolshop.User, bool, error) {
	var u toolshop.User
	var active bool
	err := db.lookups().QueryRowContext(ctx, sessionUserQuery, userID, sessionID).
		Scan(append(userFields(&u), &active)...)
	if errors.Is(err, sql.ErrNoRows) {
		return u, false, toolshop.ErrUserNotFound
	}
	return u, active, err
}

// Sessions lists the account's sessions still going, newest first.
func (db *DB) Sessions(ctx context.Context, userID string) ([]toolshop.Session, error) {
	rows, err := db.read.QueryContext(ctx, `SELECT id, user_agent, created_at FROM sessions
		WHERE user_id = $1 AND ended_at IS NULL ORDER BY created_at DESC, id`, userID)
	if err != nil {
		return nil, err
	}
	return collect(rows, func(r row) (toolshop.Session, error) {
		var s toolshop.Session
		var created int64
		err := r.Scan(&s.ID, &s.UserAgent, &created)
		s.CreatedAt = fromStamp(created)
		return s, err
	})
}

// EndSession ends one of the account's sessions.
func (db *DB) EndSession(ctx context.Context, userID, sessionID string) (int, error) {
	n, err := affected(db.write.ExecContext(ctx, `UPDATE sessions SET ended_at = $3
		WHERE id = $1 AND user_id = $2 AND ended_at IS NULL`, sessionID, userID, db.stamp()))
	if err == nil && n == 0 {
		err = toolshop.ErrSessionNotFound
	}
	return n, err
}

// EndOtherSessions ends every session of the account but keep, and answers how many ended.
func (db *DB) EndOtherSessions(ctx context.Context, userID, keep string) (int, error) {
	return affected(db.write.ExecContext(ctx, `UPDATE sessions SET ended_at = $3
		WHERE user_id = $1 AND id <> $2 AND ended_at IS NULL`, userID, keep, db.stamp()))
}

// ChangePassword gives the account a new password hash: every token issued before stops
// working and every session but keep ends.
func (db *DB) ChangePassword(ctx context.Context, userID, passwordHash, keep string) (toolshop.User, error) {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return toolshop.User{}, err
	}
	defer tx.Rollback()
	u, err := setPassword(ctx, tx, userID, passwordHash, keep, db.stamp())
	if err != nil {
		return u, err
	}
	return u, tx.Commit()
}

// setPassword sets an account's password hash, bumps its token version and ends all its
// sessions but keep (none when keep is ""), in the caller's transaction.
func setPassword(ctx context.Context, tx *sql.Tx, userID, passwordHash, keep string, now int64) (toolshop.User, error) {
	u, err := scanUser(tx.QueryRowContext(ctx, `UPDATE users SET password_hash = $2, token_version = token_version + 1
		WHERE id = $1 RETURNING `+userColumns, userID, passwordHash))
	if err != nil {
		return u, err
	}
	_, err = tx.ExecContext(ctx, `UPDATE sessions SET ended_at = $3 WHERE user_id = $1 AND id <> $2 AND ended_at IS NULL`,
		userID, keep, now)
	return u, err
}
