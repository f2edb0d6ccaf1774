package mail

import (
	"cmp"
	"context"
	"fmt"
	"log/slog"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"toolshop"
)

// sendTimeout bounds how long one message may take to send.
const sendTimeout = 30 * time.Second

// Postman writes the shop's mail to its customers and its owner, in the shop's look, and
// sends it in the background: no request waits for a mail server, and none fails because
// of one. Failures are logged.
type Postman struct {
	Mailer Mailer
	// BaseURL is the shop's public address, for the links in the mail.
	BaseURL string
	// Shop, when set, is where the mail finds the shop's look and its owner; without it
	// (in tests) mail goes out in a new shop's look, and the owner hears of nothing.
	Shop Shop
	Log  *slog.Logger

	sending sync.WaitGroup
}

// PasswordReset mails the link that sets a new password with token.
func (p *Postman) PasswordReset(ctx context.Context, u toolshop.User, token string) {
	shop := p.brand(ctx)
	link := p.BaseURL + "/reset-password?token=" + url.QueryEscape(token)
	p.send(ctx, shop, Letter{To: u.Email, Name: nameOf(u), Subject: "Reset your " + shop.Name + " password", Link: link,
		Heading: "Reset your password", Blocks: []Block{
			{Text: "Someone, probably you, asked to reset the password of your " + shop.Name + " account.\n" +
				"Follow this link within an hour to choose a new one:"},
			{Button: Link{"Choose a new password", link}},
			{Text: "The link works once. If you did not ask, ignore this mail: your password stays as it is."},
		}})
}

