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
	db.accountsChanged()
	return s, err
}

const sessionUserQuery = `SELECT ` + userColumns + `,
	EXISTS (SELECT 1 FROM sessions WHERE id = $2 AND user_id = users.id AND ended_at IS NULL)
	FROM users WHERE id = $1`

// SessionUser is the account a token names with whether its session is still going, read
// in one query: it runs on nearly every request. On SQLite a session found going is
// remembered with its account until an account or a session changes (sessionMemory).
func (db *DB) SessionUser(ctx context.Context, userID, sessionID string) (toolshop.User, bool, error) {
	key := sessionKey{userID, sessionID}
	u, found, changes := db.sessionMemory.recall(key)
	if found {
		return u, true, nil
	}
	var active bool
	err := db.lookups().QueryRowContext(ctx, sessionUserQuery, userID, sessionID).
		Scan(append(userFields(&u), &active)...)
	if errors.Is(err, sql.ErrNoRows) {
		return u, false, toolshop.ErrUserNotFound
	}
	if err == nil && active && !db.postgres {
		db.sessionMemory.keep(key, u, changes)
	}
	return u, active, err
}

// maxSessionsRemembered bounds sessionMemory: when it is full, every session is forgotten.
const maxSessionsRemembered = 10_000

// sessionMemory holds, on SQLite, the sessions SessionUser found going, with their accounts,
// so that each call a page makes with its token does not read them again: reading them was a
// sixteenth of a checkout's CPU (issue 46), since SQLite drops a reader's pages whenever the
// file changed. One process owns a SQLite data folder (lock.go), so every change to an
// account or a session is made through db, and each forgets every session remembered
// (accountsChanged, commitAccounts) once it is committed. On PostgreSQL other servers change
// them too, and every call reads them.
type sessionMemory struct {
	mu   sync.Mutex
	held map[sessionKey]toolshop.User
	// changes counts forget's calls: a session read while one happened may be out of date
	// already, and is not kept.
	changes int
}

// sessionKey names a session of an account.
type sessionKey struct{ userID, sessionID string }

// recall answers the account of a session remembered going, and the count of changes to
// give keep if it is not.
func (m *sessionMemory) recall(key sessionKey) (toolshop.User, bool, int) {
	m.mu.Lock()
	defer m.mu.Unlock()
	u, found := m.held[key]
	return u, found, m.changes
}

// keep remembers a session read going, unless an account or a session changed since recall
// answered changes.
func (m *sessionMemory) keep(key sessionKey, u toolshop.User, changes int) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.changes != changes {
		return
	}
	if m.held == nil || len(m.held) >= maxSessionsRemembered {
		m.held = map[sessionKey]toolshop.User{}
	}
	m.held[key] = u
}

func (m *sessionMemory) forget() {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.held = nil
	m.changes++
}

// accountsChanged forgets the sessions remembered: call it after every statement that
// changed an account or a session, once it is committed.
func (db *DB) accountsChanged() { db.sessionMemory.forget() }

// commitAccounts commits a transaction that changed an account or a session and forgets the
// sessions remembered: call it in place of tx.Commit in any such transaction.
func (db *DB) commitAccounts(tx *sql.Tx) error {
	err := tx.Commit()
	db.accountsChanged()
	return err
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
	db.accountsChanged()
	if err == nil && n == 0 {
		err = toolshop.ErrSessionNotFound
	}
	return n, err
}

// EndOtherSessions ends every session of the account but keep, and answers how many ended.
func (db *DB) EndOtherSessions(ctx context.Context, userID, keep string) (int, error) {
	n, err := affected(db.write.ExecContext(ctx, `UPDATE sessions SET ended_at = $3
		WHERE user_id = $1 AND id <> $2 AND ended_at IS NULL`, userID, keep, db.stamp()))
	db.accountsChanged()
	return n, err
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
	return u, db.commitAccounts(tx)
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
