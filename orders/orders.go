// Package orders carries out the order lifecycle the domain decides, with the store and the
// payment provider: it asks the provider before anything is undone, gives back a payment that
// arrives for an order no longer open, and (in sweep.go) expires unpaid orders, settles
// payments nobody reported and mails the admins the stock alerts (alerts.go).
package orders

import (
	"context"
	"errors"
	"log/slog"
	"sync"
	"time"

	"toolshop"
)

// Service is the shop's toolshop.OrderService.
type Service struct {
	Store    toolshop.OrderStore
	Tools    toolshop.ToolService
	Payments toolshop.PaymentProvider
	Rules    toolshop.OrderRules
	// Notifier, when set, hears of orders paid, shipped and refunded.
	Notifier toolshop.OrderNotifier
	// Alerts and AdminMail, when set, have the sweep mail the stock alerts the sales raise.
	Alerts    toolshop.StockAlertStore
	AdminMail toolshop.AdminNotifier
	// Reminders and ReminderMail, when set, have the sweep mail the customers of unpaid
	// orders about to expire a link to pay them.
	Reminders    toolshop.ReminderStore
	ReminderMail toolshop.ReminderNotifier
	// Now is the clock orders are decided by; tests may set it.
	Now func() time.Time
	Log *slog.Logger
	// Working, when set, counts the work calls leave running after they return
	// (MailGuestLink), so that shutdown can wait for it.
	Working *sync.WaitGroup
}

var _ toolshop.OrderService = (*Service)(nil)

// Checkout places the customer's checkout: their cart's, or Buy Now's one line.
func (s *Service) Checkout(ctx context.Context, customer toolshop.User, req toolshop.Checkout) (toolshop.Order, error) {
	o, err := s.Store.Checkout(ctx, customer, req, s.Rules)
	if errors.Is(err, toolshop.ErrOutOfStock) {
		err = named(err, func() error { _, err := s.Store.QuoteCheckout(ctx, customer, req, s.Rules); return err })
	}
	return s.placed(ctx, o, err)
}

func (s *Service) QuoteCheckout(ctx context.Context, customer toolshop.User, req toolshop.Checkout) (toolshop.Order, error) {
	return s.Store.QuoteCheckout(ctx, customer, req, s.Rules)
}

// GuestCheckout places a visitor's checkout: their cart's, or Buy Now's one line.
func (s *Service) GuestCheckout(ctx context.Context, req toolshop.GuestCheckout) (toolshop.Order, error) {
	o, err := s.Store.GuestCheckout(ctx, req, s.Rules)
	if errors.Is(err, toolshop.ErrOutOfStock) {
		err = named(err, func() error { _, err := s.Store.QuoteGuestCheckout(ctx, req, s.Rules); return err })
	}
	return s.placed(ctx, o, err)
}

func (s *Service) QuoteGuestCheckout(ctx context.Context, req toolshop.GuestCheckout) (toolshop.Order, error) {
	return s.Store.QuoteGuestCheckout(ctx, req, s.Rules)
}

// named is the refusal of a checkout whose stock another sale took after its lines were
// read (short): asked again, the quote of the lines as they are now names each line that
// cannot be bought; short itself when the quote names none.
func named(short error, quote func() error) error {
	var e *toolshop.Error
	if err := quote(); errors.As(err, &e) && len(e.Lines) > 0 {
		return err
	}
	return short
}

// MailGuestLink gives the guest order a new key and mails its link after it returns, so that
// how long the call takes tells nothing of whether the order exists; an email and number
// that name no guest order mail nothing. Working counts it.
func (s *Service) MailGuestLink(ctx context.Context, req toolshop.GuestLinkRequest) {
	ctx = context.WithoutCancel(ctx)
	s.afterwards(func() {
		o, err := s.Store.NewKey(ctx, req.Email, req.OrderNumber)
		switch {
		case toolshop.ErrorCode(err) == toolshop.ENOTFOUND:
		case err != nil:
			s.Log.Error("mail a guest order's link", "error", err)
		case s.Notifier != nil:
			s.Notifier.GuestLink(ctx, o)
		}
	})
}

