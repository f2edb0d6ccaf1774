package toolshop

import (
	"encoding/json"
	"strings"
	"time"
)

// Limits that keep the shop's arithmetic from wrapping: a total is at most MaxQuantity times
// MaxAmount, far inside int64, and every count fits the databases' 32-bit integers.
const (
	MaxQuantity       = 1_000_000       // units in one order, and the largest minimum order
	MaxStock          = 1_000_000_000   // units of one tool in stock
	MaxAmount   Cents = 100_000_000_000 // $1,000,000,000: the largest price or order total
)

// OrderState is where an order stands in its life. The lifecycle is
//
//	pending → paid → shipped
//	pending → cancelled | expired        (its stock returns)
//	paid    → refunded                   (its stock returns)
//	cancelled | expired → refunded       (a payment that arrived late is given back)
type OrderState string

const (
	Pending   OrderState = "pending" // unpaid, holding its stock until ExpiresAt
	Paid      OrderState = "paid"
	Shipped   OrderState = "shipped"
	Cancelled OrderState = "cancelled"
	Expired   OrderState = "expired"
	Refunded  OrderState = "refunded"
)

// OrderStates are every state, in the order of an order's life.
var OrderStates = []OrderState{Pending, Paid, Shipped, Cancelled, Expired, Refunded}

// ParseOrderState reads a state a client names; "" means any state.
func ParseOrderState(s string) (OrderState, error) {
	for _, state := range OrderStates {
		if string(state) == s {
			return state, nil
		}
	}
	if s == "" {
		return "", nil
	}
	return "", &Error{Code: EINVALID, Message: "Unknown order state",
		Fields: map[string]string{"state": "Must be one of pending, paid, shipped, cancelled, expired, refunded"}}
}

// Order is one customer's purchase of one tool.
type Order struct {
	ID            string     `json:"_id"`
	ToolID        string     `json:"toolId"`
	ToolName      string     `json:"toolsName"`
	CustomerName  string     `json:"customerName"`
	Email         string     `json:"email"`
	Address       string     `json:"address"`
	Phone         string     `json:"number"`
	Quantity      int        `json:"quantity"`
	UnitPrice     Cents      `json:"unitPrice"`
	Total         Cents      `json:"price"`
	State         OrderState `json:"state"`
	TransactionID string     `json:"transactionId"`
	// IntentID is the order's one payment intent at the provider, kept for the order's whole
	// life so that no retry, however late, makes a second charge.
	IntentID string `json:"-"`
	// RefundID is the provider's refund of the payment, once the provider has made it.
	RefundID  string    `json:"-"`
	CreatedAt time.Time `json:"createdAt"`
	// ExpiresAt is when a pending order stops holding its stock.
	ExpiresAt time.Time `json:"-"`
	// Events is the order's history, oldest first, when it was asked for.
	Events []OrderEvent `json:"events,omitempty"`
}

// MarshalJSON adds what the spec's pages read, paid and status (shipped), and while the order
// is pending the time its hold ends.
func (o Order) MarshalJSON() ([]byte, error) {
	type plain Order
	var expires *time.Time
	if o.State == Pending {
		expires = &o.ExpiresAt
	}
	return json.Marshal(struct {
		plain
		Paid      bool       `json:"paid"`
		Shipped   bool       `json:"status"`
		ExpiresAt *time.Time `json:"expiresAt,omitempty"`
	}{plain(o), o.State == Paid || o.State == Shipped, o.State == Shipped, expires})
}

// Kinds of order events: a state an order reached, or EventPaymentStarted.
const (
	EventPlaced         = "placed"
	EventPaymentStarted = "payment_started"
)

// OrderEvent is one step of an order's history: what happened, when, and who did it
// ("customer", an admin's email, or "shop" for the shop itself).
type OrderEvent struct {
	Kind string    `json:"kind"`
	At   time.Time `json:"at"`
	By   string    `json:"by"`
	Note string    `json:"note,omitempty"`
}

// Actor is who changes an order: a signed-in account, or the shop itself (TheShop) when it
// expires an order or records what the payment provider reports.
type Actor struct {
	Email string
	Admin bool
}

