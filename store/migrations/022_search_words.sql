-- The catalogue's vocabulary: every word of a tool's name or description, with how many
-- tools hold it, kept in step by the store in each tool write's transaction. A search word
-- that matches nothing is corrected to the nearest of these (toolshop.CorrectWord); the
-- candidates share its first letter.

CREATE TABLE search_words (
	word    TEXT PRIMARY KEY,
	initial TEXT NOT NULL,
	tools   INTEGER NOT NULL
);

CREATE INDEX search_words_by_initial ON search_words (initial);
