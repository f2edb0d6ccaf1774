package httpapi_test

import (
	"context"
	"log/slog"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"toolshop"
	"toolshop/mail"
	"toolshop/store"
	"toolshop/store/storetest"
)

// letters keeps the mail the shop's real Postman writes, rendered as sent.
type letters struct {
	mu   sync.Mutex
	sent []mail.Message
}

func (l *letters) Send(_ context.Context, m mail.Message) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.sent = append(l.sent, m)
	return nil
}

// postman has the shop's orders mailed by the real Postman (reminders too) into the letters
// answered, every mail sent before a call answers.
func (h *harness) postman() (*mail.Postman, *letters) {
	box := &letters{}
	p := &mail.Postman{Mailer: box, BaseURL: "https://shop.example.com", Log: slog.Default()}
	h.orders.Notifier, h.orders.Reminders, h.orders.ReminderMail = p, h.db, p
	return p, box
}

// last is the last mail sent, once every mail under way is.
func (l *letters) last(t *testing.T, p *mail.Postman) mail.Message {
	t.Helper()
	p.Wait()
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.sent) == 0 {
		t.Fatal("no mail sent")
	}
	return l.sent[len(l.sent)-1]
}

// guestView is the guest order as the holder of the key opens it.
func (h *harness) guestView(id, key string) toolshop.Order {
	h.t.Helper()
	var o toolshop.Order
	h.must200Guest("GET", "/orders/"+id, key).json(h.t, &o)
	return o
}

// payGuest pays the guest order with the key, as its page does.
func (h *harness) payGuest(key, id string) {
	h.t.Helper()
	secret, _ := h.must200Guest("POST", "/create-payment-intent", key, map[string]any{"orderId": id}).field(h.t, "clientSecret").(string)
	transaction, _ := h.must200Guest("POST", "/payments/sandbox/confirm", key, card(secret, "4242424242424242")).field(h.t, "transactionId").(string)
	h.must200Guest("PATCH", "/orders/"+id, key, map[string]any{"orderId": id, "transaction": transaction})
}

var guestLinkPattern = regexp.MustCompile(`https://shop\.example\.com/guest/orders/([0-9a-f]{24})#key=([A-Za-z0-9_-]+)`)

// mailedKey is the key of the guest order's link that the mail carries, checked against the
// order and the mail's plain text.
func mailedKey(t *testing.T, m mail.Message, id string) string {
	t.Helper()
	found := guestLinkPattern.FindStringSubmatch(m.Link)
	if found == nil || found[1] != id || !strings.Contains(m.Text, m.Link) || !strings.Contains(m.HTML, m.Link) {
		t.Fatalf("mail %q links %q, want the page of %s with a key:\n%s", m.Subject, m.Link, id, m.Text)
	}
	return found[2]
}

