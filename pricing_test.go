package toolshop_test

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"toolshop"
)

func TestSplit(t *testing.T) {
	for _, c := range []struct {
		amount  toolshop.Cents
		weights []toolshop.Cents
		want    []toolshop.Cents
	}{
		{1000, []toolshop.Cents{1000, 1000, 1000}, []toolshop.Cents{334, 333, 333}},
		{1, []toolshop.Cents{100, 300}, []toolshop.Cents{0, 1}},
		{500, []toolshop.Cents{700, 0, 300}, []toolshop.Cents{350, 0, 150}},
		{0, []toolshop.Cents{5, 5}, []toolshop.Cents{0, 0}},
		{7, []toolshop.Cents{0, 0}, []toolshop.Cents{0, 0}},
		// Two billion-dollar amounts multiply past int64; the shares do not.
		{toolshop.MaxAmount, []toolshop.Cents{toolshop.MaxAmount / 2, toolshop.MaxAmount / 2}, []toolshop.Cents{toolshop.MaxAmount / 2, toolshop.MaxAmount / 2}},
	} {
		if got := toolshop.Split(c.amount, c.weights); !reflect.DeepEqual(got, c.want) {
			t.Errorf("Split(%d, %v) = %v, want %v", c.amount, c.weights, got, c.want)
		}
	}
}

// Tax is computed per line on its discounted amount and rounded half away from zero; with
// prices entered with tax, it is the part of the price the tax is.
func TestPriceExamples(t *testing.T) {
	saw := toolshop.Tool{ID: sawID, Name: "Saw", Price: 1999}
	drill := toolshop.Tool{ID: drillID, Name: "Drill", Price: 1000}
	items := []toolshop.Item{{Tool: saw, Quantity: 1}, {Tool: drill, Quantity: 3}}
	ca := &toolshop.TaxRate{Name: "CA sales tax", Rate: 725}
	flat := &toolshop.ShippingMethod{Name: "Flat rate", Price: 599, FreeOver: 5000}
	tenOff := &toolshop.DiscountCode{Code: "TEN", Kind: toolshop.DiscountAmount, Amount: 1000}

	lines, a, err := toolshop.Price(items, toolshop.Terms{Rate: ca, Method: flat, Code: tenOff, Settings: toolshop.ShopSettings{ShippingTaxed: true}})
	if err != nil {
		t.Fatal(err)
	}
	// Discount $10.00 over $19.99 and $30.00: 400 and 600. Tax 7.25 % of $15.99 = 115.93 → 116,
	// of $24.00 = 174; shipping $5.99 (the discounted $39.99 is under $50) taxed 43.43 → 43.
	want := toolshop.Amounts{Subtotal: 4999, Discount: 1000, Shipping: 599, ShippingTax: 43, Tax: 116 + 174 + 43, Total: 4999 - 1000 + 599 + 333}
	if a != want || lines[0].Discount != 400 || lines[1].Discount != 600 || lines[0].Tax != 116 || lines[1].Tax != 174 {
		t.Errorf("amounts %+v, lines %+v; want %+v", a, lines, want)
	}

	// Half a cent rounds away from zero: 10 % of $0.05 is 0.5 cent → 1.
	_, a, _ = toolshop.Price([]toolshop.Item{{Tool: toolshop.Tool{Price: 5}, Quantity: 1}}, toolshop.Terms{Rate: &toolshop.TaxRate{Rate: 1000}})
	if a.Tax != 1 || a.Total != 6 {
		t.Errorf("half a cent: %+v", a)
	}

	// Prices with 20 % VAT in them: $12.00 holds $2.00 of it, and the total is the price.
	_, a, _ = toolshop.Price([]toolshop.Item{{Tool: toolshop.Tool{Price: 1200}, Quantity: 1}},
		toolshop.Terms{Rate: &toolshop.TaxRate{Rate: 2000}, Settings: toolshop.ShopSettings{PricesIncludeTax: true}})
	if a.Tax != 200 || a.Total != 1200 {
		t.Errorf("VAT included: %+v", a)
	}

	// Ties with tax in the prices round half away from zero too: $19.95 at 20 % holds 332.5
	// cents of tax → 333, $0.03 holds 0.5 → 1, and taxed shipping of $33.33 holds 555.5 → 556.
	included := toolshop.Terms{Rate: &toolshop.TaxRate{Rate: 2000}, Settings: toolshop.ShopSettings{PricesIncludeTax: true, ShippingTaxed: true}}
	for price, tax := range map[toolshop.Cents]toolshop.Cents{1995: 333, 3: 1} {
		_, a, _ = toolshop.Price([]toolshop.Item{{Tool: toolshop.Tool{Price: price}, Quantity: 1}}, included)
		if a.Tax != tax || a.Total != price {
			t.Errorf("%s with 20 %% in it: %+v, want tax %s", price, a, tax)
		}
	}
	included.Method = &toolshop.ShippingMethod{Price: 3333}
	_, a, _ = toolshop.Price([]toolshop.Item{{Tool: toolshop.Tool{Price: 1200}, Quantity: 1}}, included)
	if a.ShippingTax != 556 || a.Tax != 200+556 || a.Total != 1200+3333 {
		t.Errorf("shipping of $33.33 with 20 %% in it: %+v", a)
	}

	// Free over the threshold of the discounted subtotal; a free-shipping code; a percentage.
	_, a, _ = toolshop.Price([]toolshop.Item{{Tool: drill, Quantity: 5}}, toolshop.Terms{Method: flat})
	if a.Shipping != 0 || a.Total != 5000 {
		t.Errorf("free over $50: %+v", a)
	}
	_, a, _ = toolshop.Price(items, toolshop.Terms{Method: flat, Code: &toolshop.DiscountCode{Kind: toolshop.DiscountFreeShipping}})
	if a.Shipping != 0 || a.Discount != 0 || a.Total != 4999 {
		t.Errorf("free-shipping code: %+v", a)
	}
	_, a, _ = toolshop.Price(items, toolshop.Terms{Code: &toolshop.DiscountCode{Kind: toolshop.DiscountPercent, Percent: 1500}})
	if a.Discount != 750 || a.Total != 4249 { // 15 % of $49.99 = 749.85 → 750
		t.Errorf("15 %% off: %+v", a)
	}
}

