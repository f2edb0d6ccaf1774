-- The count of the changes made to accounts and sessions: a server remembers the sessions it
-- found going for as long as this count stays as it was when it read them (store/sessions.go).
-- The triggers count every write, whichever process makes it: this server, another on the
-- same data folder, or a command such as demote-admin. (PostgreSQL's servers read every
-- session.)

CREATE TABLE account_changes (id INTEGER PRIMARY KEY CHECK (id = 1), changes INTEGER NOT NULL);
INSERT INTO account_changes (id, changes) VALUES (1, 0);

CREATE TRIGGER users_inserted AFTER INSERT ON users BEGIN
	UPDATE account_changes SET changes = changes + 1;
END;
CREATE TRIGGER users_updated AFTER UPDATE ON users BEGIN
	UPDATE account_changes SET changes = changes + 1;
END;
CREATE TRIGGER users_deleted AFTER DELETE ON users BEGIN
	UPDATE account_changes SET changes = changes + 1;
END;
CREATE TRIGGER sessions_inserted AFTER INSERT ON sessions BEGIN
	UPDATE account_changes SET changes = changes + 1;
END;
CREATE TRIGGER sessions_updated AFTER UPDATE ON sessions BEGIN
	UPDATE account_changes SET changes = changes + 1;
END;
CREATE TRIGGER sessions_deleted AFTER DELETE ON sessions BEGIN
	UPDATE account_changes SET changes = changes + 1;
END;
