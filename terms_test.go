package toolshop_test

import (
	"errors"
	"reflect"
	"testing"

	"toolshop"
)

// The places are the standard's codes: a name or an unknown code is refused, naming the
// field, wherever a place is taken; a code in small letters or a region's full code is read.
func TestPlaces(t *testing.T) {
	us, err := toolshop.RegionsOf("us")
	if err != nil || !containsPlace(us, toolshop.Place{Code: "CA", Name: "California"}) || !containsPlace(us, toolshop.Place{Code: "PR", Name: "Puerto Rico"}) {
		t.Errorf("the US's regions: %v, %v", len(us), err)
	}
	for _, country := range []string{"CA", "AU"} {
		if regions, err := toolshop.RegionsOf(country); err != nil || len(regions) < 8 {
			t.Errorf("%s has %d regions, %v", country, len(regions), err)
		}
	}
	if _, err := toolshop.RegionsOf("United States"); fields(err)["country"] == "" {
		t.Errorf("regions of a name: %v", err)
	}
	if countries := toolshop.Countries(); len(countries) < 240 || !containsPlace(countries, toolshop.Place{Code: "DE", Name: "Germany"}) {
		t.Errorf("%d countries", len(countries))
	}

	rate := func(country, region string) (toolshop.TaxRate, error) {
		r := toolshop.TaxRate{Country: country, Region: region, Name: "Tax", Rate: 725, Off: true}
		return r, r.Validate()
	}
	if r, err := rate(" us ", "us-ca"); err != nil || r.Country != "US" || r.Region != "CA" || r.Off {
		t.Errorf("a rate of us/us-ca: %+v, %v", r, err)
	}
	for _, c := range []struct{ country, region, field string }{
		{"US", "California", "region"},
		{"US", "BY) AND 3067=7570-- ZPYR", "region"},
		{"United States", "", "country"},
		{"ZZ", "", "country"},
		{"VA", "X", "region"}, // the Vatican has no regions
	} {
		if _, err := rate(c.country, c.region); fields(err)[c.field] == "" {
			t.Errorf("a rate of %q/%q: %v, want a message for %s", c.country, c.region, err, c.field)
		}
	}
	settings := toolshop.ShopSettings{LegalName: "Shop", Country: "United States"}
	if fields(settings.Validate())["country"] == "" {
		t.Errorf("the shop at home in a name")
	}
	method := toolshop.ShippingMethod{Name: "Post", Countries: []string{"US", "UK"}}
	if fields(method.Validate())["countries"] == "" {
		t.Errorf("a method to the UK, which the standard calls GB")
	}
	checkout := toolshop.Checkout{PostalAddress: toolshop.PostalAddress{Country: "US", Region: "California"}}
	if fields(checkout.ValidateQuote())["region"] == "" {
		t.Errorf("a checkout to California")
	}

	// Places kept as text before are read from their names, or not at all.
	for _, c := range []struct{ country, region, wantCountry, wantRegion string }{
		{"United States", "California", "US", "CA"},
		{"us", "ca", "US", "CA"},
		{"US", "us-ny", "US", "NY"},
		{"united states of america", "", "US", ""},
		{"Germany", "bayern", "DE", "BY"},
	} {
		country, region, ok := toolshop.ReadPlace(c.country, c.region)
		if !ok || country != c.wantCountry || region != c.wantRegion {
			t.Errorf("ReadPlace(%q, %q) = %q, %q, %v", c.country, c.region, country, region, ok)
		}
	}
	for _, c := range [][2]string{{"Un", ""}, {"US", "Californ"}, {"US", "BY) AND 3067=7570-- ZPYR"}, {"Germany", "California"}} {
		if _, _, ok := toolshop.ReadPlace(c[0], c[1]); ok {
			t.Errorf("ReadPlace(%q, %q) read", c[0], c[1])
		}
	}
}

