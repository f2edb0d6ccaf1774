-- The vocabulary keeps the beginning (64 letters) of each longer word instead of leaving it
-- out, so that it tells which words begin with a search word (see DB.beginsLongerWord), in
-- the order of bytes, as SQLite compares. This adds the beginnings of the longer words the
-- tools hold already, and indexes the words in that order.

INSERT INTO search_words (word, initial, tools)
SELECT word, left(word, 1), COUNT(DISTINCT id) FROM (
	SELECT id, left(w, 64) AS word
	FROM tools, regexp_split_to_table(coalesce(name_words, '') || ' ' || coalesce(description_words, ''), ' ') AS w
	WHERE length(w) > 64 OR octet_length(w) > 64
) AS long_words
GROUP BY word
ON CONFLICT (word) DO NOTHING;

CREATE INDEX search_words_in_byte_order ON search_words (word COLLATE "C");
