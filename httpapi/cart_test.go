package httpapi_test

import (
	"bytes"
	"maps"
	"math"
	"net/http"
	"strings"
	"testing"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// cartAnswer is a cart as the calls answer it.
type cartAnswer struct {
	Lines []struct {
		ToolID, ToolsName, Problem string
		UnitPrice, Price           float64
		Quantity                   int
	}
	Subtotal float64
	Count    int
	Changes  []struct{ ToolID, Message string }
}

// A visitor's cart is priced and merged at sign-in; the customer's cart lives on the server,
// refuses what cannot be bought, and its checkout makes one order paid once, retried or not.
func TestCartCalls(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		ann := h.customer("ann@example.com")
		admin := h.admin("boss@example.com")
		saw, drill, bits := h.tool(1999, 1, 10), h.tool(12999, 2, 5), h.tool(35, 1, 100)

		var quote cartAnswer
		h.must(200, "POST", "/cart/quote", "", map[string]any{"lines": []map[string]any{
			{"toolId": saw, "quantity": 2}, {"toolId": drill, "quantity": 9}}}).json(t, &quote)
		if len(quote.Lines) != 2 || quote.Lines[1].Problem != "Only 5 left" || quote.Subtotal != 39.98 || quote.Count != 2 {
			t.Errorf("visitor's quote %+v", quote)
		}
		wantFields(t, "a bad visitor's line", h.do("POST", "/cart/quote", "", map[string]any{"lines": []map[string]any{{"toolId": "x", "quantity": 1}}}),
			400, map[string]string{"lines.0.toolId": "Invalid id"})
		wantFields(t, "a visitor's cart without lines", h.do("POST", "/cart/quote", "", map[string]any{}), 400, map[string]string{"lines": "Lines are required"})
		if n := h.must(200, "POST", "/cart/quote", "", map[string]any{"lines": []any{}}).field(t, "count"); n != 0.0 {
			t.Errorf("an empty cart's count %v", n)
		}

		wantError(t, "cart of no one", h.do("PUT", "/cart/"+saw, "", map[string]int{"quantity": 1}), 401, "Sign in first")
		wantError(t, "admin's cart", h.do("PUT", "/cart/"+saw, admin, map[string]int{"quantity": 1}), 403, "Admins do not buy")
		wantError(t, "below the minimum", h.do("PUT", "/cart/"+drill, ann, map[string]int{"quantity": 1}), 400, "Less than minimum order")
		wantError(t, "beyond the stock", h.do("PUT", "/cart/"+drill, ann, map[string]int{"quantity": 6}), 409, "More than available quantity")
		wantFields(t, "no quantity", h.do("PUT", "/cart/"+drill, ann, map[string]int{}), 400, map[string]string{"quantity": "Quantity is required"})
		wantError(t, "bad tool id", h.do("PUT", "/cart/nope", ann, map[string]int{"quantity": 1}), 400, "Invalid id")

		h.must(200, "PUT", "/cart/"+saw, ann, map[string]int{"quantity": 3})
		var merged cartAnswer
		h.must(200, "POST", "/cart/merge", ann, map[string]any{"lines": []map[string]any{
			{"toolId": saw, "quantity": 9}, {"toolId": drill, "quantity": 2}, {"toolId": bits, "quantity": 7}}}).json(t, &merged)
		if len(merged.Lines) != 3 || merged.Lines[0].Quantity != 10 || len(merged.Changes) != 1 || merged.Changes[0].Message != "Lowered to 10: only 10 left" {
			t.Fatalf("merged %+v", merged)
		}
		var cart cartAnswer
		h.must(200, "PUT", "/cart/"+saw, ann, map[string]int{"quantity": 4}).json(t, &cart)
		if cart.Subtotal != 4*19.99+2*129.99+7*0.35 || cart.Count != 13 {
			t.Errorf("cart %+v", cart)
		}

		// Stock sold meanwhile: checkout names the line and holds nothing.
		h.order(h.customer("bob@example.com"), drill, 4)
		res := h.do("POST", "/checkout", ann, map[string]string{"customerName": "Ann", "line1": "1 Mill Road", "city": "Berlin", "postalCode": "10115", "number": "555", "country": "DE"})
		var refused struct {
			Error string
			Lines map[string]string
		}
		res.json(t, &refused)
		if res.status != 409 || refused.Error != "Some lines of your cart cannot be bought as they are" || refused.Lines[drill] != "Sold out" || len(refused.Lines) != 1 {
			t.Fatalf("checkout of a sold-out line: %d %s", res.status, res.body)
		}
		if h.stock(saw) != 10 || h.stock(bits) != 100 {
			t.Errorf("a refused checkout held stock: %d, %d", h.stock(saw), h.stock(bits))
		}
		h.must(200, "PUT", "/cart/"+drill, ann, map[string]int{"quantity": 0})
		wantFields(t, "checkout without address", h.do("POST", "/checkout", ann, map[string]string{"number": "555", "country": "DE"}), 400,
			map[string]string{"line1": "Address is required", "city": "City is required", "postalCode": "Postal code is required"})

		checkout := func() response {
			req, err := http.NewRequest("POST", h.url+"/checkout", strings.NewReader(`{"customerName":"Ann","line1":"1 Mill Road","city":"Berlin","postalCode":"10115","number":"555","country":"DE"}`))
			if err != nil {
				t.Fatal(err)
			}
			req.Header.Set("Authorization", "Bearer "+ann)
			req.Header.Set("Idempotency-Key", "visit-1")
			return h.send(req)
		}
		first, second := checkout(), checkout()
		if first.status != 201 || second.status != 201 || first.field(t, "insertedId") != second.field(t, "insertedId") {
			t.Fatalf("checkout and its retry: %d %s, %d %s", first.status, first.body, second.status, second.body)
		}
		orderID := first.field(t, "insertedId").(string)
		var order toolshop.Order
		h.must(200, "GET", "/orders/"+orderID, ann, nil).json(t, &order)
		if len(order.Lines) != 2 || order.Total != 4*1999+7*35 || order.ToolName != "CLAW HAMMER and CLAW HAMMER" || h.stock(saw) != 6 {
			t.Errorf("checked out order %+v", order)
		}
		h.must(200, "GET", "/cart", ann, nil).json(t, &cart)
		if len(cart.Lines) != 0 || len(h.notes.placed) != 2 { // bob's and ann's: the retry tells nothing again
			t.Errorf("after checkout: cart %+v, placed notices %v", cart, h.notes.placed)
		}
		h.pay(ann, orderID)
		if paid := h.notes.paidOrders(); len(paid) != 1 || !strings.HasPrefix(paid[0], orderID) {
			t.Errorf("one payment for the order: %v", paid)
		}

		h.must(200, "PUT", "/cart/"+bits, ann, map[string]int{"quantity": 1})
		h.must(200, "DELETE", "/cart", ann, nil).json(t, &cart)
		if len(cart.Lines) != 0 {
			t.Errorf("cleared cart %+v", cart)
		}
		wantError(t, "checkout of an empty cart", h.do("POST", "/checkout", ann, map[string]string{"line1": "1 Mill Road", "city": "Berlin", "postalCode": "10115", "number": "555", "country": "DE"}),
			409, "Your cart is empty")
	})
}

