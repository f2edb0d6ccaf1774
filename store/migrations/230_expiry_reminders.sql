-- Expiry reminders (store/reminders.go): reminded_at is when a server claimed a pending
-- order to mail its customer that its hold ends soon, NULL until then; a conditional update
-- claims it, so that of several servers one mails it. The partial index finds the pending
-- orders not reminded yet by the end of their hold.

ALTER TABLE orders ADD COLUMN reminded_at BIGINT;

CREATE INDEX orders_unreminded ON orders (expires_at) WHERE state = 'pending' AND reminded_at IS NULL;
