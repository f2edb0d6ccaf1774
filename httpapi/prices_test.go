package httpapi_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// The owner's mail of orders paid is on in a new shop, off once PUT /admin/shop says so,
// and on again when a client that does not know the switch saves the settings.
func TestShopNotifyOnPaid(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		admin := h.admin("boss@example.com")
		notifies := func() any { return h.must(200, "GET", "/admin/shop", admin, nil).field(t, "notifyOnPaid") }
		if got := notifies(); got != true {
			t.Errorf("a new shop's notifyOnPaid %v", got)
		}
		shop := map[string]any{"legalName": "Tools", "country": "US", "notifyOnPaid": false}
		if got := h.must(200, "PUT", "/admin/shop", admin, shop).field(t, "notifyOnPaid"); got != false || notifies() != false {
			t.Errorf("notifyOnPaid turned off: answered %v, then %v", got, notifies())
		}
		wantFields(t, "a string for notifyOnPaid", h.do("PUT", "/admin/shop", admin, map[string]any{"legalName": "Tools", "country": "US", "notifyOnPaid": "no"}),
			400, map[string]string{"notifyOnPaid": "Must be true or false"})
		h.must(200, "PUT", "/admin/shop", admin, map[string]any{"legalName": "Tools", "country": "US"})
		if got := notifies(); got != true {
			t.Errorf("notifyOnPaid left out: %v", got)
		}
	})
}

