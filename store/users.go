package store

import (
	"context"
	"database/sql"
	"errors"

	"toolshop"
)

const userColumns = `id, email, name, role, password_hash, token_version, verified_at IS NOT NULL, disabled_at IS NOT NULL`

func scanUser(r row) (toolshop.User, error) {
	var u toolshop.User
	err := r.Scan(userFields(&u)...)
	if errors.Is(err, sql.ErrNoRows) {
		return u, toolshop.ErrUserNotFound
	}
	return u, err
}

// userFields are the scan targets of userColumns.
func userFields(u *toolshop.User) []any {
	return []any{&u.ID, &u.Email, &u.Name, &u.Role, &u.PasswordHash, &u.TokenVersion, &u.Verified, &u.Disabled}
}

// CreateUser stores a new account; an email already in use is a conflict.
func (db *DB) CreateUser(ctx context.Context, u toolshop.User) (toolshop.User, error) {
	return insertUser(ctx, db.write, u, db.stamp())
}

// insertUser stores a new account made at now; a taken email is ErrEmailTaken.
func insertUser(ctx context.Context, ex execer, u toolshop.User, now int64) (toolshop.User, error) {
	u.ID = newID()
	u.Email = toolshop.NormalizeEmail(u.Email)
	var verifiedAt *int64
	if u.Verified {
		verifiedAt = &now
	}
	n, err := affected(ex.ExecContext(ctx,
		`INSERT INTO users (id, email, name, role, password_hash, verified_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
		ON CONFLICT (email) DO NOTHING`,
		u.ID, u.Email, u.Name, u.Role, u.PasswordHash, verifiedAt, now))
	if err == nil && n == 0 {
		err = toolshop.ErrEmailTaken
	}
	return u, err
}

// User finds an account by id.
func (db *DB) User(ctx context.Context, id string) (toolshop.User, error) {
	return scanUser(db.lookups().QueryRowContext(ctx, `SELECT `+userColumns+` FROM users WHERE id = $1`, id))
}

// UserByEmail finds an account by email.
func (db *DB) UserByEmail(ctx context.Context, email string) (toolshop.User, error) {
	return scanUser(db.read.QueryRowContext(ctx,
		`SELECT `+userColumns+` FROM users WHERE email = $1`, toolshop.NormalizeEmail(email)))
}

// Users lists the page of the accounts the filter picks, oldest first, each with its count of
// live API keys, and how many it picks in all.
func (db *DB) Users(ctx context.Context, f toolshop.UserFilter) ([]toolshop.User, int, error) {
	var c conditions
	if f.Text != "" {
		db.contains(&c, userText, f.Text)
	}
	columns := userColumns + `, (SELECT COUNT(*) FROM api_keys WHERE created_by = users.email AND revoked_at = 0)`
	return listPage(ctx, db, c, columns, "users", "created_at, id", f.Page, func(r row) (toolshop.User, error) {
		var u toolshop.User
		return u, r.Scan(append(userFields(&u), &u.APIKeys)...)
	})
}

// MakeAdmin gives a verified account the admin role. An admin already is left as is.
func (db *DB) MakeAdmin(ctx context.Context, email string) (int, error) {
	u, err := db.UserByEmail(ctx, email)
	if err != nil {
		return 0, err
	}
	if err := u.CheckAdminCandidate(); err != nil {
		return 0, err
	}
	return affected(db.write.ExecContext(ctx,
		`UPDATE users SET role = $2 WHERE id = $1 AND role <> $2 AND verified_at IS NOT NULL AND disabled_at IS NULL`,
		u.ID, toolshop.RoleAdmin))
}

