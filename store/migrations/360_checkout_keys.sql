-- An Idempotency-Key is never a credential (issue 40): an order keeps only its hash (the Go
-- step hashes those kept in plain so far) and the fingerprint of the checkout that sent it,
-- which a retry must match. A key may come again from another buyer (refused) or after its
-- 24 hours (a new checkout), so it is no longer unique.
ALTER TABLE orders ADD COLUMN checkout_request TEXT;
DROP INDEX orders_by_checkout_key;
CREATE INDEX orders_by_checkout_key ON orders (checkout_key);
