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

// amounts are the parts of an order's total, those it has.
func amounts(o toolshop.Order) []Row {
	rows := []Row{{Label: "Subtotal", Value: o.Subtotal.String()}}
	if o.Discount > 0 {
		rows = append(rows, Row{Label: "Discount " + o.DiscountCode, Value: (-o.Discount).String()})
	}
	if o.ShippingMethod != "" {
		rows = append(rows, Row{Label: "Shipping", Value: o.Shipping.String()})
	}
	if o.TaxName != "" {
		label := o.TaxName
		if o.TaxIncluded {
			label += " (included)"
		}
		rows = append(rows, Row{Label: label, Value: o.Tax.String()})
	}
	return append(rows, Row{Label: "Total", Value: o.Total.String(), Strong: true})
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
