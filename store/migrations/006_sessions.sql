-- Sessions that end when asked. An API token names its session, which Sign Out, an admin or a
-- new password ends at once. Every token also carries the account's token version, which a
-- new password bumps: a token issued before it, even within the same second, no longer works.

CREATE TABLE sessions (
	id         TEXT PRIMARY KEY,
	user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	user_agent TEXT NOT NULL DEFAULT '',
	created_at BIGINT NOT NULL,
	ended_at   BIGINT
);

CREATE INDEX sessions_by_user ON sessions (user_id, ended_at);

ALTER TABLE users ADD COLUMN token_version INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users DROP COLUMN tokens_valid_from;
