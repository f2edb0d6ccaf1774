package store

import (
	"context"
	"database/sql"
	"errors"

	"toolshop"
)

const intentColumns = `id, client_secret, order_id, amount_cents, currency, status`

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
	_, err := db.write.ExecContext(ctx, `INSERT INTO sandbox_intents (`+intentColumns+`, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (order_id) DO NOTHING`,
		pi.ID, pi.ClientSecret, pi.OrderID, pi.Amount, pi.Currency, pi.Status, db.stamp())
	if err != nil {
		return pi, err
	}
	return scanIntent(db.write.QueryRowContext(ctx,
		`SELECT `+intentColumns+` FROM sandbox_intents WHERE order_id = $1`, pi.OrderID))
}

// SandboxIntent finds a sandbox intent by its id.
func (db *DB) SandboxIntent(ctx context.Context, id string) (toolshop.PaymentIntent, error) {
	return scanIntent(db.read.QueryRowContext(ctx, `SELECT `+intentColumns+` FROM sandbox_intents WHERE id = $1`, id))
}

// SandboxIntentBySecret finds a sandbox intent by its client secret.
func (db *DB) SandboxIntentBySecret(ctx context.Context, secret string) (toolshop.PaymentIntent, error) {
	return scanIntent(db.read.QueryRowContext(ctx,
		`SELECT `+intentColumns+` FROM sandbox_intents WHERE client_secret = $1`, secret))
}

// SetSandboxIntentStatus moves a sandbox intent from one status to another and reports
// whether it did: an intent no longer in status from stays as it is, so a card confirmed and
// a cancel made at once cannot both succeed.
func (db *DB) SetSandboxIntentStatus(ctx context.Context, id, from, to string) (bool, error) {
	n, err := affected(db.write.ExecContext(ctx,
		`UPDATE sandbox_intents SET status = $3 WHERE id = $1 AND status = $2`, id, from, to))
	return n > 0, err
}

// CreateSandboxRefund stores a refund of a sandbox intent's whole amount unless the intent
// has one already, and answers the intent's refund.
func (db *DB) CreateSandboxRefund(ctx context.Context, id string, pi toolshop.PaymentIntent) (string, error) {
	_, err := db.write.ExecContext(ctx, `INSERT INTO sandbox_refunds (id, intent_id, amount_cents, created_at)
		VALUES ($1, $2, $3, $4) ON CONFLICT (intent_id) DO NOTHING`, id, pi.ID, pi.Amount, db.stamp())
	if err != nil {
		return "", err
	}
	var refund string
	err = db.write.QueryRowContext(ctx, `SELECT id FROM sandbox_refunds WHERE intent_id = $1`, pi.ID).Scan(&refund)
	return refund, err
}
