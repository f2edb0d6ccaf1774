// Package payment takes card payments through payment intents, as Stripe does: the server
// creates an intent for an order's amount, the customer's page confirms the card against it,
// and the server reads the intent back before it marks the order paid. Two providers of
// toolshop.PaymentProvider: the built-in Sandbox (the default, no account needed) and Stripe.
package payment

import "toolshop"

var (
	_ toolshop.PaymentProvider = (*Sandbox)(nil)
	_ toolshop.PaymentProvider = (*Stripe)(nil)
)
