package httpapi_test

import (
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// review is a review's request body.
func review(stars int, title string) map[string]any {
	return map[string]any{"ratings": stars, "title": title, "description": "Used it for a month."}
}

// wantRating fails the test unless the tool's rating is the same in GET /tool/{id} and in
// GET /tools, both kept in memory, and in its reviews' answer.
func wantRating(t *testing.T, h *harness, toolID string, want toolshop.Rating) {
	t.Helper()
	var tool toolshop.Tool
	h.must(200, "GET", "/tool/"+toolID, "", nil).json(t, &tool)
	var reviews toolshop.ToolReviews
	h.must(200, "GET", "/tool/"+toolID+"/reviews", "", nil).json(t, &reviews)
	listedRating := toolshop.Rating{Average: -1}
	for _, listed := range listed(t, h, "/tools") {
		if listed.ID == toolID {
			listedRating = listed.Rating
		}
	}
	if tool.Rating != want || listedRating != want || reviews.Rating != want {
		t.Errorf("rating: GET /tool %+v, GET /tools %+v, reviews %+v; want %+v", tool.Rating, listedRating, reviews.Rating, want)
	}
}

// reviewShop is a shop caching the catalogue as the servers do, with an admin and a tool to
// review: the harness, the admin's token, the tool's id and its reviews' path.
func reviewShop(t *testing.T, db *store.DB) (h *harness, admin, tool, reviews string) {
	var clock atomic.Int64
	h = caching(t, db, &clock)
	admin = h.admin("boss@example.com")
	tool = h.tool(1000, 1, 100)
	return h, admin, tool, "/tool/" + tool + "/reviews"
}

// Who may review a tool: a customer whose paid or shipped order holds it, not refunded in
// full; once. Each change of a review shows at once in the tool's answers, kept in memory.
func TestToolReviewsByBuyers(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h, admin, tool, reviews := reviewShop(t, db)
		wantRating(t, h, tool, toolshop.Rating{})

		wantError(t, "visitor", h.do("POST", reviews, "", review(5, "Great")), 401, toolshop.ErrSignIn.Message)
		bob := h.customer("bob@example.com")
		wantError(t, "no order", h.do("POST", reviews, bob, review(5, "Great")), 403, toolshop.ErrNotBuyer.Message)
		wantError(t, "no order, own review", h.do("GET", reviews+"/mine", bob, nil), 403, toolshop.ErrNotBuyer.Message)
		unpaid := h.customer("carl@example.com")
		h.order(unpaid, tool, 1)
		wantError(t, "unpaid order", h.do("POST", reviews, unpaid, review(5, "Great")), 403, toolshop.ErrNotBuyer.Message)
		cancelled := h.customer("dave@example.com")
		h.must(200, "DELETE", "/orders/"+h.order(cancelled, tool, 1), cancelled, nil)
		wantError(t, "cancelled order", h.do("POST", reviews, cancelled, review(5, "Great")), 403, toolshop.ErrNotBuyer.Message)
		refunded := h.customer("erin@example.com")
		order := h.order(refunded, tool, 2)
		h.pay(refunded, order)
		h.must(200, "POST", "/orders/"+order+"/refund", admin, map[string]any{"lines": []map[string]any{{"toolId": tool, "quantity": 1}}})
		h.must(201, "POST", reviews, refunded, review(3, "Half of it")) // one unit kept
		h.must(200, "DELETE", reviews+"/mine", refunded, nil)
		h.must(200, "POST", "/orders/"+order+"/refund", admin, map[string]any{"lines": []map[string]any{{"toolId": tool, "quantity": 1}}})
		wantError(t, "refunded in full", h.do("POST", reviews, refunded, review(5, "Great")), 403, toolshop.ErrNotBuyer.Message)
		wantRating(t, h, tool, toolshop.Rating{})

		ann := h.customer("ann@example.com")
		h.pay(ann, h.order(ann, tool, 1))
		wantError(t, "a buyer yet to review", h.do("GET", reviews+"/mine", ann, nil), 404, toolshop.ErrNoToolReview.Message)
		for _, bad := range []struct {
			body  map[string]any
			field string
		}{
			{review(6, "Great"), "ratings"},
			{map[string]any{"title": "Great", "description": "Fine."}, "ratings"},
			{review(5, " "), "title"},
			{review(5, "Great\x00"), "title"},
			{map[string]any{"ratings": 5, "title": "Great", "description": ""}, "description"},
			{map[string]any{"ratings": "5", "title": "Great", "description": "Fine."}, "ratings"},
		} {
			if res := h.do("POST", reviews, ann, bad.body); res.status != 400 || res.field(t, "fields").(map[string]any)[bad.field] == nil {
				t.Errorf("%v: %d %s, want 400 naming %s", bad.body, res.status, res.body, bad.field)
			}
		}
		h.must(201, "POST", reviews, ann, review(5, "Great"))
		wantError(t, "second review", h.do("POST", reviews, ann, review(1, "Again")), 409, toolshop.ErrToolReviewedAlready.Message)
		wantRating(t, h, tool, toolshop.Rating{Average: 5, Count: 1})

		fran := h.customer("fran@example.com")
		shipped := h.order(fran, tool, 1)
		h.pay(fran, shipped)
		h.must(200, "PUT", "/orders/shipped/"+shipped, admin, nil)
		h.must(201, "POST", reviews, fran, review(2, "Too heavy"))
		wantRating(t, h, tool, toolshop.Rating{Average: 3.5, Count: 2})

		h.must(200, "PUT", reviews+"/mine", ann, review(4, "Good"))
		var mine toolshop.ToolReview
		h.must(200, "GET", reviews+"/mine", ann, nil).json(t, &mine)
		if mine.Ratings != 4 || mine.Title != "Good" || mine.Name != "ann" || !mine.Verified {
			t.Errorf("ann's review after the edit: %+v", mine)
		}
		wantRating(t, h, tool, toolshop.Rating{Average: 3, Count: 2})
		gil := h.customer("gil@example.com")
		h.must(403, "GET", reviews+"/mine", gil, nil)
		h.must(404, "PUT", reviews+"/mine", gil, review(4, "Good"))
		h.must(404, "DELETE", reviews+"/mine", gil, nil)

		h.must(200, "DELETE", reviews+"/mine", ann, nil)
		h.must(404, "GET", reviews+"/mine", ann, nil)
		wantRating(t, h, tool, toolshop.Rating{Average: 2, Count: 1})
		h.must(201, "POST", reviews, ann, review(5, "Great after all")) // a deleted review may be written again
		wantRating(t, h, tool, toolshop.Rating{Average: 3.5, Count: 2})
		h.must(404, "POST", "/tool/"+strings.Repeat("ab", 12)+"/reviews", ann, review(5, "Great")) // a tool the shop does not have
	})
}

