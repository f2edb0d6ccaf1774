package toolshop_test

import (
	"errors"
	"reflect"
	"testing"

	"toolshop"
)

// paidOrder is a paid order of three lines: 3 saws at $19.99, 2 drills at $129.99, 7 bits
// at $0.35.
func paidOrder() toolshop.Order {
	return toolshop.Order{ID: "o2", Email: "ann@example.com", State: toolshop.Paid, TransactionID: "pi_2",
		Amounts: toolshop.Amounts{Subtotal: 3*1999 + 2*12999 + 7*35, Total: 3*1999 + 2*12999 + 7*35}, Lines: []toolshop.OrderLine{
			{ToolID: sawID, ToolName: "Saw", UnitPrice: 1999, Quantity: 3, Total: 3 * 1999},
			{ToolID: drillID, ToolName: "Drill", UnitPrice: 12999, Quantity: 2, Total: 2 * 12999},
			{ToolID: bitsID, ToolName: "Bits", UnitPrice: 35, Quantity: 7, Total: 7 * 35},
		}}
}

func refundOf(lines ...toolshop.RefundLine) toolshop.RefundRequest {
	return toolshop.RefundRequest{Lines: lines}
}

// Refunds by line pay back each line's frozen price, put back on the shelf only what the
// admin says, and make the order refunded once nothing is left.
func TestRefundLines(t *testing.T) {
	o := paidOrder()
	c, err := o.Refund(boss, refundOf(toolshop.RefundLine{ToolID: drillID, Quantity: ptr(1), Restock: true},
		toolshop.RefundLine{ToolID: bitsID, Quantity: ptr(2)}), now)
	if err != nil {
		t.Fatal(err)
	}
	if c.To != toolshop.Paid || c.Event.Kind != toolshop.EventRefund || c.Refund == nil || c.Refund.Amount != 12999+70 ||
		c.Refund.Seq != 1 || len(c.Restock) != 1 || c.Restock[0] != (toolshop.StockMove{ToolID: drillID, Units: 1}) {
		t.Fatalf("partial refund: %+v", c)
	}
	if c.Event.Note != "1 × Drill (back on the shelf), 2 × Bits: $130.69" {
		t.Errorf("history note %q", c.Event.Note)
	}
	o = o.Apply(c)
	if o.Lines[1].Refunded != 1 || o.Lines[2].Refunded != 2 || o.RefundedAmount() != 13069 || len(o.OwedRefunds()) != 1 {
		t.Errorf("after a partial refund: %+v", o)
	}

	_, err = o.Refund(boss, refundOf(toolshop.RefundLine{ToolID: drillID, Quantity: ptr(2)}), now)
	if err == nil || err.Error() != toolshop.Errorf(toolshop.ECONFLICT, "Only 1 of Drill are left to refund").Error() {
		t.Errorf("refund beyond what is left: %v", err)
	}
	if _, err := o.Refund(boss, refundOf(toolshop.RefundLine{ToolID: goneID, Quantity: ptr(1)}), now); !errors.Is(err, toolshop.ErrNotInOrder) {
		t.Errorf("a tool not in the order: %v", err)
	}
	if _, err := o.Refund(ann, refundOf(toolshop.RefundLine{ToolID: sawID, Quantity: ptr(1)}), now); !errors.Is(err, toolshop.ErrAdminsOnly) {
		t.Errorf("a customer's refund: %v", err)
	}

	// Shipped orders are refunded by line (a return); the rest of the order refunds it whole.
	o.State = toolshop.Shipped
	if _, err := o.Refund(boss, toolshop.RefundRequest{}, now); !errors.Is(err, toolshop.ErrRefundShipped) {
		t.Errorf("a whole refund of a shipped order: %v", err)
	}
	c, err = o.Refund(boss, refundOf(toolshop.RefundLine{ToolID: sawID, Quantity: ptr(3)},
		toolshop.RefundLine{ToolID: drillID, Quantity: ptr(1)}, toolshop.RefundLine{ToolID: bitsID, Quantity: ptr(5)}), now)
	if err != nil || c.To != toolshop.Refunded || c.Event.Kind != string(toolshop.Refunded) || len(c.Restock) != 0 || c.Refund.Seq != 2 {
		t.Fatalf("refund of the rest: %+v, %v", c, err)
	}
	if o = o.Apply(c); o.RefundedAmount() != o.Total {
		t.Errorf("refunded %s of %s", o.RefundedAmount(), o.Total)
	}
	if c.Refund.Key("pi_2") != "refund-pi_2-2" || o.Refunds[0].Key("pi_2") != "refund-pi_2" {
		t.Errorf("keys %q, %q", c.Refund.Key("pi_2"), o.Refunds[0].Key("pi_2"))
	}
}

