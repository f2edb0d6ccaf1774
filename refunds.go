package toolshop

import (
	"slices"
	"strconv"
	"time"
)

// Refund is money an order gives back: some units of some of its lines, each paid back at
// the price frozen on its line (OrderLine.refundAmount), never priced again.
type Refund struct {
	// Seq numbers the order's refunds from 1.
	Seq    int   `json:"n"`
	Amount Cents `json:"amount"`
	// Shipping is the shipping (and its tax, unless the prices held it) the refund gave
	// back: the refund that leaves nothing of the order refunded gives it all.
	Shipping Cents `json:"shipping"`
	// ShippingTax is the tax within Shipping, the order's shipping tax when Shipping is given
	// back, frozen with the refund.
	ShippingTax Cents          `json:"shippingTax"`
	At          time.Time      `json:"at"`
	Lines       []RefundedLine `json:"lines"`
	// ProviderID is the payment provider's refund, "" while the provider still owes it.
	ProviderID string `json:"-"`
	// CreditNote is the refund's credit note, for an invoiced order.
	CreditNote *CreditNote `json:"creditNote,omitempty"`
}

// Key names the refund at the payment provider, so that asking again never refunds twice.
// The first refund of a payment keeps the key a whole refund always had.
func (r Refund) Key(intentID string) string {
	if r.Seq == 1 {
		return "refund-" + intentID
	}
	return "refund-" + intentID + "-" + strconv.Itoa(r.Seq)
}

// RefundedLine is the units of one order line a refund paid back.
type RefundedLine struct {
	// Line is the line's place in the order's lines.
	Line     int   `json:"line"`
	Quantity int   `json:"quantity"`
	Amount   Cents `json:"amount"`
	// Tax is the tax within Amount: the units' share of the line's frozen tax, frozen with
	// the refund (OrderLine.unitsShare), so that refunding every unit gives it all back.
	Tax Cents `json:"tax"`
	// Restock tells whether the units went back on the shelf.
	Restock bool `json:"restock"`
}

// RefundRequest is an admin's refund of some units of an order's lines. Without lines it
// refunds the whole order.
type RefundRequest struct {
	Lines []RefundLine `json:"lines"`
}

// RefundLine asks to refund quantity units of the order's line of the tool, and whether
// they go back on the shelf.
type RefundLine struct {
	ToolID    string `json:"toolId"`
	VariantID string `json:"variantId,omitempty"`
	Quantity  *int   `json:"quantity"`
	Restock   bool   `json:"restock"`
}

// Validate checks each line asked for on its own; the order decides the rest.
func (r RefundRequest) Validate() error {
	var p problems
	if len(r.Lines) > MaxCartLines {
		p.add("lines", "At most 100 lines")
	}
	seen := map[string]bool{}
	for i, l := range r.Lines {
		field := "lines." + strconv.Itoa(i)
		key := LineKey(l.ToolID, l.VariantID)
		switch {
		case !IsID(l.ToolID):
			p.add(field+".toolId", "Invalid id")
		case l.VariantID != "" && !IsID(l.VariantID):
			p.add(field+".variantId", "Invalid id")
		case seen[key]:
			p.add(field+".toolId", "Name each tool once")
		}
		seen[key] = true
		switch {
		case l.Quantity == nil:
			p.add(field+".quantity", "Quantity is required")
		case *l.Quantity < 1:
			p.add(field+".quantity", "Quantity must be at least 1")
		case *l.Quantity > MaxQuantity:
			p.add(field+".quantity", msgQuantityAtMost)
		}
	}
	return p.err()
}

// Errors of refunds.
var (
	ErrRefundShipped = Errorf(ECONFLICT, "Shipped orders cannot be refunded")
	ErrRefundUnpaid  = Errorf(ECONFLICT, "Only paid orders can be refunded")
	ErrNotInOrder    = Errorf(ECONFLICT, "This tool is not in the order")
)

