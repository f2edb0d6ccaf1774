package toolshop

import (
	"slices"
	"time"
)

// Deal is the deal of the day: one tool, or one variant of a tool, at a deal price until the
// deal ends.
type Deal struct {
	ToolID    string    `json:"toolId"`
	VariantID string    `json:"variantId,omitempty"`
	Price     Cents     `json:"price"`
	EndsAt    time.Time `json:"endsAt"`
}

// Ends tells whether the deal an admin sets ends the one running: it names no tool.
func (d Deal) Ends() bool { return d.ToolID == "" }

// Validate checks the deal an admin sets: a tool, a price, an end in the future; or none of
// them, which ends the deal (Ends).
func (d Deal) Validate(now time.Time) error {
	if d.Ends() {
		return nil
	}
	var p problems
	if !IsID(d.ToolID) {
		p.add("toolId", "Choose the deal's tool")
	}
	if d.VariantID != "" && !IsID(d.VariantID) {
		p.add("variantId", "Invalid id")
	}
	if d.Price <= 0 || d.Price > MaxAmount {
		p.add("price", "Price must be more than 0")
	}
	if !d.EndsAt.After(now) {
		p.add("endsAt", "The deal must end in the future")
	}
	return p.err()
}

// Running tells whether the deal is on at now.
func (d Deal) Running(now time.Time) bool { return d.ToolID != "" && now.Before(d.EndsAt) }

// Current is the deal as an admin sees it at now: the deal set while it runs, else none (the
// zero Deal, whose ToolID is "").
func (d Deal) Current(now time.Time) Deal {
	if !d.Running(now) {
		return Deal{}
	}
	return d
}

// on tells whether the deal prices the form of the tool toolID that variantID names ("" for
// a tool without variants) at now.
func (d Deal) on(toolID, variantID string, now time.Time) bool {
	return d.Running(now) && toolID == d.ToolID && variantID == d.VariantID
}

// PriceOf is the tool's form (Tool.Form) at its price now: the deal price while the deal
// runs, its own otherwise. Every price a customer is shown or charged goes through it.
func (d Deal) PriceOf(t Tool, now time.Time) Tool {
	if d.on(t.ID, t.VariantID(), now) {
		t.Price = d.Price
	}
	return t
}

// DealOffer is the deal a tool's answers carry while it runs: what PriceOf charges for the
// tool, and until when.
type DealOffer struct {
	Price  Cents     `json:"price"`
	EndsAt time.Time `json:"endsAt"`
	// VariantID is the variant the deal prices, "" for a tool without variants.
	VariantID string `json:"variantId,omitempty"`
}

// Show marks the deal on its tool among tools while it runs, leaving each tool's own price
// beside it. It answers until when the tools shown so hold: the deal's end when one of them
// is its tool, the zero time when none is (a deal set later changes the catalogue).
func (d Deal) Show(tools []Tool, now time.Time) (until time.Time) {
	if !d.Running(now) {
		return until
	}
	offer := &DealOffer{Price: d.Price, EndsAt: d.EndsAt, VariantID: d.VariantID}
	for i, t := range tools {
		if t.ID != d.ToolID {
			continue
		}
		form, err := t.Form(d.VariantID)
		if err != nil { // a variant since removed
			continue
		}
		if form.Variant != nil {
			tools[i].Variants = slices.Clone(t.Variants)
			for j := range tools[i].Variants {
				if tools[i].Variants[j].ID == d.VariantID {
					tools[i].Variants[j].Deal = offer
				}
			}
		}
		tools[i].Deal, until = offer, d.EndsAt
	}
	return until
}
