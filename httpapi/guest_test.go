package httpapi_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"

	"toolshop"
	"toolshop/httpapi"
	"toolshop/store"
	"toolshop/store/storetest"
)

// asGuest sends a request without a bearer token, with the order key (if any) in X-Order-Key
// and the idempotency key (if any) in Idempotency-Key.
func (h *harness) asGuest(method, path, orderKey, idempotencyKey string, body any) response {
	h.t.Helper()
	data, err := json.Marshal(body)
	if err != nil {
		h.t.Fatal(err)
	}
	req, err := http.NewRequest(method, h.url+path, bytes.NewReader(data))
	if err != nil {
		h.t.Fatal(err)
	}
	if orderKey != "" {
		req.Header.Set("X-Order-Key", orderKey)
	}
	if idempotencyKey != "" {
		req.Header.Set("Idempotency-Key", idempotencyKey)
	}
	return h.send(req)
}

// guestOrder is a guest's checkout of the lines for the email: its body.
func guestOrder(email string, lines ...map[string]any) map[string]any {
	return map[string]any{"email": email, "customerName": "Gus", "line1": "1 Mill Road", "city": "Berlin", "postalCode": "10115", "number": "555",
		"country": "DE", "lines": lines}
}

// placeGuest checks out as a guest and answers the order's id and key.
func (h *harness) placeGuest(idempotencyKey string, body map[string]any) (id, key string) {
	h.t.Helper()
	res := h.asGuest("POST", "/checkout", "", idempotencyKey, body)
	if res.status != http.StatusCreated {
		h.t.Fatalf("guest checkout: %d %s", res.status, res.body)
	}
	var created struct {
		Acknowledged bool
		InsertedID   string
		OrderKey     string
	}
	res.json(h.t, &created)
	if !created.Acknowledged || created.InsertedID == "" || len(created.OrderKey) < 22 {
		h.t.Fatalf("guest checkout answered %s", res.body)
	}
	return created.InsertedID, created.OrderKey
}

