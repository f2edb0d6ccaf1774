-- Guest orders confirmed by their email's owner (toolshop.Order.Confirm): confirmed_at is
-- when the owner of the order's email said the order is theirs, from a link mailed to it or
-- from a verified account; NULL until then. An account lists a guest order of its email only
-- once it is confirmed. Each key says what its holder may do besides opening the order
-- (toolshop.KeyKind): the browser's from the checkout, one mailed to the email, or the
-- confirm link of a first mail to an address that never bought, which pays only once the
-- order is confirmed.
ALTER TABLE orders ADD COLUMN confirmed_at BIGINT;

ALTER TABLE order_keys ADD COLUMN kind TEXT NOT NULL DEFAULT 'browser';
