-- A cart holds a line a variant (issue 42): the line's key gains the variant, '' for a tool
-- without variants. SQLite cannot change a key in place, so the table is made again.
-- The PostgreSQL twin changes the key in place.
CREATE TABLE cart_lines_new (
	user_id          TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	tool_id          TEXT NOT NULL,
	variant_id       TEXT NOT NULL DEFAULT '',
	tool_name        TEXT NOT NULL,
	quantity         INTEGER NOT NULL CHECK (quantity > 0),
	unit_price_cents BIGINT NOT NULL,
	added_at         BIGINT NOT NULL,
	PRIMARY KEY (user_id, tool_id, variant_id)
);
INSERT INTO cart_lines_new (user_id, tool_id, variant_id, tool_name, quantity, unit_price_cents, added_at)
	SELECT user_id, tool_id, '', tool_name, quantity, unit_price_cents, added_at FROM cart_lines;
DROP TABLE cart_lines;
ALTER TABLE cart_lines_new RENAME TO cart_lines;
