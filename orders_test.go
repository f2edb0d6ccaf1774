package toolshop_test

import (
	"errors"
	"testing"
	"time"

	"toolshop"
)

var (
	now       = time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	ann       = toolshop.Actor{Email: "ann@example.com"}
	bob       = toolshop.Actor{Email: "bob@example.com"}
	boss      = toolshop.Actor{Email: "boss@example.com", Admin: true}
	succeeded = toolshop.PaymentIntent{ID: "pi_1", Status: toolshop.PaymentSucceeded, Amount: 2500, Currency: "usd", OrderID: "o1"}
)

// order is Ann's order of 2 units at $12.50 in the given state, held until an hour from now.
func order(state toolshop.OrderState) toolshop.Order {
	o := toolshop.Order{ID: "o1", Email: "ann@example.com", Quantity: 2, UnitPrice: 1250, Amounts: toolshop.Amounts{Subtotal: 2500, Total: 2500},
		State: state, ExpiresAt: now.Add(time.Hour),
		Lines: []toolshop.OrderLine{{ToolID: "t1", ToolName: "Saw", UnitPrice: 1250, Quantity: 2, Total: 2500}}}
	if state != toolshop.Pending && state != toolshop.Cancelled && state != toolshop.Expired {
		o.TransactionID = "pi_1"
	}
	if state == toolshop.Refunded {
		o.Lines[0].Refunded = 2
	}
	return o
}

// Every transition of the lifecycle, from every state, by every kind of actor: the state it
// leads to, the stock it returns, who the history names, or the refusal.
func TestOrderLifecycle(t *testing.T) {
	type action func(o toolshop.Order) (toolshop.Change, error)
	cancel := func(by toolshop.Actor) action {
		return func(o toolshop.Order) (toolshop.Change, error) { return o.Cancel(by, now) }
	}
	del := func(by toolshop.Actor) action {
		return func(o toolshop.Order) (toolshop.Change, error) { return o.Delete(by, now) }
	}
	ship := func(by toolshop.Actor) action {
		return func(o toolshop.Order) (toolshop.Change, error) { return o.Ship(by, toolshop.Shipment{}, now) }
	}
	refund := func(by toolshop.Actor) action {
		return func(o toolshop.Order) (toolshop.Change, error) { return o.Refund(by, toolshop.RefundRequest{}, now) }
	}
	pay := func(pi toolshop.PaymentIntent) action {
		return func(o toolshop.Order) (toolshop.Change, error) { return o.Pay(pi, toolshop.TheShop, now) }
	}
	expireAt := func(at time.Time) action {
		return func(o toolshop.Order) (toolshop.Change, error) { return o.Expire(at) }
	}
	other := succeeded
	other.ID = "pi_2"
	const (
		P, A, S = toolshop.Pending, toolshop.Paid, toolshop.Shipped
		C, E, R = toolshop.Cancelled, toolshop.Expired, toolshop.Refunded
	)
	for _, c := range []struct {
		name    string
		from    toolshop.OrderState
		do      action
		to      toolshop.OrderState // "" when nothing changes
		restock int
		by      string
		err     error
	}{
		{"customer cancels", P, cancel(ann), C, 2, "customer", nil},
		{"admin cancels", P, cancel(boss), C, 2, "boss@example.com", nil},
		{"another customer cancels", P, cancel(bob), "", 0, "", toolshop.ErrNotYourOrder},
		{"cancel again", C, cancel(ann), "", 0, "", nil},
		{"cancel expired", E, cancel(ann), "", 0, "", toolshop.ErrOrderExpired},
		{"cancel paid", A, cancel(ann), "", 0, "", toolshop.ErrCancelAfterPaying},
		{"cancel shipped", S, cancel(ann), "", 0, "", toolshop.ErrCancelAfterPaying},
		{"cancel refunded", R, cancel(ann), "", 0, "", toolshop.ErrCancelAfterPaying},
		{"admin deletes", P, del(boss), C, 2, "boss@example.com", nil},
		{"customer deletes", P, del(ann), "", 0, "", toolshop.ErrAdminsOnly},
		{"delete paid", A, del(boss), "", 0, "", toolshop.ErrDeletePaidOrder},
		{"pay", P, pay(succeeded), A, 0, "shop", nil},
		{"pay past the hold", P, func(o toolshop.Order) (toolshop.Change, error) {
			return o.Pay(succeeded, ann, now.Add(2*time.Hour))
		}, A, 0, "customer", nil},
		{"pay again", A, pay(succeeded), "", 0, "", nil},
		{"pay shipped again", S, pay(succeeded), "", 0, "", nil},
		{"second payment", A, pay(other), "", 0, "", toolshop.ErrAlreadyPaid},
		{"late payment of a cancelled order", C, pay(succeeded), R, 0, "shop", nil},
		{"late payment of an expired order", E, pay(succeeded), R, 0, "shop", nil},
		{"late payment reported again", R, pay(succeeded), "", 0, "", nil},
		{"ship paid", A, ship(boss), S, 0, "boss@example.com", nil},
		{"ship again", S, ship(boss), "", 0, "", nil},
		{"customer ships", A, ship(ann), "", 0, "", toolshop.ErrAdminsOnly},
		{"ship unpaid", P, ship(boss), "", 0, "", toolshop.ErrUnpaidShip},
		{"ship refunded", R, ship(boss), "", 0, "", toolshop.ErrShipClosed},
		{"ship cancelled", C, ship(boss), "", 0, "", toolshop.ErrShipClosed},
		{"refund paid", A, refund(boss), R, 2, "boss@example.com", nil},
		{"refund again", R, refund(boss), "", 0, "", nil},
		{"refund shipped", S, refund(boss), "", 0, "", toolshop.ErrRefundShipped},
		{"refund pending", P, refund(boss), "", 0, "", toolshop.ErrRefundUnpaid},
		{"customer refunds", A, refund(ann), "", 0, "", toolshop.ErrAdminsOnly},
		{"expire at the end of the hold", P, expireAt(now.Add(time.Hour)), E, 2, "shop", nil},
		{"expire before the end", P, expireAt(now.Add(59 * time.Minute)), "", 0, "", nil},
		{"expire paid", A, expireAt(now.Add(2 * time.Hour)), "", 0, "", nil},
	} {
		o := order(c.from)
		change, err := c.do(o)
		restocked := 0
		for _, m := range change.Restock {
			restocked += m.Units
		}
		if !errors.Is(err, c.err) || change.To != c.to || restocked != c.restock {
			t.Errorf("%s: %+v, %v; want to %q restock %d, %v", c.name, change, err, c.to, c.restock, c.err)
			continue
		}
		if change.None() {
			if after := o.Apply(change); after.State != c.from || len(after.Events) != 0 {
				t.Errorf("%s: nothing changed, yet applying it gives %+v", c.name, after)
			}
			continue
		}
		after := o.Apply(change)
		if after.State != c.to || len(after.Events) != 1 || after.Events[0].By != c.by || after.Events[0].Kind != string(c.to) {
			t.Errorf("%s: after %+v, want %s by %s", c.name, after, c.to, c.by)
		}
	}
}

