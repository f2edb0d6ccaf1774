package toolshop

import (
	"encoding/json"
	"time"
)

// Checkout is what a customer sends to turn their cart into one order: where it goes (an
// address typed, or one of their address book's by AddressID), how, and the discount code,
// if any. Key, from the request's Idempotency-Key header, makes a repeated submit answer the
// order the first one made.
type Checkout struct {
	PostalAddress
	AddressID string `json:"addressId"`
	// SaveAddress adds the address typed to the customer's book with the order.
	SaveAddress      bool   `json:"saveAddress"`
	ShippingMethodID string `json:"shippingMethodId"`
	Code             string `json:"code"`
	Key              string `json:"-"`
	// Items are what Buy Now orders instead of the cart (NewOrder.Customer); nil for the
	// cart's checkout.
	Items []CartItem `json:"-"`
}

// Validate checks the destination, the method, the code and the key, and the address typed
// (one from the book was checked when it was saved); whether the order needs an address is
// Place's to say, once the method is known.
func (c *Checkout) Validate() error {
	var p problems
	c.check(&p)
	return p.err()
}

func (c *Checkout) check(p *problems) {
	c.checkTerms(p)
	if c.AddressID == "" {
		c.PostalAddress.check(p)
	}
}

// ValidateQuote checks what a checkout is priced from: a quote needs no delivery yet.
func (c *Checkout) ValidateQuote() error {
	var p problems
	c.checkTerms(&p)
	return p.err()
}

// checkTerms reads the destination as codes; whether the order needs one is PriceList's to
// say, once the method is known.
func (c *Checkout) checkTerms(p *problems) {
	if c.Country != "" {
		c.Country = checkCountry(p, "country", c.Country)
	}
	c.Region, c.Code = checkRegion(p, c.Country, c.Region), NormalizeCode(c.Code)
	if c.ShippingMethodID != "" && !IsID(c.ShippingMethodID) {
		p.add("shippingMethodId", "Invalid id")
	}
	if c.AddressID != "" && !IsID(c.AddressID) {
		p.add("addressId", "Invalid id")
	}
	checkLine(p, "code", c.Code, 40)
	checkLine(p, "Idempotency-Key", c.Key, 100)
}

// KeyWindow is how long an Idempotency-Key answers the order it placed, as Stripe's do; after
// it the key is a new checkout's.
const KeyWindow = 24 * time.Hour

// ErrKeyReused refuses a checkout whose Idempotency-Key placed an order another buyer, or
// another cart or delivery, asked for: a key is never a way into someone's order.
var ErrKeyReused = Errorf(ECONFLICT, "This Idempotency-Key was used for another order")

// KeyedOrder is the newest order placed with a checkout's Idempotency-Key, as the shop keeps
// it: its id, the fingerprint of the checkout that placed it (Checkout.Fingerprint) and when.
type KeyedOrder struct {
	ID       string
	Request  string
	PlacedAt time.Time
}

// Replays tells whether a checkout of the fingerprint request, sent now with k's key, is a
// retry that answers k's order: only the same request within KeyWindow is; another request
// is ErrKeyReused; after the window (or with no order) it is a new checkout.
func (k KeyedOrder) Replays(request string, now time.Time) (bool, error) {
	switch {
	case k.ID == "" || !now.Before(k.PlacedAt.Add(KeyWindow)):
		return false, nil
	case k.Request != request:
		return false, ErrKeyReused
	}
	return true, nil
}

// Fingerprint is what the shop keeps of a customer's checkout to tell a retry from another
// checkout with the same key: the hash of the buyer and of everything the request asked (the
// cart is the customer's, which the order empties).
// Buy Now's line is part of the request, as a guest's lines are.
func (c Checkout) Fingerprint(customer User) string {
	if c.Items != nil {
		return fingerprint("customer "+customer.ID, struct {
			Checkout
			Lines []CartItem `json:"lines"`
		}{c, c.Items})
	}
	return fingerprint("customer "+customer.ID, c)
}

