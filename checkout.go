package toolshop

import "time"

// Checkout is what a customer sends to turn their cart into one order: where it goes, how,
// and the discount code, if any. Key, from the request's Idempotency-Key header, makes a
// repeated submit answer the order the first one made.
type Checkout struct {
	Delivery
	Country          string `json:"country"`
	Region           string `json:"region"`
	ShippingMethodID string `json:"shippingMethodId"`
	Code             string `json:"code"`
	Key              string `json:"-"`
}

// Validate checks the delivery, the destination, the method, the code and the key; whether
// the order needs an address is Place's to say, once the method is known.
func (c *Checkout) Validate() error {
	var p problems
	c.Delivery.check(&p)
	c.checkTerms(&p)
	return p.err()
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
	checkLine(p, "code", c.Code, 40)
	checkLine(p, "Idempotency-Key", c.Key, 100)
}

// ErrNoShippingThere refuses a shipping method that does not serve the order's country.
var ErrNoShippingThere = &Error{Code: EINVALID, Message: "This shipping method does not deliver there",
	Fields: map[string]string{"shippingMethodId": "This shipping method does not deliver there"}}

// ErrCartEmpty refuses the checkout of an empty cart.
var ErrCartEmpty = Errorf(ECONFLICT, "Your cart is empty")

const msgCartLines = "Some lines of your cart cannot be bought as they are"

// ErrAddressRequired refuses a checkout without an address whose method delivers it.
var ErrAddressRequired = &Error{Code: EINVALID, Message: msgAddressRequired,
	Fields: map[string]string{"address": msgAddressRequired}}

// Place builds the one order of the cart as Quote does, for a delivery with an address, or
// none for a pickup: its order says where it waits (the method's name).
func (c Checkout) Place(customer User, cart Cart, terms Terms, pending int, rules OrderRules, now time.Time) (Order, error) {
	pickup := terms.Method != nil && terms.Method.Pickup
	if c.Address == "" && !pickup {
		return Order{}, ErrAddressRequired
	}
	if c.Address == "" {
		c.Address = terms.Method.Name
	}
	return c.Quote(customer, cart, terms, pending, rules, now)
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
			problems[l.ToolID] = l.Problem
		}
	}
	if len(problems) > 0 {
		return Order{}, &Error{Code: ECONFLICT, Message: msgCartLines, Lines: problems}
	}
	o, err := c.Delivery.place(customer, cart.items(), terms, pending, rules, now)
	if terms.Method == nil || !terms.Method.Pickup {
		o.Country, o.Region = c.Country, c.Region
	}
	return o, err
}

// Destination is where the checkout says its order goes, and how.
func (c Checkout) Destination() Destination {
	return Destination{Country: c.Country, Region: c.Region, MethodID: c.ShippingMethodID}
}
