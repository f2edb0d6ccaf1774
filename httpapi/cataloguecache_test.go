package httpapi_test

import (
	"bytes"
	"context"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"toolshop"
	"toolshop/httpapi"
	"toolshop/store"
	"toolshop/store/storetest"
)

// withCatalogueCache keeps the catalogue's answers in memory, dropped on every change the
// store reports, with a clock the test moves (see caching).
func withCatalogueCache(clock *atomic.Int64) func(*httpapi.Server) {
	return func(s *httpapi.Server) {
		c := httpapi.NewCatalogueCache(100, 1<<20, time.Second)
		c.Now = func() time.Time { return time.Now().Add(time.Duration(clock.Load())) }
		s.Catalogue = c
	}
}

// caching serves a shop over db that keeps the catalogue's answers in memory.
func caching(t *testing.T, db *store.DB, clock *atomic.Int64) *harness {
	h := newHarness(t, db, withCatalogueCache(clock))
	t.Cleanup(db.WatchCatalogue(h.api.Catalogue.Invalidate))
	return h
}

// The catalogue's answers kept in memory are sent as they were read, gzipped to clients
// that accept it, with the same tags, 304 for a current copy.
func TestCatalogueCacheAnswers(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		var clock atomic.Int64
		h, plain := caching(t, db, &clock), newHarness(t, db)
		catalogue(t, h)
		for range 5 {
			h.tool(1000, 1, 10) // GET /tools long enough to gzip
		}
		gzippedOnce := false
		for _, path := range []string{"/tools?limit=2&sort=name", "/tools", "/categories", "/tools?q=drill"} {
			want := plain.get(path, nil)
			for i := range 2 { // read, then from memory
				got := h.get(path, nil)
				if got.status != 200 || !bytes.Equal(got.body, want.body) || got.header.Get("ETag") != want.header.Get("ETag") ||
					got.header.Get("X-Total-Count") != want.header.Get("X-Total-Count") || got.header.Get("Link") != want.header.Get("Link") {
					t.Errorf("GET %s (%d): %d %v %s\nwant %v %s", path, i, got.status, got.header, got.body, want.header, want.body)
				}
			}
			zipped := h.get(path, map[string]string{"Accept-Encoding": "gzip"})
			body := zipped.body
			if zipped.header.Get("Content-Encoding") == "gzip" {
				body, gzippedOnce = gunzip(t, body), true
				if tag := zipped.header.Get("ETag"); tag != "W/"+want.header.Get("ETag") {
					t.Errorf("GET %s gzipped: ETag %q, want the weak form of %q", path, tag, want.header.Get("ETag"))
				}
			} else if len(want.body) >= 1024 {
				t.Errorf("GET %s: %d bytes not gzipped", path, len(want.body))
			}
			if !bytes.Equal(body, want.body) {
				t.Errorf("GET %s gzipped: %s, want %s", path, body, want.body)
			}
			for _, tag := range []string{want.header.Get("ETag"), zipped.header.Get("ETag")} {
				if res := h.get(path, map[string]string{"If-None-Match": tag, "Accept-Encoding": "gzip"}); res.status != 304 || len(res.body) != 0 {
					t.Errorf("GET %s with If-None-Match %s: %d with %d bytes", path, tag, res.status, len(res.body))
				}
			}
		}
		if !gzippedOnce {
			t.Error("no answer was long enough to be gzipped")
		}
	})
}