// A payment starts only for the customer's own pending order within its hold, and records
// the order's one intent the first time.
func TestStartPayment(t *testing.T) {
	for _, c := range []struct {
		name string
		o    toolshop.Order
		by   toolshop.Actor
		at   time.Time
		err  error
	}{
		{"own pending order", order(toolshop.Pending), ann, now, nil},
		{"an admin", order(toolshop.Pending), boss, now, toolshop.ErrNotYourOrder},
		{"at the end of the hold", order(toolshop.Pending), ann, now.Add(time.Hour), toolshop.ErrOrderExpired},
		{"expired", order(toolshop.Expired), ann, now, toolshop.ErrOrderExpired},
		{"paid", order(toolshop.Paid), ann, now, toolshop.ErrAlreadyPaid},
		{"cancelled", order(toolshop.Cancelled), ann, now, toolshop.ErrOrderClosed},
		{"under the card minimum", toolshop.Order{Email: ann.Email, State: toolshop.Pending, Amounts: toolshop.Amounts{Subtotal: 49, Total: 49}, ExpiresAt: now.Add(time.Hour)},
			ann, now, toolshop.ErrBelowMinCharge},
	} {
		change, err := c.o.StartPayment(c.by, "pi_1", c.at)
		if !errors.Is(err, c.err) || (err == nil) != (change.IntentID == "pi_1") {
			t.Errorf("%s: %+v, %v; want %v", c.name, change, err, c.err)
		}
	}
	started := order(toolshop.Pending)
	started.IntentID = "pi_1"
	if change, err := started.StartPayment(ann, "pi_2", now); err != nil || !change.None() {
		t.Errorf("a second intent was recorded: %+v, %v", change, err)
	}
}

