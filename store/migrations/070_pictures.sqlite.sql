-- Pictures admins upload (toolshop.PictureService): each variant of a picture, under the
-- hash of the picture's content and the size (width) the pages ask for, kept in the
-- database so that every server sees it. The PostgreSQL twin differs only in BYTEA.

CREATE TABLE pictures (
	hash TEXT NOT NULL,
	size INTEGER NOT NULL,
	content_type TEXT NOT NULL,
	width INTEGER NOT NULL,
	height INTEGER NOT NULL,
	data BLOB NOT NULL,
	created_at BIGINT NOT NULL,
	PRIMARY KEY (hash, size)
);
