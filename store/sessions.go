package store

import (
	"context"
	"database/sql"
	"errors"
	"sync"

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
// in one query: it runs on nearly every request. On SQLite a session found going is
// remembered with its account while no account or session changes (sessionMemory).
func (db *DB) SessionUser(ctx context.Context, userID, sessionID string) (toolshop.User, bool, error) {
	key := sessionKey{userID, sessionID}
	changes := int64(-1) // none read: nothing is remembered
	if !db.postgres {
		if err := db.lookups().QueryRowContext(ctx, accountChangesQuery).Scan(&changes); err != nil {
			return toolshop.User{}, false, err
		}
		if u, found := db.sessionMemory.recall(key, changes); found {
			return u, true, nil
		}
	}
	var u toolshop.User
	var active bool
	err := db.lookups().QueryRowContext(ctx, sessionUserQuery, userID, sessionID).
		Scan(append(userFields(&u), &active)...)
	if errors.Is(err, sql.ErrNoRows) {
		return u, false, toolshop.ErrUserNotFound
	}
	if err == nil && active && changes >= 0 {
		db.sessionMemory.keep(key, u, changes)
	}
	return u, active, err
}

// accountChangesQuery reads the count of the changes to accounts and sessions, which
// triggers keep on SQLite (migration 440).
const accountChangesQuery = `SELECT changes FROM account_changes WHERE id = 1`

// maxSessionsRemembered bounds sessionMemory: when it is full, every session is forgotten.
const maxSessionsRemembered = 10_000

// sessionMemory holds, on SQLite, the sessions SessionUser found going, with their accounts,
// for as long as the count of changes to accounts and sessions stays what it was when they
// were read: each call a page makes with its token then reads that one row instead of the
// account and the session. SQLite drops a reader's pages whenever the file changed, which a
// checkout does at every call, so reading those was a sixteenth of a checkout's CPU (issue
// 46). The count is read before the session, so that a session remembered is at least as
// new as its count; triggers keep it (migration 440), so that every write counts, whichever
// process on the data folder makes it. PostgreSQL's servers read every session.
type sessionMemory struct {
	mu      sync.Mutex
	held    map[sessionKey]toolshop.User
	changes int64 // the count the sessions held were read at
}

// sessionKey names a session of an account.
type sessionKey struct{ userID, sessionID string }

// recall answers the account of a session remembered going at the count of changes now.
func (m *sessionMemory) recall(key sessionKey, changes int64) (toolshop.User, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if changes != m.changes {
		return toolshop.User{}, false
	}
	u, found := m.held[key]
	return u, found
}

// keep remembers a session read going at the count of changes, forgetting every session read
// at an earlier count; one read at an earlier count than those held is not kept.
func (m *sessionMemory) keep(key sessionKey, u toolshop.User, changes int64) {
	m.mu.Lock()
	defer m.mu.Unlock()
	switch {
	case changes < m.changes:
		return
	case changes > m.changes || m.held == nil || len(m.held) >= maxSessionsRemembered:
		m.held, m.changes = map[sessionKey]toolshop.User{}, changes
	}
	m.held[key] = u
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
