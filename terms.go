package toolshop

import (
	"slices"
	"time"
)

// PriceList is what the shop prices orders from, as stored when one is priced: its
// settings, tax rates and shipping methods.
type PriceList struct {
	Settings ShopSettings
	Rates    []TaxRate
	Methods  []ShippingMethod
}

// Destination is where a checkout's order goes and how, as the customer chose: a country and
// region and a shipping method's id, each "" when not chosen.
type Destination struct {
	Country  string
	Region   string
	MethodID string
}

// CodeUse is the discount code a customer names, as stored, and how many of their orders
// hold it already; nil for none. Guest marks a guest's checkout, whose uses nobody can count.
type CodeUse struct {
	Code  DiscountCode
	Used  int
	Guest bool
}

// Errors of where an order goes.
var (
	ErrChooseShipping = &Error{Code: EINVALID, Message: msgChooseShipping,
		Fields: map[string]string{"shippingMethodId": msgChooseShipping}}
	ErrCountryRequired = &Error{Code: EINVALID, Message: msgCountryRequired,
		Fields: map[string]string{"country": msgCountryRequired}}
	ErrRegionRequired = &Error{Code: EINVALID, Message: msgRegionRequired,
		Fields: map[string]string{"region": msgRegionRequired}}
)

const (
	msgChooseShipping  = "Choose how the order reaches you"
	msgCountryRequired = "Country is required"
)

// errNoDeliveryTo refuses a destination none of the shop's deliveries serves.
func errNoDeliveryTo(country string) error {
	return Errorf(ECONFLICT, "We do not deliver to %s", CountryName(country))
}

// Terms decides what a checkout's order to the destination is priced under. A pickup is
// taxed where the shop is and needs no destination. A delivery names its country, and its
// region where the tax is the region's (always in the US, Canada and Australia; elsewhere
// when the tax table has a region of that country); it is taxed there and pays for its
// delivery: a shop with shipping methods needs one chosen that serves the country, and says
// so when none does; only a shop without any delivers for free. The code is checked for
// the subtotal now.
func (l PriceList) Terms(dest Destination, code *CodeUse, subtotal Cents, now time.Time) (Terms, error) {
	t := Terms{Settings: l.Settings}
	if dest.MethodID != "" {
		i := slices.IndexFunc(l.Methods, func(m ShippingMethod) bool { return m.ID == dest.MethodID })
		if i < 0 {
			return t, ErrNoShippingThere
		}
		t.Method = &l.Methods[i]
	}
	if t.Method != nil && t.Method.Pickup {
		t.TaxCountry, t.TaxRegion = l.Settings.Country, l.Settings.Region
	} else {
		if err := l.checkDelivery(dest, t.Method); err != nil {
			return t, err
		}
		t.TaxCountry, t.TaxRegion = dest.Country, dest.Region
	}
	return t, l.finish(&t, code, subtotal, now)
}

// checkDelivery refuses a delivery that does not say where it goes, or that pays nothing for
// its delivery while the shop has ways to deliver.
func (l PriceList) checkDelivery(dest Destination, method *ShippingMethod) error {
	switch {
	case dest.Country == "":
		return ErrCountryRequired
	case dest.Region == "" && l.regionRequired(dest.Country):
		return ErrRegionRequired
	case method != nil && !method.Serves(dest.Country):
		return ErrNoShippingThere
	case method != nil || len(l.Methods) == 0:
		return nil
	case slices.ContainsFunc(l.Methods, func(m ShippingMethod) bool { return !m.Pickup && m.Serves(dest.Country) }):
		return ErrChooseShipping
	}
	return errNoDeliveryTo(dest.Country)
}

// regionRequired tells whether an order to the country must name its region.
func (l PriceList) regionRequired(country string) bool {
	return stateRequired(country) ||
		slices.ContainsFunc(l.Rates, func(r TaxRate) bool { return r.Country == country && r.Region != "" && !r.Off })
}

// finish gives the terms the rate where they are taxed and the code, once it is checked.
func (l PriceList) finish(t *Terms, code *CodeUse, subtotal Cents, now time.Time) error {
	if rate, ok := RateFor(l.Rates, t.TaxCountry, t.TaxRegion); ok {
		t.Rate = &rate
	}
	if code == nil {
		return nil
	}
	var err error
	t.Code, err = code.check(subtotal, now)
	return err
}

// check lets the code through for a subtotal now, or says why it does not apply. A code
// limited per customer is for customers only: a guest could be anyone, under any email.
func (u CodeUse) check(subtotal Cents, now time.Time) (*DiscountCode, error) {
	if err := u.Code.Check(subtotal, u.Used, now); err != nil {
		return nil, err
	}
	if u.Guest && u.Code.MaxUsesPerCustomer > 0 {
		return nil, ErrCodeSignIn
	}
	return &u.Code, nil
}
