package store

import (
	"context"
	"database/sql"
	"math"

	"toolshop"
)

// OrdersPlaced are the orders placed in the period, oldest first, with their lines and
// refunds and when each was paid and refunded (from its events).
func (db *DB) OrdersPlaced(ctx context.Context, p toolshop.Period) ([]toolshop.OrderRecord, error) {
	from, to := bounds(p)
	rows, err := db.read.QueryContext(ctx, `SELECT `+orderColumns+`,
		(SELECT MIN(at) FROM order_events e WHERE e.order_id = orders.id AND e.kind = 'paid'),
		(SELECT MIN(at) FROM order_events e WHERE e.order_id = orders.id AND e.kind = 'refunded')
		FROM orders WHERE created_at >= $1 AND created_at < $2 ORDER BY created_at, id`, from, to)
	if err != nil {
		return nil, err
	}
	records, err := collect(rows, func(r row) (toolshop.OrderRecord, error) {
		var paid, refunded sql.NullInt64
		o, err := scanOrder(extraColumns{r, []any{&paid, &refunded}})
		line := toolshop.OrderRecord{Order: o}
		if paid.Valid {
			line.PaidAt = fromStamp(paid.Int64)
		}
		if refunded.Valid {
			line.RefundedAt = fromStamp(refunded.Int64)
		}
		return line, err
	})
	if err != nil {
		return nil, err
	}
	orders := make([]*toolshop.Order, len(records))
	for i := range records {
		orders[i] = &records[i].Order
	}
	return records, orderDetails(ctx, db.read, orders)
}

// DocumentsIssued are the orders that issued an invoice or a credit note in the period, with
// their lines, refunds, invoice and credit notes, read in one transaction.
func (db *DB) DocumentsIssued(ctx context.Context, p toolshop.Period) ([]toolshop.Order, error) {
	tx, err := db.read.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	from, to := bounds(p)
	return ordersWhere(ctx, tx, `id IN (SELECT order_id FROM invoices WHERE issued_at >= $1 AND issued_at < $2
		UNION SELECT order_id FROM credit_notes WHERE issued_at >= $1 AND issued_at < $2) ORDER BY id`, from, to)
}

// bounds are the period's ends in Unix nanoseconds, an open end the farthest time.
func bounds(p toolshop.Period) (from, to int64) {
	from, to = math.MinInt64, math.MaxInt64
	if !p.From.IsZero() {
		from = p.From.UnixNano()
	}
	if !p.To.IsZero() {
		to = p.To.UnixNano()
	}
	return from, to
}

// extraColumns scans the columns scanOrder reads, then more.
type extraColumns struct {
	row
	more []any
}

func (r extraColumns) Scan(dest ...any) error { return r.row.Scan(append(dest, r.more...)...) }
