package httpapi_test

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v85/webhook"

	"toolshop"
	"toolshop/httpapi"
	"toolshop/payment"
	"toolshop/store"
	"toolshop/store/storetest"
)

// card is a confirmation of the sandbox intent with a card that expires next year.
func card(secret, number string) map[string]any {
	return map[string]any{"clientSecret": secret, "number": number, "expMonth": 12, "expYear": time.Now().Year() + 1, "cvc": "123"}
}

// with is body with the given fields changed.
func with(body map[string]any, changes map[string]any) map[string]any {
	changed := map[string]any{}
	for k, v := range body {
		changed[k] = v
	}
	for k, v := range changes {
		changed[k] = v
	}
	return changed
}

// intentSecret asks for a payment intent for the order and answers its client secret.
func (h *harness) intentSecret(token, orderID string) string {
	h.t.Helper()
	secret, _ := h.must(http.StatusOK, "POST", "/create-payment-intent", token, map[string]any{"orderId": orderID}).
		field(h.t, "clientSecret").(string)
	return secret
}

// pay pays the customer's order with the sandbox's good test card, as the payment page
// does, and answers the transaction.
func (h *harness) pay(token, orderID string) string {
	h.t.Helper()
	transaction, _ := h.must(http.StatusOK, "POST", "/payments/sandbox/confirm", token,
		card(h.intentSecret(token, orderID), "4242424242424242")).field(h.t, "transactionId").(string)
	h.must(http.StatusOK, "PATCH", "/orders/"+orderID, token, map[string]any{"orderId": orderID, "transaction": transaction})
	return transaction
}

// paid is the stored order's payment: its transaction id, or "" while unpaid.
func (h *harness) paid(orderID string) string {
	h.t.Helper()
	o := h.stored(orderID)
	if (o.State == toolshop.Paid || o.State == toolshop.Shipped) != (o.TransactionID != "") {
		h.t.Fatalf("order %s: %s with transaction %q", orderID, o.State, o.TransactionID)
	}
	return o.TransactionID
}

// stored is an order as the database holds it.
func (h *harness) stored(orderID string) toolshop.Order {
	h.t.Helper()
	o, err := h.db.Order(context.Background(), orderID)
	if err != nil {
		h.t.Fatal(err)
	}
	return o
}

// wantError fails the test unless res has the status and error message.
func wantError(t *testing.T, what string, res response, status int, message string) {
	t.Helper()
	if res.status != status || res.field(t, "error") != message {
		t.Errorf("%s: %d %s, want %d %q", what, res.status, res.body, status, message)
	}
}