// A guest's order is quoted, placed, mailed with its link, paid and seen through its key,
// shipped by an admin; the key opens that order alone and is kept only hashed.
func TestGuestOrder(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		admin := h.admin("boss@example.com")
		saw, drill := h.tool(1999, 1, 10), h.tool(12999, 2, 5)
		lines := []map[string]any{{"toolId": saw, "quantity": 2}, {"toolId": drill, "quantity": 2}}
		body := guestOrder("Gus@Example.com", lines...)

		var quote toolshop.Order
		h.must(200, "POST", "/checkout/quote", "", map[string]any{"country": "DE", "lines": lines}).json(t, &quote)
		if quote.Total != 2*1999+2*12999 || !quote.Guest || len(quote.Lines) != 2 {
			t.Errorf("guest quote, before the email is typed: %+v", quote)
		}
		wantFields(t, "a quote with a bad email", h.do("POST", "/checkout/quote", "", map[string]any{"email": "gus", "country": "DE", "lines": lines}),
			400, map[string]string{"email": "Please provide valid email"})
		wantFields(t, "no email", h.do("POST", "/checkout", "", with(body, map[string]any{"email": ""})), 400,
			map[string]string{"email": "Email is required"})
		wantFields(t, "no name", h.do("POST", "/checkout", "", with(body, map[string]any{"customerName": ""})), 400,
			map[string]string{"customerName": "Name is required"})
		wantError(t, "no lines", h.do("POST", "/checkout", "", with(body, map[string]any{"lines": nil})), 409, "Your cart is empty")

		id, key := h.placeGuest("g-1", body)
		if h.stock(saw) != 8 || h.stock(drill) != 3 {
			t.Errorf("stock after a guest order: %d, %d", h.stock(saw), h.stock(drill))
		}
		links := h.notes.guestLinks()
		if len(links) != 1 || !strings.HasPrefix(links[0], id+" ") || links[0] == id+" "+key {
			t.Fatalf("placement mails carried %v, want the order's link with a key of its own", links)
		}
		mailed := strings.TrimPrefix(links[0], id+" ")
		hashes := storetest.Strings(t, db, `SELECT key_hash FROM order_keys WHERE order_id = $1 ORDER BY key_hash`, id)
		want := []string{toolshop.HashKey(key), toolshop.HashKey(mailed)}
		slices.Sort(want)
		if !slices.Equal(hashes, want) {
			t.Errorf("stored keys %v, want only the keys' hashes", hashes)
		}
		if n := storetest.Strings(t, db, `SELECT id FROM orders WHERE checkout_key = $1 OR checkout_key = $2 OR id = $1`, key, mailed); len(n) != 0 {
			t.Errorf("the key is stored in plain: %v", n)
		}

		var seen toolshop.Order
		h.must200Guest("GET", "/orders/"+id, key).json(t, &seen)
		if seen.ID != id || !seen.Guest || seen.Email != "gus@example.com" || seen.CustomerName != "Gus" || seen.Total != quote.Total {
			t.Errorf("the guest's order %+v", seen)
		}

		// Strangers: no key, a wrong key, the key of another order, a key for an order that
		// does not exist, and a customer's token.
		otherID, otherKey := h.placeGuest("", guestOrder("eve@example.com", map[string]any{"toolId": saw, "quantity": 1}))
		bob := h.customer("bob@example.com")
		wantError(t, "no key", h.asGuest("GET", "/orders/"+id, "", "", nil), 401, "Sign in first")
		for name, k := range map[string]string{"wrong key": "not-the-key", "another order's key": otherKey, "its hash": toolshop.HashKey(key)} {
			for _, call := range []struct{ method, path string }{
				{"GET", "/orders/" + id}, {"DELETE", "/orders/" + id}, {"GET", "/orders/" + id + "/invoice.pdf"},
			} {
				wantError(t, name+" "+call.method+" "+call.path, h.asGuest(call.method, call.path, k, "", nil), 403, "This is not your order")
			}
			wantError(t, name+" starts a payment", h.asGuest("POST", "/create-payment-intent", k, "", map[string]any{"orderId": id}),
				403, "This is not your order")
		}
		wantError(t, "a key for no order", h.asGuest("GET", "/orders/"+strings.Repeat("ab", 12), key, "", nil), 403, "This is not your order")
		wantError(t, "a customer with the id", h.do("GET", "/orders/"+id, bob, nil), 403, "This is not your order")

		// The guest pays with the key, as the payment page does.
		secret, _ := h.must200Guest("POST", "/create-payment-intent", key, map[string]any{"orderId": id}).field(t, "clientSecret").(string)
		wantError(t, "another order's key confirms", h.asGuest("POST", "/payments/sandbox/confirm", otherKey, "", card(secret, "4242424242424242")),
			403, "This is not your order")
		transaction, _ := h.must200Guest("POST", "/payments/sandbox/confirm", key, card(secret, "4242424242424242")).field(t, "transactionId").(string)
		wantError(t, "another order's key reports the payment", h.asGuest("PATCH", "/orders/"+id, otherKey, "",
			map[string]any{"orderId": id, "transaction": transaction}), 403, "This is not your order")
		h.must200Guest("PATCH", "/orders/"+id, key, map[string]any{"orderId": id, "transaction": transaction})
		if got := h.paid(id); got != transaction {
			t.Fatalf("paid by %q, want %q", got, transaction)
		}
		wantError(t, "cancel after paying", h.asGuest("DELETE", "/orders/"+id, key, "", nil), 409, "Can't Cancel after payment")
		h.must(200, "PUT", "/orders/shipped/"+id, admin, map[string]string{"carrier": "UPS", "trackingNumber": "1Z999"})
		h.must200Guest("GET", "/orders/"+id, key).json(t, &seen)
		if seen.State != toolshop.Shipped || seen.TrackingNumber != "1Z999" {
			t.Errorf("shipped guest order %+v", seen)
		}
		if res := h.asGuest("GET", "/orders/"+id+"/invoice.pdf", key, "", nil); res.status != 200 || !bytes.HasPrefix(res.body, []byte("%PDF")) {
			t.Errorf("the guest's invoice: %d", res.status)
		}
		// A refund's credit note opens with the key too, and with no other.
		h.must(200, "POST", "/orders/"+id+"/refund", admin, map[string]any{"lines": []map[string]any{{"toolId": saw, "quantity": 1}}})
		if res := h.asGuest("GET", "/orders/"+id+"/credit-notes/1.pdf", key, "", nil); res.status != 200 || !bytes.HasPrefix(res.body, []byte("%PDF")) {
			t.Errorf("the guest's credit note: %d %s", res.status, res.body)
		}
		wantError(t, "another order's key opens the credit note", h.asGuest("GET", "/orders/"+id+"/credit-notes/1.pdf", otherKey, "", nil),
			403, "This is not your order")

		// Admins see guest orders like any other, marked.
		var all []toolshop.Order
		h.must(200, "GET", "/allorders", admin, nil).json(t, &all)
		if len(all) != 2 || !all[0].Guest || !all[1].Guest {
			t.Errorf("admin's list %+v", all)
		}

		// The other guest cancels theirs with its key; its stock comes back.
		h.must200Guest("DELETE", "/orders/"+otherID, otherKey)
		if h.stock(saw) != 8 {
			t.Errorf("stock after the guest's cancel: %d", h.stock(saw))
		}
	})
}

