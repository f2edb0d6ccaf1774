package store

import (
	"context"
	"time"

	"toolshop"
)

// UnremindedOrders are the pending orders not reminded yet whose hold ends by before, the
// soonest first, with their lines.
func (db *DB) UnremindedOrders(ctx context.Context, before time.Time) ([]toolshop.Order, error) {
	return ordersWhere(ctx, db.read, `state = 'pending' AND reminded_at IS NULL AND expires_at <= $1
		ORDER BY expires_at LIMIT 500`, before.UnixNano())
}

// ClaimReminder marks the pending order reminded at now unless it is already: the update is
// conditional, so that of several servers claiming it at once one does. The one that does
// gives a guest order the new key of the reminder.
func (db *DB) ClaimReminder(ctx context.Context, id string, now time.Time) (toolshop.OrderKey, bool, error) {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return toolshop.OrderKey{}, false, err
	}
	defer tx.Rollback()
	n, err := affected(tx.ExecContext(ctx, `UPDATE orders SET reminded_at = $1
		WHERE id = $2 AND state = 'pending' AND reminded_at IS NULL`, now.UnixNano(), id))
	if err != nil || n != 1 {
		return toolshop.OrderKey{}, false, err
	}
	o, err := scanOrder(tx.QueryRowContext(ctx, `SELECT `+orderColumns+` FROM orders WHERE id = $1`, id))
	if err != nil {
		return toolshop.OrderKey{}, false, err
	}
	k, err := db.mailKey(ctx, tx, o)
	if err != nil {
		return toolshop.OrderKey{}, false, err
	}
	return k, true, tx.Commit()
}

// UnclaimReminder marks a claimed order not reminded again.
func (db *DB) UnclaimReminder(ctx context.Context, id string) error {
	_, err := db.write.ExecContext(ctx, `UPDATE orders SET reminded_at = NULL WHERE id = $1`, id)
	return err
}
