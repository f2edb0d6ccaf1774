package httpapi

import (
	"context"
	"net/http"

	"toolshop"
)

// placeOrder answers POST /orders, Buy Now: the checkout of one tool and quantity, a
// customer's (bearer token) or a guest's (none), placed as POST /checkout places the cart's.
func (s *Server) placeOrder(w http.ResponseWriter, r *http.Request) error {
	guest := bearer(r) == ""
	var req toolshop.NewOrder
	if err := decode(r, &req); err != nil {
		return err
	}
	req.Key = r.Header.Get("Idempotency-Key")
	if err := req.Validate(guest); err != nil {
		return err
	}
	if guest {
		return s.placeGuestOrder(w, r, req.Guest())
	}
	u, err := s.buyer(r)
	if err != nil {
		return err
	}
	return s.placeCheckout(w, r, u, req.Customer())
}

// quotePurchase answers POST /orders/quote: the order Buy Now would place, priced as the
// checkout's quote prices it.
func (s *Server) quotePurchase(w http.ResponseWriter, r *http.Request) error {
	guest := bearer(r) == ""
	var req toolshop.NewOrder
	if err := decode(r, &req); err != nil {
		return err
	}
	if err := req.ValidateQuote(guest); err != nil {
		return err
	}
	if guest {
		o, err := s.Orders.QuoteGuestCheckout(r.Context(), req.Guest())
		return writeOK(w, o, err)
	}
	u, err := s.buyer(r)
	if err != nil {
		return err
	}
	o, err := s.Orders.QuoteCheckout(r.Context(), u, req.Customer())
	return writeOK(w, o, err)
}

// listMyOrders answers GET /orders?email=…: one customer's orders, the caller's own (an
// admin may name anyone), filtered and paged as listOrders reads.
func (s *Server) listMyOrders(w http.ResponseWriter, r *http.Request) error {
	u, err := s.customer(r)
	if err != nil {
		return err
	}
	f, err := toolshop.ParseOrderFilter(r.URL.Query())
	if err != nil {
		return err
	}
	email := ""
	if asked := r.URL.Query().Get("email"); asked != "" {
		if email, err = toolshop.ParseEmail(asked); err != nil {
			return err
		}
	}
	if err := f.ForEmail(email, u.Email); err != nil {
		return err
	}
	return s.listOrders(w, r, toolshop.ActorOf(u), f)
}

// listAllOrders answers GET /allorders: every customer's orders (or one customer's), for
// admins.
func (s *Server) listAllOrders(w http.ResponseWriter, r *http.Request) error {
	by, err := s.staff(w, r, toolshop.ScopeOrdersRead)
	if err != nil {
		return err
	}
	f, err := toolshop.ParseOrderFilter(r.URL.Query())
	if err != nil {
		return err
	}
	return s.listOrders(w, r, by, f)
}

// listOrders answers the page of the orders f picks (state, q, customer, limit, offset),
// newest first, with how many in X-Total-Count and the next page's address in Link.
func (s *Server) listOrders(w http.ResponseWriter, r *http.Request, by toolshop.Actor, f toolshop.OrderFilter) error {
	orders, total, err := s.Orders.Orders(r.Context(), by, f)
	if err != nil {
		return err
	}
	writePage(w.Header(), r, f.Page, total)
	writeJSON(w, http.StatusOK, orders)
	return nil
}

func (s *Server) getOrder(w http.ResponseWriter, r *http.Request) error {
	by, err := s.orderReader(w, r)
	if err != nil {
		return err
	}
	id, err := toolshop.ParseID(r.PathValue("id"))
	if err != nil {
		return err
	}
	order, err := s.Orders.Order(r.Context(), by, id)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, order)
	return nil
}

func (s *Server) cancelOrder(w http.ResponseWriter, r *http.Request) error {
	by, err := s.orderCaller(r)
	if err != nil {
		return err
	}
	id, err := toolshop.ParseID(r.PathValue("id"))
	if err != nil {
		return err
	}
	n, err := s.Orders.CancelOrder(r.Context(), by, id)
	return writeDeleted(w, n, err)
}

func (s *Server) shipOrder(w http.ResponseWriter, r *http.Request) error {
	by, err := s.staff(w, r, toolshop.ScopeOrdersWrite)
	if err != nil {
		return err
	}
	id, err := toolshop.ParseID(r.PathValue("id"))
	if err != nil {
		return err
	}
	var shipment toolshop.Shipment
	if err := decodeOptional(r, &shipment); err != nil {
		return err
	}
	if err := shipment.Validate(); err != nil {
		return err
	}
	n, err := s.Orders.ShipOrder(r.Context(), by, id, shipment)
	if n > 0 {
		s.Metrics.OrderShipped()
	}
	return writeModified(w, n, err)
}

// readyOrder answers PUT /orders/ready/{id}: a paid pickup order waits at the shop.
func (s *Server) readyOrder(w http.ResponseWriter, r *http.Request) error {
	return s.pickupStep(w, r, s.Orders.ReadyOrder)
}

// pickUpOrder answers PUT /orders/picked-up/{id}: the customer took their pickup order.
func (s *Server) pickUpOrder(w http.ResponseWriter, r *http.Request) error {
	return s.pickupStep(w, r, s.Orders.PickUpOrder)
}

// pickupStep takes an admin's step of a pickup order.
func (s *Server) pickupStep(w http.ResponseWriter, r *http.Request, step func(context.Context, toolshop.Actor, string) (int, error)) error {
	by, err := s.staff(w, r, toolshop.ScopeOrdersWrite)
	if err != nil {
		return err
	}
	id, err := toolshop.ParseID(r.PathValue("id"))
	if err != nil {
		return err
	}
	n, err := step(r.Context(), by, id)
	return writeModified(w, n, err)
}

func (s *Server) refundOrder(w http.ResponseWriter, r *http.Request) error {
	by, id, req, err := s.refundRequest(w, r, toolshop.ScopeOrdersWrite)
	if err != nil {
		return err
	}
	n, err := s.Orders.RefundOrder(r.Context(), by, id, req)
	return writeModified(w, n, err)
}

// quoteRefund answers what refunding the lines asked (or the whole order) would give back.
func (s *Server) quoteRefund(w http.ResponseWriter, r *http.Request) error {
	by, id, req, err := s.refundRequest(w, r, toolshop.ScopeOrdersRead)
	if err != nil {
		return err
	}
	q, err := s.Orders.QuoteRefund(r.Context(), by, id, req)
	return writeOK(w, q, err)
}

// refundRequest reads a refund, or its quote, as an admin (or a key of the scope) asks it.
func (s *Server) refundRequest(w http.ResponseWriter, r *http.Request, scope toolshop.Scope) (toolshop.Actor, string, toolshop.RefundRequest, error) {
	var req toolshop.RefundRequest
	by, err := s.staff(w, r, scope)
	if err != nil {
		return by, "", req, err
	}
	id, err := toolshop.ParseID(r.PathValue("id"))
	if err != nil {
		return by, "", req, err
	}
	if err := decodeOptional(r, &req); err != nil {
		return by, "", req, err
	}
	return by, id, req, req.Validate()
}

func (s *Server) deleteUnpaidOrder(w http.ResponseWriter, r *http.Request) error {
	by, err := s.staff(w, r, toolshop.ScopeOrdersWrite)
	if err != nil {
		return err
	}
	id, err := toolshop.ParseID(r.PathValue("id"))
	if err != nil {
		return err
	}
	n, err := s.Orders.DeleteOrder(r.Context(), by, id)
	return writeDeleted(w, n, err)
}
