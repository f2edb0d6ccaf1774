package toolshop

import (
	"net/url"
	"strings"
)

// The lists admins and customers page through besides the catalogue: orders and accounts.
// Each is searched for a text found anywhere in a few of its fields, ignoring case, and
// answered a page at a time; without a limit a list answers every item, as it did before it
// had pages.

// OrderFilter picks orders; empty fields pick all.
type OrderFilter struct {
	Email string
	// Guests picks which guest orders placed with the email the list holds.
	Guests GuestOrders
	State  OrderState
	ToolID string
	// Text is found in the order's number, its customer's name or email, or its tool's
	// name; it is lowercase.
	Text string
	// Page is the window of the orders, newest first; a Limit of 0 answers every order
	// after the Offset.
	Page
}

// ParseOrderFilter reads a list of orders from the query of GET /orders and /allorders:
// state, q, customer (an email), limit and offset.
func ParseOrderFilter(v url.Values) (OrderFilter, error) {
	var f OrderFilter
	var p problems
	var err error
	if f.State, err = ParseOrderState(v.Get("state")); err != nil {
		return f, err
	}
	// An order's number is shown as "#" and the end of its id.
	f.Text = strings.TrimPrefix(parseSearchText(&p, v), "#")
	if customer := v.Get("customer"); customer != "" {
		var email problems
		f.Email = checkEmail(&email, customer)
		if msg, bad := email.fields["email"]; bad {
			p.add("customer", msg)
		}
	}
	if f.Page, err = parseListPage(v); err != nil {
		return f, err
	}
	return f, p.err()
}

// ForEmail narrows the filter to the orders of the customer GET /orders names by email: the
// caller's own when email is empty. A customer named in the filter as well must be the same.
func (f *OrderFilter) ForEmail(email, caller string) error {
	if email == "" {
		email = f.Email
	}
	if email == "" {
		email = caller
	}
	if f.Email != "" && f.Email != email {
		return &Error{Code: EINVALID, Message: "Name one customer",
			Fields: map[string]string{"customer": "Must be the same as email"}}
	}
	f.Email = email
	return nil
}

// GuestOrders picks the guest orders of a list of orders: every one (the admins' lists),
// those confirmed by their email's owner or those not yet (an account's), or none.
type GuestOrders int

const (
	AllGuestOrders GuestOrders = iota
	ConfirmedGuestOrders
	UnconfirmedGuestOrders
	NoGuestOrders
)

// ErrUnverifiedGuestOrders refuses the guest orders of an email to an account that has not
// proved the mailbox.
var ErrUnverifiedGuestOrders = Errorf(EFORBIDDEN, "Confirm your email to see the orders placed with it without an account")

// VisibleTo refuses a customer asking for anyone's orders but their own. Their list holds
// the guest orders of their email that its owner confirmed, and none before the account has
// proved its mailbox: anyone may sign up with any email, and place a guest order with it. A
// verified account may ask for its email's guest orders not confirmed yet, to confirm them.
func (f *OrderFilter) VisibleTo(by Actor) error {
	if by.Admin {
		return nil
	}
	if by.Email == "" || f.Email != by.Email {
		return Errorf(EFORBIDDEN, "You can only see your own orders")
	}
	switch {
	case f.Guests == UnconfirmedGuestOrders && !by.Verified:
		return ErrUnverifiedGuestOrders
	case f.Guests == UnconfirmedGuestOrders:
	case by.Verified:
		f.Guests = ConfirmedGuestOrders
	default:
		f.Guests = NoGuestOrders
	}
	return nil
}

// UserFilter picks accounts for the admins' list of users, oldest first.
type UserFilter struct {
	// Text is found in the account's name or email; it is lowercase.
	Text string
	// Page is the window of the accounts; a Limit of 0 answers every account after the
	// Offset.
	Page
}

// ParseUserFilter reads a list of accounts from the query of GET /user: q, limit and offset.
func ParseUserFilter(v url.Values) (UserFilter, error) {
	var f UserFilter
	var p problems
	f.Text = parseSearchText(&p, v)
	page, err := parseListPage(v)
	if err != nil {
		return f, err
	}
	f.Page = page
	return f, p.err()
}

// parseSearchText reads the text a list is searched for, q: one line, trimmed, lowercase.
func parseSearchText(p *problems, v url.Values) string {
	text := v.Get("q")
	checkLine(p, "q", text, maxQueryLength)
	return strings.ToLower(strings.TrimSpace(text))
}