// A hidden review stays stored, out of the list, the rating and the distribution, until an
// admin shows it again; admins alone hide and see hidden reviews.
func TestToolReviewsHidden(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h, admin, tool, reviews := reviewShop(t, db)
		buyers := make([]string, 3)
		for i, stars := range []int{5, 4, 1} {
			buyer := h.customer(fmt.Sprintf("c%d@example.com", i))
			buyers[i] = buyer
			h.pay(buyer, h.order(buyer, tool, 1))
			h.must(201, "POST", reviews, buyer, review(stars, fmt.Sprint("Review ", i)))
		}
		var page toolshop.ToolReviews
		res := h.must(200, "GET", reviews+"?limit=2", "", nil)
		res.json(t, &page)
		if len(page.Reviews) != 2 || page.Reviews[0].Title != "Review 2" || res.header.Get("X-Total-Count") != "3" ||
			res.header.Get("Link") == "" || page.Count != 3 || page.Distribution["1"] != 1 || page.Distribution["3"] != 0 {
			t.Fatalf("first page: %s %v", res.body, res.header)
		}
		worst := page.Reviews[0].ID
		wantRating(t, h, tool, toolshop.Rating{Average: 3.3, Count: 3})

		hide := "/admin/reviews/" + worst + "/hidden"
		h.must(401, "PUT", hide, "", map[string]any{"hidden": true})
		h.must(403, "PUT", hide, h.customer("ann@example.com"), map[string]any{"hidden": true})
		h.must(400, "PUT", hide, admin, map[string]any{})
		h.must(404, "PUT", "/admin/reviews/"+tool+"/hidden", admin, map[string]any{"hidden": true})
		if n := h.must(200, "PUT", hide, admin, map[string]any{"hidden": true}).field(t, "modifiedCount"); n != 1.0 {
			t.Errorf("hiding: modifiedCount %v", n)
		}
		if n := h.must(200, "PUT", hide, admin, map[string]any{"hidden": true}).field(t, "modifiedCount"); n != 0.0 {
			t.Errorf("hiding again: modifiedCount %v", n)
		}
		wantRating(t, h, tool, toolshop.Rating{Average: 4.5, Count: 2})
		res = h.must(200, "GET", reviews, "", nil)
		res.json(t, &page)
		if len(page.Reviews) != 2 || res.header.Get("X-Total-Count") != "2" || page.Distribution["1"] != 0 {
			t.Errorf("shown reviews: %s", res.body)
		}

		h.must(401, "GET", reviews+"?hidden=true", "", nil)
		h.must(403, "GET", reviews+"?hidden=true", h.customer("bob@example.com"), nil)
		h.must(400, "GET", reviews+"?hidden=yes", admin, nil)
		res = h.must(200, "GET", reviews+"?hidden=true", admin, nil)
		res.json(t, &page)
		if len(page.Reviews) != 3 || !page.Reviews[0].Hidden || page.Reviews[0].HiddenBy != "boss@example.com" ||
			page.Reviews[0].HiddenAt == nil || page.Reviews[1].Hidden || page.Count != 2 {
			t.Errorf("all reviews for admins: %s", res.body)
		}

		// Its author may edit it meanwhile: the rating takes the new stars once it shows.
		h.must(200, "PUT", reviews+"/mine", buyers[2], review(3, "Better than I said"))
		wantRating(t, h, tool, toolshop.Rating{Average: 4.5, Count: 2})
		var mine toolshop.ToolReview
		h.must(200, "GET", reviews+"/mine", buyers[2], nil).json(t, &mine)
		if !mine.Hidden || mine.HiddenBy != "" {
			t.Errorf("the author's hidden review: %+v", mine)
		}
		h.must(200, "PUT", hide, admin, map[string]any{"hidden": false})
		wantRating(t, h, tool, toolshop.Rating{Average: 4, Count: 3})
		h.must(200, "PUT", hide, admin, map[string]any{"hidden": true})
		h.must(200, "DELETE", reviews+"/mine", buyers[2], nil) // hidden: the rating stays
		wantRating(t, h, tool, toolshop.Rating{Average: 4.5, Count: 2})
	})
}