// The answer to PUT /cart/{toolId} is the cart GET /cart shows next, byte for byte, with
// lines of every kind (a variant, a kit, a price changed, a tool gone) and a code's discount.
func TestCartLineAnswersTheCart(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		s := newDrillShop(t, h, 20, 10)
		ann := h.customer("ann@example.com")
		saw, gone := h.tool(1999, 1, 100), h.tool(500, 2, 5)
		h.must(201, "POST", "/admin/discount-codes", s.admin, map[string]any{"code": "ten", "kind": "amount", "amount": 10, "active": true})
		same := func(path string, body any) {
			t.Helper()
			answer := h.must(200, "PUT", path, ann, body).body
			if cart := h.must(200, "GET", "/cart", ann, nil).body; !bytes.Equal(answer, cart) {
				t.Errorf("PUT %s answered\n%s\nGET /cart answers\n%s", path, answer, cart)
			}
		}
		same("/cart/"+gone, map[string]int{"quantity": 2})
		same("/cart/"+s.drill, map[string]any{"quantity": 1, "variantId": s.kit18})
		same("/cart/"+saw, map[string]int{"quantity": 3})
		same("/cart/"+s.drill, map[string]any{"quantity": 2, "variantId": s.bare12})
		h.must(200, "PUT", "/cart/code", ann, map[string]string{"code": "ten"})
		h.must(200, "DELETE", "/tool/"+gone, s.admin, nil)
		h.must(200, "PATCH", "/tool/"+saw, s.admin, map[string]any{"price": 24.99})
		same("/cart/"+s.battery, map[string]int{"quantity": 2})
		same("/cart/"+s.drill, map[string]any{"quantity": 3, "variantId": s.kit18})
		same("/cart/"+s.drill, map[string]any{"quantity": 0, "variantId": s.bare12})
		same("/cart/"+saw, map[string]int{"quantity": 0})
		if lines := h.must(200, "GET", "/cart", ann, nil).field(t, "lines").([]any); len(lines) != 3 {
			t.Errorf("the cart's lines: %v", lines)
		}
	})
}

// GET /cart is the cart page to a browser and the cart to the pages' calls, which carry a
// token.
func TestCartPageAndCall(t *testing.T) {
	h := newHarness(t, storetest.SQLite(t))
	if res := h.do("GET", "/cart", "", nil); res.status != 200 || !strings.Contains(string(res.body), "<title>Toolshop</title>") {
		t.Errorf("the page: %d %s", res.status, res.body)
	}
	if res := h.do("GET", "/cart", h.customer("ann@example.com"), nil); res.status != 200 || res.field(t, "subtotal") != 0.0 {
		t.Errorf("the call: %d %s", res.status, res.body)
	}
	wantError(t, "a bad token", h.do("GET", "/cart", "nope", nil), 401, "Invalid or expired token")
}

