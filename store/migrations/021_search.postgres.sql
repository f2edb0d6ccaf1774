-- Search of the catalogue on PostgreSQL: a GIN index of the words of each tool's name
-- (weight A) and description (weight B), as the store writes them (toolshop.SearchWords),
-- with the 'simple' configuration so that prefixes match words as written. Tools stored
-- before this migration have no words yet: the store writes them after migrating (see
-- DB.indexTools).

ALTER TABLE tools ADD COLUMN name_words TEXT;
ALTER TABLE tools ADD COLUMN description_words TEXT;
ALTER TABLE tools ADD COLUMN search tsvector GENERATED ALWAYS AS (
	setweight(to_tsvector('simple', coalesce(name_words, '')), 'A') ||
	setweight(to_tsvector('simple', coalesce(description_words, '')), 'B')
) STORED;

CREATE INDEX tools_search ON tools USING GIN (search);
