package httpapi_test

import (
	"context"
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"toolshop"
	"toolshop/store/storetest"
)

// rulesOf decodes a body as the API does and answers the domain rules' verdict on it.
func rulesOf[T any](check func(*T) error) func([]byte) error {
	return func(body []byte) error {
		var req T
		if err := json.Unmarshal(body, &req); err != nil {
			return err
		}
		return check(&req)
	}
}

// reportingTo is the harness failing t instead of the fuzz target that made it.
func (h *harness) reportingTo(t *testing.T) *harness {
	c := *h
	c.t = t
	return &c
}

// shopState is what a refused request must leave as it was.
type shopState struct {
	Tools, Reviews, Orders, Users int
	Edited                        toolshop.Tool
	Profile                       toolshop.Profile
	Stock, Reserved               int
}

// FuzzRequestBodies sends arbitrary bodies to every call that reads one, as a signed-in
// customer or admin. No answer is a 5xx; what the domain's rules refuse, the API refuses and
// nothing changes; what it stores keeps the rules; and the stock plus the quantities the
// orders reserve stays what it was.
func FuzzRequestBodies(f *testing.F) {
	base := newHarness(f, storetest.SQLite(f))
	db := base.db
	ann := base.customer("ann@example.com")
	boss := base.admin("boss@example.com")
	const stock = 1_000_000
	toolID := base.tool(250, 2, stock)
	editID := base.tool(100, 1, 5)
	orderID := base.order(ann, toolID, 2)
	ctx := context.Background()

	state := func(t *testing.T) shopState {
		tools, _, err1 := db.Tools(ctx, toolshop.ToolQuery{})
		reviews, _, err2 := db.Reviews(ctx, toolshop.ReviewFilter{Hidden: true, Page: toolshop.Page{Limit: 100}})
		orders, _, err3 := db.Orders(ctx, toolshop.OrderFilter{})
		users, _, err4 := db.Users(ctx, toolshop.UserFilter{})
		edited, err5 := db.Tool(ctx, editID)
		profile, err6 := db.Profile(ctx, "ann@example.com")
		tool, err7 := db.Tool(ctx, toolID)
		for _, err := range []error{err1, err2, err3, err4, err5, err6, err7} {
			if err != nil {
				t.Fatal(err)
			}
		}
		s := shopState{Tools: len(tools), Reviews: len(reviews), Orders: len(orders), Users: len(users),
			Edited: edited, Profile: profile, Stock: tool.AvailableQuantity}
		for _, o := range orders {
			if o.ToolID == toolID {
				s.Reserved += o.Quantity
			}
		}
		return s
	}

	calls := []struct {
		method, path, token string
		rules               func(body []byte) error // nil when the call has no domain rules of its own
		seed                string
	}{
		{"POST", "/auth/signup", "", rulesOf(func(r *toolshop.Signup) error { return r.Validate() }),
			`{"name": "Bob", "email": "bob@example.com", "password": "secret1"}`},
		{"POST", "/auth/login", "", rulesOf(func(r *toolshop.Login) error { return r.Validate() }),
			`{"email": "ann@example.com", "password": "wrong-one"}`},
		{"POST", "/auth/password-reset", "", rulesOf(func(r *toolshop.PasswordResetRequest) error { return r.Validate() }),
			`{"email": "ann@example.com"}`},
		{"POST", "/auth/password-reset/confirm", "", rulesOf(func(r *toolshop.PasswordReset) error { return r.Validate() }),
			`{"token": "abc", "password": "secret2"}`},
		{"POST", "/tools", boss, rulesOf(func(c *toolshop.ToolChanges) error { _, err := c.NewTool(); return err }),
			`{"name": "SAW", "price": 12.5, "image": "/saw.svg", "minOrder": 1, "availableQuantity": 9, "description": "A saw."}`},
		{"PATCH", "/tool/" + editID, boss, rulesOf(func(c *toolshop.ToolChanges) error { return c.Validate() }), `{"price": 0.5, "minOrder": 3}`},
		{"POST", "/ratings", ann, rulesOf(func(r *toolshop.NewReview) error { _, err := r.Review(); return err }),
			`{"name": "Ann", "ratings": 4, "description": "Good."}`},
		{"POST", "/orders", ann, rulesOf(func(r *toolshop.NewOrder) error { return r.Validate(false) }),
			`{"toolId": "` + toolID + `", "customerName": "Ann", "line1": "1 Mill Road", "city": "Berlin", "postalCode": "10115", "country": "DE", "number": "555", "quantity": 3}`},
		{"PUT", "/userprofile/ann@example.com", ann, rulesOf(func(r *toolshop.Profile) error { return r.Validate() }),
			`{"name": "Ann", "education": "BSc", "city": "Leeds", "number": "555", "profile": "https://example.com/ann"}`},
		{"POST", "/create-payment-intent", ann, nil, `{"orderId": "` + orderID + `", "price": 0.01}`},
		{"POST", "/payments/sandbox/confirm", ann, nil,
			`{"clientSecret": "pi_x_secret_y", "number": "4242 4242 4242 4242", "expMonth": 12, "expYear": 2099, "cvc": "123"}`},
		{"PATCH", "/orders/" + orderID, ann, nil, `{"orderId": "` + orderID + `", "transaction": "pi_x"}`},
	}
	for i, c := range calls {
		f.Add(uint8(i), c.seed)
	}

	f.Fuzz(func(t *testing.T, which uint8, body string) {
		h := base.reportingTo(t)
		c := calls[int(which)%len(calls)]
		before := state(t)
		res := h.do(c.method, c.path, c.token, body)
		after := state(t)
		if res.status >= 500 {
			t.Fatalf("%s %s %q: %d %s", c.method, c.path, body, res.status, res.body)
		}
		if after.Stock+after.Reserved != stock {
			t.Fatalf("%s %s %q: stock %d + reserved %d, want %d", c.method, c.path, body, after.Stock, after.Reserved, stock)
		}
		if c.rules != nil && c.rules([]byte(body)) != nil && (res.status < 400 || !reflect.DeepEqual(before, after)) {
			t.Fatalf("%s %s %q, refused by the rules: %d %s, state %+v became %+v", c.method, c.path, body, res.status, res.body, before, after)
		}
		if res.status == 201 && c.path == "/tools" {
			id, _ := res.field(t, "insertedId").(string)
			if tool, err := db.Tool(ctx, id); err != nil || toolRules(tool) != nil {
				t.Fatalf("created from %q: %+v %v", body, tool, err)
			}
		}
		if err := toolRules(after.Edited); err != nil {
			t.Fatalf("edited by %q into %+v: %v", body, after.Edited, err)
		}
	})
}