// A customer pays an order in the default set-up: every test card and card mistake gets
// its own message and leaves the order unpaid; the 4242 card pays it once.
func TestSandboxPayment(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		ann := h.customer("ann@example.com")
		bob := h.customer("bob@example.com")
		orderID := h.order(ann, h.tool(1250, 1, 10), 2)
		sandbox := h.api.Payments.(*payment.Sandbox)

		// The intent is priced from the stored order, whatever the page says; one per order.
		secret := h.must(200, "POST", "/create-payment-intent", ann, map[string]any{"orderId": orderID, "price": 0.5}).
			field(t, "clientSecret").(string)
		pi, err := sandbox.IntentBySecret(context.Background(), secret)
		if err != nil || pi.Amount != 2500 || pi.Currency != "usd" || pi.OrderID != orderID || pi.Status != "requires_payment_method" {
			t.Fatalf("intent %+v, %v", pi, err)
		}
		if again := h.intentSecret(ann, orderID); again != secret {
			t.Errorf("second intent %q, want the first %q", again, secret)
		}

		lastMonth := time.Now().AddDate(0, -1, 0)
		good := card(secret, "4242 4242 4242 4242")
		for _, c := range []struct {
			name string
			body map[string]any
			want string
		}{
			{"declined", card(secret, "4000 0000 0000 0002"), "Your card was declined."},
			{"insufficient funds", card(secret, "4000000000009995"), "Your card has insufficient funds."},
			{"expired", with(good, map[string]any{"expMonth": int(lastMonth.Month()), "expYear": lastMonth.Year()}), "Your card's expiration date is in the past."},
			{"Luhn", card(secret, "4242 4242 4242 4241"), "Your card number is invalid."},
			{"short CVC", with(good, map[string]any{"cvc": "12"}), "Your card's security code is incomplete."},
		} {
			wantError(t, c.name, h.do("POST", "/payments/sandbox/confirm", ann, c.body), 402, c.want)
		}

		// Another customer can neither confirm Ann's intent nor report her payment.
		wantError(t, "bob confirms", h.do("POST", "/payments/sandbox/confirm", bob, good), 403, "This is not your order")
		// An intent whose card has not gone through pays nothing.
		wantError(t, "unconfirmed", h.do("PATCH", "/orders/"+orderID, ann, map[string]any{"orderId": orderID, "transaction": pi.ID}),
			409, "This payment has not succeeded")
		if got := h.paid(orderID); got != "" {
			t.Fatalf("paid by %q before the card went through", got)
		}

		var confirmed struct{ Status, TransactionID string }
		h.must(200, "POST", "/payments/sandbox/confirm", ann, good).json(t, &confirmed)
		if confirmed.Status != "succeeded" || confirmed.TransactionID != pi.ID {
			t.Fatalf("confirmed %+v, want succeeded %s", confirmed, pi.ID)
		}
		if got := h.paid(orderID); got != "" {
			t.Fatalf("paid by %q before the page reported it", got)
		}

		// Once it has succeeded, a stranger with the secret learns nothing of it either: not
		// its state, not its transaction id (an admin is no payer either).
		for who, token := range map[string]string{"bob": bob, "an admin": h.admin("boss@example.com")} {
			res := h.do("POST", "/payments/sandbox/confirm", token, good)
			wantError(t, who+" confirms a paid intent", res, 403, "This is not your order")
			if strings.Contains(string(res.body), pi.ID) {
				t.Errorf("%s learns the transaction: %s", who, res.body)
			}
		}

		payment := map[string]any{"orderId": orderID, "transaction": confirmed.TransactionID}
		wantError(t, "bob pays", h.do("PATCH", "/orders/"+orderID, bob, payment), 403, "This is not your order")
		res := h.must(200, "PATCH", "/orders/"+orderID, ann, payment)
		if res.field(t, "modifiedCount") != 1.0 || res.field(t, "transactionId") != pi.ID {
			t.Errorf("pay: %s", res.body)
		}
		var mine []toolshop.Order
		h.must(200, "GET", "/orders?email=ann@example.com", ann, nil).json(t, &mine)
		if len(mine) != 1 || mine[0].State != toolshop.Paid || mine[0].TransactionID != pi.ID {
			t.Errorf("My Orders: %+v", mine)
		}

		// Repeating the confirmation changes nothing and is no error.
		res = h.must(200, "PATCH", "/orders/"+orderID, ann, payment)
		if res.field(t, "modifiedCount") != 0.0 || h.paid(orderID) != pi.ID {
			t.Errorf("repeat: %s", res.body)
		}
		wantError(t, "intent for a paid order", h.do("POST", "/create-payment-intent", ann, map[string]any{"orderId": orderID}),
			409, "Order is already paid")
	})
}

// Only a succeeded intent of this order for its whole amount pays it: a forged id, another
// order's intent or an intent for another amount leave it unpaid.
func TestSandboxPaymentsThatDoNotPay(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		ann := h.customer("ann@example.com")
		toolID := h.tool(1250, 1, 10)
		orderA, orderB, orderC := h.order(ann, toolID, 2), h.order(ann, toolID, 1), h.order(ann, toolID, 3)
		sandbox := h.api.Payments.(*payment.Sandbox)

		// pay confirms the card for the intent and reports it as the payment of orderID.
		pay := func(orderID, secret string) response {
			transaction, _ := h.must(200, "POST", "/payments/sandbox/confirm", ann, card(secret, "4242424242424242")).
				field(t, "transactionId").(string)
			return h.do("PATCH", "/orders/"+orderID, ann, map[string]any{"orderId": orderID, "transaction": transaction})
		}
		wantError(t, "forged", h.do("PATCH", "/orders/"+orderA, ann, map[string]any{"orderId": orderA, "transaction": "pi_forged"}),
			400, "No such payment")
		wantError(t, "another order's intent", pay(orderA, h.intentSecret(ann, orderB)), 409, "This payment is for another order")

		short, err := sandbox.CreateIntent(context.Background(), orderC, 3749)
		if err != nil {
			t.Fatal(err)
		}
		wantError(t, "another amount", pay(orderC, short.ClientSecret), 409, "This payment's amount does not match the order")

		for _, id := range []string{orderA, orderC} {
			if got := h.paid(id); got != "" {
				t.Errorf("order %s paid by %q", id, got)
			}
		}
		// Order B's own intent still pays order B.
		if res := pay(orderB, h.intentSecret(ann, orderB)); res.status != 200 || h.paid(orderB) == "" {
			t.Errorf("order B: %d %s", res.status, res.body)
		}
	})
}