// afterwards runs work in the background, counted in Working when it is set.
func (s *Service) afterwards(work func()) {
	if s.Working == nil {
		go work()
		return
	}
	s.Working.Go(work)
}

// placed tells the customer of an order just placed: its lines, total and how to pay; a
// retried checkout's order was told of already.
func (s *Service) placed(ctx context.Context, o toolshop.Order, err error) (toolshop.Order, error) {
	if err == nil && !o.Replayed && s.Notifier != nil {
		s.Notifier.OrderPlaced(ctx, o)
	}
	return o, err
}

func (s *Service) Order(ctx context.Context, by toolshop.Actor, id string) (toolshop.Order, error) {
	o, err := s.Store.Order(ctx, id)
	if err == nil {
		err = o.VisibleTo(by)
	}
	return o.ShownTo(by, s.Now()), by.Hide(err)
}

// ConfirmOrder records that the owner of a guest order's email confirmed it (Order.Confirm).
func (s *Service) ConfirmOrder(ctx context.Context, by toolshop.Actor, id string) (int, error) {
	_, c, err := s.Store.ChangeOrder(ctx, id, func(o toolshop.Order) (toolshop.Change, error) { return o.Confirm(by, s.Now()) })
	if err != nil || c.None() {
		return 0, by.Hide(err)
	}
	return 1, nil
}

func (s *Service) Orders(ctx context.Context, by toolshop.Actor, f toolshop.OrderFilter) ([]toolshop.Order, int, error) {
	if err := f.VisibleTo(by); err != nil {
		return nil, 0, err
	}
	orders, total, err := s.Store.Orders(ctx, f)
	now := s.Now()
	for i, o := range orders {
		orders[i] = o.ShownTo(by, now)
	}
	return orders, total, err
}

func (s *Service) PayableOrder(ctx context.Context, by toolshop.Actor, id string) (toolshop.Order, error) {
	o, err := s.Store.Order(ctx, id)
	if err == nil {
		err = o.CheckPayable(by, s.Now())
	}
	return o, by.Hide(err)
}

// StartPayment answers the order's intent, made at the provider the first time. An intent
// made for an order that closed meanwhile is cancelled at once, so it can never take money.
func (s *Service) StartPayment(ctx context.Context, by toolshop.Actor, id string) (toolshop.PaymentIntent, error) {
	o, err := s.PayableOrder(ctx, by, id)
	if err != nil {
		return toolshop.PaymentIntent{}, err
	}
	if o.IntentID != "" {
		return s.Payments.Intent(ctx, o.IntentID)
	}
	pi, err := s.Payments.CreateIntent(ctx, o.ID, o.Total)
	if err != nil {
		return pi, err
	}
	o, _, err = s.Store.ChangeReadOrder(ctx, o, func(o toolshop.Order) (toolshop.Change, error) {
		return o.StartPayment(by, pi.ID, s.Now())
	})
	if err != nil || o.IntentID != pi.ID {
		s.cancelIntent(ctx, pi.ID)
	}
	if err != nil {
		return toolshop.PaymentIntent{}, err
	}
	if o.IntentID != pi.ID {
		return s.Payments.Intent(ctx, o.IntentID) // another request's intent was stored first
	}
	return pi, nil
}

// cancelIntent cancels an intent no order holds; a failure is logged, and a payment it lets
// through is refunded when it arrives.
func (s *Service) cancelIntent(ctx context.Context, id string) {
	if _, err := s.Payments.CancelIntent(ctx, id); err != nil {
		s.Log.ErrorContext(ctx, "payment intent not cancelled", "intent", id, "error", err)
	}
}

// RecordPayment marks the order paid if the intent the customer's page reports pays it. Only
// the order's customer has the provider asked; the order is read whole once, to be paid.
func (s *Service) RecordPayment(ctx context.Context, by toolshop.Actor, id, intentID string) (int, error) {
	o, err := s.Store.Payer(ctx, id)
	if err != nil {
		return 0, by.Hide(err)
	}
	if err := o.CheckPayer(by); err != nil {
		return 0, err
	}
	pi, err := s.Payments.Intent(ctx, intentID)
	if err != nil {
		return 0, err
	}
	return s.settle(ctx, by, id, pi)
}

