-- A new order is indexed for the lists' search (080) in a small index of the orders placed
-- since the last catch-up, not in the index of every order: FTS5 writes each transaction's
-- trigrams as a segment and merges segments as they pile up, which costs more the bigger the
-- index. 1,000 orders inserted one by one into a shop of 300,000 took 0.73 to 0.90 s of CPU
-- indexed at once and 0.41 s so (issue 46; the demo shop 0.22 s either way).
-- DB.IndexNewOrders moves the recent orders into orders_text in one batch now and then, as
-- PostgreSQL's GIN index keeps a pending list; a search looks in both, so it finds an order
-- the moment it is placed.
--
-- orders_unindexed holds the rowids of the orders in orders_text_recent, so that a change or
-- a deletion is written to the index that holds the order: FTS5 must be told the old values
-- of what it holds, and only of that.

CREATE TABLE orders_unindexed (order_rowid INTEGER PRIMARY KEY);

CREATE VIRTUAL TABLE orders_text_recent USING fts5 (
	id, customer_name, email, tool_name,
	content = 'orders', content_rowid = 'rowid',
	tokenize = 'trigram case_sensitive 0'
);

DROP TRIGGER orders_text_insert;
CREATE TRIGGER orders_text_insert AFTER INSERT ON orders BEGIN
	INSERT INTO orders_unindexed (order_rowid) VALUES (new.rowid);
	INSERT INTO orders_text_recent (rowid, id, customer_name, email, tool_name)
	VALUES (new.rowid, new.id, new.customer_name, new.email, new.tool_name);
END;

DROP TRIGGER orders_text_delete;
CREATE TRIGGER orders_text_delete AFTER DELETE ON orders BEGIN
	INSERT INTO orders_text (orders_text, rowid, id, customer_name, email, tool_name)
	SELECT 'delete', old.rowid, old.id, old.customer_name, old.email, old.tool_name
	WHERE NOT EXISTS (SELECT 1 FROM orders_unindexed WHERE order_rowid = old.rowid);
	INSERT INTO orders_text_recent (orders_text_recent, rowid, id, customer_name, email, tool_name)
	SELECT 'delete', old.rowid, old.id, old.customer_name, old.email, old.tool_name
	WHERE EXISTS (SELECT 1 FROM orders_unindexed WHERE order_rowid = old.rowid);
	DELETE FROM orders_unindexed WHERE order_rowid = old.rowid;
END;

DROP TRIGGER orders_text_update;
CREATE TRIGGER orders_text_update AFTER UPDATE OF id, customer_name, email, tool_name ON orders
WHEN NOT EXISTS (SELECT 1 FROM orders_unindexed WHERE order_rowid = new.rowid) BEGIN
	INSERT INTO orders_text (orders_text, rowid, id, customer_name, email, tool_name)
	VALUES ('delete', old.rowid, old.id, old.customer_name, old.email, old.tool_name);
	INSERT INTO orders_text (rowid, id, customer_name, email, tool_name)
	VALUES (new.rowid, new.id, new.customer_name, new.email, new.tool_name);
END;
CREATE TRIGGER orders_text_recent_update AFTER UPDATE OF id, customer_name, email, tool_name ON orders
WHEN EXISTS (SELECT 1 FROM orders_unindexed WHERE order_rowid = new.rowid) BEGIN
	INSERT INTO orders_text_recent (orders_text_recent, rowid, id, customer_name, email, tool_name)
	VALUES ('delete', old.rowid, old.id, old.customer_name, old.email, old.tool_name);
	INSERT INTO orders_text_recent (rowid, id, customer_name, email, tool_name)
	VALUES (new.rowid, new.id, new.customer_name, new.email, new.tool_name);
END;
