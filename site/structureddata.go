package site

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
	Context         string           `json:"@context"`
	Type            string           `json:"@type"`
	Name            string           `json:"name"`
	Image           []string         `json:"image,omitempty"`
	Description     string           `json:"description"`
	URL             string           `json:"url"`
	SKU             string           `json:"sku,omitempty"`
	Brand           *brandData       `json:"brand,omitempty"`
	Offers          offerData        `json:"offers"`
	AggregateRating *aggregateRating `json:"aggregateRating,omitempty"`
}

type brandData struct {
	Type string `json:"@type"`
	Name string `json:"name"`
}

// aggregateRating is the average of a tool's shown reviews, told only when it has some.
type aggregateRating struct {
	Type        string  `json:"@type"`
	RatingValue float64 `json:"ratingValue"`
	ReviewCount int     `json:"reviewCount"`
	BestRating  int     `json:"bestRating"`
	WorstRating int     `json:"worstRating"`
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

// productOf describes t, as its answers show it, at its page's absolute url with its pictures'
// absolute links, at now.
func productOf(t toolshop.Tool, url string, images []string, now time.Time) productData {
	p := productData{
		Context: "https://schema.org", Type: "Product", Name: t.Name, Description: t.Description, URL: url,
		Image: images, SKU: t.SKU,
		Offers: offerData{Type: "Offer", URL: url, Price: t.PriceNow(now).Dollars(), PriceCurrency: "USD",
			Availability: schemaInStock},
	}
	if t.Brand != "" {
		p.Brand = &brandData{Type: "Brand", Name: t.Brand}
	}
	if t.Rating.Count > 0 {
		p.AggregateRating = &aggregateRating{Type: "AggregateRating", RatingValue: t.Rating.Average, ReviewCount: t.Rating.Count,
			BestRating: 5, WorstRating: 1}
	}
	if t.Deal != nil && now.Before(t.Deal.EndsAt) {
		p.Offers.PriceValidUntil = t.Deal.EndsAt.UTC().Format(time.DateOnly)
	}
	if t.SoldOut() {
		p.Offers.Availability = schemaOutOfStock
	}
	return p
}