// must200Guest sends a guest's call with the order key and fails unless it answers 200.
func (h *harness) must200Guest(method, path, key string, body ...any) response {
	h.t.Helper()
	var b any
	if len(body) > 0 {
		b = body[0]
	}
	res := h.asGuest(method, path, key, "", b)
	if res.status != http.StatusOK {
		h.t.Fatalf("%s %s with the key: %d %s", method, path, res.status, res.body)
	}
	return res
}

// A retried guest submit answers the same order with a new key; both keys work.
func TestGuestRetry(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		saw := h.tool(1999, 1, 10)
		body := guestOrder("gus@example.com", map[string]any{"toolId": saw, "quantity": 3})
		id, first := h.placeGuest("retry-1", body)
		again, second := h.placeGuest("retry-1", body)
		if again != id || second == first {
			t.Fatalf("retry answered %s with key %q, want %s with a new key", again, second, id)
		}
		if h.stock(saw) != 7 {
			t.Errorf("stock %d after a retried guest order, want 7", h.stock(saw))
		}
		for _, k := range []string{first, second} {
			h.must200Guest("GET", "/orders/"+id, k)
		}
		// The same Idempotency-Key from another email is another order.
		if other, _ := h.placeGuest("retry-1", with(body, map[string]any{"email": "eve@example.com"})); other == id {
			t.Errorf("another email's submit answered the first order")
		}
	})
}

// An email's unpaid guest orders are limited apart from its account's: a stranger's guest
// orders never block the customer. The account lists a guest order of its email once it has
// proved the mailbox and confirmed the order, never before.
func TestGuestOrdersOfAnAccount(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		h.orders.Rules = toolshop.DefaultOrderRules
		saw := h.tool(1999, 1, 100)
		body := guestOrder("ann@example.com", map[string]any{"toolId": saw, "quantity": 1})
		var guestIDs []string
		for range toolshop.DefaultOrderRules.MaxPending {
			id, _ := h.placeGuest("", body)
			guestIDs = append(guestIDs, id)
		}
		wantError(t, "a guest's fourth unpaid order", h.do("POST", "/checkout", "", body), 409, "Pay or cancel your unpaid orders first")

		ann := h.unverified("ann@example.com")
		own := h.order(ann, saw, 1)
		var mine []toolshop.Order
		h.must(200, "GET", "/orders?email=ann@example.com", ann, nil).json(t, &mine)
		if len(mine) != 1 || mine[0].ID != own {
			t.Errorf("an unverified account sees %d orders, want its own only", len(mine))
		}
		wantError(t, "unverified account opens a guest order", h.do("GET", "/orders/"+guestIDs[0], ann, nil), 403, "This is not your order")

		wantError(t, "an unverified account asks for the guest orders to confirm", h.do("GET", "/orders/unconfirmed", ann, nil),
			403, toolshop.ErrUnverifiedGuestOrders.Message)
		wantError(t, "an unverified account confirms", h.do("POST", "/orders/"+guestIDs[0]+"/confirm", ann, nil),
			403, toolshop.ErrConfirmFromMail.Message)

		// Verified, the account lists a guest order of its email only once it is confirmed.
		h.verify("ann@example.com")
		if ids := h.orderIDs("/orders?email=ann@example.com", ann); !slices.Equal(ids, []string{own}) {
			t.Errorf("a verified account lists %v before confirming, want its own order only", ids)
		}
		wantError(t, "a verified account opens a guest order unconfirmed", h.do("GET", "/orders/"+guestIDs[0], ann, nil), 403, "This is not your order")
		if ids := h.orderIDs("/orders/unconfirmed", ann); len(ids) != 3 || !slices.Contains(ids, guestIDs[0]) {
			t.Errorf("guest orders to confirm: %v", ids)
		}
		bob := h.customer("bob@example.com")
		wantError(t, "another account confirms", h.do("POST", "/orders/"+guestIDs[0]+"/confirm", bob, nil), 403, "This is not your order")
		if n := h.must(200, "POST", "/orders/"+guestIDs[0]+"/confirm", ann, nil).field(t, "modifiedCount"); n != 1.0 {
			t.Errorf("confirmed %v", n)
		}
		if ids := h.orderIDs("/orders?email=ann@example.com", ann); len(ids) != 2 || !slices.Contains(ids, guestIDs[0]) {
			t.Errorf("after confirming one, the account lists %v", ids)
		}
		if ids := h.orderIDs("/orders/unconfirmed", ann); len(ids) != 2 || slices.Contains(ids, guestIDs[0]) {
			t.Errorf("guest orders to confirm after one: %v", ids)
		}
		var adopted toolshop.Order
		h.must(200, "GET", "/orders/"+guestIDs[0], ann, nil).json(t, &adopted)
		if !adopted.Guest || !adopted.Confirmed {
			t.Errorf("adopted order %+v not marked guest and confirmed", adopted)
		}
		h.pay(ann, guestIDs[0])
		h.must(201, "POST", "/checkout", "", body) // one guest order paid: room for another
	})
}

