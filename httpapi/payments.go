package httpapi

import (
	"context"
	"io"
	"net/http"
	"strings"

	"toolshop"
	"toolshop/payment"
)

// StripeContentSecurityPolicy is the default policy opened to Stripe.js, to the frames of
// Stripe Elements and 3-D Secure, and to Stripe's API.
var StripeContentSecurityPolicy = strings.NewReplacer(
	"script-src 'self'", "script-src 'self' https://js.stripe.com",
	"connect-src 'self'", "connect-src 'self' https://api.stripe.com",
).Replace(contentSecurityPolicy) + "; frame-src https://js.stripe.com https://hooks.stripe.com"

var (
	errNoSandbox  = toolshop.Errorf(toolshop.ENOTFOUND, "The payment sandbox is not in use")
	errNoWebhooks = toolshop.Errorf(toolshop.ENOTFOUND, "Stripe webhooks are not set up")
)

// customersOrder is the order id names, if u placed it. Paying is for the customer alone:
// an admin is refused too.
func (s *Server) customersOrder(ctx context.Context, u toolshop.User, id string) (toolshop.Order, error) {
	order, err := s.Orders.Order(ctx, id)
	if err == nil && order.Email != u.Email {
		err = errNotYourOrder
	}
	return order, err
}

// createPaymentIntent answers POST /create-payment-intent with an intent for the stored
// order's total; a price in the request is ignored.
func (s *Server) createPaymentIntent(w http.ResponseWriter, r *http.Request) error {
	u, err := s.customer(r)
	if err != nil {
		return err
	}
	var req struct {
		OrderID string `json:"orderId"`
	}
	if err := decode(r, &req); err != nil {
		return err
	}
	order, err := s.customersOrder(r.Context(), u, req.OrderID)
	if err != nil {
		return err
	}
	if order.Paid {
		return toolshop.ErrOrderPaid
	}
	if order.Price < toolshop.MinCardCharge {
		return toolshop.ErrBelowMinCharge
	}
	pi, err := s.Payments.CreateIntent(r.Context(), order.ID, order.Price)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]string{"clientSecret": pi.ClientSecret})
	return nil
}

// confirmSandboxPayment answers POST /payments/sandbox/confirm: the sandbox's stand-in for
// the card confirmation Stripe.js makes with Stripe.
func (s *Server) confirmSandboxPayment(w http.ResponseWriter, r *http.Request) error {
	sandbox, ok := s.Payments.(*payment.Sandbox)
	if !ok {
		return errNoSandbox
	}
	u, err := s.customer(r)
	if err != nil {
		return err
	}
	var req struct {
		ClientSecret string `json:"clientSecret"`
		payment.Card
	}
	if err := decode(r, &req); err != nil {
		return err
	}
	pi, err := sandbox.IntentBySecret(r.Context(), req.ClientSecret)
	if err != nil {
		return err
	}
	if _, err := s.customersOrder(r.Context(), u, pi.OrderID); err != nil {
		return err
	}
	pi, err = sandbox.Confirm(r.Context(), pi, req.Card)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]string{"status": pi.Status, "transactionId": pi.ID})
	return nil
}

// payOrder answers PATCH /orders/{id}: the customer's page reports a payment, and the order
// becomes paid only if the provider says that intent pays it.
func (s *Server) payOrder(w http.ResponseWriter, r *http.Request) error {
	u, err := s.customer(r)
	if err != nil {
		return err
	}
	order, err := s.customersOrder(r.Context(), u, r.PathValue("id"))
	if err != nil {
		return err
	}
	var req struct {
		OrderID     string `json:"orderId"`
		Transaction string `json:"transaction"`
	}
	if err := decode(r, &req); err != nil {
		return err
	}
	if req.OrderID != "" && req.OrderID != order.ID {
		return toolshop.Errorf(toolshop.EINVALID, "orderId does not match the order of the path")
	}
	if req.Transaction == "" {
		return &toolshop.Error{Code: toolshop.EINVALID, Message: "Transaction is required",
			Fields: map[string]string{"transaction": "Transaction is required"}}
	}
	pi, err := s.Payments.Intent(r.Context(), req.Transaction)
	if err != nil {
		return err
	}
	n, err := s.settle(r.Context(), order, pi, "")
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]any{"modifiedCount": n, "transactionId": pi.ID})
	return nil
}

// stripeWebhook answers POST /webhooks/stripe. An intent Stripe reports succeeded marks its
// order paid, after the same checks as payOrder, whichever of the two comes first.
func (s *Server) stripeWebhook(w http.ResponseWriter, r *http.Request) error {
	if s.StripeWebhookSecret == "" {
		return errNoWebhooks
	}
	payload, err := io.ReadAll(r.Body)
	if err != nil {
		return decodeError(err)
	}
	event, err := payment.ParseStripeEvent(payload, r.Header.Get("Stripe-Signature"), s.StripeWebhookSecret)
	if err != nil {
		return err
	}
	if event.Type == payment.IntentSucceeded {
		if err := s.settleEvent(r.Context(), event); err != nil {
			return err
		}
	}
	writeJSON(w, http.StatusOK, map[string]bool{"received": true})
	return nil
}

// settleEvent marks paid the order of the intent a succeeded event names. The intent is
// read back from Stripe rather than trusted from the event; one without an order id was
// not made by the shop and is left alone.
func (s *Server) settleEvent(ctx context.Context, event payment.Event) error {
	pi, err := s.Payments.Intent(ctx, event.IntentID)
	if err != nil || pi.OrderID == "" {
		return err
	}
	order, err := s.Orders.Order(ctx, pi.OrderID)
	if err != nil {
		return err
	}
	_, err = s.settle(ctx, order, pi, event.ID)
	return err
}

// settle marks the order paid if pi pays it, and tells the Notifier the first time. eventID,
// when set, is the provider's event reporting the payment, handled once.
func (s *Server) settle(ctx context.Context, order toolshop.Order, pi toolshop.PaymentIntent, eventID string) (int, error) {
	if err := order.CheckPayment(pi); err != nil {
		return 0, err
	}
	var n int
	var err error
	if eventID == "" {
		n, err = s.Orders.MarkPaid(ctx, order.ID, pi.ID)
	} else {
		n, err = s.Orders.MarkPaidByEvent(ctx, eventID, order.ID, pi.ID)
	}
	if n > 0 {
		s.Metrics.OrderPaid()
		if s.Notifier != nil {
			order.Paid, order.TransactionID = true, pi.ID
			s.Notifier.OrderPaid(ctx, order)
		}
	}
	return n, err
}
