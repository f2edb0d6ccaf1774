-- Invoices and credit notes: numbered from counters in the transaction that issues them
-- (a payment, a refund), so the numbers have no gaps and none is given twice; each keeps
-- the shop's details as they were at issue, so it never changes.
CREATE TABLE counters (
	name  TEXT PRIMARY KEY,
	value BIGINT NOT NULL
);
INSERT INTO counters (name, value) VALUES ('invoice', 0), ('credit_note', 0);

CREATE TABLE invoices (
	order_id  TEXT PRIMARY KEY REFERENCES orders (id),
	number    BIGINT NOT NULL UNIQUE,
	issued_at BIGINT NOT NULL,
	seller    TEXT NOT NULL
);

CREATE TABLE credit_notes (
	order_id   TEXT NOT NULL,
	refund_seq INTEGER NOT NULL,
	number     BIGINT NOT NULL UNIQUE,
	issued_at  BIGINT NOT NULL,
	PRIMARY KEY (order_id, refund_seq),
	FOREIGN KEY (order_id, refund_seq) REFERENCES refunds (order_id, seq)
);
