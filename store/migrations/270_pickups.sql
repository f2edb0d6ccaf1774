-- Pickups (toolshop.Pickup): a pickup method says where its orders wait and when they can be
-- collected; an order placed with one keeps those words as they were (pickup_address,
-- pickup_hours) and when it was ready for pickup (ready_at, 0 until then).
ALTER TABLE shipping_methods ADD COLUMN address TEXT NOT NULL DEFAULT '';
ALTER TABLE shipping_methods ADD COLUMN hours TEXT NOT NULL DEFAULT '';

ALTER TABLE orders ADD COLUMN pickup BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE orders ADD COLUMN pickup_address TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN pickup_hours TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN ready_at BIGINT NOT NULL DEFAULT 0;

-- The checkout's pickup orders so far: no destination, and the method's name for address.
UPDATE orders SET pickup = TRUE
	WHERE country = '' AND line1 = '' AND shipping_method <> '' AND address = shipping_method
	AND shipping_method IN (SELECT name FROM shipping_methods WHERE pickup);
