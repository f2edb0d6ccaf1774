package toolshop

import "encoding/json"

// PartKind is what a part of an order's total is.
type PartKind string

// The kinds of parts, in the order they are shown.
const (
	PartSubtotal    PartKind = "subtotal"
	PartDiscount    PartKind = "discount"
	PartShipping    PartKind = "shipping"
	PartShippingTax PartKind = "shippingTax"
	PartTax         PartKind = "tax"
	PartTotal       PartKind = "total"
)

// Part is one row of an order's total as every page, mail and document shows it: what it is,
// how it reads ("Discount (WELCOME10)", "CA sales tax included") and its amount, negative
// for what is taken off.
type Part struct {
	Kind   PartKind `json:"kind"`
	Label  string   `json:"label"`
	Amount Cents    `json:"amount"`
}

// PricedUnder is what an order's amounts were priced under, as its parts name it: the
// discount code, the shipping method, the tax's name, and whether the prices held the tax.
type PricedUnder struct {
	Code           string
	ShippingMethod string
	TaxName        string
	TaxIncluded    bool
}

// Parts are the parts of the order's total (or a quote's): PartsOf its amounts and terms.
func (o Order) Parts() []Part {
	return PartsOf(o.Amounts, PricedUnder{o.DiscountCode, o.ShippingMethod, o.TaxName, o.TaxIncluded})
}

// MarshalJSON adds the parts of the cart's total so far: its subtotal, its code's discount
// and what they come to, before shipping and tax.
func (c Cart) MarshalJSON() ([]byte, error) {
	type plain Cart
	a := Amounts{Subtotal: c.Subtotal, Discount: c.Discount, Total: c.Subtotal - c.Discount}
	return json.Marshal(struct {
		plain
		Parts []Part `json:"parts"`
	}{plain(c), PartsOf(a, PricedUnder{Code: c.Code})})
}

// PartsOf are the parts of a total, in the order they are shown: the one reading of an
// order's amounts and the terms it was priced under, which the API, the invoice, the mails
// and the pages all show. The subtotal and the total always; the discount when there is one,
// shipping when the order has a method and its tax when the shop taxes shipping, and the
// tools' tax when the order is taxed (named for its place, or "Tax"). Added up, the parts
// before the total make the total, unless the prices included their tax: then the tax
// rows say how much of them was tax.
func PartsOf(a Amounts, u PricedUnder) []Part {
	parts := []Part{{PartSubtotal, "Subtotal", a.Subtotal}}
	if a.Discount > 0 {
		label := "Discount"
		if u.Code != "" {
			label += " (" + u.Code + ")"
		}
		parts = append(parts, Part{PartDiscount, label, -a.Discount})
	}
	if u.ShippingMethod != "" {
		parts = append(parts, Part{PartShipping, "Shipping (" + u.ShippingMethod + ")", a.Shipping})
	}
	if u.TaxName != "" || a.Tax != 0 {
		name, included := u.TaxName, ""
		if name == "" {
			name = "Tax"
		}
		if u.TaxIncluded {
			included = " included"
		}
		if a.ShippingTax != 0 {
			parts = append(parts, Part{PartShippingTax, name + " on shipping" + included, a.ShippingTax})
		}
		parts = append(parts, Part{PartTax, name + included, a.Tax - a.ShippingTax})
	}
	return append(parts, Part{PartTotal, "Total", a.Total})
}
