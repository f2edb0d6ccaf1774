-- Search of the catalogue on SQLite: an FTS5 index of the words of each tool's name and
-- description, as the store writes them (toolshop.SearchWords), kept in step by triggers.
-- Tools stored before this migration have no words yet: the store writes them after
-- migrating (see DB.indexTools).

ALTER TABLE tools ADD COLUMN name_words TEXT;
ALTER TABLE tools ADD COLUMN description_words TEXT;

CREATE VIRTUAL TABLE tools_fts USING fts5 (
	name_words, description_words,
	content = 'tools', content_rowid = 'rowid',
	tokenize = 'unicode61 remove_diacritics 0'
);
-- A word in the name weighs ten times one in the description.
INSERT INTO tools_fts (tools_fts, rank) VALUES ('rank', 'bm25(10.0, 1.0)');
INSERT INTO tools_fts (tools_fts) VALUES ('rebuild');

CREATE TRIGGER tools_fts_insert AFTER INSERT ON tools BEGIN
	INSERT INTO tools_fts (rowid, name_words, description_words)
	VALUES (new.rowid, new.name_words, new.description_words);
END;
CREATE TRIGGER tools_fts_delete AFTER DELETE ON tools BEGIN
	INSERT INTO tools_fts (tools_fts, rowid, name_words, description_words)
	VALUES ('delete', old.rowid, old.name_words, old.description_words);
END;
CREATE TRIGGER tools_fts_update AFTER UPDATE OF name_words, description_words ON tools BEGIN
	INSERT INTO tools_fts (tools_fts, rowid, name_words, description_words)
	VALUES ('delete', old.rowid, old.name_words, old.description_words);
	INSERT INTO tools_fts (rowid, name_words, description_words)
	VALUES (new.rowid, new.name_words, new.description_words);
END;
