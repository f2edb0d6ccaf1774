package toolshop

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strconv"
)

// A product export of Shopify's imports as it is: a line per variant (a product without
// options has one, "Title: Default Title"), the lines of one product sharing its Handle, its
// own columns on its first, and lines that only add a picture. Its columns are those Shopify
// documents for its product CSV (help.shopify.com, "Using CSV files to import and export
// products").

// shopifyRead are the columns of a Shopify product export the import reads: Vendor is the
// brand, Body (HTML) the description as text, Type the category, Variant Barcode the GTIN,
// the images the pictures. Every other column a line fills it leaves out, and says so.
var shopifyRead = []string{"Handle", "Title", "Body (HTML)", "Vendor", "Type",
	"Option1 Name", "Option1 Value", "Option2 Name", "Option2 Value", "Option3 Name", "Option3 Value",
	"Variant SKU", "Variant Inventory Qty", "Variant Price", "Variant Barcode", "Variant Image",
	"Image Src", "Image Position", "Image Alt Text"}

// shopifyOwn are the columns of a Shopify product's own, read from its first line.
var shopifyOwn = []string{"Title", "Body (HTML)", "Vendor", "Type", "Option1 Name", "Option2 Name", "Option3 Name"}

// IsShopifyHeader tells a Shopify product export by its header.
func IsShopifyHeader(header []string) bool {
	for _, name := range []string{"Handle", "Title", "Body (HTML)", "Variant Price"} {
		if !slices.Contains(header, name) {
			return false
		}
	}
	return true
}

// NewShopifyLine reads the line numbered line of a Shopify product export, its cells under
// the header's names; plainText is the text of the HTML of Body (HTML).
func NewShopifyLine(line int, header, cells []string, plainText func(html string) string) ToolLine {
	cell := func(name string) string {
		if i := slices.Index(header, name); i >= 0 && i < len(cells) {
			return cells[i]
		}
		return ""
	}
	l := ToolLine{Line: line, Handle: cell("Handle"), forms: true, unknownCategory: "Type"}
	for i, name := range header {
		if i < len(cells) && cells[i] != "" && !slices.Contains(shopifyRead, name) {
			l.leftOut = append(l.leftOut, name)
		}
	}
	for _, name := range shopifyOwn {
		if s := cell(name); s != "" {
			l.own = append(l.own, ownCell{name, s})
		}
	}
	c := &l.Changes
	title, description, brand, one := cell("Title"), plainText(cell("Body (HTML)")), cell("Vendor"), 1
	if description == "" {
		description = title // Shopify's body is optional, a tool's description is not
	}
	c.Name, c.Description, c.Category, c.Brand, c.MinOrder = filled(title), filled(description), filled(cell("Type")), &brand, &one
	for i := range MaxOptions {
		n := strconv.Itoa(i + 1)
		l.names[i], l.values[i] = cell("Option"+n+" Name"), cell("Option"+n+" Value")
	}
	if src := cell("Image Src"); src != "" {
		position, err := strconv.Atoi(cell("Image Position"))
		if err != nil || position < 1 {
			position = math.MaxInt // after the numbered ones
		}
		l.picture = &placedPicture{ToolPicture{URL: src, Alt: cell("Image Alt Text")}, position}
	}
	if cell("Variant Price") == "" && cell("Variant SKU") == "" && cell("Option1 Value") == "" {
		return l // a line of pictures
	}
	// A product without options is sold as it is: its one variant's columns are the tool's.
	single := l.names[0] == "Title" && l.values[0] == "Default Title"
	p := &l.variantProblems
	if single {
		l.names[0], l.values[0], p = "", "", &l.problems
	}
	sku, gtin, stock := cell("Variant SKU"), cell("Variant Barcode"), cell("Variant Inventory Qty")
	if gtin != "" && !ValidGTIN(gtin) {
		l.leftOut = append(l.leftOut, fmt.Sprintf("Variant Barcode (%s is no GTIN)", gtin))
		gtin = ""
	}
	// Shopify keeps no stock of a variant it does not track, and a negative one of a variant
	// sold on when out of stock: the shop has none.
	if n, err := strconv.Atoi(stock); stock == "" || err == nil && n < 0 {
		l.leftOut = append(l.leftOut, fmt.Sprintf("Variant Inventory Qty (%s: none in stock)", cmp.Or(stock, "empty")))
		stock = "0"
	}
	v := VariantChanges{SKU: &sku, GTIN: &gtin, Price: parseDollars(p, "price", filled(cell("Variant Price"))),
		AvailableQuantity: parseWhole(p, "availableQuantity", "Variant Inventory Qty", &stock)}
	if single {
		c.SKU, c.GTIN, c.Price, c.AvailableQuantity = v.SKU, v.GTIN, v.Price, v.AvailableQuantity
		return l
	}
	if image := cell("Variant Image"); image != "" {
		v.Pictures = &[]ToolPicture{{URL: image}}
	}
	l.variant = &v
	return l
}

// filled is s, nil when empty.
func filled(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}
