package mail

import "toolshop"

// orderBlocks are what an order mail shows of the order: its lines, the parts of its total,
// and its delivery when it has one.
func orderBlocks(o toolshop.Order) []Block {
	blocks := []Block{{Lines: o.Lines}, {Rows: amounts(o)}}
	if d := delivery(o); len(d) > 0 {
		blocks = append(blocks, Block{Rows: d})
	}
	return blocks
}

// amounts are the parts of an order's total (Order.Parts), its total in bold.
func amounts(o toolshop.Order) []Row {
	var rows []Row
	for _, p := range o.Parts() {
		row := money(p.Label, p.Amount)
		row.Strong = p.Kind == toolshop.PartTotal
		rows = append(rows, row)
	}
	return rows
}

// delivery is where and how an order travels: its address and its shipping method, those
// it has, or for a pickup where and when it waits.
func delivery(o toolshop.Order) []Row {
	var rows []Row
	if o.Address != "" && o.Pickup == nil {
		rows = append(rows, Row{Label: "Deliver to", Value: o.Address})
	}
	if o.ShippingMethod != "" {
		rows = append(rows, Row{Label: "Delivery", Value: o.ShippingMethod})
	}
	return append(rows, pickupPlace(o)...)
}

// pickupPlace is where and when a pickup order waits, those the shop said; nothing for an
// order delivered.
func pickupPlace(o toolshop.Order) []Row {
	var rows []Row
	if o.Pickup != nil && o.Pickup.Address != "" {
		rows = append(rows, Row{Label: "Pick up at", Value: o.Pickup.Address})
	}
	if o.Pickup != nil && o.Pickup.Hours != "" {
		rows = append(rows, Row{Label: "Opening hours", Value: o.Pickup.Hours})
	}
	return rows
}
