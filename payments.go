package toolshop

import "context"

// Currency is the one currency the shop charges in, spelled as payment providers spell it.
const Currency = "usd"

// MinCardCharge is the smallest amount a card payment may take (Stripe's minimum in USD).
const MinCardCharge Cents = 50

// Statuses of a payment intent, as Stripe names them, that the shop acts on.
const (
	PaymentSucceeded  = "succeeded"  // the money has been taken
	PaymentProcessing = "processing" // the money is being taken: it cannot be cancelled
	PaymentCanceled   = "canceled"   // the intent can never take money
)

// PaymentProvider makes, reads, cancels and refunds payment intents: the built-in sandbox or
// Stripe.
type PaymentProvider interface {
	// CreateIntent asks for amount, in US cents, for the order. Asking again for the same
	// order answers the same intent.
	CreateIntent(ctx context.Context, orderID string, amount Cents) (PaymentIntent, error)
	// Intent reads an intent back as the provider holds it; an unknown id is
	// ErrUnknownPayment.
	Intent(ctx context.Context, id string) (PaymentIntent, error)
	// CancelIntent makes sure the intent can never take money. It answers the intent
	// canceled or, when its payment has succeeded or is under way, as it is.
	CancelIntent(ctx context.Context, id string) (PaymentIntent, error)
	// Refund gives amount of a succeeded intent's payment back and answers the refund's id.
	// key names the refund: asking again with the same key answers the same refund.
	Refund(ctx context.Context, intentID string, amount Cents, key string) (string, error)
}

// PaymentIntent is one order's card payment as the payment provider holds it.
type PaymentIntent struct {
	ID string
	// ClientSecret lets the customer's page confirm the card; it is never shown to others.
	ClientSecret string
	Status       string
	Amount       Cents
	Currency     string
	// OrderID is the order the intent was made for, kept in the intent's metadata.
	OrderID string
}

// PaymentReport is a customer's page reporting the payment of an order: the intent it
// confirmed, as Transaction.
type PaymentReport struct {
	OrderID     string `json:"orderId"`
	Transaction string `json:"transaction"`
}

// Validate checks a report of a payment for the order orderID names.
func (r PaymentReport) Validate(orderID string) error {
	if r.OrderID != "" && r.OrderID != orderID {
		return Errorf(EINVALID, "orderId does not match the order of the path")
	}
	var p problems
	if r.Transaction == "" {
		p.add("transaction", "Transaction is required")
	}
	return p.err()
}

// Errors of payments.
var (
	// Calls of a provider the shop is not set up with.
	ErrNoSandbox  = Errorf(ENOTFOUND, "The payment sandbox is not in use")
	ErrNoWebhooks = Errorf(ENOTFOUND, "Stripe webhooks are not set up")

	ErrUnknownPayment = Errorf(EINVALID, "No such payment")
	ErrBelowMinCharge = Errorf(EINVALID, "Orders under $0.50 cannot be paid by card")
)

// CheckPayment tells whether pi pays o: made for this order, for its whole total in US
// dollars, and succeeded. Nothing else may mark an order paid.
func (o Order) CheckPayment(pi PaymentIntent) error {
	switch {
	case pi.OrderID != o.ID:
		return Errorf(ECONFLICT, "This payment is for another order")
	case pi.Amount != o.Total || pi.Currency != Currency:
		return Errorf(ECONFLICT, "This payment's amount does not match the order")
	case pi.Status != PaymentSucceeded:
		return Errorf(ECONFLICT, "This payment has not succeeded")
	}
	return nil
}
