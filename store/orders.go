package store

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"toolshop"
)

const orderColumns = `id, COALESCE(tool_id, ''), tool_name, customer_name, email, address, phone, quantity,
	unit_price_cents, total_cents, state, transaction_id, intent_id, refund_id, created_at, expires_at`

func scanOrder(r row) (toolshop.Order, error) {
	var o toolshop.Order
	var created, expires int64
	err := r.Scan(&o.ID, &o.ToolID, &o.ToolName, &o.CustomerName, &o.Email, &o.Address, &o.Phone,
		&o.Quantity, &o.UnitPrice, &o.Total, &o.State, &o.TransactionID, &o.IntentID, &o.RefundID, &created, &expires)
	if errors.Is(err, sql.ErrNoRows) {
		return o, toolshop.ErrOrderNotFound
	}
	o.CreatedAt, o.ExpiresAt = fromStamp(created), fromStamp(expires)
	return o, err
}

// PlaceOrder stores the order the checked request makes of the tool and the customer's pending
// orders, and takes its stock with a conditional update, so concurrent buyers can never
// oversell; a sale that takes the stock below its threshold records its stock alert. On
// PostgreSQL the customer's row is locked first, so that one customer's concurrent orders are
// counted one after another.
func (db *DB) PlaceOrder(ctx context.Context, customer toolshop.User, req toolshop.NewOrder, rules toolshop.OrderRules) (toolshop.Order, error) {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return toolshop.Order{}, err
	}
	defer tx.Rollback()

	now := db.Now()
	if db.postgres {
		if _, err := tx.ExecContext(ctx, `SELECT id FROM users WHERE id = $1 FOR UPDATE`, customer.ID); err != nil {
			return toolshop.Order{}, err
		}
	}
	var pending int
	err = tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM orders WHERE email = $1 AND state = 'pending' AND expires_at > $2`,
		customer.Email, now.UnixNano()).Scan(&pending)
	if err != nil {
		return toolshop.Order{}, err
	}
	tool, err := scanTool(tx.QueryRowContext(ctx, `SELECT `+toolColumns+` FROM tools WHERE id = $1`, req.ToolID))
	if err != nil {
		return toolshop.Order{}, err
	}
	o, err := req.Place(customer, tool, pending, rules, now)
	if err != nil {
		return toolshop.Order{}, err
	}
	// The tool as the update leaves it: concurrent sales of it take their stock one after
	// another, so each sees the stock its own sale left.
	left, err := scanTool(tx.QueryRowContext(ctx,
		`UPDATE tools SET available_quantity = available_quantity - $2 WHERE id = $1 AND available_quantity >= $2
		RETURNING `+toolColumns, tool.ID, o.Quantity))
	if errors.Is(err, toolshop.ErrToolNotFound) {
		return toolshop.Order{}, toolshop.ErrOutOfStock
	}
	if err != nil {
		return toolshop.Order{}, err
	}
	if err := recordStockAlert(ctx, tx, left, o.Quantity, now); err != nil {
		return toolshop.Order{}, err
	}
	o.ID = newID()
	_, err = tx.ExecContext(ctx, `INSERT INTO orders (id, tool_id, tool_name, customer_name, email, address, phone,
		quantity, unit_price_cents, total_cents, state, created_at, expires_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
		o.ID, o.ToolID, o.ToolName, o.CustomerName, o.Email, o.Address, o.Phone,
		o.Quantity, o.UnitPrice, o.Total, o.State, o.CreatedAt.UnixNano(), o.ExpiresAt.UnixNano())
	if err != nil {
		return toolshop.Order{}, err
	}
	for i, e := range o.Events {
		if err := addEvent(ctx, tx, o.ID, i, e); err != nil {
			return toolshop.Order{}, err
		}
	}
	return o, tx.Commit()
}

// Order finds one order with its history.
func (db *DB) Order(ctx context.Context, id string) (toolshop.Order, error) {
	o, err := scanOrder(db.read.QueryRowContext(ctx, `SELECT `+orderColumns+` FROM orders WHERE id = $1`, id))
	if err != nil {
		return o, err
	}
	rows, err := db.read.QueryContext(ctx,
		`SELECT kind, at, actor, note FROM order_events WHERE order_id = $1 ORDER BY seq`, id)
	if err != nil {
		return o, err
	}
	o.Events, err = collect(rows, scanEvent)
	return o, err
}

func scanEvent(r row) (toolshop.OrderEvent, error) {
	var e toolshop.OrderEvent
	var at int64
	err := r.Scan(&e.Kind, &at, &e.By, &e.Note)
	e.At = fromStamp(at)
	return e, err
}

