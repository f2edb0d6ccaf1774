package toolshop

import (
	"strconv"
)

// Kits: a variant (or a tool without variants) sold as other tools together, a drill with
// two batteries and a charger. A kit keeps no stock of its own: selling one takes its parts
// from theirs, and it has in stock what they allow (KitStock).

// Limits of a kit.
const (
	MaxKitParts     = 20
	maxPartQuantity = 1000
)

// KitPart is a tool, or a tool's variant, that one unit of a kit takes from stock.
type KitPart struct {
	ToolID    string `json:"toolId"`
	VariantID string `json:"variantId,omitempty"`
	Quantity  int    `json:"quantity"`
	// Name is the part as the shop names it, "18V drill · Bare tool": shown, never stored.
	Name string `json:"name,omitempty"`
}

// Errors of kits the store finds.
var (
	ErrPartIsKit    = Errorf(EINVALID, "A kit's part cannot be a kit")
	ErrPartNotFound = Errorf(EINVALID, "No such tool")
	ErrKitIsPart    = Errorf(EINVALID, "This is a part of another kit: a kit's part cannot be a kit")
	ErrPartOfKit    = Errorf(ECONFLICT, "This tool is a part of a kit: take it out of the kit first")
)

// checkParts checks a kit's parts (none: not a kit): 1 to 20, each a tool once.
func checkParts(p *problems, field string, parts []KitPart) {
	if len(parts) > MaxKitParts {
		p.add(field, "A kit has at most 20 parts")
		return
	}
	seen := map[string]bool{}
	for i, part := range parts {
		f := field + "." + strconv.Itoa(i) + "."
		switch {
		case !IsID(part.ToolID):
			p.add(f+"toolId", "Invalid id")
		case part.VariantID != "" && !IsID(part.VariantID):
			p.add(f+"variantId", "Invalid id")
		case seen[LineKey(part.ToolID, part.VariantID)]:
			p.add(f+"toolId", "Name each part once")
		}
		seen[LineKey(part.ToolID, part.VariantID)] = true
		if part.Quantity < 1 || part.Quantity > maxPartQuantity {
			p.add(f+"quantity", "Quantity must be between 1 and 1,000")
		}
	}
}

// checkNotItsOwnPart refuses a kit (the tool's variant, or the tool without one) among its
// own parts.
func checkNotItsOwnPart(p *problems, field, toolID, variantID string, parts []KitPart) {
	for i, part := range parts {
		if toolID != "" && part.ToolID == toolID && part.VariantID == variantID {
			p.add(field+"."+strconv.Itoa(i)+".toolId", "A kit cannot be its own part")
		}
	}
}

// KitStock is how many kits the parts allow: the least, over the parts, of the part's stock
// divided by its quantity. stock answers a part's stock.
func KitStock(parts []KitPart, stock func(KitPart) int) int {
	n := MaxStock
	for _, part := range parts {
		n = min(n, max(stock(part), 0)/part.Quantity)
	}
	return n
}
