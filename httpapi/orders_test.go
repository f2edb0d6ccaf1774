package httpapi_test

import (
	"encoding/csv"
	"slices"
	"strings"
	"testing"
	"time"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// An order's life through the API: it carries its state and history, lists filter by
// state, an admin refunds a paid order (its stock back), and only what the state allows
// succeeds.
func TestOrderLifecycleCalls(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		ann := h.customer("ann@example.com")
		admin := h.admin("boss@example.com")
		toolID := h.tool(1250, 1, 10)
		orderID := h.order(ann, toolID, 3)

		var placed struct {
			toolshop.Order
			ExpiresAt time.Time
		}
		h.must(200, "GET", "/orders/"+orderID, ann, nil).json(t, &placed)
		if placed.State != toolshop.Pending || placed.ExpiresAt.Sub(placed.CreatedAt) != time.Hour ||
			len(placed.Events) != 1 || placed.Events[0].Kind != "placed" || placed.Events[0].By != "customer" {
			t.Errorf("placed order %+v", placed)
		}
		wantError(t, "refund by the customer", h.do("POST", "/orders/"+orderID+"/refund", ann, nil), 403, "Admins only")
		wantError(t, "refund unpaid", h.do("POST", "/orders/"+orderID+"/refund", admin, nil), 409, "Only paid orders can be refunded")

		transaction := h.pay(ann, orderID)
		if res := h.must(200, "POST", "/orders/"+orderID+"/refund", admin, nil); res.field(t, "modifiedCount") != 1.0 {
			t.Errorf("refund: %s", res.body)
		}
		if res := h.must(200, "POST", "/orders/"+orderID+"/refund", admin, nil); res.field(t, "modifiedCount") != 0.0 {
			t.Errorf("second refund: %s", res.body)
		}
		wantError(t, "ship refunded", h.do("PUT", "/orders/shipped/"+orderID, admin, nil), 409,
			"A cancelled, expired or refunded order cannot be shipped")
		if h.stock(toolID) != 10 {
			t.Errorf("stock %d after the refund, want 10", h.stock(toolID))
		}
		var refunded toolshop.Order
		h.must(200, "GET", "/orders/"+orderID, ann, nil).json(t, &refunded)
		var kinds []string
		for _, e := range refunded.Events {
			kinds = append(kinds, e.Kind+" by "+e.By)
		}
		want := "placed by customer,payment_started by customer,paid by customer,refunded by boss@example.com"
		if refunded.State != toolshop.Refunded || refunded.TransactionID != transaction || strings.Join(kinds, ",") != want {
			t.Errorf("refunded order: %s %q, events %v", refunded.State, refunded.TransactionID, kinds)
		}
		if len(h.notes.refunded) != 1 {
			t.Errorf("refund notices %v", h.notes.refunded)
		}

		pending := h.order(ann, toolID, 1)
		for path, want := range map[string][]string{
			"/orders?email=ann@example.com&state=refunded": {orderID},
			"/orders?state=pending":                        {pending},
			"/allorders?state=paid":                        {},
			"/allorders":                                   {pending, orderID},
		} {
			token := ann
			if path[1] == 'a' {
				token = admin
			}
			var list []toolshop.Order
			h.must(200, "GET", path, token, nil).json(t, &list)
			var got []string
			for _, o := range list {
				got = append(got, o.ID)
			}
			if strings.Join(got, ",") != strings.Join(want, ",") {
				t.Errorf("%s: %v, want %v", path, got, want)
			}
		}
		res := h.do("GET", "/allorders?state=lost", admin, nil)
		if res.status != 400 || res.field(t, "fields").(map[string]any)["state"] == nil {
			t.Errorf("unknown state: %d %s", res.status, res.body)
		}
	})
}

// One customer cannot hold the shop's stock with unpaid orders: the fourth pending order is
// refused until one is paid or cancelled.
func TestPendingOrderLimit(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		h.orders.Rules = toolshop.DefaultOrderRules
		ann := h.customer("ann@example.com")
		toolID := h.tool(1250, 1, 100)
		first := h.order(ann, toolID, 1)
		h.order(ann, toolID, 1)
		h.order(ann, toolID, 1)
		order := map[string]any{"toolId": toolID, "line1": "1 Mill Road", "city": "Berlin", "postalCode": "10115", "country": "DE", "number": "555", "quantity": 1}
		wantError(t, "fourth unpaid order", h.do("POST", "/orders", ann, order), 409, "Pay or cancel your unpaid orders first")
		if h.stock(toolID) != 97 {
			t.Errorf("stock %d, want 97", h.stock(toolID))
		}
		h.must(200, "DELETE", "/orders/"+first, ann, nil)
		h.must(201, "POST", "/orders", ann, order)
		wantError(t, "pay a cancelled order", h.do("POST", "/create-payment-intent", ann, map[string]any{"orderId": first}),
			409, "This order was cancelled")
	})
}