// A refund's lines split as its credit note credits them: of the units refunded, the tax is
// their share of the line's frozen tax, counted as their amount is, the rest net; shipping
// goes back whole with its tax. Refunding every unit, one by one, gives back exactly what the
// invoice billed, net, tax and shipping each to the cent. Each line names the variant and
// the SKU its order line bought.
func TestRefundLinesSplitTax(t *testing.T) {
	// Prices hold 20 % tax: 3 saws at $10.00 less a cent of discount hold $5.00 of tax,
	// shipping of $4.99 holds $0.83.
	o := toolshop.Order{ID: "o3", State: toolshop.Paid, TaxIncluded: true, TaxName: "VAT",
		Amounts: toolshop.Amounts{Subtotal: 3000, Discount: 1, Shipping: 499, ShippingTax: 83, Tax: 583, Total: 3498},
		Lines: []toolshop.OrderLine{{ToolID: sawID, ToolName: "Saw", VariantID: "v600", VariantName: "600 mm", SKU: "SAW-600",
			UnitPrice: 1000, Quantity: 3, Total: 3000, Discount: 1, Tax: 500}}}
	saw := func(quantity int, net, tax toolshop.Cents) toolshop.DocumentLine {
		return toolshop.DocumentLine{Tool: "Saw", Variant: "600 mm", SKU: "SAW-600", Quantity: quantity, Net: net, Tax: tax}
	}
	invoice := []toolshop.DocumentLine{saw(3, 2499, 500), {Shipping: true, Net: 416, Tax: 83}}
	if got := o.InvoiceLines(); !reflect.DeepEqual(got, invoice) {
		t.Errorf("invoice lines %+v, want %+v", got, invoice)
	}
	if l := o.InvoiceLines()[0]; l.Label() != "Saw — 600 mm" || l.SKULabel() != "SKU SAW-600" {
		t.Errorf("invoice line named %q, %q", l.Label(), l.SKULabel())
	}
	want := [][]toolshop.DocumentLine{
		{saw(1, -833, -166)},
		{saw(1, -833, -167)},
		{saw(1, -833, -167), {Shipping: true, Net: -416, Tax: -83}},
	}
	net, tax := toolshop.Cents(2499+416), toolshop.Cents(583)
	for i, lines := range want {
		c, err := o.Refund(boss, refundOf(toolshop.RefundLine{ToolID: sawID, VariantID: "v600", Quantity: ptr(1)}), now)
		if err != nil {
			t.Fatal(err)
		}
		o = o.Apply(c)
		got := o.RefundLines(o.Refunds[i])
		if !reflect.DeepEqual(got, lines) {
			t.Errorf("refund %d: %+v, want %+v", i+1, got, lines)
		}
		var total toolshop.Cents
		for _, l := range got {
			net, tax, total = net+l.Net, tax+l.Tax, total+l.Net+l.Tax
		}
		if total != -o.Refunds[i].Amount {
			t.Errorf("refund %d: lines of %s, refund of %s", i+1, total, o.Refunds[i].Amount)
		}
	}
	if net != 0 || tax != 0 {
		t.Errorf("after refunding everything: net %s, tax %s left", net, tax)
	}
}
