package toolshop

import (
	"slices"
	"time"
)

// Change is one decided transition of an order: the state it leads to, the event that
// records it, the units it gives back to the tools' stock and the refund it makes. The store
// applies a change whole, in one transaction with its stock, or not at all. The zero Change
// changes nothing.
type Change struct {
	To       OrderState
	Event    OrderEvent
	Restock  []StockMove
	IntentID string // the payment intent a starting payment records
	// TransactionID is the intent whose payment a change to paid (or a late payment's
	// refund) records.
	TransactionID string
	// Refund is the refund the change makes, to be paid back by the provider.
	Refund *Refund
	// Shipment is where a change to shipped says the order went.
	Shipment *Shipment
	// Ready marks a pickup order ready, at the change's time.
	Ready bool
	// ReleaseCode is the discount code whose use the change gives back: the order that held
	// it was cancelled or expired.
	ReleaseCode string
	// Invoice tells the store to issue the order's invoice (a payment) or, with a Refund,
	// the refund's credit note.
	Invoice bool
	// Confirm marks a guest order confirmed by its email's owner.
	Confirm bool
}

// Mailed reports whether the order's customer is mailed at once about the change: paid,
// shipped, ready for pickup. A refund's mail waits for the provider to make it.
func (c Change) Mailed() bool {
	switch c.Event.Kind {
	case string(Paid), string(Shipped), EventReadyForPickup:
		return true
	}
	return false
}

// None reports whether the change changes nothing.
func (c Change) None() bool { return c.To == "" }

// Apply is o after the change.
func (o Order) Apply(c Change) Order {
	if c.None() {
		return o
	}
	o.State = c.To
	if c.IntentID != "" {
		o.IntentID = c.IntentID
	}
	if c.TransactionID != "" {
		o.TransactionID = c.TransactionID
	}
	if c.Refund != nil {
		o.Lines = slices.Clone(o.Lines)
		for _, l := range c.Refund.Lines {
			o.Lines[l.Line].Refunded += l.Quantity
		}
		o.Refunds = append(slices.Clip(o.Refunds), *c.Refund)
	}
	if c.Shipment != nil {
		o.Shipment = *c.Shipment
	}
	if c.Confirm {
		o.Confirmed = true
	}
	if c.Ready {
		ready := *o.Pickup
		ready.ReadyAt = c.Event.At
		o.Pickup = &ready
	}
	o.Events = append(slices.Clip(o.Events), c.Event)
	return o
}

func (o Order) change(to OrderState, by Actor, now time.Time, restock []StockMove) Change {
	return Change{To: to, Restock: restock, Event: OrderEvent{Kind: string(to), At: now, By: by.name(o)}}
}

// VisibleTo refuses anyone but the order's customer and admins.
func (o Order) VisibleTo(by Actor) error {
	if by.owns(o) || by.Admin || by == TheShop {
		return nil
	}
	return ErrNotYourOrder
}

// CheckPayer refuses anyone but the order's customer, admins too: paying is theirs alone.
func (o Order) CheckPayer(by Actor) error {
	if !by.owns(o) {
		return ErrNotYourOrder
	}
	return nil
}

// CheckPayable refuses a payment that must not start: by anyone but the order's customer, or
// of an order that is not pending or whose hold has ended.
func (o Order) CheckPayable(by Actor, now time.Time) error {
	if err := o.CheckPayer(by); err != nil {
		return err
	}
	switch {
	case o.State == Paid || o.State == Shipped:
		return ErrAlreadyPaid
	case o.State == Expired || o.State == Pending && !now.Before(o.ExpiresAt):
		return ErrOrderExpired
	case o.State != Pending:
		return ErrOrderClosed
	case o.mustConfirm(by):
		return ErrConfirmFirst
	case o.Total < MinCardCharge:
		return ErrBelowMinCharge
	}
	// The provider is asked for the total only if its parts add up to it.
	return o.Amounts.Check(o.Lines, o.TaxIncluded)
}

// StartPayment records the order's one payment intent, the first time a payment starts.
func (o Order) StartPayment(by Actor, intentID string, now time.Time) (Change, error) {
	if err := o.CheckPayable(by, now); err != nil || o.IntentID != "" {
		return Change{}, err
	}
	c := o.change(Pending, by, now, nil)
	c.Event.Kind, c.IntentID = EventPaymentStarted, intentID
	return c, nil
}

