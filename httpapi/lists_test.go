package httpapi_test

import (
	"context"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"testing"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// values are the values of one field of the items of a list's answer, in order.
func values(t *testing.T, res response, field string) []string {
	t.Helper()
	var items []map[string]any
	res.json(t, &items)
	got := []string{}
	for _, item := range items {
		v, _ := item[field].(string)
		got = append(got, v)
	}
	return got
}

// visit follows Link from path to the last page, checking every page's total, and answers
// the ids of the items in the order the pages gave them and how many pages there were.
func visit(t *testing.T, h *harness, path, token string, total int) ([]string, int) {
	t.Helper()
	var ids []string
	pages := 0
	for path != "" {
		res := h.must(http.StatusOK, "GET", path, token, nil)
		if got := res.header.Get("X-Total-Count"); got != strconv.Itoa(total) {
			t.Errorf("%s: total %q, want %d", path, got, total)
		}
		ids = append(ids, values(t, res, "_id")...)
		path, pages = nextPage(t, res.header.Get("Link")), pages+1
	}
	return ids, pages
}

// orderBook is a shop with two customers' orders of two tools, newest first: Ann ordered
// three hammers (the newest cancelled), then Bob two drills under the name "Robert Miles".
type orderBook struct {
	admin, ann, bob string
	all             []string // every order, newest first
	anns, bobs      []string
	cancelled       string
}

func newOrderBook(t *testing.T, h *harness) orderBook {
	t.Helper()
	b := orderBook{admin: h.admin("boss@example.com"), ann: h.customer("ann@example.com"), bob: h.customer("bob@example.com")}
	hammer := h.tool(1000, 1, 50)
	drill, err := h.db.CreateTool(context.Background(), toolshop.Tool{Name: "Cordless Drill", Image: "/images/demo/drill.svg",
		Description: "A drill.", Price: 8999, MinOrder: 1, AvailableQuantity: 50})
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		b.anns = append([]string{h.order(b.ann, hammer, 1)}, b.anns...)
	}
	for range 2 {
		res := h.must(http.StatusCreated, "POST", "/orders", b.bob, map[string]any{"toolId": drill.ID,
			"customerName": "Robert Miles", "line1": "2 Mill Road", "city": "Berlin", "postalCode": "10115", "country": "DE", "number": "555-0101", "quantity": 1})
		id, _ := res.field(t, "insertedId").(string)
		b.bobs = append([]string{id}, b.bobs...)
	}
	b.cancelled = b.anns[0]
	h.must(http.StatusOK, "DELETE", "/order/unpaid/"+b.cancelled, b.admin, nil)
	b.all = append(slices.Clone(b.bobs), b.anns...)
	return b
}

// GET /allorders and /orders page through the orders newest first, with the total and the
// next page's address; without parameters they answer every order as before.
func TestOrderListsPage(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		b := newOrderBook(t, h)

		res := h.must(http.StatusOK, "GET", "/allorders", b.admin, nil)
		if got := values(t, res, "_id"); !slices.Equal(got, b.all) || res.header.Get("X-Total-Count") != "5" || res.header.Get("Link") != "" {
			t.Errorf("no parameters: %q, total %q, link %q; want %q", got, res.header.Get("X-Total-Count"), res.header.Get("Link"), b.all)
		}
		if got, pages := visit(t, h, "/allorders?limit=2", b.admin, 5); !slices.Equal(got, b.all) || pages != 3 {
			t.Errorf("all orders by pages: %q in %d pages, want %q in 3", got, pages, b.all)
		}
		if got, pages := visit(t, h, "/orders?limit=2", b.ann, 3); !slices.Equal(got, b.anns) || pages != 2 {
			t.Errorf("Ann's orders by pages: %q in %d pages, want %q in 2", got, pages, b.anns)
		}
		res = h.must(http.StatusOK, "GET", "/orders?email=ann@example.com&limit=1&offset=1", b.ann, nil)
		if link := res.header.Get("Link"); link != `</orders?email=ann%40example.com&limit=1&offset=2>; rel="next"` {
			t.Errorf("link %q", link)
		}
		res = h.must(http.StatusOK, "GET", "/allorders?limit=2&offset=10", b.admin, nil)
		if got := values(t, res, "_id"); len(got) != 0 || res.header.Get("X-Total-Count") != "5" || res.header.Get("Link") != "" {
			t.Errorf("past the end: %q, total %q, link %q", got, res.header.Get("X-Total-Count"), res.header.Get("Link"))
		}
	})
}

