package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"reflect"
	"slices"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"toolshop"
)

const toolColumns = `id, name, image, description, price_cents, min_order, available_quantity, COALESCE(category, ''),
	pictures, brand, COALESCE(sku, ''), specs, review_stars, review_count, COALESCE(gtin, ''), options, parts, mpn`

func scanTool(r row) (toolshop.Tool, error) {
	t := toolshop.Tool{Options: []toolshop.Option{}, Variants: []toolshop.Variant{}, Parts: []toolshop.KitPart{}}
	var pictures, specs, options, parts []byte
	var stars int64
	err := r.Scan(&t.ID, &t.Name, &t.Image, &t.Description, &t.Price, &t.MinOrder, &t.AvailableQuantity, &t.Category,
		&pictures, &t.Brand, &t.SKU, &specs, &stars, &t.Rating.Count, &t.GTIN, &options, &parts, &t.MPN)
	if errors.Is(err, sql.ErrNoRows) {
		return t, toolshop.ErrToolNotFound
	}
	if err != nil {
		return t, err
	}
	t.Rating = toolshop.RatingOf(stars, t.Rating.Count)
	t.Slug = toolshop.ToolSlug(t.Name)
	return t, unmarshalColumns(pictures, &t.Pictures, specs, &t.Specs, options, &t.Options, parts, &t.Parts)
}

// saleColumns are the columns a cart and a checkout price a tool by (scanSaleTool): none of
// what only its page shows (description, pictures, specs, reviews).
const saleColumns = `id, name, image, price_cents, min_order, available_quantity, COALESCE(sku, ''), options, parts`

func scanSaleTool(r row) (toolshop.Tool, error) {
	t := toolshop.Tool{Options: []toolshop.Option{}, Variants: []toolshop.Variant{}, Parts: []toolshop.KitPart{}}
	var options, parts []byte
	if err := r.Scan(&t.ID, &t.Name, &t.Image, &t.Price, &t.MinOrder, &t.AvailableQuantity, &t.SKU, &options, &parts); err != nil {
		return t, err
	}
	return t, unmarshalColumns(options, &t.Options, parts, &t.Parts)
}

// detailColumns are the values of a tool's details as columns store them (migrations 240
// 390 and 400): pictures, brand, brand_slug, sku, specs, gtin, options, parts and mpn.
func detailColumns(t toolshop.Tool) ([]any, error) {
	columns := []any{nil, t.Brand, toolshop.Slug(t.Brand), nullable(t.SKU), nil, nullable(t.GTIN), nil, nil, t.MPN}
	for i, v := range map[int]any{0: t.Pictures, 4: t.Specs, 6: t.Options, 7: stored(t.Parts)} {
		if reflect.ValueOf(v).IsNil() {
			v = []struct{}{} // none is [], as every tool's answer shows it
		}
		b, err := json.Marshal(v)
		if err != nil {
			return nil, err
		}
		columns[i] = string(b)
	}
	return columns, nil
}

// uniqueViolation tells whether err is a write a unique index refused: on SQLite the one of
// column ("table.column"), on PostgreSQL the index named index.
func uniqueViolation(err error, column, index string) bool {
	var lite *sqlite.Error
	var pg *pgconn.PgError
	return errors.As(err, &lite) && lite.Code() == sqlite3.SQLITE_CONSTRAINT_UNIQUE && strings.Contains(lite.Error(), column) ||
		errors.As(err, &pg) && pg.Code == "23505" && pg.ConstraintName == index // unique_violation
}

// Tool finds one tool, with its forms.
func (db *DB) Tool(ctx context.Context, id string) (toolshop.Tool, error) {
	t, err := scanTool(db.lookups().QueryRowContext(ctx, `SELECT `+toolColumns+` FROM tools WHERE id = $1`, id))
	if err != nil {
		return t, err
	}
	tools := []toolshop.Tool{t}
	return tools[0], withForms(ctx, db.read, tools)
}

// CreateTool stores a checked tool under a new id, with the words search finds it by and its
// tool.created webhook.
func (db *DB) CreateTool(ctx context.Context, t toolshop.Tool) (toolshop.Tool, error) {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return t, err
	}
	defer tx.Rollback()
	if err := checkCategory(ctx, tx, t.Category); err != nil {
		return t, err
	}
	tools := []toolshop.Tool{t}
	counts := wordCounts{}
	if err := db.insertTools(ctx, tx, tools, counts); err != nil {
		return t, err
	}
	if err := counts.save(ctx, tx, db.mark); err != nil {
		return t, err
	}
	if err := db.toolWebhooks(ctx, tx, toolshop.WebhookToolCreated, []string{tools[0].ID}); err != nil {
		return t, err
	}
	return tools[0], db.commitCatalogue(ctx, tx)
}