// Many random carts, codes, rates and methods, prices with tax included or not: the parts
// always add up to the total, nothing is ever negative, and refunding every line, in random
// pieces, gives back exactly the total paid.
func TestPriceProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 5000 {
		var items []toolshop.Item
		for i := range 1 + rng.IntN(8) {
			tool := toolshop.Tool{ID: "5d00000000000000000000" + string(rune('a'+i)) + "0", Name: "T", Price: toolshop.Cents(1 + rng.Int64N(200000))}
			items = append(items, toolshop.Item{Tool: tool, Quantity: 1 + rng.IntN(20)})
		}
		var terms toolshop.Terms
		terms.Settings.PricesIncludeTax, terms.Settings.ShippingTaxed = rng.IntN(2) == 0, rng.IntN(2) == 0
		if rng.IntN(4) > 0 {
			terms.Rate = &toolshop.TaxRate{Name: "tax", Rate: rng.IntN(3000)}
		}
		if rng.IntN(4) > 0 {
			terms.Method = &toolshop.ShippingMethod{Name: "ship", Price: toolshop.Cents(rng.Int64N(3000)), FreeOver: toolshop.Cents(rng.Int64N(500000))}
		}
		switch rng.IntN(4) {
		case 1:
			terms.Code = &toolshop.DiscountCode{Kind: toolshop.DiscountPercent, Percent: 1 + rng.IntN(toolshop.MaxTaxRate)}
		case 2:
			terms.Code = &toolshop.DiscountCode{Kind: toolshop.DiscountAmount, Amount: toolshop.Cents(1 + rng.Int64N(1000000))}
		case 3:
			terms.Code = &toolshop.DiscountCode{Kind: toolshop.DiscountFreeShipping}
		}
		lines, a, err := toolshop.Price(items, terms)
		if err != nil {
			t.Fatalf("%+v under %+v: %v", items, terms, err)
		}
		if a.Discount > a.Subtotal || a.Total < 0 || a.Tax < 0 {
			t.Fatalf("amounts %+v", a)
		}
		if terms.Rate != nil {
			for _, l := range lines {
				if want := documentedTax(l.Total-l.Discount, terms.Rate.Rate, terms.Settings.PricesIncludeTax); l.Tax != want {
					t.Fatalf("line %+v at %d (included %v): tax %s, want %s", l, terms.Rate.Rate, terms.Settings.PricesIncludeTax, l.Tax, want)
				}
			}
		}
		o := toolshop.Order{ID: "o", Email: "ann@example.com", State: toolshop.Paid, TransactionID: "pi", Lines: lines, Amounts: a,
			TaxIncluded: terms.Settings.PricesIncludeTax}
		if terms.Method != nil {
			o.ShippingMethod = terms.Method.Name
		}
		if terms.Rate != nil {
			o.TaxName = terms.Rate.Name
		}
		checkPartsAddUp(t, o)
		for o.State != toolshop.Refunded {
			var req toolshop.RefundRequest
			for _, l := range o.Lines {
				if left := l.Quantity - l.Refunded; left > 0 && rng.IntN(2) == 0 {
					req.Lines = append(req.Lines, toolshop.RefundLine{ToolID: l.ToolID, Quantity: ptr(1 + rng.IntN(left))})
				}
			}
			if len(req.Lines) == 0 {
				continue
			}
			c, err := o.Refund(boss, req, now)
			if err != nil {
				t.Fatal(err)
			}
			if c.Refund.Amount < 0 {
				t.Fatalf("negative refund %+v", c.Refund)
			}
			o = o.Apply(c)
		}
		if o.RefundedAmount() != a.Total {
			t.Fatalf("refunds of %+v (%+v) add up to %s, paid %s", lines, a, o.RefundedAmount(), a.Total)
		}
	}
}

