-- The shop's first schema. Ids are 24-character hex strings made by the server, money is in
-- cents and times are Unix nanoseconds, so the same SQL serves SQLite and PostgreSQL.

CREATE TABLE settings (
	key   TEXT PRIMARY KEY,
	value TEXT NOT NULL
);

CREATE TABLE users (
	id            TEXT PRIMARY KEY,
	email         TEXT NOT NULL UNIQUE,
	name          TEXT NOT NULL,
	password_hash TEXT NOT NULL DEFAULT '',
	role          TEXT NOT NULL DEFAULT '',
	education     TEXT NOT NULL DEFAULT '',
	city          TEXT NOT NULL DEFAULT '',
	phone         TEXT NOT NULL DEFAULT '',
	profile_link  TEXT NOT NULL DEFAULT '',
	created_at    BIGINT NOT NULL
);

CREATE TABLE tools (
	id                 TEXT PRIMARY KEY,
	name               TEXT NOT NULL,
	image              TEXT NOT NULL,
	description        TEXT NOT NULL,
	price_cents        BIGINT NOT NULL CHECK (price_cents > 0),
	min_order          INTEGER NOT NULL CHECK (min_order >= 1),
	available_quantity INTEGER NOT NULL CHECK (available_quantity >= 0),
	created_at         BIGINT NOT NULL
);

CREATE TABLE reviews (
	id           TEXT PRIMARY KEY,
	author_email TEXT NOT NULL,
	name         TEXT NOT NULL,
	ratings      INTEGER NOT NULL CHECK (ratings BETWEEN 1 AND 5),
	description  TEXT NOT NULL,
	created_at   BIGINT NOT NULL
);

CREATE TABLE orders (
	id               TEXT PRIMARY KEY,
	tool_id          TEXT REFERENCES tools (id) ON DELETE SET NULL,
	tools_name       TEXT NOT NULL,
	customer_name    TEXT NOT NULL,
	email            TEXT NOT NULL,
	address          TEXT NOT NULL,
	phone            TEXT NOT NULL,
	quantity         INTEGER NOT NULL CHECK (quantity > 0),
	unit_price_cents BIGINT NOT NULL,
	price_cents      BIGINT NOT NULL,
	paid             BOOLEAN NOT NULL DEFAULT FALSE,
	transaction_id   TEXT NOT NULL DEFAULT '',
	shipped          BOOLEAN NOT NULL DEFAULT FALSE,
	created_at       BIGINT NOT NULL
);

CREATE INDEX orders_by_email ON orders (email, created_at);
CREATE INDEX orders_by_tool ON orders (tool_id);
