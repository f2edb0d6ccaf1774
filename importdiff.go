package toolshop

import (
	"maps"
	"slices"
	"strconv"
	"strings"
)

// FieldChange is a field an import changes, with its value before and after, as the pages
// write them ($12.50, 20). A variant's is the field "variants", the variant written whole
// (variantText), before it was added or after it was removed "".
type FieldChange struct {
	Field string `json:"field"`
	From  string `json:"from"`
	To    string `json:"to"`
}

// toolDifference is the changes that make before into after, and each field they change. A
// tool with variants takes its price, stock, SKU, GTIN and MPN from them: only a tool without
// variants has its own changed, and one that loses its variants has them all set.
func toolDifference(before, after Tool) (ToolChanges, []FieldChange) {
	var c ToolChanges
	var changes []FieldChange
	set := func(name, from, to string, field func()) {
		if from != to {
			field()
			changes = append(changes, FieldChange{Field: name, From: from, To: to})
		}
	}
	set("name", before.Name, after.Name, func() { c.Name = &after.Name })
	set("description", before.Description, after.Description, func() { c.Description = &after.Description })
	if len(after.Variants) == 0 {
		set("price", before.Price.String(), after.Price.String(), func() { c.Price = &after.Price })
		set("minOrder", strconv.Itoa(before.MinOrder), strconv.Itoa(after.MinOrder), func() { c.MinOrder = &after.MinOrder })
		if len(after.Parts) == 0 { // a kit's stock is what its parts allow
			set("availableQuantity", strconv.Itoa(before.AvailableQuantity), strconv.Itoa(after.AvailableQuantity),
				func() { c.AvailableQuantity = &after.AvailableQuantity })
		}
		if len(before.Variants) > 0 { // its own price and stock, where its variants' were
			c.Price, c.AvailableQuantity = &after.Price, &after.AvailableQuantity
		}
	}
	set("image", before.Image, after.Image, func() { c.Image = &after.Image })
	set("category", before.Category, after.Category, func() { c.Category = &after.Category })
	if !slices.Equal(before.Pictures, after.Pictures) {
		c.Pictures = &after.Pictures
		changes = append(changes, FieldChange{Field: "pictures", From: pictureLinks(before.Pictures), To: pictureLinks(after.Pictures)})
	}
	set("brand", before.Brand, after.Brand, func() { c.Brand = &after.Brand })
	if len(after.Variants) == 0 {
		set("sku", before.SKU, after.SKU, func() { c.SKU = &after.SKU })
	}
	set("specs", specsCell(before.Specs), specsCell(after.Specs), func() { c.Specs = &after.Specs })
	if len(after.Variants) == 0 {
		set("gtin", before.GTIN, after.GTIN, func() { c.GTIN = &after.GTIN })
		set("mpn", before.MPN, after.MPN, func() { c.MPN = &after.MPN })
	}
	set("options", optionsText(before.Options), optionsText(after.Options), func() { c.Options = &after.Options })
	if variants, diffs := variantsDifference(before.Variants, after.Variants); len(diffs) > 0 {
		c.Variants = &variants
		changes = append(changes, diffs...)
	}
	return c, changes
}

// variantsDifference is the variants' changes that make before into after: after's variants,
// each with the fields that differ from the variant of its id (all of them for a new one),
// and a FieldChange of each added, changed or removed.
func variantsDifference(before, after []Variant) ([]VariantChanges, []FieldChange) {
	variants := make([]VariantChanges, len(after))
	var diffs []FieldChange
	kept := map[string]bool{}
	for i, v := range after {
		c := &variants[i]
		b := Variant{Pictures: []ToolPicture{}, Parts: []KitPart{}}
		if at := slices.IndexFunc(before, func(b Variant) bool { return b.ID == v.ID }); v.ID != "" && at >= 0 {
			b, c.ID, kept[v.ID] = before[at], v.ID, true
		} else {
			b.AvailableQuantity, b.MinOrder = -1, 0 // a new variant sets them all
		}
		if !maps.Equal(b.Options, v.Options) {
			c.Options = v.Options
		}
		if b.SKU != v.SKU {
			c.SKU = &v.SKU
		}
		if b.GTIN != v.GTIN {
			c.GTIN = &v.GTIN
		}
		if b.MPN != v.MPN {
			c.MPN = &v.MPN
		}
		if b.Price != v.Price {
			c.Price = &v.Price
		}
		if b.AvailableQuantity != v.AvailableQuantity && len(v.Parts) == 0 { // a kit's stock is what its parts allow
			c.AvailableQuantity = &v.AvailableQuantity
		}
		if b.MinOrder != v.MinOrder {
			c.MinOrder = &v.MinOrder
		}
		if !slices.Equal(b.Pictures, v.Pictures) {
			c.Pictures = &v.Pictures
		}
		if c.Options != nil || c.SKU != nil || c.GTIN != nil || c.MPN != nil || c.Price != nil || c.AvailableQuantity != nil ||
			c.MinOrder != nil || c.Pictures != nil {
			from := ""
			if c.ID != "" {
				from = variantText(b)
			}
			diffs = append(diffs, FieldChange{Field: "variants", From: from, To: variantText(v)})
		}
	}
	for _, b := range before {
		if !kept[b.ID] {
			diffs = append(diffs, FieldChange{Field: "variants", From: variantText(b)})
		}
	}
	return variants, diffs
}

// variantText writes a variant as a preview shows it: "18V · Bare tool: $129.00, 12 in
// stock, SKU DCD-18-B, GTIN 00012345600012".
func variantText(v Variant) string {
	parts := []string{v.Price.String(), strconv.Itoa(v.AvailableQuantity) + " in stock"}
	if v.MinOrder > 1 {
		parts = append(parts, "at least "+strconv.Itoa(v.MinOrder))
	}
	if v.SKU != "" {
		parts = append(parts, "SKU "+v.SKU)
	}
	if v.GTIN != "" {
		parts = append(parts, "GTIN "+v.GTIN)
	}
	if v.MPN != "" {
		parts = append(parts, "MPN "+v.MPN)
	}
	if len(v.Pictures) > 0 {
		parts = append(parts, pictureLinks(v.Pictures))
	}
	return v.Name + ": " + strings.Join(parts, ", ")
}

// optionsText writes options as "Voltage: 12V, 18V; Kit: Bare tool, 2 × 2.0Ah".
func optionsText(options []Option) string {
	texts := make([]string, len(options))
	for i, o := range options {
		texts[i] = o.Name + ": " + strings.Join(o.Values, ", ")
	}
	return strings.Join(texts, "; ")
}
