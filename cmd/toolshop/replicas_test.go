package main

import (
	"context"
	"sync"
	"testing"
	"time"

	"toolshop"
	"toolshop/store/storetest"
)

// Two shop processes on one PostgreSQL database sell the same tools to the same customers at
// once, four times more than the stock. Neither sells what the other sold: no stock goes
// below zero, every order answered 201 is stored once and nothing else is, and each tool's
// stock plus what its orders reserve is what it started with.
func TestReplicasShareStock(t *testing.T) {
	databaseURL := storetest.PostgresURL(t)
	bin := buildShop(t)
	firstDir := t.TempDir()
	_, first := launch(t, bin, "DATA_DIR="+firstDir, "DATABASE_URL="+databaseURL, "TOKEN_SECRET=replicas-share-this")
	_, second := launch(t, bin, "DATA_DIR="+t.TempDir(), "DATABASE_URL="+databaseURL, "TOKEN_SECRET=replicas-share-this")

	const stock = 60
	admin, customers, tools := stockedShop(t, first, firstDir, stock)
	buyers := customers
	for _, c := range customers {
		c.url = second // the token the first replica issued holds on the second
		buyers = append(buyers, c)
	}
	orders, wait := orderStream(buyers, tools, 40, nil)
	wait()

	ids := orders.list()
	stored := checkOrders(t, admin, tools, stock, ids)
	unique := map[string]bool{}
	for _, id := range ids {
		unique[id] = true
	}
	t.Logf("%d orders answered 201 by the two replicas", len(ids))
	if len(unique) != len(ids) || len(stored) != len(ids) {
		t.Errorf("%d orders answered 201 (%d distinct ids), %d stored", len(ids), len(unique), len(stored))
	}
	for _, id := range tools {
		var tool toolshop.Tool
		client{url: second}.must(t, "GET", "/tool/"+id, nil, &tool)
		if tool.AvailableQuantity < 0 {
			t.Errorf("tool %s oversold: stock %d", id, tool.AvailableQuantity)
		}
		t.Logf("tool %s: %d left", id, tool.AvailableQuantity)
	}
}

// Two servers on one PostgreSQL keep the books, whatever reaches them at once: customers pay
// (card and page report) and cancel, an admin deletes, ships and refunds, through either
// server, while both servers' sweeps expire orders whose hold ends meanwhile.
func TestReplicasKeepTheBooks(t *testing.T) {
	databaseURL := storetest.PostgresURL(t)
	bin := buildShop(t)
	const hold = 3 * time.Second
	env := []string{"DATABASE_URL=" + databaseURL, "ORDER_HOLD=" + hold.String(), "TOKEN_SECRET=replicas-share-this"}
	firstDir := t.TempDir()
	_, first := launch(t, bin, append(env, "DATA_DIR="+firstDir)...)
	_, second := launch(t, bin, append(env, "DATA_DIR="+t.TempDir())...)

	const stock = 500
	admin, customers, tools := stockedShop(t, first, firstDir, stock)
	on := func(c client, n int) client { // every other call goes to the second server
		if n%2 == 1 {
			c.url = second
		}
		return c
	}
	placed := 0
	var wg sync.WaitGroup
	for round := range 4 {
		for i, c := range customers {
			for k := range 3 {
				var created struct{ InsertedID string }
				on(c, i+k).must(t, "POST", "/orders", map[string]any{"toolId": tools[k%len(tools)],
					"address": "1 Mill Road", "number": "555", "quantity": 1 + k}, &created)
				placed++
				id, n := created.InsertedID, round+i+k
				if n%4 == 3 {
					continue // left unpaid: it expires
				}
				wg.Go(func() { payBySandbox(on(c, n), id) })
				steps := []func(){
					func() { on(c, n+1).call("DELETE", "/orders/"+id, nil, nil) },
					func() { on(admin, n).call("DELETE", "/order/unpaid/"+id, nil, nil) },
					func() { on(admin, n+1).call("PUT", "/orders/shipped/"+id, nil, nil) },
					func() { on(admin, n).call("POST", "/orders/"+id+"/refund", nil, nil) },
				}
				for j, step := range steps {
					if (n+j)%3 != 0 {
						wg.Go(func() {
							time.Sleep(time.Duration((n+j)*7%40) * time.Millisecond) // some payments finish first
							step()
						})
					}
				}
			}
		}
		wg.Wait()
	}

	db := storetest.PostgresAt(t, databaseURL)
	for deadline := time.Now().Add(hold + 10*time.Second); ; time.Sleep(100 * time.Millisecond) {
		pending, _, err := db.Orders(context.Background(), toolshop.OrderFilter{State: toolshop.Pending})
		if err != nil {
			t.Fatal(err)
		}
		if len(pending) == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d orders still pending after their hold", len(pending))
		}
	}
	initial := map[string]int{}
	for _, id := range tools {
		initial[id] = stock
	}
	storetest.CheckBooks(t, db, initial, placed)
}

// payBySandbox pays an order as the payment page does: an intent, the good test card, and
// the report. Refusals are part of the race.
func payBySandbox(c client, orderID string) {
	var intent struct{ ClientSecret string }
	if status, err := c.call("POST", "/create-payment-intent", map[string]any{"orderId": orderID}, &intent); err != nil || status != 200 {
		return
	}
	var paid struct{ TransactionID string }
	status, err := c.call("POST", "/payments/sandbox/confirm", map[string]any{"clientSecret": intent.ClientSecret,
		"number": "4242424242424242", "expMonth": 12, "expYear": time.Now().Year() + 1, "cvc": "123"}, &paid)
	if err != nil || status != 200 {
		return
	}
	c.call("PATCH", "/orders/"+orderID, map[string]any{"orderId": orderID, "transaction": paid.TransactionID}, nil)
}
