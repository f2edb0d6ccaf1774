package store

import (
	"context"
	"database/sql"
	"errors"
	"sort"
	"strconv"
	"time"

	"toolshop"
)

// lowStockSetting is the settings key of the shop's low stock threshold.
const lowStockSetting = "low_stock_threshold"

// A period's money moves, by order line: each paid event brings in what each of its order's
// lines was paid (its total less its discount share, with its tax share unless the price
// held it) and its order's shipping (line 0 of no tool: is_line 0); each refund of an order
// that was paid takes out what it paid back for each line, and its shipping. A payment that
// arrived after its order was cancelled is refunded without ever having been revenue. tax is
// the tax within the line's move, taken off by the refund's (its frozen tax), and units_back
// the units a refund gave back.
const moneyMoves = `
	SELECT e.at AS at, l.tool_id AS tool_id, l.tool_name AS tool_name, 1 AS is_line,
		l.total_cents - l.discount_cents + CASE WHEN o.tax_included THEN 0 ELSE l.tax_cents END AS paid,
		0 AS refunded, CASE WHEN l.seq = 0 THEN 1 ELSE 0 END AS orders, l.quantity AS units,
		l.tax_cents AS tax, 0 AS units_back
	FROM order_events e JOIN orders o ON o.id = e.order_id JOIN order_lines l ON l.order_id = o.id
	WHERE e.kind = 'paid' AND e.at >= $1 AND e.at < $2
	UNION ALL
	SELECT e.at, NULL, '', 0, o.shipping_cents + CASE WHEN o.tax_included THEN 0 ELSE o.shipping_tax_cents END, 0, 0, 0, 0, 0
	FROM order_events e JOIN orders o ON o.id = e.order_id
	WHERE e.kind = 'paid' AND e.at >= $1 AND e.at < $2 AND o.shipping_cents > 0
	UNION ALL
	SELECT r.at, l.tool_id, l.tool_name, 1, 0, rl.amount_cents, 0, 0, -rl.tax_cents, rl.quantity
	FROM refunds r JOIN refund_lines rl ON rl.order_id = r.order_id AND rl.refund_seq = r.seq
		JOIN order_lines l ON l.order_id = rl.order_id AND l.seq = rl.line_seq
	WHERE r.at >= $1 AND r.at < $2
		AND EXISTS (SELECT 1 FROM order_events p WHERE p.order_id = r.order_id AND p.kind = 'paid')
	UNION ALL
	SELECT r.at, NULL, '', 0, 0, r.shipping_cents, 0, 0, 0, 0
	FROM refunds r
	WHERE r.at >= $1 AND r.at < $2 AND r.shipping_cents > 0
		AND EXISTS (SELECT 1 FROM order_events p WHERE p.order_id = r.order_id AND p.kind = 'paid')`

// Stats sums up the period in one read transaction, so its figures agree with each other.
func (db *DB) Stats(ctx context.Context, p toolshop.StatsPeriod, now time.Time) (toolshop.Stats, error) {
	s := toolshop.Stats{From: p.From, To: p.To, Bucket: p.Bucket, TaxByName: []toolshop.TaxSum{}, DatabaseDamage: db.Damage()}
	tx, err := db.read.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return s, err
	}
	defer tx.Rollback()
	from, to := p.From.UnixNano(), p.To.UnixNano()
	if err = sumMoves(ctx, tx, p, &s); err != nil {
		return s, err
	}
	if err = sumParts(ctx, tx, from, to, &s); err != nil {
		return s, err
	}
	if err = sumTaxByName(ctx, tx, from, to, &s); err != nil {
		return s, err
	}
	refunded, err := refundedOrders(ctx, tx, from, to)
	if err != nil {
		return s, err
	}
	s.TakeOffRefunds(refunded)
	if s.OrdersByState, err = ordersByState(ctx, tx, from, to); err != nil {
		return s, err
	}
	if s.TopTools, err = topTools(ctx, tx, from, to); err != nil {
		return s, err
	}
	if s.LowStockThreshold, err = lowStockThreshold(ctx, tx); err != nil {
		return s, err
	}
	if s.LowStock, err = lowStock(ctx, tx, s.LowStockThreshold); err != nil {
		return s, err
	}
	if s.Expiring, err = expiring(ctx, tx, now); err != nil {
		return s, err
	}
	s.StockAlerts, err = stockAlerts(ctx, tx)
	return s, err
}

