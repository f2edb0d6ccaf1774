-- Card payments. The built-in sandbox keeps its payment intents here (Stripe keeps its own),
-- one per order as Stripe's idempotency keys give. The Stripe webhook events already handled
-- are recorded so that a repeated event changes nothing.

CREATE TABLE sandbox_intents (
	id            TEXT PRIMARY KEY,
	client_secret TEXT NOT NULL UNIQUE,
	order_id      TEXT NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
	amount_cents  BIGINT NOT NULL CHECK (amount_cents > 0),
	currency      TEXT NOT NULL,
	status        TEXT NOT NULL,
	created_at    BIGINT NOT NULL
);

CREATE TABLE stripe_events (
	id         TEXT PRIMARY KEY,
	handled_at BIGINT NOT NULL
);
