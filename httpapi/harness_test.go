package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"golang.org/x/crypto/bcrypt"

	"toolshop"
	"toolshop/auth"
	"toolshop/httpapi"
	"toolshop/orders"
	"toolshop/payment"
	"toolshop/pictures"
	"toolshop/store"
)

// harness is a shop served on loopback over a real database.
type harness struct {
	t      testing.TB
	db     *store.DB
	api    *httpapi.Server
	url    string
	admins map[string]bool
	mail   *mailbox // the reset links the shop would mail
	orders *orders.Service
	notes  *notes // what the shop told customers of their orders
	rules  toolshop.OrderRules
}

// newHarness serves a shop over db; each configure changes the server before it starts.
func newHarness(t testing.TB, db *store.DB, configure ...func(*httpapi.Server)) *harness {
	t.Helper()
	h := &harness{t: t, db: db, admins: map[string]bool{}, mail: &mailbox{}, notes: &notes{}, rules: testRules}
	h.api = &httpapi.Server{
		Tools: db, Reviews: db, Carts: db, Addresses: db, Prices: db, Users: db, Reports: db, Sessions: db, Stats: db,
		Pictures: &pictures.Service{Store: db},
		Resets:   db, AccountMail: h.mail, Limits: unlimited{}, // the limit tests count in db
		FirstAdmins: db, Content: db, APIKeys: db, Webhooks: db, Search: db,
		Tokens:      auth.NewTokens(auth.SecretRing("test-secret"), time.Now),
		Passwords:   auth.Passwords{Cost: bcrypt.MinCost},
		Payments:    &payment.Sandbox{Store: db, Now: time.Now},
		AdminEmails: h.admins,
		Ready:       db.Ready,
		StoreErrors: db.ErrorOf,
		Config:      httpapi.PublicConfig{Payments: httpapi.PaymentConfig{Provider: "sandbox"}},
		Pages:       fstest.MapFS{"index.html": {Data: []byte("<!doctype html><title>Toolshop</title>")}},
		DemoImages:  fstest.MapFS{"drill.svg": {Data: []byte("<svg xmlns='http://www.w3.org/2000/svg'/>")}},
		Log:         slog.New(slog.NewTextHandler(io.Discard, nil)),
	}
	for _, f := range configure {
		f(h.api)
	}
	if h.api.Orders == nil {
		h.orders = &orders.Service{Store: db, Tools: db, Payments: h.api.Payments, Rules: h.rules,
			Notifier: h.notes, Now: time.Now, Log: h.api.Log, Working: &sync.WaitGroup{}}
		h.api.Orders = h.orders
	}
	srv := httptest.NewServer(h.api.Handler())
	t.Cleanup(srv.Close)
	h.url = srv.URL
	return h
}

// testRules let a test's customers place as many unpaid orders as it needs.
var testRules = toolshop.OrderRules{Hold: time.Hour, MaxPending: 1000}

// notes records what the shop told customers of their orders.
type notes struct {
	mu                              sync.Mutex
	placed, paid, shipped, refunded []string // order ids, with the transaction of paid ones
	links                           []string // guest orders' ids with the keys their mails carry
	ready                           []toolshop.Order
}

func (n *notes) paidOrders() []string {
	n.mu.Lock()
	defer n.mu.Unlock()
	return append([]string(nil), n.paid...)
}

func (n *notes) OrderPaid(_ context.Context, o toolshop.Order) {
	n.add(&n.paid, o.ID+" "+o.TransactionID)
}

func (n *notes) OrderShipped(_ context.Context, o toolshop.Order) { n.add(&n.shipped, o.ID) }

func (n *notes) OrderReadyForPickup(_ context.Context, o toolshop.Order) {
	n.mu.Lock()
	defer n.mu.Unlock()
	n.ready = append(n.ready, o)
}

// readyOrders are the pickup orders whose customers were told they are ready, as told.
func (n *notes) readyOrders() []toolshop.Order {
	n.mu.Lock()
	defer n.mu.Unlock()
	return append([]toolshop.Order(nil), n.ready...)
}

