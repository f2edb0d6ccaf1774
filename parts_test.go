package toolshop_test

import (
	"reflect"
	"testing"

	"toolshop"
)

// The parts of a total: the subtotal and the total always, then what the order has of a
// discount (named by its code), shipping (by its method), the tax on shipping and the tools'
// tax (by the rate's name, "included" when the prices held it); those before the total add
// up to it unless the tax was included.
func TestPartsOf(t *testing.T) {
	type p = toolshop.Part
	full := toolshop.Amounts{Subtotal: 5000, Discount: 500, Shipping: 999, ShippingTax: 72, Tax: 398, Total: 5897}
	for _, c := range []struct {
		name  string
		a     toolshop.Amounts
		under toolshop.PricedUnder
		want  []toolshop.Part
	}{
		{"tools only", toolshop.Amounts{Subtotal: 2500, Total: 2500}, toolshop.PricedUnder{},
			[]p{{toolshop.PartSubtotal, "Subtotal", 2500}, {toolshop.PartTotal, "Total", 2500}}},
		{"everything", full, toolshop.PricedUnder{Code: "WELCOME10", ShippingMethod: "Express", TaxName: "CA sales tax"},
			[]p{{toolshop.PartSubtotal, "Subtotal", 5000}, {toolshop.PartDiscount, "Discount (WELCOME10)", -500},
				{toolshop.PartShipping, "Shipping (Express)", 999}, {toolshop.PartShippingTax, "CA sales tax on shipping", 72},
				{toolshop.PartTax, "CA sales tax", 326}, {toolshop.PartTotal, "Total", 5897}}},
		{"tax included, without a name", toolshop.Amounts{Subtotal: 1200, Tax: 200, Total: 1200}, toolshop.PricedUnder{TaxIncluded: true},
			[]p{{toolshop.PartSubtotal, "Subtotal", 1200}, {toolshop.PartTax, "Tax included", 200}, {toolshop.PartTotal, "Total", 1200}}},
		{"a free pickup, a rate of nothing", toolshop.Amounts{Subtotal: 1200, Total: 1200}, toolshop.PricedUnder{ShippingMethod: "Pickup", TaxName: "OR"},
			[]p{{toolshop.PartSubtotal, "Subtotal", 1200}, {toolshop.PartShipping, "Shipping (Pickup)", 0}, {toolshop.PartTax, "OR", 0},
				{toolshop.PartTotal, "Total", 1200}}},
	} {
		got := toolshop.PartsOf(c.a, c.under)
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
		var sum toolshop.Cents
		for _, part := range got[:len(got)-1] {
			sum += part.Amount
		}
		if !c.under.TaxIncluded && sum != c.a.Total {
			t.Errorf("%s: the parts add up to %v, not the total %v", c.name, sum, c.a.Total)
		}
	}
}
