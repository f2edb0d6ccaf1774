package toolshop_test

import (
	"reflect"
	"testing"
	"time"

	"toolshop"
)

// What each caller may do to an order, by state and by time: the customer pays and cancels
// while the order holds its stock, reviews what they keep and puts back in the cart what
// they never paid for; admins ship, refund, and delete an unpaid order; a pickup order is
// marked ready once, then picked up; a stranger may do nothing.
func TestAllows(t *testing.T) {
	guestKey := "k-browser"
	guest := func(state toolshop.OrderState) toolshop.Order {
		o := order(state)
		o.Guest, o.Keys = true, map[string]toolshop.KeyKind{toolshop.HashKey(guestKey): toolshop.BrowserKey}
		return o
	}
	pickup := func(ready bool) toolshop.Order {
		o := order(toolshop.Paid)
		o.Pickup = &toolshop.Pickup{}
		if ready {
			o.Pickup.ReadyAt = now
		}
		return o
	}
	shippedHalfRefunded := order(toolshop.Shipped)
	shippedHalfRefunded.Lines[0].Refunded = 1
	a := func(actions ...toolshop.Action) []toolshop.Action { return append([]toolshop.Action{}, actions...) }
	for _, c := range []struct {
		name  string
		o     toolshop.Order
		by    toolshop.Actor
		at    time.Time
		wants []toolshop.Action
	}{
		{"pending, its customer", order(toolshop.Pending), ann, now, a(toolshop.ActionPay, toolshop.ActionCancel)},
		{"pending past its hold, its customer", order(toolshop.Pending), ann, now.Add(time.Hour), a(toolshop.ActionBuyAgain)},
		{"pending, an admin", order(toolshop.Pending), boss, now, a(toolshop.ActionCancel, toolshop.ActionDelete)},
		{"pending past its hold, an admin", order(toolshop.Pending), boss, now.Add(2 * time.Hour), a()},
		{"pending, a stranger", order(toolshop.Pending), bob, now, a()},
		{"paid, its customer", order(toolshop.Paid), ann, now, a(toolshop.ActionReview)},
		{"paid, an admin", order(toolshop.Paid), boss, now, a(toolshop.ActionShip, toolshop.ActionRefund)},
		{"shipped, an admin", order(toolshop.Shipped), boss, now, a(toolshop.ActionRefund)},
		{"shipped and half refunded, its customer", shippedHalfRefunded, ann, now, a(toolshop.ActionReview)},
		{"refunded, an admin", order(toolshop.Refunded), boss, now, a()},
		{"refunded, its customer", order(toolshop.Refunded), ann, now, a()},
		{"cancelled, its customer", order(toolshop.Cancelled), ann, now, a(toolshop.ActionBuyAgain)},
		{"expired, an admin", order(toolshop.Expired), boss, now, a()},
		{"pickup paid, an admin", pickup(false), boss, now, a(toolshop.ActionMarkReady, toolshop.ActionMarkPickedUp, toolshop.ActionRefund)},
		{"pickup ready, an admin", pickup(true), boss, now, a(toolshop.ActionMarkPickedUp, toolshop.ActionRefund)},
		{"guest pending, its key", guest(toolshop.Pending), toolshop.GuestActor(guestKey), now, a(toolshop.ActionPay, toolshop.ActionCancel)},
		{"guest cancelled, its key", guest(toolshop.Cancelled), toolshop.GuestActor(guestKey), now, a()},
		{"guest paid, its key", guest(toolshop.Paid), toolshop.GuestActor(guestKey), now, a()},
		{"guest pending, another key", guest(toolshop.Pending), toolshop.GuestActor("k-other"), now, a()},
	} {
		if got := c.o.Allows(c.by, c.at); !reflect.DeepEqual(got, c.wants) {
			t.Errorf("%s: allows %v, want %v", c.name, got, c.wants)
		}
	}
	if shown := order(toolshop.Pending).ShownTo(ann, now); !reflect.DeepEqual(shown.Actions, a(toolshop.ActionPay, toolshop.ActionCancel)) {
		t.Errorf("shown to its customer with actions %v", shown.Actions)
	}
}
