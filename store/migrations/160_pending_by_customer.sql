-- A new order counts its customer's unpaid orders (MAX_PENDING_ORDERS) in the writer's turn:
-- through the customer's own orders, not by walking every pending order of the shop (during
-- a sale, thousands).
CREATE INDEX orders_pending_by_email ON orders (email, state, expires_at);
