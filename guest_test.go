package toolshop_test

import (
	"testing"

	"toolshop"
)

// A guest order opens to a key whose hash it holds, and to an account of its email only once
// that account has verified the mailbox and the order is confirmed.
func TestGuestOrderOwners(t *testing.T) {
	key := toolshop.NewKey()
	o := order(toolshop.Pending)
	o.Guest, o.Confirmed, o.Keys = true, true, map[string]toolshop.KeyKind{toolshop.HashKey(key): toolshop.BrowserKey}
	verifiedAnn := toolshop.Actor{Email: ann.Email, Verified: true}
	for _, c := range []struct {
		name  string
		by    toolshop.Actor
		opens bool
	}{
		{"its key", toolshop.GuestActor(key), true},
		{"another key", toolshop.GuestActor(toolshop.NewKey()), false},
		{"its hash as a key", toolshop.GuestActor(toolshop.HashKey(key)), false},
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
	o.Confirmed = false
	if err := o.VisibleTo(verifiedAnn); err == nil {
		t.Errorf("a verified account opens a guest order of its email before it is confirmed")
	}
}

// A guest order's mail to an address that never bought carries a confirm key, which confirms
// the order and pays it only then; the browser's key pays at once but cannot confirm; a
// verified account of the email confirms it too.
func TestGuestOrderConfirmation(t *testing.T) {
	o := order(toolshop.Pending)
	o.Guest, o.Email = true, ann.Email
	browser, mailed := toolshop.NewKey(), toolshop.NewKey()
	confirm := o.NewMailKey(false)
	if confirm.Kind != toolshop.ConfirmKey || o.NewMailKey(true).Kind != toolshop.MailedKey || order(toolshop.Pending).NewMailKey(false) != (toolshop.OrderKey{}) {
		t.Errorf("mail keys: %+v to a new address, %+v to a known one", confirm, o.NewMailKey(true))
	}
	o.Keys = map[string]toolshop.KeyKind{toolshop.HashKey(browser): toolshop.BrowserKey, toolshop.HashKey(mailed): toolshop.MailedKey,
		toolshop.HashKey(confirm.Key): toolshop.ConfirmKey}
	if err := o.CheckPayable(toolshop.GuestActor(confirm.Key), now); err != toolshop.ErrConfirmFirst {
		t.Errorf("a confirm link pays before confirming: %v", err)
	}
	if err := o.CheckPayable(toolshop.GuestActor(browser), now); err != nil {
		t.Errorf("the browser's key cannot pay at once: %v", err)
	}
	if !o.ShownTo(toolshop.GuestActor(confirm.Key), now).ConfirmFirst || o.ShownTo(toolshop.GuestActor(browser), now).ConfirmFirst {
		t.Errorf("ConfirmFirst shown to the wrong holders")
	}
	paid := o
	paid.State = toolshop.Paid
	if paid.ShownTo(toolshop.GuestActor(confirm.Key), now).ConfirmFirst {
		t.Errorf("a paid order asks to be confirmed before paying")
	}
	for _, c := range []struct {
		name string
		by   toolshop.Actor
		want error
	}{
		{"the browser's key", toolshop.GuestActor(browser), toolshop.ErrConfirmFromMail},
		{"another key", toolshop.GuestActor(toolshop.NewKey()), toolshop.ErrNotYourOrder},
		{"the email's account, unverified", ann, toolshop.ErrConfirmFromMail},
		{"another account", toolshop.Actor{Email: bob.Email, Verified: true}, toolshop.ErrNotYourOrder},
		{"a mailed key", toolshop.GuestActor(mailed), nil},
		{"the email's account, verified", toolshop.Actor{Email: ann.Email, Verified: true}, nil},
		{"the confirm link", toolshop.GuestActor(confirm.Key), nil},
	} {
		c2, err := o.Confirm(c.by, now)
		if err != c.want || (err == nil) != c2.Confirm {
			t.Errorf("%s confirms: %+v, %v; want %v", c.name, c2, err, c.want)
		}
	}
	c, _ := o.Confirm(toolshop.GuestActor(confirm.Key), now)
	o = o.Apply(c)
	if !o.Confirmed || c.Event.Kind != toolshop.EventConfirmed || o.CheckPayable(toolshop.GuestActor(confirm.Key), now) != nil {
		t.Errorf("confirmed order %+v", o)
	}
	if again, err := o.Confirm(toolshop.GuestActor(confirm.Key), now); err != nil || !again.None() {
		t.Errorf("confirmed again: %+v, %v", again, err)
	}
	if o.NewMailKey(false).Kind != toolshop.MailedKey {
		t.Errorf("a confirmed order's mail still asks to confirm it")
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
