package payment

import (
	"context"
	"errors"
	"fmt"
	"net/http"

	"github.com/stripe/stripe-go/v85"
	"github.com/stripe/stripe-go/v85/webhook"

	"toolshop"
)

// Stripe takes payments through Stripe's API with the shop's secret key.
type Stripe struct {
	client *stripe.Client
}

// StripeConfig sets up the Stripe provider.
type StripeConfig struct {
	SecretKey string
	// BackendURL, when set, replaces Stripe's API address, for tests against stripe-mock.
	BackendURL string
	// HTTPClient, when set, carries the API calls.
	HTTPClient *http.Client
}

// orderIDKey is the metadata key of the order an intent pays.
const orderIDKey = "order_id"

// NewStripe makes a Stripe provider.
func NewStripe(cfg StripeConfig) *Stripe {
	backend := &stripe.BackendConfig{
		HTTPClient: cfg.HTTPClient,
		// Failures reach the caller as errors, and the server logs those.
		LeveledLogger: &stripe.LeveledLogger{Level: stripe.LevelNull},
	}
	if cfg.BackendURL != "" {
		backend.URL = stripe.String(cfg.BackendURL)
	}
	return &Stripe{client: stripe.NewClient(cfg.SecretKey, stripe.WithBackends(stripe.NewBackendsWithConfig(backend)))}
}

func (s *Stripe) CreateIntent(ctx context.Context, orderID string, amount toolshop.Cents) (toolshop.PaymentIntent, error) {
	params := &stripe.PaymentIntentCreateParams{
		Amount:             stripe.Int64(int64(amount)),
		Currency:           stripe.String(toolshop.Currency),
		PaymentMethodTypes: stripe.StringSlice([]string{"card"}),
		Metadata:           map[string]string{orderIDKey: orderID},
	}
	// One key per order: Stripe answers a repeated request with the intent it made first.
	params.SetIdempotencyKey("order-" + orderID)
	pi, err := s.client.V1PaymentIntents.Create(ctx, params)
	if err != nil {
		return toolshop.PaymentIntent{}, fmt.Errorf("stripe: create payment intent: %w", err)
	}
	return intentOf(pi), nil
}

func (s *Stripe) Intent(ctx context.Context, id string) (toolshop.PaymentIntent, error) {
	pi, err := s.client.V1PaymentIntents.Retrieve(ctx, id, nil)
	var stripeErr *stripe.Error
	switch {
	case errors.As(err, &stripeErr) && stripeErr.HTTPStatusCode == http.StatusNotFound:
		return toolshop.PaymentIntent{}, toolshop.ErrUnknownPayment
	case err != nil:
		return toolshop.PaymentIntent{}, fmt.Errorf("stripe: read payment intent: %w", err)
	}
	return intentOf(pi), nil
}

// CancelIntent cancels an intent at Stripe. Stripe refuses to cancel one that has succeeded
// or is processing; that one is read back and answered as it is.
func (s *Stripe) CancelIntent(ctx context.Context, id string) (toolshop.PaymentIntent, error) {
	pi, err := s.client.V1PaymentIntents.Cancel(ctx, id, nil)
	if err == nil {
		return intentOf(pi), nil
	}
	current, readErr := s.Intent(ctx, id)
	switch {
	case readErr != nil:
		return current, fmt.Errorf("stripe: cancel payment intent: %w", err)
	case current.Status == toolshop.PaymentSucceeded, current.Status == toolshop.PaymentProcessing,
		current.Status == toolshop.PaymentCanceled:
		return current, nil
	}
	return current, fmt.Errorf("stripe: cancel payment intent: %w", err)
}

// Refund refunds amount of an intent's payment. Asking again with the same key answers the
// refund Stripe made first.
func (s *Stripe) Refund(ctx context.Context, intentID string, amount toolshop.Cents, key string) (string, error) {
	params := &stripe.RefundCreateParams{PaymentIntent: stripe.String(intentID), Amount: stripe.Int64(int64(amount))}
	params.SetIdempotencyKey(key)
	refund, err := s.client.V1Refunds.Create(ctx, params)
	if err != nil {
		return "", fmt.Errorf("stripe: refund payment intent: %w", err)
	}
	return refund.ID, nil
}

func intentOf(pi *stripe.PaymentIntent) toolshop.PaymentIntent {
	return toolshop.PaymentIntent{
		ID: pi.ID, ClientSecret: pi.ClientSecret, Status: string(pi.Status),
		Amount: toolshop.Cents(pi.Amount), Currency: string(pi.Currency), OrderID: pi.Metadata[orderIDKey],
	}
}

// Event is what a Stripe webhook reports: the event's id and type and, for a payment intent
// event, the intent's id.
type Event struct {
	ID, Type, IntentID string
}

// IntentSucceeded is the type of the event Stripe sends when an intent's money is taken.
const IntentSucceeded = string(stripe.EventTypePaymentIntentSucceeded)

var errBadWebhook = toolshop.Errorf(toolshop.EINVALID, "Invalid Stripe signature")

// ParseStripeEvent checks a webhook's Stripe-Signature header against the endpoint's
// signing secret and reads the event.
func ParseStripeEvent(payload []byte, signature, secret string) (Event, error) {
	// The event's API version does not matter: only ids are read from it, and the intent is
	// then read back through our own API version.
	e, err := webhook.ConstructEventWithOptions(payload, signature, secret,
		webhook.ConstructEventOptions{IgnoreAPIVersionMismatch: true})
	if err != nil || e.ID == "" || e.Data == nil {
		return Event{}, errBadWebhook
	}
	return Event{ID: e.ID, Type: string(e.Type), IntentID: e.GetObjectValue("id")}, nil
}
