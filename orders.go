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
//	pending → paid → shipped             (a pickup order: ready for pickup, then picked up)
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

// Order is one customer's purchase of the tools of its lines. ToolID, ToolName, Quantity,
// UnitPrice and Total are the spec's fields, summing up the lines (summarize); an order of
// several lines has no one ToolID or UnitPrice.
type Order struct {
	ID           string `json:"_id"`
	ToolID       string `json:"toolId,omitempty"`
	ToolName     string `json:"toolsName"`
	CustomerName string `json:"customerName"`
	Email        string `json:"email"`
	// Guest marks an order placed without an account (GuestCheckout): it belongs to its
	// email, and opens to the holders of its keys.
	Guest   bool   `json:"guest"`
	Address string `json:"address"`
	Phone   string `json:"number"`
	// Street is the address's fields beside Country and Region, for an order of the
	// checkout delivered; Address holds it as one line (PostalAddress.OneLine).
	Street
	Quantity  int   `json:"quantity"`
	UnitPrice Cents `json:"unitPrice,omitempty"`
	// Amounts are the parts of the order's total, Total the spec's price.
	Amounts
	// TaxIncluded tells that the order's prices held their tax (ShopSettings.PricesIncludeTax).
	TaxIncluded bool `json:"taxIncluded"`
	// DiscountCode, ShippingMethod and TaxName name what the order was priced under.
	DiscountCode   string `json:"code,omitempty"`
	ShippingMethod string `json:"shippingMethod,omitempty"`
	TaxName        string `json:"taxName,omitempty"`
	// TaxRate is the rate of the tax it was priced under, in hundredths of a percent; nil
	// when it charged none, or for an order placed before rates were kept whose rate is gone.
	TaxRate *int `json:"-"`
	// Country and Region are where the order goes, when the customer said (not for a
	// pickup); TaxCountry and TaxRegion where it was taxed: there, or the shop's home for a
	// pickup (and for an order placed before Buy Now asked where it goes).
	Country       string     `json:"country,omitempty"`
	Region        string     `json:"region,omitempty"`
	TaxCountry    string     `json:"taxCountry"`
	TaxRegion     string     `json:"taxRegion"`
	State         OrderState `json:"state"`
	TransactionID string     `json:"transactionId"`
	// IntentID is the order's one payment intent at the provider, kept for the order's whole
	// life so that no retry, however late, makes a second charge.
	IntentID string      `json:"-"`
	Lines    []OrderLine `json:"lines"`
	// Refunds are the order's refunds, oldest first.
	Refunds []Refund `json:"refunds"`
	// Invoice is the order's invoice, once it is paid.
	Invoice *Invoice `json:"invoice,omitempty"`
	Shipment
	// Pickup is where a pickup order waits, as its method said when it was placed; nil for
	// an order delivered.
	Pickup    *Pickup   `json:"pickup,omitempty"`
	CreatedAt time.Time `json:"createdAt"`
	// ExpiresAt is when a pending order stops holding its stock.
	ExpiresAt time.Time `json:"-"`
	// Events is the order's history, oldest first, when it was asked for.
	Events []OrderEvent `json:"events,omitempty"`
	// Key is a guest order's key when it is new (placed, or mailed again), the one time the
	// shop knows it; Keys are the kinds of every key it was given, by their hashes, as stored.
	Key  string             `json:"-"`
	Keys map[string]KeyKind `json:"-"`
	// MailKey is the new key that the mail about what just happened to a guest order carries.
	MailKey OrderKey `json:"-"`
	// Replayed marks an order answered again to a retried checkout (its Idempotency-Key):
	// its customer was told of it when it was placed.
	Replayed bool `json:"-"`
	// Confirmed marks a guest order its email's owner confirmed (Confirm).
	Confirmed bool `json:"confirmed,omitempty"`
	// ConfirmFirst tells the holder of a confirm link to confirm the order before paying it
	// (ShownTo).
	ConfirmFirst bool `json:"confirmFirst,omitempty"`
	// Actions are what the caller the order is shown to may do to it now (ShownTo, Allows).
	Actions []Action `json:"actions"`
}

