package toolshop_test

import (
	"errors"
	"reflect"
	"testing"

	"toolshop"
)

// A delivery address is checked against its country's format, as Google's address data has
// it: the postal code's pattern, and whether a city and a postal code are needed.
func TestAddressRules(t *testing.T) {
	address := func(country, region, postalCode string) toolshop.Address {
		return toolshop.Address{PostalAddress: toolshop.PostalAddress{Delivery: toolshop.Delivery{CustomerName: "Ann", Phone: "555"},
			Street: toolshop.Street{Line1: "1 Mill Road", City: "Town", PostalCode: postalCode}, Country: country, Region: region}}
	}
	for _, c := range []struct {
		country, region, postalCode string
		want                        string // the postalCode's message, "" for none
	}{
		{"US", "CA", "12345", ""},
		{"US", "CA", "12345-6789", ""},
		{"US", "CA", "1234", "Enter the postal code as United States writes it, such as 95014"},
		{"US", "CA", "12345-67", "Enter the postal code as United States writes it, such as 95014"},
		{"US", "CA", "", "Postal code is required"},
		{"CA", "ON", "K1A 0B1", ""},
		{"CA", "ON", "k1a0b1", ""},
		{"CA", "ON", "12345", "Enter the postal code as Canada writes it, such as H3Z 2Y7"},
		{"GB", "", "SW1A 1AA", ""},
		{"GB", "", "sw1a  1aa", ""},
		{"GB", "", "SW1A", "Enter the postal code as United Kingdom writes it, such as EC1Y 8SY"},
		{"DE", "", "10115", ""},
		{"DE", "", "1011", "Enter the postal code as Germany writes it, such as 26133"},
		{"FR", "", "75008", ""},
		{"FR", "", "750", "Enter the postal code as France writes it, such as 33380"},
		{"AU", "NSW", "2000", ""},
		{"AU", "NSW", "20000", "Enter the postal code as Australia writes it, such as 2060"},
		// Hong Kong has no postal codes: whatever reasonable text is typed, or none.
		{"HK", "", "Kowloon 1", ""},
		{"HK", "", "", ""},
	} {
		a := address(c.country, c.region, c.postalCode)
		err := a.Validate()
		if got := fields(err)["postalCode"]; got != c.want {
			t.Errorf("%s %q: %q, want %q (%v)", c.country, c.postalCode, got, c.want, err)
		}
	}

	for _, country := range []string{"US", "CA", "AU"} {
		stateless := address(country, "", "")
		if got := fields(stateless.Validate())["region"]; got != "Choose the state or region" {
			t.Errorf("a book's address in %s without its state: %q", country, got)
		}
	}

	a := address("CA", "ON", "k1a0b1")
	a.Line2, a.Address = "Suite 2", "ignored"
	if err := a.Validate(); err != nil || a.PostalCode != "K1A0B1" || a.Address != "1 Mill Road, Suite 2, Town, ON K1A0B1, Canada" {
		t.Errorf("the address as one line: %q %q %v", a.PostalCode, a.Address, err)
	}
	empty := toolshop.Address{PostalAddress: toolshop.PostalAddress{Country: "United States", Region: "California",
		Street: toolshop.Street{Line2: "x\x00"}}}
	if got := fields(empty.Validate()); !reflect.DeepEqual(got, map[string]string{
		"country": "Choose a country from the list: its ISO 3166 code, such as US or DE", "customerName": "Name is required",
		"number": "Number is required", "line1": "Address is required", "line2": "Must be one line, without control characters",
		"city": "City is required"}) {
		t.Errorf("an empty address: %v", got)
	}
	if got := fields((&toolshop.Address{}).Validate())["country"]; got != "Country is required" {
		t.Errorf("no country: %q", got)
	}
}

// An address book holds one default whenever it holds any address, and at most 20.
func TestAddressBook(t *testing.T) {
	entry := func(id string, isDefault bool) toolshop.Address {
		return toolshop.Address{ID: id, IsDefault: isDefault}
	}
	defaults := func(b toolshop.AddressBook) (ids []string) {
		for _, a := range b {
			if a.IsDefault {
				ids = append(ids, a.ID)
			}
		}
		return ids
	}
	var book toolshop.AddressBook
	book, _ = book.Add(entry("a", false))
	book, _ = book.Add(entry("b", false))
	if got := defaults(book); !reflect.DeepEqual(got, []string{"a"}) {
		t.Errorf("the first is the default: %v", got)
	}
	book, _ = book.Add(entry("c", true))
	if got := defaults(book); !reflect.DeepEqual(got, []string{"c"}) {
		t.Errorf("a new default: %v", got)
	}
	book, _ = book.Put(entry("c", false))
	if got := defaults(book); !reflect.DeepEqual(got, []string{"c"}) {
		t.Errorf("the default unmarked stays: %v", got)
	}
	book, _ = book.Put(entry("b", true))
	if got := defaults(book); !reflect.DeepEqual(got, []string{"b"}) {
		t.Errorf("another made the default: %v", defaults(book))
	}
	book, _ = book.Delete("b")
	if got := defaults(book); len(book) != 2 || !reflect.DeepEqual(got, []string{"a"}) {
		t.Errorf("the default deleted, the oldest is: %v", got)
	}
	if _, err := book.Put(entry("x", false)); !errors.Is(err, toolshop.ErrAddressNotFound) {
		t.Errorf("an unknown address: %v", err)
	}
	if _, err := book.Delete("x"); !errors.Is(err, toolshop.ErrAddressNotFound) {
		t.Errorf("an unknown address deleted: %v", err)
	}
	full := make(toolshop.AddressBook, toolshop.MaxAddresses)
	if _, err := full.Add(entry("y", false)); !errors.Is(err, toolshop.ErrAddressBookFull) {
		t.Errorf("a 21st address: %v", err)
	}
}