// toolsPerStatement keeps an insert's arguments within what both databases take.
const toolsPerStatement = 100

// insertTools stores tools whose categories are known, each under a new id it sets, a
// hundred a statement, and adds their words to counts.
func (db *DB) insertTools(ctx context.Context, tx *sql.Tx, tools []toolshop.Tool, counts wordCounts) error {
	for chunk := range slices.Chunk(tools, toolsPerStatement) {
		var values strings.Builder
		args := make([]any, 0, 16*len(chunk))
		for i := range chunk {
			t := &chunk[i]
			t.ID = newID()
			nameWords, otherWords := searchText(*t)
			details, err := detailColumns(*t)
			if err != nil {
				return err
			}
			if i > 0 {
				values.WriteString(", ")
			}
			values.WriteString("(")
			for j, v := range append([]any{t.ID, t.Name, t.Image, t.Description, t.Price, t.MinOrder, max(t.AvailableQuantity, 0),
				nullable(t.Category), nameWords, otherWords, db.stamp()}, details...) {
				args = append(args, v)
				if j > 0 {
					values.WriteString(", ")
				}
				values.WriteString(db.mark(len(args)))
			}
			values.WriteString(")")
			counts.add(toolshop.Tool{}, *t)
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO tools (id, name, image, description, price_cents, min_order,
			available_quantity, category, name_words, description_words, created_at, pictures, brand, brand_slug, sku, specs,
			gtin, options, parts, mpn) VALUES `+values.String(), args...)
		if err != nil {
			return identifierTaken(err, "")
		}
		for i := range chunk {
			if t := &chunk[i]; len(t.Variants) > 0 || len(t.Parts) > 0 || t.SKU != "" || t.GTIN != "" {
				if err := db.saveForms(ctx, tx, t); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// UpdateTool applies checked changes to a tool, with its tool.updated webhook. The tool is
// read locked (PostgreSQL) or inside SQLite's write lock, so orders placed meanwhile wait; its
// stock is written only when the changes set it.
func (db *DB) UpdateTool(ctx context.Context, id string, c toolshop.ToolChanges) (int, error) {
	tx, t, err := db.lockTool(ctx, id)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	counts := wordCounts{}
	n, err := db.updateTool(ctx, tx, t, c, counts)
	if err != nil || n == 0 {
		return 0, err
	}
	if err := counts.save(ctx, tx, db.mark); err != nil {
		return 0, err
	}
	if err := db.toolWebhooks(ctx, tx, toolshop.WebhookToolUpdated, []string{id}); err != nil {
		return 0, err
	}
	return n, db.commitCatalogue(ctx, tx)
}

// UpdateVariant applies a checked change to one variant of the tool, as UpdateTool does to
// the tool, and answers the tool as it is then.
func (db *DB) UpdateVariant(ctx context.Context, toolID, variantID string, c toolshop.VariantChanges) (toolshop.Tool, error) {
	tx, before, err := db.lockTool(ctx, toolID)
	if err != nil {
		return before, err
	}
	defer tx.Rollback()
	t, err := before.ChangeVariant(variantID, c)
	if err != nil || toolshop.SameTool(t, before) {
		return before, err
	}
	counts := wordCounts{}
	if err := db.saveTool(ctx, tx, before, t, false, counts); err != nil {
		return before, err
	}
	if err := counts.save(ctx, tx, db.mark); err != nil {
		return before, err
	}
	if err := db.toolWebhooks(ctx, tx, toolshop.WebhookToolUpdated, []string{toolID}); err != nil {
		return before, err
	}
	if t, err = db.lockedTool(ctx, tx, toolID); err != nil {
		return t, err
	}
	return t, db.commitCatalogue(ctx, tx)
}

// updateTool applies changes to the tool stored as before, which tx holds locked: its
// stock only when the changes set it, its category once checked. Its words gained and lost
// go to counts.
func (db *DB) updateTool(ctx context.Context, tx *sql.Tx, before toolshop.Tool, c toolshop.ToolChanges, counts wordCounts) (int, error) {
	t, err := c.Change(before)
	if err != nil || toolshop.SameTool(t, before) {
		return 0, err
	}
	return 1, db.saveTool(ctx, tx, before, t, c.AvailableQuantity != nil, counts)
}

// saveTool writes the tool as after has it, stored before as before: its stock only when
// stock is set (or its forms count it), its category once checked, its forms (saveForms).
func (db *DB) saveTool(ctx context.Context, tx *sql.Tx, before, t toolshop.Tool, stock bool, counts wordCounts) error {
	if t.Category != before.Category {
		if err := checkCategory(ctx, tx, t.Category); err != nil {
			return err
		}
	}
	if err := checkNoKitNeeds(ctx, tx, t.ID, t.Variants); err != nil {
		return err
	}
	nameWords, otherWords := searchText(t)
	details, err := detailColumns(t)
	if err != nil {
		return err
	}
	_, err = tx.ExecContext(ctx, `UPDATE tools SET name = $2, image = $3, description = $4, price_cents = $5, min_order = $6,
		available_quantity = CASE WHEN $8 THEN $7 ELSE available_quantity END, category = $9,
		name_words = $10, description_words = $11, pictures = $12, brand = $13, brand_slug = $14, sku = $15, specs = $16,
		gtin = $17, options = $18, parts = $19, mpn = $20 WHERE id = $1`,
		append([]any{t.ID, t.Name, t.Image, t.Description, t.Price, t.MinOrder, max(t.AvailableQuantity, 0), stock,
			nullable(t.Category), nameWords, otherWords}, details...)...)
	if err != nil {
		return identifierTaken(err, "")
	}
	counts.add(before, t)
	return db.saveForms(ctx, tx, &t)
}

// lockTool begins a write transaction that holds the tool id names, locked until the caller
// commits or rolls back the transaction. On PostgreSQL the tools whose kits take it as a part
// are locked with it first, in the order of their ids, as a sale locks them (lockStock): a
// change of its stock counts those kits again, and never waits on a sale in a circle.
func (db *DB) lockTool(ctx context.Context, id string) (*sql.Tx, toolshop.Tool, error) {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return nil, toolshop.Tool{}, err
	}
	if db.postgres {
		if _, err := db.lockStock(ctx, tx, []toolshop.StockMove{{ToolID: id}}); err != nil {
			tx.Rollback()
			return nil, toolshop.Tool{}, err
		}
	}
	t, err := db.lockedTool(ctx, tx, id)
	if err != nil {
		tx.Rollback()
		return nil, t, err
	}
	return tx, t, nil
}

// lockedTool reads the tool id names in tx with its forms, locked until tx ends.
func (db *DB) lockedTool(ctx context.Context, tx *sql.Tx, id string) (toolshop.Tool, error) {
	t, err := scanTool(tx.QueryRowContext(ctx, db.forUpdate(`SELECT `+toolColumns+` FROM tools WHERE id = $1`), id))
	if err != nil {
		return t, err
	}
	tools := []toolshop.Tool{t}
	return tools[0], withForms(ctx, tx, tools)
}

// DeleteTool removes a tool from the catalogue, unless orders for it are pending: those must
// be cancelled first (their stock and payments released). Its other orders keep the tool's
// name and price; its tool.deleted webhook carries it as it was.
func (db *DB) DeleteTool(ctx context.Context, id string) (int, error) {
	// Locked first, so the count below sees every order placed before the lock.
	tx, t, err := db.lockTool(ctx, id)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	var pending int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM orders WHERE state = 'pending'
		AND id IN (SELECT order_id FROM order_lines WHERE tool_id = $1)`, id).Scan(&pending); err != nil {
		return 0, err
	}
	if pending > 0 {
		return 0, toolshop.ErrToolHasPendingOrders
	}
	if err := checkNoKitNeeds(ctx, tx, id, nil); err != nil {
		return 0, err
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM tools WHERE id = $1`, id); err != nil {
		return 0, err
	}
	if err := db.countWords(ctx, tx, t, toolshop.Tool{}); err != nil {
		return 0, err
	}
	if err := recordWebhooks(ctx, db, tx, toolshop.WebhookToolDeleted, []toolshop.Tool{t}, db.Now()); err != nil {
		return 0, err
	}
	return 1, db.commitCatalogue(ctx, tx)
}

// collect scans every row with scan and closes the rows.
func collect[T any](rows *sql.Rows, scan func(row) (T, error)) ([]T, error) {
	defer rows.Close()
	items := []T{}
	for rows.Next() {
		item, err := scan(rows)
		if err != nil {
			return nil, err
		}
		items = append(items, item)
	}
	return items, rows.Err()
}
