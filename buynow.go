package toolshop

// NewOrder is Buy Now, the spec's purchase form: the checkout of one tool and quantity
// instead of a cart, with the checkout's fields (where the order goes, how, the code) and,
// for a guest, the email the order will belong to. It is placed and priced as the cart's
// checkout is (Customer, Guest), so the two never disagree on what an order costs.
type NewOrder struct {
	ToolID    string `json:"toolId"`
	VariantID string `json:"variantId"`
	Quantity  *int   `json:"quantity"`
	Checkout
	// Email is a guest's; a customer's order is their account's.
	Email string `json:"email"`
}

const (
	msgQuantityAtMost  = "Quantity must be at most 1,000,000"
	msgAddressRequired = "Address is required"
)

// Validate checks the tool and quantity, and the rest as the cart's checkout checks it: a
// guest's as GuestCheckout.Validate (a name and an email), a customer's as Checkout.Validate.
func (r *NewOrder) Validate(guest bool) error {
	var p problems
	r.checkItem(&p)
	if guest {
		g := GuestCheckout{Checkout: r.Checkout, Email: r.Email}
		g.checkBuyer(&p)
		g.checkTerms(&p)
		r.Checkout, r.Email = g.Checkout, g.Email
	} else {
		r.Checkout.check(&p)
	}
	return p.err()
}

// ValidateQuote checks what the order is priced from, as the checkout's quote does: a quote
// needs no delivery yet.
func (r *NewOrder) ValidateQuote(guest bool) error {
	var p problems
	r.checkItem(&p)
	r.checkTerms(&p)
	if guest && r.Email != "" {
		r.Email = checkEmail(&p, r.Email)
	}
	return p.err()
}

func (r *NewOrder) checkItem(p *problems) {
	if r.ToolID == "" {
		p.add("toolId", "Tool is required")
	} else if !IsID(r.ToolID) {
		p.add("toolId", "Invalid id")
	}
	if r.VariantID != "" && !IsID(r.VariantID) {
		p.add("variantId", "Invalid id")
	}
	switch {
	case r.Quantity == nil:
		p.add("quantity", "Quantity is required")
	case *r.Quantity < 1:
		p.add("quantity", msgLessThanMinimum)
	case *r.Quantity > MaxQuantity:
		p.add("quantity", msgQuantityAtMost)
	}
}

func (r NewOrder) lines() []CartItem {
	return []CartItem{{ToolID: r.ToolID, VariantID: r.VariantID, Quantity: *r.Quantity}}
}

// Customer is the customer's checkout of the one line, which leaves their cart as it is.
// r has passed Validate or ValidateQuote.
func (r NewOrder) Customer() Checkout {
	c := r.Checkout
	c.Items = r.lines()
	return c
}

// Guest is a guest's checkout of the one line. r has passed Validate or ValidateQuote.
func (r NewOrder) Guest() GuestCheckout {
	return GuestCheckout{Checkout: r.Checkout, Lines: r.lines(), Email: r.Email}
}
