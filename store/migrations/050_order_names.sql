-- An order's columns say what they hold: the name of the tool it bought and its total.
ALTER TABLE orders RENAME COLUMN tools_name TO tool_name;
ALTER TABLE orders RENAME COLUMN price_cents TO total_cents;
