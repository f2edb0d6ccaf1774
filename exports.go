package toolshop

import (
	"time"
)

// Period is the days from From up to To, To excluded; a zero end leaves that side open.
type Period struct{ From, To time.Time }

// ParsePeriod reads the bounds of an export's period (see readPeriod); either may be left out.
func ParsePeriod(from, to string) (Period, error) {
	var p problems
	start, end := readPeriod(&p, from, to)
	if !start.IsZero() && !end.IsZero() && !start.Before(end) {
		p.add("to", msgToBeforeFrom)
	}
	return Period{From: start, To: end}, p.err()
}

// OrderRecord is an order as the accountant sees it: with when it was paid and refunded.
type OrderRecord struct {
	Order
	PaidAt, RefundedAt time.Time // zero when it never was
}
