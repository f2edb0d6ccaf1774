package store

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"toolshop"
)

// GuestCheckout stores the guest order req.Place builds of the visitor's lines, as Checkout
// does a cart's, and the hash of its key. A retried submit (the same Idempotency-Key and
// request) answers the order it made without a key: a key sent is never a way to a new one.
func (db *DB) GuestCheckout(ctx context.Context, req toolshop.GuestCheckout, rules toolshop.OrderRules) (toolshop.Order, error) {
	tx, pending, err := db.beginOrder(ctx, toolshop.User{Email: req.Email}, true, rules.MaxPending)
	if err != nil {
		return toolshop.Order{}, err
	}
	defer tx.Rollback()
	q := db.writes(tx)
	request := req.Fingerprint()
	if o, ok, err := db.replay(ctx, q, req.Key, request); ok || err != nil {
		return o, err
	}
	cart, err := visitorCart(ctx, q, req.Lines, db.Now(), linesField)
	if err != nil {
		return toolshop.Order{}, err
	}
	terms, err := db.terms(ctx, q, toolshop.User{}, req.Checkout, cart)
	if err != nil {
		return toolshop.Order{}, err
	}
	o, err := db.placeCart(ctx, q, cart, req.Key, request, func(cart toolshop.Cart) (toolshop.Order, error) {
		return req.Place(cart, terms, pending, rules, db.Now())
	})
	if err != nil {
		return toolshop.Order{}, err
	}
	if o.MailKey, err = db.mailKey(ctx, q, o); err != nil {
		return toolshop.Order{}, err
	}
	return o, tx.Commit()
}

// QuoteGuestCheckout prices the order GuestCheckout would place now, placing nothing.
func (db *DB) QuoteGuestCheckout(ctx context.Context, req toolshop.GuestCheckout, rules toolshop.OrderRules) (toolshop.Order, error) {
	tx, err := db.read.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return toolshop.Order{}, err
	}
	defer tx.Rollback()
	q := db.reads(tx)
	cart, err := visitorCart(ctx, q, req.Lines, db.Now(), linesField)
	if err != nil {
		return toolshop.Order{}, err
	}
	terms, err := db.terms(ctx, q, toolshop.User{}, req.Checkout, cart)
	if err != nil {
		return toolshop.Order{}, err
	}
	return req.Quote(cart, terms, rules, db.Now())
}

// NewKey gives the email's guest order whose id ends with number the new key of a mail that
// sends its link again: the kind of key any mail about it would carry now (mailKey), so
// asking for the link of an order that still needs confirming mails no way to pay it.
func (db *DB) NewKey(ctx context.Context, email, number string) (toolshop.Order, error) {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return toolshop.Order{}, err
	}
	defer tx.Rollback()
	var id string
	err = tx.QueryRowContext(ctx, `SELECT id FROM orders WHERE email = $1 AND guest AND id LIKE $2
		ORDER BY created_at DESC LIMIT 1`, email, "%"+number).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return toolshop.Order{}, toolshop.ErrOrderNotFound
	}
	if err != nil {
		return toolshop.Order{}, err
	}
	o, err := db.lockOrder(ctx, tx, id)
	if err != nil {
		return toolshop.Order{}, err
	}
	if o.MailKey, err = db.mailKey(ctx, tx, o); err != nil {
		return toolshop.Order{}, err
	}
	return o, tx.Commit()
}

// knownEmail tells whether an email paid an order before or is an account's proven address.
const knownEmail = `SELECT EXISTS (SELECT 1 FROM orders WHERE email = $1 AND transaction_id <> '')
	OR EXISTS (SELECT 1 FROM users WHERE email = $1 AND verified_at IS NOT NULL)`

// mailKey gives the guest order o, as it is in tx, the new key of the mail about what tx
// writes (Order.NewMailKey), the address's past read in tx; a customer's order gets none.
func (db *DB) mailKey(ctx context.Context, tx runner, o toolshop.Order) (toolshop.OrderKey, error) {
	if !o.Guest {
		return toolshop.OrderKey{}, nil
	}
	var known bool
	err := tx.QueryRowContext(ctx, knownEmail, o.Email).Scan(&known)
	if err != nil {
		return toolshop.OrderKey{}, err
	}
	k := o.NewMailKey(known)
	return k, addOrderKey(ctx, tx, o.ID, k, db.Now())
}

// addOrderKey keeps the hash of a key that opens the order and its kind, never the key.
func addOrderKey(ctx context.Context, tx runner, orderID string, k toolshop.OrderKey, at time.Time) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO order_keys (key_hash, order_id, created_at, kind) VALUES ($1, $2, $3, $4)`,
		toolshop.HashKey(k.Key), orderID, at.UnixNano(), k.Kind)
	return err
}

const orderKeysQuery = `SELECT key_hash, kind FROM order_keys WHERE order_id = $1`

// orderKeys are the kinds of the keys that open the order, by their hashes.
func orderKeys(ctx context.Context, q querier, orderID string) (map[string]toolshop.KeyKind, error) {
	rows, err := q.QueryContext(ctx, orderKeysQuery, orderID)
	if err != nil {
		return nil, err
	}
	keys := map[string]toolshop.KeyKind{}
	_, err = collect(rows, func(r row) (hash string, err error) {
		var kind toolshop.KeyKind
		err = r.Scan(&hash, &kind)
		keys[hash] = kind
		return hash, err
	})
	return keys, err
}