// CodeWith is the code the checkout's order is priced with, given the code in the
// customer's cart: the one the request names, else the cart's for the cart's own checkout.
// Buy Now orders a line that is not the cart's: the cart's code is not for it.
func (c Checkout) CodeWith(cartCode string) string {
	if c.Code != "" || c.Items != nil {
		return c.Code
	}
	return cartCode
}

// EmptiesCart tells whether placing the checkout's order empties the customer's cart: the
// cart's checkout does, Buy Now leaves it as it was.
func (c Checkout) EmptiesCart() bool { return c.Items == nil }

func fingerprint(buyer string, request any) string {
	b, _ := json.Marshal(request) // plain fields: nothing to fail
	return HashKey(buyer + "\n" + string(b))
}

// ErrNoShippingThere refuses a shipping method that does not serve the order's country.
var ErrNoShippingThere = &Error{Code: EINVALID, Message: "This shipping method does not deliver there",
	Fields: map[string]string{"shippingMethodId": "This shipping method does not deliver there"}}

// ErrCartEmpty refuses the checkout of an empty cart.
var ErrCartEmpty = Errorf(ECONFLICT, "Your cart is empty")

const msgCartLines = "Some lines of your cart cannot be bought as they are"

// DeliverTo sends the checkout's order to an address of the customer's book, as saved.
func (c *Checkout) DeliverTo(a Address) { c.PostalAddress = a.PostalAddress }

// Place builds the one order of the cart as Quote does, for a delivery to a whole address
// (each missing field named), or none for a pickup: its order says where it waits (the
// method's name). The spec's one-line address is written from the fields (OneLine).
func (c Checkout) Place(customer User, cart Cart, terms Terms, pending int, rules OrderRules, now time.Time) (Order, error) {
	if terms.Method != nil && terms.Method.Pickup {
		c.Street, c.Address = Street{}, terms.Method.Name
		return c.Quote(customer, cart, terms, pending, rules, now)
	}
	var p problems
	if c.require(&p); p.err() != nil {
		return Order{}, p.err()
	}
	c.Address = c.OneLine()
	return c.Quote(customer, cart, terms, pending, rules, now)
}

// Saves is the address the customer asked to keep in their book with the order placed: a
// new one typed, not a pickup's; false for none.
func (c Checkout) Saves(o Order) (Address, bool) {
	return Address{PostalAddress: PostalAddress{Delivery: Delivery{CustomerName: o.CustomerName, Phone: o.Phone},
		Street: o.Street, Country: o.Country, Region: o.Region}}, c.SaveAddress && c.AddressID == "" && o.Line1 != ""
}

// Quote builds the one order of the cart, as ViewCart shows it against the tools now: every
// line priced under the terms PriceList.Terms decided for the checkout (Price), or none if
// any line has a problem (each named under its tool). pending is how many unpaid orders the
// customer has already. The checkout page shows it before the delivery is typed.
func (c Checkout) Quote(customer User, cart Cart, terms Terms, pending int, rules OrderRules, now time.Time) (Order, error) {
	if len(cart.Lines) == 0 {
		return Order{}, ErrCartEmpty
	}
	problems := map[string]string{}
	for _, l := range cart.Lines {
		if l.Problem != "" {
			problems[LineKey(l.ToolID, l.VariantID)] = l.Problem
		}
	}
	if len(problems) > 0 {
		return Order{}, &Error{Code: ECONFLICT, Message: msgCartLines, Lines: problems}
	}
	o, err := c.Delivery.place(customer, cart.items(), terms, pending, rules, now)
	if terms.Method == nil || !terms.Method.Pickup {
		o.Country, o.Region, o.Street = c.Country, c.Region, c.Street
	}
	return o, err
}

// Destination is where the checkout says its order goes, and how.
func (c Checkout) Destination() Destination {
	return Destination{Country: c.Country, Region: c.Region, MethodID: c.ShippingMethodID}
}
