package toolshop

import (
	"fmt"
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

// Errors of invoices.
var (
	ErrNoInvoice    = Errorf(ENOTFOUND, "This order has no invoice: it was never paid")
	ErrNoCreditNote = Errorf(ENOTFOUND, "This refund has no credit note")
)
