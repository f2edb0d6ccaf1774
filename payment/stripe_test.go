package payment

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v85"
	"github.com/stripe/stripe-go/v85/webhook"

	"toolshop"
)

// stripeMock starts stripe-mock on loopback for the test and answers its HTTP address.
// Without stripe-mock the test is skipped, except in CI (CI set), where it fails.
func stripeMock(t *testing.T) string {
	t.Helper()
	path, err := exec.LookPath("stripe-mock")
	if err != nil {
		if gopath, goErr := exec.Command("go", "env", "GOPATH").Output(); goErr == nil {
			path = filepath.Join(strings.TrimSpace(string(gopath)), "bin", "stripe-mock")
			_, err = os.Stat(path)
		}
	}
	if err != nil {
		const install = "stripe-mock is not installed: go install github.com/stripe/stripe-mock@v0.203.0"
		if os.Getenv("CI") != "" {
			t.Fatal(install)
		}
		t.Skip(install)
	}
	httpAddr, httpsAddr := freeAddr(t), freeAddr(t)
	cmd := exec.Command(path, "-http-addr", httpAddr, "-https-addr", httpsAddr)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	for deadline := time.Now().Add(15 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		if conn, err := net.Dial("tcp", httpAddr); err == nil {
			conn.Close()
			return "http://" + httpAddr
		}
		if time.Now().After(deadline) {
			t.Fatalf("stripe-mock did not start on %s", httpAddr)
		}
	}
}

// freeAddr is a loopback address no one listens on just now.
func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// recorder keeps the requests that reach Stripe, bodies parsed, then lets them through.
type recorder struct {
	mu       sync.Mutex
	requests []*http.Request
	forms    []url.Values
}

func (rec *recorder) RoundTrip(req *http.Request) (*http.Response, error) {
	form := url.Values{}
	if req.GetBody != nil {
		body, err := req.GetBody()
		if err != nil {
			return nil, err
		}
		data, err := io.ReadAll(body)
		if err != nil {
			return nil, err
		}
		if form, err = url.ParseQuery(string(data)); err != nil {
			return nil, err
		}
	}
	rec.mu.Lock()
	rec.requests = append(rec.requests, req)
	rec.forms = append(rec.forms, form)
	rec.mu.Unlock()
	return http.DefaultTransport.RoundTrip(req)
}

// last is the latest request and its form.
func (rec *recorder) last(t *testing.T) (*http.Request, url.Values) {
	t.Helper()
	rec.mu.Lock()
	defer rec.mu.Unlock()
	if len(rec.requests) == 0 {
		t.Fatal("no request reached Stripe")
	}
	return rec.requests[len(rec.requests)-1], rec.forms[len(rec.forms)-1]
}

// The Stripe provider asks stripe-mock for the order's amount in US dollars, card only,
// with the order id in the metadata and one idempotency key per order, and reads the
// intents it answers.
func TestStripeAgainstStripeMock(t *testing.T) {
	rec := &recorder{}
	p := NewStripe(StripeConfig{SecretKey: "sk_test_123", BackendURL: stripeMock(t), HTTPClient: &http.Client{Transport: rec}})
	ctx := context.Background()
	orderID := "0123456789abcdef01234567"

	pi, err := p.CreateIntent(ctx, orderID, 2500)
	if err != nil {
		t.Fatal(err)
	}
	req, form := rec.last(t)
	want := url.Values{"amount": {"2500"}, "currency": {"usd"}, "metadata[order_id]": {orderID}, "payment_method_types[0]": {"card"}}
	if req.Method != "POST" || req.URL.Path != "/v1/payment_intents" || form.Encode() != want.Encode() {
		t.Errorf("sent %s %s %v, want POST /v1/payment_intents %v", req.Method, req.URL.Path, form, want)
	}
	if got := req.Header.Get("Idempotency-Key"); got != "order-"+orderID {
		t.Errorf("idempotency key %q", got)
	}
	if got := req.Header.Get("Authorization"); got != "Bearer sk_test_123" {
		t.Errorf("authorization %q", got)
	}
	if !strings.HasPrefix(pi.ID, "pi_") || !strings.Contains(pi.ClientSecret, "_secret_") || pi.Amount != 2500 || pi.Currency != "usd" {
		t.Errorf("intent %+v", pi)
	}

	// Another order gets another key; the same order the same key again.
	keys := map[string]string{}
	for _, id := range []string{"fedcba9876543210fedcba98", orderID} {
		if _, err := p.CreateIntent(ctx, id, 100); err != nil {
			t.Fatal(err)
		}
		req, _ := rec.last(t)
		keys[id] = req.Header.Get("Idempotency-Key")
	}
	if keys[orderID] != "order-"+orderID || keys["fedcba9876543210fedcba98"] != "order-fedcba9876543210fedcba98" {
		t.Errorf("keys %v", keys)
	}

	got, err := p.Intent(ctx, "pi_123")
	if req, _ := rec.last(t); err != nil || req.Method != "GET" || req.URL.Path != "/v1/payment_intents/pi_123" {
		t.Fatalf("read %v: %s %s", err, req.Method, req.URL.Path)
	}
	if got.ID != "pi_123" || got.Status != "requires_payment_method" || got.Amount <= 0 || got.Currency != "usd" {
		t.Errorf("read intent %+v", got)
	}
	// An id Stripe does not know (stripe-mock answers 404 for this path) is no payment.
	if _, err := p.Intent(ctx, "pi_123/unknown"); !errors.Is(err, toolshop.ErrUnknownPayment) {
		t.Errorf("unknown intent: %v", err)
	}
}