// buyNow is the order a customer's Buy Now of the tool places, as the checkout quotes it.
func buyNow(customer toolshop.User, tool toolshop.Tool, quantity int, name string, pending int, rules toolshop.OrderRules) (toolshop.Order, error) {
	cart := toolshop.ViewCart([]toolshop.SavedCartLine{{ToolID: tool.ID, Quantity: quantity, UnitPrice: tool.Price}},
		map[string]toolshop.Tool{tool.ID: tool})
	c := toolshop.Checkout{PostalAddress: toolshop.PostalAddress{Delivery: toolshop.Delivery{CustomerName: name, Phone: "555"}}}
	return c.Quote(customer, cart, toolshop.Terms{}, pending, rules, now)
}

// An order is priced from the tool and bounded so that its total cannot wrap, and has no
// refunds yet; a customer has at most the rules' number of unpaid orders.
func TestPlaceOrder(t *testing.T) {
	rules := toolshop.OrderRules{Hold: time.Hour, MaxPending: 3}
	customer := toolshop.User{Email: "ann@example.com", Name: "Ann"}
	tool := toolshop.Tool{ID: "t1", Name: "DRILL", Price: 1999, MinOrder: 1, AvailableQuantity: toolshop.MaxStock}
	o, err := buyNow(customer, tool, 3, "", 2, rules)
	if err != nil || o.Total != 5997 || o.UnitPrice != 1999 || o.CustomerName != "Ann" || o.State != toolshop.Pending ||
		!o.ExpiresAt.Equal(now.Add(time.Hour)) || len(o.Events) != 1 || o.Events[0].Kind != toolshop.EventPlaced ||
		o.Refunds == nil { // a quote answers it as it is: [], as every order answer has it
		t.Errorf("placed %+v, %v", o, err)
	}
	if _, err := buyNow(customer, tool, 1, "", 3, rules); err != toolshop.ErrTooManyPending {
		t.Errorf("a fourth unpaid order: %v", err)
	}
	for _, quantity := range []int{83_051_874_268_827_396, toolshop.MaxQuantity + 1, 0} {
		req := toolshop.NewOrder{ToolID: "0123456789abcdef01234567", Quantity: &quantity}
		req.Phone = "555"
		if err := req.Validate(false); toolshop.ErrorCode(err) != toolshop.EINVALID {
			t.Errorf("quantity %d: %v", quantity, err)
		}
	}
	dear := tool
	dear.Price = toolshop.MaxAmount
	var e *toolshop.Error
	if _, err := buyNow(customer, dear, 2, "", 0, rules); !errors.As(err, &e) || e.Lines[dear.ID] != toolshop.ErrTotalTooLarge.Message {
		t.Errorf("a total over the most an order may cost: %v", err)
	}
	if o, err := buyNow(customer, tool, toolshop.MaxQuantity, "", 0, rules); err != nil || o.Total != 1999*toolshop.MaxQuantity {
		t.Errorf("the largest quantity: %+v, %v", o, err)
	}
}

// A pending order is due its reminder in the last ReminderBefore of its hold, if it was held
// longer than that.
func TestDueReminder(t *testing.T) {
	placed := time.Date(2026, 3, 11, 9, 0, 0, 0, time.UTC)
	held := toolshop.Order{State: toolshop.Pending, CreatedAt: placed, ExpiresAt: placed.Add(time.Hour)}
	short := toolshop.Order{State: toolshop.Pending, CreatedAt: placed, ExpiresAt: placed.Add(10 * time.Minute)}
	paid := held
	paid.State = toolshop.Paid
	for _, tc := range []struct {
		name  string
		o     toolshop.Order
		after time.Duration
		due   bool
	}{
		{"16 minutes before", held, 44 * time.Minute, false},
		{"15 minutes before", held, 45 * time.Minute, true},
		{"a minute before", held, 59 * time.Minute, true},
		{"at the end of its hold", held, time.Hour, false},
		{"paid", paid, 50 * time.Minute, false},
		{"held for less than the reminder's lead", short, 5 * time.Minute, false},
	} {
		if got := tc.o.DueReminder(placed.Add(tc.after)); got != tc.due {
			t.Errorf("%s: due %v, want %v", tc.name, got, tc.due)
		}
	}
}
