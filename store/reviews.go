package store

import (
	"context"

	"toolshop"
)

func scanReview(r row) (toolshop.Review, error) {
	var rev toolshop.Review
	err := r.Scan(&rev.ID, &rev.Name, &rev.Ratings, &rev.Description)
	return rev, err
}

// Reviews lists a page of the reviews, newest first, and answers how many there are.
func (db *DB) Reviews(ctx context.Context, page toolshop.Page) ([]toolshop.Review, int, error) {
	var total int
	if err := db.queryRowPrepared(ctx, `SELECT COUNT(*) FROM reviews`).Scan(&total); err != nil {
		return nil, 0, err
	}
	rows, err := db.queryPrepared(ctx,
		`SELECT id, name, ratings, description FROM reviews ORDER BY created_at DESC, id LIMIT $1 OFFSET $2`,
		page.Limit, page.Offset)
	if err != nil {
		return nil, 0, err
	}
	reviews, err := collect(rows, scanReview)
	return reviews, total, err
}

// CreateReview stores a checked review under a new id: one an author, so an account with a
// review already is ErrReviewedAlready. The shop's own sample reviews have no author.
func (db *DB) CreateReview(ctx context.Context, authorEmail string, r toolshop.Review) (toolshop.Review, error) {
	r.ID = newID()
	n, err := affected(db.write.ExecContext(ctx,
		`INSERT INTO reviews (id, author_email, name, ratings, description, created_at) VALUES ($1, $2, $3, $4, $5, $6)
		ON CONFLICT (author_email) WHERE author_email <> '' DO NOTHING`,
		r.ID, authorEmail, r.Name, r.Ratings, r.Description, db.stamp()))
	if err == nil && n == 0 {
		err = toolshop.ErrReviewedAlready
	}
	return r, err
}

// DeleteReview removes a review.
func (db *DB) DeleteReview(ctx context.Context, id string) (int, error) {
	n, err := affected(db.write.ExecContext(ctx, `DELETE FROM reviews WHERE id = $1`, id))
	if err == nil && n == 0 {
		err = toolshop.ErrReviewNotFound
	}
	return n, err
}
