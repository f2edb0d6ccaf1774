-- The Overview's sums (store/stats.go): money moves are read by event kind and time, a
-- refund's order is looked up among the paid ones, and orders by state are counted over the
-- orders placed in a period.

CREATE INDEX order_events_by_kind ON order_events (kind, at, order_id);
CREATE INDEX order_events_by_kind_order ON order_events (kind, order_id);
CREATE INDEX orders_by_created ON orders (created_at, state);