// The payment calls refuse what they cannot do, with the usual statuses.
func TestPaymentCallsRefuse(t *testing.T) {
	h := newHarness(t, storetest.SQLite(t))
	ann := h.customer("ann@example.com")
	bob := h.customer("bob@example.com")
	orderID := h.order(ann, h.tool(1250, 1, 10), 1)
	tinyOrderID := h.order(ann, h.tool(49, 1, 10), 1)
	unknown := strings.Repeat("ab", 12)
	for _, c := range []struct {
		name, method, path, token string
		body                      any
		status                    int
		message                   string
	}{
		{"intent without token", "POST", "/create-payment-intent", "", map[string]any{"orderId": orderID}, 401, "Sign in first"},
		{"intent for another's order", "POST", "/create-payment-intent", bob, map[string]any{"orderId": orderID}, 403, "This is not your order"},
		{"intent for an unknown order", "POST", "/create-payment-intent", ann, map[string]any{"orderId": unknown}, 404, "Order not found"},
		{"intent for a bad id", "POST", "/create-payment-intent", ann, map[string]any{"orderId": "42"}, 400, "Invalid id"},
		{"intent under the card minimum", "POST", "/create-payment-intent", ann, map[string]any{"orderId": tinyOrderID}, 400, "Orders under $0.50 cannot be paid by card"},
		{"confirm an unknown secret", "POST", "/payments/sandbox/confirm", ann, card("pi_x_secret_y", "4242424242424242"), 400, "No such payment"},
		{"pay without transaction", "PATCH", "/orders/" + orderID, ann, map[string]any{"orderId": orderID}, 400, "Transaction is required"},
		{"pay another order id", "PATCH", "/orders/" + orderID, ann, map[string]any{"orderId": unknown, "transaction": "pi_1"}, 400, "orderId does not match the order of the path"},
		{"pay an unknown order", "PATCH", "/orders/" + unknown, ann, map[string]any{"transaction": "pi_1"}, 404, "Order not found"},
		{"webhook without secret", "POST", "/webhooks/stripe", "", "{}", 404, "Stripe webhooks are not set up"},
	} {
		wantError(t, c.name, h.do(c.method, c.path, c.token, c.body), c.status, c.message)
	}
	if got := h.paid(orderID); got != "" {
		t.Errorf("paid by %q", got)
	}
}

// provider is a payment provider double holding intents by id.
type provider map[string]toolshop.PaymentIntent

func (p provider) CreateIntent(ctx context.Context, orderID string, amount toolshop.Cents) (toolshop.PaymentIntent, error) {
	return toolshop.PaymentIntent{}, fmt.Errorf("not used")
}

func (p provider) Intent(ctx context.Context, id string) (toolshop.PaymentIntent, error) {
	if pi, ok := p[id]; ok {
		return pi, nil
	}
	return toolshop.PaymentIntent{}, toolshop.ErrUnknownPayment
}

func (p provider) CancelIntent(ctx context.Context, id string) (toolshop.PaymentIntent, error) {
	return p.Intent(ctx, id)
}

func (p provider) Refund(ctx context.Context, id string, _ toolshop.Cents, key string) (string, error) {
	return "re_" + key, nil
}

