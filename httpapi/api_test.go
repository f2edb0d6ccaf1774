package httpapi_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"toolshop"
	"toolshop/auth"
	"toolshop/store"
	"toolshop/store/storetest"
)

// Every admin call answers 403 to a customer and 401 without a valid token, and changes nothing.
func TestAdminCallsRefuseOthers(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		customer := h.customer("ann@example.com")
		toolID := h.tool(1000, 1, 10)
		orderID := h.order(customer, toolID, 2)
		forged := forgeToken(t, "ann@example.com")

		calls := []struct{ method, path string }{
			{"GET", "/user"},
			{"PUT", "/user/admin/ann@example.com"},
			{"POST", "/tools"},
			{"PATCH", "/tool/" + toolID},
			{"DELETE", "/tool/" + toolID},
			{"GET", "/allorders"},
			{"PUT", "/orders/shipped/" + orderID},
			{"PUT", "/orders/ready/" + orderID},
			{"PUT", "/orders/picked-up/" + orderID},
			{"DELETE", "/order/unpaid/" + orderID},
		}
		body := map[string]any{"name": "SAW", "price": 5, "image": "/x.svg", "minOrder": 1, "availableQuantity": 9, "description": "A saw."}
		for _, c := range calls {
			for _, who := range []struct {
				name, token string
				want        int
			}{{"customer", customer, 403}, {"nobody", "", 401}, {"forged", forged, 401}, {"garbage", "not.a.token", 401}} {
				res := h.do(c.method, c.path, who.token, body)
				if res.status != who.want || res.field(t, "error") == "" {
					t.Errorf("%s %s as %s: %d %s, want %d with an error", c.method, c.path, who.name, res.status, res.body, who.want)
				}
			}
		}
		if h.stock(toolID) != 8 {
			t.Errorf("stock changed to %d", h.stock(toolID))
		}
		order, err := db.Order(context.Background(), orderID)
		if err != nil || order.State != toolshop.Pending {
			t.Errorf("order changed: %+v %v", order, err)
		}
		if u, _ := db.UserByEmail(context.Background(), "ann@example.com"); u.IsAdmin() {
			t.Error("customer made themselves admin")
		}
	})
}

// forgeToken signs a well-formed API token with a key the server does not have.
func forgeToken(t *testing.T, email string) string {
	t.Helper()
	token, err := auth.Tokens{Keys: auth.SecretRing("not-the-server-secret"), Now: time.Now}.
		Issue(toolshop.User{ID: "000000000000000000000000", Email: email}, auth.APIToken, "s1")
	if err != nil {
		t.Fatal(err)
	}
	return token
}

// The server prices the order from the tool, stores the tool's id and unit price, and
// ignores the price, name and email a client sends.
func TestServerPricesOrders(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		token := h.customer("ann@example.com")
		toolID := h.tool(1250, 2, 100)
		res := h.must(201, "POST", "/orders", token, map[string]any{
			"toolId": toolID, "customerName": "Ann", "line1": "1 Mill Road", "city": "Berlin", "postalCode": "10115", "country": "DE", "number": "555", "quantity": 3,
			"price": 0.01, "toolsName": "FREE STUFF", "email": "someone@else.com",
		})
		if res.field(t, "acknowledged") != true {
			t.Errorf("answer %s", res.body)
		}
		var order toolshop.Order
		h.must(200, "GET", "/orders/"+res.field(t, "insertedId").(string), token, nil).json(t, &order)
		want := toolshop.Order{ToolID: toolID, ToolName: "CLAW HAMMER", Email: "ann@example.com", UnitPrice: 1250, Amounts: toolshop.Amounts{Total: 3750}, Quantity: 3}
		if order.ToolID != want.ToolID || order.ToolName != want.ToolName || order.Email != want.Email ||
			order.UnitPrice != want.UnitPrice || order.Total != want.Total || order.Quantity != want.Quantity || order.State != toolshop.Pending {
			t.Errorf("order %+v, want %+v", order, want)
		}
		if !strings.Contains(string(h.must(200, "GET", "/orders/"+order.ID, token, nil).body), `"price":37.5`) {
			t.Error("price does not travel as dollars")
		}
	})
}

