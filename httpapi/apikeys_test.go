package httpapi_test

import (
	"encoding/json"
	"log/slog"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"toolshop"
	"toolshop/httpapi"
	"toolshop/store"
	"toolshop/store/storetest"
)

// newKey has the admin make an API key and answers its secret.
func (h *harness) newKey(admin, name string, scopes ...toolshop.Scope) string {
	h.t.Helper()
	res := h.must(201, "POST", "/admin/api-keys", admin, map[string]any{"name": name, "scopes": scopes})
	if cache := res.header.Get("Cache-Control"); cache != "no-store" {
		h.t.Errorf("the answer holding a key is kept by caches: %q", cache)
	}
	secret, _ := res.field(h.t, "secret").(string)
	if !strings.HasPrefix(secret, toolshop.APIKeyPrefix) || res.field(h.t, "insertedId") == "" {
		h.t.Fatalf("a new key: %s", res.body)
	}
	return secret
}

// An admin gives another tool a key with scopes: it reads and changes what its scopes open and
// nothing else (account calls, the shop's settings, the keys themselves: 403), its changes are
// named "key:<name>" in an order's history and in the log, it is listed without its secret
// with its last use, and once revoked or expired it is refused (401) at once.
func TestAPIKeys(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		var log logBuffer
		h := newHarness(t, db, func(s *httpapi.Server) { s.Log = slog.New(slog.NewJSONHandler(&log, nil)) })
		admin := h.admin("boss@example.com")
		ann := h.customer("ann@example.com")
		tool := h.tool(2500, 1, 10)
		order := h.order(ann, tool, 1)
		h.pay(ann, order)

		shipping := h.newKey(admin, "Label printer", toolshop.ScopeOrdersRead, toolshop.ScopeOrdersWrite)
		books := h.newKey(admin, "Bookkeeping", toolshop.ScopeOrdersRead)
		stock := h.newKey(admin, "Stock sheet", toolshop.ScopeCatalogueRead, toolshop.ScopeCatalogueWrite)

		// What its scopes open.
		var all []toolshop.Order
		h.must(200, "GET", "/allorders", books, nil).json(t, &all)
		if len(all) != 1 || all[0].ID != order {
			t.Errorf("the orders a key reads: %+v", all)
		}
		h.must(200, "GET", "/orders/"+order, books, nil)
		h.must(200, "GET", "/orders/"+order+"/invoice.pdf", books, nil)
		h.must(200, "GET", "/admin/orders.csv", books, nil)
		h.must(200, "GET", "/admin/tools.csv", stock, nil)
		h.must(200, "PATCH", "/tool/"+tool, stock, map[string]any{"availableQuantity": 12})
		ship := h.must(200, "PUT", "/orders/shipped/"+order, shipping, map[string]string{"carrier": "UPS", "trackingNumber": "1Z9"})
		var shipped toolshop.Order
		h.must(200, "GET", "/orders/"+order, admin, nil).json(t, &shipped)
		if last := shipped.Events[len(shipped.Events)-1]; last.Kind != "shipped" || last.By != "key:Label printer" {
			t.Errorf("the history names %q for %s, want key:Label printer", last.By, last.Kind)
		}
		if line := log.line(t, ship.header.Get("X-Request-Id")); line["api_key"] != "Label printer" || line["status"] != 200.0 {
			t.Errorf("the log line of a change by key: %v", line)
		}

		// Nothing beyond them.
		refused := h.do("PUT", "/orders/shipped/"+order, books, nil)
		wantError(t, "ship without orders:write", refused, 403, "This API key lacks the scope orders:write")
		if line := log.line(t, refused.header.Get("X-Request-Id")); line["api_key"] != "Bookkeeping" || line["status"] != 403.0 {
			t.Errorf("the log line of a refused call by key: %v", line)
		}
		wantError(t, "a tool without catalogue:write", h.do("PATCH", "/tool/"+tool, books, map[string]any{"price": 1}), 403,
			"This API key lacks the scope catalogue:write")
		for _, call := range []struct{ method, path string }{
			{"GET", "/auth/me"}, {"GET", "/userprofile/ann@example.com"}, {"PUT", "/user/admin/ann@example.com"},
			{"GET", "/auth/sessions"}, {"GET", "/admin/api-keys"}, {"POST", "/admin/api-keys"}, {"GET", "/admin/shop"},
			{"GET", "/orders"}, {"POST", "/create-payment-intent"},
		} {
			wantError(t, call.method+" "+call.path, h.do(call.method, call.path, shipping, map[string]any{"name": "x", "scopes": []string{"orders:read"}}),
				403, toolshop.ErrNotForAPIKeys.Message)
		}

		// Listed without secrets, with its last use; the hash stored, not the key.
		var keys []map[string]any
		h.must(200, "GET", "/admin/api-keys", admin, nil).json(t, &keys)
		if len(keys) != 3 {
			t.Fatalf("keys %v", keys)
		}
		for _, k := range keys {
			body, _ := json.Marshal(k)
			for _, secret := range []string{shipping, books, stock} {
				if strings.Contains(string(body), secret) || strings.Contains(string(body), toolshop.HashKey(secret)) {
					t.Errorf("a listed key holds a secret or its hash: %s", body)
				}
			}
			if k["lastUsedAt"] == nil || k["createdBy"] != "boss@example.com" || !strings.HasPrefix(k["prefix"].(string), "tsk_") {
				t.Errorf("a used key: %v", k)
			}
		}
		// The shop finds a key by its hash: the store is never handed the key itself.
		if k, err := db.UseAPIKey(t.Context(), toolshop.HashKey(books), time.Now()); err != nil || k.Name != "Bookkeeping" {
			t.Errorf("the key by its hash: %+v, %v", k, err)
		}

		// Revoked: refused at once; its name is free again.
		id := keys[1]["_id"].(string)
		name := keys[1]["name"].(string)
		h.must(200, "DELETE", "/admin/api-keys/"+id, admin, nil)
		revoked := map[string]string{"Label printer": shipping, "Bookkeeping": books, "Stock sheet": stock}[name]
		wantError(t, "a revoked key", h.do("GET", "/allorders", revoked, nil), 401, toolshop.ErrBadToken.Message)
		h.must(404, "DELETE", "/admin/api-keys/"+id, admin, nil)
		h.newKey(admin, name, toolshop.ScopeOrdersRead)
		wantError(t, "an unknown key", h.do("GET", "/allorders", toolshop.APIKeyPrefix+"nope", nil), 401, toolshop.ErrBadToken.Message)
	})
}