// RemoveAdmin takes the admin role from an account, unless it is the last admin, and revokes
// the API keys it made (an admin is demoted before it can be disabled). The admins
// are locked (PostgreSQL) or the database is (SQLite) while they are counted, so two admins
// demoting each other at once leave one.
func (db *DB) RemoveAdmin(ctx context.Context, email string) (int, error) {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	rows, err := tx.QueryContext(ctx, db.forUpdate(`SELECT email FROM users WHERE role = $1`), toolshop.RoleAdmin)
	if err != nil {
		return 0, err
	}
	admins, err := collect(rows, func(r row) (string, error) {
		var e string
		return e, r.Scan(&e)
	})
	if err != nil {
		return 0, err
	}
	email = toolshop.NormalizeEmail(email)
	demote, err := toolshop.Demote(admins, email)
	if err != nil {
		return 0, err
	}
	if !demote {
		_, err := scanUser(tx.QueryRowContext(ctx, `SELECT `+userColumns+` FROM users WHERE email = $1`, email))
		return 0, err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE users SET role = '' WHERE email = $1`, email); err != nil {
		return 0, err
	}
	// Its keys end with its rights, in the same commit: no server takes them after.
	if _, err := tx.ExecContext(ctx, `UPDATE api_keys SET revoked_at = $2 WHERE created_by = $1 AND revoked_at = 0`,
		email, db.stamp()); err != nil {
		return 0, err
	}
	return 1, tx.Commit()
}

// SetDisabled disables an account, ending its sessions at once, or enables it again. An
// admin is never disabled: demote it first.
func (db *DB) SetDisabled(ctx context.Context, email string, disabled bool) (int, error) {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	u, err := scanUser(tx.QueryRowContext(ctx, `SELECT `+userColumns+` FROM users WHERE email = $1`, toolshop.NormalizeEmail(email)))
	switch {
	case err != nil:
		return 0, err
	case disabled && u.IsAdmin():
		return 0, toolshop.ErrDisableAdmin
	case disabled == u.Disabled:
		return 0, nil
	}
	now := db.stamp()
	var disabledAt *int64
	if disabled {
		disabledAt = &now
	}
	if _, err := tx.ExecContext(ctx, `UPDATE users SET disabled_at = $2 WHERE id = $1`, u.ID, disabledAt); err != nil {
		return 0, err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE sessions SET ended_at = $2 WHERE user_id = $1 AND ended_at IS NULL`, u.ID, now); err != nil {
		return 0, err
	}
	return 1, tx.Commit()
}

// ClaimAccount gives an unverified account to the verified person signing in with its
// address: it becomes verified, its password goes, and its tokens and sessions end.
func (db *DB) ClaimAccount(ctx context.Context, userID string) (toolshop.User, error) {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return toolshop.User{}, err
	}
	defer tx.Rollback()
	now := db.stamp()
	u, err := setPassword(ctx, tx, userID, "", "", now)
	if err != nil {
		return u, err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE users SET verified_at = $2 WHERE id = $1`, userID, now); err != nil {
		return u, err
	}
	u.Verified = true
	return u, tx.Commit()
}

// Rename sets an account's display name and answers how many accounts changed.
func (db *DB) Rename(ctx context.Context, userID, name string) (int, error) {
	return affected(db.write.ExecContext(ctx, `UPDATE users SET name = $2 WHERE id = $1 AND name <> $2`, userID, name))
}

// Profile reads what a user told the shop about themselves.
func (db *DB) Profile(ctx context.Context, email string) (toolshop.Profile, error) {
	var p toolshop.Profile
	err := db.read.QueryRowContext(ctx,
		`SELECT email, name, education, city, phone, linkedin FROM users WHERE email = $1`,
		toolshop.NormalizeEmail(email)).Scan(&p.Email, &p.Name, &p.Education, &p.City, &p.Phone, &p.LinkedIn)
	if errors.Is(err, sql.ErrNoRows) {
		return p, toolshop.ErrUserNotFound
	}
	return p, err
}

// UpdateProfile stores a checked profile and answers how many accounts changed.
func (db *DB) UpdateProfile(ctx context.Context, p toolshop.Profile) (int, error) {
	n, err := affected(db.write.ExecContext(ctx,
		`UPDATE users SET name = $2, education = $3, city = $4, phone = $5, linkedin = $6 WHERE email = $1`,
		toolshop.NormalizeEmail(p.Email), p.Name, p.Education, p.City, p.Phone, p.LinkedIn))
	if err == nil && n == 0 {
		err = toolshop.ErrUserNotFound
	}
	return n, err
}

// Admins are the verified admins whose accounts are not disabled, oldest first.
func (db *DB) Admins(ctx context.Context) ([]toolshop.User, error) {
	rows, err := db.lookups().QueryContext(ctx, `SELECT `+userColumns+` FROM users
		WHERE role = $1 AND verified_at IS NOT NULL AND disabled_at IS NULL ORDER BY created_at, id`, toolshop.RoleAdmin)
	if err != nil {
		return nil, err
	}
	return collect(rows, scanUser)
}
