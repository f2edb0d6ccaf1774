package httpapi

import (
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

// createPaymentIntent answers POST /create-payment-intent with the order's one intent, for
// the stored order's total; a price in the request is ignored.
func (s *Server) createPaymentIntent(w http.ResponseWriter, r *http.Request) error {
	by, err := s.orderCaller(r)
	if err != nil {
		return err
	}
	var req struct {
		OrderID string `json:"orderId"`
	}
	if err := decode(r, &req); err != nil {
		return err
	}
	id, err := toolshop.ParseID(req.OrderID)
	if err != nil {
		return err
	}
	pi, err := s.Orders.StartPayment(r.Context(), by, id)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]string{"clientSecret": pi.ClientSecret})
	return nil
}

// confirmSandboxPayment answers POST /payments/sandbox/confirm: the sandbox's stand-in for
// the card confirmation Stripe.js makes with Stripe. Only an order that may be paid now is
// charged.
func (s *Server) confirmSandboxPayment(w http.ResponseWriter, r *http.Request) error {
	sandbox, ok := s.Payments.(*payment.Sandbox)
	if !ok {
		return toolshop.ErrNoSandbox
	}
	by, err := s.orderCaller(r)
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
	// Only the order's customer confirms its payment, whatever state the intent is in: a
	// stranger holding its secret learns nothing of a payment made already. A payment not
	// made yet must be one that may start now (PayableOrder, which checks the payer too), so
	// the order is read once either way.
	if pi.Status == toolshop.PaymentSucceeded {
		var order toolshop.Order
		if order, err = s.Orders.Order(r.Context(), by, pi.OrderID); err == nil {
			err = order.CheckPayer(by)
		}
	} else {
		_, err = s.Orders.PayableOrder(r.Context(), by, pi.OrderID)
	}
	if err != nil {
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
	by, err := s.orderCaller(r)
	if err != nil {
		return err
	}
	var req toolshop.PaymentReport
	if err := decode(r, &req); err != nil {
		return err
	}
	if err := req.Validate(r.PathValue("id")); err != nil {
		return err
	}
	id, err := toolshop.ParseID(r.PathValue("id"))
	if err != nil {
		return err
	}
	n, err := s.Orders.RecordPayment(r.Context(), by, id, req.Transaction)
	if err != nil {
		return err
	}
	if n > 0 {
		s.Metrics.OrderPaid()
	}
	writeJSON(w, http.StatusOK, map[string]any{"modifiedCount": n, "transactionId": req.Transaction})
	return nil
}

// stripeWebhook answers POST /webhooks/stripe. An intent Stripe reports succeeded marks its
// order paid, after the same checks as payOrder, whichever of the two comes first; a
// payment for an order no longer open is refunded.
func (s *Server) stripeWebhook(w http.ResponseWriter, r *http.Request) error {
	if s.StripeWebhookSecret == "" {
		return toolshop.ErrNoWebhooks
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
		n, err := s.Orders.PaymentSucceeded(r.Context(), event.IntentID)
		// A late payment is refunded and acknowledged: Stripe must not send it again.
		if err != nil && err != toolshop.ErrLatePayment {
			return err
		}
		if n > 0 {
			s.Metrics.OrderPaid()
		}
	}
	writeJSON(w, http.StatusOK, map[string]bool{"received": true})
	return nil
}
