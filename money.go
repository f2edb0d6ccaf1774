package toolshop

import "strconv"

// Dollars writes the amount as a plain number of dollars with its cents, as files and
// machines read it: "1079.88", "-5.00".
func (c Cents) Dollars() string { return strconv.FormatFloat(float64(c)/100, 'f', 2, 64) }

// String writes the amount as the shop writes money everywhere, like the pages' en-US
// currency format: a dollar sign, thousands separated by commas, two decimals ($1,079.88,
// -$5.00).
func (c Cents) String() string {
	sign, n := "", int64(c)
	if n < 0 {
		sign, n = "-", -n // MaxAmount bounds amounts, so -n cannot overflow
	}
	dollars := strconv.FormatInt(n/100, 10)
	for i := len(dollars) - 3; i > 0; i -= 3 {
		dollars = dollars[:i] + "," + dollars[i:]
	}
	cents := strconv.FormatInt(n%100+100, 10)[1:]
	return sign + "$" + dollars + "." + cents
}
