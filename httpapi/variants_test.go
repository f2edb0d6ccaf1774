package httpapi_test

import (
	"net/http"
	"strconv"
	"sync"
	"testing"
	"time"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// drillShop is a shop selling a battery alone and a drill in three variants, the third a
// kit of the 18V bare drill and two batteries: the story.
type drillShop struct {
	h                      *harness
	admin                  string
	battery, drill         string
	bare12, bare18, kit18  string
	batteries, bare18Stock int
}

func newDrillShop(t *testing.T, h *harness, batteries, bare18 int) drillShop {
	t.Helper()
	s := drillShop{h: h, admin: h.admin("owner@example.com"), batteries: batteries, bare18Stock: bare18}
	s.battery = h.must(http.StatusCreated, "POST", "/tools", s.admin, map[string]any{"name": "2.0Ah BATTERY", "price": 39,
		"image": "/b.svg", "minOrder": 1, "availableQuantity": batteries, "description": "A battery.", "sku": "BAT-2"}).
		field(t, "insertedId").(string)
	s.drill = h.must(http.StatusCreated, "POST", "/tools", s.admin, map[string]any{"name": "CORDLESS DRILL", "image": "/d.svg",
		"description": "A drill.",
		"options":     []map[string]any{{"name": "Voltage", "values": []string{"12V", "18V"}}, {"name": "Kit", "values": []string{"Bare tool", "2 × 2.0Ah"}}},
		"variants": []map[string]any{
			{"options": map[string]string{"Voltage": "12V", "Kit": "Bare tool"}, "price": 99, "availableQuantity": 5, "sku": "D12-B"},
			{"options": map[string]string{"Voltage": "18V", "Kit": "Bare tool"}, "price": 129, "availableQuantity": bare18, "sku": "D18-B", "gtin": "4006381333931"},
		}}).field(t, "insertedId").(string)
	drill := s.tool(t)
	s.bare12, s.bare18 = drill.Variants[0].ID, drill.Variants[1].ID
	variants := []map[string]any{{"_id": s.bare12}, {"_id": s.bare18},
		{"options": map[string]string{"Voltage": "18V", "Kit": "2 × 2.0Ah"}, "price": 199, "sku": "D18-K2",
			"parts": []map[string]any{{"toolId": s.drill, "variantId": s.bare18, "quantity": 1}, {"toolId": s.battery, "quantity": 2}}}}
	h.must(http.StatusOK, "PATCH", "/tool/"+s.drill, s.admin, map[string]any{"variants": variants})
	s.kit18 = s.tool(t).Variants[2].ID
	return s
}

func (s drillShop) tool(t *testing.T) toolshop.Tool {
	t.Helper()
	var tool toolshop.Tool
	s.h.must(http.StatusOK, "GET", "/tool/"+s.drill, "", nil).json(t, &tool)
	return tool
}

// A tool is sold in variants, each with its own SKU, GTIN, price and stock, and a kit whose
// stock is what its parts allow: buying it takes its parts' stock, cancelling gives it back.
func TestVariantsAndKits(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		s := newDrillShop(t, h, 5, 3)
		drill := s.tool(t)
		// The tool shows its variants' lowest price and their stock, the kit's what its
		// parts allow: min(3 / 1, 5 / 2) = 2.
		if drill.Price != 9900 || drill.MinOrder != 1 || drill.AvailableQuantity != 5+3+2 || drill.SKU != "" {
			t.Errorf("the drill sums up its variants: %+v", drill)
		}
		kit := drill.Variants[2]
		if kit.Name != "18V · 2 × 2.0Ah" || kit.AvailableQuantity != 2 || len(kit.Parts) != 2 ||
			kit.Parts[0].Name != "CORDLESS DRILL — 18V · Bare tool" || kit.Parts[1].Name != "2.0Ah BATTERY" {
			t.Errorf("the kit %+v", kit)
		}
		if v := drill.Variants[1]; v.Name != "18V · Bare tool" || v.GTIN != "4006381333931" || v.Price != 12900 || v.AvailableQuantity != 3 {
			t.Errorf("the 18V bare drill %+v", v)
		}

		// Bad forms are refused, naming the field.
		refused := func(status int, body map[string]any, field string) {
			t.Helper()
			res := h.do("PATCH", "/tool/"+s.drill, s.admin, body)
			var e struct{ Fields map[string]string }
			res.json(t, &e)
			if res.status != status || e.Fields[field] == "" {
				t.Errorf("%v: %d %s, want %d naming %s", body, res.status, res.body, status, field)
			}
		}
		keep := []map[string]any{{"_id": s.bare12}, {"_id": s.bare18}, {"_id": s.kit18}}
		refused(http.StatusBadRequest, map[string]any{"variants": []map[string]any{{"_id": s.bare12, "gtin": "4006381333932"}}}, "variants.0.gtin")
		refused(http.StatusConflict, map[string]any{"variants": []map[string]any{{"_id": s.bare12, "sku": "BAT-2"}, keep[1], keep[2]}}, "variants.0.sku")
		refused(http.StatusBadRequest, map[string]any{"variants": []map[string]any{keep[0], keep[1], {"_id": s.kit18, "availableQuantity": 9}}}, "variants.2.availableQuantity")
		refused(http.StatusBadRequest, map[string]any{"variants": []map[string]any{keep[0], keep[1], keep[2],
			{"options": map[string]string{"Voltage": "12V", "Kit": "Bare tool"}, "price": 5, "availableQuantity": 1}}}, "variants.3.options")
		refused(http.StatusBadRequest, map[string]any{"price": 50}, "variants")
		refused(http.StatusBadRequest, map[string]any{"variants": []map[string]any{keep[0], keep[1],
			{"_id": s.kit18, "parts": []map[string]any{{"toolId": s.drill, "variantId": s.kit18, "quantity": 1}}}}}, "variants.2.parts.0.toolId")
		if res := h.do("DELETE", "/tool/"+s.battery, s.admin, nil); res.status != http.StatusConflict {
			t.Errorf("deleting a kit's part: %d %s", res.status, res.body)
		}

		// A variant must be chosen, by the cart and by Buy Now alike.
		ann := h.customer("ann@example.com")
		for _, r := range []struct{ method, path string }{{"PUT", "/cart/" + s.drill}, {"POST", "/orders/quote"}} {
			res := h.do(r.method, r.path, ann, map[string]any{"toolId": s.drill, "quantity": 1})
			var e struct {
				Error  string
				Fields map[string]string
			}
			res.json(t, &e)
			if res.status != http.StatusBadRequest || e.Error != "Choose a Voltage and Kit" || e.Fields["variantId"] == "" {
				t.Errorf("%s %s without a variant: %d %s", r.method, r.path, res.status, res.body)
			}
		}
		var cart toolshop.Cart
		h.must(http.StatusOK, "PUT", "/cart/"+s.drill, ann, map[string]any{"quantity": 1, "variantId": s.bare12}).json(t, &cart)
		h.must(http.StatusOK, "PUT", "/cart/"+s.drill, ann, map[string]any{"quantity": 2, "variantId": s.bare18}).json(t, &cart)
		if len(cart.Lines) != 2 || cart.Lines[1].VariantName != "18V · Bare tool" || cart.Lines[1].SKU != "D18-B" ||
			cart.Subtotal != 9900+2*12900 {
			t.Errorf("a line a variant: %+v", cart)
		}

		// A guest buys the kit: its parts' stock goes, and the kit and the tool count again.
		id, _ := h.placeGuest("", guestOrder("gus@example.com", map[string]any{"toolId": s.drill, "variantId": s.kit18, "quantity": 1}))
		var order toolshop.Order
		h.must(http.StatusOK, "GET", "/orders/"+id, s.admin, nil).json(t, &order)
		if l := order.Lines[0]; l.VariantID != s.kit18 || l.VariantName != "18V · 2 × 2.0Ah" || l.SKU != "D18-K2" || l.UnitPrice != 19900 {
			t.Errorf("the order's line %+v", l)
		}
		drill = s.tool(t)
		if h.stock(s.battery) != 3 || drill.Variants[1].AvailableQuantity != 2 || drill.Variants[2].AvailableQuantity != 1 ||
			drill.AvailableQuantity != 5+2+1 {
			t.Errorf("after the kit sold: battery %d, drill %+v", h.stock(s.battery), drill.Variants)
		}
		h.must(http.StatusOK, "DELETE", "/orders/"+id, s.admin, nil)
		drill = s.tool(t)
		if h.stock(s.battery) != 5 || drill.Variants[1].AvailableQuantity != 3 || drill.Variants[2].AvailableQuantity != 2 {
			t.Errorf("after the kit's order was cancelled: battery %d, drill %+v", h.stock(s.battery), drill.Variants)
		}

		// A refund of a paid kit's units, restocked, gives its parts back.
		kitOrder, kitKey := h.placeGuest("", guestOrder("kit@example.com", map[string]any{"toolId": s.drill, "variantId": s.kit18, "quantity": 1}))
		h.payGuest(kitKey, kitOrder)
		h.must(http.StatusOK, "POST", "/orders/"+kitOrder+"/refund", s.admin, map[string]any{"lines": []map[string]any{
			{"toolId": s.drill, "variantId": s.kit18, "quantity": 1, "restock": true}}})
		if h.stock(s.battery) != 5 || s.tool(t).Variants[1].AvailableQuantity != 3 {
			t.Errorf("after the kit was refunded and restocked: battery %d, drill %+v", h.stock(s.battery), s.tool(t).Variants)
		}

		// A buyer's review says what they bought.
		bob := h.customer("bob@example.com")
		bought := h.must(http.StatusCreated, "POST", "/orders", bob, with(delivery(), map[string]any{"toolId": s.drill,
			"variantId": s.bare18, "quantity": 1})).field(t, "insertedId").(string)
		h.pay(bob, bought)
		h.must(http.StatusCreated, "POST", "/tool/"+s.drill+"/reviews", bob, map[string]any{"ratings": 5, "title": "Strong", "description": "Drills."})
		var reviews toolshop.ToolReviews
		h.must(http.StatusOK, "GET", "/tool/"+s.drill+"/reviews", "", nil).json(t, &reviews)
		if len(reviews.Reviews) != 1 || reviews.Reviews[0].Bought != "18V · Bare tool" {
			t.Errorf("the review %+v", reviews.Reviews)
		}

		// The deal of the day prices one variant, named.
		endsAt := time.Now().Add(time.Hour).UTC().Format(time.RFC3339)
		if res := h.do("PUT", "/admin/deal", s.admin, map[string]any{"toolId": s.drill, "price": 50, "endsAt": endsAt}); res.status != http.StatusBadRequest {
			t.Errorf("a deal on a tool with variants, none chosen: %d %s", res.status, res.body)
		}
		h.must(http.StatusOK, "PUT", "/admin/deal", s.admin, map[string]any{"toolId": s.drill, "variantId": s.bare12, "price": 50, "endsAt": endsAt})
		if d := s.tool(t); d.Deal == nil || d.Deal.VariantID != s.bare12 || d.Variants[0].Deal == nil || d.Variants[0].Deal.Price != 5000 || d.Variants[1].Deal != nil {
			t.Errorf("the deal on the 12V drill: %+v %+v", d.Deal, d.Variants)
		}
		h.must(http.StatusOK, "PUT", "/cart/"+s.drill, ann, map[string]any{"quantity": 1, "variantId": s.bare12}).json(t, &cart)
		if cart.Lines[0].UnitPrice != 5000 || cart.Lines[1].UnitPrice != 12900 {
			t.Errorf("the deal's variant in the cart: %+v", cart.Lines)
		}
		h.must(http.StatusOK, "PUT", "/admin/deal", s.admin, map[string]any{"toolId": ""})

		// A stock sync changes one variant; the tool sums up again.
		var synced toolshop.Tool
		h.must(http.StatusOK, "PATCH", "/tool/"+s.drill+"/variants/"+s.bare12, s.admin, map[string]any{"price": 89, "availableQuantity": 7}).json(t, &synced)
		if synced.Price != 8900 || synced.AvailableQuantity != 7+2+2 || synced.Variants[0].Price != 8900 {
			t.Errorf("after a stock sync: %+v", synced)
		}
		if res := h.do("PATCH", "/tool/"+s.drill+"/variants/"+s.kit18, s.admin, map[string]any{"availableQuantity": 7}); res.status != http.StatusBadRequest {
			t.Errorf("a kit's stock set: %d %s", res.status, res.body)
		}

		// Search finds the tool once, by any variant's SKU or GTIN.
		for _, q := range []string{"D18-K2", "4006381333931"} {
			var found []toolshop.Tool
			h.must(http.StatusOK, "GET", "/tools?q="+q, "", nil).json(t, &found)
			if len(found) != 1 || found[0].ID != s.drill {
				t.Errorf("search %s: %d tools", q, len(found))
			}
		}

		// The drill goes with its kit, and then its battery may go.
		h.must(http.StatusOK, "DELETE", "/tool/"+s.drill, s.admin, nil)
		h.must(http.StatusOK, "DELETE", "/tool/"+s.battery, s.admin, nil)
	})
}