// What an order is priced under is decided in one place: a pickup is taxed at the shop's
// home, a delivery where it goes, which it must name with its region where the tax is the
// region's, and a delivery pays for its delivery whenever the shop has a way to deliver.
func TestTerms(t *testing.T) {
	post := toolshop.ShippingMethod{ID: "m1", Name: "Post", Price: 900, Countries: []string{"US"}}
	courier := toolshop.ShippingMethod{ID: "m2", Name: "Courier", Price: 1500, Countries: []string{"US", "CA"}}
	pickup := toolshop.ShippingMethod{ID: "m3", Name: "Pickup", Pickup: true}
	ca := toolshop.TaxRate{Country: "US", Region: "CA", Name: "CA sales tax", Rate: 725}
	vat := toolshop.TaxRate{Country: "DE", Name: "VAT", Rate: 1900}
	by := toolshop.TaxRate{Country: "DE", Region: "BY", Name: "Off", Rate: 100, Off: true}
	list := toolshop.PriceList{
		Settings: toolshop.ShopSettings{Country: "US", Region: "CA"},
		Rates:    []toolshop.TaxRate{ca, vat, by},
		Methods:  []toolshop.ShippingMethod{courier, post, pickup},
	}
	for _, c := range []struct {
		name               string
		dest               toolshop.Destination
		err                error
		method, rate, home string
	}{
		{"a pickup, taxed at the shop", toolshop.Destination{MethodID: "m3"}, nil, "Pickup", "CA sales tax", "US/CA"},
		{"a pickup 'to' France", toolshop.Destination{Country: "FR", MethodID: "m3"}, nil, "Pickup", "CA sales tax", "US/CA"},
		{"a delivery to California", toolshop.Destination{Country: "US", Region: "CA", MethodID: "m1"}, nil, "Post", "CA sales tax", "US/CA"},
		{"a delivery to Oregon", toolshop.Destination{Country: "US", Region: "OR", MethodID: "m1"}, nil, "Post", "", "US/OR"},
		{"a delivery to Germany, a switched-off rate aside", toolshop.Destination{Country: "DE", MethodID: "m3"}, nil, "Pickup", "CA sales tax", "US/CA"},
		{"no state", toolshop.Destination{Country: "US", MethodID: "m1"}, toolshop.ErrRegionRequired, "", "", ""},
		{"no province", toolshop.Destination{Country: "CA", MethodID: "m2"}, toolshop.ErrRegionRequired, "", "", ""},
		{"no country", toolshop.Destination{MethodID: "m1"}, toolshop.ErrCountryRequired, "", "", ""},
		{"no method", toolshop.Destination{Country: "US", Region: "CA"}, toolshop.ErrChooseShipping, "", "", ""},
		{"a method elsewhere", toolshop.Destination{Country: "US", Region: "CA", MethodID: "nope"}, toolshop.ErrNoShippingThere, "", "", ""},
		{"a method that does not go there", toolshop.Destination{Country: "CA", Region: "QC", MethodID: "m1"}, toolshop.ErrNoShippingThere, "", "", ""},
	} {
		terms, err := list.Terms(c.dest, nil, 0, now)
		if !errors.Is(err, c.err) {
			t.Errorf("%s: %v, want %v", c.name, err, c.err)
			continue
		}
		if err != nil {
			continue
		}
		rate := ""
		if terms.Rate != nil {
			rate = terms.Rate.Name
		}
		if terms.Method.Name != c.method || rate != c.rate || terms.TaxCountry+"/"+terms.TaxRegion != c.home {
			t.Errorf("%s: %s, %q, taxed in %s/%s", c.name, terms.Method.Name, rate, terms.TaxCountry, terms.TaxRegion)
		}
	}
	// Germany is served by no delivery: the pickup is the way; without one the shop says so.
	_, err := list.Terms(toolshop.Destination{Country: "DE"}, nil, 0, now)
	if toolshop.ErrorMessage(err) != "We do not deliver to Germany" || toolshop.ErrorCode(err) != toolshop.ECONFLICT {
		t.Errorf("a delivery to Germany: %v", err)
	}
	// A shop without shipping methods delivers for free, as it always did.
	free := toolshop.PriceList{Settings: list.Settings, Rates: list.Rates}
	if terms, err := free.Terms(toolshop.Destination{Country: "US", Region: "CA"}, nil, 0, now); err != nil || terms.Method != nil || terms.Rate.Name != "CA sales tax" {
		t.Errorf("a shop without shipping: %+v, %v", terms, err)
	}
}

func containsPlace(list []toolshop.Place, p toolshop.Place) bool {
	for _, q := range list {
		if reflect.DeepEqual(p, q) {
			return true
		}
	}
	return false
}

// fields are the field messages of a refusal, none for nil or another error.
func fields(err error) map[string]string {
	var e *toolshop.Error
	if errors.As(err, &e) {
		return e.Fields
	}
	return nil
}
