package toolshop

import "time"

// RefundQuote is what a refund would give back, decided as the refund itself is and shown
// to the admin before it is made: its amount, the goods, the shipping and the tax within it
// (RefundSums, as its credit note and its mail will have them), the tax's name and rate, and
// each line's part.
type RefundQuote struct {
	Amount Cents `json:"amount"`
	RefundSums
	TaxLabel string         `json:"taxLabel"`
	Lines    []RefundedLine `json:"lines"`
}

// QuoteRefund is the refund Refund would make now, made of nothing: its refusals are the
// refund's, and an order already refunded whole gives nothing back.
func (o Order) QuoteRefund(by Actor, r RefundRequest, now time.Time) (RefundQuote, error) {
	q := RefundQuote{TaxLabel: o.TaxLabel(), Lines: []RefundedLine{}}
	c, err := o.Refund(by, r, now)
	if err != nil || c.Refund == nil {
		return q, err
	}
	q.Amount, q.RefundSums, q.Lines = c.Refund.Amount, o.RefundSums(*c.Refund), c.Refund.Lines
	return q, nil
}
