package store

import (
	"context"
	"database/sql"
	"errors"

	"toolshop"
)

var (
	errOrderNotFound = toolshop.Errorf(toolshop.ENOTFOUND, "Order not found")
	errUnpaidShip    = toolshop.Errorf(toolshop.ECONFLICT, "Unpaid order cannot be shipped")
)

const orderColumns = `id, COALESCE(tool_id, ''), tools_name, customer_name, email, address, phone, quantity,
	unit_price_cents, price_cents, paid, transaction_id, shipped, created_at`

func scanOrder(r row) (toolshop.Order, error) {
	var o toolshop.Order
	var created int64
	err := r.Scan(&o.ID, &o.ToolID, &o.ToolsName, &o.CustomerName, &o.Email, &o.Address, &o.Number,
		&o.Quantity, &o.UnitPrice, &o.Price, &o.Paid, &o.TransactionID, &o.Status, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return o, errOrderNotFound
	}
	o.CreatedAt = fromStamp(created)
	return o, err
}

// PlaceOrder prices the order from the stored tool and reserves its stock. The stock is
// taken with a conditional update, so concurrent buyers can never oversell.
func (db *DB) PlaceOrder(ctx context.Context, customer toolshop.User, req toolshop.NewOrder) (toolshop.Order, error) {
	if err := req.Validate(); err != nil {
		return toolshop.Order{}, err
	}
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return toolshop.Order{}, err
	}
	defer tx.Rollback()

	tool, err := scanTool(tx.QueryRowContext(ctx, `SELECT `+toolColumns+` FROM tools WHERE id = $1`, req.ToolID))
	if err != nil {
		return toolshop.Order{}, err
	}
	quantity := *req.Quantity
	if err := tool.CheckQuantity(quantity); err != nil {
		return toolshop.Order{}, err
	}
	taken, err := affected(tx.ExecContext(ctx,
		`UPDATE tools SET available_quantity = available_quantity - $2 WHERE id = $1 AND available_quantity >= $2`,
		tool.ID, quantity))
	if err != nil {
		return toolshop.Order{}, err
	}
	if taken == 0 {
		return toolshop.Order{}, toolshop.ErrOutOfStock
	}

	o := toolshop.Order{
		ID: newID(), ToolID: tool.ID, ToolsName: tool.Name,
		CustomerName: req.CustomerName, Email: customer.Email, Address: req.Address, Number: req.Number,
		Quantity: quantity, UnitPrice: tool.Price, Price: tool.Price * toolshop.Cents(quantity),
		CreatedAt: fromStamp(db.stamp()),
	}
	if o.CustomerName == "" {
		o.CustomerName = customer.Name
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO orders (id, tool_id, tools_name, customer_name, email, address, phone,
		quantity, unit_price_cents, price_cents, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
		o.ID, o.ToolID, o.ToolsName, o.CustomerName, o.Email, o.Address, o.Number,
		o.Quantity, o.UnitPrice, o.Price, o.CreatedAt.UnixNano())
	if err != nil {
		return toolshop.Order{}, err
	}
	return o, tx.Commit()
}

// Order finds one order.
func (db *DB) Order(ctx context.Context, id string) (toolshop.Order, error) {
	if !toolshop.IsID(id) {
		return toolshop.Order{}, toolshop.ErrInvalidID
	}
	return scanOrder(db.read.QueryRowContext(ctx, `SELECT `+orderColumns+` FROM orders WHERE id = $1`, id))
}

// OrdersByEmail lists one customer's orders, newest first.
func (db *DB) OrdersByEmail(ctx context.Context, email string) ([]toolshop.Order, error) {
	rows, err := db.read.QueryContext(ctx,
		`SELECT `+orderColumns+` FROM orders WHERE email = $1 ORDER BY created_at DESC, id`, email)
	if err != nil {
		return nil, err
	}
	return collect(rows, scanOrder)
}

// AllOrders lists every order, newest first.
func (db *DB) AllOrders(ctx context.Context) ([]toolshop.Order, error) {
	rows, err := db.read.QueryContext(ctx, `SELECT `+orderColumns+` FROM orders ORDER BY created_at DESC, id`)
	if err != nil {
		return nil, err
	}
	return collect(rows, scanOrder)
}

// CancelOrder deletes an unpaid order and puts its quantity back in stock, in one
// transaction. The delete is conditional, so a payment landing meanwhile wins.
func (db *DB) CancelOrder(ctx context.Context, id string) (int, error) {
	if !toolshop.IsID(id) {
		return 0, toolshop.ErrInvalidID
	}
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	o, err := scanOrder(tx.QueryRowContext(ctx, `SELECT `+orderColumns+` FROM orders WHERE id = $1`, id))
	if err != nil {
		return 0, err
	}
	if o.Paid {
		return 0, toolshop.ErrPaidOrder
	}
	deleted, err := affected(tx.ExecContext(ctx, `DELETE FROM orders WHERE id = $1 AND NOT paid`, id))
	if err != nil {
		return 0, err
	}
	if deleted == 0 {
		return 0, toolshop.ErrPaidOrder
	}
	if o.ToolID != "" {
		if _, err := tx.ExecContext(ctx,
			`UPDATE tools SET available_quantity = available_quantity + $2 WHERE id = $1`, o.ToolID, o.Quantity); err != nil {
			return 0, err
		}
	}
	return deleted, tx.Commit()
}

// MarkPaid records a verified payment. Repeating it with the same transaction changes
// nothing; an order already paid by another transaction is a conflict.
func (db *DB) MarkPaid(ctx context.Context, id, transactionID string) (int, error) {
	return db.markPaid(ctx, "", id, transactionID)
}

// markPaid is MarkPaid, and MarkPaidByEvent when eventID is set: the event is recorded in
// the same transaction, so it counts as handled only if the order's payment is stored.
func (db *DB) markPaid(ctx context.Context, eventID, id, transactionID string) (int, error) {
	if !toolshop.IsID(id) {
		return 0, toolshop.ErrInvalidID
	}
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	if eventID != "" {
		claimed, err := affected(tx.ExecContext(ctx,
			`INSERT INTO stripe_events (id, handled_at) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, eventID, db.stamp()))
		if err != nil || claimed == 0 {
			return 0, err
		}
	}
	n, err := affected(tx.ExecContext(ctx,
		`UPDATE orders SET paid = TRUE, transaction_id = $2 WHERE id = $1 AND NOT paid`, id, transactionID))
	if err != nil {
		return 0, err
	}
	if n == 0 {
		o, err := scanOrder(tx.QueryRowContext(ctx, `SELECT `+orderColumns+` FROM orders WHERE id = $1`, id))
		switch {
		case err != nil:
			return 0, err
		case o.TransactionID != transactionID:
			return 0, toolshop.ErrOrderPaid
		}
	}
	return n, tx.Commit()
}

// ShipOrder marks a paid order shipped; shipping it again changes nothing.
func (db *DB) ShipOrder(ctx context.Context, id string) (int, error) {
	if !toolshop.IsID(id) {
		return 0, toolshop.ErrInvalidID
	}
	n, err := affected(db.write.ExecContext(ctx,
		`UPDATE orders SET shipped = TRUE WHERE id = $1 AND paid AND NOT shipped`, id))
	if err != nil || n > 0 {
		return n, err
	}
	o, err := db.Order(ctx, id)
	switch {
	case err != nil:
		return 0, err
	case !o.Paid:
		return 0, errUnpaidShip
	}
	return 0, nil
}
