-- Orders get a life (pending, paid, shipped, cancelled, expired, refunded) in place of the
-- paid and shipped flags, keep their one payment intent and the provider's refund, hold their
-- stock until expires_at, and are never deleted: each change is an event in order_events.

ALTER TABLE orders ADD COLUMN state TEXT NOT NULL DEFAULT 'pending'
	CHECK (state IN ('pending', 'paid', 'shipped', 'cancelled', 'expired', 'refunded'));
ALTER TABLE orders ADD COLUMN intent_id TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN refund_id TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN expires_at BIGINT NOT NULL DEFAULT 0;

-- Orders placed before this migration hold their stock for an hour from now on.
UPDATE orders SET
	state = CASE WHEN shipped THEN 'shipped' WHEN paid THEN 'paid' ELSE 'pending' END,
	intent_id = COALESCE((SELECT id FROM sandbox_intents WHERE order_id = orders.id), transaction_id),
	expires_at = created_at + 3600000000000;

CREATE TABLE order_events (
	order_id TEXT NOT NULL REFERENCES orders (id),
	seq      INTEGER NOT NULL,
	kind     TEXT NOT NULL,
	at       BIGINT NOT NULL,
	actor    TEXT NOT NULL,
	note     TEXT NOT NULL DEFAULT '',
	PRIMARY KEY (order_id, seq)
);

INSERT INTO order_events (order_id, seq, kind, at, actor)
	SELECT id, 0, 'placed', created_at, 'customer' FROM orders;
INSERT INTO order_events (order_id, seq, kind, at, actor, note)
	SELECT id, 1, 'paid', created_at, 'customer', transaction_id FROM orders WHERE paid;
INSERT INTO order_events (order_id, seq, kind, at, actor)
	SELECT id, 2, 'shipped', created_at, 'shop' FROM orders WHERE shipped;

ALTER TABLE orders DROP COLUMN paid;
ALTER TABLE orders DROP COLUMN shipped;

CREATE INDEX orders_by_state ON orders (state, expires_at);

-- The sandbox's refunds, one per intent, as Stripe's idempotency keys give.
CREATE TABLE sandbox_refunds (
	id           TEXT PRIMARY KEY,
	intent_id    TEXT NOT NULL UNIQUE REFERENCES sandbox_intents (id),
	amount_cents BIGINT NOT NULL,
	created_at   BIGINT NOT NULL
);

-- Webhook events need no record of their own: recording a payment twice changes nothing.
DROP TABLE stripe_events;
