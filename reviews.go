package toolshop

import (
	"net/url"
	"strings"
	"time"
)

// Review is a customer's rating of the shop, the home page's "User Reviews". An admin may
// hide it as a tool's review: it stays stored, out of the list everyone sees.
type Review struct {
	ID          string `json:"_id"`
	Name        string `json:"name"`
	Ratings     int    `json:"ratings"`
	Description string `json:"description"`
	Hidden      bool   `json:"hidden"`
	// HiddenAt and HiddenBy (an admin's email) tell admins when and by whom it was hidden.
	HiddenAt *time.Time `json:"hiddenAt,omitempty"`
	HiddenBy string     `json:"hiddenBy,omitempty"`
}

// Errors of the shop's reviews.
var (
	// ErrReviewedAlready refuses a second review from one account.
	ErrReviewedAlready = Errorf(ECONFLICT, "You have written your review already: thank you!")
	ErrNotShopBuyer    = Errorf(EFORBIDDEN, "Only customers who bought from the shop can review it")
	ErrNoReview        = Errorf(ENOTFOUND, "You have not reviewed the shop")
)

// MayReviewShop is the rule of who reviews the shop: a customer with an order of theirs (as
// MayReview) that was paid and not refunded in full, shipped or not, a partial refund
// included; or the shop itself (TheShop), for its sample reviews. orders are the orders of
// the actor's email, with their state.
func (a Actor) MayReviewShop(orders []Order) error {
	if a == TheShop {
		return nil
	}
	for _, o := range orders {
		if a.Key == "" && a.owns(o) && o.bought() {
			return nil
		}
	}
	return ErrNotShopBuyer
}

// ReviewFilter picks a page of the shop's reviews, newest first.
type ReviewFilter struct {
	// Hidden adds the hidden reviews, for admins.
	Hidden bool
	Page
}

// ParseReviewFilter reads the query of GET /ratings: hidden, limit and offset.
func ParseReviewFilter(v url.Values) (ReviewFilter, error) {
	page, err := ParsePage(v.Get("limit"), v.Get("offset"))
	if err != nil {
		return ReviewFilter{}, err
	}
	hidden, err := parseHidden(v)
	return ReviewFilter{Hidden: hidden, Page: page}, err
}

// NewReview is what a customer sends to write a review. A customer's review is signed with
// the account's name (ReviewBy); a name in the request is used only for the shop's own
// sample reviews (Review).
type NewReview struct {
	Name        string `json:"name"`
	Ratings     *int   `json:"ratings"`
	Description string `json:"description"`
}

// ReviewBy checks a customer's request and turns it into a review signed with the author's
// account name, whatever name the request gives.
func (r NewReview) ReviewBy(author User) (Review, error) {
	r.Name = author.Name
	return r.Review()
}

// Review checks the request and turns it into a review signed with the name it gives.
func (r NewReview) Review() (Review, error) {
	rev := Review{Name: strings.TrimSpace(r.Name), Description: strings.TrimSpace(r.Description)}
	var p problems
	rev.Ratings = checkRatings(&p, r.Ratings)
	checkReviewText(&p, &rev.Description)
	checkLine(&p, "name", rev.Name, MaxNameLength)
	return rev, p.err()
}

// checkRatings applies the spec's rule of a review's ratings, 1 to 5 stars, and answers them.
func checkRatings(p *problems, ratings *int) int {
	switch {
	case ratings == nil:
		p.add("ratings", "Ratings is required")
	case *ratings < 1 || *ratings > 5:
		p.add("ratings", "Give Rating number Between 1 to 5")
	default:
		return *ratings
	}
	return 0
}

// checkReviewText trims a review's description and checks it: given, and not too long.
func checkReviewText(p *problems, description *string) {
	*description = strings.TrimSpace(*description)
	if *description == "" {
		p.add("description", msgDescription)
	}
	checkText(p, "description", *description, 2000)
}
