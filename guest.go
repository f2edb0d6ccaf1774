package toolshop

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"regexp"
	"slices"
	"strings"
	"time"
)

// GuestCheckout is a visitor's checkout, without an account: the cart's lines, which their
// browser keeps, and the email the order will belong to, beside a checkout's fields.
type GuestCheckout struct {
	Checkout
	// Lines are the visitor's cart, which the shop keeps nowhere; its code is the checkout's.
	Lines []CartItem `json:"lines"`
	Email string     `json:"email"`
}

// Validate checks the checkout as a customer's, the email, the cart's lines and the name,
// which a guest has no account to give.
func (g *GuestCheckout) Validate() error {
	var p problems
	g.PostalAddress.check(&p)
	if g.CustomerName == "" {
		p.add("customerName", "Name is required")
	}
	g.Email = checkEmail(&p, g.Email)
	g.checkGuest(&p)
	return p.err()
}

// ValidateQuote checks what a guest's checkout is priced from: the lines, and the email
// whose uses of a code count, if it is typed yet.
func (g *GuestCheckout) ValidateQuote() error {
	var p problems
	if g.Email != "" {
		g.Email = checkEmail(&p, g.Email)
	}
	g.checkGuest(&p)
	return p.err()
}

func (g *GuestCheckout) checkGuest(p *problems) {
	g.checkTerms(p)
	checkLines(p, &g.Lines)
}

// Place builds the guest's order as a customer's checkout does (Checkout.Place), for the
// email, with a new key that opens it. pending counts the email's unpaid guest orders only,
// so a stranger's guest orders never block the account that owns the email.
func (g GuestCheckout) Place(cart Cart, terms Terms, pending int, rules OrderRules, now time.Time) (Order, error) {
	o, err := g.Checkout.Place(User{Email: g.Email}, cart, terms, pending, rules, now)
	if err != nil {
		return Order{}, err
	}
	o.Guest, o.Key = true, NewKey()
	return o, nil
}

// Fingerprint is Checkout.Fingerprint of a guest's checkout: its email, lines and delivery.
func (g GuestCheckout) Fingerprint() string { return fingerprint("guest", g) }

// Quote is the order Place would build, with no key.
func (g GuestCheckout) Quote(cart Cart, terms Terms, rules OrderRules, now time.Time) (Order, error) {
	o, err := g.Checkout.Quote(User{Email: g.Email}, cart, terms, 0, rules, now)
	o.Guest = true
	return o, err
}

// NewKey makes a key that opens one guest order, or the random part of an API key: 256
// random bits, of which the shop keeps only the hash (HashKey).
func NewKey() string {
	b := make([]byte, 32)
	rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

// HashKey is what the shop keeps of an order's key or an API key. A key is random and long,
// so a fast hash is enough: nobody can guess what hashes to a stored value.
func HashKey(key string) string {
	sum := sha256.Sum256([]byte(key))
	return hex.EncodeToString(sum[:])
}

// GuestActor is the holder of a guest order's key: it opens the one order whose key it is.
func GuestActor(key string) Actor { return Actor{Key: key} }

// opens reports whether the key is one of the order's.
func (o Order) opens(key string) bool {
	return key != "" && slices.Contains(o.KeyHashes, HashKey(key))
}

// Hide answers a key's holder for an order that does not exist as for another's order, so
// that a key tells nothing of which orders exist.
func (a Actor) Hide(err error) error {
	if a.Key != "" && ErrorCode(err) == ENOTFOUND {
		return ErrNotYourOrder
	}
	return err
}

// GuestLinkRequest asks for the link of a guest order to be mailed again: the order's email
// and number, as the pages show it ("#3FA2B9C1", the "#" optional).
type GuestLinkRequest struct {
	Email       string `json:"email"`
	OrderNumber string `json:"orderNumber"`
}

var orderNumberPattern = regexp.MustCompile(`^[0-9a-f]{8}$`)

// Validate checks the email and reads the number as the end of an order's id.
func (r *GuestLinkRequest) Validate() error {
	var p problems
	r.Email = checkEmail(&p, r.Email)
	r.OrderNumber = strings.ToLower(strings.TrimPrefix(strings.TrimSpace(r.OrderNumber), "#"))
	if !orderNumberPattern.MatchString(r.OrderNumber) {
		p.add("orderNumber", "Enter the order number as the mail shows it, like #3FA2B9C1")
	}
	return p.err()
}

// MsgGuestLinkSent answers every request for a guest order's link, whether or not one is
// mailed: nobody learns which orders exist.
const MsgGuestLinkSent = "If an order with that number was placed with that email, a link to it is on its way."

// The limits on what a visitor may do without an account: guest orders placed and links
// asked for, per client address and per email, counted as sign-in attempts are.
var (
	GuestOrderLimit = Limit{Max: 10, Window: time.Hour,
		Message: "Too many guest orders from your address. Try again in an hour, or sign in."}
	GuestOrderEmailLimit = Limit{Max: 10, Window: time.Hour,
		Message: "Too many guest orders for this email. Try again in an hour, or sign in."}
	GuestLinkLimit = Limit{Max: 10, Window: time.Hour,
		Message: "Too many requests for order links from your address. Try again in an hour."}
	GuestLinkEmailLimit = Limit{Max: 3, Window: time.Hour,
		Message: "A link was mailed a moment ago. Check your inbox, or try again in an hour."}
)
