package httpapi_test

import (
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"toolshop"
	"toolshop/httpapi"
	"toolshop/store"
	"toolshop/store/storetest"
)

// The deal of the day rides on its tool in GET /tools and GET /tool/{id} while it runs, the
// tool's own price beside it: shown as soon as it is set, gone at its end or once ended,
// whatever the catalogue's cache holds.
func TestDealOnTools(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		var offset atomic.Int64
		now := func() time.Time { return time.Now().Add(time.Duration(offset.Load())) }
		h := newHarness(t, db, withCatalogueCache(&offset), func(s *httpapi.Server) { s.Now = now })
		t.Cleanup(db.WatchCatalogue(h.api.Catalogue.Invalidate))
		admin := catalogue(t, h)
		var drill toolshop.Tool
		for _, tool := range listed(t, h, "/tools") {
			if tool.Name == "Cordless Drill" {
				drill = tool
			}
		}
		paths := []string{"/tools", "/tools?q=drill&sort=name", "/tool/" + drill.ID}
		// dealOn is the deal each answer shows on the drill, checking that no other tool
		// carries one and that the drill's price stays its own.
		dealOn := func(when string) []*toolshop.DealOffer {
			t.Helper()
			var deals []*toolshop.DealOffer
			for _, path := range paths {
				var shown *toolshop.DealOffer
				for _, tool := range listed(t, h, path) {
					switch {
					case tool.ID == drill.ID:
						shown = tool.Deal
						if tool.Price != drill.Price {
							t.Errorf("%s, GET %s: price %v, want the tool's own %v", when, path, tool.Price, drill.Price)
						}
					case tool.Deal != nil:
						t.Errorf("%s, GET %s: %s carries the deal", when, path, tool.Name)
					}
				}
				deals = append(deals, shown)
			}
			return deals
		}
		none := func(when string) {
			t.Helper()
			for i, d := range dealOn(when) {
				if d != nil {
					t.Errorf("%s, GET %s: deal %+v, want none", when, paths[i], *d)
				}
			}
		}
		running := func(when string, endsAt time.Time) {
			t.Helper()
			for i, d := range dealOn(when) {
				if d == nil || d.Price != 7999 || !d.EndsAt.Equal(endsAt) {
					t.Errorf("%s, GET %s: deal %+v, want $79.99 until %v", when, paths[i], d, endsAt)
				}
			}
		}

		none("before a deal is set") // and kept in memory
		endsAt := now().Add(time.Hour).Truncate(time.Second)
		h.must(200, "PUT", "/admin/deal", admin, map[string]any{"toolId": drill.ID, "price": 79.99, "endsAt": endsAt})
		running("as soon as it is set", endsAt)
		offset.Add(int64(30 * time.Minute))
		running("half an hour on", endsAt)

		offset.Store(int64(time.Until(endsAt) - 500*time.Millisecond))
		running("half a second before its end", endsAt) // read again, kept in memory for a second
		offset.Store(int64(time.Until(endsAt)))
		none("at its end, the answers in memory still fresh")

		endsAt = now().Add(time.Hour).Truncate(time.Second)
		h.must(200, "PUT", "/admin/deal", admin, map[string]any{"toolId": drill.ID, "price": 79.99, "endsAt": endsAt})
		running("a new deal", endsAt)
		h.must(200, "PUT", "/admin/deal", admin, map[string]any{"toolId": ""})
		none("once an admin ends it")
	})
}

// listed is the tools of an answer of GET /tools, or the one of GET /tool/{id}.
func listed(t *testing.T, h *harness, path string) []toolshop.Tool {
	t.Helper()
	res := h.must(http.StatusOK, "GET", path, "", nil)
	if strings.HasPrefix(path, "/tool/") {
		var tool toolshop.Tool
		res.json(t, &tool)
		return []toolshop.Tool{tool}
	}
	var tools []toolshop.Tool
	res.json(t, &tools)
	return tools
}
