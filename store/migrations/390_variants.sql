-- A tool in all its forms (issue 42). A tool may have options (tools.options, JSON
-- [{name, values}]) and variants, each one combination the shop sells with its own SKU,
-- GTIN, price and stock. A tool with variants keeps in its own row what sums them up: its
-- price and minimum order their lowest, its stock their sum (store.summarize), so that
-- search, sorting and the Overview read one row a tool as before.
-- A kit (a variant, or a tool without variants) keeps its parts as JSON on its row, and
-- kit_parts lists them again by part, so that a sale of a part finds the kits it changes:
-- a kit's stock is what its parts allow, counted again whenever a part's stock moves.
-- An order line keeps the variant it bought, its name and SKU as they were, and a kit's
-- parts then (what its units took, and give back); a stock alert names its variant.

ALTER TABLE tools ADD COLUMN gtin TEXT;
ALTER TABLE tools ADD COLUMN options TEXT NOT NULL DEFAULT '[]';
ALTER TABLE tools ADD COLUMN parts TEXT NOT NULL DEFAULT '[]';
CREATE UNIQUE INDEX tools_gtin ON tools (gtin);

CREATE TABLE variants (
	id                 TEXT PRIMARY KEY,
	tool_id            TEXT NOT NULL REFERENCES tools (id) ON DELETE CASCADE,
	position           INTEGER NOT NULL,
	options            TEXT NOT NULL,
	name               TEXT NOT NULL,
	sku                TEXT,
	gtin               TEXT,
	price_cents        BIGINT NOT NULL CHECK (price_cents > 0),
	min_order          INTEGER NOT NULL CHECK (min_order >= 1),
	available_quantity INTEGER NOT NULL CHECK (available_quantity >= 0),
	pictures           TEXT NOT NULL DEFAULT '[]',
	parts              TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX variants_by_tool ON variants (tool_id, position);
CREATE UNIQUE INDEX variants_sku ON variants (sku);
CREATE UNIQUE INDEX variants_gtin ON variants (gtin);

CREATE TABLE kit_parts (
	kit_tool_id     TEXT NOT NULL REFERENCES tools (id) ON DELETE CASCADE,
	kit_variant_id  TEXT NOT NULL,
	part_tool_id    TEXT NOT NULL,
	part_variant_id TEXT NOT NULL,
	quantity        INTEGER NOT NULL CHECK (quantity > 0),
	PRIMARY KEY (kit_tool_id, kit_variant_id, part_tool_id, part_variant_id)
);
CREATE INDEX kit_parts_by_part ON kit_parts (part_tool_id, part_variant_id);

ALTER TABLE order_lines ADD COLUMN variant_id TEXT NOT NULL DEFAULT '';
ALTER TABLE order_lines ADD COLUMN variant_name TEXT NOT NULL DEFAULT '';
ALTER TABLE order_lines ADD COLUMN sku TEXT NOT NULL DEFAULT '';
ALTER TABLE order_lines ADD COLUMN parts TEXT NOT NULL DEFAULT '[]';

ALTER TABLE stock_alerts ADD COLUMN variant_id TEXT NOT NULL DEFAULT '';