// A key's request is checked as any other: each bad field is a 400 naming it, a live key's
// name a 409; only signed-in admins manage keys; an expired key is refused.
func TestAPIKeyRequests(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		now := time.Now()
		h := newHarness(t, db, func(s *httpapi.Server) { s.Now = func() time.Time { return now } })
		admin := h.admin("boss@example.com")
		for _, bad := range []struct {
			body  map[string]any
			field string
		}{
			{map[string]any{"name": " ", "scopes": []string{"orders:read"}}, "name"},
			{map[string]any{"name": strings.Repeat("k", 101), "scopes": []string{"orders:read"}}, "name"},
			{map[string]any{"name": "A", "scopes": []string{}}, "scopes"},
			{map[string]any{"name": "A", "scopes": []string{"orders:delete"}}, "scopes"},
			{map[string]any{"name": "A", "scopes": "orders:read"}, "scopes"},
			{map[string]any{"name": "A", "scopes": []string{"orders:read"}, "expiresAt": now.Add(-time.Hour)}, "expiresAt"},
			{map[string]any{"name": "A", "scopes": []string{"orders:read"}, "expiresAt": "tomorrow"}, "expiresAt"},
		} {
			if res := h.do("POST", "/admin/api-keys", admin, bad.body); res.status != 400 || !strings.Contains(string(res.body), `"`+bad.field+`":`) {
				t.Errorf("%v: %d %s, want 400 naming %s", bad.body, res.status, res.body, bad.field)
			}
		}
		h.must(200, "GET", "/admin/api-keys", admin, nil)
		wantError(t, "a customer", h.do("GET", "/admin/api-keys", h.customer("ann@example.com"), nil), 403, "Admins only")
		wantError(t, "a visitor", h.do("POST", "/admin/api-keys", "", map[string]any{"name": "A", "scopes": []string{"orders:read"}}), 401, toolshop.ErrSignIn.Message)

		soon := h.must(201, "POST", "/admin/api-keys", admin, map[string]any{"name": "Trial", "scopes": []string{"orders:read"},
			"expiresAt": now.Add(time.Hour)}).field(t, "secret").(string)
		wantFields(t, "a taken name", h.do("POST", "/admin/api-keys", admin, map[string]any{"name": "Trial", "scopes": []string{"orders:read"}}),
			409, map[string]string{"name": "Another key has this name"})
		// Two admins name a key alike at once: one key is made, the other told the name is taken.
		var wg sync.WaitGroup
		statuses := make([]int, 2)
		for i := range statuses {
			wg.Go(func() {
				statuses[i] = h.do("POST", "/admin/api-keys", admin, map[string]any{"name": "Twin", "scopes": []string{"orders:read"}}).status
			})
		}
		wg.Wait()
		slices.Sort(statuses)
		if !slices.Equal(statuses, []int{201, 409}) {
			t.Errorf("two keys named alike at once: %v", statuses)
		}

		h.must(200, "GET", "/allorders", soon, nil)
		now = now.Add(2 * time.Hour)
		wantError(t, "an expired key", h.do("GET", "/allorders", soon, nil), 401, toolshop.ErrAPIKeyExpired.Message)
	})
}

