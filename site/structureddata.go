package site

import (
	"strings"
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
// of a tool (a brand, a sku, more pictures, an aggregateRating) is one more field here. A
// variant of a tool is one too, inside its tool's productGroupData.
type productData struct {
	Context         string           `json:"@context,omitempty"`
	Type            string           `json:"@type"`
	Name            string           `json:"name"`
	Image           []string         `json:"image,omitempty"`
	Description     string           `json:"description,omitempty"`
	URL             string           `json:"url,omitempty"`
	SKU             string           `json:"sku,omitempty"`
	GTIN            string           `json:"gtin,omitempty"`
	Brand           *brandData       `json:"brand,omitempty"`
	Offers          offerData        `json:"offers"`
	AggregateRating *aggregateRating `json:"aggregateRating,omitempty"`
	// A variant's values of the options that are schema.org properties (variesBy), and of the
	// others as additional properties.
	Size               string          `json:"size,omitempty"`
	Color              string          `json:"color,omitempty"`
	Material           string          `json:"material,omitempty"`
	Pattern            string          `json:"pattern,omitempty"`
	AdditionalProperty []propertyValue `json:"additionalProperty,omitempty"`
}

// productGroupData is the JSON-LD of a tool with variants, as Google reads product variants
// (developers.google.com/search/docs/appearance/structured-data/product-variants): a
// ProductGroup of what its variants share, the properties they vary by, and each variant a
// Product with its own offer at the address of the page that shows it.
type productGroupData struct {
	Context         string           `json:"@context"`
	Type            string           `json:"@type"`
	ProductGroupID  string           `json:"productGroupID"`
	Name            string           `json:"name"`
	Image           []string         `json:"image,omitempty"`
	Description     string           `json:"description"`
	URL             string           `json:"url"`
	Brand           *brandData       `json:"brand,omitempty"`
	VariesBy        []string         `json:"variesBy,omitempty"`
	HasVariant      []productData    `json:"hasVariant"`
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

// propertyValue is a value of a property schema.org has no term for ("Voltage": "18V").
type propertyValue struct {
	Type  string `json:"@type"`
	Name  string `json:"name"`
	Value string `json:"value"`
}

// structuredDataOf is t's JSON-LD on its page, whose links are absolute on base: a Product, or
// for a tool with variants a ProductGroup of them; the same whichever variant the page shows.
func structuredDataOf(t toolshop.Tool, base string, now time.Time) any {
	address := base + t.PagePath()
	if len(t.Variants) == 0 {
		p := productOf(t, address, absoluteImages(base, t.Pictures), now)
		p.Context = "https://schema.org"
		return p
	}
	g := productGroupData{
		Context: "https://schema.org", Type: "ProductGroup", ProductGroupID: t.ID, Name: t.Name,
		Image: absoluteImages(base, t.Pictures), Description: t.Description, URL: address, Brand: brandOf(t),
		AggregateRating: ratingOf(t),
	}
	properties := variesBy(t.Options)
	for _, o := range t.Options {
		if property := properties[o.Name]; property != "" {
			g.VariesBy = append(g.VariesBy, "https://schema.org/"+property)
		}
	}
	for _, v := range t.Variants {
		form, err := t.Form(v.ID)
		if err != nil {
			continue
		}
		p := productOf(form, base+variantPath(t, v.ID), absoluteImages(base, form.Pictures), now)
		p.Name, p.URL, p.Description, p.Brand, p.AggregateRating = form.FormName(), "", "", nil, nil
		for _, o := range t.Options {
			p.setOption(properties[o.Name], o.Name, v.Options[o.Name])
		}
		g.HasVariant = append(g.HasVariant, p)
	}
	return g
}

// variesBy is the schema.org property each option is, by the option's name, of those Google
// reads a product group varying by (size, color, material, pattern; the others are people's
// age and gender), each for one option; "" for any other, whose values a variant tells as
// additional properties. Google takes no other property in variesBy.
func variesBy(options []toolshop.Option) map[string]string {
	properties, taken := map[string]string{}, map[string]bool{}
	for _, o := range options {
		property := strings.ToLower(o.Name)
		if property == "colour" {
			property = "color"
		}
		switch property {
		case "size", "color", "material", "pattern":
			if !taken[property] {
				properties[o.Name], taken[property] = property, true
			}
		}
	}
	return properties
}

// setOption tells the variant's value of the option of that name, the schema.org property
// (variesBy) or "".
func (p *productData) setOption(property, name, value string) {
	switch property {
	case "size":
		p.Size = value
	case "color":
		p.Color = value
	case "material":
		p.Material = value
	case "pattern":
		p.Pattern = value
	default:
		p.AdditionalProperty = append(p.AdditionalProperty, propertyValue{Type: "PropertyValue", Name: name, Value: value})
	}
}

// productOf describes t, as its answers show it, at its page's absolute url with its pictures'
// absolute links, at now.
func productOf(t toolshop.Tool, url string, images []string, now time.Time) productData {
	p := productData{
		Type: "Product", Name: t.Name, Description: t.Description, URL: url,
		Image: images, SKU: t.SKU, GTIN: t.GTIN, Brand: brandOf(t), AggregateRating: ratingOf(t),
		Offers: offerData{Type: "Offer", URL: url, Price: t.PriceNow(now).Dollars(), PriceCurrency: "USD",
			Availability: schemaInStock},
	}
	if t.DealLeft(now) > 0 {
		p.Offers.PriceValidUntil = t.Deal.EndsAt.UTC().Format(time.DateOnly)
	}
	if t.SoldOut() {
		p.Offers.Availability = schemaOutOfStock
	}
	return p
}

func brandOf(t toolshop.Tool) *brandData {
	if t.Brand == "" {
		return nil
	}
	return &brandData{Type: "Brand", Name: t.Brand}
}

func ratingOf(t toolshop.Tool) *aggregateRating {
	if t.Rating.Count == 0 {
		return nil
	}
	return &aggregateRating{Type: "AggregateRating", RatingValue: t.Rating.Average, ReviewCount: t.Rating.Count,
		BestRating: 5, WorstRating: 1}
}

// itemListData is a list of pages as schema.org describes it: a category page's tools, each
// at its place in the category and its page's address.
type itemListData struct {
	Context string         `json:"@context"`
	Type    string         `json:"@type"`
	Name    string         `json:"name,omitempty"`
	Items   []listItemData `json:"itemListElement"`
}

// listItemData is a place in a list: a page's address (URL), or a breadcrumb's named address
// (Name, Item).
type listItemData struct {
	Type     string `json:"@type"`
	Position int    `json:"position"`
	URL      string `json:"url,omitempty"`
	Name     string `json:"name,omitempty"`
	Item     string `json:"item,omitempty"`
}

// categoryDataOf is a category page's JSON-LD, absolute on base: an ItemList of the tools its
// cards show, numbered from offset in the category, and the BreadcrumbList Home › category.
func categoryDataOf(c toolshop.Category, cards []cardView, offset int, base string) []itemListData {
	tools := itemListData{Context: "https://schema.org", Type: "ItemList", Name: c.Name, Items: make([]listItemData, len(cards))}
	for i, card := range cards {
		tools.Items[i] = listItemData{Type: "ListItem", Position: offset + i + 1, URL: base + card.Href}
	}
	crumbs := itemListData{Context: "https://schema.org", Type: "BreadcrumbList", Items: []listItemData{
		{Type: "ListItem", Position: 1, Name: "Home", Item: base + "/"},
		{Type: "ListItem", Position: 2, Name: c.Name, Item: base + toolshop.CategoryPath(c.Slug)},
	}}
	return []itemListData{tools, crumbs}
}