// The order lists are searched by order number, customer name or email and tool name, and
// filtered by state and, for admins, by customer.
func TestOrderListsSearch(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		b := newOrderBook(t, h)
		number := "#" + strings.ToUpper(b.bobs[1][len(b.bobs[1])-8:])
		for _, c := range []struct {
			path, token string
			want        []string
		}{
			{"/allorders?q=" + strings.ReplaceAll(number, "#", "%23"), b.admin, b.bobs[1:]},
			{"/allorders?q=ROBERT", b.admin, b.bobs},
			{"/allorders?q=ann%40example", b.admin, b.anns},
			{"/allorders?q=claw+ham", b.admin, b.anns},
			{"/allorders?q=drill&state=pending", b.admin, b.bobs},
			{"/allorders?state=cancelled", b.admin, []string{b.cancelled}},
			{"/allorders?state=pending", b.admin, append(slices.Clone(b.bobs), b.anns[1:]...)},
			{"/allorders?customer=ANN@example.com", b.admin, b.anns},
			{"/allorders?customer=bob@example.com&q=hammer", b.admin, []string{}},
			{"/allorders?q=100%25", b.admin, []string{}},
			{"/allorders?q=_", b.admin, []string{}},
			{"/orders?q=drill", b.bob, b.bobs},
			{"/orders?q=ann", b.bob, []string{}},
			{"/orders?customer=bob@example.com", b.bob, b.bobs},
			{"/orders?email=ann@example.com&state=pending", b.admin, b.anns[1:]},
		} {
			res := h.must(http.StatusOK, "GET", c.path, c.token, nil)
			if got := values(t, res, "_id"); !slices.Equal(got, c.want) || res.header.Get("X-Total-Count") != strconv.Itoa(len(c.want)) {
				t.Errorf("%s: %q, total %q, want %q", c.path, got, res.header.Get("X-Total-Count"), c.want)
			}
		}
	})
}

// A customer never sees another's orders, whichever parameter names them; bad parameters
// are a 400 naming the parameter, never a 500.
func TestOrderListsRefuse(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		b := newOrderBook(t, h)
		for _, path := range []string{"/orders?email=ann@example.com", "/orders?customer=ann@example.com",
			"/orders?customer=ann@example.com&q=ann"} {
			if res := h.do("GET", path, b.bob, nil); res.status != http.StatusForbidden {
				t.Errorf("Bob asks %s: %d %s", path, res.status, res.body)
			}
		}
		if res := h.do("GET", "/allorders?customer=bob@example.com", b.bob, nil); res.status != http.StatusForbidden {
			t.Errorf("a customer asks for all orders: %d", res.status)
		}
		for _, c := range []struct{ path, field string }{
			{"/allorders?limit=0", "limit"},
			{"/allorders?limit=101", "limit"},
			{"/allorders?limit=99999999999999999999", "limit"},
			{"/allorders?offset=-1", "offset"},
			{"/allorders?offset=99999999999999999999", "offset"},
			{"/allorders?state=lost", "state"},
			{"/allorders?q=drill%00", "q"},
			{"/allorders?q=" + strings.Repeat("x", 201), "q"},
			{"/allorders?customer=nobody", "customer"},
			{"/allorders?customer=a%00@example.com", "customer"},
			{"/orders?email=ann@example.com&customer=bob@example.com", "customer"},
			{"/orders?limit=x", "limit"},
			{"/user?limit=1000", "limit"},
			{"/user?offset=x", "offset"},
			{"/user?q=%01", "q"},
		} {
			res := h.do("GET", c.path, b.admin, nil)
			fields, _ := res.field(t, "fields").(map[string]any)
			if res.status != http.StatusBadRequest || fields[c.field] == nil {
				t.Errorf("%.60s: %d %s, want 400 naming %s", c.path, res.status, res.body, c.field)
			}
		}
	})
}

// GET /user pages through the accounts oldest first and finds them by name or email.
func TestUserListPagesAndSearch(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		admin := h.admin("boss@example.com")
		for _, email := range []string{"ann@example.com", "bob@example.com", "carla@shop.test", "dan@example.com"} {
			h.customer(email)
		}
		all := []string{"boss@example.com", "ann@example.com", "bob@example.com", "carla@shop.test", "dan@example.com"}
		res := h.must(http.StatusOK, "GET", "/user", admin, nil)
		if got := values(t, res, "email"); !slices.Equal(got, all) || res.header.Get("X-Total-Count") != "5" || res.header.Get("Link") != "" {
			t.Errorf("no parameters: %q, total %q", got, res.header.Get("X-Total-Count"))
		}
		ids, pages := visit(t, h, "/user?limit=2", admin, 5)
		if len(ids) != 5 || pages != 3 {
			t.Errorf("users by pages: %d in %d pages, want 5 in 3", len(ids), pages)
		}
		for _, c := range []struct {
			query string
			want  []string
		}{
			{"q=CARLA", []string{"carla@shop.test"}},
			{"q=example.com&limit=2&offset=2", []string{"bob@example.com", "dan@example.com"}},
			{"q=shop.test", []string{"carla@shop.test"}},
			{"q=%25", []string{}},
		} {
			res := h.must(http.StatusOK, "GET", "/user?"+c.query, admin, nil)
			if got := values(t, res, "email"); !slices.Equal(got, c.want) {
				t.Errorf("%s: %q, want %q", c.query, got, c.want)
			}
		}
		if res := h.must(http.StatusOK, "GET", "/user?q=example.com&limit=2", admin, nil); res.header.Get("X-Total-Count") != "4" {
			t.Errorf("search total %q, want 4", res.header.Get("X-Total-Count"))
		}
		if res := h.do("GET", "/user?q=ann", h.customer("eve@example.com"), nil); res.status != http.StatusForbidden {
			t.Errorf("a customer lists the users: %d", res.status)
		}
	})
}
