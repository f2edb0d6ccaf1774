package toolshop

import (
	"math/bits"
	"slices"
)

// Split shares amount out over parts in proportion to their weights, in whole cents that add
// up to amount exactly: each part gets its share rounded down, and the cents left over go
// one each to the parts whose shares lost the most to rounding (the largest remainders),
// earlier parts first among equals. Weights are not negative and amount is at most their
// sum; parts of weight 0 get nothing.
func Split(amount Cents, weights []Cents) []Cents {
	shares := make([]Cents, len(weights))
	var total Cents
	for _, w := range weights {
		total += w
	}
	if total == 0 {
		return shares
	}
	remainders := make([]Cents, len(weights))
	left := amount
	for i, w := range weights {
		shares[i], remainders[i] = mulDiv(amount, w, total)
		left -= shares[i]
	}
	order := make([]int, len(weights))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		switch {
		case remainders[a] > remainders[b]:
			return -1
		case remainders[a] < remainders[b]:
			return 1
		}
		return 0
	})
	for _, i := range order[:left] {
		shares[i]++
	}
	return shares
}

// roundDiv is n / d rounded half away from zero, for n >= 0 and d > 0: the shop's one rule
// for rounding a computed amount to the cent.
func roundDiv(n, d Cents) Cents {
	return (2*n + d) / (2 * d)
}

// mulDiv is a * b / c and its remainder, for a, b >= 0 and 0 <= a <= c: the product may pass
// int64 (two amounts of a billion dollars), the quotient, at most b, cannot.
func mulDiv(a, b, c Cents) (Cents, Cents) {
	hi, lo := bits.Mul64(uint64(a), uint64(b))
	q, r := bits.Div64(hi, lo, uint64(c))
	return Cents(q), Cents(r)
}
