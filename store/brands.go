package store

import (
	"context"

	"toolshop"
)

// Brands lists the brands of the catalogue's tools by slug, with how many tools each holds.
// Tools may spell one brand differently ("DeWalt", "DEWALT"): the brand is named as the
// first of them in the order of bytes. The index of migration 240 groups them.
func (db *DB) Brands(ctx context.Context) ([]toolshop.Brand, error) {
	brand := "brand"
	if db.postgres {
		brand = `brand COLLATE "C"` // as SQLite compares
	}
	rows, err := db.read.QueryContext(ctx, `SELECT brand_slug, MIN(`+brand+`), COUNT(*) FROM tools
		WHERE brand_slug <> '' GROUP BY brand_slug ORDER BY brand_slug`)
	if err != nil {
		return nil, err
	}
	return collect(rows, func(r row) (b toolshop.Brand, err error) {
		err = r.Scan(&b.Slug, &b.Name, &b.ToolCount)
		return b, err
	})
}
