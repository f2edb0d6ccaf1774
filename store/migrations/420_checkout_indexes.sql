-- The checkout's and the payment's reads of a customer's orders come from an index alone
-- (issue 46), whatever the number of orders the customer or the shop holds:
-- the count of a customer's pending orders (a guest's apart) that a new order makes,
CREATE INDEX orders_pending_by_customer ON orders (email, guest, state, expires_at);
DROP INDEX orders_pending_by_email;
-- a customer's uses of a code,
CREATE INDEX orders_code_uses ON orders (discount_code, email, state, guest) WHERE discount_code <> '';
DROP INDEX orders_by_code;
-- and whether a guest's email has paid before (the key a guest order's mail carries).
CREATE INDEX orders_paid_by_email ON orders (email, transaction_id) WHERE transaction_id <> '';
