-- Search of the order and user lists on PostgreSQL: a trigram GIN index (pg_trgm) of the
-- searched columns, lowercased and joined by a control character no search text holds (so
-- a match never spans two columns). The store asks `<the same expression> LIKE '%text%'`
-- (store/lists.go), which the index answers for texts of 3 characters or more. pg_trgm is
-- a trusted extension: creating it needs the CREATE privilege on the database, not a
-- superuser.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX orders_text ON orders USING GIN (
	lower(id || chr(31) || customer_name || chr(31) || email || chr(31) || tool_name) gin_trgm_ops
);
CREATE INDEX users_text ON users USING GIN (lower(name || chr(31) || email) gin_trgm_ops);