func (n *notes) OrderRefunded(_ context.Context, o toolshop.Order, _ toolshop.Refund) {
	n.add(&n.refunded, o.ID)
}

func (n *notes) OrderPlaced(_ context.Context, o toolshop.Order) {
	n.add(&n.placed, o.ID)
	if o.MailKey.Key != "" {
		n.add(&n.links, o.ID+" "+o.MailKey.Key)
	}
}

func (n *notes) GuestLink(_ context.Context, o toolshop.Order) {
	n.add(&n.links, o.ID+" "+o.MailKey.Key)
}

// guestLinks are the guest links mailed so far, each "id key".
func (n *notes) guestLinks() []string {
	n.mu.Lock()
	defer n.mu.Unlock()
	return append([]string(nil), n.links...)
}

func (n *notes) add(list *[]string, id string) {
	n.mu.Lock()
	defer n.mu.Unlock()
	*list = append(*list, id)
}

// response is an answer with its status and JSON body.
type response struct {
	status int
	header http.Header
	body   []byte
}

// json decodes the body into v, failing the test if it cannot.
func (r response) json(t testing.TB, v any) {
	t.Helper()
	if err := json.Unmarshal(r.body, v); err != nil {
		t.Fatalf("decode %s: %v", r.body, err)
	}
}

// fields are the fields an error body names, with their messages.
func (r response) fields(t testing.TB) map[string]string {
	t.Helper()
	var body struct{ Fields map[string]string }
	r.json(t, &body)
	return body.Fields
}

// field is one top-level field of a JSON object body.
func (r response) field(t testing.TB, name string) any {
	t.Helper()
	var m map[string]any
	r.json(t, &m)
	return m[name]
}

// do sends a request with an optional bearer token and body (request).
func (h *harness) do(method, path, token string, body any) response {
	h.t.Helper()
	req := h.request(method, path, body)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	return h.send(req)
}

// request is a request to the shop with an optional body: none for nil, a string as it is,
// anything else as JSON.
func (h *harness) request(method, path string, body any) *http.Request {
	h.t.Helper()
	var reader io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		reader = strings.NewReader(b)
	default:
		data, err := json.Marshal(b)
		if err != nil {
			h.t.Fatal(err)
		}
		reader = bytes.NewReader(data)
	}
	req, err := http.NewRequest(method, h.url+path, reader)
	if err != nil {
		h.t.Fatal(err)
	}
	return req
}

// rawClient leaves answers as the shop sent them: Go's default client asks for gzip on its
// own and unpacks it.
var rawClient = &http.Client{Transport: &http.Transport{DisableCompression: true}}

// send sends a request, reads the answer and checks both against the API's document
// (checkAgainstDocument).
func (h *harness) send(req *http.Request) response {
	h.t.Helper()
	var sent []byte
	if req.Body != nil {
		var err error
		if sent, err = io.ReadAll(req.Body); err != nil {
			h.t.Fatal(err)
		}
		req.Body = io.NopCloser(bytes.NewReader(sent))
	}
	if len(sent) > 0 && req.Header.Get("Content-Type") == "" {
		req.Header.Set("Content-Type", "application/json") // as the pages send every body but files
	}
	res, err := rawClient.Do(req)
	if err != nil {
		h.t.Fatal(err)
	}
	defer res.Body.Close()
	data, err := io.ReadAll(res.Body)
	if err != nil {
		h.t.Fatal(err)
	}
	h.checkAgainstDocument(req, sent, res, data)
	return response{status: res.StatusCode, header: res.Header, body: data}
}

// must sends a request and fails the test unless the answer has the wanted status.
func (h *harness) must(want int, method, path, token string, body any) response {
	h.t.Helper()
	res := h.do(method, path, token, body)
	if res.status != want {
		h.t.Fatalf("%s %s: status %d, want %d: %s", method, path, res.status, want, res.body)
	}
	return res
}

// sendFile posts a file as the pages do, its bytes as they are under its content type, and
// fails the test unless the answer has the wanted status.
func (h *harness) sendFile(want int, path, token, contentType string, file []byte) response {
	h.t.Helper()
	req, err := http.NewRequest("POST", h.url+path, bytes.NewReader(file))
	if err != nil {
		h.t.Fatal(err)
	}
	req.Header.Set("Content-Type", contentType)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res := h.send(req)
	if res.status != want {
		h.t.Fatalf("POST %s: status %d, want %d: %s", path, res.status, want, res.body)
	}
	return res
}