// Every catalogue change, through the API or through the store, drops the answers kept in
// memory at once. Orders do not: the stock shown is at most the cache's maxAge old.
func TestCatalogueCacheInvalidation(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		var clock atomic.Int64
		h := caching(t, db, &clock)
		admin := catalogue(t, h)
		tools := func(path string) []toolshop.Tool {
			var tools []toolshop.Tool
			h.must(200, "GET", path, "", nil).json(t, &tools)
			return tools
		}
		first := tools("/tools?sort=name&limit=2")[0]
		toolPath := "/tool/" + first.ID
		h.must(200, "GET", toolPath, "", nil)
		h.must(200, "GET", "/categories", "", nil)

		h.must(200, "PATCH", toolPath, admin, map[string]any{"name": "Adjustable Grinder"})
		if got := tools("/tools?sort=name&limit=2")[0].Name; got != "Adjustable Grinder" {
			t.Errorf("after an edit through the API: first tool %q", got)
		}
		if got := h.must(200, "GET", toolPath, "", nil).field(t, "name"); got != "Adjustable Grinder" {
			t.Errorf("GET %s after an edit: name %v", toolPath, got)
		}

		name := "Bench Grinder"
		if _, err := db.UpdateTool(ctx, first.ID, toolshop.ToolChanges{Name: &name}); err != nil {
			t.Fatal(err)
		}
		if got := tools("/tools?sort=name&limit=2")[0].Name; got != "Bench Grinder" {
			t.Errorf("after an edit through the store: first tool %q", got)
		}

		h.must(201, "POST", "/categories", admin, map[string]string{"name": "Garden"})
		if res := h.must(200, "GET", "/categories", "", nil); !strings.Contains(string(res.body), "Garden") {
			t.Errorf("after a new category: %s", res.body)
		}

		customer := h.customer("ann@example.com")
		before := h.must(200, "GET", toolPath, "", nil).field(t, "availableQuantity")
		h.order(customer, first.ID, 1)
		if got := h.must(200, "GET", toolPath, "", nil).field(t, "availableQuantity"); got != before {
			t.Errorf("stock right after an order: %v, want the answer in memory, %v", got, before)
		}
		clock.Add(int64(time.Second))
		if got := h.must(200, "GET", toolPath, "", nil).field(t, "availableQuantity"); got != before.(float64)-1 {
			t.Errorf("stock a second after an order: %v, want %v", got, before.(float64)-1)
		}

		h.must(200, "DELETE", toolPath, admin, nil)
		h.must(404, "GET", toolPath, "", nil)
	})
}

// The pages the server writes are kept with the catalogue's answers and sent again from
// memory, tag and all, until what they show changes: a tool, the shop's words, its brand, its
// own pages. The stock a page shows is at most the cache's maxAge old.
func TestPagesFromMemory(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		var clock atomic.Int64
		h := newHarness(t, db, withCatalogueCache(&clock), withAssets)
		t.Cleanup(db.WatchCatalogue(h.api.Catalogue.Invalidate))
		admin := h.admin("boss@example.com")
		var tool toolshop.Tool
		h.must(200, "GET", "/tool/"+h.tool(1000, 1, 10), "", nil).json(t, &tool)
		toolPage := tool.PagePath()
		h.must(200, "PUT", "/admin/pages/returns", admin, map[string]any{"title": "Returns", "markdown": "Within 30 days.", "published": true})

		// page is the page at path, which must say says, then be sent again as kept.
		page := func(path, says, when string) response {
			t.Helper()
			before := h.get(path, nil)
			if before.status != 200 || !strings.Contains(string(before.body), says) {
				t.Fatalf("GET %s %s: %d, without %q: %s", path, when, before.status, says, before.body)
			}
			again := h.get(path, nil)
			if again.header.Get("ETag") != before.header.Get("ETag") || !bytes.Equal(again.body, before.body) {
				t.Errorf("GET %s %s: not the page kept", path, when)
			}
			if res := h.get(path, map[string]string{"If-None-Match": before.header.Get("ETag")}); res.status != 304 {
				t.Errorf("GET %s %s with its ETag: %d", path, when, res.status)
			}
			return before
		}
		kept := page(toolPage, `"availableQuantity":10`, "first")
		if cache := kept.header.Get("Cache-Control"); cache != "public, max-age=0, s-maxage=60, stale-while-revalidate=300" {
			t.Errorf("a tool's page: Cache-Control %q", cache)
		}
		page("/", "Mordern Power Tools", "first")
		page("/pages/returns", "Within 30 days.", "first")

		customer := h.customer("ann@example.com")
		h.order(customer, tool.ID, 1)
		page(toolPage, `"availableQuantity":10`, "right after an order")
		clock.Add(int64(time.Second))
		page(toolPage, `"availableQuantity":9`, "a second after an order")

		content := toolshop.DefaultContent
		content.Hero.Title = "Tools for the trade"
		h.must(200, "PUT", "/admin/content", admin, content)
		page("/", "Tools for the trade", "after the words changed")
		h.must(200, "PUT", "/admin/shop", admin, map[string]any{"legalName": "Acme Tools LLC", "country": "US", "displayName": "Acme Hardware"})
		page(toolPage, "Acme Hardware", "after the brand changed")
		h.must(200, "PUT", "/admin/pages/returns", admin, map[string]any{"title": "Returns", "markdown": "Within 60 days.", "published": true})
		page("/pages/returns", "Within 60 days.", "after the page changed")
		h.must(200, "PATCH", "/tool/"+tool.ID, admin, map[string]any{"name": "Bench Grinder"})
		page(toolPage, "<title>Bench Grinder · Acme Hardware", "after the tool was renamed") // by its new address
	})
}
