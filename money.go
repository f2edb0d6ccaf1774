package toolshop

import (
	"encoding/json"
	"math"
	"reflect"
	"strconv"
)

// Cents is an amount of US money in cents. In JSON it travels as a number of dollars.
type Cents int64

func (c Cents) MarshalJSON() ([]byte, error) {
	return strconv.AppendFloat(nil, float64(c)/100, 'f', -1, 64), nil
}

// UnmarshalJSON reads dollars. A refusal is a *json.UnmarshalTypeError, the one error
// encoding/json marks with the field being decoded, so the caller can name the field that
// held the bad amount: a value that is no number as encoding/json reports it, any other as
// Type Cents with the field's message as Value.
func (c *Cents) UnmarshalJSON(data []byte) error {
	var dollars float64
	if err := json.Unmarshal(data, &dollars); err != nil {
		return err
	}
	if math.Abs(dollars) > float64(MaxAmount/100) {
		return amountError(msgAtMostMaxAmount)
	}
	cents := math.Round(dollars * 100)
	if math.Abs(dollars*100-cents) > 1e-6 {
		return amountError("Must be in whole cents")
	}
	*c = Cents(cents)
	return nil
}

func amountError(message string) error {
	return &json.UnmarshalTypeError{Value: message, Type: reflect.TypeFor[Cents]()}
}

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
