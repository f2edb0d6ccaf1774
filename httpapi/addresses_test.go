package httpapi_test

import (
	"fmt"
	"testing"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// A checkout's address travels as fields, kept by the order beside the spec's one-line
// address; the purchase form still sends that line alone.
func TestCheckoutAddress(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		ann := h.customer("ann@example.com")
		saw := h.tool(1999, 1, 100)

		h.must(200, "PUT", "/cart/"+saw, ann, map[string]int{"quantity": 1})
		wantFields(t, "a bad address", h.do("POST", "/checkout", ann, map[string]string{"customerName": "Ann", "number": "555",
			"line1": "1 Main St", "line2": "x\x01", "city": "Springfield", "postalCode": "1234", "country": "US", "region": "IL"}), 400,
			map[string]string{"line2": "Must be one line, without control characters",
				"postalCode": "Enter the postal code as United States writes it, such as 95014"})
		id := h.must(201, "POST", "/checkout", ann, map[string]any{"customerName": "Ann Smith", "company": "Mill & Co", "number": "555",
			"line1": " 1 Main St ", "line2": "Suite 2", "city": "Springfield", "postalCode": "62704-1234", "country": "us", "region": "IL",
			"address": "ignored"}).field(t, "insertedId").(string)
		var o toolshop.Order
		h.must(200, "GET", "/orders/"+id, ann, nil).json(t, &o)
		want := toolshop.Street{Company: "Mill & Co", Line1: "1 Main St", Line2: "Suite 2", City: "Springfield", PostalCode: "62704-1234"}
		if o.Street != want || o.Country != "US" || o.Region != "IL" || o.CustomerName != "Ann Smith" || o.Phone != "555" ||
			o.Address != "1 Main St, Suite 2, Springfield, IL 62704-1234, United States" {
			t.Errorf("the order's address: %+v %q %q %q", o.Street, o.Country, o.Region, o.Address)
		}

		// Buy Now's address is the checkout's: the fields, and the one line written from them.
		purchase := h.must(201, "POST", "/orders", ann, map[string]any{"toolId": saw, "customerName": "Ann", "number": "555",
			"line1": "1 Mill Road", "city": "Leeds", "postalCode": "LS1 1AA", "country": "GB", "address": "ignored",
			"quantity": 1}).field(t, "insertedId").(string)
		var p toolshop.Order
		h.must(200, "GET", "/orders/"+purchase, ann, nil).json(t, &p)
		if p.Address != "1 Mill Road, Leeds, LS1 1AA, United Kingdom" || p.Street != (toolshop.Street{Line1: "1 Mill Road", City: "Leeds", PostalCode: "LS1 1AA"}) {
			t.Errorf("Buy Now's address: %q %+v", p.Address, p.Street)
		}
	})
}

