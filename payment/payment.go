// Package payment takes card payments through payment intents, as Stripe does: the server
// creates an intent for an order's amount, the customer's page confirms the card against it,
// and the server reads the intent back before it marks the order paid. Two providers: the
// built-in Sandbox (the default, no account needed) and Stripe.
package payment

import (
	"context"

	"toolshop"
)

// Provider makes and reads payment intents.
type Provider interface {
	// CreateIntent asks for amount, in US cents, for the order. Asking again for the same
	// order answers the same intent.
	CreateIntent(ctx context.Context, orderID string, amount toolshop.Cents) (toolshop.PaymentIntent, error)
	// Intent reads an intent back as the provider holds it; an unknown id is
	// toolshop.ErrUnknownPayment.
	Intent(ctx context.Context, id string) (toolshop.PaymentIntent, error)
}
