package httpapi

import (
	"time"

	"toolshop"
)

// Availabilities of schema.org, as search engines read an offer's stock.
const (
	schemaInStock    = "https://schema.org/InStock"
	schemaOutOfStock = "https://schema.org/OutOfStock"
)

// productData is a tool's JSON-LD, a schema.org Product with its Offer: what search engines
// show as its price and stock. It is the one place the shop describes a tool to them; more
// of a tool (a brand, a sku, more pictures, an aggregateRating) is one more field here.
type productData struct {
	Context     string    `json:"@context"`
	Type        string    `json:"@type"`
	Name        string    `json:"name"`
	Image       []string  `json:"image,omitempty"`
	Description string    `json:"description"`
	URL         string    `json:"url"`
	Offers      offerData `json:"offers"`
}

// offerData is the Offer of a productData: the price an order is charged now, in dollars.
type offerData struct {
	Type          string `json:"@type"`
	URL           string `json:"url"`
	Price         string `json:"price"`
	PriceCurrency string `json:"priceCurrency"`
	// PriceValidUntil is the day a running deal ends, after which the price is the tool's own.
	PriceValidUntil string `json:"priceValidUntil,omitempty"`
	Availability    string `json:"availability"`
}

// productOf describes t, as its answers show it, at its page's absolute url with its picture's
// absolute image ("" for none), at now.
func productOf(t toolshop.Tool, url, image string, now time.Time) productData {
	p := productData{
		Context: "https://schema.org", Type: "Product", Name: t.Name, Description: t.Description, URL: url,
		Offers: offerData{Type: "Offer", URL: url, Price: t.PriceNow(now).Dollars(), PriceCurrency: "USD",
			Availability: schemaInStock},
	}
	if image != "" {
		p.Image = []string{image}
	}
	if t.Deal != nil && now.Before(t.Deal.EndsAt) {
		p.Offers.PriceValidUntil = t.Deal.EndsAt.UTC().Format(time.DateOnly)
	}
	if t.SoldOut() {
		p.Offers.Availability = schemaOutOfStock
	}
	return p
}