// Refund is an admin's refund. Without lines, a paid order not yet shipped is refunded
// whole and its stock returns. With lines, those units of a paid or shipped order are
// refunded, their stock returned where the admin says; the order is refunded once every
// unit of it is. The caller gives the money back through the provider.
func (o Order) Refund(by Actor, r RefundRequest, now time.Time) (Change, error) {
	if !by.Admin {
		return Change{}, ErrAdminsOnly
	}
	if len(r.Lines) == 0 {
		switch o.State {
		case Paid:
			return o.refundAll(by, now, true), nil
		case Refunded:
			return Change{}, nil
		case Shipped:
			return Change{}, ErrRefundShipped
		}
		return Change{}, ErrRefundUnpaid
	}
	if o.State != Paid && o.State != Shipped {
		return Change{}, ErrRefundUnpaid
	}
	var lines []RefundedLine
	for _, asked := range r.Lines {
		i := slices.IndexFunc(o.Lines, func(l OrderLine) bool { return l.Key() == LineKey(asked.ToolID, asked.VariantID) })
		if i < 0 {
			return Change{}, ErrNotInOrder
		}
		l := o.Lines[i]
		if left := l.Quantity - l.Refunded; *asked.Quantity > left {
			return Change{}, Errorf(ECONFLICT, "Only %d of %s are left to refund", left, l.ToolName)
		}
		lines = append(lines, RefundedLine{Line: i, Quantity: *asked.Quantity, Restock: asked.Restock})
	}
	return o.refund(by, now, lines), nil
}

// refundAll refunds every unit not refunded yet, back on the shelf if restock.
func (o Order) refundAll(by Actor, now time.Time, restock bool) Change {
	var lines []RefundedLine
	for i, l := range o.Lines {
		if left := l.Quantity - l.Refunded; left > 0 {
			lines = append(lines, RefundedLine{Line: i, Quantity: left, Restock: restock})
		}
	}
	return o.refund(by, now, lines)
}

// refund decides the refund of the lines' units: each paid back at its line's frozen price,
// the order refunded once nothing is left, and the restocked units back on the shelf.
func (o Order) refund(by Actor, now time.Time, lines []RefundedLine) Change {
	ref := Refund{Seq: len(o.Refunds) + 1, At: now, Lines: lines}
	var restocked []OrderLine
	for i, l := range lines {
		line := o.Lines[l.Line]
		ref.Lines[i].Amount = line.refundAmount(l.Quantity, o.TaxIncluded)
		ref.Lines[i].Tax = line.unitsShare(line.Tax, line.Refunded, l.Quantity)
		ref.Amount += ref.Lines[i].Amount
		if l.Restock {
			restocked = append(restocked, OrderLine{ToolID: line.ToolID, VariantID: line.VariantID, Parts: line.Parts, Quantity: l.Quantity})
		}
	}
	to, kind := o.State, EventRefund
	if o.Apply(Change{To: o.State, Refund: &ref}).fullyRefunded() {
		to, kind = Refunded, string(Refunded)
		ref.Shipping, ref.ShippingTax = o.shippingPaid(), o.ShippingTax
		ref.Amount += ref.Shipping
	}
	c := o.change(to, by, now, stockOf(restocked, func(l OrderLine) int { return l.Quantity }))
	c.Event.Kind, c.Event.Note, c.Refund = kind, ref.describe(o.Lines), &ref
	c.Invoice = o.Invoice != nil // a late payment's refund has no invoice to correct
	return c
}

// shippingPaid is what the customer paid for shipping: with its tax unless the price held it.
func (o Order) shippingPaid() Cents {
	if o.TaxIncluded {
		return o.Shipping
	}
	return o.Shipping + o.ShippingTax
}

// EventRefund is the event of a refund that leaves some of the order unrefunded.
const EventRefund = "refund"

func (o Order) fullyRefunded() bool {
	for _, l := range o.Lines {
		if l.Refunded < l.Quantity {
			return false
		}
	}
	return true
}

// describe names the refund's lines for the order's history: "2 × Saw, 1 × Drill (back on
// the shelf): $54.00".
func (r Refund) describe(lines []OrderLine) string {
	s := ""
	for i, l := range r.Lines {
		if i > 0 {
			s += ", "
		}
		s += strconv.Itoa(l.Quantity) + " × " + lines[l.Line].ToolName
		if l.Restock {
			s += " (back on the shelf)"
		}
	}
	if r.Shipping > 0 {
		s += ", shipping"
	}
	return s + ": " + r.Amount.String()
}

// RefundedAmount is the money the order has given back, or owes back, so far.
func (o Order) RefundedAmount() Cents {
	var sum Cents
	for _, r := range o.Refunds {
		sum += r.Amount
	}
	return sum
}

// OwedRefunds are the order's refunds the provider has not made yet.
func (o Order) OwedRefunds() []Refund {
	var owed []Refund
	for _, r := range o.Refunds {
		if r.ProviderID == "" {
			owed = append(owed, r)
		}
	}
	return owed
}
