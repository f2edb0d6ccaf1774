package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"sync"
	"testing"
	"time"

	"toolshop"
)

// client calls a running shop's API as one account, the way the pages do.
type client struct {
	url   string
	token string
}

// call sends body as JSON and decodes the answer into out, if given. It fails only when the
// shop cannot be reached, so goroutines may use it.
func (c client) call(method, path string, body, out any) (int, error) {
	data, err := json.Marshal(body)
	if err != nil {
		return 0, err
	}
	req, err := http.NewRequest(method, c.url+path, bytes.NewReader(data))
	if err != nil {
		return 0, err
	}
	if c.token != "" {
		req.Header.Set("Authorization", "Bearer "+c.token)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, err
	}
	defer res.Body.Close()
	if out != nil && res.StatusCode < 300 {
		if err := json.NewDecoder(res.Body).Decode(out); err != nil {
			return res.StatusCode, err
		}
	}
	return res.StatusCode, nil
}

// must is call that fails the test unless the answer is 2xx.
func (c client) must(t *testing.T, method, path string, body, out any) {
	t.Helper()
	status, err := c.call(method, path, body, out)
	if err != nil || status >= 300 {
		t.Fatalf("%s %s: %d %v", method, path, status, err)
	}
}

// signUp makes an account and answers a client signed in as it.
func signUp(t *testing.T, url, email string) client {
	t.Helper()
	var identity, api struct{ Token string }
	client{url: url}.must(t, "POST", "/auth/signup", map[string]string{"name": "A", "email": email, "password": "secret1"}, &identity)
	client{url: url, token: identity.Token}.must(t, "PUT", "/user/"+email, map[string]string{"email": email}, &api)
	return client{url: url, token: api.Token}
}

// stockedShop signs up the admin boss@example.com (ADMIN_EMAILS must name it) and verifies
// it through the outbox of the shop serving url from dataDir, signs up three customers, and
// has the admin add two tools with stock each.
func stockedShop(t *testing.T, url, dataDir string, stock int) (admin client, customers []client, tools []string) {
	t.Helper()
	admin = signUp(t, url, "boss@example.com")
	verifyThroughOutbox(t, admin, dataDir, "boss@example.com")
	for i := range 2 {
		var created struct{ InsertedID string }
		admin.must(t, "POST", "/tools", map[string]any{"name": fmt.Sprintf("TOOL %d", i), "price": 2.5, "image": "/t.svg",
			"minOrder": 1, "availableQuantity": stock, "description": "A tool."}, &created)
		tools = append(tools, created.InsertedID)
	}
	for i := range 3 {
		customers = append(customers, signUp(t, url, fmt.Sprintf("customer%d@example.com", i)))
	}
	return admin, customers, tools
}

// answered collects the ids of the orders the shop answered 201, from many customers at once.
type answered struct {
	mu  sync.Mutex
	ids []string
}

func (a *answered) add(id string) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.ids = append(a.ids, id)
}

func (a *answered) list() []string {
	a.mu.Lock()
	defer a.mu.Unlock()
	return slices.Clone(a.ids)
}

// orderStream has every customer order tool after tool, at once, until stop closes, the
// shop stops answering, or each has placed max orders. wait waits for them all to stop.
func orderStream(customers []client, tools []string, max int, stop <-chan struct{}) (orders *answered, wait func()) {
	orders = &answered{}
	var wg sync.WaitGroup
	for _, c := range customers {
		wg.Go(func() {
			for n := range max {
				select {
				case <-stop:
					return
				default:
				}
				var created struct{ InsertedID string }
				status, err := c.call("POST", "/orders", map[string]any{"toolId": tools[n%len(tools)],
					"line1": "1 Mill Road", "city": "Berlin", "postalCode": "10115", "country": "DE", "number": "555", "quantity": 1 + n%3}, &created)
				if err != nil {
					return // the shop is gone
				}
				if status == http.StatusCreated {
					orders.add(created.InsertedID)
				}
			}
		})
	}
	return orders, wg.Wait
}

// checkOrders fails unless every id is an order of the shop, and the stock of every tool plus
// the quantities its orders reserve is the stock it started with. It answers the orders.
func checkOrders(t *testing.T, admin client, tools []string, stock int, ids []string) []toolshop.Order {
	t.Helper()
	var orders []toolshop.Order
	admin.must(t, "GET", "/allorders", nil, &orders)
	reserved := map[string]int{}
	stored := map[string]bool{}
	for _, o := range orders {
		reserved[o.ToolID] += o.Quantity
		stored[o.ID] = true
	}
	for _, id := range ids {
		if !stored[id] {
			t.Errorf("order %s was answered 201 but is not in the shop", id)
		}
	}
	time.Sleep(cachedFor) // the stock shown may be as old as the catalogue cache keeps answers
	for _, id := range tools {
		var tool toolshop.Tool
		admin.must(t, "GET", "/tool/"+id, nil, &tool)
		if tool.AvailableQuantity+reserved[id] != stock {
			t.Errorf("tool %s: stock %d + reserved %d, want %d", id, tool.AvailableQuantity, reserved[id], stock)
		}
	}
	return orders
}
