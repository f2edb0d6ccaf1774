// Package feed writes the shopping feed as Google Merchant Center reads it: RSS 2.0 with
// Google's g: namespace, an item at a time, so that a catalogue of any size streams through.
// What each item says is the domain's (toolshop.FeedShop).
package feed

import (
	"encoding/xml"
	"io"
	"time"

	"toolshop"
)

// GoogleNS is the namespace of Google's product data.
const GoogleNS = "http://base.google.com/ns/1.0"

// ContentType is the feed's media type.
const ContentType = "application/rss+xml; charset=utf-8"

// item is a toolshop.FeedItem as XML. The g: prefix is declared once, on <rss>.
type item struct {
	XMLName              xml.Name   `xml:"item"`
	ID                   string     `xml:"g:id"`
	ItemGroupID          string     `xml:"g:item_group_id,omitempty"`
	Title                string     `xml:"g:title"`
	Description          string     `xml:"g:description"`
	Link                 string     `xml:"g:link"`
	ImageLink            string     `xml:"g:image_link"`
	AdditionalImageLinks []string   `xml:"g:additional_image_link"`
	Availability         string     `xml:"g:availability"`
	Price                string     `xml:"g:price"`
	SalePrice            string     `xml:"g:sale_price,omitempty"`
	SalePriceEffective   string     `xml:"g:sale_price_effective_date,omitempty"`
	Brand                string     `xml:"g:brand,omitempty"`
	GTIN                 string     `xml:"g:gtin,omitempty"`
	MPN                  string     `xml:"g:mpn,omitempty"`
	IdentifierExists     string     `xml:"g:identifier_exists,omitempty"`
	Condition            string     `xml:"g:condition"`
	ProductType          string     `xml:"g:product_type,omitempty"`
	Shipping             []shipping `xml:"g:shipping"`
}

type shipping struct {
	Country string `xml:"g:country"`
	Service string `xml:"g:service"`
	Price   string `xml:"g:price"`
}

// Writer writes one feed: Start, then Items as often as there are batches, then End.
type Writer struct {
	enc *xml.Encoder
}

// Start writes the feed's head, its channel describing the shop at link, to w.
func Start(w io.Writer, title, link, description string) (*Writer, error) {
	if _, err := io.WriteString(w, xml.Header); err != nil {
		return nil, err
	}
	enc := xml.NewEncoder(w)
	rss := xml.StartElement{Name: xml.Name{Local: "rss"},
		Attr: []xml.Attr{{Name: xml.Name{Local: "version"}, Value: "2.0"}, {Name: xml.Name{Local: "xmlns:g"}, Value: GoogleNS}}}
	if err := enc.EncodeToken(rss); err != nil {
		return nil, err
	}
	if err := enc.EncodeToken(xml.StartElement{Name: xml.Name{Local: "channel"}}); err != nil {
		return nil, err
	}
	for _, e := range []struct{ name, text string }{{"title", title}, {"link", link}, {"description", description}} {
		if err := enc.EncodeElement(e.text, xml.StartElement{Name: xml.Name{Local: e.name}}); err != nil {
			return nil, err
		}
	}
	return &Writer{enc: enc}, enc.Flush()
}

// Items writes items and sends them on.
func (fw *Writer) Items(items []toolshop.FeedItem) error {
	for _, it := range items {
		x := item{ID: it.ID, ItemGroupID: it.ItemGroupID, Title: it.Title, Description: it.Description, Link: it.Link,
			ImageLink: it.ImageLink, AdditionalImageLinks: it.AdditionalImageLinks, Availability: it.Availability,
			Price: it.Price, SalePrice: it.SalePrice, Brand: it.Brand, GTIN: it.GTIN, MPN: it.MPN, Condition: it.Condition,
			ProductType: it.ProductType}
		if it.SalePrice != "" { // ISO 8601's interval: start/end
			x.SalePriceEffective = it.SaleStart.UTC().Format(time.RFC3339) + "/" + it.SaleEnd.UTC().Format(time.RFC3339)
		}
		if !it.IdentifierExists {
			x.IdentifierExists = "no"
		}
		for _, s := range it.Shipping {
			x.Shipping = append(x.Shipping, shipping(s))
		}
		if err := fw.enc.Encode(x); err != nil {
			return err
		}
	}
	return fw.enc.Flush()
}

// End closes the channel and the feed.
func (fw *Writer) End() error {
	for _, name := range []string{"channel", "rss"} {
		if err := fw.enc.EncodeToken(xml.EndElement{Name: xml.Name{Local: name}}); err != nil {
			return err
		}
	}
	return fw.enc.Flush()
}
