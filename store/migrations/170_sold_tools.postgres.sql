-- The books say which tool was sold after the tool is deleted: an order's tool_id and its
-- lines' keep the id instead of a foreign key that deleting the tool sets to NULL. Stock
-- given back to a deleted tool moves nothing (no row has its id); DeleteTool still finds
-- the tool's pending orders by the id. The SQLite twin rebuilds the two tables.

ALTER TABLE orders DROP CONSTRAINT orders_tool_id_fkey;
ALTER TABLE order_lines DROP CONSTRAINT order_lines_tool_id_fkey;
