package toolshop

// Currency is the one currency the shop charges in, spelled as payment providers spell it.
const Currency = "usd"

// MinCardCharge is the smallest amount a card payment may take (Stripe's minimum in USD).
const MinCardCharge Cents = 50

// PaymentSucceeded is the status of a payment intent whose money has been taken.
const PaymentSucceeded = "succeeded"

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

// Errors of payments.
var (
	ErrOrderPaid      = Errorf(ECONFLICT, "Order is already paid")
	ErrUnknownPayment = Errorf(EINVALID, "No such payment")
	ErrBelowMinCharge = Errorf(EINVALID, "Orders under $0.50 cannot be paid by card")
)

// CheckPayment tells whether pi pays o: made for this order, for its whole total in US
// dollars, and succeeded. Nothing else may mark an order paid.
func (o Order) CheckPayment(pi PaymentIntent) error {
	switch {
	case pi.OrderID != o.ID:
		return Errorf(ECONFLICT, "This payment is for another order")
	case pi.Amount != o.Price || pi.Currency != Currency:
		return Errorf(ECONFLICT, "This payment's amount does not match the order")
	case pi.Status != PaymentSucceeded:
		return Errorf(ECONFLICT, "This payment has not succeeded")
	}
	return nil
}
