package mail

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"strings"
	"sync"
	"time"

	"toolshop"
)

// sendTimeout bounds how long one message may take to send.
const sendTimeout = 30 * time.Second

// Postman writes the shop's mail to its customers and sends it in the background: no
// request waits for a mail server, and none fails because of one. Failures are logged.
type Postman struct {
	Mailer Mailer
	// BaseURL is the shop's public address, for the links in the mail.
	BaseURL string
	// Shop reads the shop's settings, whose display name sends and signs the mail; without
	// it the mail is the default name's.
	Shop interface {
		ShopSettings(ctx context.Context) (toolshop.ShopSettings, error)
	}
	Log *slog.Logger

	sending sync.WaitGroup
}

// PasswordReset mails the link that sets a new password with token.
func (p *Postman) PasswordReset(ctx context.Context, u toolshop.User, token string) {
	link, shop := p.BaseURL+"/reset-password?token="+url.QueryEscape(token), p.shopName(ctx)
	p.send(ctx, nameOf(u), Message{To: u.Email, Subject: "Reset your " + shop + " password", Link: link,
		Text: "Someone, probably you, asked to reset the password of your " + shop + " account.\n" +
			"Follow this link within an hour to choose a new one:\n\n" + link + "\n\n" +
			"The link works once. If you did not ask, ignore this mail: your password stays as it is.\n"})
}

// VerifyEmail mails the link that proves the account's address is its owner's.
func (p *Postman) VerifyEmail(ctx context.Context, u toolshop.User, token string) {
	link, shop := p.BaseURL+"/verify-email?token="+url.QueryEscape(token), p.shopName(ctx)
	p.send(ctx, nameOf(u), Message{To: u.Email, Subject: "Confirm your email for " + shop, Link: link,
		Text: "Someone, probably you, made a " + shop + " account with this address.\n" +
			"Follow this link within two days to confirm that the address is yours:\n\n" + link + "\n\n" +
			"If you did not make the account, ignore this mail: whoever did cannot use your address for anything\n" +
			"but shopping, and you can take the account over by signing in with Google or resetting its password.\n"})
}

// nameOf is how a mail about an account greets its reader: by the account's name only when
// the owner proved the mailbox, since anyone may sign up with any address and any name.
func nameOf(u toolshop.User) string {
	if u.Verified {
		return u.Name
	}
	return ""
}

// OrderPlaced tells a customer their order is placed: what it holds, and how long they have
// to pay it. A guest pays on the order's private page.
func (p *Postman) OrderPlaced(ctx context.Context, o toolshop.Order) {
	link := p.BaseURL + payment + o.ID
	if o.Key != "" {
		link = p.guestLink(o)
	}
	p.send(ctx, "", Message{To: o.Email, Subject: "Order " + o.Number() + " placed: please pay", Link: link, Text: fmt.Sprintf(
		"Thank you for your order %s. We hold its tools for you until %s UTC:\n\n%s\n%s\n%s\n"+
			"Pay it here before then, or the order is cancelled and its tools go back on the shelf:\n\n%s\n",
		o.Number(), o.ExpiresAt.UTC().Format("2 January 2006 at 15:04"), lines(o.Lines), amounts(o), delivery(o), link)})
}

// GuestLink mails a guest the private link of their order again.
func (p *Postman) GuestLink(ctx context.Context, o toolshop.Order) {
	link := p.guestLink(o)
	p.send(ctx, "", Message{To: o.Email, Subject: "Your order " + o.Number(), Link: link, Text: fmt.Sprintf(
		"Here is the link to your order %s, as you asked:\n\n%s\n\n"+
			"It shows the order, and lets you pay it while it waits for payment. Keep it to yourself:\n"+
			"whoever has it can see the order. If you did not ask, ignore this mail.\n", o.Number(), link)})
}

// orderPageOf is where a mail sends the customer to see their order: its page, or a guest
// order's, which without its key (never mailed twice unasked) offers to mail the link.
func (p *Postman) orderPageOf(o toolshop.Order) string {
	if o.Guest {
		return p.BaseURL + guestOrder + o.ID
	}
	return p.BaseURL + orderPage + o.ID
}

// guestLink is a guest order's private page; its key follows "#", which browsers never send,
// so it stays out of the shop's logs and of other sites' referrers.
func (p *Postman) guestLink(o toolshop.Order) string {
	return p.BaseURL + guestOrder + o.ID + "#key=" + o.Key
}

