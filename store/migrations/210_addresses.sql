-- A delivery address in fields (toolshop.PostalAddress): an order of the checkout keeps its
-- street beside its country and region, and still its one line in address for the spec's
-- pages, mails and exports. Orders placed before have only that line.
ALTER TABLE orders ADD COLUMN company TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN line1 TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN line2 TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN city TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN postal_code TEXT NOT NULL DEFAULT '';

-- Each customer's address book (toolshop.AddressBook): at most 20, one the default, which
-- the domain keeps so; the index is the last guard.
CREATE TABLE addresses (
	id            TEXT PRIMARY KEY,
	user_id       TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	customer_name TEXT NOT NULL,
	company       TEXT NOT NULL DEFAULT '',
	line1         TEXT NOT NULL,
	line2         TEXT NOT NULL DEFAULT '',
	city          TEXT NOT NULL DEFAULT '',
	region        TEXT NOT NULL DEFAULT '',
	postal_code   TEXT NOT NULL DEFAULT '',
	country       TEXT NOT NULL,
	phone         TEXT NOT NULL,
	is_default    BOOLEAN NOT NULL DEFAULT FALSE,
	created_at    BIGINT NOT NULL
);
CREATE INDEX addresses_by_user ON addresses (user_id, created_at);
CREATE UNIQUE INDEX addresses_default ON addresses (user_id) WHERE is_default;
