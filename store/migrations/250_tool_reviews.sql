-- Reviews of a tool by the customers who bought it (toolshop.ToolReview): one an author and
-- tool. A hidden review stays, with when (hidden_at, NULL while shown) and by whom an admin
-- hid it. The tool keeps the count and the sum of the stars of its shown reviews, changed
-- in each review's own transaction, so that its answers carry its rating without adding
-- up its reviews on every read.

CREATE TABLE tool_reviews (
	id           TEXT PRIMARY KEY,
	tool_id      TEXT NOT NULL REFERENCES tools (id) ON DELETE CASCADE,
	author_email TEXT NOT NULL,
	name         TEXT NOT NULL,
	ratings      INTEGER NOT NULL CHECK (ratings BETWEEN 1 AND 5),
	title        TEXT NOT NULL,
	description  TEXT NOT NULL,
	created_at   BIGINT NOT NULL,
	updated_at   BIGINT NOT NULL,
	hidden_at    BIGINT,
	hidden_by    TEXT NOT NULL DEFAULT '',
	UNIQUE (tool_id, author_email)
);
CREATE INDEX tool_reviews_by_tool ON tool_reviews (tool_id, created_at);

ALTER TABLE tools ADD COLUMN review_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tools ADD COLUMN review_stars BIGINT NOT NULL DEFAULT 0;
