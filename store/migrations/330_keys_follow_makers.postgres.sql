-- A key does no more than its maker could (toolshop.APIKey.Live), and demoting an admin revokes
-- the keys it made. Keys kept from before, whose makers are no longer enabled admins, are
-- revoked now; the keys an account made are found by their maker.
-- The SQLite twin differs only in how it reads the clock.
UPDATE api_keys SET revoked_at = CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000000000 AS BIGINT)
WHERE revoked_at = 0 AND created_by NOT IN (SELECT email FROM users WHERE role = 'admin' AND disabled_at IS NULL);
CREATE INDEX api_keys_by_maker ON api_keys (created_by) WHERE revoked_at = 0;
