-- The one-time links that create the shop's first admin (toolshop.FirstAdminService): only
-- the token's hash is kept, as for the mailed links.
CREATE TABLE first_admin_links (
    token_hash TEXT PRIMARY KEY,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    used_at BIGINT
);
