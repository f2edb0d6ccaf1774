package httpapi

import (
	"errors"
	"net/http"

	"toolshop"
)

var (
	errNotYourOrder   = toolshop.Errorf(toolshop.EFORBIDDEN, "This is not your order")
	errPaidOrderAdmin = toolshop.Errorf(toolshop.ECONFLICT, "Paid order cannot delete")
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
	order, err := s.Orders.PlaceOrder(r.Context(), u, req)
	if err != nil {
		return err
	}
	s.Metrics.OrderPlaced()
	return writeCreated(w, order.ID)
}

// listMyOrders answers GET /orders?email=…: a customer's own orders (an admin may name anyone).
func (s *Server) listMyOrders(w http.ResponseWriter, r *http.Request) error {
	u, err := s.customer(r)
	if err != nil {
		return err
	}
	email := r.URL.Query().Get("email")
	if email == "" {
		email = u.Email
	}
	if err := selfOrAdmin(u, email, "You can only see your own orders"); err != nil {
		return err
	}
	orders, err := s.Orders.OrdersByEmail(r.Context(), toolshop.NormalizeEmail(email))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, orders)
	return nil
}

// ownOrder is the order of the path, if the caller owns it or is an admin.
func (s *Server) ownOrder(r *http.Request) (toolshop.Order, error) {
	u, err := s.customer(r)
	if err != nil {
		return toolshop.Order{}, err
	}
	order, err := s.Orders.Order(r.Context(), r.PathValue("id"))
	if err != nil {
		return order, err
	}
	if order.Email != u.Email && !u.IsAdmin() {
		return order, errNotYourOrder
	}
	return order, nil
}

func (s *Server) getOrder(w http.ResponseWriter, r *http.Request) error {
	order, err := s.ownOrder(r)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, order)
	return nil
}

func (s *Server) cancelOrder(w http.ResponseWriter, r *http.Request) error {
	order, err := s.ownOrder(r)
	if err != nil {
		return err
	}
	n, err := s.Orders.CancelOrder(r.Context(), order.ID)
	return writeDeleted(w, n, err)
}

func (s *Server) listAllOrders(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.admin(r); err != nil {
		return err
	}
	orders, err := s.Orders.AllOrders(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, orders)
	return nil
}

func (s *Server) shipOrder(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.admin(r); err != nil {
		return err
	}
	n, err := s.Orders.ShipOrder(r.Context(), r.PathValue("id"))
	if err == nil && n > 0 {
		s.Metrics.OrderShipped()
		if order, err := s.Orders.Order(r.Context(), r.PathValue("id")); err == nil && s.Notifier != nil {
			s.Notifier.OrderShipped(r.Context(), order)
		}
	}
	return writeModified(w, n, err)
}

func (s *Server) deleteUnpaidOrder(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.admin(r); err != nil {
		return err
	}
	n, err := s.Orders.CancelOrder(r.Context(), r.PathValue("id"))
	if errors.Is(err, toolshop.ErrPaidOrder) {
		err = errPaidOrderAdmin
	}
	return writeDeleted(w, n, err)
}
