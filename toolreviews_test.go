package toolshop_test

import (
	"testing"

	"toolshop"
)

// A customer may review a tool once an order of theirs holding it is paid, while some of it
// is not refunded; a guest order of their email counts once the account proved the mailbox.
func TestMayReview(t *testing.T) {
	const tool = "aaaaaaaaaaaaaaaaaaaaaaaa"
	bought := func(state toolshop.OrderState, guest bool, quantity, refunded int) toolshop.Order {
		return toolshop.Order{Email: "ann@example.com", Guest: guest, Confirmed: guest, State: state,
			Lines: []toolshop.OrderLine{{ToolID: tool, Quantity: quantity, Refunded: refunded}}}
	}
	ann := toolshop.Actor{Email: "ann@example.com", Verified: true}
	unverified := toolshop.Actor{Email: "ann@example.com"}
	for _, c := range []struct {
		name   string
		by     toolshop.Actor
		orders []toolshop.Order
		may    bool
	}{
		{"no order", ann, nil, false},
		{"paid", ann, []toolshop.Order{bought(toolshop.Paid, false, 1, 0)}, true},
		{"shipped", ann, []toolshop.Order{bought(toolshop.Shipped, false, 2, 1)}, true},
		{"pending", ann, []toolshop.Order{bought(toolshop.Pending, false, 1, 0)}, false},
		{"cancelled", ann, []toolshop.Order{bought(toolshop.Cancelled, false, 1, 0)}, false},
		{"expired", ann, []toolshop.Order{bought(toolshop.Expired, false, 1, 0)}, false},
		{"refunded", ann, []toolshop.Order{bought(toolshop.Refunded, false, 1, 1)}, false},
		{"the tool's units all refunded", ann, []toolshop.Order{bought(toolshop.Shipped, false, 2, 2)}, false},
		{"one of several orders", ann, []toolshop.Order{bought(toolshop.Refunded, false, 1, 1), bought(toolshop.Paid, false, 1, 0)}, true},
		{"a guest order, adopted", ann, []toolshop.Order{bought(toolshop.Paid, true, 1, 0)}, true},
		{"a guest order, not confirmed", ann, []toolshop.Order{{Email: ann.Email, Guest: true, State: toolshop.Paid,
			Lines: []toolshop.OrderLine{{ToolID: tool, Quantity: 1}}}}, false},
		{"a guest order, mailbox unproved", unverified, []toolshop.Order{bought(toolshop.Paid, true, 1, 0)}, false},
		{"an account's order, mailbox unproved", unverified, []toolshop.Order{bought(toolshop.Paid, false, 1, 0)}, true},
		{"another's order", toolshop.Actor{Email: "bob@example.com", Verified: true}, []toolshop.Order{bought(toolshop.Paid, false, 1, 0)}, false},
		{"another tool", ann, []toolshop.Order{{Email: "ann@example.com", State: toolshop.Paid,
			Lines: []toolshop.OrderLine{{ToolID: "bbbbbbbbbbbbbbbbbbbbbbbb", Quantity: 1}}}}, false},
	} {
		err := c.by.MayReview(tool, c.orders)
		if (err == nil) != c.may || (err != nil && err != toolshop.ErrNotBuyer) {
			t.Errorf("%s: %v, want may review %v", c.name, err, c.may)
		}
	}
}

// A tool's rating is the average of its shown reviews' stars to one decimal, and the
// distribution names each number of stars.
func TestToolRating(t *testing.T) {
	for _, c := range []struct {
		stars int64
		count int
		want  toolshop.Rating
	}{{0, 0, toolshop.Rating{}}, {5, 1, toolshop.Rating{Average: 5, Count: 1}}, {10, 3, toolshop.Rating{Average: 3.3, Count: 3}},
		{14, 3, toolshop.Rating{Average: 4.7, Count: 3}}, {9, 2, toolshop.Rating{Average: 4.5, Count: 2}}} {
		if got := toolshop.RatingOf(c.stars, c.count); got != c.want {
			t.Errorf("RatingOf(%d, %d) = %+v, want %+v", c.stars, c.count, got, c.want)
		}
	}
	var r toolshop.ToolReviews
	r.SummarizeReviews([5]int{1, 0, 0, 2, 3})
	if r.Rating != (toolshop.Rating{Average: 4, Count: 6}) || len(r.Distribution) != 5 || r.Distribution["1"] != 1 || r.Distribution["5"] != 3 || r.Distribution["2"] != 0 {
		t.Errorf("summary %+v", r)
	}
}
