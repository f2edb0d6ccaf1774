package httpapi_test

import (
	"net/http"
	"reflect"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// picture is a tool's picture as a request gives it.
type picture = map[string]string

// A tool's pictures, brand, SKU and specifications are set by POST /tools and PATCH
// /tool/{id} and answered by every read of the tool, the cached ones at once after each
// change; image stays the first picture's link, and a body with the image alone still
// works.
func TestToolDetails(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		var clock atomic.Int64
		h := caching(t, db, &clock)
		admin := catalogue(t, h)
		pictures := []picture{{"url": "/front.jpg", "alt": "The drill from the front"}, {"url": "https://img.example.com/side.jpg", "alt": ""}}
		id := h.must(http.StatusCreated, "POST", "/tools", admin, map[string]any{"name": "Hammer Drill", "price": 99, "minOrder": 1,
			"availableQuantity": 4, "description": "Drills into brick.", "pictures": pictures, "brand": "Bosch", "sku": "06011A2000",
			"specs": []map[string]string{{"name": "Voltage", "value": "18 V"}, {"name": "Weight", "value": "1.6 kg"}}}).field(t, "insertedId").(string)
		read := func(path string) toolshop.Tool {
			t.Helper()
			var tool toolshop.Tool
			h.must(http.StatusOK, "GET", path, "", nil).json(t, &tool)
			return tool
		}
		tool := read("/tool/" + id)
		if tool.Image != "/front.jpg" || len(tool.Pictures) != 2 || tool.Pictures[0].Alt != "The drill from the front" ||
			tool.Brand != "Bosch" || tool.SKU != "06011A2000" || tool.Specs[1] != (toolshop.ToolSpec{Name: "Weight", Value: "1.6 kg"}) {
			t.Fatalf("created %+v", tool)
		}

		// Moved first, the side picture is the card's, in the cached list and the cached tool alike.
		var tools []toolshop.Tool
		h.must(http.StatusOK, "GET", "/tools?q=bosch", "", nil).json(t, &tools)
		slices.Reverse(pictures)
		h.must(http.StatusOK, "PATCH", "/tool/"+id, admin, map[string]any{"pictures": pictures, "brand": "Makita"})
		if tool := read("/tool/" + id); tool.Image != "https://img.example.com/side.jpg" || tool.Pictures[1].URL != "/front.jpg" || tool.Brand != "Makita" {
			t.Errorf("reordered %+v", tool)
		}
		h.must(http.StatusOK, "GET", "/tools?q=makita", "", nil).json(t, &tools)
		if len(tools) != 1 || tools[0].Image != "https://img.example.com/side.jpg" {
			t.Errorf("search by the new brand: %+v", tools)
		}
		h.must(http.StatusOK, "GET", "/tools?q=bosch", "", nil).json(t, &tools)
		if len(tools) != 0 {
			t.Errorf("search by the old brand: %+v", tools)
		}

		// The spec's body, the image alone, makes the image the one picture.
		saw := h.must(http.StatusCreated, "POST", "/tools", admin, map[string]any{"name": "Saw", "price": 9, "image": "/saw.jpg",
			"minOrder": 1, "availableQuantity": 4, "description": "Cuts."}).field(t, "insertedId").(string)
		if tool := read("/tool/" + saw); !reflect.DeepEqual(tool.Pictures, []toolshop.ToolPicture{{URL: "/saw.jpg"}}) || tool.Specs == nil {
			t.Errorf("from the image alone: %+v", tool)
		}

		eleven := slices.Repeat([]picture{{"url": "/p.jpg", "alt": ""}}, 11)
		res := h.do("PATCH", "/tool/"+saw, admin, map[string]any{"pictures": eleven})
		if res.status != http.StatusBadRequest || !strings.Contains(string(res.body), `"pictures":"A tool has at most 10 pictures"`) {
			t.Errorf("an eleventh picture: %d %s", res.status, res.body)
		}
		res = h.do("PATCH", "/tool/"+saw, admin, map[string]any{"sku": "06011A2000"})
		if res.status != http.StatusConflict || !strings.Contains(string(res.body), `"sku":"Another tool has this SKU"`) {
			t.Errorf("a taken SKU: %d %s", res.status, res.body)
		}
	})
}

// GET /tools?brand= picks a brand's tools whatever its case, and GET /brands lists the
// brands for the search page's filter.
func TestBrandFilter(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		var clock atomic.Int64
		h := caching(t, db, &clock)
		admin := catalogue(t, h)
		var tools []toolshop.Tool
		h.must(http.StatusOK, "GET", "/tools?sort=name", "", nil).json(t, &tools) // Angle Grinder, Claw Hammer, Cordless Drill, …
		h.must(http.StatusOK, "PATCH", "/tool/"+tools[0].ID, admin, map[string]any{"brand": "Black+Decker"})
		h.must(http.StatusOK, "PATCH", "/tool/"+tools[2].ID, admin, map[string]any{"brand": "black & decker"})
		var brands []toolshop.Brand
		h.must(http.StatusOK, "GET", "/brands", "", nil).json(t, &brands)
		if !reflect.DeepEqual(brands, []toolshop.Brand{{Slug: "black-decker", Name: "Black+Decker", ToolCount: 2}}) {
			t.Errorf("brands %+v", brands)
		}
		res := h.must(http.StatusOK, "GET", "/tools?brand=BLACK-DECKER&sort=name", "", nil)
		res.json(t, &tools)
		if len(tools) != 2 || tools[0].Name != "Angle Grinder" || tools[1].Name != "Cordless Drill" || res.header.Get("X-Total-Count") != "2" {
			t.Errorf("brand=BLACK-DECKER: %+v", tools)
		}
		wantError(t, "a brand without letters", h.do("GET", "/tools?brand=%2B%2B", "", nil), http.StatusBadRequest, "Must hold a letter or a digit")
	})
}
