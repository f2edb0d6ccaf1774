package toolshop

import "time"

// Checkout is what a customer sends to turn their cart into one order: where it goes. Key,
// from the request's Idempotency-Key header, makes a repeated submit answer the order the
// first one made.
type Checkout struct {
	Delivery
	Key string `json:"-"`
}

// Validate checks the delivery and the key.
func (c *Checkout) Validate() error {
	var p problems
	c.Delivery.check(&p)
	checkLine(&p, "Idempotency-Key", c.Key, 100)
	return p.err()
}

// ErrCartEmpty refuses the checkout of an empty cart.
var ErrCartEmpty = Errorf(ECONFLICT, "Your cart is empty")

const msgCartLines = "Some lines of your cart cannot be bought as they are"

// Place builds the one order of the cart, as ViewCart shows it against the tools now: every
// line priced at its tool's price, or none if any line has a problem (each named under its
// tool). pending is how many unpaid orders the customer has already.
func (c Checkout) Place(customer User, cart Cart, pending int, rules OrderRules, now time.Time) (Order, error) {
	if len(cart.Lines) == 0 {
		return Order{}, ErrCartEmpty
	}
	problems := map[string]string{}
	items := make([]Item, 0, len(cart.Lines))
	for _, l := range cart.Lines {
		if l.Problem != "" {
			problems[l.ToolID] = l.Problem
			continue
		}
		items = append(items, Item{Tool: *l.tool, Quantity: l.Quantity})
	}
	if len(problems) > 0 {
		return Order{}, &Error{Code: ECONFLICT, Message: msgCartLines, Lines: problems}
	}
	return c.Delivery.place(customer, items, pending, rules, now)
}
