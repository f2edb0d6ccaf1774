package toolshop

import (
	"cmp"
	"slices"
	"strconv"
	"strings"
)

// OrderLine is one tool an order bought, priced when the order was placed: its price never
// changes after, whatever becomes of the tool.
type OrderLine struct {
	ToolID   string `json:"toolId"`
	ToolName string `json:"toolsName"`
	// VariantID, VariantName and SKU are the form bought, as it was named then; empty for a
	// tool without them.
	VariantID   string `json:"variantId,omitempty"`
	VariantName string `json:"variantName,omitempty"`
	SKU         string `json:"sku,omitempty"`
	UnitPrice   Cents  `json:"unitPrice"`
	Quantity    int    `json:"quantity"`
	Total       Cents  `json:"price"`
	// Discount and Tax are the line's shares of the order's discount and tax.
	Discount Cents `json:"discount"`
	Tax      Cents `json:"tax"`
	// Refunded is how many of the line's units have been refunded.
	Refunded int `json:"refundedQuantity"`
	// Image is the tool's picture as the catalogue shows it now, read with the order; empty
	// once the tool is deleted (its line then links nowhere). Never stored with the order.
	Image string `json:"image,omitempty"`
	// Parts are a kit's parts as they were when the order was placed: what its units took
	// from stock, and give back.
	Parts []KitPart `json:"parts,omitempty"`
}

// Key names the line (LineKey).
func (l OrderLine) Key() string { return LineKey(l.ToolID, l.VariantID) }

// Label names the line as every mail, invoice and credit note shows it: its tool, then its
// variant ("Cordless drill — 18V · 2 × 2.0Ah").
func (l OrderLine) Label() string { return NameWithVariant(l.ToolName, l.VariantName) }

// SKULabel is the line's SKU as the documents print it under its label ("SKU VM-1234"), ""
// for a line without one.
func (l OrderLine) SKULabel() string { return skuLabel(l.SKU) }

// NameWithVariant names a tool in a variant as every mail, document and list of the shop
// does, "Cordless drill — 18V · 2 × 2.0Ah"; the tool's name alone for a tool without variants.
func NameWithVariant(tool, variant string) string {
	if variant == "" {
		return tool
	}
	return tool + " — " + variant
}

func skuLabel(sku string) string {
	if sku == "" {
		return ""
	}
	return "SKU " + sku
}

// Item is a quantity of a tool someone asks for.
type Item struct {
	Tool     Tool
	Quantity int
}

// StockMove is a number of units of one tool, or of one variant of a tool, taken from its
// stock or given back to it.
type StockMove struct {
	ToolID    string
	VariantID string
	Units     int
}

// stockOf adds up the units of each tool and variant of the lines, a kit's as its parts': the
// stock an order takes or gives back, moved in one order (by tool, then variant) so that two
// transactions moving the same stock never wait on each other in a circle.
func stockOf(lines []OrderLine, units func(OrderLine) int) []StockMove {
	type unit struct{ tool, variant string }
	byUnit := map[unit]int{}
	for _, l := range lines {
		n := units(l)
		if n <= 0 || l.ToolID == "" {
			continue
		}
		if len(l.Parts) == 0 {
			byUnit[unit{l.ToolID, l.VariantID}] += n
		}
		for _, part := range l.Parts {
			byUnit[unit{part.ToolID, part.VariantID}] += n * part.Quantity
		}
	}
	moves := make([]StockMove, 0, len(byUnit))
	for u, n := range byUnit {
		moves = append(moves, StockMove{ToolID: u.tool, VariantID: u.variant, Units: n})
	}
	slices.SortFunc(moves, func(a, b StockMove) int {
		return cmp.Or(strings.Compare(a.ToolID, b.ToolID), strings.Compare(a.VariantID, b.VariantID))
	})
	return moves
}

// Stock is what the order takes from the stock when it is placed.
func (o Order) Stock() []StockMove {
	return stockOf(o.Lines, func(l OrderLine) int { return l.Quantity })
}

// summarize fills the spec's fields of an order from its lines: a one-line order's tool,
// quantity and unit price as they always were; several lines as a summary a person reads,
// the names of the tools and the units in all.
func (o *Order) summarize() {
	o.Quantity = 0
	for _, l := range o.Lines {
		o.Quantity += l.Quantity
	}
	if len(o.Lines) == 1 {
		o.ToolID, o.ToolName, o.UnitPrice = o.Lines[0].ToolID, o.Lines[0].ToolName, o.Lines[0].UnitPrice
		return
	}
	name := func(i int) string { return o.Lines[i].ToolName }
	switch n := len(o.Lines); n {
	case 2:
		o.ToolName = name(0) + " and " + name(1)
	case 3:
		o.ToolName = name(0) + ", " + name(1) + " and " + name(2)
	default:
		o.ToolName = name(0) + ", " + name(1) + " and " + strconv.Itoa(n-2) + " more"
	}
}

// paid is what the customer paid for the line: its total less its share of the discount,
// and its tax unless the price held it.
func (l OrderLine) paid(taxIncluded bool) Cents {
	if taxIncluded {
		return l.Total - l.Discount
	}
	return l.Total - l.Discount + l.Tax
}

// refundAmount is what refunding n more of the line's units pays back: their share of what
// was paid for the line, its frozen shares never split again.
func (l OrderLine) refundAmount(n int, taxIncluded bool) Cents {
	return l.unitsShare(l.paid(taxIncluded), l.Refunded, n)
}

// unitsShare is the part of an amount of the line that n of its units carry once before
// units have had theirs, counted so that the parts of every unit, taken in any number of
// steps, add up to the amount exactly.
func (l OrderLine) unitsShare(amount Cents, before, n int) Cents {
	q := Cents(l.Quantity)
	return amount*Cents(before+n)/q - amount*Cents(before)/q
}