// Asking for a guest order's link again always answers 202, and mails a new key only when
// the email placed the order; requests are limited per client and per email.
func TestGuestLinkResend(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db, func(s *httpapi.Server) { s.Limits = db })
		saw := h.tool(1999, 1, 100)
		id, first := h.placeGuest("", guestOrder("gus@example.com", map[string]any{"toolId": saw, "quantity": 1}))
		number := (toolshop.Order{ID: id}).Number()
		ann := h.customer("ann@example.com")
		own := h.order(ann, saw, 1)
		for _, ask := range []map[string]string{
			{"email": "eve@example.com", "orderNumber": number},
			{"email": "gus@example.com", "orderNumber": "#00000000"},
			{"email": "ann@example.com", "orderNumber": (toolshop.Order{ID: own}).Number()}, // no guest order
		} {
			if res := h.do("POST", "/guest/orders/resend", "", ask); res.status != 202 || res.field(t, "message") != toolshop.MsgGuestLinkSent {
				t.Errorf("resend %v: %d %s", ask, res.status, res.body)
			}
		}
		if links := h.notes.guestLinks(); len(links) != 1 {
			t.Fatalf("mails for no order: %v", links)
		}
		wantFields(t, "a bad number", h.do("POST", "/guest/orders/resend", "", map[string]string{"email": "gus@example.com", "orderNumber": "12"}),
			400, map[string]string{"orderNumber": "Enter the order number as the mail shows it, like #3FA2B9C1"})

		h.must(202, "POST", "/guest/orders/resend", "", map[string]string{"email": "GUS@example.com", "orderNumber": strings.ToLower(number[1:])})
		links := h.notes.guestLinks()
		if len(links) != 2 || !strings.HasPrefix(links[1], id+" ") || strings.HasSuffix(links[1], " "+first) {
			t.Fatalf("resent links %v", links)
		}
		h.must200Guest("GET", "/orders/"+id, strings.TrimPrefix(links[1], id+" "))
		h.must200Guest("GET", "/orders/"+id, first)

		for range toolshop.GuestLinkEmailLimit.Max - 2 { // two asked for gus already
			h.must(202, "POST", "/guest/orders/resend", "", map[string]string{"email": "gus@example.com", "orderNumber": number})
		}
		wantError(t, "too many for the email", h.do("POST", "/guest/orders/resend", "", map[string]string{"email": "gus@example.com", "orderNumber": number}),
			429, toolshop.GuestLinkEmailLimit.Message)
	})
}

// Guest orders are limited per client address, counted as sign-in attempts are.
func TestGuestOrderLimitPerAddress(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db, func(s *httpapi.Server) { s.Limits = db })
		saw := h.tool(1999, 1, 100)
		for i := range toolshop.GuestOrderLimit.Max {
			h.placeGuest("", guestOrder("g"+string(rune('a'+i))+"@example.com", map[string]any{"toolId": saw, "quantity": 1}))
		}
		wantError(t, "one guest order too many", h.do("POST", "/checkout", "", guestOrder("new@example.com", map[string]any{"toolId": saw, "quantity": 1})),
			429, toolshop.GuestOrderLimit.Message)
	})
}
