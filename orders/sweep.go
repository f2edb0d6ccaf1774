package orders

import (
	"context"
	"time"

	"toolshop"
)

// Run sweeps now and then every interval until ctx ends, so that what a restart interrupted
// is finished at start-up. Several servers may sweep at once: each change is decided on the
// order as stored, locked, and the provider's calls are idempotent.
func (s *Service) Run(ctx context.Context, interval time.Duration) {
	ticker := time.NewTicker(interval)
	defer ticker.Stop()
	for {
		s.Sweep(ctx)
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
		}
	}
}

// SweepInterval is how often a shop with the given hold sweeps: often enough that an order
// expires within a tenth of its hold, and at least every 30 seconds.
func SweepInterval(hold time.Duration) time.Duration {
	return min(max(hold/10, 100*time.Millisecond), 30*time.Second)
}

// Sweep expires the pending orders whose hold has ended, records payments that succeeded
// without a report (the customer's page died between the card and the shop), retries
// refunds the provider failed to make, mails the stock alerts and reminds the customers of
// unpaid orders about to expire. Failures are logged; the next sweep tries again.
func (s *Service) Sweep(ctx context.Context) {
	expired, err := s.Store.ExpiredOrders(ctx, s.Now())
	s.logFailure(ctx, "list expired orders", "", err)
	for _, o := range expired {
		_, err := s.close(ctx, o.ID, func(o toolshop.Order) (toolshop.Change, error) { return o.Expire(s.Now()) })
		s.logFailure(ctx, "expire order", o.ID, err)
	}
	unsettled, err := s.Store.UnsettledOrders(ctx)
	s.logFailure(ctx, "list unsettled orders", "", err)
	for _, o := range unsettled {
		s.logFailure(ctx, "settle order", o.ID, s.reconcile(ctx, o))
	}
	s.mailStockAlerts(ctx)
	s.mailExpiryReminders(ctx)
}

// reconcile asks the provider what became of an unsettled order's payment.
func (s *Service) reconcile(ctx context.Context, o toolshop.Order) error {
	if len(o.OwedRefunds()) > 0 {
		return s.payBack(ctx, o)
	}
	pi, err := s.Payments.Intent(ctx, o.IntentID)
	if err != nil || pi.Status != toolshop.PaymentSucceeded {
		return err
	}
	_, err = s.settle(ctx, toolshop.TheShop, o.ID, pi)
	return err
}

func (s *Service) logFailure(ctx context.Context, what, orderID string, err error) {
	// A refusal is the sweep losing a race to a customer or an admin: nothing to report.
	if err != nil && toolshop.ErrorCode(err) == toolshop.EINTERNAL {
		s.Log.ErrorContext(ctx, what+" failed", "order", orderID, "error", err)
	}
}