// MarshalJSON adds what the spec's pages read, paid and status (shipped), the order's short
// number, the parts of its total, the amount refunded, and while the order is pending the
// time its hold ends. Actions are none unless the order was shown to someone.
func (o Order) MarshalJSON() ([]byte, error) {
	type plain Order
	var expires *time.Time
	if o.State == Pending {
		expires = &o.ExpiresAt
	}
	if o.Actions == nil {
		o.Actions = []Action{}
	}
	return json.Marshal(struct {
		plain
		Number    string     `json:"orderNumber"`
		Parts     []Part     `json:"parts"`
		Refunded  Cents      `json:"refunded"`
		Paid      bool       `json:"paid"`
		Shipped   bool       `json:"status"`
		ExpiresAt *time.Time `json:"expiresAt,omitempty"`
	}{plain(o), o.Number(), o.Parts(), o.RefundedAmount(), o.State == Paid || o.State == Shipped, o.State == Shipped, expires})
}

// Number is the order's short number, the same on every page, mail and export: "#" and the
// last 8 characters of its id, in capitals.
func (o Order) Number() string {
	return "#" + strings.ToUpper(o.ID[max(0, len(o.ID)-8):])
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
	// Verified tells that the account proved its mailbox: only then are the guest orders
	// placed with its email that it confirmed its own.
	Verified bool
	// Key is a guest order's key (GuestActor), which opens that order alone.
	Key string
	// APIKey is the name of the API key acting for the shop's staff (KeyActor).
	APIKey string
}

// TheShop is the shop acting on its own.
var TheShop = Actor{}

// ActorOf is the actor a signed-in account is.
func ActorOf(u User) Actor { return Actor{Email: u.Email, Admin: u.IsAdmin(), Verified: u.Verified} }

// owns reports whether the order is the actor's: an account's own, a guest order of its
// email once it proved the mailbox and the order is confirmed, or the order the actor's key
// opens.
func (a Actor) owns(o Order) bool {
	if a.Key != "" {
		return o.opens(a.Key)
	}
	return a.Email != "" && a.Email == o.Email && (!o.Guest || a.Verified && o.Confirmed)
}

// name is how o's history names the actor.
func (a Actor) name(o Order) string {
	switch {
	case a.APIKey != "":
		return "key:" + a.APIKey
	case a.owns(o):
		return "customer"
	case a.Email == "":
		return "shop"
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

// Delivery is where and to whom an order goes: the spec's customerName, address and number.
type Delivery struct {
	CustomerName string `json:"customerName"`
	Address      string `json:"address"`
	Phone        string `json:"number"`
}

// check trims the delivery's fields and checks them; the address is left to the caller
// (a checkout's pickup needs none).
func (d *Delivery) check(p *problems) {
	d.CustomerName = strings.TrimSpace(d.CustomerName)
	d.Address = strings.TrimSpace(d.Address)
	d.Phone = strings.TrimSpace(d.Phone)
	if d.Phone == "" {
		p.add("number", msgPhoneRequired)
	}
	checkLine(p, "customerName", d.CustomerName, MaxNameLength)
	checkText(p, "address", d.Address, 500)
	checkLine(p, "number", d.Phone, 40)
}

// place builds the order of the items, whose quantities have been checked against their
// tools: priced now under the terms (Price), pending, holding its stock until the rules' hold
// ends, unless the customer has too many unpaid orders already. The order is signed with the
// name the delivery gives, else the account's.
func (d Delivery) place(customer User, items []Item, terms Terms, pending int, rules OrderRules, now time.Time) (Order, error) {
	if pending >= rules.MaxPending {
		return Order{}, ErrTooManyPending
	}
	lines, amounts, err := Price(items, terms)
	if err != nil {
		return Order{}, err
	}
	o := Order{
		CustomerName: d.CustomerName, Email: customer.Email, Address: d.Address, Phone: d.Phone,
		Lines: lines, Refunds: []Refund{}, Amounts: amounts, TaxIncluded: terms.Settings.PricesIncludeTax,
		TaxCountry: terms.TaxCountry, TaxRegion: terms.TaxRegion, State: Pending, CreatedAt: now, ExpiresAt: now.Add(rules.Hold),
	}
	if terms.Code != nil {
		o.DiscountCode = terms.Code.Code
	}
	if terms.Method != nil {
		o.ShippingMethod = terms.Method.Name
		if terms.Method.Pickup {
			o.Pickup = &Pickup{PickupPlace: terms.Method.PickupPlace}
		}
	}
	if terms.Rate != nil {
		o.TaxName, o.TaxRate = terms.Rate.Name, &terms.Rate.Rate
	}
	o.summarize()
	if o.CustomerName == "" {
		o.CustomerName = customer.Name
	}
	o.Events = []OrderEvent{{Kind: EventPlaced, At: now, By: "customer"}}
	return o, nil
}
