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
// it has.
func delivery(o toolshop.Order) []Row {
	var rows []Row
	if o.Address != "" {
		rows = append(rows, Row{Label: "Deliver to", Value: o.Address})
	}
	if o.ShippingMethod != "" {
		rows = append(rows, Row{Label: "Delivery", Value: o.ShippingMethod})
	}
	return rows
}
