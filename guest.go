package toolshop

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"regexp"
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
	g.checkBuyer(&p)
	g.checkGuest(&p)
	return p.err()
}

// checkBuyer checks the address, the name and the email.
func (g *GuestCheckout) checkBuyer(p *problems) {
	g.PostalAddress.check(p)
	if g.CustomerName == "" {
		p.add("customerName", "Name is required")
	}
	g.Email = checkEmail(p, g.Email)
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
// email, with a new key that opens it (the browser's). pending counts the email's unpaid guest orders only,
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
	_, ok := o.Keys[HashKey(key)]
	return key != "" && ok
}

// KeyKind is what a guest order's key lets its holder do besides opening the order: a key
// mailed to the order's email shows that its holder reads that mailbox, which the browser
// that placed the order need not.
type KeyKind string

const (
	// BrowserKey is the checkout's answer to the browser that placed the order: it pays and
	// cancels the order.
	BrowserKey KeyKind = "browser"
	// MailedKey went in a mail to the order's email: it pays, cancels and confirms the order.
	MailedKey KeyKind = "mailed"
	// ConfirmKey went in a mail asking an address that never bought to confirm the order:
	// it confirms the order, and pays it only once it is confirmed.
	ConfirmKey KeyKind = "confirm"
)

// OrderKey is a new key of a guest order, the one time the shop knows it, and its kind.
type OrderKey struct {
	Key  string
	Kind KeyKind
}

// NewMailKey is the new key a mail about the guest order carries, one for each mail: a confirm
// key while the order waits unconfirmed for an address that never bought (known is false: no
// paid order of the email, no verified account), else a mailed key. A stranger can thus
// place an order with anyone's email, but never have the shop ask that address to pay it.
func (o Order) NewMailKey(known bool) OrderKey {
	if !o.Guest {
		return OrderKey{}
	}
	if !known && !o.Confirmed && o.State == Pending {
		return OrderKey{NewKey(), ConfirmKey}
	}
	return OrderKey{NewKey(), MailedKey}
}

// EventConfirmed is the event of a guest order its email's owner confirmed.
const EventConfirmed = "confirmed"

// ErrConfirmFromMail refuses to confirm an order to anyone but its email's owner.
var ErrConfirmFromMail = Errorf(EFORBIDDEN, "Only the owner of the order's email can confirm it, from the link mailed to it")

// ErrConfirmFirst refuses to pay an order from a confirm link before it is confirmed.
var ErrConfirmFirst = Errorf(ECONFLICT, "Confirm this order before paying it")

// Confirm is the word of the order's email's owner that the guest order is theirs: the holder
// of a key mailed to the email, or a verified account of the email, which then lists the
// order as its own. Confirming again changes nothing.
func (o Order) Confirm(by Actor, now time.Time) (Change, error) {
	kind, keyed := o.Keys[HashKey(by.Key)]
	switch {
	case !o.Guest || !keyed && (by.Key != "" || by.Email != o.Email):
		return Change{}, ErrNotYourOrder
	case keyed && kind == BrowserKey || !keyed && !by.Verified:
		return Change{}, ErrConfirmFromMail
	case o.Confirmed:
		return Change{}, nil
	}
	c := o.change(o.State, by, now, nil)
	c.Event.Kind, c.Confirm = EventConfirmed, true
	return c, nil
}

// mustConfirm reports whether by opened the pending order with a confirm link and has not
// confirmed it yet: the page then asks them to confirm it before it offers to pay.
func (o Order) mustConfirm(by Actor) bool {
	return o.State == Pending && by.Key != "" && o.Keys[HashKey(by.Key)] == ConfirmKey && !o.Confirmed
}

// ShownTo is the order as by sees it at now: ConfirmFirst says whether they must confirm it
// before paying, Actions what they may do to it.
func (o Order) ShownTo(by Actor, now time.Time) Order {
	o.ConfirmFirst = o.mustConfirm(by)
	o.Actions = o.Allows(by, now)
	return o
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
