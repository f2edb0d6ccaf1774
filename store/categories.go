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
	rows, err := q.QueryContext(ctx, `SELECT c.id, c.slug, c.name, c.description, COUNT(t.id) FROM categories c
		LEFT JOIN tools t ON t.category = c.slug GROUP BY c.id, c.slug, c.name, c.description ORDER BY `+db.alphabetical("c.name")+`, c.id`)
	if err != nil {
		return nil, err
	}
	return collect(rows, func(r row) (c toolshop.Category, err error) {
		err = r.Scan(&c.ID, &c.Slug, &c.Name, &c.Description, &c.ToolCount)
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
	n, err := affected(tx.ExecContext(ctx, `INSERT INTO categories (id, slug, name, description, created_at)
		VALUES ($1, $2, $3, $4, $5) ON CONFLICT (slug) DO NOTHING`, c.ID, c.Slug, c.Name, c.Description, db.stamp()))
	if err != nil {
		return c, err
	}
	if n == 0 {
		return c, toolshop.ErrCategoryExists
	}
	return c, db.commitCatalogue(ctx, tx)
}

// UpdateCategory applies checked changes to a category, locked first on PostgreSQL as
// DeleteCategory locks it. A new name is a new slug, which its tools follow.
func (db *DB) UpdateCategory(ctx context.Context, id string, ch toolshop.CategoryChanges) (toolshop.Category, error) {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return toolshop.Category{}, err
	}
	defer tx.Rollback()
	var before toolshop.Category
	err = tx.QueryRowContext(ctx, db.forUpdate(`SELECT id, slug, name, description FROM categories WHERE id = $1`), id).
		Scan(&before.ID, &before.Slug, &before.Name, &before.Description)
	if errors.Is(err, sql.ErrNoRows) {
		return before, toolshop.ErrCategoryNotFound
	}
	if err != nil {
		return before, err
	}
	after, err := ch.Apply(before)
	if err != nil {
		return before, err
	}
	if after.Slug != before.Slug {
		err = db.moveCategory(ctx, tx, before, after)
	} else {
		_, err = tx.ExecContext(ctx, `UPDATE categories SET name = $2, description = $3 WHERE id = $1`, id, after.Name, after.Description)
	}
	if err != nil {
		return before, err
	}
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM tools WHERE category = $1`, after.Slug).Scan(&after.ToolCount); err != nil {
		return before, err
	}
	return after, db.commitCatalogue(ctx, tx)
}

// moveCategory gives a category its new slug, name and description, and its tools the slug,
// each with a tool.updated webhook. Neither database changes a key that rows refer to, so the
// category is written again under a passing id and the new slug (ErrCategoryExists when another
// has it), its tools moved there, the old row removed and the new one given its id.
func (db *DB) moveCategory(ctx context.Context, tx *sql.Tx, before, after toolshop.Category) error {
	rows, err := tx.QueryContext(ctx, `SELECT id FROM tools WHERE category = $1`, before.Slug)
	if err != nil {
		return err
	}
	tools, err := collect(rows, func(r row) (id string, err error) { return id, r.Scan(&id) })
	if err != nil {
		return err
	}
	passing := newID()
	n, err := affected(tx.ExecContext(ctx, `INSERT INTO categories (id, slug, name, description, created_at)
		SELECT $1, $2, $3, $4, created_at FROM categories WHERE id = $5 ON CONFLICT (slug) DO NOTHING`,
		passing, after.Slug, after.Name, after.Description, before.ID))
	if err != nil {
		return err
	}
	if n == 0 {
		return toolshop.ErrCategoryExists
	}
	for _, step := range []struct {
		query string
		args  []any
	}{
		{`UPDATE tools SET category = $1 WHERE category = $2`, []any{after.Slug, before.Slug}},
		{`DELETE FROM categories WHERE id = $1`, []any{before.ID}},
		{`UPDATE categories SET id = $1 WHERE id = $2`, []any{before.ID, passing}},
	} {
		if _, err := tx.ExecContext(ctx, step.query, step.args...); err != nil {
			return err
		}
	}
	return db.toolWebhooks(ctx, tx, toolshop.WebhookToolUpdated, tools)
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
