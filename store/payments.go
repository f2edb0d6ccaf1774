package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"toolshop"
)

const intentColumns = `id, client_secret, order_id, amount_cents, currency, status`

const (
	intentQuery       = `SELECT ` + intentColumns + ` FROM sandbox_intents WHERE id = $1`
	secretIntentQuery = `SELECT ` + intentColumns + ` FROM sandbox_intents WHERE client_secret = $1`
	orderIntentQuery  = `SELECT ` + intentColumns + ` FROM sandbox_intents WHERE order_id = $1`
)

func scanIntent(r row) (toolshop.PaymentIntent, error) {
	var pi toolshop.PaymentIntent
	err := r.Scan(&pi.ID, &pi.ClientSecret, &pi.OrderID, &pi.Amount, &pi.Currency, &pi.Status)
	if errors.Is(err, sql.ErrNoRows) {
		return pi, toolshop.ErrUnknownPayment
	}
	return pi, err
}

// CreateSandboxIntent stores pi unless its order has an intent already, and answers the
// order's intent: asking twice for one order gives one intent.
func (db *DB) CreateSandboxIntent(ctx context.Context, pi toolshop.PaymentIntent) (toolshop.PaymentIntent, error) {
	_, err := db.writes(nil).ExecContext(ctx, `INSERT INTO sandbox_intents (`+intentColumns+`, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (order_id) DO NOTHING`,
		pi.ID, pi.ClientSecret, pi.OrderID, pi.Amount, pi.Currency, pi.Status, db.stamp())
	if err != nil {
		return pi, err
	}
	return scanIntent(db.writes(nil).QueryRowContext(ctx, orderIntentQuery, pi.OrderID))
}

// SandboxIntent finds a sandbox intent by its id.
func (db *DB) SandboxIntent(ctx context.Context, id string) (toolshop.PaymentIntent, error) {
	return scanIntent(db.lookups().QueryRowContext(ctx, intentQuery, id))
}

// SandboxIntentBySecret finds a sandbox intent by its client secret.
func (db *DB) SandboxIntentBySecret(ctx context.Context, secret string) (toolshop.PaymentIntent, error) {
	return scanIntent(db.lookups().QueryRowContext(ctx, secretIntentQuery, secret))
}

// SetSandboxIntentStatus moves a sandbox intent from one status to another and reports
// whether it did: an intent no longer in status from stays as it is, so a card confirmed and
// a cancel made at once cannot both succeed.
func (db *DB) SetSandboxIntentStatus(ctx context.Context, id, from, to string) (bool, error) {
	n, err := affected(db.writes(nil).ExecContext(ctx,
		`UPDATE sandbox_intents SET status = $3 WHERE id = $1 AND status = $2`, id, from, to))
	return n > 0, err
}

// CreateSandboxRefund stores a refund of amount of a sandbox intent's payment under its
// idempotency key, unless the key has one already, and answers the key's refund. The
// intent is locked first, so that its refunds never add up to more than it took.
func (db *DB) CreateSandboxRefund(ctx context.Context, id, key string, pi toolshop.PaymentIntent, amount toolshop.Cents) (string, error) {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return "", err
	}
	defer tx.Rollback()
	var refund string
	err = tx.QueryRowContext(ctx, `SELECT id FROM sandbox_refunds WHERE idempotency_key = $1`, key).Scan(&refund)
	if err == nil || !errors.Is(err, sql.ErrNoRows) {
		return refund, err
	}
	if _, err := tx.ExecContext(ctx, db.forUpdate(`SELECT id FROM sandbox_intents WHERE id = $1`), pi.ID); err != nil {
		return "", err
	}
	var refunded toolshop.Cents
	err = tx.QueryRowContext(ctx, `SELECT COALESCE(SUM(amount_cents), 0) FROM sandbox_refunds WHERE intent_id = $1`, pi.ID).Scan(&refunded)
	if err != nil {
		return "", err
	}
	if refunded+amount > pi.Amount {
		return "", fmt.Errorf("sandbox: refund of %s would give back %s of a payment of %s", pi.ID, refunded+amount, pi.Amount)
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO sandbox_refunds (id, idempotency_key, intent_id, amount_cents, created_at)
		VALUES ($1, $2, $3, $4, $5)`, id, key, pi.ID, amount, db.stamp())
	if err != nil {
		return "", err
	}
	return id, tx.Commit()
}