// ExpiryReminder reminds a customer, toolshop.ReminderBefore before it expires, that their
// order is unpaid, with the link to pay it; it returns once the mail is sent, or with why
// not, so that the reminder is tried again.
func (p *Postman) ExpiryReminder(ctx context.Context, o toolshop.Order) error {
	link := p.BaseURL + payment + o.ID
	if o.Guest {
		link = p.orderPageOf(o) // without its key, which the shop does not keep, it offers to mail it
	}
	m := letter(p.shopName(ctx), "", Message{To: o.Email, Subject: "Order " + o.Number() + ": pay it before " + o.ExpiresAt.UTC().Format("15:04") + " UTC",
		Link: link, Text: fmt.Sprintf(
			"Your order %s is not paid yet. We hold its tools for you until %s UTC:\n\n%s\n%s\n"+
				"Pay it here before then, or the order expires and its tools go back on the shelf:\n\n%s\n\n"+
				"If it expires, My Orders offers to put its tools back in your cart: %s\n",
			o.Number(), o.ExpiresAt.UTC().Format("2 January 2006 at 15:04"), lines(o.Lines), amounts(o), link, p.BaseURL+myOrders)})
	sendCtx, cancel := context.WithTimeout(ctx, sendTimeout)
	defer cancel()
	return p.Mailer.Send(sendCtx, m)
}

// OrderPaid confirms a paid order to its customer, with a link to its invoice and its page.
func (p *Postman) OrderPaid(ctx context.Context, o toolshop.Order) {
	link, page := p.BaseURL+invoice+o.ID, p.orderPageOf(o)
	if o.Guest {
		link = page // the guest's page of the order shows its invoice
	}
	p.send(ctx, "", Message{To: o.Email, Subject: "Payment received: " + o.ToolName, Link: link, Text: fmt.Sprintf(
		"We have received your payment. Thank you for your order!\n\n"+
			"  Order:          %s\n%s\n%s"+
			"  Transaction Id: %s\n\n%s\n"+
			"Your invoice: %s\n\n"+
			"We will write again when it ships. Your order: %s\n",
		o.Number(), lines(o.Lines), amounts(o), o.TransactionID, delivery(o), link, page)})
}

// OrderShipped tells a customer their order is on its way, with how to follow it.
func (p *Postman) OrderShipped(ctx context.Context, o toolshop.Order) {
	link := p.orderPageOf(o)
	tracking := ""
	if o.Carrier != "" || o.TrackingNumber != "" {
		tracking = fmt.Sprintf("It travels with %s, tracking number %s.\n\n",
			cmp.Or(o.Carrier, "the carrier"), cmp.Or(o.TrackingNumber, "to come"))
	}
	p.send(ctx, "", Message{To: o.Email, Subject: "Shipped: " + o.ToolName, Link: link, Text: fmt.Sprintf(
		"Your order %s has shipped to:\n\n  %s\n\n%s\n%sYour order: %s\n",
		o.Number(), o.Address, lines(o.Lines), tracking, link)})
}

// OrderRefunded tells a customer the money of a refund is given back.
func (p *Postman) OrderRefunded(ctx context.Context, o toolshop.Order, r toolshop.Refund) {
	link := p.orderPageOf(o)
	refunded := make([]toolshop.OrderLine, len(r.Lines))
	for i, l := range r.Lines {
		line := o.Lines[l.Line]
		refunded[i] = toolshop.OrderLine{ToolName: line.ToolName, UnitPrice: line.UnitPrice, Quantity: l.Quantity, Total: l.Amount}
	}
	p.send(ctx, "", Message{To: o.Email, Subject: "Refunded: " + o.ToolName, Link: link, Text: fmt.Sprintf(
		"We have refunded %s of your payment for order %s to the card you paid with:\n\n%s\n"+
			"Depending on your bank, it shows on your statement within 5 to 10 days.\n\nYour order: %s\n",
		r.Amount, o.Number(), lines(refunded), link)})
}

// amounts writes the parts of an order's total for a mail, those it has.
func amounts(o toolshop.Order) string {
	var b strings.Builder
	part := func(label string, c toolshop.Cents) { fmt.Fprintf(&b, "  %-15s %s\n", label+":", c) }
	part("Subtotal", o.Subtotal)
	if o.Discount > 0 {
		part("Discount "+o.DiscountCode, -o.Discount)
	}
	if o.ShippingMethod != "" {
		part("Shipping", o.Shipping)
	}
	if o.TaxName != "" {
		if o.TaxIncluded {
			part(o.TaxName+" (included)", o.Tax)
		} else {
			part(o.TaxName, o.Tax)
		}
	}
	part("Total", o.Total)
	return b.String()
}

