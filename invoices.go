package toolshop

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"time"
)

// Invoice is the bill of a paid order, issued in the payment's transaction with the next
// number of one sequence without gaps, and never changed after: the order's parts are
// frozen on it, and Seller holds the shop's details as they were at issue.
type Invoice struct {
	Number   int          `json:"number"`
	IssuedAt time.Time    `json:"issuedAt"`
	Seller   ShopSettings `json:"-"`
}

// Name is how the invoice is called on paper and in file names: "INV-000042".
func (i Invoice) Name() string { return fmt.Sprintf("INV-%06d", i.Number) }

// CreditNote is the paper of a refund of an invoiced order: its own number, from a sequence
// without gaps of its own, and the invoice it corrects.
type CreditNote struct {
	Number   int       `json:"number"`
	IssuedAt time.Time `json:"issuedAt"`
}

// Name is how the credit note is called: "CN-000007".
func (c CreditNote) Name() string { return fmt.Sprintf("CN-%06d", c.Number) }

// DocumentLine is a line of an invoice or a credit note as the books read it: units of a
// tool (in a variant, by its SKU, as the order line has them), or the order's shipping, and
// what they came to, its net amount and its tax apart. A credit note's amounts are negative.
type DocumentLine struct {
	Tool, Variant, SKU string
	Quantity           int
	Shipping           bool
	Net, Tax           Cents
}

// Label names the line as its order line does (OrderLine.Label).
func (l DocumentLine) Label() string { return NameWithVariant(l.Tool, l.Variant) }

// SKULabel is the line's SKU as its order line prints it (OrderLine.SKULabel).
func (l DocumentLine) SKULabel() string { return skuLabel(l.SKU) }

// documentLine is units of the order line on a document, before their amounts.
func documentLine(l OrderLine, quantity int) DocumentLine {
	return DocumentLine{Tool: l.ToolName, Variant: l.VariantName, SKU: l.SKU, Quantity: quantity}
}

// InvoiceLines are what the order charged, as its invoice bills it: each line's amount less
// its discount share, its tax apart, then the shipping, its tax apart, when it cost anything.
func (o Order) InvoiceLines() []DocumentLine {
	lines := make([]DocumentLine, 0, len(o.Lines)+1)
	for _, l := range o.Lines {
		d := documentLine(l, l.Quantity)
		d.Net, d.Tax = l.paid(o.TaxIncluded)-l.Tax, l.Tax
		lines = append(lines, d)
	}
	if paid := o.shippingPaid(); paid > 0 {
		lines = append(lines, DocumentLine{Shipping: true, Net: paid - o.ShippingTax, Tax: o.ShippingTax})
	}
	return lines
}

// RefundLines are what the refund gave back, as its credit note credits it, negative: each
// refunded line's amount and the tax frozen within it (RefundedLine.Tax), then the shipping,
// when the refund gave it back, with its tax.
func (o Order) RefundLines(r Refund) []DocumentLine {
	lines := make([]DocumentLine, 0, len(r.Lines)+1)
	for _, rl := range r.Lines {
		d := documentLine(o.Lines[rl.Line], rl.Quantity)
		d.Net, d.Tax = rl.Tax-rl.Amount, -rl.Tax
		lines = append(lines, d)
	}
	if r.Shipping > 0 {
		lines = append(lines, DocumentLine{Shipping: true, Net: r.ShippingTax - r.Shipping, Tax: -r.ShippingTax})
	}
	return lines
}

// RefundSums are what a refund gives back as its credit note, its mail and its preview sum
// it up (Order.RefundLines): the goods and the shipping, each net of its tax, and the tax of
// both, which add up to its amount.
type RefundSums struct {
	Goods    Cents `json:"goods"`
	Shipping Cents `json:"shipping"`
	Tax      Cents `json:"tax"`
}

// RefundSums sums up the refund's lines.
func (o Order) RefundSums(r Refund) RefundSums {
	var s RefundSums
	for _, l := range o.RefundLines(r) {
		if l.Shipping {
			s.Shipping -= l.Net
		} else {
			s.Goods -= l.Net
		}
		s.Tax -= l.Tax
	}
	return s
}

// TaxLabel names the order's tax with its rate as documents print it: "CA sales tax 7.25 %",
// "Tax" for an order that names none.
func (o Order) TaxLabel() string {
	return strings.TrimSpace(cmp.Or(o.TaxName, "Tax") + " " + o.TaxRateText())
}

// Kinds of documents.
const (
	KindInvoice    = "invoice"
	KindCreditNote = "credit note"
)

// Document is an invoice or a credit note as the books list it, with its order's number and
// the name of the tax it charged.
type Document struct {
	Kind     string
	Number   string
	IssuedAt time.Time
	Order    string
	TaxName  string
	Lines    []DocumentLine
}

// Documents are the invoices and credit notes of the orders issued in the period, in the
// order they were issued.
func Documents(orders []Order, p Period) []Document {
	var docs []Document
	in := func(t time.Time) bool { return !t.Before(p.From) && (p.To.IsZero() || t.Before(p.To)) }
	for _, o := range orders {
		doc := Document{Order: o.Number(), TaxName: o.TaxName}
		if o.Invoice != nil && in(o.Invoice.IssuedAt) {
			doc.Kind, doc.Number, doc.IssuedAt, doc.Lines = KindInvoice, o.Invoice.Name(), o.Invoice.IssuedAt, o.InvoiceLines()
			docs = append(docs, doc)
		}
		for _, r := range o.Refunds {
			if r.CreditNote != nil && in(r.CreditNote.IssuedAt) {
				doc.Kind, doc.Number, doc.IssuedAt, doc.Lines = KindCreditNote, r.CreditNote.Name(), r.CreditNote.IssuedAt, o.RefundLines(r)
				docs = append(docs, doc)
			}
		}
	}
	slices.SortFunc(docs, func(a, b Document) int {
		return cmp.Or(a.IssuedAt.Compare(b.IssuedAt), cmp.Compare(a.Number, b.Number))
	})
	return docs
}

// Errors of invoices.
var (
	ErrNoInvoice    = Errorf(ENOTFOUND, "This order has no invoice: it was never paid")
	ErrNoCreditNote = Errorf(ENOTFOUND, "This refund has no credit note")
)
