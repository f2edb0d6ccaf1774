-- What a customer pays (toolshop.Price): an order keeps each part of its total, what it was
-- priced under (code, shipping method, tax rate, whether prices held their tax) and where it
-- goes; each line its shares of the discount and tax; each refund the shipping it gave back.
-- Orders so far had only their tools' prices: their subtotal is their total.
ALTER TABLE orders ADD COLUMN subtotal_cents BIGINT NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN discount_cents BIGINT NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN shipping_cents BIGINT NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN shipping_tax_cents BIGINT NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN tax_cents BIGINT NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN tax_included BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE orders ADD COLUMN discount_code TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN shipping_method TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN tax_name TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN country TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN region TEXT NOT NULL DEFAULT '';
UPDATE orders SET subtotal_cents = total_cents;

ALTER TABLE order_lines ADD COLUMN discount_cents BIGINT NOT NULL DEFAULT 0;
ALTER TABLE order_lines ADD COLUMN tax_cents BIGINT NOT NULL DEFAULT 0;

ALTER TABLE refunds ADD COLUMN shipping_cents BIGINT NOT NULL DEFAULT 0;

-- The codes an order holds are counted in discount_codes.uses: one use from the order's
-- placing, given back when it is cancelled or expires; one customer's uses are their orders
-- that hold the code and were not cancelled or expired (orders_by_code finds them).
CREATE INDEX orders_by_code ON orders (discount_code, email) WHERE discount_code <> '';

CREATE TABLE shipping_methods (
	id              TEXT PRIMARY KEY,
	name            TEXT NOT NULL,
	price_cents     BIGINT NOT NULL CHECK (price_cents >= 0),
	free_over_cents BIGINT NOT NULL DEFAULT 0,
	-- The countries served, as two-letter codes separated by commas ("CA,US").
	countries       TEXT NOT NULL DEFAULT '',
	pickup          BOOLEAN NOT NULL DEFAULT FALSE,
	created_at      BIGINT NOT NULL
);

CREATE TABLE tax_rates (
	id      TEXT PRIMARY KEY,
	country TEXT NOT NULL,
	region  TEXT NOT NULL DEFAULT '',
	name    TEXT NOT NULL,
	rate    INTEGER NOT NULL CHECK (rate BETWEEN 0 AND 10000),
	UNIQUE (country, region)
);

CREATE TABLE discount_codes (
	id                    TEXT PRIMARY KEY,
	code                  TEXT NOT NULL UNIQUE,
	kind                  TEXT NOT NULL CHECK (kind IN ('percent', 'amount', 'free_shipping')),
	percent               INTEGER NOT NULL DEFAULT 0,
	amount_cents          BIGINT NOT NULL DEFAULT 0,
	min_subtotal_cents    BIGINT NOT NULL DEFAULT 0,
	starts_at             BIGINT NOT NULL DEFAULT 0,
	ends_at               BIGINT NOT NULL DEFAULT 0,
	max_uses              INTEGER NOT NULL DEFAULT 0,
	max_uses_per_customer INTEGER NOT NULL DEFAULT 0,
	active                BOOLEAN NOT NULL DEFAULT TRUE,
	uses                  INTEGER NOT NULL DEFAULT 0 CHECK (uses >= 0),
	created_at            BIGINT NOT NULL
);

-- The code a customer typed in their cart, until the checkout takes it.
CREATE TABLE cart_codes (
	user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
	code    TEXT NOT NULL
);
