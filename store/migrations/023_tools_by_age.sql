-- The catalogue's own order, oldest first: a page of it reads its rows in order instead of
-- sorting every tool.

CREATE INDEX tools_by_age ON tools (created_at, id);