// sumMoves sums the period's money moves by UTC day in SQL (plain integer arithmetic, the
// same on both databases), then adds the days up into the series' buckets and the totals.
func sumMoves(ctx context.Context, tx *sql.Tx, p toolshop.StatsPeriod, s *toolshop.Stats) error {
	rows, err := tx.QueryContext(ctx, `SELECT at / 86400000000000 AS day, CAST(SUM(paid) AS BIGINT),
		CAST(SUM(refunded) AS BIGINT), CAST(SUM(orders) AS BIGINT), CAST(SUM(units) AS BIGINT)
		FROM (`+moneyMoves+`) m GROUP BY day`, p.From.UnixNano(), p.To.UnixNano())
	if err != nil {
		return err
	}
	type daySums struct {
		start          time.Time
		paid, refunded toolshop.Cents
		orders, units  int
	}
	days, err := collect(rows, func(r row) (d daySums, err error) {
		var day int64
		err = r.Scan(&day, &d.paid, &d.refunded, &d.orders, &d.units)
		d.start = time.Unix(day*86400, 0).UTC()
		return d, err
	})
	if err != nil {
		return err
	}
	starts := p.Buckets()
	s.Series = make([]toolshop.StatsPoint, len(starts))
	for i, start := range starts {
		s.Series[i].Start = start
	}
	for _, d := range days {
		// The last bucket that starts by the day's start holds it.
		i := sort.Search(len(starts), func(i int) bool { return starts[i].After(d.start) }) - 1
		s.Series[i].Revenue += d.paid - d.refunded
		s.Series[i].Orders += d.orders
		s.Paid += d.paid
		s.Refunded += d.refunded
		s.Orders += d.orders
		s.Units += d.units
	}
	s.Revenue = s.Paid - s.Refunded
	return nil
}

// sumParts splits what the orders paid in the period charged into its parts as their
// invoices do (Order.InvoiceLines): net sales (the tools' prices less discounts and the tax
// they held), tax collected, shipping (less its tax) and the discounts given, before any
// refund.
func sumParts(ctx context.Context, tx *sql.Tx, from, to int64, s *toolshop.Stats) error {
	return tx.QueryRowContext(ctx, `SELECT
		COALESCE(SUM(o.subtotal_cents - o.discount_cents - CASE WHEN o.tax_included THEN o.tax_cents - o.shipping_tax_cents ELSE 0 END), 0),
		COALESCE(SUM(o.tax_cents), 0),
		COALESCE(SUM(o.shipping_cents - CASE WHEN o.tax_included THEN o.shipping_tax_cents ELSE 0 END), 0),
		COALESCE(SUM(o.discount_cents), 0)
		FROM order_events e JOIN orders o ON o.id = e.order_id
		WHERE e.kind = 'paid' AND e.at >= $1 AND e.at < $2`, from, to).Scan(&s.NetSales, &s.TaxCollected, &s.Shipping, &s.Discounts)
}

// sumTaxByName sums the tax the orders paid in the period charged by its name, before
// refunds.
func sumTaxByName(ctx context.Context, tx *sql.Tx, from, to int64, s *toolshop.Stats) error {
	rows, err := tx.QueryContext(ctx, `SELECT o.tax_name, CAST(SUM(o.tax_cents) AS BIGINT)
		FROM order_events e JOIN orders o ON o.id = e.order_id
		WHERE e.kind = 'paid' AND e.at >= $1 AND e.at < $2 GROUP BY o.tax_name`, from, to)
	if err != nil {
		return err
	}
	_, err = collect(rows, func(r row) (t toolshop.TaxSum, err error) {
		err = r.Scan(&t.Name, &t.Tax)
		s.AddTax(t.Name, t.Tax)
		return t, err
	})
	return err
}

// refundedOrders are the orders, paid once, that refunded something in the period, with
// their lines and refunds.
func refundedOrders(ctx context.Context, tx *sql.Tx, from, to int64) ([]toolshop.Order, error) {
	return ordersWhere(ctx, tx, `id IN (SELECT order_id FROM refunds WHERE at >= $1 AND at < $2)
		AND EXISTS (SELECT 1 FROM order_events p WHERE p.order_id = orders.id AND p.kind = 'paid') ORDER BY id`, from, to)
}