// minOrder <= quantity <= availableQuantity, with the spec's messages; a refused order
// changes no stock.
func TestOrderQuantityRules(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		token := h.customer("ann@example.com")
		toolID := h.tool(500, 5, 20)
		for _, c := range []struct {
			quantity int
			status   int
			message  string
		}{
			// Below 1 is no quantity at all; else the checkout's refusal of the line names it.
			{4, 409, "The minimum order is now 5"},
			{0, 400, "Less than minimum order"},
			{-3, 400, "Less than minimum order"},
			{21, 409, "Only 20 left"},
		} {
			res := h.do("POST", "/orders", token, map[string]any{"toolId": toolID, "line1": "a", "city": "Berlin", "postalCode": "10115", "country": "DE", "number": "1", "quantity": c.quantity})
			var body struct {
				Error  string
				Fields map[string]string
				Lines  map[string]string
			}
			res.json(t, &body)
			if res.status != c.status || body.Fields["quantity"] != c.message && body.Lines[toolID] != c.message {
				t.Errorf("quantity %d: %d %s, want %d %q", c.quantity, res.status, res.body, c.status, c.message)
			}
		}
		if h.stock(toolID) != 20 {
			t.Errorf("stock %d after refused orders, want 20", h.stock(toolID))
		}
		h.order(token, toolID, 5)
		h.order(token, toolID, 15)
		if h.stock(toolID) != 0 {
			t.Errorf("stock %d after ordering all, want 0", h.stock(toolID))
		}
	})
}

// Cancelling or deleting an unpaid order gives its stock back; the order stays, cancelled,
// with who did it.
func TestCancelReturnsStock(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		token := h.customer("ann@example.com")
		admin := h.admin("boss@example.com")
		toolID := h.tool(500, 1, 10)
		first := h.order(token, toolID, 3)
		second := h.order(token, toolID, 4)
		if h.stock(toolID) != 3 {
			t.Fatalf("stock %d, want 3", h.stock(toolID))
		}
		if n := h.must(200, "DELETE", "/orders/"+first, token, nil).field(t, "deletedCount"); n != 1.0 {
			t.Errorf("deletedCount %v", n)
		}
		if n := h.must(200, "DELETE", "/order/unpaid/"+second, admin, nil).field(t, "deletedCount"); n != 1.0 {
			t.Errorf("deletedCount %v", n)
		}
		if h.stock(toolID) != 10 {
			t.Errorf("stock %d after cancelling, want 10", h.stock(toolID))
		}
		if n := h.must(200, "DELETE", "/orders/"+first, token, nil).field(t, "deletedCount"); n != 0.0 {
			t.Errorf("repeated cancel: deletedCount %v", n)
		}
		if h.stock(toolID) != 10 {
			t.Errorf("stock %d after a repeated cancel, want 10", h.stock(toolID))
		}
		for id, by := range map[string]string{first: "customer", second: "boss@example.com"} {
			var o toolshop.Order
			h.must(200, "GET", "/orders/"+id, token, nil).json(t, &o)
			last := o.Events[len(o.Events)-1]
			if o.State != toolshop.Cancelled || len(o.Events) != 2 || last.Kind != "cancelled" || last.By != by {
				t.Errorf("order %s: %s, events %+v; want cancelled by %s", id, o.State, o.Events, by)
			}
		}
	})
}

// 50 concurrent buyers of the last 10 units: exactly 10 are sold.
func TestConcurrentBuyersNeverOversell(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		toolID := h.tool(100, 1, 10)
		tokens := make([]string, 50)
		for i := range tokens {
			tokens[i] = h.customer(fmt.Sprintf("buyer%d@example.com", i))
		}
		statuses := make([]int, len(tokens))
		var wg sync.WaitGroup
		for i, token := range tokens {
			wg.Go(func() {
				statuses[i] = h.do("POST", "/orders", token, map[string]any{"toolId": toolID, "line1": "a", "city": "Berlin", "postalCode": "10115", "country": "DE", "number": "1", "quantity": 1}).status
			})
		}
		wg.Wait()
		count := map[int]int{}
		for _, s := range statuses {
			count[s]++
		}
		if count[201] != 10 || count[409] != 40 {
			t.Errorf("answers %v, want 10 created and 40 conflicts", count)
		}
		orders, _, err := db.Orders(context.Background(), toolshop.OrderFilter{})
		if err != nil || len(orders) != 10 {
			t.Errorf("%d orders stored (%v), want 10", len(orders), err)
		}
		if h.stock(toolID) != 0 {
			t.Errorf("stock %d, want 0", h.stock(toolID))
		}
	})
}