// PaymentSucceeded records the payment of an intent the provider reports succeeded. The
// intent is read back from the provider; one the shop did not make (no order) is ignored.
func (s *Service) PaymentSucceeded(ctx context.Context, intentID string) (int, error) {
	pi, err := s.Payments.Intent(ctx, intentID)
	if err != nil || pi.OrderID == "" {
		return 0, err
	}
	return s.settle(ctx, toolshop.TheShop, pi.OrderID, pi)
}

// settle records a payment: a pending order becomes paid; the money of an order no longer
// open is given back at once.
func (s *Service) settle(ctx context.Context, by toolshop.Actor, id string, pi toolshop.PaymentIntent) (int, error) {
	o, c, err := s.Store.ChangeOrder(ctx, id, func(o toolshop.Order) (toolshop.Change, error) {
		return o.Pay(pi, by, s.Now())
	})
	switch {
	case err != nil || c.None():
		return 0, err
	case c.To == toolshop.Refunded:
		if err := s.payBack(ctx, o); err != nil {
			return 0, err
		}
		return 0, toolshop.ErrLatePayment
	}
	if s.Notifier != nil {
		s.Notifier.OrderPaid(ctx, o)
	}
	return 1, nil
}

// payBack asks the provider for the order's refunds it has not made yet, and records each
// refund made. Should the provider fail, the refund stays owed and the sweep asks again.
func (s *Service) payBack(ctx context.Context, o toolshop.Order) error {
	for _, r := range o.OwedRefunds() {
		refundID, err := s.Payments.Refund(ctx, o.TransactionID, r.Amount, r.Key(o.TransactionID))
		if err != nil {
			s.Log.ErrorContext(ctx, "refund not made: it will be retried", "order", o.ID, "refund", r.Seq,
				"intent", o.TransactionID, "error", err)
			return err
		}
		if o.MailKey, err = s.Store.RecordRefund(ctx, o, r.Seq, refundID); err != nil {
			return err
		}
		if s.Notifier != nil {
			s.Notifier.OrderRefunded(ctx, o, r)
		}
	}
	return nil
}

func (s *Service) CancelOrder(ctx context.Context, by toolshop.Actor, id string) (int, error) {
	n, err := s.close(ctx, id, func(o toolshop.Order) (toolshop.Change, error) { return o.Cancel(by, s.Now()) })
	return n, by.Hide(err)
}

func (s *Service) DeleteOrder(ctx context.Context, by toolshop.Actor, id string) (int, error) {
	return s.close(ctx, id, func(o toolshop.Order) (toolshop.Change, error) { return o.Delete(by, s.Now()) })
}

// errIntentChanged retries a close whose order got an intent after the provider was asked.
var errIntentChanged = errors.New("the order's payment intent changed")

// close ends a pending order as decide says, once its payment can never succeed: the
// provider cancels the order's intent first, and if the payment has succeeded the order
// becomes paid instead, and decide refuses as it does for paid orders.
func (s *Service) close(ctx context.Context, id string, decide func(toolshop.Order) (toolshop.Change, error)) (int, error) {
	for attempt := 0; ; attempt++ {
		o, err := s.Store.Order(ctx, id)
		if err != nil {
			return 0, err
		}
		if c, err := decide(o); err != nil || c.None() {
			return 0, err
		}
		if o.IntentID != "" {
			if err := s.stopPayment(ctx, o); err != nil {
				return 0, err
			}
		}
		_, c, err := s.Store.ChangeOrder(ctx, id, func(current toolshop.Order) (toolshop.Change, error) {
			if current.IntentID != o.IntentID {
				return toolshop.Change{}, errIntentChanged
			}
			return decide(current)
		})
		if errors.Is(err, errIntentChanged) && attempt < 3 {
			continue
		}
		if err != nil || c.None() {
			return 0, err
		}
		return 1, nil
	}
}

