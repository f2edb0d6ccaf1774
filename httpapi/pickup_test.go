package httpapi_test

import (
	"slices"
	"strings"
	"sync"
	"testing"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// A pickup method says where and when its orders wait; an order keeps those words as they
// were when it was placed.
func TestPickupPlaceCalls(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		admin := h.admin("boss@example.com")
		wantFields(t, "a bad place", h.do("POST", "/admin/shipping-methods", admin, map[string]any{"name": "Pickup", "pickup": true,
			"address": strings.Repeat("a", 501), "hours": "9\x00–17"}), 400,
			map[string]string{"address": "Must be 500 characters or fewer", "hours": "Must not contain control characters"})
		method := map[string]any{"name": "Pickup in San Leandro", "pickup": true, "address": " 1 Mill Road\r\nSan Leandro ", "hours": "Mon–Fri 9–17"}
		id := h.must(201, "POST", "/admin/shipping-methods", admin, method).field(t, "insertedId").(string)
		// A delivery has no place to show.
		h.must(201, "POST", "/admin/shipping-methods", admin, map[string]any{"name": "Post", "price": 5, "countries": []string{"US"},
			"address": "Nowhere", "hours": "Never"})
		var methods []toolshop.ShippingMethod
		h.must(200, "GET", "/shipping-methods?country=US", "", nil).json(t, &methods)
		want := toolshop.PickupPlace{Address: "1 Mill Road\nSan Leandro", Hours: "Mon–Fri 9–17"}
		if len(methods) != 2 || methods[0].PickupPlace != (toolshop.PickupPlace{}) || methods[1].PickupPlace != want {
			t.Errorf("methods %+v", methods)
		}

		ann := h.customer("ann@example.com")
		orderID := h.pickupOrder(ann, id)
		method["address"], method["hours"] = "2 New Road", "Sat 10–12"
		h.must(200, "PUT", "/admin/shipping-methods/"+id, admin, method)
		var o toolshop.Order
		h.must(200, "GET", "/orders/"+orderID, ann, nil).json(t, &o)
		if o.Pickup == nil || o.Pickup.PickupPlace != want || !o.Pickup.ReadyAt.IsZero() || o.Address != "Pickup in San Leandro" {
			t.Errorf("the pickup order %+v, pickup %+v", o, o.Pickup)
		}
	})
}

