-- Places are ISO 3166 codes (toolshop.ReadPlace): the Go step of this migration (placeCodes,
-- store/places.go) turns the countries and regions kept as text into codes where it knows
-- the name, and switches off each tax rate whose place it cannot read. What it could not
-- read is noted in migration_notes (the links migration 150 cleared are such notes too),
-- for the start-up to log once (store.DB.LogMigrationNotes).
ALTER TABLE tax_rates ADD COLUMN switched_off BOOLEAN NOT NULL DEFAULT FALSE;

-- Where each order was taxed: its destination, or the shop's home for a pickup and an order
-- of the purchase form; the migration fills in the orders placed before.
ALTER TABLE orders ADD COLUMN tax_country TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN tax_region TEXT NOT NULL DEFAULT '';

ALTER TABLE cleared_links RENAME TO migration_notes;
ALTER TABLE migration_notes ADD COLUMN note TEXT NOT NULL DEFAULT 'a stored link that was no web link was cleared';
