package toolshop

import "time"

// Action is something a caller may do to an order.
type Action string

// The actions on an order: its customer's (pay, cancel, review its tools, put its tools back
// in the cart) and the admins' (ship, mark a pickup ready and picked up, refund, delete).
const (
	ActionPay          Action = "pay"
	ActionCancel       Action = "cancel"
	ActionShip         Action = "ship"
	ActionMarkReady    Action = "markReady"
	ActionMarkPickedUp Action = "markPickedUp"
	ActionRefund       Action = "refund"
	ActionDelete       Action = "delete"
	ActionReview       Action = "review"
	ActionBuyAgain     Action = "buyAgain"
)

// Allows is what by may do to the order at now, as the order's own decisions would answer
// them: an action is listed when its decision changes the order without refusing. A pending
// order whose hold has ended is taken as expired, as the shop is about to record it: it is
// neither paid nor cancelled nor deleted any more. Reviewing its tools is for the customer of
// an order bought and not refunded in full; putting its tools back in the cart for the
// customer's account, once the order was cancelled or expired unpaid.
func (o Order) Allows(by Actor, now time.Time) []Action {
	if c, _ := o.Expire(now); !c.None() {
		o.State = Expired
	}
	actions := []Action{}
	may := func(a Action, c Change, err error) {
		if err == nil && !c.None() {
			actions = append(actions, a)
		}
	}
	if o.CheckPayable(by, now) == nil {
		actions = append(actions, ActionPay)
	}
	c, err := o.Cancel(by, now)
	may(ActionCancel, c, err)
	c, err = o.Ship(by, Shipment{}, now)
	may(ActionShip, c, err)
	c, err = o.ReadyForPickup(by, now)
	may(ActionMarkReady, c, err)
	c, err = o.PickUp(by, now)
	may(ActionMarkPickedUp, c, err)
	c, err = o.Refund(by, o.leftToRefund(), now)
	may(ActionRefund, c, err)
	c, err = o.Delete(by, now)
	may(ActionDelete, c, err)
	for _, l := range o.Lines {
		if by.MayReview(l.ToolID, []Order{o}) == nil {
			actions = append(actions, ActionReview)
			break
		}
	}
	if by.Key == "" && by.owns(o) && (o.State == Cancelled || o.State == Expired) && len(o.Lines) > 0 {
		actions = append(actions, ActionBuyAgain)
	}
	return actions
}

// leftToRefund asks for every unit of the order not refunded yet, by line, as a refund of a
// shipped order must.
func (o Order) leftToRefund() RefundRequest {
	var r RefundRequest
	for _, l := range o.Lines {
		if left := l.Quantity - l.Refunded; left > 0 {
			r.Lines = append(r.Lines, RefundLine{ToolID: l.ToolID, VariantID: l.VariantID, Quantity: &left})
		}
	}
	return r
}
