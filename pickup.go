package toolshop

import (
	"strings"
	"time"
)

// PickupPlace is where a pickup's orders wait and when they can be collected: the owner's
// free text, shown to customers as written.
type PickupPlace struct {
	Address string `json:"address"`
	Hours   string `json:"hours"`
}

// check trims the place's texts and checks them.
func (pl *PickupPlace) check(p *problems) {
	pl.Address = strings.TrimSpace(strings.ReplaceAll(pl.Address, "\r\n", "\n"))
	pl.Hours = strings.TrimSpace(strings.ReplaceAll(pl.Hours, "\r\n", "\n"))
	checkText(p, "address", pl.Address, 500)
	checkText(p, "hours", pl.Hours, 500)
}

// Pickup is how a pickup order reaches its customer: the method's place, frozen when the
// order was placed so that a later edit does not rewrite it, and when the order was ready.
type Pickup struct {
	PickupPlace
	ReadyAt time.Time `json:"readyAt,omitzero"`
}

// Events of a pickup order: it waits at the shop (still paid), then its customer took it
// (shipped).
const (
	EventReadyForPickup = "ready_for_pickup"
	EventPickedUp       = "picked_up"
)

// Errors of pickups.
var (
	ErrPickupNotShipped = Errorf(ECONFLICT, "Pickup orders are picked up, not shipped")
	ErrNotPickup        = Errorf(ECONFLICT, "This order is delivered, not picked up")
	ErrUnpaidPickup     = Errorf(ECONFLICT, "Unpaid order cannot be picked up")
	ErrAlreadyReady     = Errorf(ECONFLICT, "This order is ready for pickup already")
	ErrPickedUp         = Errorf(ECONFLICT, "This order was picked up already")
	ErrPickupClosed     = Errorf(ECONFLICT, "A cancelled, expired or refunded order cannot be picked up")
)

// ReadyForPickup is an admin's word that a paid pickup order waits at the shop, once: the
// order stays paid, and its customer is told.
func (o Order) ReadyForPickup(by Actor, now time.Time) (Change, error) {
	if err := o.checkPickup(by); err != nil {
		return Change{}, err
	}
	if !o.Pickup.ReadyAt.IsZero() {
		return Change{}, ErrAlreadyReady
	}
	c := o.change(Paid, by, now, nil)
	c.Event.Kind, c.Ready = EventReadyForPickup, true
	return c, nil
}

// PickUp is an admin's record that the customer took a paid pickup order, ready or not: it
// is shipped, once.
func (o Order) PickUp(by Actor, now time.Time) (Change, error) {
	if err := o.checkPickup(by); err != nil {
		return Change{}, err
	}
	c := o.change(Shipped, by, now, nil)
	c.Event.Kind, c.Shipment = EventPickedUp, &Shipment{ShippedAt: now}
	return c, nil
}

// StateName is how the order's state reads to people, as in the accountant's file: "picked
// up" for a pickup order its customer took, which the spec's status calls shipped.
func (o Order) StateName() string {
	if o.Pickup != nil && o.State == Shipped {
		return "picked up"
	}
	return string(o.State)
}

// checkPickup refuses a pickup step by anyone but an admin, and of anything but a paid
// pickup order.
func (o Order) checkPickup(by Actor) error {
	switch {
	case !by.Admin:
		return ErrAdminsOnly
	case o.Pickup == nil:
		return ErrNotPickup
	case o.State == Pending:
		return ErrUnpaidPickup
	case o.State == Shipped:
		return ErrPickedUp
	case o.State != Paid:
		return ErrPickupClosed
	}
	return nil
}
