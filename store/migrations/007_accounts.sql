-- Accounts belong to whoever proves the mailbox: a verified time for each account, a
-- disabled time for the accounts an admin shut, and the mailed links (password resets and
-- email verifications) in one table, told apart by purpose.

ALTER TABLE users ADD COLUMN verified_at BIGINT;
ALTER TABLE users ADD COLUMN disabled_at BIGINT;

ALTER TABLE password_resets RENAME TO mail_links;
ALTER TABLE mail_links ADD COLUMN purpose TEXT NOT NULL DEFAULT 'reset' CHECK (purpose IN ('reset', 'verify'));
DROP INDEX password_resets_by_user;
DROP INDEX password_resets_by_expiry;
CREATE INDEX mail_links_by_user ON mail_links (user_id, purpose);
CREATE INDEX mail_links_by_expiry ON mail_links (expires_at);
