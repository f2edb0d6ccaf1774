package httpapi_test

import (
	"net/http"
	"strings"
	"testing"

	"toolshop/store"
	"toolshop/store/storetest"
)

// get sends a GET with the given headers.
func (h *harness) get(path string, header map[string]string) response {
	h.t.Helper()
	req, err := http.NewRequest("GET", h.url+path, nil)
	if err != nil {
		h.t.Fatal(err)
	}
	for name, value := range header {
		req.Header.Set(name, value)
	}
	return h.send(req)
}

// The catalogue, a tool and the reviews carry a strong ETag that a client can send back for
// a 304 without the body, until a write through any replica changes the answer.
func TestTaggedReads(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h, replica := newHarness(t, db), newHarness(t, db)
		customer := h.customer("ann@example.com")
		toolID := h.tool(1000, 1, 10)
		h.pay(customer, h.order(customer, toolID, 1))
		h.must(201, "POST", "/ratings", customer, map[string]any{"ratings": 5, "description": "Sturdy."})

		for _, c := range []struct {
			path  string
			write func()
		}{
			{"/tools", func() { h.order(customer, toolID, 1) }},
			{"/tool/" + toolID, func() { h.order(customer, toolID, 1) }},
			{"/ratings", func() {
				h.must(201, "POST", "/ratings", h.buyer("bob@example.com", toolID), map[string]any{"ratings": 4, "description": "Good."})
			}},
		} {
			first := replica.get(c.path, nil)
			tag := first.header.Get("ETag")
			if first.status != 200 || !strings.HasPrefix(tag, `"`) || len(tag) < 10 || first.header.Get("Cache-Control") != "no-cache" {
				t.Fatalf("GET %s: %d, ETag %q, Cache-Control %q", c.path, first.status, tag, first.header.Get("Cache-Control"))
			}
			if again := h.get(c.path, nil); again.header.Get("ETag") != tag || string(again.body) != string(first.body) {
				t.Errorf("GET %s: another replica tags the same answer %q, want %q", c.path, again.header.Get("ETag"), tag)
			}
			if res := replica.get(c.path, map[string]string{"If-None-Match": tag}); res.status != 304 || len(res.body) != 0 {
				t.Errorf("GET %s with its ETag: %d with %d bytes, want 304 and no body", c.path, res.status, len(res.body))
			}

			c.write()
			res := replica.get(c.path, map[string]string{"If-None-Match": tag})
			if res.status != 200 || res.header.Get("ETag") == tag || string(res.body) == string(first.body) {
				t.Errorf("GET %s after a write through the other replica: %d, ETag %q (was %q)", c.path, res.status, res.header.Get("ETag"), tag)
			}
		}
	})
}

// Hashed assets are cached for good; index.html, the answer to every client route, must be
// revalidated, which its ETag makes cheap; the home page, which the server writes whole, a CDN
// may keep for a minute.
func TestPageCaching(t *testing.T) {
	h := newHarness(t, storetest.SQLite(t), withAssets)
	if res := h.get("/"+script, nil); res.status != 200 || res.header.Get("Cache-Control") != "public, max-age=31536000, immutable" {
		t.Errorf("GET /%s: %d, Cache-Control %q", script, res.status, res.header.Get("Cache-Control"))
	}
	for path, cache := range map[string]string{"/": "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
		"/index.html": "no-cache", "/purchase/123": "no-cache"} {
		res := h.get(path, nil)
		tag := res.header.Get("ETag")
		if res.status != 200 || res.header.Get("Cache-Control") != cache || tag == "" || !strings.Contains(string(res.body), "<title>Toolshop") {
			t.Errorf("GET %s: %d, Cache-Control %q, ETag %q: %s", path, res.status, res.header.Get("Cache-Control"), tag, res.body)
		}
		if again := h.get(path, map[string]string{"If-None-Match": tag}); again.status != 304 {
			t.Errorf("GET %s with its ETag: %d, want 304", path, again.status)
		}
	}
}