// Customers read and cancel only their own orders.
func TestCustomersSeeOnlyTheirOrders(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		ann := h.customer("ann@example.com")
		bob := h.customer("bob@example.com")
		admin := h.admin("boss@example.com")
		toolID := h.tool(100, 1, 10)
		annOrder := h.order(ann, toolID, 2)

		h.must(403, "GET", "/orders?email=ann@example.com", bob, nil)
		h.must(403, "GET", "/orders/"+annOrder, bob, nil)
		h.must(403, "DELETE", "/orders/"+annOrder, bob, nil)
		h.must(401, "GET", "/orders?email=ann@example.com", "", nil)

		var mine []toolshop.Order
		h.must(200, "GET", "/orders?email=ANN@example.com", ann, nil).json(t, &mine)
		if len(mine) != 1 || mine[0].ID != annOrder {
			t.Errorf("ann's orders %+v", mine)
		}
		var bobs []toolshop.Order
		h.must(200, "GET", "/orders?email=bob@example.com", bob, nil).json(t, &bobs)
		if len(bobs) != 0 {
			t.Errorf("bob sees %+v", bobs)
		}
		h.must(200, "GET", "/orders/"+annOrder, admin, nil)
		var all []toolshop.Order
		h.must(200, "GET", "/allorders", admin, nil).json(t, &all)
		if len(all) != 1 {
			t.Errorf("all orders %+v", all)
		}
		if h.stock(toolID) != 8 {
			t.Errorf("stock %d, want 8", h.stock(toolID))
		}
	})
}

// A paid order cannot be cancelled, and only a paid order can be shipped.
func TestPaidOrdersStay(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		ann := h.customer("ann@example.com")
		admin := h.admin("boss@example.com")
		toolID := h.tool(100, 1, 10)
		orderID := h.order(ann, toolID, 2)

		res := h.must(409, "PUT", "/orders/shipped/"+orderID, admin, nil)
		if res.field(t, "error") != "Unpaid order cannot be shipped" {
			t.Errorf("ship unpaid: %s", res.body)
		}
		transaction := h.pay(ann, orderID)
		if res := h.must(409, "DELETE", "/orders/"+orderID, ann, nil); res.field(t, "error") != "Can't Cancel after payment" {
			t.Errorf("customer cancel: %s", res.body)
		}
		if res := h.must(409, "DELETE", "/order/unpaid/"+orderID, admin, nil); res.field(t, "error") != "Paid order cannot delete" {
			t.Errorf("admin delete: %s", res.body)
		}
		if n := h.must(200, "PUT", "/orders/shipped/"+orderID, admin, nil).field(t, "modifiedCount"); n != 1.0 {
			t.Errorf("modifiedCount %v", n)
		}
		var order toolshop.Order
		h.must(200, "GET", "/orders/"+orderID, ann, nil).json(t, &order)
		if order.State != toolshop.Shipped || order.TransactionID != transaction {
			t.Errorf("order %+v", order)
		}
		if h.stock(toolID) != 8 {
			t.Errorf("stock %d, want 8", h.stock(toolID))
		}
	})
}

