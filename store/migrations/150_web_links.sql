-- Only web links are kept as links (toolshop.IsWebLink): a profile's LinkedIn link that is no
-- http(s) URL, and a tool's image that is neither one nor a path of the shop's own, are
-- cleared, each recorded in cleared_links with what it held, for the start-up to log once
-- (store.DB.LogClearedLinks). A javascript: or data: link is never shown as a link again.
CREATE TABLE cleared_links (
	table_name TEXT NOT NULL,
	row_id     TEXT NOT NULL,
	field      TEXT NOT NULL,
	value      TEXT NOT NULL
);

INSERT INTO cleared_links (table_name, row_id, field, value)
	SELECT 'users', email, 'profile', linkedin FROM users
	WHERE linkedin <> ''
		AND NOT (lower(linkedin) LIKE 'https://_%' OR lower(linkedin) LIKE 'http://_%');
UPDATE users SET linkedin = ''
	WHERE linkedin <> ''
		AND NOT (lower(linkedin) LIKE 'https://_%' OR lower(linkedin) LIKE 'http://_%');

INSERT INTO cleared_links (table_name, row_id, field, value)
	SELECT 'tools', id, 'image', image FROM tools
	WHERE NOT (lower(image) LIKE 'https://_%' OR lower(image) LIKE 'http://_%'
		OR (image LIKE '/%' AND image NOT LIKE '//%'));
UPDATE tools SET image = ''
	WHERE NOT (lower(image) LIKE 'https://_%' OR lower(image) LIKE 'http://_%'
		OR (image LIKE '/%' AND image NOT LIKE '//%'));