// A customer buying the last battery alone and another buying a kit that needs it, at once,
// never oversell it: exactly one of them gets it, on either database, through two servers.
func TestKitPartRace(t *testing.T) {
	race := func(t *testing.T, one, two *harness) {
		s := newDrillShop(t, one, 2, 50)
		for round := range 8 {
			one.must(http.StatusOK, "PATCH", "/tool/"+s.battery, s.admin, map[string]any{"availableQuantity": 2})
			buy := func(h *harness, line map[string]any, status *int) {
				email := "guest" + strconv.Itoa(round) + strconv.Itoa(len(line)) + "@example.com"
				*status = h.asGuest("POST", "/checkout", "", "", guestOrder(email, line)).status
			}
			var alone, kit int
			var wg sync.WaitGroup
			wg.Go(func() { buy(one, map[string]any{"toolId": s.battery, "quantity": 1}, &alone) })
			wg.Go(func() { buy(two, map[string]any{"toolId": s.drill, "variantId": s.kit18, "quantity": 1}, &kit) })
			wg.Wait()
			left, bare := one.stock(s.battery), s.tool(t).Variants[1].AvailableQuantity
			switch {
			case alone == http.StatusCreated && kit == http.StatusConflict && left == 1 && bare == s.bare18Stock:
			case kit == http.StatusCreated && alone == http.StatusConflict && left == 0 && bare == s.bare18Stock-1:
			default:
				t.Fatalf("round %d: the battery alone %d, the kit %d; %d batteries and %d bare drills left", round, alone, kit, left, bare)
			}
			if k := s.tool(t).Variants[2].AvailableQuantity; k != left/2 {
				t.Errorf("round %d: the kit shows %d in stock, its parts allow %d", round, k, left/2)
			}
			s.bare18Stock = bare
		}
	}
	t.Run("sqlite", func(t *testing.T) {
		db := storetest.SQLite(t)
		race(t, newHarness(t, db), newHarness(t, db))
	})
	t.Run("postgres", func(t *testing.T) {
		url := storetest.PostgresURL(t)
		race(t, newHarness(t, storetest.PostgresAt(t, url)), newHarness(t, storetest.PostgresAt(t, url)))
	})
}

