-- API keys (toolshop.APIKey): the shop keeps each key's hash, never the key; a revoked key
-- stays listed nowhere but keeps its row, so what it did still names it. A live key's name is
-- unique.
CREATE TABLE api_keys (
    id           TEXT PRIMARY KEY,
    name         TEXT NOT NULL,
    scopes       TEXT NOT NULL,
    prefix       TEXT NOT NULL,
    hash         TEXT NOT NULL UNIQUE,
    created_at   BIGINT NOT NULL,
    created_by   TEXT NOT NULL,
    expires_at   BIGINT NOT NULL DEFAULT 0,
    last_used_at BIGINT NOT NULL DEFAULT 0,
    revoked_at   BIGINT NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX api_keys_live_name ON api_keys (name) WHERE revoked_at = 0;