// Pay records a payment the provider reports succeeded, once CheckPayment has passed. A
// pending order becomes paid, even past its hold: its stock is still held. The money of a
// cancelled or expired order is not kept: the order becomes refunded, without stock to
// return, and the caller refunds the payment.
func (o Order) Pay(pi PaymentIntent, by Actor, now time.Time) (Change, error) {
	if err := o.CheckPayment(pi); err != nil {
		return Change{}, err
	}
	switch o.State {
	case Pending:
		c := o.change(Paid, by, now, nil)
		c.TransactionID, c.Event.Note, c.Invoice = pi.ID, pi.ID, true
		return c, nil
	case Cancelled, Expired:
		o.TransactionID = pi.ID
		c := o.refundAll(by, now, false)
		c.TransactionID = pi.ID
		c.Event.Note = "payment " + pi.ID + " arrived after the order was " + string(o.State)
		return c, nil
	}
	if o.TransactionID != pi.ID {
		return Change{}, ErrAlreadyPaid
	}
	return Change{}, nil // a payment reported again
}

// Cancel is a customer's (or an admin's) cancellation of an unpaid order.
func (o Order) Cancel(by Actor, now time.Time) (Change, error) {
	return o.cancel(by, now, ErrCancelAfterPaying)
}

// Delete is an admin's removal of an unpaid order: it stays, cancelled.
func (o Order) Delete(by Actor, now time.Time) (Change, error) {
	if !by.Admin {
		return Change{}, ErrAdminsOnly
	}
	return o.cancel(by, now, ErrDeletePaidOrder)
}

func (o Order) cancel(by Actor, now time.Time, paidRefusal error) (Change, error) {
	if err := o.VisibleTo(by); err != nil {
		return Change{}, err
	}
	switch o.State {
	case Pending:
		c := o.change(Cancelled, by, now, o.Stock())
		c.ReleaseCode = o.DiscountCode
		return c, nil
	case Cancelled:
		return Change{}, nil
	case Expired:
		return Change{}, ErrOrderExpired
	}
	return Change{}, paidRefusal
}

// Expire ends the hold of a pending order whose time is up; any other order stays as it is.
func (o Order) Expire(now time.Time) (Change, error) {
	if o.State != Pending || now.Before(o.ExpiresAt) {
		return Change{}, nil
	}
	c := o.change(Expired, TheShop, now, o.Stock())
	c.ReleaseCode = o.DiscountCode
	return c, nil
}

// Ship is an admin's shipping of a paid order, by the carrier and tracking number the
// shipment gives, if any; a pickup order is picked up instead (PickUp).
func (o Order) Ship(by Actor, shipment Shipment, now time.Time) (Change, error) {
	switch {
	case !by.Admin:
		return Change{}, ErrAdminsOnly
	case o.Pickup != nil:
		return Change{}, ErrPickupNotShipped
	}
	switch o.State {
	case Paid:
		c := o.change(Shipped, by, now, nil)
		shipment.ShippedAt = now
		c.Shipment = &shipment
		return c, nil
	case Shipped:
		return Change{}, nil
	case Pending:
		return Change{}, ErrUnpaidShip
	}
	return Change{}, ErrShipClosed
}

// ReminderBefore is how long before a pending order stops holding its stock its customer is
// mailed a reminder to pay it.
const ReminderBefore = 15 * time.Minute

// RemindBy is the latest end of hold of the orders that may be due a reminder at now.
func RemindBy(now time.Time) time.Time { return now.Add(ReminderBefore) }

// DueReminder tells whether the order's customer is to be reminded to pay it at now: it is
// pending, its hold ends within ReminderBefore and has not ended, and it was held longer
// than that (an order held for less has just told its customer the time it holds).
func (o Order) DueReminder(now time.Time) bool {
	return o.State == Pending && now.Before(o.ExpiresAt) && !now.Before(o.ExpiresAt.Add(-ReminderBefore)) &&
		o.ExpiresAt.Sub(o.CreatedAt) > ReminderBefore
}