// An admin sets up shipping, tax and a code; a customer's checkout with all three is
// priced to the cent, and a code that does not apply says why.
func TestPricesCalls(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		ann := h.customer("ann@example.com")
		admin := h.admin("boss@example.com")
		saw, drill := h.tool(1999, 1, 10), h.tool(1000, 1, 10)

		wantError(t, "a customer's settings", h.do("PUT", "/admin/shop", ann, map[string]any{"legalName": "X", "country": "US"}), 403, "Admins only")
		wantFields(t, "bad settings", h.do("PUT", "/admin/shop", admin, map[string]any{"legalName": "", "country": "USA", "paperSize": "A3"}), 400,
			map[string]string{"legalName": "Legal name is required", "country": "Choose a country from the list: its ISO 3166 code, such as US or DE",
				"paperSize": `Choose "letter", "a4", or "" for the paper of the shop's country`})
		h.must(200, "PUT", "/admin/shop", admin, map[string]any{"legalName": "Toolshop Inc.", "country": "us", "region": "ca", "shippingTaxed": true,
			"paperSize": "a4"})
		var shop toolshop.ShopSettings
		h.must(200, "GET", "/admin/shop", admin, nil).json(t, &shop)
		if shop.LegalName != "Toolshop Inc." || shop.Country != "US" || shop.Region != "CA" || !shop.ShippingTaxed || shop.PaperSize != "a4" {
			t.Errorf("settings %+v", shop)
		}

		wantFields(t, "a method nowhere", h.do("POST", "/admin/shipping-methods", admin, map[string]any{"name": "Post", "price": 5.99}), 400,
			map[string]string{"countries": "Name the countries the method delivers to"})
		flat := h.must(201, "POST", "/admin/shipping-methods", admin,
			map[string]any{"name": "Flat rate", "price": 5.99, "freeOver": 50, "countries": []string{"us", "CA"}}).field(t, "insertedId").(string)
		pickup := h.must(201, "POST", "/admin/shipping-methods", admin,
			map[string]any{"name": "Pickup at the shop", "price": 0, "pickup": true}).field(t, "insertedId").(string)
		var methods []toolshop.ShippingMethod
		h.must(200, "GET", "/shipping-methods?country=DE", "", nil).json(t, &methods)
		if len(methods) != 1 || !methods[0].Pickup {
			t.Errorf("methods to Germany %+v", methods)
		}
		h.must(201, "POST", "/admin/tax-rates", admin, map[string]any{"country": "US", "region": "CA", "name": "CA sales tax", "rate": 725})
		wantError(t, "a second rate for CA", h.do("POST", "/admin/tax-rates", admin, map[string]any{"country": "US", "region": "ca", "name": "Again", "rate": 1}),
			409, "This place has a tax rate already")
		h.must(201, "POST", "/admin/discount-codes", admin, map[string]any{"code": "ten", "kind": "amount", "amount": 10, "active": true})
		h.must(201, "POST", "/admin/discount-codes", admin, map[string]any{"code": "BIG", "kind": "percent", "percent": 1000,
			"minSubtotal": 500, "active": true})
		h.must(201, "POST", "/admin/discount-codes", admin, map[string]any{"code": "OLD", "kind": "free_shipping",
			"endsAt": time.Now().Add(-time.Hour), "active": true})

		h.must(200, "PUT", "/cart/"+saw, ann, map[string]int{"quantity": 1})
		h.must(200, "PUT", "/cart/"+drill, ann, map[string]int{"quantity": 3})
		wantError(t, "an expired code", h.do("PUT", "/cart/code", ann, map[string]string{"code": "old"}), 409, "This code has expired")
		wantError(t, "below the minimum", h.do("PUT", "/cart/code", ann, map[string]string{"code": "big"}), 409,
			"This code needs a subtotal of $500.00 or more")
		wantError(t, "no such code", h.do("PUT", "/cart/code", ann, map[string]string{"code": "nope"}), 409, "This code does not exist")
		var cart struct {
			Code     string
			Discount float64
		}
		h.must(200, "DELETE", "/cart/code", ann, nil).json(t, &cart)
		if cart.Code != "" || cart.Discount != 0 {
			t.Errorf("cart without a code %+v", cart)
		}
		h.must(200, "PUT", "/cart/code", ann, map[string]string{"code": " ten "}).json(t, &cart)
		if cart.Code != "TEN" || cart.Discount != 10 {
			t.Errorf("cart with a code %+v", cart)
		}
		// A visitor's code is priced by the same rule, as for someone who has not used it yet.
		visitorQuote := func(code string) (quote struct {
			Code, CodeProblem string
			Discount          float64
		}) {
			t.Helper()
			h.must(200, "POST", "/cart/quote", "", map[string]any{"code": code, "lines": []map[string]any{
				{"toolId": saw, "quantity": 1}, {"toolId": drill, "quantity": 3}}}).json(t, &quote)
			return quote
		}

		// The quote is priced from the destination, the method and the code: before any delivery is typed.
		var quoted toolshop.Order
		h.must(200, "POST", "/checkout/quote", ann, map[string]string{"country": "US", "region": "CA", "shippingMethodId": flat}).json(t, &quoted)
		req := map[string]string{"line1": "1 Mill Road", "city": "Berlin", "postalCode": "10115", "number": "555", "country": "US", "region": "CA", "shippingMethodId": flat}
		res := h.must(201, "POST", "/checkout", ann, req)
		var o toolshop.Order
		h.must(200, "GET", "/orders/"+res.field(t, "insertedId").(string), ann, nil).json(t, &o)
		want := toolshop.Amounts{Subtotal: 4999, Discount: 1000, Shipping: 599, ShippingTax: 43, Tax: 116 + 174 + 43, Total: 4999 - 1000 + 599 + 333}
		if quoted.Amounts != o.Amounts || quoted.ID != "" {
			t.Errorf("quoted %+v, placed %+v", quoted.Amounts, o.Amounts)
		}
		if o.Amounts != want || o.DiscountCode != "TEN" || o.ShippingMethod != "Flat rate" || o.TaxName != "CA sales tax" ||
			o.Lines[0].Discount != 400 || o.Lines[1].Tax != 174 {
			t.Errorf("order %+v, lines %+v; want %+v", o.Amounts, o.Lines, want)
		}
		if q := visitorQuote(" ten "); q.Code != "TEN" || q.Discount != 10 || q.CodeProblem != "" {
			t.Errorf("a visitor's quote with a code: %+v", q)
		}
		if q := visitorQuote("big"); q.Code != "BIG" || q.Discount != 0 || q.CodeProblem != "This code needs a subtotal of $500.00 or more" {
			t.Errorf("a visitor's quote with a code that does not apply: %+v", q)
		}
		if q := visitorQuote("nope"); q.CodeProblem != "This code does not exist" {
			t.Errorf("a visitor's quote with no such code: %+v", q)
		}
		if q := visitorQuote(""); q.Code != "" || q.Discount != 0 {
			t.Errorf("a visitor's quote without a code: %+v", q)
		}
		intent := h.must(200, "POST", "/create-payment-intent", ann, map[string]string{"orderId": o.ID})
		if intent.field(t, "clientSecret") == "" {
			t.Errorf("intent %s", intent.body)
		}

		// A delivery needs an address; a pickup none, and its order says where it waits.
		h.must(200, "PUT", "/cart/"+saw, ann, map[string]int{"quantity": 1})
		wantFields(t, "a delivery without an address", h.do("POST", "/checkout", ann,
			map[string]string{"number": "555", "country": "US", "region": "CA", "shippingMethodId": flat}), 400,
			map[string]string{"line1": "Address is required", "city": "City is required", "postalCode": "Postal code is required"})
		res = h.must(201, "POST", "/checkout", ann, map[string]string{"number": "555", "country": "US", "shippingMethodId": pickup})
		var collected toolshop.Order
		h.must(200, "GET", "/orders/"+res.field(t, "insertedId").(string), ann, nil).json(t, &collected)
		if collected.Address != "Pickup at the shop" || collected.ShippingMethod != "Pickup at the shop" || collected.Shipping != 0 {
			t.Errorf("a pickup's order: %q, %q, %s", collected.Address, collected.ShippingMethod, collected.Shipping)
		}
	})
}