// customer signs up an account the way the pages do and answers its API token.
func (h *harness) customer(email string) string {
	h.t.Helper()
	token := h.unverified(email)
	h.verify(email, token)
	return token
}

// buyer signs up a customer who bought the tool, in a paid order, and answers its API token.
func (h *harness) buyer(email, toolID string) string {
	h.t.Helper()
	token := h.customer(email)
	h.pay(token, h.order(token, toolID, 1))
	return token
}

// unverified signs up an account the way the pages do, without following the link of its
// verification mail, and answers its API token.
func (h *harness) unverified(email string) string {
	h.t.Helper()
	res := h.must(http.StatusCreated, "POST", "/auth/signup", "",
		map[string]string{"name": strings.Split(email, "@")[0], "email": email, "password": "secret1"})
	identity, _ := res.field(h.t, "token").(string)
	res = h.must(http.StatusOK, "PUT", "/user/"+email, identity, map[string]string{"email": email})
	token, _ := res.field(h.t, "token").(string)
	return token
}

// verify follows the latest verification link mailed to email, signed in as the account
// with token.
func (h *harness) verify(email, token string) {
	h.t.Helper()
	h.must(http.StatusOK, "POST", "/auth/verify-email", token, map[string]string{"token": h.verification(email)})
}

// verification is the token of the latest verification link mailed to email.
func (h *harness) verification(email string) string {
	h.t.Helper()
	tokens := h.mail.verifications(email)
	if len(tokens) == 0 {
		h.t.Fatalf("no verification link mailed to %s", email)
	}
	return tokens[len(tokens)-1]
}

// admin signs up an account and makes it an admin directly in the database.
func (h *harness) admin(email string) string {
	h.t.Helper()
	token := h.customer(email)
	if _, err := h.db.MakeAdmin(context.Background(), email); err != nil {
		h.t.Fatal(err)
	}
	return token
}

// tool adds a tool to the catalogue and answers its id.
func (h *harness) tool(price toolshop.Cents, minOrder, available int) string {
	h.t.Helper()
	tool, err := h.db.CreateTool(context.Background(), toolshop.Tool{
		Name: "CLAW HAMMER", Image: "/images/demo/drill.svg", Description: "A hammer.",
		Price: price, MinOrder: minOrder, AvailableQuantity: available,
		Pictures: []toolshop.ToolPicture{{URL: "/images/demo/drill.svg"}}, Specs: []toolshop.ToolSpec{}, // as NewTool makes them
	})
	if err != nil {
		h.t.Fatal(err)
	}
	return tool.ID
}

// order places an order as a customer with Buy Now and answers its id: delivered to Berlin,
// or, when the shop has shipping methods, to San Leandro by its first delivery to the US.
func (h *harness) order(token, toolID string, quantity int) string {
	h.t.Helper()
	body := map[string]any{"toolId": toolID, "customerName": "Ann", "line1": "1 Mill Road", "city": "Berlin", "postalCode": "10115",
		"country": "DE", "number": "555-0100", "quantity": quantity}
	var methods []toolshop.ShippingMethod
	h.must(http.StatusOK, "GET", "/shipping-methods?country=US", "", nil).json(h.t, &methods)
	for _, m := range methods {
		if !m.Pickup {
			body = with(body, map[string]any{"city": "San Leandro", "postalCode": "94577", "country": "US", "region": "CA", "shippingMethodId": m.ID})
			break
		}
	}
	res := h.must(http.StatusCreated, "POST", "/orders", token, body)
	id, _ := res.field(h.t, "insertedId").(string)
	return id
}

// stock is a tool's available quantity as stored.
func (h *harness) stock(toolID string) int {
	h.t.Helper()
	tool, err := h.db.Tool(context.Background(), toolID)
	if err != nil {
		h.t.Fatal(err)
	}
	return tool.AvailableQuantity
}
