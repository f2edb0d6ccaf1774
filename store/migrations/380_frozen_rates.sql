-- Documents that add up (issue 41). An order keeps the rate of the tax it was priced under
-- (tax_rate, hundredths of a percent; NULL for an order that charged no tax, or whose rate is
-- no longer known), as it keeps the tax's name: its invoice and credit notes print it. An
-- order placed before takes the rate the shop holds now for its tax's name and place, if any.
-- A refund keeps the tax within what it gave back: refund_lines.tax_cents, the refunded
-- units' share of their line's tax counted after the units the order's earlier refunds gave
-- back (toolshop.OrderLine.unitsShare), and refunds.shipping_tax_cents, the order's shipping
-- tax when the refund gave its shipping back.

ALTER TABLE orders ADD COLUMN tax_rate INTEGER;

UPDATE orders SET tax_rate = (SELECT t.rate FROM tax_rates t
	WHERE t.name = orders.tax_name AND t.country = orders.tax_country AND t.region IN (orders.tax_region, '')
	ORDER BY t.region DESC LIMIT 1)
WHERE tax_name <> '';

ALTER TABLE refund_lines ADD COLUMN tax_cents BIGINT NOT NULL DEFAULT 0;

UPDATE refund_lines SET tax_cents = (SELECT
	l.tax_cents * ((SELECT COALESCE(SUM(e.quantity), 0) FROM refund_lines e WHERE e.order_id = refund_lines.order_id
		AND e.line_seq = refund_lines.line_seq AND e.refund_seq < refund_lines.refund_seq) + refund_lines.quantity) / l.quantity
	- l.tax_cents * (SELECT COALESCE(SUM(e.quantity), 0) FROM refund_lines e WHERE e.order_id = refund_lines.order_id
		AND e.line_seq = refund_lines.line_seq AND e.refund_seq < refund_lines.refund_seq) / l.quantity
	FROM order_lines l WHERE l.order_id = refund_lines.order_id AND l.seq = refund_lines.line_seq);

ALTER TABLE refunds ADD COLUMN shipping_tax_cents BIGINT NOT NULL DEFAULT 0;

UPDATE refunds SET shipping_tax_cents = (SELECT o.shipping_tax_cents FROM orders o WHERE o.id = refunds.order_id)
WHERE shipping_cents > 0;
