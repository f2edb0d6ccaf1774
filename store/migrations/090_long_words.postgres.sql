-- SQLite's migration 090 adds the beginnings of long words to its vocabulary, for telling
-- which words begin with a search word; PostgreSQL's search does not ask, so its vocabulary
-- gains them only as tools are written.
SELECT 1;
