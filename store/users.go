package store

import (
	"context"
	"database/sql"
	"errors"

	"toolshop"
)

var (
	errUserNotFound = toolshop.Errorf(toolshop.ENOTFOUND, "User not found")
	errEmailTaken   = toolshop.Errorf(toolshop.ECONFLICT, "Email already in use")
)

const userColumns = `id, email, name, role, password_hash, token_version`

func scanUser(r row) (toolshop.User, error) {
	var u toolshop.User
	err := r.Scan(&u.ID, &u.Email, &u.Name, &u.Role, &u.PasswordHash, &u.TokenVersion)
	if errors.Is(err, sql.ErrNoRows) {
		return u, errUserNotFound
	}
	return u, err
}

// CreateUser stores a new account; an email already in use is a conflict.
func (db *DB) CreateUser(ctx context.Context, u toolshop.User) (toolshop.User, error) {
	u.ID = newID()
	u.Email = toolshop.NormalizeEmail(u.Email)
	n, err := affected(db.write.ExecContext(ctx,
		`INSERT INTO users (id, email, name, role, password_hash, created_at) VALUES ($1, $2, $3, $4, $5, $6)
		ON CONFLICT (email) DO NOTHING`,
		u.ID, u.Email, u.Name, u.Role, u.PasswordHash, db.stamp()))
	if err == nil && n == 0 {
		err = errEmailTaken
	}
	return u, err
}

// User finds an account by id.
func (db *DB) User(ctx context.Context, id string) (toolshop.User, error) {
	return scanUser(db.queryRowPrepared(ctx, `SELECT `+userColumns+` FROM users WHERE id = $1`, id))
}

// UserByEmail finds an account by email.
func (db *DB) UserByEmail(ctx context.Context, email string) (toolshop.User, error) {
	return scanUser(db.read.QueryRowContext(ctx,
		`SELECT `+userColumns+` FROM users WHERE email = $1`, toolshop.NormalizeEmail(email)))
}

// Users lists every account, oldest first.
func (db *DB) Users(ctx context.Context) ([]toolshop.User, error) {
	rows, err := db.read.QueryContext(ctx, `SELECT `+userColumns+` FROM users ORDER BY created_at, id`)
	if err != nil {
		return nil, err
	}
	return collect(rows, scanUser)
}

// MakeAdmin gives an account the admin role. An admin already is left as is.
func (db *DB) MakeAdmin(ctx context.Context, email string) (int, error) {
	email = toolshop.NormalizeEmail(email)
	n, err := affected(db.write.ExecContext(ctx,
		`UPDATE users SET role = $2 WHERE email = $1 AND role <> $2`, email, toolshop.RoleAdmin))
	if err != nil || n > 0 {
		return n, err
	}
	_, err = db.UserByEmail(ctx, email)
	return 0, err
}

// Rename sets an account's display name and answers how many accounts changed.
func (db *DB) Rename(ctx context.Context, userID, name string) (int, error) {
	return affected(db.write.ExecContext(ctx, `UPDATE users SET name = $2 WHERE id = $1 AND name <> $2`, userID, name))
}

// Profile reads what a user told the shop about themselves.
func (db *DB) Profile(ctx context.Context, email string) (toolshop.Profile, error) {
	var p toolshop.Profile
	err := db.read.QueryRowContext(ctx,
		`SELECT email, name, education, city, phone, profile_link FROM users WHERE email = $1`,
		toolshop.NormalizeEmail(email)).Scan(&p.Email, &p.Name, &p.Education, &p.City, &p.Number, &p.Profile)
	if errors.Is(err, sql.ErrNoRows) {
		return p, errUserNotFound
	}
	return p, err
}

// UpdateProfile stores a checked profile and answers how many accounts changed.
func (db *DB) UpdateProfile(ctx context.Context, p toolshop.Profile) (int, error) {
	if err := p.Validate(); err != nil {
		return 0, err
	}
	n, err := affected(db.write.ExecContext(ctx,
		`UPDATE users SET name = $2, education = $3, city = $4, phone = $5, profile_link = $6 WHERE email = $1`,
		toolshop.NormalizeEmail(p.Email), p.Name, p.Education, p.City, p.Number, p.Profile))
	if err == nil && n == 0 {
		err = errUserNotFound
	}
	return n, err
}
