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
// conditional, so that of several servers claiming it at once one does.
func (db *DB) ClaimReminder(ctx context.Context, id string, now time.Time) (bool, error) {
	n, err := affected(db.write.ExecContext(ctx, `UPDATE orders SET reminded_at = $1
		WHERE id = $2 AND state = 'pending' AND reminded_at IS NULL`, now.UnixNano(), id))
	return n == 1, err
}

// UnclaimReminder marks a claimed order not reminded again.
func (db *DB) UnclaimReminder(ctx context.Context, id string) error {
	_, err := db.write.ExecContext(ctx, `UPDATE orders SET reminded_at = NULL WHERE id = $1`, id)
	return err
}