// VerifyEmail mails the link that proves the account's address is its owner's.
func (p *Postman) VerifyEmail(ctx context.Context, u toolshop.User, token string) {
	shop := p.brand(ctx)
	link := p.BaseURL + "/verify-email?token=" + url.QueryEscape(token)
	p.send(ctx, shop, Letter{To: u.Email, Name: nameOf(u), Subject: "Confirm your email for " + shop.Name, Link: link,
		Heading: "Confirm your email", Blocks: []Block{
			{Text: "Someone, probably you, made a " + shop.Name + " account with this address.\n" +
				"Follow this link within two days to confirm that the address is yours:"},
			{Button: Link{"Confirm my email", link}},
			{Text: "If you did not make the account, follow the link all the same: it asks you to choose a password,\n" +
				"and the account is yours, whoever made it signed out. Until then they can only shop with your address."},
		}})
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
// to pay it. A guest pays on the order's private page; a guest order to an address that
// never bought asks its owner to confirm it instead (confirmOrder).
func (p *Postman) OrderPlaced(ctx context.Context, o toolshop.Order) {
	if o.MailKey.Kind == toolshop.ConfirmKey {
		p.confirmOrder(ctx, o)
		return
	}
	link := p.BaseURL + payment + o.ID
	if o.Guest {
		link = p.guestLink(o)
	}
	blocks := []Block{{Text: fmt.Sprintf("Thank you for your order %s. We hold its tools for you until %s UTC:", o.Number(), holdEnd(o))}}
	blocks = append(blocks, orderBlocks(o)...)
	blocks = append(blocks,
		Block{Text: "Pay it here before then, or the order is cancelled and its tools go back on the shelf:"},
		Block{Button: Link{"Pay for the order", link}})
	p.send(ctx, p.brand(ctx), Letter{To: o.Email, Subject: "Order " + o.Number() + " placed: please pay", Link: link,
		Heading: "Order " + o.Number() + " placed", Blocks: blocks})
}

// confirmOrder asks the owner of an address that never bought to confirm a guest order
// placed with it: anyone may type any email, so the mail says the order was placed without
// an account and where it goes, and holds no link to pay it; its link confirms the order,
// whose page then offers to pay.
func (p *Postman) confirmOrder(ctx context.Context, o toolshop.Order) {
	shop := p.brand(ctx)
	p.send(ctx, shop, p.confirmLetter(o, "Confirm order "+o.Number(), "Did you place order "+o.Number()+"?",
		"Someone placed order "+o.Number()+" at "+shop.Name+" with this email address, without an account."))
}

// confirmLetter is a mail asking to confirm the guest order, opening with what happened.
func (p *Postman) confirmLetter(o toolshop.Order, subject, heading, happened string) Letter {
	link := p.guestLink(o)
	blocks := []Block{{Text: happened + fmt.Sprintf(" We hold its tools until %s UTC:", holdEnd(o))}}
	blocks = append(blocks, orderBlocks(o)...)
	blocks = append(blocks,
		Block{Text: "If you placed it, confirm it here; its page then lets you pay it:"},
		Block{Button: Link{"Confirm the order", link}},
		Block{Text: "If you did not, ignore this mail: nothing is charged, and the order is cancelled unpaid at that time."})
	return Letter{To: o.Email, Subject: subject, Link: link, Heading: heading, Blocks: blocks}
}

// holdEnd is when an unpaid order stops holding its tools, as its mails write it.
func holdEnd(o toolshop.Order) string {
	return o.ExpiresAt.UTC().Format("2 January 2006 at 15:04")
}

// GuestLink mails a guest the private link of their order again; an order that still needs
// its email's owner to confirm it gets the confirming mail instead, with no way to pay.
func (p *Postman) GuestLink(ctx context.Context, o toolshop.Order) {
	if o.MailKey.Kind == toolshop.ConfirmKey {
		p.send(ctx, p.brand(ctx), p.confirmLetter(o, "Confirm order "+o.Number(), "Did you place order "+o.Number()+"?",
			"A link to order "+o.Number()+", placed with this email address without an account, was asked for."))
		return
	}
	link := p.guestLink(o)
	p.send(ctx, p.brand(ctx), Letter{To: o.Email, Subject: "Your order " + o.Number(), Link: link,
		Heading: "Your order " + o.Number(), Blocks: []Block{
			{Text: "Here is the link to your order " + o.Number() + ", as you asked:"},
			{Button: Link{"Open the order", link}},
			{Text: "It shows the order, and lets you pay it while it waits for payment. Keep it to yourself:\n" +
				"whoever has it can see the order. If you did not ask, ignore this mail."},
		}})
}

// orderPageOf is where a mail sends the customer to see their order: its page, or a guest
// order's private page with the mail's own key.
func (p *Postman) orderPageOf(o toolshop.Order) string {
	if o.Guest {
		return p.guestLink(o)
	}
	return p.BaseURL + orderPage + o.ID
}

// guestLink is a guest order's private page with the key of the mail about it (a link mailed
// again: the new key); the key follows "#", which browsers never send, so it stays out of
// the shop's logs and of other sites' referrers.
func (p *Postman) guestLink(o toolshop.Order) string {
	return p.BaseURL + guestOrder + o.ID + "#key=" + cmp.Or(o.MailKey.Key, o.Key)
}

// ExpiryReminder reminds a customer, toolshop.ReminderBefore before it expires, that their
// order is unpaid, with the link to pay it; it returns once the mail is sent, or with why
// not, so that the reminder is tried again.
func (p *Postman) ExpiryReminder(ctx context.Context, o toolshop.Order) error {
	if o.MailKey.Kind == toolshop.ConfirmKey {
		return p.deliver(ctx, p.brand(ctx), p.confirmLetter(o, "Order "+o.Number()+": confirm it before "+o.ExpiresAt.UTC().Format("15:04")+" UTC",
			"Order "+o.Number()+" is not confirmed yet", "An order placed with this email address without an account, "+o.Number()+
				", is not confirmed yet."))
	}
	link := p.BaseURL + payment + o.ID
	if o.Guest {
		link = p.guestLink(o)
	}
	blocks := []Block{{Text: fmt.Sprintf("Your order %s is not paid yet. We hold its tools for you until %s UTC:", o.Number(), holdEnd(o))}}
	blocks = append(blocks, orderBlocks(o)...)
	blocks = append(blocks,
		Block{Text: "Pay it here before then, or the order expires and its tools go back on the shelf:"},
		Block{Button: Link{"Pay for the order", link}},
		Block{Link: Link{"If it expires, My Orders offers to put its tools back in your cart", p.BaseURL + myOrders}})
	return p.deliver(ctx, p.brand(ctx), Letter{To: o.Email, Link: link,
		Subject: "Order " + o.Number() + ": pay it before " + o.ExpiresAt.UTC().Format("15:04") + " UTC",
		Heading: "Order " + o.Number() + " is not paid yet", Blocks: blocks})
}

// OrderPaid confirms a paid order to its customer, with a link to its invoice and its page,
// and tells the shop's owner unless they chose not to hear of orders paid. The settings its
// invoice was issued with, read in the payment's transaction, are the shop's as it was paid.
func (p *Postman) OrderPaid(ctx context.Context, o toolshop.Order) {
	settings := p.settingsAt(ctx, o.Invoice)
	shop := p.brandOf(settings)
	link, page := p.BaseURL+invoice+o.ID, p.orderPageOf(o)
	if o.Guest {
		link = page // the guest's page of the order shows its invoice
	}
	blocks := []Block{
		{Text: "We have received your payment. Thank you for your order!"},
		{Rows: []Row{{Label: "Order", Value: o.Number()}, {Label: "Transaction Id", Value: o.TransactionID}}},
	}
	blocks = append(blocks, orderBlocks(o)...)
	blocks = append(blocks,
		Block{Link: Link{"Your invoice", link}},
		Block{Text: "We will write again when it " + nextStep(o) + "."},
		Block{Link: Link{"Your order", page}})
	p.send(ctx, shop, Letter{To: o.Email, Subject: "Payment received: " + o.ToolName, Link: link,
		Heading: "Payment received", Blocks: blocks})
	if settings.NotifyOnPaid {
		p.tellOwners(ctx, shop, settings.NoticesEmail, o)
	}
}

// nextStep is what the customer of a paid order waits for.
func nextStep(o toolshop.Order) string {
	if o.Pickup != nil {
		return "is ready for pickup"
	}
	return "ships"
}

// OrderReadyForPickup tells a customer their pickup order waits for them: where, when, and
// the link to the order.
func (p *Postman) OrderReadyForPickup(ctx context.Context, o toolshop.Order) {
	link := p.orderPageOf(o)
	p.send(ctx, p.brand(ctx), Letter{To: o.Email, Subject: "Your order is ready for pickup: " + o.Number(), Link: link,
		Heading: "Ready for pickup", Blocks: []Block{
			{Text: "Your order " + o.Number() + " is ready for pickup:"},
			{Lines: o.Lines},
			{Rows: pickupPlace(o)},
			{Text: "Please bring the order's number with you."},
			{Link: Link{"Your order", link}},
		}})
}

// OrderShipped tells a customer their order is on its way, with how to follow it.
func (p *Postman) OrderShipped(ctx context.Context, o toolshop.Order) {
	link := p.orderPageOf(o)
	blocks := append([]Block{{Text: "Your order " + o.Number() + " has shipped."}}, orderBlocks(o)...)
	if o.Carrier != "" || o.TrackingNumber != "" {
		blocks = append(blocks, Block{Text: fmt.Sprintf("It travels with %s, tracking number %s.",
			cmp.Or(o.Carrier, "the carrier"), cmp.Or(o.TrackingNumber, "to come"))})
	}
	blocks = append(blocks, Block{Link: Link{"Your order", link}})
	p.send(ctx, p.brand(ctx), Letter{To: o.Email, Subject: "Shipped: " + o.ToolName, Link: link,
		Heading: "Your order has shipped", Blocks: blocks})
}

// OrderRefunded tells a customer the money of a refund is given back: what it gave back and
// what that came to, the goods, the shipping and the tax apart, as its credit note has them.
func (p *Postman) OrderRefunded(ctx context.Context, o toolshop.Order, r toolshop.Refund) {
	link := p.orderPageOf(o)
	names := make([]string, len(r.Lines))
	var rows []Row
	for i, l := range r.Lines {
		line := o.Lines[l.Line]
		names[i] = line.Label()
		row := money(fmt.Sprintf("%d x %s", l.Quantity, names[i]), l.Amount-l.Tax)
		row.Note = line.SKULabel()
		rows = append(rows, row)
	}
	sums := o.RefundSums(r)
	if sums.Shipping > 0 {
		rows = append(rows, money("Shipping", sums.Shipping))
	}
	refunded := money("Refunded", r.Amount)
	refunded.Strong = true
	rows = append(rows, money(o.TaxLabel(), sums.Tax), refunded)
	p.send(ctx, p.brand(ctx), Letter{To: o.Email, Subject: "Refunded: " + strings.Join(names, ", "), Link: link,
		Heading: "Refunded: " + r.Amount.String(), Blocks: []Block{
			{Text: fmt.Sprintf("We have refunded %s of your payment for order %s to the card you paid with:", r.Amount, o.Number())},
			{Rows: rows},
			{Text: "Depending on your bank, it shows on your statement within 5 to 10 days."},
			{Link: Link{"Your order", link}},
		}})
}

// StockAlert mails each admin that a sale took a tool, or a variant of it, below its
// threshold, and returns once the mail is sent: an error only when no admin could be sent it
// (the others are logged), so that the alert is tried again without mailing twice those who
// have it.
func (p *Postman) StockAlert(ctx context.Context, admins []toolshop.User, a toolshop.StockAlert) error {
	link := p.BaseURL + overview
	return p.mailAdmins(ctx, admins, Letter{Subject: "Low stock: " + a.ToolName, Link: link,
		Heading: "Low stock: " + a.ToolName, Blocks: []Block{
			{Text: "A sale has taken " + a.ToolName + " below its low stock threshold:"},
			{Rows: []Row{{Label: "Tool", Value: a.ToolName}, {Label: "In stock", Value: strconv.Itoa(a.Stock)},
				{Label: "Threshold", Value: strconv.Itoa(a.Threshold)}}},
			{Text: fmt.Sprintf("You will not be mailed about it again until its stock is back to %d or more and falls below once more.", a.Threshold)},
			{Link: Link{"The Overview lists the tools low on stock", link}},
		}})
}

// Wait returns once the mail under way is sent or has failed.
func (p *Postman) Wait() { p.sending.Wait() }

// brand is the shop's look in its mail as it is now.
func (p *Postman) brand(ctx context.Context) Brand { return p.brandOf(p.settings(ctx)) }

// send writes the letter in the shop's look and sends it in the background, for at most
// sendTimeout, even after the request that asked for it has ended.
func (p *Postman) send(ctx context.Context, shop Brand, l Letter) {
	ctx = context.WithoutCancel(ctx)
	p.sending.Go(func() { _ = p.deliverOrLog(ctx, shop, l) })
}

// deliver writes the letter in the shop's look and sends it, for at most sendTimeout.
func (p *Postman) deliver(ctx context.Context, shop Brand, l Letter) error {
	m, err := render(shop, l)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, sendTimeout)
	defer cancel()
	return p.Mailer.Send(ctx, m)
}

// deliverOrLog delivers the letter and logs why not, if it fails.
func (p *Postman) deliverOrLog(ctx context.Context, shop Brand, l Letter) error {
	err := p.deliver(ctx, shop, l)
	if err != nil {
		p.Log.ErrorContext(ctx, "mail not sent", "to", l.To, "subject", l.Subject, "error", err)
	}
	return err
}

// The pages the mail links to: a customer's orders, an order's page, payment and invoice
// (its id follows), and the admins' Overview and Integrations (the webhook endpoints).
const (
	myOrders     = "/dashboard/my-order"
	orderPage    = "/dashboard/orders/"
	payment      = "/dashboard/payment/"
	invoice      = "/dashboard/invoice/"
	overview     = "/dashboard/overview"
	integrations = "/dashboard/integrations"
	guestOrder   = "/guest/orders/"
)
