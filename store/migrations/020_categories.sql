-- Categories of the catalogue. A tool names its category by slug; a category that tools
-- are in cannot be deleted.

CREATE TABLE categories (
	id         TEXT PRIMARY KEY,
	slug       TEXT NOT NULL UNIQUE,
	name       TEXT NOT NULL,
	created_at BIGINT NOT NULL
);

ALTER TABLE tools ADD COLUMN category TEXT REFERENCES categories (slug);

CREATE INDEX tools_by_category ON tools (category);
