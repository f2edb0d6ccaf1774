-- Sign-in: password reset links and the attempts that rate limits count. Times are Unix
-- nanoseconds, like everywhere else.

-- A reset link's token is never stored, only its SHA-256 (hex), so a copy of the database
-- cannot reset anyone's password.
CREATE TABLE password_resets (
	token_hash TEXT PRIMARY KEY,
	user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	created_at BIGINT NOT NULL,
	expires_at BIGINT NOT NULL,
	used_at    BIGINT
);

CREATE INDEX password_resets_by_user ON password_resets (user_id);
CREATE INDEX password_resets_by_expiry ON password_resets (expires_at);

-- One row per attempt and key it counts against (an account, a client address). A row
-- counts until expires_at, the end of its limit's window; then it is pruned.
CREATE TABLE rate_limit_attempts (
	attempt_id TEXT NOT NULL,
	limit_key  TEXT NOT NULL,
	expires_at BIGINT NOT NULL,
	PRIMARY KEY (attempt_id, limit_key)
);

CREATE INDEX rate_limit_attempts_by_key ON rate_limit_attempts (limit_key, expires_at);
CREATE INDEX rate_limit_attempts_by_expiry ON rate_limit_attempts (expires_at);