// TheShop is the shop acting on its own.
var TheShop = Actor{}

// ActorOf is the actor a signed-in account is.
func ActorOf(u User) Actor { return Actor{Email: u.Email, Admin: u.IsAdmin()} }

func (a Actor) owns(o Order) bool { return a.Email != "" && a.Email == o.Email }

// name is how o's history names the actor.
func (a Actor) name(o Order) string {
	switch {
	case a.Email == "":
		return "shop"
	case a.owns(o):
		return "customer"
	}
	return a.Email
}

// Errors of the order lifecycle.
var (
	ErrNotYourOrder = Errorf(EFORBIDDEN, "This is not your order")
	ErrAdminsOnly   = Errorf(EFORBIDDEN, "Admins only")
	// A paid order is never undone by cancelling (the customer) or deleting (an admin), and
	// never paid a second time.
	ErrCancelAfterPaying = Errorf(ECONFLICT, "Can't Cancel after payment")
	ErrDeletePaidOrder   = Errorf(ECONFLICT, "Paid order cannot delete")
	ErrAlreadyPaid       = Errorf(ECONFLICT, "Order is already paid")
	ErrOrderExpired      = Errorf(ECONFLICT, "This order has expired")
	ErrOrderClosed       = Errorf(ECONFLICT, "This order was cancelled")
	ErrLatePayment       = Errorf(ECONFLICT, "This order was cancelled before your payment arrived: the payment is refunded")
	ErrPaymentUnderWay   = Errorf(ECONFLICT, "A payment for this order is under way: try again in a minute")
	ErrUnpaidShip        = Errorf(ECONFLICT, "Unpaid order cannot be shipped")
	ErrShipClosed        = Errorf(ECONFLICT, "A cancelled, expired or refunded order cannot be shipped")
	ErrRefundShipped     = Errorf(ECONFLICT, "Shipped orders cannot be refunded")
	ErrRefundUnpaid      = Errorf(ECONFLICT, "Only paid orders can be refunded")
	ErrTooManyPending    = Errorf(ECONFLICT, "Pay or cancel your unpaid orders first")
	// ErrToolHasPendingOrders refuses to delete a tool while orders for it are being placed.
	ErrToolHasPendingOrders = Errorf(ECONFLICT, "This tool has unpaid orders: try again")
)

// OrderRules are the shop's rules for unpaid orders.
type OrderRules struct {
	// Hold is how long a pending order holds its stock before it expires.
	Hold time.Duration
	// MaxPending is the most pending orders one customer may have.
	MaxPending int
}

// DefaultOrderRules hold stock for an hour, as WooCommerce's "hold stock" does, and let a
// customer have three unpaid orders.
var DefaultOrderRules = OrderRules{Hold: time.Hour, MaxPending: 3}

// NewOrder is what a customer sends to place an order. The tool's name and price and the
// customer's email come from the server, never from the request.
type NewOrder struct {
	ToolID       string `json:"toolId"`
	CustomerName string `json:"customerName"`
	Address      string `json:"address"`
	Phone        string `json:"number"`
	Quantity     *int   `json:"quantity"`
}

// Validate checks the fields that do not depend on the tool.
func (r *NewOrder) Validate() error {
	r.CustomerName = strings.TrimSpace(r.CustomerName)
	r.Address = strings.TrimSpace(r.Address)
	r.Phone = strings.TrimSpace(r.Phone)
	var p problems
	if r.ToolID == "" {
		p.add("toolId", "Tool is required")
	} else if !IsID(r.ToolID) {
		p.add("toolId", "Invalid id")
	}
	if r.Phone == "" {
		p.add("number", msgPhoneRequired)
	}
	if r.Address == "" {
		p.add("address", "Address is required")
	}
	switch {
	case r.Quantity == nil:
		p.add("quantity", "Quantity is required")
	case *r.Quantity > MaxQuantity:
		p.add("quantity", "Quantity must be at most 1,000,000")
	}
	checkLine(&p, "customerName", r.CustomerName, MaxNameLength)
	checkText(&p, "address", r.Address, 500)
	checkLine(&p, "number", r.Phone, 40)
	return p.err()
}

