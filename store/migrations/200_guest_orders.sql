-- Guest orders (toolshop.GuestCheckout): placed without an account, they belong to their
-- email and open to the holders of their keys, of which only SHA-256 hashes are kept. A
-- guest's unpaid orders are counted apart from the account's of the same email.
ALTER TABLE orders ADD COLUMN guest BOOLEAN NOT NULL DEFAULT FALSE;

CREATE TABLE order_keys (
	key_hash   TEXT PRIMARY KEY,
	order_id   TEXT NOT NULL REFERENCES orders (id),
	created_at BIGINT NOT NULL
);
CREATE INDEX order_keys_by_order ON order_keys (order_id);
