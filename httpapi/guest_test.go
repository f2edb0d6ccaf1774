package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"toolshop"
	"toolshop/httpapi"
	"toolshop/store"
	"toolshop/store/storetest"
)

// asGuest sends a request without a bearer token, with the order key (if any) in X-Order-Key
// and the idempotency key (if any) in Idempotency-Key.
func (h *harness) asGuest(method, path, orderKey, idempotencyKey string, body any) response {
	h.t.Helper()
	req := h.request(method, path, body)
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
	return with(delivery(), map[string]any{"email": email, "lines": lines})
}

// delivery is a customer's checkout of their cart, to guestOrder's address.
func delivery() map[string]any {
	return map[string]any{"customerName": "Gus", "line1": "1 Mill Road", "city": "Berlin", "postalCode": "10115", "number": "555", "country": "DE"}
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
		wantFields(t, "an email that would add a Cc to the admins' mailto: link",
			h.do("POST", "/checkout", "", with(body, map[string]any{"email": "g@x.test?cc=evil%40evil.example&subject=Refund"})), 400,
			map[string]string{"email": "Please provide valid email"})
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

// A retried guest submit (the same Idempotency-Key and request, within 24 hours) answers the
// same order without a key and mails nothing again: a key sent never mints one. The key with
// another cart, address or email is refused; after 24 hours it is a new checkout. The shop
// keeps only the key's hash.
func TestGuestRetry(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		saw := h.tool(1999, 1, 10)
		body := guestOrder("gus@example.com", map[string]any{"toolId": saw, "quantity": 3})
		id, key := h.placeGuest("retry-1", body)
		keysOf := func() []string {
			return storetest.Strings(t, db, `SELECT key_hash FROM order_keys WHERE order_id = $1 ORDER BY key_hash`, id)
		}
		placed := keysOf() // the browser's and the placement mail's
		res := h.asGuest("POST", "/checkout", "", "retry-1", body)
		if res.status != http.StatusCreated || res.field(t, "insertedId") != id || res.field(t, "orderKey") != nil {
			t.Fatalf("retry answered %d %s, want %s without a key", res.status, res.body, id)
		}
		if h.stock(saw) != 7 {
			t.Errorf("stock %d after a retried guest order, want 7", h.stock(saw))
		}
		if hashes := keysOf(); !slices.Equal(hashes, placed) {
			t.Errorf("the retry gave the order %d keys, want the %d it was placed with", len(hashes), len(placed))
		}
		if links := h.notes.guestLinks(); len(links) != 1 {
			t.Errorf("mailed links %v, want the placement's only", links)
		}
		if stored := storetest.Strings(t, db, `SELECT checkout_key FROM orders WHERE id = $1`, id); !slices.Equal(stored, []string{toolshop.HashKey("retry-1")}) {
			t.Errorf("stored Idempotency-Key %q, want its hash", stored)
		}

		for name, other := range map[string]map[string]any{
			"another cart":    with(body, map[string]any{"lines": []map[string]any{{"toolId": saw, "quantity": 1}}}),
			"another address": with(body, map[string]any{"line1": "2 Mill Road"}),
			"another email":   with(body, map[string]any{"email": "eve@example.com"}),
		} {
			wantError(t, name, h.asGuest("POST", "/checkout", "", "retry-1", other), 409, "This Idempotency-Key was used for another order")
		}
		if h.stock(saw) != 7 {
			t.Errorf("stock %d after refused retries, want 7", h.stock(saw))
		}

		db.Now = func() time.Time { return time.Now().Add(toolshop.KeyWindow) }
		if later, _ := h.placeGuest("retry-1", body); later == id {
			t.Errorf("a key 24 hours old answered its order")
		}
		h.must200Guest("GET", "/orders/"+id, key)
	})
}