// An intent is read from Stripe's answer with its order id from the metadata.
func TestStripeIntentOf(t *testing.T) {
	var pi stripe.PaymentIntent
	answer := `{"id": "pi_1", "object": "payment_intent", "amount": 2500, "currency": "usd", "status": "succeeded",
		"client_secret": "pi_1_secret_2", "metadata": {"order_id": "0123456789abcdef01234567"}}`
	if err := json.Unmarshal([]byte(answer), &pi); err != nil {
		t.Fatal(err)
	}
	want := toolshop.PaymentIntent{ID: "pi_1", ClientSecret: "pi_1_secret_2", Status: "succeeded", Amount: 2500,
		Currency: "usd", OrderID: "0123456789abcdef01234567"}
	if got := intentOf(&pi); got != want {
		t.Errorf("intent %+v, want %+v", got, want)
	}
}

// A webhook is read only with a fresh signature made with the endpoint's secret.
func TestParseStripeEvent(t *testing.T) {
	payload := []byte(`{"id": "evt_1", "object": "event", "type": "payment_intent.succeeded", "api_version": "2020-08-27",
		"data": {"object": {"id": "pi_1", "object": "payment_intent"}}}`)
	sign := func(secret string, at time.Time) string {
		return webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: secret, Timestamp: at}).Header
	}
	e, err := ParseStripeEvent(payload, sign("whsec_1", time.Now()), "whsec_1")
	if err != nil || e != (Event{ID: "evt_1", Type: IntentSucceeded, IntentID: "pi_1"}) {
		t.Errorf("event %+v, %v", e, err)
	}
	for name, signature := range map[string]string{
		"other secret": sign("whsec_2", time.Now()),
		"stale":        sign("whsec_1", time.Now().Add(-time.Hour)),
		"none":         "",
	} {
		if _, err := ParseStripeEvent(payload, signature, "whsec_1"); toolshop.ErrorCode(err) != toolshop.EINVALID {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// Cancelling asks Stripe to cancel the intent; a refund names the intent with one
// idempotency key per intent, so asking again never refunds twice.
func TestStripeCancelAndRefund(t *testing.T) {
	rec := &recorder{}
	p := NewStripe(StripeConfig{SecretKey: "sk_test_123", BackendURL: stripeMock(t), HTTPClient: &http.Client{Transport: rec}})
	ctx := context.Background()

	pi, err := p.CancelIntent(ctx, "pi_123")
	if req, _ := rec.last(t); err != nil || req.Method != "POST" || req.URL.Path != "/v1/payment_intents/pi_123/cancel" {
		t.Fatalf("cancel %v: %s %s", err, req.Method, req.URL.Path)
	}
	if pi.ID != "pi_123" { // stripe-mock keeps no state: its answer's status is a fixture's
		t.Errorf("cancelled intent %+v", pi)
	}

	refund, err := p.Refund(ctx, "pi_123", 1250, "refund-pi_123-2")
	req, form := rec.last(t)
	if err != nil || req.Method != "POST" || req.URL.Path != "/v1/refunds" || form.Get("payment_intent") != "pi_123" ||
		form.Get("amount") != "1250" {
		t.Fatalf("refund %v: %s %s %v", err, req.Method, req.URL.Path, form)
	}
	if got := req.Header.Get("Idempotency-Key"); got != "refund-pi_123-2" {
		t.Errorf("idempotency key %q", got)
	}
	if !strings.HasPrefix(refund, "re_") {
		t.Errorf("refund id %q", refund)
	}
	// An intent Stripe does not know cannot be cancelled: that is an error, never a success.
	if _, err := p.CancelIntent(ctx, "pi_123/unknown"); err == nil {
		t.Error("cancelled an unknown intent")
	}
}
