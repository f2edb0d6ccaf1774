package httpapi

import (
	"net/http"

	"toolshop"
)

func (s *Server) placeOrder(w http.ResponseWriter, r *http.Request) error {
	u, err := s.customer(r)
	if err != nil {
		return err
	}
	var req toolshop.NewOrder
	if err := decode(r, &req); err != nil {
		return err
	}
	if err := req.Validate(); err != nil {
		return err
	}
	order, err := s.Orders.PlaceOrder(r.Context(), u, req)
	if err != nil {
		return err
	}
	s.Metrics.OrderPlaced()
	return writeCreated(w, order.ID)
}

// listMyOrders answers GET /orders?email=…&state=…: a customer's own orders (an admin may
// name anyone).
func (s *Server) listMyOrders(w http.ResponseWriter, r *http.Request) error {
	u, err := s.customer(r)
	if err != nil {
		return err
	}
	email := u.Email
	if asked := r.URL.Query().Get("email"); asked != "" {
		if email, err = toolshop.ParseEmail(asked); err != nil {
			return err
		}
	}
	return s.listOrders(w, r, u, email)
}

// listAllOrders answers GET /allorders?state=…: every customer's orders, for admins.
func (s *Server) listAllOrders(w http.ResponseWriter, r *http.Request) error {
	u, err := s.admin(r)
	if err != nil {
		return err
	}
	return s.listOrders(w, r, u, "")
}

func (s *Server) listOrders(w http.ResponseWriter, r *http.Request, u toolshop.User, email string) error {
	state, err := toolshop.ParseOrderState(r.URL.Query().Get("state"))
	if err != nil {
		return err
	}
	orders, err := s.Orders.Orders(r.Context(), toolshop.ActorOf(u), toolshop.OrderFilter{Email: email, State: state})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, orders)
	return nil
}

func (s *Server) getOrder(w http.ResponseWriter, r *http.Request) error {
	u, err := s.customer(r)
	if err != nil {
		return err
	}
	id, err := toolshop.ParseID(r.PathValue("id"))
	if err != nil {
		return err
	}
	order, err := s.Orders.Order(r.Context(), toolshop.ActorOf(u), id)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, order)
	return nil
}

func (s *Server) cancelOrder(w http.ResponseWriter, r *http.Request) error {
	u, err := s.customer(r)
	if err != nil {
		return err
	}
	id, err := toolshop.ParseID(r.PathValue("id"))
	if err != nil {
		return err
	}
	n, err := s.Orders.CancelOrder(r.Context(), toolshop.ActorOf(u), id)
	return writeDeleted(w, n, err)
}

func (s *Server) shipOrder(w http.ResponseWriter, r *http.Request) error {
	u, err := s.admin(r)
	if err != nil {
		return err
	}
	id, err := toolshop.ParseID(r.PathValue("id"))
	if err != nil {
		return err
	}
	n, err := s.Orders.ShipOrder(r.Context(), toolshop.ActorOf(u), id)
	if n > 0 {
		s.Metrics.OrderShipped()
	}
	return writeModified(w, n, err)
}

func (s *Server) refundOrder(w http.ResponseWriter, r *http.Request) error {
	u, err := s.admin(r)
	if err != nil {
		return err
	}
	id, err := toolshop.ParseID(r.PathValue("id"))
	if err != nil {
		return err
	}
	n, err := s.Orders.RefundOrder(r.Context(), toolshop.ActorOf(u), id)
	return writeModified(w, n, err)
}

func (s *Server) deleteUnpaidOrder(w http.ResponseWriter, r *http.Request) error {
	u, err := s.admin(r)
	if err != nil {
		return err
	}
	id, err := toolshop.ParseID(r.PathValue("id"))
	if err != nil {
		return err
	}
	n, err := s.Orders.DeleteOrder(r.Context(), toolshop.ActorOf(u), id)
	return writeDeleted(w, n, err)
}