// The order is paid only when the provider reports an intent that pays it, and the
// Notifier hears of it once.
func TestPaymentVerificationRules(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		intents := provider{}
		h := newHarness(t, db, func(s *httpapi.Server) { s.Payments = intents })
		heard := h.notes
		ann := h.customer("ann@example.com")
		toolID := h.tool(1250, 1, 10)
		orderID, otherID := h.order(ann, toolID, 2), h.order(ann, toolID, 2)
		ok := toolshop.PaymentIntent{ID: "pi_ok", Status: "succeeded", Amount: 2500, Currency: "usd", OrderID: orderID}
		change := func(id string, f func(*toolshop.PaymentIntent)) string {
			pi := ok
			pi.ID = id
			f(&pi)
			intents[id] = pi
			return id
		}
		for _, c := range []struct {
			transaction string
			status      int
			message     string
		}{
			{"pi_missing", 400, "No such payment"},
			{change("pi_processing", func(pi *toolshop.PaymentIntent) { pi.Status = "processing" }), 409, "This payment has not succeeded"},
			{change("pi_canceled", func(pi *toolshop.PaymentIntent) { pi.Status = "canceled" }), 409, "This payment has not succeeded"},
			{change("pi_other_order", func(pi *toolshop.PaymentIntent) { pi.OrderID = otherID }), 409, "This payment is for another order"},
			{change("pi_no_order", func(pi *toolshop.PaymentIntent) { pi.OrderID = "" }), 409, "This payment is for another order"},
			{change("pi_less", func(pi *toolshop.PaymentIntent) { pi.Amount = 2499 }), 409, "This payment's amount does not match the order"},
			{change("pi_more", func(pi *toolshop.PaymentIntent) { pi.Amount = 2501 }), 409, "This payment's amount does not match the order"},
			{change("pi_eur", func(pi *toolshop.PaymentIntent) { pi.Currency = "eur" }), 409, "This payment's amount does not match the order"},
		} {
			res := h.do("PATCH", "/orders/"+orderID, ann, map[string]any{"orderId": orderID, "transaction": c.transaction})
			wantError(t, c.transaction, res, c.status, c.message)
		}
		if got := h.paid(orderID); got != "" || len(heard.paidOrders()) != 0 {
			t.Fatalf("paid by %q, notified %v", got, heard.paidOrders())
		}

		intents["pi_ok"] = ok
		for i, want := range []float64{1, 0} {
			res := h.must(200, "PATCH", "/orders/"+orderID, ann, map[string]any{"orderId": orderID, "transaction": "pi_ok"})
			if res.field(t, "modifiedCount") != want {
				t.Errorf("payment %d: %s, want modifiedCount %v", i+1, res.body, want)
			}
		}
		// A second succeeded intent cannot replace the payment.
		change("pi_ok_again", func(*toolshop.PaymentIntent) {})
		wantError(t, "second payment", h.do("PATCH", "/orders/"+orderID, ann, map[string]any{"orderId": orderID, "transaction": "pi_ok_again"}),
			409, "Order is already paid")
		if got := h.paid(orderID); got != "pi_ok" {
			t.Errorf("paid by %q, want pi_ok", got)
		}
		if got := heard.paidOrders(); len(got) != 1 || got[0] != orderID+" pi_ok" {
			t.Errorf("notified %v, want once for %s", got, orderID)
		}
		// The sandbox's card call is not there when another provider is in use.
		wantError(t, "sandbox confirm", h.do("POST", "/payments/sandbox/confirm", ann, card("s", "4242424242424242")),
			404, "The payment sandbox is not in use")
	})
}

const webhookSecret = "whsec_test_secret"

// event is a payment intent event as Stripe posts it.
func event(id, kind, intentID string) []byte {
	return fmt.Appendf(nil, `{"id": %q, "object": "event", "type": %q, "api_version": "2020-08-27",
		"created": 1700000000, "data": {"object": {"id": %q, "object": "payment_intent"}}}`, id, kind, intentID)
}

// sign is the Stripe-Signature header of payload signed with secret at the given time.
func sign(payload []byte, secret string, at time.Time) string {
	return webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: secret, Timestamp: at}).Header
}

// webhook posts a Stripe event with its Stripe-Signature header.
func (h *harness) webhook(payload []byte, signature string) response {
	h.t.Helper()
	req, err := http.NewRequest("POST", h.url+"/webhooks/stripe", bytes.NewReader(payload))
	if err != nil {
		h.t.Fatal(err)
	}
	req.Header.Set("Stripe-Signature", signature)
	return h.send(req)
}

