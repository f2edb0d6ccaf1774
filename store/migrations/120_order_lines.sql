-- Orders get lines: one row per tool an order bought, its price frozen when the order was
-- placed. Every order so far becomes a one-line order. The order's own tool_id, tool_name,
-- quantity, unit_price_cents and total_cents stay as the spec's summary of its lines (a
-- one-line order's tool, the names, the units and the total).
--
-- A refund gives money back for some units of some lines: refunds holds each refund of an
-- order (the provider's refund id once it is made, '' while it is owed) and refund_lines the
-- units of each line it paid back, and whether they went back on the shelf.
--
-- Carts: one row per tool in a signed-in customer's cart, with the price the customer last
-- saw (a change since is shown on the line). No foreign key on the tool: a deleted tool's
-- line stays, to tell the customer so.

CREATE TABLE order_lines (
	order_id         TEXT NOT NULL REFERENCES orders (id),
	seq              INTEGER NOT NULL,
	tool_id          TEXT REFERENCES tools (id) ON DELETE SET NULL,
	tool_name        TEXT NOT NULL,
	unit_price_cents BIGINT NOT NULL,
	quantity         INTEGER NOT NULL CHECK (quantity > 0),
	total_cents      BIGINT NOT NULL,
	refunded         INTEGER NOT NULL DEFAULT 0 CHECK (refunded >= 0 AND refunded <= quantity),
	PRIMARY KEY (order_id, seq)
);

CREATE INDEX order_lines_by_tool ON order_lines (tool_id);

INSERT INTO order_lines (order_id, seq, tool_id, tool_name, unit_price_cents, quantity, total_cents, refunded)
	SELECT id, 0, tool_id, tool_name, unit_price_cents, quantity, total_cents,
		CASE WHEN state = 'refunded' THEN quantity ELSE 0 END
	FROM orders;

CREATE TABLE refunds (
	order_id     TEXT NOT NULL REFERENCES orders (id),
	seq          INTEGER NOT NULL,
	amount_cents BIGINT NOT NULL CHECK (amount_cents >= 0),
	refund_id    TEXT NOT NULL DEFAULT '',
	at           BIGINT NOT NULL,
	PRIMARY KEY (order_id, seq)
);

CREATE INDEX refunds_owed ON refunds (order_id) WHERE refund_id = '';

CREATE TABLE refund_lines (
	order_id   TEXT NOT NULL,
	refund_seq INTEGER NOT NULL,
	line_seq   INTEGER NOT NULL,
	quantity   INTEGER NOT NULL CHECK (quantity > 0),
	amount_cents BIGINT NOT NULL,
	restocked  BOOLEAN NOT NULL,
	PRIMARY KEY (order_id, refund_seq, line_seq),
	FOREIGN KEY (order_id, refund_seq) REFERENCES refunds (order_id, seq),
	FOREIGN KEY (order_id, line_seq) REFERENCES order_lines (order_id, seq)
);

-- The refunds made so far: a refunded order with a payment gave all of it back at once. Its
-- stock returned if it had been paid (a late payment's order had returned it already).
INSERT INTO refunds (order_id, seq, amount_cents, refund_id, at)
	SELECT o.id, 1, o.total_cents, o.refund_id,
		(SELECT MAX(e.at) FROM order_events e WHERE e.order_id = o.id AND e.kind = 'refunded')
	FROM orders o WHERE o.state = 'refunded' AND o.transaction_id <> '' AND o.total_cents > 0;

INSERT INTO refund_lines (order_id, refund_seq, line_seq, quantity, amount_cents, restocked)
	SELECT o.id, 1, 0, o.quantity, o.total_cents,
		EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id AND e.kind = 'paid')
	FROM orders o WHERE o.state = 'refunded' AND o.transaction_id <> '' AND o.total_cents > 0;

ALTER TABLE orders DROP COLUMN refund_id;

-- Shipping: the carrier and tracking number an admin gave, and when.
ALTER TABLE orders ADD COLUMN carrier TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN tracking_number TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN shipped_at BIGINT NOT NULL DEFAULT 0;
UPDATE orders SET shipped_at = COALESCE(
	(SELECT MAX(e.at) FROM order_events e WHERE e.order_id = orders.id AND e.kind = 'shipped'), 0);

-- A checkout's idempotency key: the same key from the same customer answers the order it
-- made. NULL for orders placed without one.
ALTER TABLE orders ADD COLUMN checkout_key TEXT;
CREATE UNIQUE INDEX orders_by_checkout_key ON orders (email, checkout_key);

CREATE TABLE cart_lines (
	user_id          TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	tool_id          TEXT NOT NULL,
	tool_name        TEXT NOT NULL,
	quantity         INTEGER NOT NULL CHECK (quantity > 0),
	unit_price_cents BIGINT NOT NULL,
	added_at         BIGINT NOT NULL,
	PRIMARY KEY (user_id, tool_id)
);

-- The sandbox refunds part of a payment as often as asked, up to the payment, each refund
-- named by its idempotency key as Stripe's are; the refunds so far had the key of a whole
-- refund.
CREATE TABLE sandbox_refunds_by_key (
	id              TEXT PRIMARY KEY,
	idempotency_key TEXT NOT NULL UNIQUE,
	intent_id       TEXT NOT NULL REFERENCES sandbox_intents (id),
	amount_cents    BIGINT NOT NULL,
	created_at      BIGINT NOT NULL
);
INSERT INTO sandbox_refunds_by_key (id, idempotency_key, intent_id, amount_cents, created_at)
	SELECT id, 'refund-' || intent_id, intent_id, amount_cents, created_at FROM sandbox_refunds;
DROP TABLE sandbox_refunds;
ALTER TABLE sandbox_refunds_by_key RENAME TO sandbox_refunds;
CREATE INDEX sandbox_refunds_by_intent ON sandbox_refunds (intent_id);
