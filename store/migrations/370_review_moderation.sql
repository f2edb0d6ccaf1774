-- Moderation that sticks (toolshop.ToolReview, toolshop.Review). A tool review its author
-- deletes stays, with when (deleted_at, NULL while it stands), so that one the shop hid cannot
-- come back as a new one; refunded_at is when a refund of every unit its author bought took
-- its "verified" mark, and its weight in the rating, away. The shop's own reviews can be
-- hidden by an admin as tool reviews are: when (hidden_at, NULL while shown) and by whom.

ALTER TABLE tool_reviews ADD COLUMN deleted_at BIGINT;
ALTER TABLE tool_reviews ADD COLUMN refunded_at BIGINT;
ALTER TABLE reviews ADD COLUMN hidden_at BIGINT;
ALTER TABLE reviews ADD COLUMN hidden_by TEXT NOT NULL DEFAULT '';
