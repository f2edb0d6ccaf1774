package mail

import (
	"context"

	"toolshop"
)

// tellOwners mails the shop's owners, in the background, that an order is paid: what it
// holds, whose it is, where it goes, and the link to its page, from which they ship it.
func (p *Postman) tellOwners(ctx context.Context, shop Brand, o toolshop.Order) {
	link := p.BaseURL + orderPage + o.ID
	blocks := []Block{
		{Text: "A customer has paid for order " + o.Number() + ":"},
		{Rows: []Row{{Label: "Customer", Value: o.CustomerName + ", " + o.Email}}},
	}
	blocks = append(blocks, orderBlocks(o)...)
	blocks = append(blocks, Block{Text: "Its page shows the order and its history:"}, Block{Button: Link{"Open the order", link}})
	ctx = context.WithoutCancel(ctx)
	p.sending.Go(func() {
		owners, err := p.owners(ctx, shop)
		if err != nil {
			p.Log.ErrorContext(ctx, "owners not found: the mail of an order paid is not sent", "order", o.ID, "error", err)
		}
		for _, owner := range owners {
			_ = p.deliverOrLog(ctx, shop, Letter{To: owner.Email, Name: nameOf(owner), Link: link,
				Subject: "Order " + o.Number() + " paid: " + o.Total.String(), Heading: "Order " + o.Number() + " paid", Blocks: blocks})
		}
	})
}

// owners are whom the mail about an order paid goes to: the shop's contact address when it
// has one, else its admins, those the stock alerts go to.
func (p *Postman) owners(ctx context.Context, shop Brand) ([]toolshop.User, error) {
	if shop.Email != "" {
		return []toolshop.User{{Email: shop.Email}}, nil
	}
	if p.Shop == nil {
		return nil, nil
	}
	return p.Shop.Admins(ctx)
}
