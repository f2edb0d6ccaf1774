-- Tokens issued before this moment (Unix seconds) are refused: a new password sets it.
ALTER TABLE users ADD COLUMN tokens_valid_from BIGINT NOT NULL DEFAULT 0;