// checkPartsAddUp fails unless the order's parts, as every page, mail and document shows
// them, end with its total and add up to it (the tax left out when the prices held it).
func checkPartsAddUp(t *testing.T, o toolshop.Order) {
	t.Helper()
	parts := o.Parts()
	last := parts[len(parts)-1]
	var sum toolshop.Cents
	for _, p := range parts[:len(parts)-1] {
		if !o.TaxIncluded || (p.Kind != toolshop.PartTax && p.Kind != toolshop.PartShippingTax) {
			sum += p.Amount
		}
	}
	if last.Kind != toolshop.PartTotal || last.Amount != o.Total || sum != o.Total {
		t.Fatalf("parts %+v of %+v add up to %s", parts, o.Amounts, sum)
	}
}

// A payment starts only for a total its parts add up to: a total changed by a bug is
// never asked of the customer.
func TestPaymentNeedsPartsThatAddUp(t *testing.T) {
	o := order(toolshop.Pending)
	if _, err := o.StartPayment(ann, "pi_1", now); err != nil {
		t.Fatalf("an order that adds up: %v", err)
	}
	o.Total++
	if _, err := o.StartPayment(ann, "pi_1", now); toolshop.ErrorCode(err) != toolshop.EINTERNAL {
		t.Errorf("a total a cent over its parts: %v", err)
	}
}

// documentedTax is docs/API.md's rule, written apart from the shop's: an amount's tax at rate
// (hundredths of a percent) is amount × rate, over 10,000 when it is added, over 10,000 +
// rate when the amount holds it, rounded half away from zero.
func documentedTax(amount toolshop.Cents, rate int, included bool) toolshop.Cents {
	n, d := int64(amount)*int64(rate), int64(10000)
	if included {
		d += int64(rate)
	}
	q, r := n/d, n%d
	if 2*r >= d {
		q++
	}
	return toolshop.Cents(q)
}
