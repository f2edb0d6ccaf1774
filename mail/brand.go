package mail

import (
	"cmp"
	"context"
	"strings"

	"toolshop"
)

// Brand is how the shop's mail looks and signs: the shop's name, logo and colour, and its
// address and contact in the footer.
type Brand struct {
	Name string
	// LogoURL is the logo's absolute address, shown beside the name; "" for none.
	LogoURL string
	// Colour is the accent of the letter's top edge, its buttons and links, as CSS "#rrggbb".
	Colour  string
	Address string
	// Email and Phone are how to reach the shop, "" for none. Email also receives the
	// owner's mail about orders paid (owners).
	Email, Phone string
}

// accent is the pages' accent colour (--accent in web/src/styles/index.css): white text on
// it, and it on white, read at 4.5:1 or more.
const accent = "#b45309"

// brandOf is the look of the shop's mail, from the shop's settings: its display name, logo
// (an absolute link, as mail clients need), colour (the pages' accent when it has none), address
// and contact.
func (p *Postman) brandOf(s toolshop.ShopSettings) Brand {
	b := Brand{Name: s.DisplayName, Colour: cmp.Or(s.BrandColor, accent), Address: s.Address, Email: s.ContactEmail, Phone: s.ContactPhone}
	if s.Logo != "" {
		b.LogoURL = p.BaseURL + s.Logo
	}
	return b
}

// footer is what the letter's foot says under the shop's name: its address, a line of it
// each, and how to reach it.
func (b Brand) footer() []string {
	var lines []string
	for line := range strings.Lines(b.Address) {
		if line = strings.TrimSpace(line); line != "" {
			lines = append(lines, line)
		}
	}
	var contact []string
	for _, c := range []string{b.Email, b.Phone} {
		if c != "" {
			contact = append(contact, c)
		}
	}
	if len(contact) > 0 {
		lines = append(lines, strings.Join(contact, " · "))
	}
	return lines
}

// Shop is what the mail reads of the shop as it writes: its settings (its look, and whether
// its owner hears of orders paid) and its admins, the verified ones the stock alerts go to.
type Shop interface {
	ShopSettings(ctx context.Context) (toolshop.ShopSettings, error)
	Admins(ctx context.Context) ([]toolshop.User, error)
}

// settingsAt are the shop's settings as the invoice holds them, read with it, else as
// settings reads them.
func (p *Postman) settingsAt(ctx context.Context, inv *toolshop.Invoice) toolshop.ShopSettings {
	if p.Shop != nil && inv != nil {
		return inv.Seller
	}
	return p.settings(ctx)
}

// settings are the shop's settings, or a new shop's when they cannot be read (or there is no
// Shop, as in tests): a mail in the default look is better than none.
func (p *Postman) settings(ctx context.Context) toolshop.ShopSettings {
	if p.Shop == nil {
		return toolshop.DefaultShopSettings
	}
	s, err := p.Shop.ShopSettings(ctx)
	if err != nil {
		p.Log.ErrorContext(ctx, "shop settings not read: mail in the default look", "error", err)
		return toolshop.DefaultShopSettings
	}
	return s
}