// stopPayment cancels the order's intent at the provider. A payment that has succeeded is
// recorded instead; one under way is waited for.
func (s *Service) stopPayment(ctx context.Context, o toolshop.Order) error {
	pi, err := s.Payments.CancelIntent(ctx, o.IntentID)
	if err != nil {
		return err
	}
	switch pi.Status {
	case toolshop.PaymentSucceeded:
		_, err := s.settle(ctx, toolshop.TheShop, o.ID, pi)
		return err
	case toolshop.PaymentProcessing:
		return toolshop.ErrPaymentUnderWay
	}
	return nil
}

func (s *Service) ShipOrder(ctx context.Context, by toolshop.Actor, id string, shipment toolshop.Shipment) (int, error) {
	return s.advance(ctx, id, func(o toolshop.Order) (toolshop.Change, error) {
		return o.Ship(by, shipment, s.Now())
	}, toolshop.OrderNotifier.OrderShipped)
}

func (s *Service) ReadyOrder(ctx context.Context, by toolshop.Actor, id string) (int, error) {
	return s.advance(ctx, id, func(o toolshop.Order) (toolshop.Change, error) {
		return o.ReadyForPickup(by, s.Now())
	}, toolshop.OrderNotifier.OrderReadyForPickup)
}

// PickUpOrder tells the customer nothing: they have just taken the order.
func (s *Service) PickUpOrder(ctx context.Context, by toolshop.Actor, id string) (int, error) {
	return s.advance(ctx, id, func(o toolshop.Order) (toolshop.Change, error) {
		return o.PickUp(by, s.Now())
	}, nil)
}

// advance applies the change decide makes to the order as stored and, if it changed, tells
// its customer with tell (nil tells no one). It answers how many orders changed.
func (s *Service) advance(ctx context.Context, id string, decide func(toolshop.Order) (toolshop.Change, error),
	tell func(toolshop.OrderNotifier, context.Context, toolshop.Order)) (int, error) {
	o, c, err := s.Store.ChangeOrder(ctx, id, decide)
	if err != nil || c.None() {
		return 0, err
	}
	if s.Notifier != nil && tell != nil {
		tell(s.Notifier, ctx, o)
	}
	return 1, nil
}

// RefundOrder refunds the order, or the lines asked: the refund is recorded, with its stock
// back, before the provider is asked, so that what it refunds cannot be refunded twice or
// shipped meanwhile. Should the provider fail, the call still succeeds: the refund is owed,
// and the sweep asks the provider again.
func (s *Service) RefundOrder(ctx context.Context, by toolshop.Actor, id string, r toolshop.RefundRequest) (int, error) {
	o, c, err := s.Store.ChangeOrder(ctx, id, func(o toolshop.Order) (toolshop.Change, error) { return o.Refund(by, r, s.Now()) })
	if err != nil || c.None() {
		return 0, err
	}
	s.payBack(ctx, o)
	return 1, nil
}

// QuoteRefund is what RefundOrder would give back now for the lines asked, changing nothing.
func (s *Service) QuoteRefund(ctx context.Context, by toolshop.Actor, id string, r toolshop.RefundRequest) (toolshop.RefundQuote, error) {
	o, err := s.Store.Order(ctx, id)
	if err != nil {
		return toolshop.RefundQuote{}, err
	}
	return o.QuoteRefund(by, r, s.Now())
}

// DeleteTool withdraws a tool from the catalogue: its pending orders are cancelled first,
// their stock and payments released; paid ones stay, to be shipped or refunded. An order
// placed meanwhile is cancelled on the next try.
func (s *Service) DeleteTool(ctx context.Context, by toolshop.Actor, id string) (int, error) {
	if !by.Admin {
		return 0, toolshop.ErrAdminsOnly
	}
	for attempt := 0; ; attempt++ {
		pending, _, err := s.Store.Orders(ctx, toolshop.OrderFilter{ToolID: id, State: toolshop.Pending})
		if err != nil {
			return 0, err
		}
		for _, o := range pending {
			_, err := s.DeleteOrder(ctx, by, o.ID)
			if err != nil && !errors.Is(err, toolshop.ErrDeletePaidOrder) && !errors.Is(err, toolshop.ErrOrderExpired) {
				return 0, err
			}
		}
		n, err := s.Tools.DeleteTool(ctx, id)
		if !errors.Is(err, toolshop.ErrToolHasPendingOrders) || attempt == 3 {
			return n, err
		}
	}
}
