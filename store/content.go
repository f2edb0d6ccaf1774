package store

import (
	"context"
	"database/sql"
	"errors"
	"slices"

	"toolshop"
)

const contentSetting = "content"

// Content is the owner's words, or the spec's until they save their own.
func (db *DB) Content(ctx context.Context) (toolshop.Content, error) {
	// Read into a pointer: decoding over DefaultContent would write into its lists.
	var stored *toolshop.Content
	if err := jsonSetting(ctx, db.read, contentSetting, &stored); err != nil || stored == nil {
		return toolshop.DefaultContent, err
	}
	return *stored, nil
}

// SetContent keeps the owner's words. Every page shows them, so it is a catalogue change.
func (db *DB) SetContent(ctx context.Context, c toolshop.Content) error {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if err := putJSONSetting(ctx, tx, contentSetting, c); err != nil {
		return err
	}
	return db.commitCatalogue(ctx, tx)
}

const pageColumns = `slug, title, markdown, published`

func scanPage(r row) (toolshop.ShopPage, error) {
	var p toolshop.ShopPage
	return p, r.Scan(&p.Slug, &p.Title, &p.Markdown, &p.Published)
}

// Pages are the pages written, in toolshop.PageSlugs' order.
func (db *DB) Pages(ctx context.Context) ([]toolshop.ShopPage, error) {
	rows, err := db.read.QueryContext(ctx, `SELECT `+pageColumns+` FROM shop_pages`)
	if err != nil {
		return nil, err
	}
	pages, err := collect(rows, scanPage)
	slices.SortFunc(pages, func(a, b toolshop.ShopPage) int {
		return slices.Index(toolshop.PageSlugs, a.Slug) - slices.Index(toolshop.PageSlugs, b.Slug)
	})
	return pages, err
}

// Page is the page of the slug, ErrNoPage when it is not written.
func (db *DB) Page(ctx context.Context, slug string) (toolshop.ShopPage, error) {
	p, err := scanPage(db.read.QueryRowContext(ctx, `SELECT `+pageColumns+` FROM shop_pages WHERE slug = $1`, slug))
	if errors.Is(err, sql.ErrNoRows) {
		err = toolshop.ErrNoPage
	}
	return p, err
}

// SetPage writes the page, a new one or over the one of its slug: a catalogue change, as the
// pages the server writes show it.
func (db *DB) SetPage(ctx context.Context, p toolshop.ShopPage) error {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `INSERT INTO shop_pages (slug, title, markdown, published, updated_at) VALUES ($1, $2, $3, $4, $5)
		ON CONFLICT (slug) DO UPDATE SET title = excluded.title, markdown = excluded.markdown,
			published = excluded.published, updated_at = excluded.updated_at`,
		p.Slug, p.Title, p.Markdown, p.Published, db.stamp()); err != nil {
		return err
	}
	return db.commitCatalogue(ctx, tx)
}

// DeletePage deletes the page of the slug, answering how many it deleted: a catalogue change,
// as SetPage.
func (db *DB) DeletePage(ctx context.Context, slug string) (int, error) {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	n, err := affected(tx.ExecContext(ctx, `DELETE FROM shop_pages WHERE slug = $1`, slug))
	if err != nil || n == 0 {
		return n, err
	}
	return n, db.commitCatalogue(ctx, tx)
}
