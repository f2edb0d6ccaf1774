package store

import (
	"context"
	"database/sql"
	"errors"

	"toolshop"
)

const toolColumns = `id, name, image, description, price_cents, min_order, available_quantity`

func scanTool(r row) (toolshop.Tool, error) {
	var t toolshop.Tool
	err := r.Scan(&t.ID, &t.Name, &t.Image, &t.Description, &t.Price, &t.MinOrder, &t.AvailableQuantity)
	if errors.Is(err, sql.ErrNoRows) {
		return t, toolshop.ErrToolNotFound
	}
	return t, err
}

// Tools lists the catalogue, oldest first.
func (db *DB) Tools(ctx context.Context) ([]toolshop.Tool, error) {
	rows, err := db.queryPrepared(ctx, `SELECT `+toolColumns+` FROM tools ORDER BY created_at, id`)
	if err != nil {
		return nil, err
	}
	return collect(rows, scanTool)
}

// Tool finds one tool.
func (db *DB) Tool(ctx context.Context, id string) (toolshop.Tool, error) {
	return scanTool(db.queryRowPrepared(ctx, `SELECT `+toolColumns+` FROM tools WHERE id = $1`, id))
}

// CreateTool stores a checked tool under a new id.
func (db *DB) CreateTool(ctx context.Context, t toolshop.Tool) (toolshop.Tool, error) {
	t.ID = newID()
	_, err := db.write.ExecContext(ctx,
		`INSERT INTO tools (`+toolColumns+`, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
		t.ID, t.Name, t.Image, t.Description, t.Price, t.MinOrder, t.AvailableQuantity, db.stamp())
	return t, err
}

// UpdateTool applies checked changes to a tool. The tool is read locked (PostgreSQL) or
// inside SQLite's write lock, so orders placed meanwhile wait; its stock is written only when
// the changes set it.
func (db *DB) UpdateTool(ctx context.Context, id string, c toolshop.ToolChanges) (int, error) {
	tx, t, err := db.lockTool(ctx, id)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	before := t
	c.Apply(&t)
	if t == before {
		return 0, nil
	}
	_, err = tx.ExecContext(ctx, `UPDATE tools SET name = $2, image = $3, description = $4, price_cents = $5, min_order = $6,
		available_quantity = CASE WHEN $8 THEN $7 ELSE available_quantity END WHERE id = $1`,
		id, t.Name, t.Image, t.Description, t.Price, t.MinOrder, t.AvailableQuantity, c.AvailableQuantity != nil)
	if err != nil {
		return 0, err
	}
	return 1, tx.Commit()
}

// lockTool begins a write transaction that holds the tool id names, locked until the caller
// commits or rolls back the transaction.
func (db *DB) lockTool(ctx context.Context, id string) (*sql.Tx, toolshop.Tool, error) {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return nil, toolshop.Tool{}, err
	}
	t, err := scanTool(tx.QueryRowContext(ctx, db.forUpdate(`SELECT `+toolColumns+` FROM tools WHERE id = $1`), id))
	if err != nil {
		tx.Rollback()
		return nil, t, err
	}
	return tx, t, nil
}

// DeleteTool removes a tool from the catalogue, unless orders for it are pending: those must
// be cancelled first (their stock and payments released). Its other orders keep the tool's
// name and price.
func (db *DB) DeleteTool(ctx context.Context, id string) (int, error) {
	// Locked first, so the count below sees every order placed before the lock.
	tx, _, err := db.lockTool(ctx, id)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	var pending int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM orders WHERE tool_id = $1 AND state = 'pending'`, id).Scan(&pending); err != nil {
		return 0, err
	}
	if pending > 0 {
		return 0, toolshop.ErrToolHasPendingOrders
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM tools WHERE id = $1`, id); err != nil {
		return 0, err
	}
	return 1, tx.Commit()
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
