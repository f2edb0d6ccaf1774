package toolshop

import (
	"fmt"
	"strconv"
	"strings"
)

// TaxRate is a rate of sales tax or VAT the shop charges where an order goes: in a country,
// or only in one of its regions (a state, a province).
type TaxRate struct {
	ID      string `json:"_id"`
	Country string `json:"country"`
	// Region is "" for the whole country.
	Region string `json:"region"`
	Name   string `json:"name"`
	// Rate is in hundredths of a percent: 725 is 7.25 %.
	Rate int `json:"rate"`
	// Off tells that the rate is not charged: its place, kept as text before places were
	// codes, was not understood (migration 180). Saving the rate with a place switches it on.
	Off bool `json:"off"`
}

// ErrTaxRateExists refuses a second rate for one place.
var ErrTaxRateExists = &Error{Code: ECONFLICT, Message: "This place has a tax rate already",
	Fields: map[string]string{"region": "This place has a tax rate already"}}

// MaxTaxRate is 100 % in hundredths of a percent.
const MaxTaxRate = 10000

// Validate reads the rate's place as codes and checks every field; a rate saved is charged.
func (r *TaxRate) Validate() error {
	var p problems
	r.Country = checkCountry(&p, "country", r.Country)
	r.Region, r.Name, r.Off = checkRegion(&p, r.Country, r.Region), strings.TrimSpace(r.Name), false
	if r.Name == "" {
		p.add("name", msgNameRequired)
	}
	checkLine(&p, "name", r.Name, 100)
	if r.Rate < 0 || r.Rate > MaxTaxRate {
		p.add("rate", "Rate must be between 0 and 10000 (hundredths of a percent)")
	}
	return p.err()
}

// RateFor is the rate of the place where an order is taxed, both codes: its region's if the
// table has one, else its country's; false when the shop charges no tax there.
func RateFor(rates []TaxRate, country, region string) (TaxRate, bool) {
	var found *TaxRate
	for i, r := range rates {
		switch {
		case r.Country != country || r.Off:
		case r.Region == region && region != "":
			return r, true
		case r.Region == "":
			found = &rates[i]
		}
	}
	if found == nil {
		return TaxRate{}, false
	}
	return *found, true
}

// taxOf is the tax an amount carries at the rate: added to it, or, when prices are entered
// with tax, the part of it the tax is (amount × rate / (1 + rate)). Rounded half away from
// zero, as every tax is: the tax itself, not the amount without it, so that a tie such as
// 332.5 cents is 333.
func (r TaxRate) taxOf(amount Cents, included bool) Cents {
	rate := Cents(r.Rate)
	if included {
		return roundDiv(amount*rate, MaxTaxRate+rate)
	}
	return roundDiv(amount*rate, MaxTaxRate)
}

// RateText writes a rate in hundredths of a percent as documents print it: "7.25 %",
// "19 %", "0 %".
func RateText(rate int) string {
	s := strconv.Itoa(rate/100) + "." + fmt.Sprintf("%02d", rate%100)
	return strings.TrimSuffix(strings.TrimRight(s, "0"), ".") + " %"
}

// TaxRateText is the rate the order was taxed at as documents print it, "" when it charged
// no tax or its rate is no longer known.
func (o Order) TaxRateText() string {
	if o.TaxRate == nil {
		return ""
	}
	return RateText(*o.TaxRate)
}
