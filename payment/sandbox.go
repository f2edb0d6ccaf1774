package payment

import (
	"context"
	"crypto/rand"
	"fmt"
	"strings"
	"time"

	"toolshop"
)

// Sandbox is the built-in provider, for a shop without a payment account. Its intents live
// in the shop's own database and, as in Stripe's test mode, test card numbers decide what
// happens; no real card is ever charged.
type Sandbox struct {
	Store SandboxStore
	// Now is the clock card expiry dates are checked against; tests may set it.
	Now func() time.Time
}

// SandboxStore keeps the sandbox's intents.
type SandboxStore interface {
	// CreateSandboxIntent stores pi unless its order has an intent already, and answers
	// the order's intent.
	CreateSandboxIntent(ctx context.Context, pi toolshop.PaymentIntent) (toolshop.PaymentIntent, error)
	SandboxIntent(ctx context.Context, id string) (toolshop.PaymentIntent, error)
	SandboxIntentBySecret(ctx context.Context, secret string) (toolshop.PaymentIntent, error)
	// SetSandboxIntentStatus moves an intent from status from to status to, if it is still
	// in from, and reports whether it did.
	SetSandboxIntentStatus(ctx context.Context, id, from, to string) (bool, error)
	// CreateSandboxRefund stores a refund of amount of pi's payment unless key has one,
	// and answers the key's refund; refunds beyond what pi took are refused.
	CreateSandboxRefund(ctx context.Context, id, key string, pi toolshop.PaymentIntent, amount toolshop.Cents) (string, error)
}

// Card is what the sandbox's card form sends.
type Card struct {
	Number   string `json:"number"`
	ExpMonth int    `json:"expMonth"`
	ExpYear  int    `json:"expYear"`
	CVC      string `json:"cvc"`
}

// requiresPaymentMethod is Stripe's status of an intent waiting for a card, the status a
// declined card leaves it in too, so the customer can try another.
const requiresPaymentMethod = "requires_payment_method"

func (s *Sandbox) CreateIntent(ctx context.Context, orderID string, amount toolshop.Cents) (toolshop.PaymentIntent, error) {
	id := "pi_sandbox_" + strings.ToLower(rand.Text())
	return s.Store.CreateSandboxIntent(ctx, toolshop.PaymentIntent{
		ID: id, ClientSecret: id + "_secret_" + rand.Text(), Status: requiresPaymentMethod,
		Amount: amount, Currency: toolshop.Currency, OrderID: orderID,
	})
}

func (s *Sandbox) Intent(ctx context.Context, id string) (toolshop.PaymentIntent, error) {
	return s.Store.SandboxIntent(ctx, id)
}

// IntentBySecret finds the intent a customer's page holds the client secret of.
func (s *Sandbox) IntentBySecret(ctx context.Context, secret string) (toolshop.PaymentIntent, error) {
	return s.Store.SandboxIntentBySecret(ctx, secret)
}

// Confirm charges the card for the intent. A refused card is an ECARD error and leaves the
// intent as it was; confirming an intent that has succeeded already charges nothing more
// and answers it again, so a page that lost the first answer can carry on. A cancelled
// intent is refused, as Stripe refuses it.
func (s *Sandbox) Confirm(ctx context.Context, pi toolshop.PaymentIntent, card Card) (toolshop.PaymentIntent, error) {
	if pi.Status == toolshop.PaymentSucceeded {
		return pi, nil
	}
	if err := card.check(s.Now()); err != nil {
		return pi, err
	}
	charged, err := s.Store.SetSandboxIntentStatus(ctx, pi.ID, requiresPaymentMethod, toolshop.PaymentSucceeded)
	if err != nil {
		return pi, err
	}
	if !charged {
		// Cancelled, or charged by another request meanwhile: answer what it is now.
		if pi, err = s.Intent(ctx, pi.ID); err == nil && pi.Status != toolshop.PaymentSucceeded {
			err = errIntentCanceled
		}
		return pi, err
	}
	pi.Status = toolshop.PaymentSucceeded
	return pi, nil
}

var errIntentCanceled = toolshop.Errorf(toolshop.ECARD, "This payment was cancelled: the order is no longer open")

// CancelIntent cancels an intent that has taken no money; one that has is answered as it is.
func (s *Sandbox) CancelIntent(ctx context.Context, id string) (toolshop.PaymentIntent, error) {
	if _, err := s.Store.SetSandboxIntentStatus(ctx, id, requiresPaymentMethod, toolshop.PaymentCanceled); err != nil {
		return toolshop.PaymentIntent{}, err
	}
	return s.Intent(ctx, id)
}

// Refund records the refund of amount of a succeeded intent's payment, once per key.
func (s *Sandbox) Refund(ctx context.Context, intentID string, amount toolshop.Cents, key string) (string, error) {
	pi, err := s.Intent(ctx, intentID)
	if err != nil {
		return "", err
	}
	if pi.Status != toolshop.PaymentSucceeded {
		return "", fmt.Errorf("sandbox: refund of intent %s in status %s", pi.ID, pi.Status)
	}
	return s.Store.CreateSandboxRefund(ctx, "re_sandbox_"+strings.ToLower(rand.Text()), key, pi, amount)
}

// testCards are Stripe's test card numbers and the refusal each gets; "" succeeds. Any
// other valid number is declined, as real cards are in Stripe's test mode.
var testCards = map[string]string{
	"4242424242424242": "",
	"4000000000000002": "Your card was declined.",
	"4000000000009995": "Your card has insufficient funds.",
}

// check refuses the card as Stripe would, in Stripe's words: first a mistyped number,
// expiry or CVC, then the test card's outcome.
func (c Card) check(now time.Time) error {
	number := strings.ReplaceAll(c.Number, " ", "")
	year := c.ExpYear
	if year < 100 {
		year += 2000 // a two-digit year, as printed on cards
	}
	now = now.UTC()
	refusal, isTestCard := testCards[number]
	switch {
	case len(number) < 12 || len(number) > 19 || !digits(number) || !luhn(number):
		refusal = "Your card number is invalid."
	case c.ExpMonth < 1 || c.ExpMonth > 12:
		refusal = "Your card's expiration month is invalid."
	case year > now.Year()+50:
		refusal = "Your card's expiration year is invalid."
	case year < now.Year() || year == now.Year() && time.Month(c.ExpMonth) < now.Month():
		refusal = "Your card's expiration date is in the past."
	case !digits(c.CVC) || len(c.CVC) > 4:
		refusal = "Your card's security code is invalid."
	case len(c.CVC) < 3:
		refusal = "Your card's security code is incomplete."
	case !isTestCard:
		refusal = "Your card was declined. This is test mode: use the test card 4242 4242 4242 4242."
	}
	if refusal != "" {
		return toolshop.Errorf(toolshop.ECARD, "%s", refusal)
	}
	return nil
}

func digits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// luhn applies the check digit rule every card number keeps.
func luhn(number string) bool {
	sum := 0
	for i := range len(number) {
		d := int(number[len(number)-1-i] - '0')
		if i%2 == 1 {
			if d *= 2; d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return sum%10 == 0
}
