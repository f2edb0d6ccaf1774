-- A cart holds a line a variant (issue 42): the line's key gains the variant, '' for a tool
-- without variants. The SQLite twin makes the table again.
ALTER TABLE cart_lines ADD COLUMN variant_id TEXT NOT NULL DEFAULT '';
ALTER TABLE cart_lines DROP CONSTRAINT cart_lines_pkey;
ALTER TABLE cart_lines ADD PRIMARY KEY (user_id, tool_id, variant_id);