// Orders lists the page of the orders the filter picks, newest first, and how many it picks
// in all.
func (db *DB) Orders(ctx context.Context, f toolshop.OrderFilter) ([]toolshop.Order, int, error) {
	var c conditions
	if f.Email != "" {
		c.where = append(c.where, "email = "+c.arg(f.Email))
	}
	if f.State != "" {
		c.where = append(c.where, "state = "+c.arg(string(f.State)))
	}
	if f.ToolID != "" {
		c.where = append(c.where, "tool_id = "+c.arg(f.ToolID))
	}
	if f.Text != "" {
		db.contains(&c, orderText, f.Text)
	}
	return listPage(ctx, db, c, orderColumns, "orders", "created_at DESC, id", f.Page, scanOrder)
}

// ExpiredOrders are the pending orders whose hold ended by now, oldest first.
func (db *DB) ExpiredOrders(ctx context.Context, now time.Time) ([]toolshop.Order, error) {
	rows, err := db.read.QueryContext(ctx, `SELECT `+orderColumns+` FROM orders
		WHERE state = 'pending' AND expires_at <= $1 ORDER BY expires_at LIMIT 500`, now.UnixNano())
	if err != nil {
		return nil, err
	}
	return collect(rows, scanOrder)
}

// UnsettledOrders are the pending orders whose payment has started and the refunded orders
// whose payment the provider has not given back yet.
func (db *DB) UnsettledOrders(ctx context.Context) ([]toolshop.Order, error) {
	rows, err := db.read.QueryContext(ctx, `SELECT `+orderColumns+` FROM orders
		WHERE (state = 'pending' AND intent_id <> '') OR (state = 'refunded' AND transaction_id <> '' AND refund_id = '')
		ORDER BY created_at LIMIT 500`)
	if err != nil {
		return nil, err
	}
	return collect(rows, scanOrder)
}

// ChangeOrder locks the order, lets decide choose a change to it as stored, and applies the
// change: the order's state, its event and the stock it returns, in one transaction.
func (db *DB) ChangeOrder(ctx context.Context, id string, decide func(toolshop.Order) (toolshop.Change, error)) (toolshop.Order, toolshop.Change, error) {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return toolshop.Order{}, toolshop.Change{}, err
	}
	defer tx.Rollback()
	o, err := db.lockOrder(ctx, tx, id)
	if err != nil {
		return o, toolshop.Change{}, err
	}
	c, err := decide(o)
	if err != nil || c.None() {
		return o, c, err
	}
	o = o.Apply(c)
	if err := applyChange(ctx, tx, o, c); err != nil {
		return o, c, err
	}
	return o, c, tx.Commit()
}

// lockOrder reads an order for a change. SQLite's write transactions hold the whole database
// already; PostgreSQL locks the row until the transaction ends.
func (db *DB) lockOrder(ctx context.Context, tx *sql.Tx, id string) (toolshop.Order, error) {
	return scanOrder(tx.QueryRowContext(ctx, db.forUpdate(`SELECT `+orderColumns+` FROM orders WHERE id = $1`), id))
}

// applyChange writes the changed order o, the change's event and its stock, on a locked order.
func applyChange(ctx context.Context, tx *sql.Tx, o toolshop.Order, c toolshop.Change) error {
	_, err := tx.ExecContext(ctx, `UPDATE orders SET state = $2, intent_id = $3, transaction_id = $4 WHERE id = $1`,
		o.ID, o.State, o.IntentID, o.TransactionID)
	if err != nil {
		return err
	}
	var seq int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM order_events WHERE order_id = $1`, o.ID).Scan(&seq); err != nil {
		return err
	}
	if err := addEvent(ctx, tx, o.ID, seq, c.Event); err != nil {
		return err
	}
	if c.Restock > 0 && o.ToolID != "" {
		_, err = tx.ExecContext(ctx,
			`UPDATE tools SET available_quantity = available_quantity + $2 WHERE id = $1`, o.ToolID, c.Restock)
	}
	return err
}

func addEvent(ctx context.Context, tx *sql.Tx, orderID string, seq int, e toolshop.OrderEvent) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO order_events (order_id, seq, kind, at, actor, note)
		VALUES ($1, $2, $3, $4, $5, $6)`, orderID, seq, e.Kind, e.At.UnixNano(), e.By, e.Note)
	return err
}

// RecordRefund keeps the provider's refund of an order's payment, the first time.
func (db *DB) RecordRefund(ctx context.Context, id, refundID string) error {
	_, err := db.write.ExecContext(ctx, `UPDATE orders SET refund_id = $2 WHERE id = $1 AND refund_id = ''`, id, refundID)
	return err
}
