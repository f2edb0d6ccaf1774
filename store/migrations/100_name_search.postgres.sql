-- The words of each tool's name alone, with their own GIN index, so that a search reads the
-- tools whose name holds every word first (see DB.findTools) from an index of names, as
-- SQLite reads its FTS5 column name_words, instead of testing every match's words again.
-- SQLite has that already (see its file of this version).

ALTER TABLE tools ADD COLUMN name_search tsvector GENERATED ALWAYS AS (
	to_tsvector('simple', coalesce(name_words, ''))
) STORED;

CREATE INDEX tools_name_search ON tools USING GIN (name_search);