// ordersByState counts the orders placed in the period by their state now; every state is
// named, those without orders at zero.
func ordersByState(ctx context.Context, tx *sql.Tx, from, to int64) (map[toolshop.OrderState]int, error) {
	counts := map[toolshop.OrderState]int{}
	for _, state := range toolshop.OrderStates {
		counts[state] = 0
	}
	rows, err := tx.QueryContext(ctx, `SELECT state, COUNT(*) FROM orders
		WHERE created_at >= $1 AND created_at < $2 GROUP BY state`, from, to)
	if err != nil {
		return nil, err
	}
	_, err = collect(rows, func(r row) (state toolshop.OrderState, err error) {
		var n int
		err = r.Scan(&state, &n)
		counts[state] = n
		return state, err
	})
	return counts, err
}

// topTools are the tools that brought in most in the period, net of their tax and of their
// refunds: the net sales of each, and the units sold less those refunded.
func topTools(ctx context.Context, tx *sql.Tx, from, to int64) ([]toolshop.ToolSales, error) {
	rows, err := tx.QueryContext(ctx, `SELECT COALESCE(tool_id, ''), MAX(tool_name),
		CAST(SUM(paid) - SUM(refunded) - SUM(tax) AS BIGINT) AS revenue, CAST(SUM(units) - SUM(units_back) AS BIGINT)
		FROM (`+moneyMoves+`) m WHERE is_line = 1 GROUP BY tool_id ORDER BY revenue DESC, MAX(tool_name) LIMIT `+strconv.Itoa(toolshop.TopToolsCount), from, to)
	if err != nil {
		return nil, err
	}
	return collect(rows, func(r row) (t toolshop.ToolSales, err error) {
		err = r.Scan(&t.ToolID, &t.Name, &t.Revenue, &t.Units)
		return t, err
	})
}

// lowStockThreshold is the shop's low stock threshold, 0 when the admin set none.
func lowStockThreshold(ctx context.Context, tx runner) (int, error) {
	var value string
	err := tx.QueryRowContext(ctx, `SELECT value FROM settings WHERE key = $1`, lowStockSetting).Scan(&value)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	return strconv.Atoi(value)
}

// lowStock lists the tools, and the variants of tools with variants, below their threshold
// (toolshop.StockThreshold), lowest stock first.
func lowStock(ctx context.Context, tx *sql.Tx, shopThreshold int) ([]toolshop.LowStockTool, error) {
	rows, err := tx.QueryContext(ctx, `SELECT id, '', name, '', available_quantity, min_order FROM tools
		WHERE available_quantity < CASE WHEN $1 > 0 THEN $1 ELSE 2 * min_order END
		AND NOT EXISTS (SELECT 1 FROM variants v WHERE v.tool_id = tools.id)
		UNION ALL SELECT t.id, v.id, t.name, v.name, v.available_quantity, v.min_order
		FROM variants v JOIN tools t ON t.id = v.tool_id
		WHERE v.available_quantity < CASE WHEN $1 > 0 THEN $1 ELSE 2 * v.min_order END
		ORDER BY 5, 3, 4, 1 LIMIT `+strconv.Itoa(toolshop.StatsListMax), shopThreshold)
	if err != nil {
		return nil, err
	}
	return collect(rows, func(r row) (t toolshop.LowStockTool, err error) {
		var variant string
		var minOrder int
		err = r.Scan(&t.ID, &t.VariantID, &t.Name, &variant, &t.AvailableQuantity, &minOrder)
		t.Name = toolshop.NameWithVariant(t.Name, variant)
		t.Threshold = toolshop.StockThreshold(shopThreshold, minOrder)
		return t, err
	})
}

// expiring lists the pending orders whose hold ends within toolshop.ExpiringWithin of now,
// soonest first.
func expiring(ctx context.Context, tx *sql.Tx, now time.Time) ([]toolshop.Order, error) {
	rows, err := tx.QueryContext(ctx, `SELECT `+orderColumns+` FROM orders
		WHERE state = 'pending' AND expires_at > $1 AND expires_at <= $2
		ORDER BY expires_at, id LIMIT `+strconv.Itoa(toolshop.StatsListMax),
		now.UnixNano(), now.Add(toolshop.ExpiringWithin).UnixNano())
	if err != nil {
		return nil, err
	}
	orders, err := collect(rows, scanOrder)
	if err != nil {
		return nil, err
	}
	return withDetails(ctx, tx, orders)
}

// SetLowStockThreshold keeps the shop's low stock threshold.
func (db *DB) SetLowStockThreshold(ctx context.Context, threshold int) error {
	_, err := db.write.ExecContext(ctx, `INSERT INTO settings (key, value) VALUES ($1, $2)
		ON CONFLICT (key) DO UPDATE SET value = excluded.value`, lowStockSetting, strconv.Itoa(threshold))
	return err
}
