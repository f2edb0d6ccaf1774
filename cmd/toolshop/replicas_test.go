package main

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// twoReplicas starts two shop processes, with env, on a new PostgreSQL database, and answers
// its URL, the first's URL and data folder, and the second's URL.
func twoReplicas(t *testing.T, env ...string) (databaseURL, first, firstDir, second string) {
	t.Helper()
	databaseURL = storetest.PostgresURL(t)
	bin := buildShop(t)
	env = append(env, "DATABASE_URL="+databaseURL, "TOKEN_SECRET=replicas-share-this")
	firstDir = t.TempDir()
	_, first = launch(t, bin, append(env, "DATA_DIR="+firstDir)...)
	_, second = launch(t, bin, append(env, "DATA_DIR="+t.TempDir())...)
	return databaseURL, first, firstDir, second
}

// Two shop processes on one PostgreSQL database sell the same tools to the same customers at
// once, four times more than the stock. Neither sells what the other sold: no stock goes
// below zero, every order answered 201 is stored once and nothing else is, and each tool's
// stock plus what its orders reserve is what it started with.
func TestReplicasShareStock(t *testing.T) {
	_, first, firstDir, second := twoReplicas(t)

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

// Two servers on one PostgreSQL keep the books, whatever reaches them at once: customers
// check out carts that share tools, pay (card and page report) and cancel, an admin deletes,
// ships, refunds whole orders and single lines, through either server, while both servers'
// sweeps expire orders whose hold ends meanwhile.
func TestReplicasKeepTheBooks(t *testing.T) {
	const hold = 3 * time.Second
	databaseURL, first, firstDir, second := twoReplicas(t, "ORDER_HOLD="+hold.String())

	const stock = 500
	admin, customers, tools := stockedShop(t, first, firstDir, stock)
	on := func(c client, n int) client { // every other call goes to the second server
		if n%2 == 1 {
			c.url = second
		}
		return c
	}
	var mu sync.Mutex
	placed := 0
	var wg sync.WaitGroup
	// race runs what may happen to an order of the customer's: paid, cancelled, deleted,
	// shipped, refunded whole or a unit of a line, each through either server.
	race := func(c client, id string, n int) {
		if n%4 == 3 {
			return // left unpaid: it expires
		}
		wg.Go(func() { payBySandbox(on(c, n), id) })
		line := map[string]any{"lines": []map[string]any{{"toolId": tools[n%len(tools)], "quantity": 1, "restock": n%2 == 0}}}
		steps := []func(){
			func() { on(c, n+1).call("DELETE", "/orders/"+id, nil, nil) },
			func() { on(admin, n).call("DELETE", "/order/unpaid/"+id, nil, nil) },
			func() { on(admin, n+1).call("PUT", "/orders/shipped/"+id, nil, nil) },
			func() { on(admin, n).call("POST", "/orders/"+id+"/refund", nil, nil) },
			func() { on(admin, n+1).call("POST", "/orders/"+id+"/refund", line, nil) },
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
	for round := range 4 {
		for i, c := range customers {
			for k := range 3 {
				var created struct{ InsertedID string }
				on(c, i+k).must(t, "POST", "/orders", map[string]any{"toolId": tools[k%len(tools)],
					"line1": "1 Mill Road", "city": "Berlin", "postalCode": "10115", "country": "DE", "number": "555", "quantity": 1 + k}, &created)
				placed++
				race(c, created.InsertedID, round+i+k)
			}
			// A cart of every tool, checked out through the other server, racing the others'.
			wg.Go(func() {
				for k, tool := range tools {
					on(c, i+k).call("PUT", "/cart/"+tool, map[string]any{"quantity": 1 + (round+k)%2}, nil)
				}
				var created struct{ InsertedID string }
				status, err := on(c, i+1).call("POST", "/checkout", map[string]any{"line1": "1 Mill Road", "city": "Berlin", "postalCode": "10115", "number": "555", "country": "DE"}, &created)
				if err != nil || (status != 201 && status != 409) {
					t.Errorf("checkout: %d %v", status, err)
				}
				if status == 201 {
					mu.Lock()
					placed++
					mu.Unlock()
					race(c, created.InsertedID, round+i)
				}
			})
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

// Two servers on one PostgreSQL each keep the catalogue's answers in memory, yet an edit
// through one is seen on the other at once, well within the second an answer may be kept:
// the edit's NOTIFY drops the other's answers. So it is after the servers' listening
// connections are killed, once they listen again (how soon they do depends on the machine's
// load, so the test waits for it rather than timing it).
func TestReplicasSeeCatalogueEdits(t *testing.T) {
	databaseURL, first, firstDir, second := twoReplicas(t)
	admin, _, tools := stockedShop(t, first, firstDir, 5)
	db := storetest.PostgresAt(t, databaseURL)

	for round, listenerKilled := range []bool{false, false, true, true} {
		if listenerKilled {
			killListeners(t, db)
		}
		// A page of its own each round, so that the second server has just read it.
		page := fmt.Sprintf("/tools?limit=%d", 24+round)
		var before []toolshop.Tool
		client{url: second}.must(t, "GET", page, nil, &before)
		name := fmt.Sprintf("EDITED %d", round)
		edited := time.Now()
		admin.must(t, "PATCH", "/tool/"+tools[0], map[string]any{"name": name}, nil)
		for {
			var tools []toolshop.Tool
			client{url: second}.must(t, "GET", page, nil, &tools)
			if tools[0].Name == name {
				break
			}
			if time.Since(edited) > 3*time.Second {
				t.Fatalf("round %d (listener killed: %v): the other server still shows %q after 3 s", round, listenerKilled, tools[0].Name)
			}
			time.Sleep(10 * time.Millisecond)
		}
		took := time.Since(edited)
		t.Logf("round %d (listener killed: %v): the other server shows the edit after %s", round, listenerKilled, took)
		if took > cachedFor/2 {
			t.Errorf("round %d (listener killed: %v): the edit took %s to show on the other server, want it dropped from memory at once", round, listenerKilled, took)
		}
	}
}

// The catalogue's facts that filters and facets are counted over are kept in memory by each
// server for up to 10 seconds, yet a change through one server is counted by the other at
// once: the change's NOTIFY has the other read them again.
func TestReplicasCountCatalogueEdits(t *testing.T) {
	_, first, firstDir, second := twoReplicas(t)
	admin, _, tools := stockedShop(t, first, firstDir, 5)
	admin.must(t, "PUT", "/admin/search/filters", map[string]any{"specs": []string{"Voltage"}}, nil)
	other := client{url: second}
	var facets toolshop.Facets
	other.must(t, "GET", "/tools/facets", nil, &facets)
	for round, voltage := range []string{"18V", "20V", "12V"} {
		admin.must(t, "PATCH", "/tool/"+tools[0], map[string]any{"specs": []map[string]string{{"name": "Voltage", "value": voltage}}}, nil)
		edited := time.Now()
		for {
			var found []toolshop.Tool
			other.must(t, "GET", "/tools?spec=Voltage:"+voltage, nil, &found)
			other.must(t, "GET", "/tools/facets", nil, &facets)
			if len(found) == 1 && len(facets.Specs) == 1 && slices.Equal(facets.Specs[0].Values, []toolshop.SpecCount{{Value: voltage, Count: 1}}) {
				break
			}
			if time.Since(edited) > 5*time.Second { // half the facts' age: the edit, not their age, had them read again
				t.Fatalf("round %d: the other server finds %d tools at %s and counts %+v after 5 s", round, len(found), voltage, facets.Specs)
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
}

// killListeners ends the servers' listening connections and waits until each listens again
// on a connection of its own.
func killListeners(t *testing.T, db *store.DB) {
	t.Helper()
	const listeners = `SELECT pid::text FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`
	killed := storetest.Strings(t, db, listeners, store.ListenerName)
	storetest.Exec(t, db, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
		WHERE application_name = $1 AND datname = current_database()`, store.ListenerName)
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		back := 0
		for _, pid := range storetest.Strings(t, db, listeners, store.ListenerName) {
			if !slices.Contains(killed, pid) {
				back++
			}
		}
		if back >= len(killed) {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d of the servers' %d listening connections back after 30 s", back, len(killed))
		}
	}
}

// The account-pre-hijacking attack (Sudhodanan and Paverd, 2022) across two servers on one
// PostgreSQL: a stranger signs up with the victim's address on the first server and keeps the
// session; the victim checks out as a guest on the second and follows there the link the
// stranger's sign-up mailed, which asks for a password. Once the victim chooses one, the
// stranger's session is refused on the first server and their password fails; no guest
// order of the victim's is ever listed to them.
func TestReplicasPreHijackedAccountAdoptsNothing(t *testing.T) {
	_, first, firstDir, second := twoReplicas(t)
	_, _, tools := stockedShop(t, first, firstDir, 10)
	stranger := signUp(t, first, "vic@example.com")
	listsNothing := func() {
		t.Helper()
		var listed []toolshop.Order
		stranger.must(t, "GET", "/orders?email=vic@example.com", nil, &listed)
		if len(listed) != 0 {
			t.Errorf("the stranger is listed %d orders", len(listed))
		}
	}
	listsNothing()

	victim := client{url: second}
	var placed struct{ InsertedID string }
	victim.must(t, "POST", "/checkout", map[string]any{"email": "vic@example.com", "customerName": "Vic", "line1": "1 Mill Road",
		"city": "Berlin", "postalCode": "10115", "number": "555", "country": "DE",
		"lines": []map[string]any{{"toolId": tools[0], "quantity": 1}}}, &placed)
	listsNothing()

	link := outboxToken(t, firstDir, "vic@example.com", "/verify-email")
	if status, err := victim.call("POST", "/auth/verify-email", map[string]string{"token": link}, nil); status != 400 || err != nil {
		t.Fatalf("the link followed without a password: %d %v", status, err)
	}
	victim.must(t, "POST", "/auth/verify-email", map[string]string{"token": link, "password": "vic's own"}, nil)

	for _, path := range []string{"/auth/me", "/orders?email=vic@example.com", "/orders/" + placed.InsertedID} {
		if status, err := stranger.call("GET", path, nil, nil); status != 401 || err != nil {
			t.Errorf("the stranger's session, GET %s: %d %v", path, status, err)
		}
	}
	login := map[string]string{"email": "vic@example.com", "password": "secret1"}
	if status, err := (client{url: first}).call("POST", "/auth/login", login, nil); status != 401 || err != nil {
		t.Errorf("the stranger's password: %d %v", status, err)
	}
}

// Two servers on one PostgreSQL: an admin makes an API key on the first and is demoted on
// the second; the key is refused on the first at once (every call reads the key and its maker
// from the database, no server keeps them), reads no order and changes no price.
func TestReplicasRefuseADemotedAdminsKey(t *testing.T) {
	_, first, firstDir, second := twoReplicas(t)
	boss, customers, tools := stockedShop(t, first, firstDir, 5)
	var created struct{ InsertedID string }
	customers[0].must(t, "POST", "/orders", map[string]any{"toolId": tools[0], "line1": "1 Mill Road", "city": "Berlin", "postalCode": "10115", "country": "DE", "number": "555", "quantity": 1}, &created)

	deputy := signUp(t, first, "deputy@example.com")
	verifyThroughOutbox(t, deputy, firstDir, "deputy@example.com")
	boss.must(t, "PUT", "/user/admin/deputy@example.com", nil, nil)
	var made struct{ Secret string }
	deputy.must(t, "POST", "/admin/api-keys", map[string]any{"name": "Deputy's",
		"scopes": []string{"orders:read", "orders:write", "catalogue:write"}}, &made)
	key := client{url: first, token: made.Secret}
	key.must(t, "GET", "/orders/"+created.InsertedID, nil, nil)

	client{url: second, token: boss.token}.must(t, "DELETE", "/user/admin/deputy@example.com", nil, nil)
	for _, call := range []struct {
		method, path string
		body         any
	}{
		{"GET", "/allorders", nil}, {"GET", "/orders/" + created.InsertedID, nil},
		{"PATCH", "/tool/" + tools[0], map[string]any{"price": 0.5}},
	} {
		if status, err := key.call(call.method, call.path, call.body, nil); status != 401 || err != nil {
			t.Errorf("%s %s with the demoted admin's key on the other server: %d %v, want 401", call.method, call.path, status, err)
		}
	}
	var tool toolshop.Tool
	client{url: second}.must(t, "GET", "/tool/"+tools[0], nil, &tool)
	if tool.Price != 250 {
		t.Errorf("the tool's price is %v, want $2.50", tool.Price)
	}
}
