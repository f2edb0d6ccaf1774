package httpapi_test

import (
	"testing"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// shopReview is a review of the shop's request body.
func shopReview(stars int, text string) map[string]any {
	return map[string]any{"ratings": stars, "description": text}
}

// Only customers who bought from the shop review it: an order of theirs paid, shipped or
// refunded in part; GET /ratings/mine tells the page whether the caller may.
func TestShopReviewsByBuyers(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		admin := h.admin("boss@example.com")
		tool := h.tool(1000, 1, 100)
		refused := func(what, token string) {
			t.Helper()
			wantError(t, what, h.do("POST", "/ratings", token, shopReview(5, "Great shop")), 403, toolshop.ErrNotShopBuyer.Message)
			wantError(t, what+", own review", h.do("GET", "/ratings/mine", token, nil), 403, toolshop.ErrNotShopBuyer.Message)
		}

		h.must(401, "GET", "/ratings/mine", "", nil)
		refused("no order", h.customer("bob@example.com"))
		unpaid := h.customer("carl@example.com")
		h.order(unpaid, tool, 1)
		refused("unpaid order", unpaid)
		cancelled := h.customer("dave@example.com")
		h.must(200, "DELETE", "/orders/"+h.order(cancelled, tool, 1), cancelled, nil)
		refused("cancelled order", cancelled)
		refunded := h.customer("erin@example.com")
		order := h.order(refunded, tool, 2)
		h.pay(refunded, order)
		h.must(200, "POST", "/orders/"+order+"/refund", admin, map[string]any{"lines": []map[string]any{{"toolId": tool, "quantity": 1}}})
		h.must(404, "GET", "/ratings/mine", refunded, nil) // refunded in part: bought
		h.must(200, "POST", "/orders/"+order+"/refund", admin, map[string]any{"lines": []map[string]any{{"toolId": tool, "quantity": 1}}})
		refused("refunded in full", refunded)

		ann := h.buyer("ann@example.com", tool)
		wantError(t, "a buyer yet to review", h.do("GET", "/ratings/mine", ann, nil), 404, toolshop.ErrNoReview.Message)
		h.must(201, "POST", "/ratings", ann, shopReview(5, "Great shop"))
		var mine toolshop.Review
		h.must(200, "GET", "/ratings/mine", ann, nil).json(t, &mine)
		if mine.Ratings != 5 || mine.Name != "ann" || mine.Hidden {
			t.Errorf("ann's review: %+v", mine)
		}
		fran := h.buyer("fran@example.com", tool)
		shipped := h.order(fran, tool, 1)
		h.pay(fran, shipped)
		h.must(200, "PUT", "/orders/shipped/"+shipped, admin, nil)
		h.must(201, "POST", "/ratings", fran, shopReview(4, "Quick delivery"))
		if total := h.must(200, "GET", "/ratings", "", nil).header.Get("X-Total-Count"); total != "2" {
			t.Errorf("reviews: %s, want the buyers' 2", total)
		}
	})
}

// An admin hides a review of the shop as a tool's: it stays stored, out of the list everyone
// sees (the home page's), and its author cannot write another; admins alone list it.
func TestShopReviewsHidden(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		admin := h.admin("boss@example.com")
		tool := h.tool(1000, 1, 100)
		ann, bob := h.buyer("ann@example.com", tool), h.buyer("bob@example.com", tool)
		h.must(201, "POST", "/ratings", ann, shopReview(1, "Visit evil.example for cheaper tools"))
		h.must(201, "POST", "/ratings", bob, shopReview(4, "Good"))
		var page []toolshop.Review
		h.must(200, "GET", "/ratings", "", nil).json(t, &page)
		spam := page[1].ID

		hide := "/admin/ratings/" + spam + "/hidden"
		h.must(401, "PUT", hide, "", map[string]any{"hidden": true})
		h.must(403, "PUT", hide, bob, map[string]any{"hidden": true})
		h.must(400, "PUT", hide, admin, map[string]any{})
		h.must(404, "PUT", "/admin/ratings/"+tool+"/hidden", admin, map[string]any{"hidden": true})
		if n := h.must(200, "PUT", hide, admin, map[string]any{"hidden": true}).field(t, "modifiedCount"); n != 1.0 {
			t.Errorf("hiding: modifiedCount %v", n)
		}
		if n := h.must(200, "PUT", hide, admin, map[string]any{"hidden": true}).field(t, "modifiedCount"); n != 0.0 {
			t.Errorf("hiding again: modifiedCount %v", n)
		}
		res := h.must(200, "GET", "/ratings", "", nil)
		res.json(t, &page)
		if len(page) != 1 || page[0].Description != "Good" || res.header.Get("X-Total-Count") != "1" {
			t.Errorf("shown reviews: %s %v", res.body, res.header)
		}

		h.must(401, "GET", "/ratings?hidden=true", "", nil)
		h.must(403, "GET", "/ratings?hidden=true", bob, nil)
		h.must(400, "GET", "/ratings?hidden=yes", admin, nil)
		h.must(200, "GET", "/ratings?hidden=true", admin, nil).json(t, &page)
		if len(page) != 2 || !page[1].Hidden || page[1].HiddenBy != "boss@example.com" || page[1].HiddenAt == nil || page[0].Hidden {
			t.Errorf("every review for admins: %+v", page)
		}
		var mine toolshop.Review
		h.must(200, "GET", "/ratings/mine", ann, nil).json(t, &mine)
		if !mine.Hidden || mine.HiddenBy != "" {
			t.Errorf("the author's hidden review: %+v", mine)
		}
		wantError(t, "another review", h.do("POST", "/ratings", ann, shopReview(5, "Best shop")), 409, toolshop.ErrReviewedAlready.Message)

		h.must(200, "PUT", hide, admin, map[string]any{"hidden": false})
		if total := h.must(200, "GET", "/ratings", "", nil).header.Get("X-Total-Count"); total != "2" {
			t.Errorf("shown again: %s reviews", total)
		}
	})
}
