package toolshop

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"strings"
	"time"
	"unicode/utf8"
)

// The shopping feed (GET /feeds/google.xml): what Google Merchant Center is told of each form
// the shop sells, after Google's product data specification. This file decides what an item
// says; package feed writes it as XML.

// Google's limits and words of the product data specification.
const (
	feedMaxTitle            = 150
	feedMaxDescription      = 5000
	feedMaxAdditionalImages = 10
	FeedInStock             = "in_stock"
	FeedOutOfStock          = "out_of_stock"
)

// FeedItem is one product of the feed: a variant, or a tool without variants.
type FeedItem struct {
	ID string
	// ItemGroupID is the tool's id for a variant, "" for a tool without variants.
	ItemGroupID string
	Title       string
	Description string
	// Link and ImageLink are absolute; AdditionalImageLinks the form's other pictures'.
	Link                 string
	ImageLink            string
	AdditionalImageLinks []string
	Availability         string
	// Price is the form's own ("129.00 USD"); SalePrice the deal's while it runs, from
	// SaleStart to SaleEnd, "" otherwise.
	Price              string
	SalePrice          string
	SaleStart, SaleEnd time.Time
	Brand, GTIN, MPN   string
	// IdentifierExists is false when the form has neither a GTIN nor a brand with an MPN:
	// Google then asks for identifier_exists "no".
	IdentifierExists bool
	// Condition is "new": the shop sells nothing used.
	Condition string
	// ProductType is the category's name, "" for none.
	ProductType string
	Shipping    []FeedShipping
}

// FeedShipping is what a delivery method charges to bring one unit of an item to a country.
type FeedShipping struct {
	Country, Service, Price string
}

// FeedState is what the feed says beside the tools, read together: whether it is on and the
// shop's name (Settings), the deal, the shipping methods, the categories' names by slug, and
// what tells the catalogue and its stock apart from before (Version, Stock).
type FeedState struct {
	Settings   ShopSettings
	Deal       Deal
	Methods    []ShippingMethod
	Categories map[string]string
	// Version is the catalogue's version; Stock sums up every stock, which orders move
	// without changing the catalogue's version.
	Version string
	Stock   int64
}

// ErrFeedOff answers GET /feeds/google.xml while the shop's feed is off.
var ErrFeedOff = Errorf(ENOTFOUND, "The shopping feed is off")

// Tag is the feed's entity tag at now: it changes whenever any item would, the deal's start
// and end included.
func (s FeedState) Tag(now time.Time) string {
	hash := sha256.New()
	// Marshalling these plain values cannot fail.
	state, _ := json.Marshal(struct {
		FeedState
		Deal Deal
	}{s, s.Deal.Current(now)})
	hash.Write(state)
	return `"` + base64.RawURLEncoding.EncodeToString(hash.Sum(nil)[:18]) + `"`
}

// FeedModified is when the feed of tag was first seen, given the one last seen (lastTag at
// last): now for a new tag, so that If-Modified-Since holds across servers, and at least a
// second after the last, which HTTP's dates count in.
func FeedModified(tag, lastTag string, last, now time.Time) time.Time {
	if tag == lastTag && !last.IsZero() {
		return last
	}
	at := now.UTC().Truncate(time.Second)
	if !last.IsZero() && !at.After(last) {
		at = last.Add(time.Second)
	}
	return at
}

// FeedShop is what every item of one feed shares: the shop's public address, its state and
// the time the feed is written for (Since: when this feed was first seen, a deal's start).
type FeedShop struct {
	BaseURL string
	State   FeedState
	Now     time.Time
	Since   time.Time
}

// Items are the feed's items of t, as the store reads it: one per variant, or the tool's own.
func (f FeedShop) Items(t Tool) []FeedItem {
	tools := []Tool{t}
	f.State.Deal.Show(tools, f.Now)
	t = tools[0]
	if len(t.Variants) == 0 {
		return []FeedItem{f.item(t)}
	}
	items := make([]FeedItem, 0, len(t.Variants))
	for _, v := range t.Variants {
		if form, err := t.Form(v.ID); err == nil {
			items = append(items, f.item(form))
		}
	}
	return items
}

// item is the feed's item of one form of a tool.
func (f FeedShop) item(form Tool) FeedItem {
	link := f.BaseURL + form.PagePath()
	it := FeedItem{ID: form.ID, Title: cut(form.FormName(), feedMaxTitle),
		Description: cut(form.Description, feedMaxDescription), Availability: FeedInStock,
		Price: f.price(form.Price), Condition: "new", Brand: form.Brand, GTIN: form.GTIN, MPN: form.MPN,
		IdentifierExists: form.GTIN != "" || form.Brand != "" && form.MPN != "",
		ProductType:      f.State.Categories[form.Category]}
	if form.Variant != nil {
		it.ID, it.ItemGroupID = form.Variant.ID, form.ID
		link += "?variant=" + form.Variant.ID
	}
	it.Link = link
	for i, p := range form.Pictures {
		switch {
		case i == 0:
			it.ImageLink = f.absolute(p.URL)
		case len(it.AdditionalImageLinks) < feedMaxAdditionalImages:
			it.AdditionalImageLinks = append(it.AdditionalImageLinks, f.absolute(p.URL))
		}
	}
	if form.SoldOut() {
		it.Availability = FeedOutOfStock
	}
	now := form.PriceNow(f.Now)
	if form.DealLeft(f.Now) > 0 {
		it.SalePrice, it.SaleStart, it.SaleEnd = f.price(now), f.Since, form.Deal.EndsAt
	}
	for _, m := range f.State.Methods {
		if m.Pickup {
			continue // Google's shipping is a delivery; a pickup is no price to a country
		}
		// Checkout prices shipping by the order's subtotal (a method may be free over an
		// amount): the feed tells what an order of one unit of this form at its price now pays.
		price := f.price(m.priceFor(now))
		for _, country := range m.Countries {
			it.Shipping = append(it.Shipping, FeedShipping{Country: country, Service: m.Name, Price: price})
		}
	}
	return it
}

// price writes an amount as Google reads one: "129.00 USD".
func (FeedShop) price(c Cents) string { return c.Dollars() + " " + strings.ToUpper(Currency) }

// absolute is a picture's link as one from outside the shop follows it.
func (f FeedShop) absolute(link string) string {
	if strings.HasPrefix(link, "/") {
		return f.BaseURL + link
	}
	return link
}

// cut is s cut to at most n characters.
func cut(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n])
}

// FeedDescription is what the feed says of itself.
func (s FeedState) FeedDescription() string {
	return "The tools " + s.Settings.DisplayName + " sells"
}
