-- The catalogue's orders a page asks for without a search: its own (oldest first) and by
-- price. A page reads its rows in order instead of sorting every tool.

CREATE INDEX tools_by_age ON tools (created_at, id);
CREATE INDEX tools_by_price ON tools (price_cents, created_at, id);