// Each admin list (shipping methods, tax rates, discount codes) lists what was added, changes
// an item by its id and deletes it; the deal of the day reads back as it was set, and GET
// /deal answers {} without one.
func TestAdminListsCalls(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		admin := h.admin("boss@example.com")
		for _, c := range []struct {
			path          string
			added, change map[string]any
			field         string
		}{
			{"/admin/shipping-methods", map[string]any{"name": "Post", "price": 9, "countries": []string{"US"}},
				map[string]any{"name": "Post", "price": 12, "countries": []string{"US"}}, "price"},
			{"/admin/tax-rates", map[string]any{"country": "US", "region": "CA", "name": "CA sales tax", "rate": 725},
				map[string]any{"country": "US", "region": "CA", "name": "CA sales tax", "rate": 12}, "rate"},
			{"/admin/discount-codes", map[string]any{"code": "TEN", "kind": "amount", "amount": 10, "active": true},
				map[string]any{"code": "TEN", "kind": "amount", "amount": 12, "active": true}, "amount"},
		} {
			id := h.must(201, "POST", c.path, admin, c.added).field(t, "insertedId").(string)
			if n := h.must(200, "PUT", c.path+"/"+id, admin, c.change).field(t, "modifiedCount"); n != 1.0 {
				t.Errorf("PUT %s/{id}: modified %v", c.path, n)
			}
			var list []map[string]any
			h.must(200, "GET", c.path, admin, nil).json(t, &list)
			if len(list) != 1 || list[0]["_id"] != id || list[0][c.field] != 12.0 {
				t.Errorf("GET %s: %v, want %s changed to 12", c.path, list, c.field)
			}
			if n := h.must(200, "DELETE", c.path+"/"+id, admin, nil).field(t, "deletedCount"); n != 1.0 {
				t.Errorf("DELETE %s/{id}: deleted %v", c.path, n)
			}
			if h.must(200, "GET", c.path, admin, nil).json(t, &list); len(list) != 0 {
				t.Errorf("GET %s after the delete: %v", c.path, list)
			}
		}

		if body := strings.TrimSpace(string(h.must(200, "GET", "/deal", "", nil).body)); body != "null" {
			t.Errorf("GET /deal without a deal nor the spec's tool: %s, want null", body)
		}
		var today toolshop.DealOfTheDay
		if got := h.must(200, "GET", "/admin/deal", admin, nil).field(t, "toolId"); got != "" {
			t.Errorf("GET /admin/deal without a deal: toolId %v", got)
		}
		deal := toolshop.Deal{ToolID: h.tool(1000, 1, 5), Price: 800, EndsAt: time.Now().Add(time.Hour).Truncate(time.Second)}
		h.must(200, "PUT", "/admin/deal", admin, deal)
		var got toolshop.Deal
		if h.must(200, "GET", "/admin/deal", admin, nil).json(t, &got); got.ToolID != deal.ToolID || got.Price != deal.Price || !got.EndsAt.Equal(deal.EndsAt) {
			t.Errorf("GET /admin/deal: %+v, want %+v", got, deal)
		}
		if h.must(200, "GET", "/deal", "", nil).json(t, &today); today.ToolID != deal.ToolID || today.Price != deal.Price ||
			!today.EndsAt.Equal(deal.EndsAt) || today.Name == "" {
			t.Errorf("GET /deal: %+v, want %+v", today, deal)
		}
	})
}