// An admin makes a paid pickup order ready (its customer is told where and when; it stays
// paid), then records it picked up (it is shipped); a delivery is neither, a pickup never
// shipped, and of two admins recording one pickup at once one is told it was done.
func TestPickupCalls(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		admin := h.admin("boss@example.com")
		ann := h.customer("ann@example.com")
		method := h.must(201, "POST", "/admin/shipping-methods", admin, map[string]any{"name": "Pickup", "pickup": true,
			"address": "1 Mill Road", "hours": "Mon–Fri 9–17"}).field(t, "insertedId").(string)
		orderID := h.pickupOrder(ann, method)
		ready, pickedUp, shipped := "/orders/ready/"+orderID, "/orders/picked-up/"+orderID, "/orders/shipped/"+orderID

		wantError(t, "ready by the customer", h.do("PUT", ready, ann, nil), 403, "Admins only")
		wantError(t, "ready unpaid", h.do("PUT", ready, admin, nil), 409, "Unpaid order cannot be picked up")
		wantError(t, "picked up unpaid", h.do("PUT", pickedUp, admin, nil), 409, "Unpaid order cannot be picked up")
		h.pay(ann, orderID)
		wantError(t, "a pickup shipped", h.do("PUT", shipped, admin, map[string]string{"carrier": "UPS"}), 409,
			"Pickup orders are picked up, not shipped")

		if res := h.must(200, "PUT", ready, admin, nil); res.field(t, "modifiedCount") != 1.0 {
			t.Errorf("ready: %s", res.body)
		}
		wantError(t, "ready twice", h.do("PUT", ready, admin, nil), 409, "This order is ready for pickup already")
		told := h.notes.readyOrders()
		if len(told) != 1 || told[0].ID != orderID || told[0].Pickup.Hours != "Mon–Fri 9–17" || told[0].Pickup.Address != "1 Mill Road" {
			t.Errorf("customers told %+v", told)
		}
		var o struct {
			toolshop.Order
			Paid, Status bool
		}
		h.must(200, "GET", "/orders/"+orderID, ann, nil).json(t, &o)
		if o.State != toolshop.Paid || !o.Paid || o.Status || o.Pickup.ReadyAt.IsZero() || kinds(o.Events) !=
			"placed by customer,payment_started by customer,paid by customer,ready_for_pickup by boss@example.com" {
			t.Errorf("a ready order: %s paid %v status %v, pickup %+v, events %s", o.State, o.Paid, o.Status, o.Pickup, kinds(o.Events))
		}
		// "To ship" (paid) holds the pickups not picked up yet, ready or not.
		if ids := h.orderIDs("/allorders?state=paid", admin); !slices.Equal(ids, []string{orderID}) {
			t.Errorf("paid orders %v", ids)
		}

		// Two admins record the pickup at once: one does, the other is told it is done.
		var wg sync.WaitGroup
		statuses := make([]int, 2)
		for i := range statuses {
			wg.Go(func() { statuses[i] = h.do("PUT", pickedUp, admin, nil).status })
		}
		wg.Wait()
		slices.Sort(statuses)
		if !slices.Equal(statuses, []int{200, 409}) {
			t.Errorf("two pickups at once: %v", statuses)
		}
		wantError(t, "picked up twice", h.do("PUT", pickedUp, admin, nil), 409, "This order was picked up already")
		wantError(t, "ready once picked up", h.do("PUT", ready, admin, nil), 409, "This order was picked up already")
		h.must(200, "GET", "/orders/"+orderID, ann, nil).json(t, &o)
		if o.State != toolshop.Shipped || !o.Status || o.ShippedAt.IsZero() || !strings.HasSuffix(kinds(o.Events),
			",ready_for_pickup by boss@example.com,picked_up by boss@example.com") || len(h.notes.shipped) != 0 {
			t.Errorf("a picked-up order: %s status %v, events %s, shipped notes %v", o.State, o.Status, kinds(o.Events), h.notes.shipped)
		}
		// The accountant's file tells it picked up, not shipped.
		csvFile := string(h.must(200, "GET", "/admin/orders.csv", admin, nil).body)
		if !strings.Contains(csvFile, ",picked up,") || strings.Contains(csvFile, ",shipped,") {
			t.Errorf("orders.csv of a picked-up order:\n%s", csvFile)
		}
		// Refunds work as for shipped orders: a picked-up order is refunded by line.
		wantError(t, "a picked-up order refunded whole", h.do("POST", "/orders/"+orderID+"/refund", admin, nil), 409,
			"Shipped orders cannot be refunded")
		h.must(200, "POST", "/orders/"+orderID+"/refund", admin,
			map[string]any{"lines": []map[string]any{{"toolId": o.Lines[0].ToolID, "quantity": 1}}})

		// A delivery is shipped, never made ready or picked up; a pickup straight from paid
		// to picked up is fine.
		h.must(201, "POST", "/admin/shipping-methods", admin, map[string]any{"name": "Courier", "price": 5, "countries": []string{"US"}})
		delivered := h.order(ann, h.tool(500, 1, 5), 1)
		h.pay(ann, delivered)
		wantError(t, "a delivery ready", h.do("PUT", "/orders/ready/"+delivered, admin, nil), 409, "This order is delivered, not picked up")
		wantError(t, "a delivery picked up", h.do("PUT", "/orders/picked-up/"+delivered, admin, nil), 409, "This order is delivered, not picked up")
		second := h.pickupOrder(ann, method)
		h.pay(ann, second)
		h.must(200, "PUT", "/orders/picked-up/"+second, admin, nil)
		wantError(t, "a missing order", h.do("PUT", "/orders/ready/"+strings.Repeat("0", 24), admin, nil), 404, "Order not found")
	})
}

// pickupOrder checks out one tool as the customer, to pick up by the method, and answers the
// order's id.
func (h *harness) pickupOrder(token, methodID string) string {
	h.t.Helper()
	h.must(200, "PUT", "/cart/"+h.tool(1250, 1, 10), token, map[string]int{"quantity": 1})
	return h.must(201, "POST", "/checkout", token, map[string]string{"customerName": "Ann", "number": "555-0100",
		"shippingMethodId": methodID}).field(h.t, "insertedId").(string)
}

// orderIDs are the ids of the orders a list answers.
func (h *harness) orderIDs(path, token string) []string {
	h.t.Helper()
	var list []toolshop.Order
	h.must(200, "GET", path, token, nil).json(h.t, &list)
	ids := []string{}
	for _, o := range list {
		ids = append(ids, o.ID)
	}
	return ids
}

// kinds writes an order's history as "kind by who", oldest first.
func kinds(events []toolshop.OrderEvent) string {
	var s []string
	for _, e := range events {
		s = append(s, e.Kind+" by "+e.By)
	}
	return strings.Join(s, ",")
}