// checkoutKeyed sends POST /checkout with the Idempotency-Key, as the customer whose token it
// is, or as a guest without one.
func (h *harness) checkoutKeyed(token, idempotencyKey string, body any) response {
	h.t.Helper()
	if token == "" {
		return h.asGuest("POST", "/checkout", "", idempotencyKey, body)
	}
	data, err := json.Marshal(body)
	if err != nil {
		h.t.Fatal(err)
	}
	req, err := http.NewRequest("POST", h.url+"/checkout", bytes.NewReader(data))
	if err != nil {
		h.t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Idempotency-Key", idempotencyKey)
	return h.send(req)
}

// The same Idempotency-Key from a guest and a customer of one email (either first), or from
// two customers, answers the first buyer's order to them alone: the other is refused, never
// a 500.
func TestCheckoutKeyOfAnotherBuyer(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		saw := h.tool(1999, 1, 100)
		ann, bob := h.customer("ann@example.com"), h.customer("bob@example.com")
		guest := guestOrder("ann@example.com", map[string]any{"toolId": saw, "quantity": 1})
		const reused = "This Idempotency-Key was used for another order"

		h.placeGuest("shared-1", guest)
		h.must(200, "PUT", "/cart/"+saw, ann, map[string]int{"quantity": 1})
		wantError(t, "a customer with a guest's key", h.checkoutKeyed(ann, "shared-1", delivery()), 409, reused)

		first := h.checkoutKeyed(ann, "shared-2", delivery())
		again := h.checkoutKeyed(ann, "shared-2", delivery())
		if first.status != 201 || again.status != 201 || first.field(t, "insertedId") != again.field(t, "insertedId") {
			t.Fatalf("a customer's checkout and its retry: %d %s, %d %s", first.status, first.body, again.status, again.body)
		}
		wantError(t, "a guest with a customer's key", h.checkoutKeyed("", "shared-2", guest), 409, reused)
		h.must(200, "PUT", "/cart/"+saw, bob, map[string]int{"quantity": 1})
		wantError(t, "another customer with the key", h.checkoutKeyed(bob, "shared-2", delivery()), 409, reused)
		if h.stock(saw) != 98 {
			t.Errorf("stock %d, want 98: two orders", h.stock(saw))
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
		h.verify("ann@example.com", ann)
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
		h.orders.Working.Wait()
		if links := h.notes.guestLinks(); len(links) != 1 {
			t.Fatalf("mails for no order: %v", links)
		}
		wantFields(t, "a bad number", h.do("POST", "/guest/orders/resend", "", map[string]string{"email": "gus@example.com", "orderNumber": "12"}),
			400, map[string]string{"orderNumber": "Enter the order number as the mail shows it, like #3FA2B9C1"})

		h.must(202, "POST", "/guest/orders/resend", "", map[string]string{"email": "GUS@example.com", "orderNumber": strings.ToLower(number[1:])})
		h.orders.Working.Wait()
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

// heldKeys holds back the lookups of guest orders' links until release (or a while, should
// the answer wait for them), counting those that returned.
type heldKeys struct {
	toolshop.OrderStore
	release  chan struct{}
	returned atomic.Int32
}

func (s *heldKeys) NewKey(ctx context.Context, email, number string) (toolshop.Order, error) {
	defer s.returned.Add(1)
	select {
	case <-s.release:
	case <-time.After(5 * time.Second):
	}
	return s.OrderStore.NewKey(ctx, email, number)
}

// POST /guest/orders/resend answers before it looks the order up, found or not: both answers
// arrive while the lookups are held back, so their time tells nothing; the link is mailed
// afterwards, and the shop's shutdown waits for it (orders.Service.Wait).
func TestGuestLinkResendAnswersFirst(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		saw := h.tool(1999, 1, 100)
		id, _ := h.placeGuest("", guestOrder("gus@example.com", map[string]any{"toolId": saw, "quantity": 1}))
		number := (toolshop.Order{ID: id}).Number()
		held := &heldKeys{OrderStore: db, release: make(chan struct{})}
		h.orders.Store = held
		for _, email := range []string{"gus@example.com", "eve@example.com"} {
			h.must(202, "POST", "/guest/orders/resend", "", map[string]string{"email": email, "orderNumber": number})
			if n := held.returned.Load(); n != 0 {
				t.Errorf("%s answered after %d lookups", email, n)
			}
		}
		if links := h.notes.guestLinks(); len(links) != 1 {
			t.Errorf("mailed before the lookup: %v", links)
		}
		close(held.release)
		h.orders.Working.Wait()
		links := h.notes.guestLinks()
		if held.returned.Load() != 2 || len(links) != 2 || !strings.HasPrefix(links[1], id+" ") {
			t.Errorf("after the answers: %d lookups, links %v", held.returned.Load(), links)
		}
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

// guestFrom places a guest order from addr, as a trusted load balancer reports it.
func (h *harness) guestFrom(addr string, body map[string]any) response {
	h.t.Helper()
	req := h.request("POST", "/checkout", body)
	req.Header.Set("X-Forwarded-For", addr)
	return h.send(req)
}

// Guest orders are limited per email too, whatever addresses they come from; an order the
// email's limit refuses still counts against its address, in the one transaction that
// counts both, and so does one refused from the memory of that refusal.
func TestGuestOrderLimitPerEmail(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db, func(s *httpapi.Server) { s.Limits, s.TrustProxy = db, true })
		saw := h.tool(1999, 1, 100)
		line := map[string]any{"toolId": saw, "quantity": 1}
		order := guestOrder("gus@example.com", line)
		for i := range toolshop.GuestOrderEmailLimit.Max {
			if res := h.guestFrom(fmt.Sprintf("192.0.2.%d", i), order); res.status != 201 {
				t.Fatalf("guest order %d: %d %s", i, res.status, res.body)
			}
		}
		// From one address: refused for the email by the database, then from memory; each
		// attempt uses up one of the address's.
		for i := range toolshop.GuestOrderLimit.Max {
			wantError(t, fmt.Sprintf("refused attempt %d for the email", i), h.guestFrom("198.51.100.7", order),
				429, toolshop.GuestOrderEmailLimit.Message)
		}
		wantError(t, "another email from that address", h.guestFrom("198.51.100.7", guestOrder("new@example.com", line)),
			429, toolshop.GuestOrderLimit.Message)
		if res := h.guestFrom("198.51.100.8", guestOrder("new@example.com", line)); res.status != 201 {
			t.Errorf("another email from another address: %d %s", res.status, res.body)
		}
		if h.stock(saw) != 100-toolshop.GuestOrderEmailLimit.Max-1 {
			t.Errorf("stock %d: refused orders held some", h.stock(saw))
		}
	})
}

// A code limited per customer is for signed-in customers: a guest's checkout and quote with
// it are refused, whatever email each gives. A stranger's unpaid guest order with my email
// does not spend my own use of a code.
func TestCodeLimitedPerCustomer(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		admin := h.admin("boss@example.com")
		saw := h.tool(1999, 1, 100)
		line := map[string]any{"toolId": saw, "quantity": 1}
		h.must(201, "POST", "/admin/discount-codes", admin, map[string]any{"code": "HALF", "kind": "percent", "percent": 5000,
			"maxUsesPerCustomer": 1, "active": true})
		for _, email := range []string{"deal+1@example.com", "deal+2@example.com"} {
			wantError(t, "a guest's checkout with the code", h.do("POST", "/checkout", "", with(guestOrder(email, line), map[string]any{"code": "half"})),
				409, "Sign in to use this code")
		}
		wantError(t, "a guest's quote with the code", h.do("POST", "/checkout/quote", "", map[string]any{"country": "DE", "code": "half",
			"lines": []map[string]any{line}}), 409, "Sign in to use this code")
		if h.stock(saw) != 100 {
			t.Errorf("refused guest checkouts held stock: %d", h.stock(saw))
		}
		if problem := h.must(200, "POST", "/cart/quote", "", map[string]any{"code": "half", "lines": []map[string]any{line}}).field(t, "codeProblem"); problem != "Sign in to use this code" {
			t.Errorf("a visitor's cart with the code: %v", problem)
		}

		// A stranger's guest order of ann's email holds a code, which then becomes one use per customer.
		ten := map[string]any{"code": "TEN", "kind": "amount", "amount": 1, "active": true}
		id := h.must(201, "POST", "/admin/discount-codes", admin, ten).field(t, "insertedId").(string)
		h.placeGuest("", with(guestOrder("ann@example.com", line), map[string]any{"code": "ten"}))
		h.must(200, "PUT", "/admin/discount-codes/"+id, admin, with(ten, map[string]any{"maxUsesPerCustomer": 1}))
		ann := h.customer("ann@example.com")
		h.must(200, "PUT", "/cart/"+saw, ann, map[string]int{"quantity": 1})
		h.must(200, "PUT", "/cart/code", ann, map[string]string{"code": "ten"})
		h.must(201, "POST", "/checkout", ann, delivery())
		h.must(200, "PUT", "/cart/"+saw, ann, map[string]int{"quantity": 1})
		wantError(t, "ann's second use", h.do("PUT", "/cart/code", ann, map[string]string{"code": "ten"}), 409, "You have used this code already")
	})
}