// GET /config tells anyone whether the shop's prices include tax, as the admin last set it.
func TestConfigTellsTax(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		admin := h.admin("boss@example.com")
		want := func(when string, included bool) {
			t.Helper()
			res := h.must(200, "GET", "/config", "", nil)
			if res.field(t, "pricesIncludeTax") != included || res.field(t, "googleSignIn") != false {
				t.Errorf("%s: GET /config %s, want pricesIncludeTax %v", when, res.body, included)
			}
		}
		want("a new shop", false)
		for _, included := range []bool{true, false} {
			h.must(200, "PUT", "/admin/shop", admin, map[string]any{"legalName": "Toolshop", "country": "US", "pricesIncludeTax": included})
			want("as the admin set it", included)
		}
	})
}

// A paid order gets an invoice numbered without gaps, a refund a credit note that refers to
// it; only the order's customer and admins download them.
func TestInvoiceCalls(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		ann, bob := h.customer("ann@example.com"), h.customer("bob@example.com")
		admin := h.admin("boss@example.com")
		saw := h.tool(1999, 1, 10)
		first, second := h.order(ann, saw, 2), h.order(ann, saw, 1)
		wantError(t, "an unpaid order's invoice", h.do("GET", "/orders/"+first+"/invoice.pdf", ann, nil), 404,
			"This order has no invoice: it was never paid")
		h.pay(ann, second)
		h.pay(ann, first)
		for order, number := range map[string]string{second: "INV-000001", first: "INV-000002"} {
			res := h.must(200, "GET", "/orders/"+order+"/invoice.pdf", ann, nil)
			if res.header.Get("Content-Type") != "application/pdf" || !strings.Contains(string(res.body), "Invoice "+number) ||
				!strings.Contains(res.header.Get("Content-Disposition"), number+".pdf") {
				t.Errorf("invoice of %s: %v %.200s", order, res.header, res.body)
			}
		}
		wantError(t, "another customer's invoice", h.do("GET", "/orders/"+first+"/invoice.pdf", bob, nil), 403, "This is not your order")
		h.must(200, "GET", "/orders/"+first+"/invoice.pdf", admin, nil)

		h.must(200, "POST", "/orders/"+first+"/refund", admin, map[string]any{"lines": []map[string]any{{"toolId": saw, "quantity": 1}}})
		note := h.must(200, "GET", "/orders/"+first+"/credit-notes/1.pdf", ann, nil)
		if !strings.Contains(string(note.body), "Credit note CN-000001") || !strings.Contains(string(note.body), "Corrects invoice INV-000002") {
			t.Errorf("credit note %.300s", note.body)
		}
		wantError(t, "a refund that is not there", h.do("GET", "/orders/"+first+"/credit-notes/2.pdf", ann, nil), 404, "This refund has no credit note")
		var o toolshop.Order
		h.must(200, "GET", "/orders/"+first, ann, nil).json(t, &o)
		if o.Invoice == nil || o.Invoice.Number != 2 || o.Refunds[0].CreditNote == nil || o.Refunds[0].CreditNote.Number != 1 {
			t.Errorf("order's papers %+v, %+v", o.Invoice, o.Refunds)
		}
	})
}

