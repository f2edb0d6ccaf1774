package store

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"toolshop"
)

// The shop's reviews (toolshop.Review), the home page's "User Reviews".

const reviewColumns = `id, name, ratings, description, hidden_at, hidden_by`

func scanReview(r row) (toolshop.Review, error) {
	var rev toolshop.Review
	var hidden sql.NullInt64
	err := r.Scan(&rev.ID, &rev.Name, &rev.Ratings, &rev.Description, &hidden, &rev.HiddenBy)
	if errors.Is(err, sql.ErrNoRows) {
		return rev, toolshop.ErrNoReview
	}
	rev.Hidden, rev.HiddenAt = hiddenAt(hidden)
	return rev, err
}

// Reviews lists the page of the reviews the filter picks, newest first, and answers how many
// it picks.
func (db *DB) Reviews(ctx context.Context, f toolshop.ReviewFilter) ([]toolshop.Review, int, error) {
	var c conditions
	if !f.Hidden {
		c.where = append(c.where, "hidden_at IS NULL")
	}
	return listPage(ctx, db, c, reviewColumns, "reviews", "created_at DESC, id", f.Page, scanReview)
}

// MyReview is the actor's review of the shop; without one, whether they may write it
// (Actor.MayReviewShop) by the orders of their email.
func (db *DB) MyReview(ctx context.Context, by toolshop.Actor) (toolshop.Review, error) {
	tx, err := db.read.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return toolshop.Review{}, err
	}
	defer tx.Rollback()
	review, err := scanReview(tx.QueryRowContext(ctx, `SELECT `+reviewColumns+` FROM reviews WHERE author_email = $1`, by.Email))
	if err != toolshop.ErrNoReview {
		return review, err
	}
	if err := mayReviewShop(ctx, tx, by); err != nil {
		return review, err
	}
	return review, toolshop.ErrNoReview
}

// CreateReview stores a checked review under a new id if its author may review the shop
// (Actor.MayReviewShop) by the orders of their email: one an author, so an account with a
// review already is ErrReviewedAlready. The shop's own sample reviews have no author.
func (db *DB) CreateReview(ctx context.Context, by toolshop.Actor, r toolshop.Review) (toolshop.Review, error) {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return r, err
	}
	defer tx.Rollback()
	if err := mayReviewShop(ctx, tx, by); err != nil {
		return r, err
	}
	r.ID = newID()
	n, err := affected(tx.ExecContext(ctx,
		`INSERT INTO reviews (id, author_email, name, ratings, description, created_at) VALUES ($1, $2, $3, $4, $5, $6)
		ON CONFLICT (author_email) WHERE author_email <> '' DO NOTHING`,
		r.ID, by.Email, r.Name, r.Ratings, r.Description, db.stamp()))
	if err != nil {
		return r, err
	}
	if n == 0 {
		return r, toolshop.ErrReviewedAlready
	}
	return r, tx.Commit()
}

// mayReviewShop asks the domain whether the actor may review the shop
// (Actor.MayReviewShop), by the orders of their email with their state.
func mayReviewShop(ctx context.Context, tx *sql.Tx, by toolshop.Actor) error {
	rows, err := tx.QueryContext(ctx, `SELECT email, guest, state FROM orders WHERE email = $1`, by.Email)
	if err != nil {
		return err
	}
	orders, err := collect(rows, func(r row) (o toolshop.Order, err error) {
		err = r.Scan(&o.Email, &o.Guest, &o.State)
		return o, err
	})
	if err != nil {
		return err
	}
	return by.MayReviewShop(orders)
}

// DeleteReview removes a review.
func (db *DB) DeleteReview(ctx context.Context, id string) (int, error) {
	n, err := affected(db.write.ExecContext(ctx, `DELETE FROM reviews WHERE id = $1`, id))
	if err == nil && n == 0 {
		err = toolshop.ErrReviewNotFound
	}
	return n, err
}

// HideReview hides the review, recording when and by whom, or shows it again. A review
// already so changes nothing.
func (db *DB) HideReview(ctx context.Context, id string, hidden bool, by string) (int, error) {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	before, err := scanReview(tx.QueryRowContext(ctx, db.forUpdate(`SELECT `+reviewColumns+` FROM reviews WHERE id = $1`), id))
	if errors.Is(err, toolshop.ErrNoReview) {
		return 0, toolshop.ErrReviewNotFound
	}
	if err != nil || before.Hidden == hidden {
		return 0, err
	}
	at, hiddenBy := hiding(hidden, by, db.stamp())
	if _, err := tx.ExecContext(ctx, `UPDATE reviews SET hidden_at = $2, hidden_by = $3 WHERE id = $1`, id, at, hiddenBy); err != nil {
		return 0, err
	}
	return 1, tx.Commit()
}

// hiding is what a review's hidden_at and hidden_by become once it is hidden (by an admin's
// email, now) or shown again.
func hiding(hidden bool, by string, now int64) (sql.NullInt64, string) {
	if !hidden {
		return sql.NullInt64{}, ""
	}
	return sql.NullInt64{Int64: now, Valid: true}, by
}

// hiddenAt reads a review's hidden_at: whether it is hidden, and since when.
func hiddenAt(at sql.NullInt64) (bool, *time.Time) {
	if !at.Valid {
		return false, nil
	}
	t := fromStamp(at.Int64)
	return true, &t
}
