package httpapi_test

import (
	"testing"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// Buy Now is the checkout of one tool and quantity: an order to Berlin, to Oregon and to a
// pickup costs to the cent what the checkout quotes for the same tool, quantity and address,
// for a customer (whose cart it leaves as it was) and a guest (who gets the order's key); and
// it refuses what the checkout refuses.
func TestBuyNowPricesAsTheCheckout(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		ann := h.customer("ann@example.com")
		admin := h.admin("boss@example.com")
		wrench := h.tool(3495, 1, 100) // $34.95

		// A shop in San Leandro, California, delivering in the US and to the EU, with a pickup.
		h.must(200, "PUT", "/admin/shop", admin, map[string]any{"legalName": "Tools", "country": "US", "region": "CA"})
		h.must(201, "POST", "/admin/tax-rates", admin, map[string]any{"country": "US", "region": "CA", "name": "CA sales tax", "rate": 725})
		h.must(201, "POST", "/admin/tax-rates", admin, map[string]any{"country": "DE", "name": "VAT", "rate": 1900})
		us := h.must(201, "POST", "/admin/shipping-methods", admin,
			map[string]any{"name": "US delivery", "price": 9.99, "countries": []string{"US"}}).field(t, "insertedId").(string)
		eu := h.must(201, "POST", "/admin/shipping-methods", admin,
			map[string]any{"name": "EU delivery", "price": 29, "countries": []string{"DE", "FR"}}).field(t, "insertedId").(string)
		pickup := h.must(201, "POST", "/admin/shipping-methods", admin,
			map[string]any{"name": "Pickup in San Leandro", "price": 0, "pickup": true}).field(t, "insertedId").(string)

		h.must(200, "PUT", "/cart/"+wrench, ann, map[string]int{"quantity": 2})
		for _, c := range []struct {
			name  string
			to    map[string]any
			total toolshop.Cents
		}{
			// $34.95 × 2 = $69.90, EU delivery $29.00, VAT 19 % of $69.90 = $13.28.
			{"Berlin", map[string]any{"line1": "Unter den Linden 1", "city": "Berlin", "postalCode": "10117", "country": "DE", "shippingMethodId": eu}, 6990 + 2900 + 1328},
			// Oregon charges no sales tax: $69.90 and US delivery $9.99.
			{"Oregon", map[string]any{"line1": "1 Main St", "city": "Portland", "postalCode": "97201", "country": "US", "region": "OR", "shippingMethodId": us}, 6990 + 999},
			// A pickup is taxed where the shop is: 7.25 % of $69.90 = $5.07.
			{"a pickup", map[string]any{"shippingMethodId": pickup}, 6990 + 507},
		} {
			body := with(c.to, map[string]any{"customerName": "Ann", "number": "555"})
			var quoted, bought, boughtQuote toolshop.Order
			h.must(200, "POST", "/checkout/quote", ann, body).json(t, &quoted)
			buy := with(body, map[string]any{"toolId": wrench, "quantity": 2})
			h.must(200, "POST", "/orders/quote", ann, buy).json(t, &boughtQuote)
			id := h.must(201, "POST", "/orders", ann, buy).field(t, "insertedId").(string)
			h.must(200, "GET", "/orders/"+id, ann, nil).json(t, &bought)
			if quoted.Total != c.total || bought.Amounts != quoted.Amounts || boughtQuote.Amounts != quoted.Amounts ||
				bought.ShippingMethod != quoted.ShippingMethod || bought.TaxName != quoted.TaxName ||
				bought.TaxCountry != quoted.TaxCountry || bought.TaxRegion != quoted.TaxRegion || bought.Country != quoted.Country {
				t.Errorf("%s: Buy Now %+v by %q taxed %q in %s/%s; the checkout quotes %+v by %q taxed %q in %s/%s, want a total of %s",
					c.name, bought.Amounts, bought.ShippingMethod, bought.TaxName, bought.TaxCountry, bought.TaxRegion,
					quoted.Amounts, quoted.ShippingMethod, quoted.TaxName, quoted.TaxCountry, quoted.TaxRegion, c.total)
			}

			// A guest's Buy Now, without a sign-in: the same price, and the key to the order.
			guestBuy := with(buy, map[string]any{"email": "guest@example.com"})
			res := h.must(201, "POST", "/orders", "", guestBuy)
			key, _ := res.field(t, "orderKey").(string)
			guest := h.guestView(res.field(t, "insertedId").(string), key)
			if !guest.Guest || guest.Email != "guest@example.com" || guest.Amounts != quoted.Amounts {
				t.Errorf("%s: a guest's Buy Now %+v (key %q), want %+v", c.name, guest, key, quoted.Amounts)
			}
		}
		var cart toolshop.Cart
		if h.must(200, "GET", "/cart", ann, nil).json(t, &cart); len(cart.Lines) != 1 || cart.Lines[0].Quantity != 2 {
			t.Errorf("Buy Now changed the cart: %+v", cart.Lines)
		}

		// What the checkout refuses, Buy Now refuses, in the same words.
		buy := map[string]any{"toolId": wrench, "quantity": 1, "customerName": "Ann", "number": "555", "line1": "1 Rue de Rivoli",
			"city": "Paris", "postalCode": "75001"}
		for _, c := range []struct {
			name string
			to   map[string]any
		}{
			{"nowhere served", map[string]any{"country": "JP", "postalCode": "100-0001"}},
			{"no method", map[string]any{"country": "FR"}},
			{"a method elsewhere", map[string]any{"country": "FR", "shippingMethodId": us}},
			{"no state", map[string]any{"country": "US", "postalCode": "97201", "shippingMethodId": us}},
			{"no street", map[string]any{"country": "FR", "line1": "", "shippingMethodId": eu}},
		} {
			checkout, bought := h.do("POST", "/checkout", ann, with(buy, c.to)), h.do("POST", "/orders", ann, with(buy, c.to))
			if checkout.status < 400 || bought.status != checkout.status || string(bought.body) != string(checkout.body) {
				t.Errorf("%s: Buy Now %d %s, the checkout %d %s", c.name, bought.status, bought.body, checkout.status, checkout.body)
			}
		}
	})
}