// The validation rules of spec section 5 hold on the server, with the spec's messages.
func TestValidationMessages(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		ann := h.customer("ann@example.com")
		admin := h.admin("boss@example.com")
		toolID := h.tool(100, 1, 10)
		tool := map[string]any{"name": "SAW", "price": 5, "image": "/x.svg", "minOrder": 1, "availableQuantity": 9, "description": "A saw."}
		without := func(m map[string]any, key string) map[string]any {
			out := map[string]any{}
			for k, v := range m {
				if k != key {
					out[k] = v
				}
			}
			return out
		}
		profile := map[string]any{"name": "Ann", "education": "BSc", "city": "Leeds", "number": "555", "profile": "https://linkedin.com/in/ann"}
		cases := []struct {
			name, method, path, token string
			body                      any
			field, message            string
		}{
			{"signup name", "POST", "/auth/signup", "", map[string]any{"email": "x@y.com", "password": "secret1"}, "name", "Name is required"},
			{"signup email", "POST", "/auth/signup", "", map[string]any{"name": "X", "password": "secret1"}, "email", "Email is required"},
			{"signup bad email", "POST", "/auth/signup", "", map[string]any{"name": "X", "email": "x@y", "password": "secret1"}, "email", "Please provide valid email"},
			{"signup password", "POST", "/auth/signup", "", map[string]any{"name": "X", "email": "x@y.com"}, "password", "Password is required"},
			{"signup short password", "POST", "/auth/signup", "", map[string]any{"name": "X", "email": "x@y.com", "password": "12345"}, "password", "Must be 6 or longer"},
			{"login email", "POST", "/auth/login", "", map[string]any{"password": "secret1"}, "email", "Email is required"},
			{"login password", "POST", "/auth/login", "", map[string]any{"email": "x@y.com"}, "password", "Password is required"},
			{"review ratings", "POST", "/ratings", ann, map[string]any{"description": "Good"}, "ratings", "Ratings is required"},
			{"review low", "POST", "/ratings", ann, map[string]any{"ratings": 0, "description": "Good"}, "ratings", "Give Rating number Between 1 to 5"},
			{"review high", "POST", "/ratings", ann, map[string]any{"ratings": 6, "description": "Good"}, "ratings", "Give Rating number Between 1 to 5"},
			{"review description", "POST", "/ratings", ann, map[string]any{"ratings": 5, "description": "  "}, "description", "Description is required"},
			{"profile education", "PUT", "/userprofile/ann@example.com", ann, without(profile, "education"), "education", "Education is required"},
			{"profile city", "PUT", "/userprofile/ann@example.com", ann, without(profile, "city"), "city", "City is required"},
			{"profile number", "PUT", "/userprofile/ann@example.com", ann, without(profile, "number"), "number", "Number is required"},
			{"profile link", "PUT", "/userprofile/ann@example.com", ann, without(profile, "profile"), "profile", "Linked in profile link is required"},
			{"tool name", "POST", "/tools", admin, without(tool, "name"), "name", "Name is required"},
			{"tool price", "POST", "/tools", admin, without(tool, "price"), "price", "Price is required"},
			{"tool image", "POST", "/tools", admin, without(tool, "image"), "image", "Image link is required"},
			{"tool min order", "POST", "/tools", admin, without(tool, "minOrder"), "minOrder", "min Order is required"},
			{"tool available", "POST", "/tools", admin, without(tool, "availableQuantity"), "availableQuantity", "available Quantity is required"},
			{"tool description", "POST", "/tools", admin, without(tool, "description"), "description", "Description is required"},
			{"tool negative price", "POST", "/tools", admin, map[string]any{"name": "SAW", "price": -5, "image": "/x.svg", "minOrder": 1, "availableQuantity": 9, "description": "A saw."}, "price", "Price must be more than 0"},
			{"order number", "POST", "/orders", ann, map[string]any{"toolId": toolID, "line1": "a", "city": "Berlin", "postalCode": "10115", "country": "DE", "quantity": 1}, "number", "Number is required"},
			{"order address", "POST", "/orders", ann, map[string]any{"toolId": toolID, "number": "1", "quantity": 1, "country": "DE"}, "line1", "Address is required"},
			{"order quantity", "POST", "/orders", ann, map[string]any{"toolId": toolID, "number": "1"}, "quantity", "Quantity is required"},
			{"order tool", "POST", "/orders", ann, map[string]any{"number": "1", "line1": "a", "city": "Berlin", "postalCode": "10115", "country": "DE", "quantity": 1}, "toolId", "Tool is required"},
			{"tool edit", "PATCH", "/tool/" + toolID, admin, map[string]any{"name": ""}, "name", "Name is required"},
		}
		for _, c := range cases {
			res := h.do(c.method, c.path, c.token, c.body)
			var body struct {
				Error  string
				Fields map[string]string
			}
			res.json(t, &body)
			if res.status != 400 || body.Fields[c.field] != c.message {
				t.Errorf("%s: %d %s, want 400 with %s: %q", c.name, res.status, res.body, c.field, c.message)
			}
		}
		reviews, _, _ := db.Reviews(context.Background(), toolshop.ReviewFilter{Hidden: true, Page: toolshop.Page{Limit: 100}})
		tools, _, _ := db.Tools(context.Background(), toolshop.ToolQuery{})
		orders, _, _ := db.Orders(context.Background(), toolshop.OrderFilter{})
		users, _, _ := db.Users(context.Background(), toolshop.UserFilter{})
		if len(reviews) != 0 || len(tools) != 1 || len(orders) != 0 || len(users) != 2 {
			t.Errorf("refused requests stored something: %d reviews, %d tools, %d orders, %d users", len(reviews), len(tools), len(orders), len(users))
		}
	})
}