// Places are codes from the standard wherever they are taken, a pickup is taxed where the shop
// is, a delivery pays for its delivery, and the purchase form's quote is the order it places.
func TestPlacesAndDeliveryCalls(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		ann := h.customer("ann@example.com")
		admin := h.admin("boss@example.com")
		saw := h.tool(1420, 1, 100) // a $14.20 hand saw

		var countries, states []toolshop.Place
		h.must(200, "GET", "/places", "", nil).json(t, &countries)
		h.must(200, "GET", "/places?country=us", "", nil).json(t, &states)
		if len(countries) < 240 || !slices.Contains(states, toolshop.Place{Code: "CA", Name: "California"}) {
			t.Errorf("%d countries, %d states", len(countries), len(states))
		}
		wantFields(t, "the regions of a name", h.do("GET", "/places?country=United%20States", "", nil), 400,
			map[string]string{"country": "Choose a country from the list: its ISO 3166 code, such as US or DE"})

		// The owner's shop in San Leandro, California, with the state's tax.
		wantFields(t, "a home state by name", h.do("PUT", "/admin/shop", admin, map[string]any{"legalName": "Tools", "country": "US", "region": "California"}),
			400, map[string]string{"region": "Choose a state or region of United States from the list: its ISO 3166-2 code, such as AL"})
		h.must(200, "PUT", "/admin/shop", admin, map[string]any{"legalName": "Tools", "country": "US", "region": "CA"})
		wantFields(t, "an injected region", h.do("POST", "/admin/tax-rates", admin, map[string]any{"country": "US", "region": "BY) AND 3067=7570-- ZPYR", "name": "X", "rate": 1}),
			400, map[string]string{"region": "Choose a state or region of United States from the list: its ISO 3166-2 code, such as AL"})
		wantFields(t, "a country by name", h.do("POST", "/admin/tax-rates", admin, map[string]any{"country": "United States", "name": "X", "rate": 1}),
			400, map[string]string{"country": "Choose a country from the list: its ISO 3166 code, such as US or DE"})
		h.must(201, "POST", "/admin/tax-rates", admin, map[string]any{"country": "US", "region": "CA", "name": "CA sales tax", "rate": 725})

		// A delivery chooses its method, in the US by Post or Courier; a pickup is at the shop.
		post := h.must(201, "POST", "/admin/shipping-methods", admin, map[string]any{"name": "Post", "price": 9, "freeOver": 500, "countries": []string{"US"}}).field(t, "insertedId").(string)
		h.must(201, "POST", "/admin/shipping-methods", admin, map[string]any{"name": "Courier", "price": 25, "countries": []string{"US"}})
		pickup := h.must(201, "POST", "/admin/shipping-methods", admin, map[string]any{"name": "Pickup in San Leandro", "price": 0, "pickup": true}).field(t, "insertedId").(string)

		// A checkout names its state, by code; a delivery chooses its method; a pickup is
		// taxed in San Leandro whatever is typed.
		h.must(200, "PUT", "/cart/"+saw, ann, map[string]int{"quantity": 2})
		delivery := func(extra map[string]string) map[string]string {
			body := map[string]string{"line1": "1 Mill Road", "city": "Berlin", "postalCode": "10115", "number": "555"}
			for k, v := range extra {
				body[k] = v
			}
			return body
		}
		wantFields(t, "California by name", h.do("POST", "/checkout", ann, delivery(map[string]string{"country": "US", "region": "California", "shippingMethodId": post})),
			400, map[string]string{"region": "Choose a state or region of United States from the list: its ISO 3166-2 code, such as AL"})
		wantFields(t, "the United States by name", h.do("POST", "/checkout", ann, delivery(map[string]string{"country": "United States", "shippingMethodId": post})),
			400, map[string]string{"country": "Choose a country from the list: its ISO 3166 code, such as US or DE"})
		wantFields(t, "no state", h.do("POST", "/checkout", ann, delivery(map[string]string{"country": "US", "shippingMethodId": post})),
			400, map[string]string{"region": "Choose the state or region"})
		wantFields(t, "no method", h.do("POST", "/checkout", ann, delivery(map[string]string{"country": "US", "region": "CA"})),
			400, map[string]string{"shippingMethodId": "Choose how the order reaches you"})
		wantError(t, "nowhere served", h.do("POST", "/checkout", ann, delivery(map[string]string{"country": "FR"})), 409, "We do not deliver to France")
		for _, to := range []map[string]string{{}, {"country": "FR"}, {"country": "US", "region": ""}} {
			to["shippingMethodId"] = pickup
			var q toolshop.Order
			h.must(200, "POST", "/checkout/quote", ann, to).json(t, &q)
			if q.Tax != 206 || q.TaxCountry != "US" || q.TaxRegion != "CA" || q.Country != "" { // 7.25 % of $28.40
				t.Errorf("a pickup 'to' %v: tax %s in %s/%s, to %q", to, q.Tax, q.TaxCountry, q.TaxRegion, q.Country)
			}
		}
		var o toolshop.Order
		id := h.must(201, "POST", "/checkout", ann, delivery(map[string]string{"country": "us", "region": "us-ca", "shippingMethodId": post})).field(t, "insertedId").(string)
		h.must(200, "GET", "/orders/"+id, ann, nil).json(t, &o)
		if o.Country != "US" || o.Region != "CA" || o.TaxCountry != "US" || o.TaxRegion != "CA" || o.Tax != 206 || o.Shipping != 900 {
			t.Errorf("a delivery to us/us-ca: %+v in %s/%s taxed in %s/%s", o.Amounts, o.Country, o.Region, o.TaxCountry, o.TaxRegion)
		}
	})
}
