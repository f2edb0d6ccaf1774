package store

import (
	"context"
	"database/sql"
	"errors"

	"toolshop"
)

// Categories lists the categories by name, with how many tools each holds.
func (db *DB) Categories(ctx context.Context) ([]toolshop.Category, error) {
	return db.categories(ctx, db.read)
}

func (db *DB) categories(ctx context.Context, q querier) ([]toolshop.Category, error) {
	rows, err := q.QueryContext(ctx, `SELECT c.id, c.slug, c.name, COUNT(t.id) FROM categories c
		LEFT JOIN tools t ON t.category = c.slug GROUP BY c.id, c.slug, c.name ORDER BY `+db.alphabetical("c.name")+`, c.id`)
	if err != nil {
		return nil, err
	}
	return collect(rows, func(r row) (c toolshop.Category, err error) {
		err = r.Scan(&c.ID, &c.Slug, &c.Name, &c.ToolCount)
		return c, err
	})
}

// CreateCategory stores a category under a new id; its slug must be free.
func (db *DB) CreateCategory(ctx context.Context, c toolshop.Category) (toolshop.Category, error) {
	c.ID, c.ToolCount = newID(), 0
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return c, err
	}
	defer tx.Rollback()
	n, err := affected(tx.ExecContext(ctx, `INSERT INTO categories (id, slug, name, created_at)
		VALUES ($1, $2, $3, $4) ON CONFLICT (slug) DO NOTHING`, c.ID, c.Slug, c.Name, db.stamp()))
	if err != nil {
		return c, err
	}
	if n == 0 {
		return c, toolshop.ErrCategoryExists
	}
	return c, db.commitCatalogue(ctx, tx)
}

// DeleteCategory removes a category that no tool is in. On PostgreSQL the category is locked
// first, so a tool put in it meanwhile waits, then fails its reference.
func (db *DB) DeleteCategory(ctx context.Context, id string) (int, error) {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	var slug, name string
	err = tx.QueryRowContext(ctx, db.forUpdate(`SELECT slug, name FROM categories WHERE id = $1`), id).Scan(&slug, &name)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, toolshop.ErrCategoryNotFound
	}
	if err != nil {
		return 0, err
	}
	var tools int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM tools WHERE category = $1`, slug).Scan(&tools); err != nil {
		return 0, err
	}
	if tools > 0 {
		return 0, toolshop.CategoryInUse(name, tools)
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM categories WHERE id = $1`, id); err != nil {
		return 0, err
	}
	return 1, db.commitCatalogue(ctx, tx)
}

// checkCategory refuses a tool's category that is not one of the shop's.
func checkCategory(ctx context.Context, tx *sql.Tx, slug string) error {
	if slug == "" {
		return nil
	}
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM categories WHERE slug = $1`, slug).Scan(&n); err != nil {
		return err
	}
	if n == 0 {
		return toolshop.ErrCategoryUnknown
	}
	return nil
}