// Place builds the order r asks for, priced from the tool: pending, holding its stock until
// the rules' hold ends. r has passed Validate; pending is how many unpaid orders the customer
// has already. The order is signed with the name r gives, else the account's.
func (r NewOrder) Place(customer User, tool Tool, pending int, rules OrderRules, now time.Time) (Order, error) {
	if pending >= rules.MaxPending {
		return Order{}, ErrTooManyPending
	}
	quantity := *r.Quantity
	if err := tool.CheckQuantity(quantity); err != nil {
		return Order{}, err
	}
	// Both factors are bounded (MaxQuantity, MaxAmount), so the product cannot wrap.
	total := tool.Price * Cents(quantity)
	if total > MaxAmount {
		return Order{}, &Error{Code: EINVALID, Message: "An order's total must be at most $1,000,000,000",
			Fields: map[string]string{"quantity": "The total must be at most $1,000,000,000"}}
	}
	o := Order{
		ToolID: tool.ID, ToolName: tool.Name, CustomerName: r.CustomerName, Email: customer.Email,
		Address: r.Address, Phone: r.Phone, Quantity: quantity, UnitPrice: tool.Price, Total: total,
		State: Pending, CreatedAt: now, ExpiresAt: now.Add(rules.Hold),
	}
	if o.CustomerName == "" {
		o.CustomerName = customer.Name
	}
	o.Events = []OrderEvent{{Kind: EventPlaced, At: now, By: "customer"}}
	return o, nil
}

// Change is one decided transition of an order: the state it leads to, the event that
// records it, and the units it returns to the tool's stock. The store applies a change whole,
// in one transaction with its stock, or not at all. The zero Change changes nothing.
type Change struct {
	To       OrderState
	Event    OrderEvent
	Restock  int
	IntentID string // the payment intent a starting payment records
	// TransactionID is the intent whose payment a change to paid (or a late payment's
	// refund) records.
	TransactionID string
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
	o.Events = append(o.Events, c.Event)
	return o
}

func (o Order) change(to OrderState, by Actor, now time.Time, restock int) Change {
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
	case o.Total < MinCardCharge:
		return ErrBelowMinCharge
	}
	return nil
}

// StartPayment records the order's one payment intent, the first time a payment starts.
func (o Order) StartPayment(by Actor, intentID string, now time.Time) (Change, error) {
	if err := o.CheckPayable(by, now); err != nil || o.IntentID != "" {
		return Change{}, err
	}
	c := o.change(Pending, by, now, 0)
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
		c := o.change(Paid, by, now, 0)
		c.TransactionID, c.Event.Note = pi.ID, pi.ID
		return c, nil
	case Cancelled, Expired:
		c := o.change(Refunded, by, now, 0)
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
		return o.change(Cancelled, by, now, o.Quantity), nil
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
	return o.change(Expired, TheShop, now, o.Quantity), nil
}

// Ship is an admin's shipping of a paid order.
func (o Order) Ship(by Actor, now time.Time) (Change, error) {
	if !by.Admin {
		return Change{}, ErrAdminsOnly
	}
	switch o.State {
	case Paid:
		return o.change(Shipped, by, now, 0), nil
	case Shipped:
		return Change{}, nil
	case Pending:
		return Change{}, ErrUnpaidShip
	}
	return Change{}, ErrShipClosed
}

// Refund is an admin's refund of a paid order not yet shipped: its stock returns, and the
// caller gives the payment back through the provider.
func (o Order) Refund(by Actor, now time.Time) (Change, error) {
	if !by.Admin {
		return Change{}, ErrAdminsOnly
	}
	switch o.State {
	case Paid:
		return o.change(Refunded, by, now, o.Quantity), nil
	case Refunded:
		return Change{}, nil
	case Shipped:
		return Change{}, ErrRefundShipped
	}
	return Change{}, ErrRefundUnpaid
}

// OwesRefund reports whether the order's payment is still to be given back by the provider.
func (o Order) OwesRefund() bool {
	return o.State == Refunded && o.TransactionID != "" && o.RefundID == ""
}