// An admin setting a part's stock while customers buy the kit that takes it, at once, on
// either database: every request answers, none waits on another in a circle, and the kit
// shows what its part allows.
func TestKitPartStockEditedDuringSales(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		s := newDrillShop(t, h, 1000, 1000)
		var wg sync.WaitGroup
		statuses := make(chan int, 20)
		for i := range 10 {
			wg.Go(func() {
				email := "kit" + strconv.Itoa(i) + "@example.com"
				line := map[string]any{"toolId": s.drill, "variantId": s.kit18, "quantity": 1}
				statuses <- h.asGuest("POST", "/checkout", "", "", guestOrder(email, line)).status
			})
			wg.Go(func() {
				statuses <- h.do("PATCH", "/tool/"+s.battery, s.admin, map[string]any{"availableQuantity": 900 + i}).status
			})
		}
		wg.Wait()
		close(statuses)
		for status := range statuses {
			if status != http.StatusCreated && status != http.StatusOK {
				t.Errorf("a sale or an edit answered %d", status)
			}
		}
		if kit, battery := s.tool(t).Variants[2].AvailableQuantity, h.stock(s.battery); kit != min(battery/2, s.tool(t).Variants[1].AvailableQuantity) {
			t.Errorf("the kit shows %d in stock; %d batteries allow %d", kit, battery, battery/2)
		}
	})
}
