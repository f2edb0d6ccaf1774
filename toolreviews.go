package toolshop

import (
	"context"
	"math"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// ToolReview is a customer's review of a tool they bought (MayReview): one an author and
// tool. An admin may hide it: it stays stored, out of the tool's rating and of the list
// everyone sees. Its author may delete it: it stays stored too (Deleted), out of every list,
// so that a hidden one cannot come back as a new one (Replace).
type ToolReview struct {
	ID          string `json:"_id"`
	ToolID      string `json:"toolId"`
	Name        string `json:"name"`
	Ratings     int    `json:"ratings"`
	Title       string `json:"title"`
	Description string `json:"description"`
	// Verified marks a review by a buyer of the tool: every review, as only buyers write one,
	// until a refund of every unit its author bought takes it away (LosesVerified).
	Verified bool `json:"verified"`
	// Bought is the variant its author bought ("18V · Bare tool"), "" for a tool without.
	Bought    string    `json:"bought,omitempty"`
	CreatedAt time.Time `json:"createdAt"`
	UpdatedAt time.Time `json:"updatedAt"`
	Hidden    bool      `json:"hidden"`
	// HiddenAt and HiddenBy (an admin's email) tell admins when and by whom it was hidden.
	HiddenAt    *time.Time `json:"hiddenAt,omitempty"`
	HiddenBy    string     `json:"hiddenBy,omitempty"`
	AuthorEmail string     `json:"-"`
	Deleted     bool       `json:"-"`
}

// Errors of tool reviews.
var (
	ErrNotBuyer            = Errorf(EFORBIDDEN, "Only customers who bought this tool can review it")
	ErrToolReviewedAlready = Errorf(ECONFLICT, "You have reviewed this tool already: edit your review instead")
	ErrNoToolReview        = Errorf(ENOTFOUND, "You have not reviewed this tool")
	ErrToolReviewHidden    = Errorf(EFORBIDDEN, "Your review of this tool was hidden by the shop")
	ErrToolReviewRefunded  = Errorf(EFORBIDDEN, "Your purchase of this tool was refunded: its review can no longer be edited")
)

// Replace decides whether the author may write a new review of the tool in place of before,
// their review as stored: only once they deleted it, and never when the shop hid it.
func (before ToolReview) Replace() error {
	switch {
	case before.Hidden:
		return ErrToolReviewHidden
	case !before.Deleted:
		return ErrToolReviewedAlready
	}
	return nil
}

// MayEdit decides whether the author may edit before, their standing review: not once it
// lost its "verified" mark.
func (before ToolReview) MayEdit() error {
	if !before.Verified {
		return ErrToolReviewRefunded
	}
	return nil
}

// Weighs tells whether the review counts in its tool's rating: verified, shown and standing.
func (r ToolReview) Weighs() bool {
	return r.Verified && !r.Hidden && !r.Deleted
}

// LosesVerified tells whether a refund takes the review's "verified" mark away, and its
// weight in the rating with it, for good: once its author keeps none of the tool they bought
// (MayReview on author's orders holding the tool as stored after the refund).
func (r ToolReview) LosesVerified(author Actor, orders []Order) bool {
	return r.Verified && !r.Deleted && author.MayReview(r.ToolID, orders) != nil
}

// MayReview is the rule of who reviews a tool: a customer who bought it, in an order of
// theirs (a guest order of their email once the account proved the mailbox and the order is
// confirmed) that was paid
// and keeps some of the tool not refunded. orders are the orders of the actor's email that
// hold the tool, with its lines only.
func (a Actor) MayReview(toolID string, orders []Order) error {
	for _, o := range orders {
		if a.Key == "" && a.owns(o) && o.keeps(toolID) {
			return nil
		}
	}
	return ErrNotBuyer
}

// bought tells whether the order was paid for and is not refunded in full: paid or shipped.
func (o Order) bought() bool {
	return o.State == Paid || o.State == Shipped
}

// keeps tells whether the order was paid for and keeps units of the tool not refunded.
func (o Order) keeps(toolID string) bool {
	if !o.bought() {
		return false
	}
	for _, l := range o.Lines {
		if l.ToolID == toolID && l.Refunded < l.Quantity {
			return true
		}
	}
	return false
}

// ToolReviewText is what a customer writes: the spec's review body and a title.
type ToolReviewText struct {
	Ratings     *int   `json:"ratings"`
	Title       string `json:"title"`
	Description string `json:"description"`
}

const maxReviewTitle = 120

// ReviewBy checks the text and turns it into a review of the tool signed with the author's
// account name, whatever the request says.
func (r ToolReviewText) ReviewBy(author User, toolID string) (ToolReview, error) {
	rev := ToolReview{ToolID: toolID, Name: author.Name, AuthorEmail: author.Email, Verified: true,
		Title: strings.TrimSpace(r.Title), Description: r.Description}
	var p problems
	rev.Ratings = checkRatings(&p, r.Ratings)
	if rev.Title == "" {
		p.add("title", "Title is required")
	}
	checkLine(&p, "title", rev.Title, maxReviewTitle)
	checkReviewText(&p, &rev.Description)
	return rev, p.err()
}

// ReviewHiding is an admin's request to hide a review or show it again.
type ReviewHiding struct {
	Hidden *bool `json:"hidden"`
}

// Validate checks that the request says which.
func (h ReviewHiding) Validate() error {
	var p problems
	if h.Hidden == nil {
		p.add("hidden", "Must be true or false")
	}
	return p.err()
}

// Rating sums up a tool's shown reviews: their average stars, to one decimal, and how many.
type Rating struct {
	Average float64 `json:"average"`
	Count   int     `json:"count"`
}

// RatingOf is the rating of count reviews whose stars add up to stars.
func RatingOf(stars int64, count int) Rating {
	if count <= 0 {
		return Rating{}
	}
	return Rating{Average: math.Round(float64(stars)*10/float64(count)) / 10, Count: count}
}

// ToolReviews is a page of a tool's reviews, with the rating and the number of shown
// reviews of each number of stars ("1" to "5") the tool has.
type ToolReviews struct {
	Reviews []ToolReview `json:"reviews"`
	Rating
	Distribution map[string]int `json:"distribution"`
}

// SummarizeReviews fills the rating and the distribution from byStars, the number of shown
// reviews of 1 to 5 stars.
func (r *ToolReviews) SummarizeReviews(byStars [5]int) {
	r.Distribution = map[string]int{}
	var stars int64
	count := 0
	for i, n := range byStars {
		r.Distribution[strconv.Itoa(i+1)] = n
		stars += int64(i+1) * int64(n)
		count += n
	}
	r.Rating = RatingOf(stars, count)
}

// ToolReviewFilter picks a page of a tool's reviews, newest first.
type ToolReviewFilter struct {
	ToolID string
	// Hidden adds the hidden reviews, for admins.
	Hidden bool
	Page
}

// ParseToolReviewFilter reads the query of GET /tool/{id}/reviews: hidden, limit and offset.
func ParseToolReviewFilter(toolID string, v url.Values) (ToolReviewFilter, error) {
	f := ToolReviewFilter{ToolID: toolID}
	page, err := ParsePage(v.Get("limit"), v.Get("offset"))
	if err != nil {
		return f, err
	}
	f.Page = page
	f.Hidden, err = parseHidden(v)
	return f, err
}

// parseHidden reads the hidden of a query of reviews: true adds the hidden ones.
func parseHidden(v url.Values) (bool, error) {
	switch v.Get("hidden") {
	case "", "false":
		return false, nil
	case "true":
		return true, nil
	}
	return false, &Error{Code: EINVALID, Message: "hidden must be true or false",
		Fields: map[string]string{"hidden": "Must be true or false"}}
}

// ToolReviewService keeps the reviews of tools by their buyers. Each write changes the
// tool's rating in its own transaction.
type ToolReviewService interface {
	// ToolReviews is the page of the tool's reviews the filter picks, newest first, with the
	// tool's rating and distribution, and how many reviews it picks in all.
	ToolReviews(ctx context.Context, f ToolReviewFilter) (ToolReviews, int, error)
	// MyToolReview is the actor's standing review of the tool; none is ErrNoToolReview when
	// they may write one (MayReview, Replace), or the refusal.
	MyToolReview(ctx context.Context, by Actor, toolID string) (ToolReview, error)
	// CreateToolReview stores a review made by ToolReviewText.ReviewBy if by.MayReview the
	// tool by its orders as stored, in place of one they deleted (Replace); a second is
	// ErrToolReviewedAlready.
	CreateToolReview(ctx context.Context, by Actor, r ToolReview) (ToolReview, error)
	// UpdateToolReview replaces the author's review's name, stars and texts by r's, while
	// they may (MayEdit).
	UpdateToolReview(ctx context.Context, r ToolReview) (int, error)
	// DeleteToolReview marks the author's review deleted: kept, out of lists and rating.
	DeleteToolReview(ctx context.Context, toolID, authorEmail string) (int, error)
	// HideToolReview hides a review (by an admin's email) or shows it again, and answers
	// how many changed.
	HideToolReview(ctx context.Context, id string, hidden bool, by string) (int, error)
}