// A buyer posting their review twice at once writes one: the other is told it exists.
func TestToolReviewRace(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		tool := h.tool(1000, 1, 100)
		ann := h.customer("ann@example.com")
		h.pay(ann, h.order(ann, tool, 1))
		for round := range 5 {
			statuses := make([]int, 2)
			var wg sync.WaitGroup
			for i := range statuses {
				wg.Go(func() { statuses[i] = h.do("POST", "/tool/"+tool+"/reviews", ann, review(4, "Mine")).status })
			}
			wg.Wait()
			if min(statuses[0], statuses[1]) != 201 || max(statuses[0], statuses[1]) != 409 {
				t.Fatalf("round %d: statuses %v, want one 201 and one 409", round, statuses)
			}
			wantRating(t, h, tool, toolshop.Rating{Average: 4, Count: 1})
			h.must(200, "DELETE", "/tool/"+tool+"/reviews/mine", ann, nil)
		}
	})
}

// Moderation sticks: a review its author deletes stays stored, out of the list and the
// rating; one the shop hid cannot come back as a new one, though a review deleted while shown
// may be written again.
func TestToolReviewHiddenStaysHidden(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h, admin, tool, reviews := reviewShop(t, db)
		ann, bob := h.buyer("ann@example.com", tool), h.buyer("bob@example.com", tool)
		h.must(201, "POST", reviews, ann, review(1, "Rubbish, buy elsewhere"))
		h.must(201, "POST", reviews, bob, review(4, "Good"))
		var mine toolshop.ToolReview
		h.must(200, "GET", reviews+"/mine", ann, nil).json(t, &mine)
		h.must(200, "PUT", "/admin/reviews/"+mine.ID+"/hidden", admin, map[string]any{"hidden": true})
		wantRating(t, h, tool, toolshop.Rating{Average: 4, Count: 1})

		h.must(200, "DELETE", reviews+"/mine", ann, nil)
		if kept := storetest.Strings(t, db, `SELECT title FROM tool_reviews WHERE deleted_at IS NOT NULL`); len(kept) != 1 || kept[0] != "Rubbish, buy elsewhere" {
			t.Errorf("deleted reviews kept: %q", kept)
		}
		wantError(t, "a hidden review deleted, its author's", h.do("GET", reviews+"/mine", ann, nil), 403, toolshop.ErrToolReviewHidden.Message)
		wantError(t, "posted again", h.do("POST", reviews, ann, review(5, "Great")), 403, toolshop.ErrToolReviewHidden.Message)
		h.must(404, "DELETE", reviews+"/mine", ann, nil)
		h.must(404, "PUT", reviews+"/mine", ann, review(5, "Great"))
		h.must(404, "PUT", "/admin/reviews/"+mine.ID+"/hidden", admin, map[string]any{"hidden": false})
		wantRating(t, h, tool, toolshop.Rating{Average: 4, Count: 1})
		var all toolshop.ToolReviews
		h.must(200, "GET", reviews+"?hidden=true", admin, nil).json(t, &all)
		if len(all.Reviews) != 1 || all.Reviews[0].Title != "Good" {
			t.Errorf("every review for admins, the deleted one left out: %+v", all.Reviews)
		}

		h.must(200, "DELETE", reviews+"/mine", bob, nil)
		wantRating(t, h, tool, toolshop.Rating{})
		h.must(404, "GET", reviews+"/mine", bob, nil) // shown when deleted: bob may write one again
		h.must(201, "POST", reviews, bob, review(2, "Worn out already"))
		wantRating(t, h, tool, toolshop.Rating{Average: 2, Count: 1})
	})
}