// delivery writes where and how an order travels for a mail: its address and its shipping
// method, those it has.
func delivery(o toolshop.Order) string {
	var b strings.Builder
	if o.Address != "" {
		fmt.Fprintf(&b, "  Deliver to:     %s\n", o.Address)
	}
	if o.ShippingMethod != "" {
		fmt.Fprintf(&b, "  Delivery:       %s\n", o.ShippingMethod)
	}
	return b.String()
}

// lines writes an order's lines for a mail, one a line: "  2 x Saw at $20.00: $40.00".
func lines(ls []toolshop.OrderLine) string {
	var b strings.Builder
	for _, l := range ls {
		fmt.Fprintf(&b, "  %d x %s at %s: %s\n", l.Quantity, l.ToolName, l.UnitPrice, l.Total)
	}
	return b.String()
}

// StockAlert mails each admin that a sale took a tool below its threshold, and returns once
// the mail is sent: an error only when no admin could be sent it (the others are logged), so
// that the alert is tried again without mailing twice those who have it.
func (p *Postman) StockAlert(ctx context.Context, admins []toolshop.User, a toolshop.StockAlert) error {
	link, shop := p.BaseURL+overview, p.shopName(ctx)
	var failed []error
	for _, admin := range admins {
		m := letter(shop, nameOf(admin), Message{To: admin.Email, Subject: "Low stock: " + a.ToolName, Link: link, Text: fmt.Sprintf(
			"A sale has taken %s below its low stock threshold:\n\n"+
				"  Tool:       %s\n"+
				"  In stock:   %d\n"+
				"  Threshold:  %d\n\n"+
				"You will not be mailed about it again until its stock is back to %d or more and falls below once more.\n"+
				"The Overview lists the tools low on stock: %s\n",
			a.ToolName, a.ToolName, a.Stock, a.Threshold, a.Threshold, link)})
		sendCtx, cancel := context.WithTimeout(ctx, sendTimeout)
		err := p.Mailer.Send(sendCtx, m)
		cancel()
		if err != nil {
			p.Log.ErrorContext(ctx, "mail not sent", "to", m.To, "subject", m.Subject, "error", err)
			failed = append(failed, err)
		}
	}
	if len(failed) == len(admins) {
		return errors.Join(failed...)
	}
	return nil
}

// Wait returns once the mail under way is sent or has failed.
func (p *Postman) Wait() { p.sending.Wait() }

// send writes the letter to name and sends it in the background, for at most sendTimeout,
// even after the request that asked for it has ended.
func (p *Postman) send(ctx context.Context, name string, m Message) {
	m = letter(p.shopName(ctx), name, m)
	ctx = context.WithoutCancel(ctx)
	p.sending.Go(func() {
		ctx, cancel := context.WithTimeout(ctx, sendTimeout)
		defer cancel()
		if err := p.Mailer.Send(ctx, m); err != nil {
			p.Log.ErrorContext(ctx, "mail not sent", "to", m.To, "subject", m.Subject, "error", err)
		}
	})
}

// shopName is the shop's display name, or the default one when the settings cannot be read
// (logged): a mail is better sent under the default name than not at all.
func (p *Postman) shopName(ctx context.Context) string {
	if p.Shop == nil {
		return toolshop.DefaultDisplayName
	}
	settings, err := p.Shop.ShopSettings(ctx)
	if err != nil {
		p.Log.ErrorContext(ctx, "the shop's name is not read for a mail", "error", err)
		return toolshop.DefaultDisplayName
	}
	return settings.DisplayName
}

// letter greets name (or just "Hello" without one), and sends and signs the message as the
// shop.
func letter(shop, name string, m Message) Message {
	greeting := "Hello"
	if name != "" {
		greeting += " " + name
	}
	m.FromName = shop
	m.Text = greeting + ",\n\n" + m.Text + "\n" + shop + "\n"
	return m
}

// The pages the mail links to: a customer's orders, an order's page, payment and invoice
// (its id follows) and the admins' Overview.
const (
	myOrders   = "/dashboard/my-order"
	orderPage  = "/dashboard/orders/"
	payment    = "/dashboard/payment/"
	invoice    = "/dashboard/invoice/"
	overview   = "/dashboard/overview"
	guestOrder = "/guest/orders/"
)