// Stripe's payment_intent.succeeded, with a good signature, marks the order paid once,
// however often it comes and whether or not the page reported the payment first.
func TestStripeWebhook(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		intents := provider{}
		h := newHarness(t, db, func(s *httpapi.Server) { s.Payments, s.StripeWebhookSecret = intents, webhookSecret })
		heard := h.notes
		ann := h.customer("ann@example.com")
		toolID := h.tool(1250, 1, 10)
		var orders []string
		for i := range 4 {
			orders = append(orders, h.order(ann, toolID, i+1))
			intents[fmt.Sprint("pi_", i)] = toolshop.PaymentIntent{ID: fmt.Sprint("pi_", i), Status: "succeeded",
				Amount: toolshop.Cents(1250 * (i + 1)), Currency: "usd", OrderID: orders[i]}
		}
		received := func(what string, payload []byte) {
			t.Helper()
			if res := h.webhook(payload, sign(payload, webhookSecret, time.Now())); res.status != 200 || res.field(t, "received") != true {
				t.Errorf("%s: %d %s", what, res.status, res.body)
			}
		}

		// Order 0: the event marks it paid; repeated, or another event of the same intent,
		// it changes nothing.
		for range 3 {
			received("event", event("evt_0", "payment_intent.succeeded", "pi_0"))
		}
		received("second event", event("evt_0b", "payment_intent.succeeded", "pi_0"))
		if got := h.paid(orders[0]); got != "pi_0" {
			t.Errorf("order 0 paid by %q, want pi_0", got)
		}

		// Order 1: a bad, stale or missing signature is refused and changes nothing.
		good := event("evt_1", "payment_intent.succeeded", "pi_1")
		tampered := event("evt_1", "payment_intent.succeeded", "pi_2")
		for _, c := range []struct {
			name      string
			payload   []byte
			signature string
		}{
			{"wrong secret", good, sign(good, "whsec_other", time.Now())},
			{"tampered payload", tampered, sign(good, webhookSecret, time.Now())},
			{"stale signature", good, sign(good, webhookSecret, time.Now().Add(-10*time.Minute))},
			{"no signature", good, ""},
		} {
			wantError(t, c.name, h.webhook(c.payload, c.signature), 400, "Invalid Stripe signature")
		}
		if got := h.paid(orders[1]); got != "" {
			t.Errorf("order 1 paid by %q", got)
		}

		// Order 2: other events, intents the shop did not make and intents that do not pay
		// the order leave it unpaid; the last is refused, so Stripe sends it again.
		intents["pi_foreign"] = toolshop.PaymentIntent{ID: "pi_foreign", Status: "succeeded", Amount: 100, Currency: "usd"}
		intents["pi_short"] = toolshop.PaymentIntent{ID: "pi_short", Status: "succeeded", Amount: 100, Currency: "usd", OrderID: orders[2]}
		received("failed payment", event("evt_2", "payment_intent.payment_failed", "pi_2"))
		received("foreign intent", event("evt_3", "payment_intent.succeeded", "pi_foreign"))
		payload := event("evt_4", "payment_intent.succeeded", "pi_short")
		wantError(t, "short intent", h.webhook(payload, sign(payload, webhookSecret, time.Now())),
			409, "This payment's amount does not match the order")
		if got := h.paid(orders[2]); got != "" {
			t.Errorf("order 2 paid by %q", got)
		}

		// Order 3: the page reports the payment first; the event then changes nothing.
		h.must(200, "PATCH", "/orders/"+orders[3], ann, map[string]any{"orderId": orders[3], "transaction": "pi_3"})
		received("event after the page", event("evt_5", "payment_intent.succeeded", "pi_3"))

		want := []string{orders[0] + " pi_0", orders[3] + " pi_3"}
		if got := heard.paidOrders(); strings.Join(got, ",") != strings.Join(want, ",") {
			t.Errorf("notified %v, want %v", got, want)
		}
	})
}

// With Stripe the pages may load Stripe.js and its frames and call Stripe's API; nothing
// else of the default policy changes.
func TestStripeContentSecurityPolicy(t *testing.T) {
	h := newHarness(t, storetest.SQLite(t), func(s *httpapi.Server) { s.ContentSecurityPolicy = httpapi.StripeContentSecurityPolicy })
	plain := newHarness(t, storetest.SQLite(t))
	policy := h.must(200, "GET", "/healthz", "", nil).header.Get("Content-Security-Policy")
	defaults := plain.must(200, "GET", "/healthz", "", nil).header.Get("Content-Security-Policy")
	for _, want := range []string{"script-src 'self' https://js.stripe.com;", "connect-src 'self' https://api.stripe.com;",
		"frame-src https://js.stripe.com https://hooks.stripe.com", "default-src 'self';", "frame-ancestors 'none'"} {
		if !strings.Contains(policy, want) {
			t.Errorf("policy %q lacks %q", policy, want)
		}
	}
	if strings.Contains(defaults, "stripe") {
		t.Errorf("default policy %q allows Stripe", defaults)
	}
}