// A key is limited as other callers are: past toolshop.APIKeyLimit's calls in its window, 429.
// Calls its scopes refuse count too, so a key cannot hammer the shop with them.
func TestAPIKeyLimit(t *testing.T) {
	db := storetest.SQLite(t)
	h := newHarness(t, db, func(s *httpapi.Server) { s.Limits = db })
	key := h.newKey(h.admin("boss@example.com"), "Busy", toolshop.ScopeCatalogueRead)
	for i := range toolshop.APIKeyLimit.Max {
		path, want := "/admin/tools.csv", http.StatusOK
		if i%2 == 1 {
			path, want = "/allorders", http.StatusForbidden
		}
		if res := h.do("GET", path, key, nil); res.status != want {
			t.Fatalf("call %d within the limit: %d %s", i, res.status, res.body)
		}
	}
	wantError(t, "past the limit", h.do("GET", "/admin/tools.csv", key, nil), 429, toolshop.APIKeyLimit.Message)
}

// wantKeyRefused checks that a key answers as a revoked one does, to reading orders and to
// changing a price or an order, and that nothing changed.
func wantKeyRefused(t *testing.T, h *harness, what, key, order, tool string) {
	t.Helper()
	for _, call := range []struct {
		method, path string
		body         any
	}{
		{"GET", "/allorders", nil}, {"GET", "/orders/" + order, nil}, {"GET", "/admin/orders.csv", nil},
		{"PATCH", "/tool/" + tool, map[string]any{"price": 0.5}},
		{"PUT", "/orders/shipped/" + order, map[string]string{"carrier": "UPS", "trackingNumber": "1Z9"}},
	} {
		wantError(t, what+": "+call.method+" "+call.path, h.do(call.method, call.path, key, call.body), 401, toolshop.ErrBadToken.Message)
	}
	if got, err := h.db.Tool(t.Context(), tool); err != nil || got.Price != 2500 {
		t.Errorf("%s: the tool's price is %v (%v), want $25.00", what, got.Price, err)
	}
	if got, err := h.db.Order(t.Context(), order); err != nil || got.State != toolshop.Paid {
		t.Errorf("%s: the order is %q (%v), want paid", what, got.State, err)
	}
}

// apiKeysOf is the count of live keys the users list shows beside the account of email.
func (h *harness) apiKeysOf(admin, email string) int {
	h.t.Helper()
	var users []toolshop.User
	h.must(200, "GET", "/user?q="+email, admin, nil).json(h.t, &users)
	if len(users) != 1 {
		h.t.Fatalf("the users list for %s: %+v", email, users)
	}
	return users[0].APIKeys
}

