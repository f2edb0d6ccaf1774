-- Stock alerts (store/alerts.go): one row per sale that took a tool's stock below its
-- threshold, written in the sale's transaction so that no crash loses one. mailed_at is
-- NULL until a server claims the alert to mail it; the partial index finds those cheaply.

CREATE TABLE stock_alerts (
	id        TEXT PRIMARY KEY,
	tool_id   TEXT REFERENCES tools (id) ON DELETE SET NULL,
	tool_name TEXT NOT NULL,
	stock     INTEGER NOT NULL,
	threshold INTEGER NOT NULL,
	at        BIGINT NOT NULL,
	mailed_at BIGINT
);

CREATE INDEX stock_alerts_by_time ON stock_alerts (at, id);
CREATE INDEX stock_alerts_unmailed ON stock_alerts (at) WHERE mailed_at IS NULL;
