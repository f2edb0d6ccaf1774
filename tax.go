package toolshop

import "strings"

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
}

// ErrTaxRateExists refuses a second rate for one place.
var ErrTaxRateExists = &Error{Code: ECONFLICT, Message: "This place has a tax rate already",
	Fields: map[string]string{"region": "This place has a tax rate already"}}

// MaxTaxRate is 100 % in hundredths of a percent.
const MaxTaxRate = 10000

// Validate normalises the rate's places and checks every field.
func (r *TaxRate) Validate() error {
	var p problems
	r.Country, r.Region, r.Name = checkCountry(&p, r.Country), normalizeRegion(r.Region), strings.TrimSpace(r.Name)
	checkLine(&p, "region", r.Region, 100)
	if r.Name == "" {
		p.add("name", msgNameRequired)
	}
	checkLine(&p, "name", r.Name, 100)
	if r.Rate < 0 || r.Rate > MaxTaxRate {
		p.add("rate", "Rate must be between 0 and 10000 (hundredths of a percent)")
	}
	return p.err()
}

// RateFor is the rate of the destination: its region's if the table has one, else its
// country's; false when the shop charges no tax there.
func RateFor(rates []TaxRate, country, region string) (TaxRate, bool) {
	country, region = strings.ToUpper(strings.TrimSpace(country)), normalizeRegion(region)
	var found *TaxRate
	for i, r := range rates {
		switch {
		case r.Country != country:
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
// with tax, the part of it the tax is. Rounded half away from zero, as every tax is.
func (r TaxRate) taxOf(amount Cents, included bool) Cents {
	rate := Cents(r.Rate)
	if included {
		return amount - roundDiv(amount*MaxTaxRate, MaxTaxRate+rate)
	}
	return roundDiv(amount*rate, MaxTaxRate)
}

// checkCountry reads a country as a two-letter ISO 3166 code, in capitals.
func checkCountry(p *problems, country string) string {
	country = strings.ToUpper(strings.TrimSpace(country))
	if len(country) != 2 || strings.Trim(country, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") != "" {
		p.add("country", "Country must be a two-letter code such as US or DE")
	}
	return country
}

// normalizeRegion is how regions are kept and compared: trimmed, in capitals ("CA").
func normalizeRegion(region string) string { return strings.ToUpper(strings.TrimSpace(region)) }
