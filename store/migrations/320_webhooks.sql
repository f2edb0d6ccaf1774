-- Signed webhooks (store/webhooks.go). An event is written in the transaction of what
-- happened, with one delivery per endpoint subscribed to its type, so that no crash loses
-- one; servers claim due deliveries (next_at) for a lease and record how each attempt went.

CREATE TABLE webhook_endpoints (
	id          TEXT PRIMARY KEY,
	url         TEXT NOT NULL,
	description TEXT NOT NULL,
	-- secret signs the deliveries, so it is kept as it is (see toolshop.WebhookEndpoint).
	secret      TEXT NOT NULL,
	created_at  BIGINT NOT NULL,
	-- disabled_at is when it was switched off, NULL while on; failing when the shop did it.
	disabled_at BIGINT,
	failing     BOOLEAN NOT NULL DEFAULT FALSE
);

CREATE TABLE webhook_subscriptions (
	event_type  TEXT NOT NULL,
	endpoint_id TEXT NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
	PRIMARY KEY (event_type, endpoint_id)
);

CREATE INDEX webhook_subscriptions_by_endpoint ON webhook_subscriptions (endpoint_id);

-- body is the event as it is posted, signed at each attempt.
CREATE TABLE webhook_events (
	id         TEXT PRIMARY KEY,
	type       TEXT NOT NULL,
	created_at BIGINT NOT NULL,
	body       TEXT NOT NULL
);

CREATE TABLE webhook_deliveries (
	id               TEXT PRIMARY KEY,
	event_id         TEXT NOT NULL REFERENCES webhook_events (id) ON DELETE CASCADE,
	endpoint_id      TEXT NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
	created_at       BIGINT NOT NULL,
	status           TEXT NOT NULL,
	attempts         INTEGER NOT NULL DEFAULT 0,
	-- next_at is when it is due, NULL once delivered or failed; lease_until holds it for the
	-- server that claimed it (claim), until the lease ends.
	next_at          BIGINT,
	lease_until      BIGINT NOT NULL DEFAULT 0,
	claim            TEXT NOT NULL DEFAULT '',
	first_failure_at BIGINT,
	last_attempt_at  BIGINT,
	status_code      INTEGER NOT NULL DEFAULT 0,
	error            TEXT NOT NULL DEFAULT ''
);

CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_at) WHERE next_at IS NOT NULL;
CREATE INDEX webhook_deliveries_by_endpoint ON webhook_deliveries (endpoint_id, created_at);
CREATE INDEX webhook_deliveries_by_event ON webhook_deliveries (event_id);
