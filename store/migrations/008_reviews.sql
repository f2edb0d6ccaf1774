-- One review per account (the demo's sample reviews have no author): each author keeps
-- their newest review.
DELETE FROM reviews WHERE author_email <> '' AND id NOT IN (
	SELECT id FROM (
		SELECT id, ROW_NUMBER() OVER (PARTITION BY author_email ORDER BY created_at DESC, id) AS n
		FROM reviews WHERE author_email <> ''
	) ranked WHERE n = 1);
CREATE UNIQUE INDEX reviews_one_per_author ON reviews (author_email) WHERE author_email <> '';
CREATE INDEX reviews_by_time ON reviews (created_at);