// A departed admin's key goes with them (issue 40): an admin makes a key with orders:read
// orders:write catalogue:write, is demoted and then disabled; from the demotion on, the key
// reads no order and changes no price (401, as a revoked key), it leaves the Integrations
// list, and making the account an admin again does not bring it back. Before, the users list
// told how many keys demoting would revoke; the other admin's key works on.
func TestAPIKeysFollowTheirMakersOut(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		boss := h.admin("boss@example.com")
		deputy := h.admin("deputy@example.com")
		ann := h.customer("ann@example.com")
		tool := h.tool(2500, 1, 10)
		order := h.order(ann, tool, 1)
		h.pay(ann, order)
		key := h.newKey(deputy, "Deputy's", toolshop.ScopeOrdersRead, toolshop.ScopeOrdersWrite, toolshop.ScopeCatalogueWrite)
		h.newKey(deputy, "Deputy's spare", toolshop.ScopeOrdersRead)
		bosses := h.newKey(boss, "Bookkeeping", toolshop.ScopeOrdersRead)
		h.must(200, "GET", "/orders/"+order, key, nil)
		if n := h.apiKeysOf(boss, "deputy@example.com"); n != 2 {
			t.Errorf("the users list counts %d keys of the deputy, want 2", n)
		}

		h.must(200, "DELETE", "/user/admin/deputy@example.com", boss, nil)
		wantKeyRefused(t, h, "demoted", key, order, tool)
		h.must(200, "PUT", "/user/disabled/deputy@example.com", boss, nil)
		wantKeyRefused(t, h, "demoted and disabled", key, order, tool)
		var keys []toolshop.APIKey
		h.must(200, "GET", "/admin/api-keys", boss, nil).json(t, &keys)
		if len(keys) != 1 || keys[0].Name != "Bookkeeping" {
			t.Errorf("the live keys after the deputy left: %+v", keys)
		}
		if n := h.apiKeysOf(boss, "deputy@example.com"); n != 0 {
			t.Errorf("the users list counts %d keys of the demoted deputy", n)
		}
		h.must(200, "GET", "/allorders", bosses, nil)

		h.must(200, "DELETE", "/user/disabled/deputy@example.com", boss, nil)
		h.must(200, "PUT", "/user/admin/deputy@example.com", boss, nil)
		wantKeyRefused(t, h, "made an admin again", key, order, tool)
	})
}

// A key does no more than its maker can at the moment of the call: each call reads the maker
// with the key, so a maker whose admin role or account is changed behind the shop's calls
// (in the database, where no revocation runs) is answered at once as a revoked key, and its
// key works again only while the maker is an enabled admin again.
func TestAPIKeyActsForItsMakerNow(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		h.admin("boss@example.com")
		deputy := h.admin("deputy@example.com")
		ann := h.customer("ann@example.com")
		tool := h.tool(2500, 1, 10)
		order := h.order(ann, tool, 1)
		h.pay(ann, order)
		key := h.newKey(deputy, "Deputy's", toolshop.ScopeOrdersRead, toolshop.ScopeOrdersWrite, toolshop.ScopeCatalogueWrite)

		for _, change := range []struct{ what, leave, back string }{
			{"no longer an admin", `UPDATE users SET role = '' WHERE email = $1`, `UPDATE users SET role = 'admin' WHERE email = $1`},
			{"disabled", `UPDATE users SET disabled_at = 1 WHERE email = $1`, `UPDATE users SET disabled_at = NULL WHERE email = $1`},
		} {
			storetest.Exec(t, db, change.leave, "deputy@example.com")
			wantKeyRefused(t, h, change.what, key, order, tool)
			storetest.Exec(t, db, change.back, "deputy@example.com")
			h.must(200, "GET", "/orders/"+order, key, nil)
		}
		storetest.Exec(t, db, `DELETE FROM users WHERE email = $1`, "deputy@example.com")
		wantKeyRefused(t, h, "gone", key, order, tool)
	})
}
