package httpapi

import (
	"net/http"

	"toolshop"
)

// orderCaller is who calls one order's call: without a bearer token, the holder of the guest
// order's key in X-Order-Key; else the signed-in account.
func (s *Server) orderCaller(r *http.Request) (toolshop.Actor, error) {
	if key := r.Header.Get("X-Order-Key"); key != "" && bearer(r) == "" {
		return toolshop.GuestActor(key), nil
	}
	u, err := s.customer(r)
	return toolshop.ActorOf(u), err
}

// orderReader is the caller of a call that reads one order: as orderCaller, or an API key
// with orders:read.
func (s *Server) orderReader(w http.ResponseWriter, r *http.Request) (toolshop.Actor, error) {
	if toolshop.IsAPIKey(bearer(r)) {
		return s.staff(w, r, toolshop.ScopeOrdersRead)
	}
	return s.orderCaller(r)
}

// guestCheckout answers POST /checkout without a bearer token: a visitor's cart becomes a
// guest order, answered with the key that opens it; a retried submit answers the order
// without a key, which only the placement mail carries. Placements count per client address
// and per email, as sign-in attempts do.
func (s *Server) guestCheckout(w http.ResponseWriter, r *http.Request) error {
	var req toolshop.GuestCheckout
	if err := decode(r, &req); err != nil {
		return err
	}
	req.Key = r.Header.Get("Idempotency-Key")
	if err := req.Validate(); err != nil {
		return err
	}
	return s.placeGuestOrder(w, r, req)
}

// placeGuestOrder places a visitor's checked checkout, the cart's or Buy Now's, within the
// guests' limits, and answers the new order's id and the key that opens it.
func (s *Server) placeGuestOrder(w http.ResponseWriter, r *http.Request, req toolshop.GuestCheckout) error {
	if err := s.guestAttempt(r, req.Email, "guest-order", toolshop.GuestOrderLimit, toolshop.GuestOrderEmailLimit); err != nil {
		return err
	}
	order, err := s.Orders.GuestCheckout(r.Context(), req)
	if err != nil {
		return err
	}
	s.Metrics.OrderPlaced()
	created := map[string]any{"acknowledged": true, "insertedId": order.ID}
	if order.Key != "" {
		created["orderKey"] = order.Key
	}
	writeJSON(w, http.StatusCreated, created)
	return nil
}

// quoteGuestCheckout answers POST /checkout/quote without a bearer token: the guest order
// the checkout would place, priced.
func (s *Server) quoteGuestCheckout(w http.ResponseWriter, r *http.Request) error {
	var req toolshop.GuestCheckout
	if err := decode(r, &req); err != nil {
		return err
	}
	if err := req.ValidateQuote(); err != nil {
		return err
	}
	o, err := s.Orders.QuoteGuestCheckout(r.Context(), req)
	return writeOK(w, o, err)
}

// resendGuestLink answers POST /guest/orders/resend: a new link to a guest order, mailed if
// the email placed it after the answer, which is the same whether or not it did.
func (s *Server) resendGuestLink(w http.ResponseWriter, r *http.Request) error {
	var req toolshop.GuestLinkRequest
	if err := decode(r, &req); err != nil {
		return err
	}
	if err := req.Validate(); err != nil {
		return err
	}
	if err := s.guestAttempt(r, req.Email, "guest-link", toolshop.GuestLinkLimit, toolshop.GuestLinkEmailLimit); err != nil {
		return err
	}
	s.Orders.MailGuestLink(r.Context(), req)
	writeJSON(w, http.StatusAccepted, map[string]string{"message": toolshop.MsgGuestLinkSent})
	return nil
}

// confirmGuestOrder answers POST /orders/{id}/confirm: the owner of a guest order's email
// says it is theirs, with a key mailed to it (X-Order-Key) or signed in to a verified
// account of the email, which then lists the order.
func (s *Server) confirmGuestOrder(w http.ResponseWriter, r *http.Request) error {
	by, err := s.orderCaller(r)
	if err != nil {
		return err
	}
	id, err := toolshop.ParseID(r.PathValue("id"))
	if err != nil {
		return err
	}
	n, err := s.Orders.ConfirmOrder(r.Context(), by, id)
	return writeModified(w, n, err)
}

// listUnconfirmedOrders answers GET /orders/unconfirmed: the guest orders placed with a
// verified account's email that it has not confirmed yet, newest first, paged as GET /orders.
func (s *Server) listUnconfirmedOrders(w http.ResponseWriter, r *http.Request) error {
	u, err := s.customer(r)
	if err != nil {
		return err
	}
	f, err := toolshop.ParseOrderFilter(r.URL.Query())
	if err != nil {
		return err
	}
	f.Email, f.Guests = u.Email, toolshop.UnconfirmedGuestOrders
	return s.listOrders(w, r, toolshop.ActorOf(u), f)
}

// guestAttempt counts a visitor's attempt at action against their client address and
// against the email, each under its limit.
func (s *Server) guestAttempt(r *http.Request, email, action string, address, perEmail toolshop.Limit) error {
	_, err := s.count(r.Context(), s.addressCount(r, address, action),
		toolshop.Count{Key: action + ":email:" + email, Limit: perEmail})
	return err
}
