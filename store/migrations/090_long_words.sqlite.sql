-- The vocabulary keeps the beginning (64 letters) of each longer word instead of leaving it
-- out, so that it tells which words begin with a search word (see DB.beginsLongerWord).
-- This adds the beginnings of the longer words the search index holds already.

CREATE VIRTUAL TABLE temp.indexed_words USING fts5vocab (main, tools_fts, 'row');
INSERT INTO search_words (word, initial, tools)
SELECT substr(term, 1, 64), substr(term, 1, 1), SUM(doc) FROM temp.indexed_words
WHERE length(term) > 64 OR length(CAST(term AS BLOB)) > 64
GROUP BY substr(term, 1, 64)
ON CONFLICT (word) DO NOTHING;
DROP TABLE temp.indexed_words;
