package mail

import (
	"context"
	"errors"
	"slices"
	"strings"

	"toolshop"
)

// tellOwners mails the shop's owners, in the background, that an order is paid: what it
// holds, whose it is, where it goes, and the link to its page, from which they ship it.
// notices is the settings' address for such mail besides the admins, "" for none.
func (p *Postman) tellOwners(ctx context.Context, shop Brand, notices string, o toolshop.Order) {
	link := p.BaseURL + orderPage + o.ID
	blocks := []Block{
		{Text: "A customer has paid for order " + o.Number() + ":"},
		{Rows: []Row{{Label: "Customer", Value: o.CustomerName + ", " + o.Email}}},
	}
	blocks = append(blocks, orderBlocks(o)...)
	blocks = append(blocks, Block{Text: "Its page shows the order and its history:"}, Block{Button: Link{"Open the order", link}})
	ctx = context.WithoutCancel(ctx)
	p.sending.Go(func() {
		owners, err := p.owners(ctx, notices)
		if err != nil {
			p.Log.ErrorContext(ctx, "owners not found: the mail of an order paid is not sent", "order", o.ID, "error", err)
		}
		for _, owner := range owners {
			_ = p.deliverOrLog(ctx, shop, Letter{To: owner.Email, Name: nameOf(owner), Link: link,
				Subject: "Order " + o.Number() + " paid: " + o.Total.String(), Heading: "Order " + o.Number() + " paid", Blocks: blocks})
		}
	})
}

// owners are whom the mail about an order paid goes to: the shop's admins, those the stock
// alerts go to, and the notices address if the shop set one and no admin has it; never the
// public contact address, which customers write to.
func (p *Postman) owners(ctx context.Context, notices string) ([]toolshop.User, error) {
	var admins []toolshop.User
	var err error
	if p.Shop != nil {
		admins, err = p.Shop.Admins(ctx)
	}
	if notices != "" && !slices.ContainsFunc(admins, func(a toolshop.User) bool { return strings.EqualFold(a.Email, notices) }) {
		admins = append(admins, toolshop.User{Email: notices})
	}
	return admins, err
}

// mailAdmins mails the letter to each admin and returns once it is sent: an error only when
// no admin could be sent it (the others are logged), so that it is tried again without
// mailing twice those who have it.
func (p *Postman) mailAdmins(ctx context.Context, admins []toolshop.User, l Letter) error {
	shop := p.brand(ctx)
	var failed []error
	for _, admin := range admins {
		l.To, l.Name = admin.Email, nameOf(admin)
		if err := p.deliverOrLog(ctx, shop, l); err != nil {
			failed = append(failed, err)
		}
	}
	if len(failed) == len(admins) {
		return errors.Join(failed...)
	}
	return nil
}

// WebhookSwitchedOff mails each admin that a webhook endpoint's deliveries failed for three
// days, so the shop switched it off, and where to switch it on again.
func (p *Postman) WebhookSwitchedOff(ctx context.Context, admins []toolshop.User, e toolshop.WebhookEndpoint) error {
	link := p.BaseURL + integrations
	rows := []Row{{Label: "URL", Value: e.URL}}
	if e.Description != "" {
		rows = append(rows, Row{Label: "Description", Value: e.Description})
	}
	return p.mailAdmins(ctx, admins, Letter{Subject: "Webhook switched off: " + e.URL, Link: link,
		Heading: "A webhook endpoint was switched off", Blocks: []Block{
			{Text: "For three days the shop could not deliver its events to this endpoint, so it has stopped sending to it:"},
			{Rows: rows},
			{Text: "While it is off, no new events are written for it and those waiting stay unsent. Once its receiver\n" +
				"works again, switch it on in Integrations: what waited is sent then, and the failed delivery can be\n" +
				"sent again from the endpoint's log."},
			{Button: Link{"Open Integrations", link}},
		}})
}
