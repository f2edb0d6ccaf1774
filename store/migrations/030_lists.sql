-- The lists admins and customers page through, newest orders and oldest accounts first: a
-- page reads its rows in order instead of sorting every order. Orders of one customer have
-- orders_by_email already.

CREATE INDEX orders_by_time ON orders (created_at, id);
CREATE INDEX orders_by_state_and_time ON orders (state, created_at);
CREATE INDEX users_by_age ON users (created_at, id);