// toolRules checks a whole tool by the rules of a request that sets every field.
func toolRules(t toolshop.Tool) error {
	c := toolshop.ToolChanges{Name: &t.Name, Price: &t.Price, Image: &t.Image, MinOrder: &t.MinOrder,
		AvailableQuantity: &t.AvailableQuantity, Description: &t.Description}
	return c.Validate()
}

// FuzzCheckoutKeys places an order with any Idempotency-Key, as a guest or as a customer of
// the same email, and sends it again as the same buyer and as the other: no answer is a 5xx;
// once a key placed an order, the same buyer's retry answers it (a guest's without a key)
// and the other buyer is refused.
func FuzzCheckoutKeys(f *testing.F) {
	base := newHarness(f, storetest.SQLite(f))
	ann := base.customer("ann@example.com")
	toolID := base.tool(250, 1, 1_000_000)
	for _, key := range []string{"visit-1", "", " ", strings.Repeat("k", 101), "ü\x00", "\xff"} {
		f.Add(key, true, uint8(1))
		f.Add(key, false, uint8(2))
	}
	f.Fuzz(func(t *testing.T, key string, guest bool, quantity uint8) {
		h := base.reportingTo(t)
		// What an HTTP client can send: no control characters; the server trims the spaces.
		key = strings.Map(func(r rune) rune {
			if r < ' ' || r == 0x7f {
				return -1
			}
			return r
		}, key)
		line := map[string]any{"toolId": toolID, "quantity": int(quantity%5) + 1}
		body := guestOrder("ann@example.com", line)
		place := func(asGuest bool) response {
			if asGuest {
				return h.checkoutKeyed("", key, body)
			}
			h.must(200, "PUT", "/cart/"+toolID, ann, map[string]int{"quantity": int(quantity%5) + 1})
			return h.checkoutKeyed(ann, key, delivery())
		}
		first, again, other := place(guest), place(guest), place(!guest)
		for _, res := range []response{first, again, other} {
			if res.status >= 500 {
				t.Fatalf("key %q: %d %s", key, res.status, res.body)
			}
		}
		if first.status != 201 || strings.Trim(key, " ") == "" {
			return
		}
		if again.status != 201 || again.field(t, "insertedId") != first.field(t, "insertedId") || again.field(t, "orderKey") != nil {
			t.Fatalf("key %q: retry %d %s after %s", key, again.status, again.body, first.body)
		}
		if other.status != 409 {
			t.Fatalf("key %q: the other buyer got %d %s", key, other.status, other.body)
		}
	})
}