// A guest order placed with the email of an address that never bought is mailed there as a
// question, without a way to pay it: where it goes, placed without an account, and a link
// that confirms it. The reminder asks the same. Only once confirmed does that link pay; the
// browser that placed the order pays at once. An address that has bought is mailed a link
// that pays.
func TestGuestMailAsksAStrangerToConfirm(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		p, box := h.postman()
		saw := h.tool(1999, 1, 10)
		id, browserKey := h.placeGuest("", with(guestOrder("victim@x.test", map[string]any{"toolId": saw, "quantity": 1}),
			map[string]any{"line1": "9 Attacker Lane"}))
		first := box.last(t, p)
		confirmKey := mailedKey(t, first, id)
		if first.To != "victim@x.test" || !strings.HasPrefix(first.Subject, "Confirm order #") || confirmKey == browserKey {
			t.Errorf("first mail %q to %s with the browser's key %v", first.Subject, first.To, confirmKey == browserKey)
		}
		for _, want := range []string{"without an account", "Deliver to:     9 Attacker Lane", "confirm it here", "If you did not"} {
			if !strings.Contains(first.Text, want) {
				t.Errorf("first mail lacks %q:\n%s", want, first.Text)
			}
		}
		if !strings.Contains(first.HTML, "Confirm the order") {
			t.Errorf("first mail's button:\n%s", first.HTML)
		}
		for _, pay := range []string{"Pay for the order", "/dashboard/payment/", "please pay"} {
			if strings.Contains(first.Text, pay) || strings.Contains(first.HTML, pay) || strings.Contains(first.Subject, pay) {
				t.Errorf("first mail to a new address offers to pay (%q):\n%s", pay, first.Text)
			}
		}

		// The reminder asks again, with a new confirm link and no way to pay.
		h.orders.Now = func() time.Time { return time.Now().Add(50 * time.Minute) }
		h.orders.Sweep(context.Background())
		h.orders.Now = time.Now
		reminder := box.last(t, p)
		reminderKey := mailedKey(t, reminder, id)
		if !strings.Contains(reminder.Subject, "confirm it before") || strings.Contains(reminder.Text+reminder.HTML, "Pay for the order") ||
			!strings.Contains(reminder.Text, "9 Attacker Lane") || reminderKey == confirmKey {
			t.Errorf("reminder %q:\n%s", reminder.Subject, reminder.Text)
		}

		// Its link asked for again ("mail me the link") asks to confirm too: anyone who knows the
		// email and the number may ask, so it must not become a way to pay.
		h.must(202, "POST", "/guest/orders/resend", "", map[string]string{"email": "victim@x.test", "orderNumber": (toolshop.Order{ID: id}).Number()})
		h.orders.Working.Wait()
		resent := box.last(t, p)
		resentKey := mailedKey(t, resent, id)
		if !strings.HasPrefix(resent.Subject, "Confirm order #") || strings.Contains(resent.Text+resent.HTML, "Pay for the order") ||
			!strings.Contains(resent.Text, "9 Attacker Lane") {
			t.Errorf("the link mailed again %q:\n%s", resent.Subject, resent.Text)
		}

		// The link opens the order, asks to confirm it first and does not pay before.
		seen := h.guestView(id, confirmKey)
		if !seen.ConfirmFirst || seen.Confirmed {
			t.Errorf("opened from the mail: %+v", seen)
		}
		for _, k := range []string{confirmKey, reminderKey, resentKey} {
			wantError(t, "a confirm link pays", h.asGuest("POST", "/create-payment-intent", k, "", map[string]any{"orderId": id}),
				409, "Confirm this order before paying it")
		}
		wantError(t, "the browser confirms", h.asGuest("POST", "/orders/"+id+"/confirm", browserKey, "", nil),
			403, toolshop.ErrConfirmFromMail.Message)
		if h.guestView(id, browserKey).ConfirmFirst {
			t.Errorf("the browser that placed the order is asked to confirm it")
		}

		if n := h.must200Guest("POST", "/orders/"+id+"/confirm", confirmKey).field(t, "modifiedCount"); n != 1.0 {
			t.Errorf("confirmed %v orders", n)
		}
		if seen = h.guestView(id, confirmKey); !seen.Confirmed || seen.ConfirmFirst {
			t.Errorf("after confirming: %+v", seen)
		}
		if n := h.must200Guest("POST", "/orders/"+id+"/confirm", reminderKey).field(t, "modifiedCount"); n != 0.0 {
			t.Errorf("confirmed again: %v", n)
		}
		h.payGuest(confirmKey, id) // the mailed link pays once confirmed
		p.Wait()                   // its mail sent, before the next order's

		// The address has bought now: its next guest order's mail pays.
		next, _ := h.placeGuest("", guestOrder("victim@x.test", map[string]any{"toolId": saw, "quantity": 1}))
		placed := box.last(t, p)
		payKey := mailedKey(t, placed, next)
		if !strings.HasSuffix(placed.Subject, "placed: please pay") || !strings.Contains(placed.HTML, "Pay for the order") {
			t.Errorf("mail to an address that bought: %q\n%s", placed.Subject, placed.Text)
		}
		if h.guestView(next, payKey).ConfirmFirst {
			t.Errorf("a mail that pays asks to confirm first")
		}
		h.must200Guest("POST", "/create-payment-intent", payKey, map[string]any{"orderId": next})
	})
}

// A guest's paid, shipped, refunded and ready-for-pickup mails each carry a link with a new
// key that opens the order's page (GET /orders/{id} with the key).
func TestGuestMailLinksWork(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		p, box := h.postman()
		admin := h.admin("boss@example.com")
		saw := h.tool(1999, 1, 10)
		id, key := h.placeGuest("", guestOrder("gus@example.com", map[string]any{"toolId": saw, "quantity": 2}))
		keys := []string{key, mailedKey(t, box.last(t, p), id)}
		step := func(subject string) {
			t.Helper()
			m := box.last(t, p)
			k := mailedKey(t, m, id)
			if !strings.HasPrefix(m.Subject, subject) || slices.Contains(keys, k) {
				t.Errorf("mail %q (want %q) with a key used before: %v", m.Subject, subject, slices.Contains(keys, k))
			}
			keys = append(keys, k)
			h.must200Guest("GET", "/orders/"+id, k)
		}
		h.payGuest(key, id)
		step("Payment received")
		h.must(200, "PUT", "/orders/shipped/"+id, admin, map[string]string{"carrier": "UPS", "trackingNumber": "1Z999"})
		step("Shipped")
		h.must(200, "POST", "/orders/"+id+"/refund", admin, map[string]any{"lines": []map[string]any{{"toolId": saw, "quantity": 1}}})
		step("Refunded")
		if n := storetest.Strings(t, db, `SELECT key_hash FROM order_keys WHERE order_id = $1`, id); len(n) != len(keys) ||
			slices.Contains(n, keys[len(keys)-1]) {
			t.Errorf("stored keys %v for %d keys given, or a key in plain", n, len(keys))
		}

		pickup := h.must(201, "POST", "/admin/shipping-methods", admin, map[string]any{"name": "Pickup", "pickup": true,
			"address": "1 Mill Road", "hours": "Mon–Fri 9–17"}).field(t, "insertedId").(string)
		picked, pickupKey := h.placeGuest("", with(guestOrder("gus@example.com", map[string]any{"toolId": saw, "quantity": 1}),
			map[string]any{"shippingMethodId": pickup}))
		h.payGuest(pickupKey, picked)
		p.Wait() // its mail sent, before the pickup's
		h.must(200, "PUT", "/orders/ready/"+picked, admin, nil)
		ready := box.last(t, p)
		if !strings.HasPrefix(ready.Subject, "Your order is ready for pickup") {
			t.Errorf("pickup mail %q", ready.Subject)
		}
		h.must200Guest("GET", "/orders/"+picked, mailedKey(t, ready, picked))
	})
}
