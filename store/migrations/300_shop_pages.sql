-- The shop's own pages (toolshop.PageSlugs: about, contact, shipping, returns, terms, privacy),
-- written by the owner in Markdown. The home page's words are a setting ("content").
CREATE TABLE shop_pages (
    slug       TEXT PRIMARY KEY,
    title      TEXT NOT NULL,
    markdown   TEXT NOT NULL,
    published  BOOLEAN NOT NULL,
    updated_at BIGINT NOT NULL
);