// An admin refunds a shipped order line by line, units back on the shelf or not, never more
// than was paid for; shipping names the carrier and tracking number.
func TestRefundLinesCalls(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		ann := h.customer("ann@example.com")
		admin := h.admin("boss@example.com")
		saw, bits := h.tool(1999, 1, 10), h.tool(35, 1, 100)
		orderID := h.paidSawsAndBits(ann, saw, bits)

		wantFields(t, "a long carrier", h.do("PUT", "/orders/shipped/"+orderID, admin, map[string]string{"carrier": strings.Repeat("x", 101)}),
			400, map[string]string{"carrier": "Must be 100 characters or fewer"})
		h.must(200, "PUT", "/orders/shipped/"+orderID, admin, map[string]string{"carrier": "UPS", "trackingNumber": " 1Z999 "})
		var shipped toolshop.Order
		h.must(200, "GET", "/orders/"+orderID, ann, nil).json(t, &shipped)
		if shipped.Carrier != "UPS" || shipped.TrackingNumber != "1Z999" || shipped.ShippedAt.IsZero() {
			t.Errorf("shipment %+v", shipped.Shipment)
		}

		wantError(t, "a whole refund of a shipped order", h.do("POST", "/orders/"+orderID+"/refund", admin, nil), 409, "Shipped orders cannot be refunded")
		refund := func(lines ...map[string]any) response {
			return h.do("POST", "/orders/"+orderID+"/refund", admin, map[string]any{"lines": lines})
		}
		wantFields(t, "no quantity", refund(map[string]any{"toolId": saw}), 400, map[string]string{"lines.0.quantity": "Quantity is required"})
		wantError(t, "more than bought", refund(map[string]any{"toolId": saw, "quantity": 4}), 409, "Only 3 of CLAW HAMMER are left to refund")
		if res := refund(map[string]any{"toolId": saw, "quantity": 1, "restock": true}); res.status != 200 || res.field(t, "modifiedCount") != 1.0 {
			t.Fatalf("a line's refund: %d %s", res.status, res.body)
		}
		if res := refund(map[string]any{"toolId": bits, "quantity": 7}); res.status != 200 {
			t.Fatalf("another line's refund: %d %s", res.status, res.body)
		}
		if h.stock(saw) != 8 || h.stock(bits) != 93 {
			t.Errorf("stock %d, %d: only the restocked saw comes back", h.stock(saw), h.stock(bits))
		}
		var after struct {
			toolshop.Order
			Refunded float64
		}
		h.must(200, "GET", "/orders/"+orderID, ann, nil).json(t, &after)
		if after.State != toolshop.Shipped || after.Refunded != 19.99+2.45 || after.Lines[0].Refunded != 1 || after.Lines[1].Refunded != 7 ||
			len(after.Refunds) != 2 || len(h.notes.refunded) != 2 {
			t.Errorf("after two refunds: %+v, notices %v", after, h.notes.refunded)
		}
		refunds := storetest.Strings(t, db, `SELECT amount_cents FROM sandbox_refunds ORDER BY amount_cents`)
		if strings.Join(refunds, ",") != "245,1999" {
			t.Errorf("the sandbox refunded %v", refunds)
		}
		h.must(200, "POST", "/orders/"+orderID+"/refund", admin, map[string]any{"lines": []map[string]any{{"toolId": saw, "quantity": 2}}})
		h.must(200, "GET", "/orders/"+orderID, ann, nil).json(t, &after)
		if after.State != toolshop.Refunded || math.Round(after.Refunded*100) != float64(after.Total) {
			t.Errorf("refunded whole: %s, %v of %s", after.State, after.Refunded, after.Total)
		}
	})
}

// wantFields fails unless the answer has the status and names exactly these fields.
func wantFields(t *testing.T, what string, res response, status int, fields map[string]string) {
	t.Helper()
	var body struct{ Fields map[string]string }
	res.json(t, &body)
	if res.status != status || !maps.Equal(body.Fields, fields) {
		t.Errorf("%s: %d %s, want %d %v", what, res.status, res.body, status, fields)
	}
}

// paidSawsAndBits is a customer's paid order of 3 saws and 7 bits to Berlin, checked out
// from their cart: the order the refund tests give back in parts.
func (h *harness) paidSawsAndBits(customer, saw, bits string) string {
	h.t.Helper()
	h.must(200, "PUT", "/cart/"+saw, customer, map[string]int{"quantity": 3})
	h.must(200, "PUT", "/cart/"+bits, customer, map[string]int{"quantity": 7})
	res := h.must(201, "POST", "/checkout", customer, map[string]string{"line1": "1 Mill Road", "city": "Berlin", "postalCode": "10115", "number": "555", "country": "DE"})
	orderID := res.field(h.t, "insertedId").(string)
	h.pay(customer, orderID)
	return orderID
}