// Bad input gets a clear JSON error with the right status, never a 500, and changes nothing.
func TestBadInput(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		ann := h.customer("ann@example.com")
		admin := h.admin("boss@example.com")
		toolID := h.tool(100, 1, 10)
		unknown := "0123456789abcdef01234567"
		huge := `{"name": "` + strings.Repeat("x", 2<<20) + `"}`
		cases := []struct {
			name, method, path, token string
			body                      any
			status                    int
			message                   string
		}{
			{"malformed json", "POST", "/orders", ann, `{"toolId": `, 400, "Request body is not valid JSON"},
			{"empty body", "POST", "/orders", ann, "", 400, "Request body is empty"},
			{"array body", "POST", "/orders", ann, `[1, 2]`, 400, "Request body must be a JSON object"},
			{"two objects", "POST", "/ratings", ann, `{"ratings": 5, "description": "a"} {}`, 400, "Request body must hold one JSON object"},
			{"quantity as text", "POST", "/orders", ann, `{"toolId": "` + toolID + `", "line1": "a", "city": "Berlin", "postalCode": "10115", "country": "DE", "number": "1", "quantity": "3"}`, 400, "quantity must be a whole number"},
			{"fractional quantity", "POST", "/orders", ann, `{"toolId": "` + toolID + `", "line1": "a", "city": "Berlin", "postalCode": "10115", "country": "DE", "number": "1", "quantity": 2.5}`, 400, "quantity must be a whole number"},
			{"price as text", "POST", "/tools", admin, `{"name": "A", "price": "cheap", "image": "/a", "minOrder": 1, "availableQuantity": 1, "description": "d"}`, 400, "price must be a number"},
			{"ratings as object", "POST", "/ratings", ann, `{"ratings": {}, "description": "a"}`, 400, "ratings must be a whole number"},
			{"unknown tool", "GET", "/tool/" + unknown, "", nil, 404, "Tool not found"},
			{"not an id", "GET", "/tool/abc", "", nil, 400, "Invalid id"},
			{"sql in id", "GET", "/tool/1'%20OR%20'1'='1", "", nil, 400, "Invalid id"},
			{"order unknown tool", "POST", "/orders", ann, map[string]any{"toolId": unknown, "line1": "a", "city": "Berlin", "postalCode": "10115", "country": "DE", "number": "1", "quantity": 1}, 409, "Some lines of your cart cannot be bought as they are"},
			{"order bad tool id", "POST", "/orders", ann, map[string]any{"toolId": "xyz", "line1": "a", "city": "Berlin", "postalCode": "10115", "country": "DE", "number": "1", "quantity": 1}, 400, "Invalid id"},
			{"unknown order", "GET", "/orders/" + unknown, ann, nil, 404, "Order not found"},
			{"bad order id", "DELETE", "/orders/nope", ann, nil, 400, "Invalid id"},
			{"ship unknown", "PUT", "/orders/shipped/" + unknown, admin, nil, 404, "Order not found"},
			{"delete unknown tool", "DELETE", "/tool/" + unknown, admin, nil, 404, "Tool not found"},
			{"admin unknown user", "PUT", "/user/admin/nobody@example.com", admin, nil, 404, "User not found"},
			{"body over 1 MiB", "POST", "/ratings", ann, huge, 413, "Request body is larger than 1 MiB"},
			{"huge price", "POST", "/tools", admin, `{"name": "A", "price": 1e300, "image": "/a", "minOrder": 1, "availableQuantity": 1, "description": "d"}`, 400, "price must be at most $1,000,000,000"},
			{"huge quantity", "POST", "/orders", ann, `{"toolId": "` + toolID + `", "line1": "a", "city": "Berlin", "postalCode": "10115", "country": "DE", "number": "1", "quantity": 99999999999999999999}`, 400, "quantity must be a whole number"},
		}
		for _, c := range cases {
			res := h.do(c.method, c.path, c.token, c.body)
			if res.status != c.status || res.field(t, "error") != c.message {
				t.Errorf("%s: %d %.200s, want %d %q", c.name, res.status, res.body, c.status, c.message)
			}
			if ct := res.header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
				t.Errorf("%s: content type %q", c.name, ct)
			}
		}
		if h.stock(toolID) != 10 {
			t.Errorf("stock %d, want 10", h.stock(toolID))
		}
		tools, _, _ := db.Tools(context.Background(), toolshop.ToolQuery{})
		reviews, _, _ := db.Reviews(context.Background(), toolshop.ReviewFilter{Hidden: true, Page: toolshop.Page{Limit: 100}})
		if len(tools) != 1 || len(reviews) != 0 {
			t.Errorf("bad input stored %d tools and %d reviews", len(tools), len(reviews))
		}
	})
}