// A customer's address book: add, edit, delete, one default, at most 20, and the checkout
// delivering to one of its addresses; nobody else's.
func TestAddressBook(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		ann, bob := h.customer("ann@example.com"), h.customer("bob@example.com")
		address := func(line1, postalCode string, isDefault bool) map[string]any {
			return map[string]any{"customerName": "Ann", "number": "555", "line1": line1, "city": "Ottawa", "postalCode": postalCode,
				"country": "CA", "region": "ON", "isDefault": isDefault}
		}
		var book []toolshop.Address
		list := func(token string) []toolshop.Address {
			t.Helper()
			book = nil
			h.must(200, "GET", "/addresses", token, nil).json(t, &book)
			return book
		}
		defaults := func() (ids []string) {
			for _, a := range list(ann) {
				if a.IsDefault {
					ids = append(ids, a.ID)
				}
			}
			return ids
		}

		wantError(t, "no token", h.do("GET", "/addresses", "", nil), 401, "Sign in first")
		wantFields(t, "an address without a street", h.do("POST", "/addresses", ann, address("", "K1A 0B1", false)), 400,
			map[string]string{"line1": "Address is required"})
		first := h.must(201, "POST", "/addresses", ann, address("24 Sussex Dr", "k1a 0b1", false)).field(t, "insertedId").(string)
		second := h.must(201, "POST", "/addresses", ann, address("80 Wellington St", "K1A 0A2", false)).field(t, "insertedId").(string)
		if got := defaults(); len(book) != 2 || len(got) != 1 || got[0] != first || book[0].PostalCode != "K1A 0B1" ||
			book[0].Address != "24 Sussex Dr, Ottawa, ON K1A 0B1, Canada" {
			t.Errorf("the first is the default: %v %+v", got, book)
		}
		h.must(200, "PUT", "/addresses/"+second, ann, address("80 Wellington Street", "K1A 0A2", true))
		if got := defaults(); len(got) != 1 || got[0] != second || book[1].Line1 != "80 Wellington Street" {
			t.Errorf("another made the default: %v %+v", got, book)
		}
		if len(list(bob)) != 0 {
			t.Errorf("bob sees ann's book: %+v", book)
		}
		wantError(t, "bob edits ann's", h.do("PUT", "/addresses/"+first, bob, address("1 Bob St", "K1A 0B1", false)), 404, "Address not found")
		wantError(t, "bob deletes ann's", h.do("DELETE", "/addresses/"+first, bob, nil), 404, "Address not found")
		wantError(t, "a malformed id", h.do("DELETE", "/addresses/x", ann, nil), 400, "Invalid id")

		// The checkout delivers to an address of the book, priced for its place, and keeps
		// a new address when asked.
		saw := h.tool(1000, 1, 100)
		h.must(200, "PUT", "/cart/"+saw, ann, map[string]int{"quantity": 1})
		wantError(t, "bob's checkout to ann's address", h.do("POST", "/checkout", bob, map[string]string{"number": "5", "addressId": first}),
			404, "Address not found")
		wantError(t, "ann's checkout to an unknown address", h.do("POST", "/checkout/quote", ann, map[string]string{"addressId": "0123456789abcdef01234567"}),
			404, "Address not found")
		var quoted toolshop.Order
		h.must(200, "POST", "/checkout/quote", ann, map[string]string{"addressId": second}).json(t, &quoted)
		if quoted.TaxCountry != "CA" || quoted.TaxRegion != "ON" {
			t.Errorf("a quote to the book's address is taxed in %s/%s", quoted.TaxCountry, quoted.TaxRegion)
		}
		id := h.must(201, "POST", "/checkout", ann, map[string]string{"addressId": second, "number": "ignored"}).field(t, "insertedId").(string)
		var o toolshop.Order
		h.must(200, "GET", "/orders/"+id, ann, nil).json(t, &o)
		if o.Line1 != "80 Wellington Street" || o.Country != "CA" || o.Region != "ON" || o.Phone != "555" ||
			o.Address != "80 Wellington Street, Ottawa, ON K1A 0A2, Canada" {
			t.Errorf("the order to the book's address: %+v %q", o.Street, o.Address)
		}
		h.must(200, "PUT", "/cart/"+saw, ann, map[string]int{"quantity": 1})
		saved := address("1 Rideau St", "K1N 8S7", false)
		saved["saveAddress"] = true
		h.must(201, "POST", "/checkout", ann, saved)
		if len(list(ann)) != 3 || book[2].Line1 != "1 Rideau St" || book[2].IsDefault {
			t.Errorf("the address kept with the order: %+v", book)
		}

		// The default deleted, the oldest left is; the 21st address is refused.
		h.must(200, "DELETE", "/addresses/"+second, ann, nil)
		if got := defaults(); len(book) != 2 || len(got) != 1 || got[0] != first {
			t.Errorf("the default deleted: %v %+v", got, book)
		}
		for i := len(book); i < toolshop.MaxAddresses; i++ {
			h.must(201, "POST", "/addresses", ann, address(fmt.Sprintf("%d Bank St", i), "K1A 0B1", false))
		}
		wantError(t, "a 21st address", h.do("POST", "/addresses", ann, address("21 Bank St", "K1A 0B1", true)), 409,
			"Your address book is full (20 addresses): delete one first")
		if got := defaults(); len(book) != 20 || len(got) != 1 || got[0] != first {
			t.Errorf("a full book: %d addresses, default %v", len(book), got)
		}
	})
}