// Amounts and counts are bounded so arithmetic cannot wrap, and a number SQLite would take
// is no 500 on PostgreSQL: each is a 400 naming its field, and nothing is stored.
func TestNumbersThatWouldWrap(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		ann := h.customer("ann@example.com")
		admin := h.admin("boss@example.com")
		toolID := h.tool(1999, 1, toolshop.MaxStock)
		tool := map[string]any{"name": "SAW", "price": 5, "image": "/x.svg", "minOrder": 1, "availableQuantity": 9, "description": "A saw."}
		for _, c := range []struct {
			name, method, path, token string
			body                      any
			field                     string
		}{
			{"quantity that wraps the total", "POST", "/orders", ann,
				`{"toolId": "` + toolID + `", "line1": "a", "city": "Berlin", "postalCode": "10115", "country": "DE", "number": "1", "quantity": 83051874268827396}`, "quantity"},
			{"quantity over a million", "POST", "/orders", ann,
				map[string]any{"toolId": toolID, "line1": "a", "city": "Berlin", "postalCode": "10115", "country": "DE", "number": "1", "quantity": toolshop.MaxQuantity + 1}, "quantity"},
			{"stock of 2^31", "POST", "/tools", admin, with(tool, map[string]any{"availableQuantity": 1 << 31}), "availableQuantity"},
			{"minimum order of 2^31", "POST", "/tools", admin, with(tool, map[string]any{"minOrder": 1 << 31}), "minOrder"},
			{"price over a billion", "POST", "/tools", admin, with(tool, map[string]any{"price": 1_000_000_000.01}), "price"},
			{"stock edited to 2^31", "PATCH", "/tool/" + toolID, admin, map[string]any{"availableQuantity": 1 << 31}, "availableQuantity"},
		} {
			res := h.do(c.method, c.path, c.token, c.body)
			var body struct{ Fields map[string]string }
			res.json(t, &body)
			if res.status != 400 || body.Fields[c.field] == "" {
				t.Errorf("%s: %d %s, want 400 naming %s", c.name, res.status, res.body, c.field)
			}
		}
		if h.stock(toolID) != toolshop.MaxStock {
			t.Errorf("stock %d", h.stock(toolID))
		}
		// The largest order there may be is stored and priced exactly.
		big := h.order(ann, toolID, toolshop.MaxQuantity)
		var o toolshop.Order
		h.must(200, "GET", "/orders/"+big, ann, nil).json(t, &o)
		if o.Total != 1999*toolshop.MaxQuantity {
			t.Errorf("total %d cents", o.Total)
		}
	})
}

// A deleted tool stays on the orders that sold it: their lines (and a one-line order) keep its
// id in GET /orders/{id}, GET /allorders and the orders CSV, and they can still be refunded,
// the stock of a deleted tool going nowhere. Its pending orders are cancelled, keeping it too.
func TestDeletedToolStaysOnItsOrders(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		ann := h.customer("ann@example.com")
		admin := h.admin("boss@example.com")
		tool, other := h.tool(1000, 1, 10), h.tool(250, 1, 10)
		paid := h.order(ann, tool, 2)
		h.pay(ann, paid)
		h.must(200, "PUT", "/cart/"+tool, ann, map[string]int{"quantity": 1})
		h.must(200, "PUT", "/cart/"+other, ann, map[string]int{"quantity": 3})
		cart := h.must(201, "POST", "/checkout", ann, map[string]string{"customerName": "Ann", "line1": "1 Mill Road", "city": "Berlin", "postalCode": "10115", "number": "555", "country": "DE"}).field(t, "insertedId").(string)
		h.pay(ann, cart)
		pending := h.order(ann, tool, 1)

		h.must(200, "DELETE", "/tool/"+tool, admin, nil)
		h.must(404, "GET", "/tool/"+tool, "", nil)
		order := func(id string) toolshop.Order {
			var o toolshop.Order
			h.must(200, "GET", "/orders/"+id, ann, nil).json(t, &o)
			return o
		}
		for _, id := range []string{paid, pending} {
			if o := order(id); o.ToolID != tool || o.Lines[0].ToolID != tool || o.Lines[0].ToolName != "CLAW HAMMER" || o.Lines[0].UnitPrice != 1000 {
				t.Errorf("GET /orders/%s: tool %q, lines %+v; want the deleted tool %s", id, o.ToolID, o.Lines, tool)
			}
		}
		if o := order(pending); o.State != toolshop.Cancelled {
			t.Errorf("the deleted tool's pending order: %s", o.State)
		}
		var all []toolshop.Order
		h.must(200, "GET", "/allorders", admin, nil).json(t, &all)
		for _, o := range all {
			// Both tools are CLAW HAMMERs: the deleted one is the one at $10.
			if i := slices.IndexFunc(o.Lines, func(l toolshop.OrderLine) bool { return l.UnitPrice == 1000 }); i < 0 || o.Lines[i].ToolID != tool {
				t.Errorf("GET /allorders: order %s, lines %+v", o.ID, o.Lines)
			}
		}
		records, err := csv.NewReader(strings.NewReader(string(h.must(200, "GET", "/admin/orders.csv", admin, nil).body))).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		price, id := slices.Index(records[0], "unit price"), slices.Index(records[0], "tool id")
		for _, r := range records[1:] {
			if r[price] == "10.00" && r[id] != tool {
				t.Errorf("orders.csv: %q, want the tool id %s", r, tool)
			}
		}

		h.must(200, "POST", "/orders/"+paid+"/refund", admin, map[string]any{
			"lines": []map[string]any{{"toolId": tool, "quantity": 1, "restock": true}}})
		if o := order(paid); o.Lines[0].Refunded != 1 || o.State != toolshop.Paid {
			t.Errorf("a line of the deleted tool refunded: %s, lines %+v", o.State, o.Lines)
		}
		before := h.stock(other)
		h.must(200, "POST", "/orders/"+cart+"/refund", admin, nil)
		if o := order(cart); o.State != toolshop.Refunded || h.stock(other) != before+3 {
			t.Errorf("the cart refunded: %s, the other tool's stock %d, want %d", o.State, h.stock(other), before+3)
		}
		h.must(404, "GET", "/tool/"+tool, "", nil) // its stock given back brought nothing back
	})
}
