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

// Moderation sticks: a new review replaces only one its author deleted while it was shown;
// a review weighs in the rating while verified, shown and standing; it loses its mark once a
// refund leaves its author none of the tool, and cannot be edited then.
func TestToolReviewModeration(t *testing.T) {
	const tool = "aaaaaaaaaaaaaaaaaaaaaaaa"
	standing := toolshop.ToolReview{ToolID: tool, Verified: true, Ratings: 4}
	deleted, hidden, hiddenDeleted, unverified := standing, standing, standing, standing
	deleted.Deleted = true
	hidden.Hidden = true
	hiddenDeleted.Hidden, hiddenDeleted.Deleted = true, true
	unverified.Verified = false
	for _, c := range []struct {
		name    string
		r       toolshop.ToolReview
		replace error
		edit    error
		weighs  bool
	}{
		{"standing", standing, toolshop.ErrToolReviewedAlready, nil, true},
		{"deleted", deleted, nil, nil, false},
		{"hidden", hidden, toolshop.ErrToolReviewHidden, nil, false},
		{"hidden, then deleted", hiddenDeleted, toolshop.ErrToolReviewHidden, nil, false},
		{"refunded in full", unverified, toolshop.ErrToolReviewedAlready, toolshop.ErrToolReviewRefunded, false},
	} {
		if err := c.r.Replace(); err != c.replace {
			t.Errorf("%s: Replace %v, want %v", c.name, err, c.replace)
		}
		if err := c.r.MayEdit(); err != c.edit {
			t.Errorf("%s: MayEdit %v, want %v", c.name, err, c.edit)
		}
		if c.r.Weighs() != c.weighs {
			t.Errorf("%s: Weighs %v, want %v", c.name, !c.weighs, c.weighs)
		}
	}

	ann := toolshop.Actor{Email: "ann@example.com", Verified: true}
	bought := func(state toolshop.OrderState, quantity, refunded int) toolshop.Order {
		return toolshop.Order{Email: ann.Email, State: state, Lines: []toolshop.OrderLine{{ToolID: tool, Quantity: quantity, Refunded: refunded}}}
	}
	for _, c := range []struct {
		name   string
		r      toolshop.ToolReview
		orders []toolshop.Order
		loses  bool
	}{
		{"a unit kept", standing, []toolshop.Order{bought(toolshop.Paid, 2, 1)}, false},
		{"every unit refunded", standing, []toolshop.Order{bought(toolshop.Shipped, 2, 2)}, true},
		{"the order refunded", standing, []toolshop.Order{bought(toolshop.Refunded, 1, 1)}, true},
		{"another order keeps it", standing, []toolshop.Order{bought(toolshop.Refunded, 1, 1), bought(toolshop.Paid, 1, 0)}, false},
		{"hidden: loses it too", hidden, []toolshop.Order{bought(toolshop.Refunded, 1, 1)}, true},
		{"lost already", unverified, nil, false},
		{"deleted", deleted, nil, false},
	} {
		if got := c.r.LosesVerified(ann, c.orders); got != c.loses {
			t.Errorf("%s: LosesVerified %v, want %v", c.name, got, c.loses)
		}
	}
}

// Who reviews the shop: a customer with an order of theirs paid or shipped, a partial refund
// included; the shop itself for its sample reviews.
func TestMayReviewShop(t *testing.T) {
	order := func(state toolshop.OrderState, guest bool) toolshop.Order {
		return toolshop.Order{Email: "ann@example.com", Guest: guest, State: state}
	}
	confirmed := func(o toolshop.Order) toolshop.Order {
		o.Confirmed = true
		return o
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
		{"paid (a partial refund included)", ann, []toolshop.Order{order(toolshop.Paid, false)}, true},
		{"shipped", ann, []toolshop.Order{order(toolshop.Shipped, false)}, true},
		{"pending", ann, []toolshop.Order{order(toolshop.Pending, false)}, false},
		{"cancelled, expired, refunded in full", ann, []toolshop.Order{order(toolshop.Cancelled, false),
			order(toolshop.Expired, false), order(toolshop.Refunded, false)}, false},
		{"a guest order, confirmed", ann, []toolshop.Order{confirmed(order(toolshop.Paid, true))}, true},
		{"a guest order, not confirmed", ann, []toolshop.Order{order(toolshop.Paid, true)}, false},
		{"a guest order, mailbox unproved", unverified, []toolshop.Order{confirmed(order(toolshop.Paid, true))}, false},
		{"another's order", toolshop.Actor{Email: "bob@example.com", Verified: true}, []toolshop.Order{order(toolshop.Paid, false)}, false},
		{"the shop's sample reviews", toolshop.TheShop, nil, true},
	} {
		err := c.by.MayReviewShop(c.orders)
		if (err == nil) != c.may || (err != nil && err != toolshop.ErrNotShopBuyer) {
			t.Errorf("%s: %v, want may review %v", c.name, err, c.may)
		}
	}
}