// A refund of every unit of the tool its author bought takes the review's "verified" mark
// and its weight in the rating away, and it can no longer be edited; a partial refund, or
// another order keeping the tool, leaves it be.
func TestToolReviewRefundedInFull(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h, admin, tool, reviews := reviewShop(t, db)
		refund := func(order string, units int) {
			t.Helper()
			h.must(200, "POST", "/orders/"+order+"/refund", admin, map[string]any{"lines": []map[string]any{{"toolId": tool, "quantity": units}}})
		}
		mine := func(token string) (r toolshop.ToolReview) {
			h.must(200, "GET", reviews+"/mine", token, nil).json(t, &r)
			return r
		}

		erin := h.customer("erin@example.com")
		order := h.order(erin, tool, 2)
		h.pay(erin, order)
		h.must(201, "POST", reviews, erin, review(5, "Great"))
		refund(order, 1)
		if r := mine(erin); !r.Verified {
			t.Errorf("one unit of two refunded: %+v", r)
		}
		wantRating(t, h, tool, toolshop.Rating{Average: 5, Count: 1})

		refund(order, 1)
		if r := mine(erin); r.Verified || r.Ratings != 5 {
			t.Errorf("every unit refunded: %+v, want kept, not verified", r)
		}
		wantRating(t, h, tool, toolshop.Rating{})
		var listed toolshop.ToolReviews
		h.must(200, "GET", reviews, "", nil).json(t, &listed)
		if len(listed.Reviews) != 1 || listed.Reviews[0].Verified || listed.Distribution["5"] != 0 {
			t.Errorf("listed after the refund: %+v", listed)
		}
		wantError(t, "edited after the refund", h.do("PUT", reviews+"/mine", erin, review(1, "Angry now")), 403, toolshop.ErrToolReviewRefunded.Message)
		if r := mine(erin); r.Ratings != 5 || r.Title != "Great" {
			t.Errorf("refused edit changed it: %+v", r)
		}
		// Shown again by an admin, it still weighs nothing.
		h.must(200, "PUT", "/admin/reviews/"+listed.Reviews[0].ID+"/hidden", admin, map[string]any{"hidden": true})
		h.must(200, "PUT", "/admin/reviews/"+listed.Reviews[0].ID+"/hidden", admin, map[string]any{"hidden": false})
		wantRating(t, h, tool, toolshop.Rating{})
		// Bought again, the author may delete it and write a verified one.
		h.must(200, "DELETE", reviews+"/mine", erin, nil)
		wantError(t, "no unit kept", h.do("POST", reviews, erin, review(4, "Again")), 403, toolshop.ErrNotBuyer.Message)
		h.pay(erin, h.order(erin, tool, 1))
		h.must(201, "POST", reviews, erin, review(4, "Again"))
		if r := mine(erin); !r.Verified {
			t.Errorf("written after buying again: %+v", r)
		}
		wantRating(t, h, tool, toolshop.Rating{Average: 4, Count: 1})

		// Two orders of the tool: refunding one whole keeps the review verified.
		fran := h.customer("fran@example.com")
		first := h.order(fran, tool, 1)
		h.pay(fran, first)
		h.pay(fran, h.order(fran, tool, 1))
		h.must(201, "POST", reviews, fran, review(2, "Fine"))
		h.must(200, "POST", "/orders/"+first+"/refund", admin, map[string]any{})
		if r := mine(fran); !r.Verified {
			t.Errorf("one of two orders refunded: %+v", r)
		}
		h.must(200, "PUT", reviews+"/mine", fran, review(3, "Fine, really"))
		wantRating(t, h, tool, toolshop.Rating{Average: 3.5, Count: 2})
	})
}
