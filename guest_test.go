package toolshop_test

import (
	"testing"

	"toolshop"
)

// A guest order opens to a key whose hash it holds, and to an account of its email only once
// that account has verified the mailbox.
func TestGuestOrderOwners(t *testing.T) {
	key := toolshop.NewKey()
	o := order(toolshop.Pending)
	o.Guest, o.KeyHashes = true, []string{toolshop.HashKey(key)}
	verifiedAnn := toolshop.Actor{Email: ann.Email, Verified: true}
	for _, c := range []struct {
		name  string
		by    toolshop.Actor
		opens bool
	}{
		{"its key", toolshop.GuestActor(key), true},
		{"another key", toolshop.GuestActor(toolshop.NewKey()), false},
		{"its hash as a key", toolshop.GuestActor(o.KeyHashes[0]), false},
		{"the email's account, unverified", ann, false},
		{"the email's account, verified", verifiedAnn, true},
		{"another account", bob, false},
		{"an admin", boss, true},
	} {
		if err := o.VisibleTo(c.by); (err == nil) != c.opens {
			t.Errorf("%s: VisibleTo %v, want open %v", c.name, err, c.opens)
		}
	}
	if err := o.CheckPayer(toolshop.GuestActor(key)); err != nil {
		t.Errorf("the key's holder may not pay: %v", err)
	}
	if c, err := o.Cancel(toolshop.GuestActor(key), now); err != nil || c.Event.By != "customer" {
		t.Errorf("the key's holder cancels: %+v, %v", c, err)
	}
	if len(key) < 22 || key == toolshop.NewKey() {
		t.Errorf("key %q: want 128 bits or more, new each time", key)
	}
}

func TestGuestRequestRules(t *testing.T) {
	checkFields(t, "a guest checkout without email, name or lines", (&toolshop.GuestCheckout{
		Checkout: toolshop.Checkout{PostalAddress: toolshop.PostalAddress{Delivery: toolshop.Delivery{Phone: "555"}}},
	}).Validate(), map[string]string{"email": "Email is required", "customerName": "Name is required"})
	// An email that would smuggle headers into the admins' mailto: link is no email.
	for _, email := range []string{"g@x.test?cc=evil%40evil.example&subject=Refund", "g@x.test?cc=evil@evil.example",
		"g&cc=evil@x.test", "g=1@x.test", "g%40evil.example@x.test", "g@x.test%3Fcc", "g@x.test&body=pay", "g@x=.test"} {
		checkFields(t, email, (&toolshop.GuestCheckout{
			Email: email, Lines: []toolshop.CartItem{{ToolID: "0123456789abcdef01234567", Quantity: 1}},
		}).ValidateQuote(), map[string]string{"email": "Please provide valid email"})
		if _, err := toolshop.ParseEmail(email); err == nil {
			t.Errorf("%s: taken as an email", email)
		}
	}
	checkFields(t, "a guest quote with a bad line", (&toolshop.GuestCheckout{
		Email: "gus@example.com", Lines: []toolshop.CartItem{{ToolID: "x", Quantity: 1}},
	}).ValidateQuote(), map[string]string{"lines.0.toolId": "Invalid id"})

	for number, want := range map[string]string{"#3FA2B9C1": "3fa2b9c1", " 3fa2b9c1 ": "3fa2b9c1"} {
		r := toolshop.GuestLinkRequest{Email: "Gus@Example.com", OrderNumber: number}
		if err := r.Validate(); err != nil || r.OrderNumber != want || r.Email != "gus@example.com" {
			t.Errorf("%q: %+v, %v", number, r, err)
		}
	}
	for _, number := range []string{"", "#3FA2B9C", "3FA2B9C1X", "%%%%%%%%"} {
		r := toolshop.GuestLinkRequest{Email: "gus@example.com", OrderNumber: number}
		checkFields(t, number, r.Validate(), map[string]string{"orderNumber": "Enter the order number as the mail shows it, like #3FA2B9C1"})
	}
}
