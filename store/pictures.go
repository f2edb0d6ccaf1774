package store

import (
	"context"
	"database/sql"
	"errors"

	"toolshop"
)

// SavePicture stores a picture's variants in one transaction; a picture stored already (the
// same hash) is left as it is.
func (db *DB) SavePicture(ctx context.Context, p toolshop.Picture) error {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	now := db.stamp()
	for _, v := range p.Variants {
		if _, err := tx.ExecContext(ctx,
			`INSERT INTO pictures (hash, size, content_type, width, height, data, created_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (hash, size) DO NOTHING`,
			p.Hash, v.Size, v.ContentType, v.Width, v.Height, v.Data, now); err != nil {
			return err
		}
	}
	return tx.Commit()
}

// PictureVariant reads one stored variant of a picture.
func (db *DB) PictureVariant(ctx context.Context, hash string, size int) (toolshop.PictureVariant, error) {
	v := toolshop.PictureVariant{Size: size}
	err := db.read.QueryRowContext(ctx,
		`SELECT content_type, width, height, data FROM pictures WHERE hash = $1 AND size = $2`, hash, size).
		Scan(&v.ContentType, &v.Width, &v.Height, &v.Data)
	if errors.Is(err, sql.ErrNoRows) {
		return v, toolshop.ErrPictureNotFound
	}
	v.URL = toolshop.PictureURL(hash, size, v.ContentType)
	return v, err
}
