package httpapi_test

import (
	"bytes"
	"encoding/json"
	"maps"
	"net/http"
	"reflect"
	"strings"
	"testing"

	"toolshop"
	"toolshop/httpapi"
	"toolshop/store"
	"toolshop/store/storetest"
)

// Admins keep webhook endpoints: each request checked, a refusal naming its field and
// changing nothing; the secret shown once, in the 201; others refused.
func TestWebhookEndpointCalls(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		admin := h.admin("boss@example.com")
		ann := h.customer("ann@example.com")
		good := map[string]any{"url": "https://erp.example.com/hooks", "events": []string{"order.placed", "order.paid"}, "description": "ERP"}
		with := func(field string, value any) map[string]any {
			m := maps.Clone(good)
			m[field] = value
			return m
		}
		for _, c := range []struct {
			name  string
			body  any
			field string
		}{
			{"plain http", with("url", "http://erp.example.com/hooks"), "url"},
			{"a private address", with("url", "https://192.168.1.20/hooks"), "url"},
			{"the loopback", with("url", "https://[::1]:8443/hooks"), "url"},
			{"the loopback as one number", with("url", "https://2130706433/hooks"), "url"},
			{"the loopback in octal", with("url", "https://0177.0.0.1/hooks"), "url"},
			{"no url", with("url", ""), "url"},
			{"a url of the wrong type", with("url", 5), "url"},
			{"no events", with("events", []string{}), "events"},
			{"an unknown event", with("events", []string{"order.lost"}), "events"},
			{"events not a list", with("events", "order.paid"), "events"},
			{"a long description", with("description", strings.Repeat("d", 201)), "description"},
			{"a NUL in the description", with("description", "a\x00b"), "description"},
		} {
			res := h.must(http.StatusBadRequest, "POST", "/admin/webhooks", admin, c.body)
			if fields, _ := res.field(t, "fields").(map[string]any); fields[c.field] == nil {
				t.Errorf("%s: %s names no %s", c.name, res.body, c.field)
			}
		}
		h.must(http.StatusUnauthorized, "POST", "/admin/webhooks", "", good)
		h.must(http.StatusForbidden, "POST", "/admin/webhooks", ann, good)
		if list := h.must(http.StatusOK, "GET", "/admin/webhooks", admin, nil); string(bytes.TrimSpace(list.body)) != "[]" {
			t.Fatalf("refusals stored: %s", list.body)
		}

		created := h.must(http.StatusCreated, "POST", "/admin/webhooks", admin, good)
		id, _ := created.field(t, "insertedId").(string)
		secret, _ := created.field(t, "secret").(string)
		if !toolshop.IsID(id) || !strings.HasPrefix(secret, "whsec_") {
			t.Fatalf("created %s", created.body)
		}
		var endpoints []map[string]any
		list := h.must(http.StatusOK, "GET", "/admin/webhooks", admin, nil)
		list.json(t, &endpoints)
		if len(endpoints) != 1 || endpoints[0]["_id"] != id || endpoints[0]["url"] != good["url"] || endpoints[0]["disabledAt"] != nil ||
			!reflect.DeepEqual(endpoints[0]["events"], []any{"order.paid", "order.placed"}) || bytes.Contains(list.body, []byte(secret)) {
			t.Errorf("list %s", list.body)
		}
		for _, call := range []struct{ method, path string }{
			{"GET", "/admin/webhooks"}, {"PUT", "/admin/webhooks/" + id}, {"DELETE", "/admin/webhooks/" + id},
			{"GET", "/admin/webhooks/" + id + "/deliveries"}, {"POST", "/admin/webhooks/" + id + "/test"},
			{"POST", "/admin/webhook-deliveries/" + id + "/resend"},
		} {
			h.must(http.StatusForbidden, call.method, call.path, ann, good)
			h.must(http.StatusUnauthorized, call.method, call.path, "", good)
		}

		// An order placed writes its event, carrying the order as GET /orders/{id} answers it.
		orderID := h.order(ann, h.tool(1200, 1, 10), 2)
		bodies := storetest.Strings(t, db, `SELECT body FROM webhook_events WHERE type = 'order.placed'`)
		var event struct {
			ID   string          `json:"id"`
			Data json.RawMessage `json:"data"`
		}
		if len(bodies) != 1 {
			t.Fatalf("order.placed events: %v", bodies)
		}
		if err := json.Unmarshal([]byte(bodies[0]), &event); err != nil {
			t.Fatal(err)
		}
		var data, answer any
		json.Unmarshal(event.Data, &data)
		h.must(http.StatusOK, "GET", "/orders/"+orderID, ann, nil).json(t, &answer)
		// The answer's actions are its caller's; an event has no caller, and allows nothing.
		answer.(map[string]any)["actions"] = []any{}
		if !reflect.DeepEqual(data, answer) {
			t.Errorf("order.placed carries %s\nGET answers %v", event.Data, answer)
		}

		// A test event, then the log newest first.
		test := h.must(http.StatusCreated, "POST", "/admin/webhooks/"+id+"/test", admin, nil)
		var deliveries []toolshop.WebhookDelivery
		page := h.must(http.StatusOK, "GET", "/admin/webhooks/"+id+"/deliveries?limit=1", admin, nil)
		page.json(t, &deliveries)
		if page.header.Get("X-Total-Count") != "2" || len(deliveries) != 1 || deliveries[0].ID != test.field(t, "insertedId") ||
			deliveries[0].Type != toolshop.WebhookTest || deliveries[0].Status != toolshop.DeliveryPending || page.header.Get("Link") == "" {
			t.Errorf("deliveries %s, total %q", page.body, page.header.Get("X-Total-Count"))
		}
		h.must(http.StatusBadRequest, "GET", "/admin/webhooks/"+id+"/deliveries?limit=0", admin, nil)
		h.must(http.StatusNotFound, "GET", "/admin/webhooks/0123456789abcdef01234567/deliveries", admin, nil)
		if res := h.must(http.StatusOK, "POST", "/admin/webhook-deliveries/"+deliveries[0].ID+"/resend", admin, nil); res.field(t, "modifiedCount") != 1.0 {
			t.Errorf("resend %s", res.body)
		}
		h.must(http.StatusNotFound, "POST", "/admin/webhook-deliveries/0123456789abcdef01234567/resend", admin, nil)
		h.must(http.StatusBadRequest, "POST", "/admin/webhook-deliveries/x/resend", admin, nil)

		// Switched off, it is shown off and takes no tests; a bad change changes nothing.
		off := with("enabled", false)
		h.must(http.StatusOK, "PUT", "/admin/webhooks/"+id, admin, off)
		h.must(http.StatusConflict, "POST", "/admin/webhooks/"+id+"/test", admin, nil)
		h.must(http.StatusBadRequest, "PUT", "/admin/webhooks/"+id, admin, with("url", "ftp://x.example/"))
		h.must(http.StatusNotFound, "PUT", "/admin/webhooks/0123456789abcdef01234567", admin, good)
		h.must(http.StatusOK, "GET", "/admin/webhooks", admin, nil).json(t, &endpoints)
		if endpoints[0]["disabledAt"] == nil || endpoints[0]["url"] != good["url"] || endpoints[0]["failing"] != false {
			t.Errorf("switched off %+v", endpoints[0])
		}
		h.must(http.StatusOK, "PUT", "/admin/webhooks/"+id, admin, good)
		h.must(http.StatusCreated, "POST", "/admin/webhooks/"+id+"/test", admin, nil)

		if res := h.must(http.StatusOK, "DELETE", "/admin/webhooks/"+id, admin, nil); res.field(t, "deletedCount") != 1.0 {
			t.Errorf("delete %s", res.body)
		}
		h.must(http.StatusNotFound, "DELETE", "/admin/webhooks/"+id, admin, nil)
		h.must(http.StatusNotFound, "POST", "/admin/webhooks/"+id+"/test", admin, nil)
	})
}

// Where the operator allows private addresses, an endpoint may be http on the loopback.
func TestWebhooksToPrivateAddressesWhenAllowed(t *testing.T) {
	h := newHarness(t, storetest.SQLite(t), func(s *httpapi.Server) { s.WebhookAllowPrivate = true })
	admin := h.admin("boss@example.com")
	h.must(http.StatusCreated, "POST", "/admin/webhooks", admin,
		map[string]any{"url": "http://127.0.0.1:9000/hooks", "events": []string{"stock.low"}, "description": ""})
	res := h.must(http.StatusBadRequest, "POST", "/admin/webhooks", admin, map[string]any{"url": "gopher://127.0.0.1/", "events": []string{"stock.low"}})
	if fields, _ := res.field(t, "fields").(map[string]any); fields["url"] != "Must be an absolute https:// or http:// URL" {
		t.Errorf("refusal %s", res.body)
	}
}
