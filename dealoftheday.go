package toolshop

import "time"

// The spec's deal of the day, the home page's while no deal set runs in a shop that sells its
// tool (the demo's): its tool, the price it shows ('Price : $550', the tool's own in the demo)
// and how long its countdown runs from each page load (about 10,000,000 ms, so it starts again
// at every visit).
const (
	SpecDealTool        = "UNIVERSAL WRENCH 9/32MM"
	SpecDealPrice Cents = 55000
	SpecDealLasts       = 10_000_000 * time.Millisecond
)

// DealOfTheDay is the deal the home page shows: the tool's id, name and picture, the price
// shown and when the deal ends.
// The page shows the time left until EndsAt and asks again then; it decides nothing.
type DealOfTheDay struct {
	ToolID string `json:"toolId"`
	// VariantID is the variant the deal prices, "" for a tool without variants.
	VariantID string    `json:"variantId,omitempty"`
	Name      string    `json:"name"`
	Image     string    `json:"image,omitempty"`
	Price     Cents     `json:"price"`
	EndsAt    time.Time `json:"endsAt"`
}

// Today is the deal of the day at now, and whether the home page shows one: the deal set,
// while it runs and its tool (chosen; nil when the shop no longer has it) is there to buy;
// else the spec's deal, when the shop sells the tool named SpecDealTool (the demo's catalogue
// does), found among named (the tools a search for that name found), at SpecDealPrice, ending
// SpecDealLasts after now; else none.
func (d Deal) Today(chosen *Tool, named []Tool, now time.Time) (DealOfTheDay, bool) {
	if d.Running(now) && chosen != nil && chosen.ID == d.ToolID {
		if form, err := chosen.Form(d.VariantID); err == nil {
			return DealOfTheDay{ToolID: form.ID, VariantID: form.VariantID(), Name: form.FormName(), Image: form.Image, Price: d.Price, EndsAt: d.EndsAt}, true
		}
	}
	for _, t := range named {
		if t.Name == SpecDealTool {
			return DealOfTheDay{ToolID: t.ID, Name: SpecDealTool, Image: t.Image, Price: SpecDealPrice, EndsAt: now.Add(SpecDealLasts)}, true
		}
	}
	return DealOfTheDay{}, false
}
