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

// Reviews lists the reviews, newest first.
func (db *DB) Reviews(ctx context.Context) ([]toolshop.Review, error) {
	rows, err := db.queryPrepared(ctx,
		`SELECT id, name, ratings, description FROM reviews ORDER BY created_at DESC, id`)
	if err != nil {
		return nil, err
	}
	return collect(rows, scanReview)
}

// CreateReview stores a checked review under a new id.
func (db *DB) CreateReview(ctx context.Context, authorEmail string, r toolshop.Review) (toolshop.Review, error) {
	r.ID = newID()
	_, err := db.write.ExecContext(ctx,
		`INSERT INTO reviews (id, author_email, name, ratings, description, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
		r.ID, authorEmail, r.Name, r.Ratings, r.Description, db.stamp())
	return r, err
}
