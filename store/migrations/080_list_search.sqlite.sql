-- Search of the order and user lists on SQLite: FTS5 indexes of the searched columns with
-- the trigram tokenizer, which finds a text of 3 characters or more anywhere in a column,
-- ignoring case (store/lists.go), kept in step by triggers.

CREATE VIRTUAL TABLE orders_text USING fts5 (
	id, customer_name, email, tool_name,
	content = 'orders', content_rowid = 'rowid',
	tokenize = 'trigram case_sensitive 0'
);
INSERT INTO orders_text (orders_text) VALUES ('rebuild');

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

CREATE VIRTUAL TABLE users_text USING fts5 (
	name, email,
	content = 'users', content_rowid = 'rowid',
	tokenize = 'trigram case_sensitive 0'
);
INSERT INTO users_text (users_text) VALUES ('rebuild');

CREATE TRIGGER users_text_insert AFTER INSERT ON users BEGIN
	INSERT INTO users_text (rowid, name, email) VALUES (new.rowid, new.name, new.email);
END;
CREATE TRIGGER users_text_delete AFTER DELETE ON users BEGIN
	INSERT INTO users_text (users_text, rowid, name, email) VALUES ('delete', old.rowid, old.name, old.email);
END;
CREATE TRIGGER users_text_update AFTER UPDATE OF name, email ON users BEGIN
	INSERT INTO users_text (users_text, rowid, name, email) VALUES ('delete', old.rowid, old.name, old.email);
	INSERT INTO users_text (rowid, name, email) VALUES (new.rowid, new.name, new.email);
END;
