package toolshop

import (
	_ "embed"
	"regexp"
	"slices"
	"strings"
	"sync"
)

// What each country's addresses need comes from Google's address data (libaddressinput, what
// Chrome and Android fill addresses from), written into addressformats/formats.tsv by its
// generator, never typed by hand.
//
//go:generate go run addressformats/generate.go
//go:embed addressformats/formats.tsv
var formatsTSV string

// addressFormat is what a country's addresses need: the pattern of its postal codes (nil
// where there are none), whether they need a city and a postal code, and an example code.
type addressFormat struct {
	postalCode          *regexp.Regexp
	needsCity, needsZip bool
	example             string
}

// addressFormats are the formats by country; a country the data lacks gets its default,
// which needs a street and a city.
var addressFormats = sync.OnceValue(func() map[string]addressFormat {
	formats := map[string]addressFormat{}
	for line := range strings.Lines(formatsTSV) {
		if strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Split(strings.TrimSuffix(line, "\n"), "\t")
		f := addressFormat{needsCity: strings.Contains(fields[2], "C"), needsZip: strings.Contains(fields[2], "Z")}
		if fields[1] != "" {
			f.postalCode = regexp.MustCompile("^(?:" + fields[1] + ")$")
		}
		f.example, _, _ = strings.Cut(fields[3], ",")
		formats[fields[0]] = f
	}
	return formats
})

func formatOf(country string) addressFormat {
	if f, ok := addressFormats()[country]; ok {
		return f
	}
	return addressFormat{needsCity: true}
}

// Street is the part of a delivery address within its country and region: the company it
// goes to (if any), two lines of street, the city and the postal code.
type Street struct {
	Company    string `json:"company,omitempty"`
	Line1      string `json:"line1,omitempty"`
	Line2      string `json:"line2,omitempty"`
	City       string `json:"city,omitempty"`
	PostalCode string `json:"postalCode,omitempty"`
}

// PostalAddress is a whole delivery address: to whom (the Delivery, whose one-line Address
// the server writes), the street, the country and the region, as ISO 3166 codes.
type PostalAddress struct {
	Delivery
	Street
	Country string `json:"country"`
	Region  string `json:"region"`
}

// Messages of an address's fields.
const (
	msgLine1Required      = msgAddressRequired
	msgCityRequired       = "City is required"
	msgPostalCodeRequired = "Postal code is required"
)

// check trims the fields and checks their form: the name and number (Delivery.check), the
// street's lengths, and the postal code against the country's pattern, in capitals. The
// country and region codes are the caller's to read first (checkCountry, checkRegion); the
// one-line address is the server's to write (OneLine), so what a client sends is dropped.
func (a *PostalAddress) check(p *problems) {
	a.Delivery.check(p)
	a.Address = ""
	s := &a.Street
	for _, f := range []struct {
		name  string
		value *string
		max   int
	}{{"company", &s.Company, 100}, {"line1", &s.Line1, 100}, {"line2", &s.Line2, 100}, {"city", &s.City, 80}, {"postalCode", &s.PostalCode, 20}} {
		*f.value = strings.TrimSpace(*f.value)
		checkLine(p, f.name, *f.value, f.max)
	}
	s.PostalCode = strings.ToUpper(strings.Join(strings.Fields(s.PostalCode), " "))
	if pattern := formatOf(a.Country).postalCode; s.PostalCode != "" && pattern != nil && !pattern.MatchString(s.PostalCode) {
		p.add("postalCode", "Enter the postal code as "+CountryName(a.Country)+" writes it, such as "+formatOf(a.Country).example)
	}
}

// require asks for what a delivery to the address cannot go without: a street, and the city
// and postal code where the country's addresses need them.
func (a PostalAddress) require(p *problems) {
	f := formatOf(a.Country)
	if a.Line1 == "" {
		p.add("line1", msgLine1Required)
	}
	if a.City == "" && f.needsCity {
		p.add("city", msgCityRequired)
	}
	if a.PostalCode == "" && f.needsZip {
		p.add("postalCode", msgPostalCodeRequired)
	}
}

// OneLine is the address as the spec's one address field holds it, for every page, mail
// and export that reads that: "line1, line2, city, region postalCode, country".
func (a PostalAddress) OneLine() string {
	var parts []string
	for _, s := range []string{a.Line1, a.Line2, a.City, strings.TrimSpace(a.Region + " " + a.PostalCode), CountryName(a.Country)} {
		if s != "" {
			parts = append(parts, s)
		}
	}
	return strings.Join(parts, ", ")
}

// Address is one address of a customer's address book.
type Address struct {
	ID string `json:"_id"`
	PostalAddress
	// IsDefault marks the book's one default address, which the checkout offers first.
	IsDefault bool `json:"isDefault"`
}

// Validate checks an address for the book: a whole address, its recipient named, in a
// country from the list, with its state where the country's tax is the state's (so a saved
// address is never refused at the checkout for the want of one).
func (a *Address) Validate() error {
	var p problems
	if a.Country = strings.TrimSpace(a.Country); a.Country == "" {
		p.add("country", msgCountryRequired)
	} else {
		a.Country = checkCountry(&p, "country", a.Country)
	}
	a.Region = checkRegion(&p, a.Country, a.Region)
	if a.Region == "" && stateRequired(a.Country) {
		p.add("region", msgRegionRequired)
	}
	a.check(&p)
	if a.CustomerName == "" {
		p.add("customerName", "Name is required")
	}
	a.require(&p)
	a.Address = a.OneLine()
	return p.err()
}

// MaxAddresses is the most addresses one customer's book holds.
const MaxAddresses = 20

// Errors of the address book.
var (
	ErrAddressNotFound = Errorf(ENOTFOUND, "Address not found")
	ErrAddressBookFull = Errorf(ECONFLICT, "Your address book is full (20 addresses): delete one first")
)

// AddressBook is a customer's saved addresses, oldest first. It has one default address
// whenever it has any: the first one added, until another is made the default.
type AddressBook []Address

// Add is the book with a added, made the default when asked or when it is the first; a full
// book is refused.
func (b AddressBook) Add(a Address) (AddressBook, error) {
	if len(b) >= MaxAddresses {
		return nil, ErrAddressBookFull
	}
	a.IsDefault = a.IsDefault || len(b) == 0
	return append(slices.Clone(b), a).defaultTo(a), nil
}

// Put is the book with the address of a's id changed to a. The default stays the default
// (the book is never without one) until another is made it.
func (b AddressBook) Put(a Address) (AddressBook, error) {
	i := slices.IndexFunc(b, func(old Address) bool { return old.ID == a.ID })
	if i < 0 {
		return nil, ErrAddressNotFound
	}
	a.IsDefault = a.IsDefault || b[i].IsDefault
	b = slices.Clone(b)
	b[i] = a
	return b.defaultTo(a), nil
}

// Delete is the book without the address id; when that was the default, the oldest left
// becomes it.
func (b AddressBook) Delete(id string) (AddressBook, error) {
	i := slices.IndexFunc(b, func(a Address) bool { return a.ID == id })
	if i < 0 {
		return nil, ErrAddressNotFound
	}
	gone := b[i]
	b = slices.Delete(slices.Clone(b), i, i+1)
	if gone.IsDefault && len(b) > 0 {
		b[0].IsDefault = true
	}
	return b, nil
}

// defaultTo makes a the book's one default when a is marked so.
func (b AddressBook) defaultTo(a Address) AddressBook {
	if a.IsDefault {
		for i := range b {
			b[i].IsDefault = b[i].ID == a.ID
		}
	}
	return b
}
