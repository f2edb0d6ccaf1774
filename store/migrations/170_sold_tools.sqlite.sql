-- The books say which tool was sold after the tool is deleted: an order's tool_id and its
-- lines' keep the id instead of a foreign key that deleting the tool sets to NULL. Stock
-- given back to a deleted tool moves nothing (no row has its id); DeleteTool still finds
-- the tool's pending orders by the id.
--
-- SQLite drops a foreign key by rebuilding the table: a copy made without it, the old table
-- dropped and the copy renamed, its indexes and triggers made again (migrateOne runs this
-- with foreign keys off and checks them after). Orders keep their rowids, which their
-- search index (orders_text) refers to.

CREATE TABLE orders_new (
	id                 TEXT PRIMARY KEY,
	tool_id            TEXT,
	tool_name          TEXT NOT NULL,
	customer_name      TEXT NOT NULL,
	email              TEXT NOT NULL,
	address            TEXT NOT NULL,
	phone              TEXT NOT NULL,
	quantity           INTEGER NOT NULL CHECK (quantity > 0),
	unit_price_cents   BIGINT NOT NULL,
	total_cents        BIGINT NOT NULL,
	transaction_id     TEXT NOT NULL DEFAULT '',
	created_at         BIGINT NOT NULL,
	state              TEXT NOT NULL DEFAULT 'pending'
		CHECK (state IN ('pending', 'paid', 'shipped', 'cancelled', 'expired', 'refunded')),
	intent_id          TEXT NOT NULL DEFAULT '',
	expires_at         BIGINT NOT NULL DEFAULT 0,
	carrier            TEXT NOT NULL DEFAULT '',
	tracking_number    TEXT NOT NULL DEFAULT '',
	shipped_at         BIGINT NOT NULL DEFAULT 0,
	checkout_key       TEXT,
	subtotal_cents     BIGINT NOT NULL DEFAULT 0,
	discount_cents     BIGINT NOT NULL DEFAULT 0,
	shipping_cents     BIGINT NOT NULL DEFAULT 0,
	shipping_tax_cents BIGINT NOT NULL DEFAULT 0,
	tax_cents          BIGINT NOT NULL DEFAULT 0,
	tax_included       BOOLEAN NOT NULL DEFAULT FALSE,
	discount_code      TEXT NOT NULL DEFAULT '',
	shipping_method    TEXT NOT NULL DEFAULT '',
	tax_name           TEXT NOT NULL DEFAULT '',
	country            TEXT NOT NULL DEFAULT '',
	region             TEXT NOT NULL DEFAULT ''
);
INSERT INTO orders_new (rowid, id, tool_id, tool_name, customer_name, email, address, phone, quantity,
	unit_price_cents, total_cents, transaction_id, created_at, state, intent_id, expires_at, carrier,
	tracking_number, shipped_at, checkout_key, subtotal_cents, discount_cents, shipping_cents,
	shipping_tax_cents, tax_cents, tax_included, discount_code, shipping_method, tax_name, country, region)
SELECT rowid, id, tool_id, tool_name, customer_name, email, address, phone, quantity,
	unit_price_cents, total_cents, transaction_id, created_at, state, intent_id, expires_at, carrier,
	tracking_number, shipped_at, checkout_key, subtotal_cents, discount_cents, shipping_cents,
	shipping_tax_cents, tax_cents, tax_included, discount_code, shipping_method, tax_name, country, region
FROM orders;
DROP TABLE orders;
ALTER TABLE orders_new RENAME TO orders;

CREATE INDEX orders_by_email ON orders (email, created_at);
CREATE INDEX orders_by_tool ON orders (tool_id);
CREATE INDEX orders_by_state ON orders (state, expires_at);
CREATE INDEX orders_by_time ON orders (created_at, id);
CREATE INDEX orders_by_state_and_time ON orders (state, created_at);
CREATE INDEX orders_by_created ON orders (created_at, state);
CREATE UNIQUE INDEX orders_by_checkout_key ON orders (email, checkout_key);
CREATE INDEX orders_by_code ON orders (discount_code, email) WHERE discount_code <> '';
CREATE INDEX orders_pending_by_email ON orders (email, state, expires_at);

CREATE TRIGGER orders_text_insert AFTER INSERT ON orders BEGIN
	INSERT INTO orders_text (rowid, id, customer_name, email, tool_name)
	VALUES (new.rowid, new.id, new.customer_name, new.email, new.tool_name);
END;
CREATE TRIGGER orders_text_delete AFTER DELETE ON orders BEGIN
	INSERT INTO orders_text (orders_text, rowid, id, customer_name, email, tool_name)
	VALUES ('delete', old.rowid, old.id, old.customer_name, old.email, old.tool_name);
END;
CREATE TRIGGER orders_text_update AFTER UPDATE OF id, customer_name, email, tool_name ON orders BEGIN
	INSERT INTO orders_text (orders_text, rowid, id, customer_name, email, tool_name)
	VALUES ('delete', old.rowid, old.id, old.customer_name, old.email, old.tool_name);
	INSERT INTO orders_text (rowid, id, customer_name, email, tool_name)
	VALUES (new.rowid, new.id, new.customer_name, new.email, new.tool_name);
END;

CREATE TABLE order_lines_new (
	order_id         TEXT NOT NULL REFERENCES orders (id),
	seq              INTEGER NOT NULL,
	tool_id          TEXT,
	tool_name        TEXT NOT NULL,
	unit_price_cents BIGINT NOT NULL,
	quantity         INTEGER NOT NULL CHECK (quantity > 0),
	total_cents      BIGINT NOT NULL,
	refunded         INTEGER NOT NULL DEFAULT 0 CHECK (refunded >= 0 AND refunded <= quantity),
	discount_cents   BIGINT NOT NULL DEFAULT 0,
	tax_cents        BIGINT NOT NULL DEFAULT 0,
	PRIMARY KEY (order_id, seq)
);
INSERT INTO order_lines_new (order_id, seq, tool_id, tool_name, unit_price_cents, quantity, total_cents,
	refunded, discount_cents, tax_cents)
SELECT order_id, seq, tool_id, tool_name, unit_price_cents, quantity, total_cents,
	refunded, discount_cents, tax_cents
FROM order_lines;
DROP TABLE order_lines;
ALTER TABLE order_lines_new RENAME TO order_lines;
CREATE INDEX order_lines_by_tool ON order_lines (tool_id);
