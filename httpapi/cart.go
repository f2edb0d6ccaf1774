package httpapi

import (
	"net/http"

	"toolshop"
)

// buyer is the signed-in caller of a cart call: a customer, never an admin.
func (s *Server) buyer(r *http.Request) (toolshop.User, error) {
	u, err := s.customer(r)
	if err == nil {
		err = toolshop.CheckBuyer(u)
	}
	return u, err
}

func (s *Server) getCart(w http.ResponseWriter, r *http.Request) error {
	u, err := s.buyer(r)
	if err != nil {
		return err
	}
	v, err := s.Carts.Cart(r.Context(), u)
	return writeOK(w, v, err)
}

func (s *Server) setCartLine(w http.ResponseWriter, r *http.Request) error {
	u, err := s.buyer(r)
	if err != nil {
		return err
	}
	toolID, err := toolshop.ParseID(r.PathValue("toolId"))
	if err != nil {
		return err
	}
	var req toolshop.CartQuantity
	if err := decode(r, &req); err != nil {
		return err
	}
	if err := req.Validate(); err != nil {
		return err
	}
	v, err := s.Carts.SetCartLine(r.Context(), u, toolshop.CartItem{ToolID: toolID, VariantID: req.VariantID, Quantity: *req.Quantity})
	return writeOK(w, v, err)
}

func (s *Server) clearCart(w http.ResponseWriter, r *http.Request) error {
	u, err := s.buyer(r)
	if err != nil {
		return err
	}
	v, err := s.Carts.ClearCart(r.Context(), u)
	return writeOK(w, v, err)
}

func (s *Server) mergeCart(w http.ResponseWriter, r *http.Request) error {
	u, err := s.buyer(r)
	if err != nil {
		return err
	}
	var req toolshop.CartItems
	if err := decode(r, &req); err != nil {
		return err
	}
	if err := req.Validate(); err != nil {
		return err
	}
	v, err := s.Carts.MergeCart(r.Context(), u, req.Lines)
	return writeOK(w, v, err)
}

// quoteCart answers a visitor's cart, kept by their browser, as the shop sees it now, with
// the code they typed.
func (s *Server) quoteCart(w http.ResponseWriter, r *http.Request) error {
	var req toolshop.CartItems
	if err := decode(r, &req); err != nil {
		return err
	}
	if err := req.Validate(); err != nil {
		return err
	}
	v, err := s.Carts.QuoteCart(r.Context(), req)
	return writeOK(w, v, err)
}

// checkout answers POST /checkout: the customer's cart becomes an order; without a bearer
// token, a visitor's becomes a guest order (guestCheckout).
func (s *Server) checkout(w http.ResponseWriter, r *http.Request) error {
	if bearer(r) == "" {
		return s.guestCheckout(w, r)
	}
	u, err := s.buyer(r)
	if err != nil {
		return err
	}
	var req toolshop.Checkout
	if err := decode(r, &req); err != nil {
		return err
	}
	req.Key = r.Header.Get("Idempotency-Key")
	if err := req.Validate(); err != nil {
		return err
	}
	return s.placeCheckout(w, r, u, req)
}

// placeCheckout places the customer's checked checkout, the cart's or Buy Now's, and
// answers the new order's id.
func (s *Server) placeCheckout(w http.ResponseWriter, r *http.Request, u toolshop.User, req toolshop.Checkout) error {
	order, err := s.Orders.Checkout(r.Context(), u, req)
	if err != nil {
		return err
	}
	s.Metrics.OrderPlaced()
	return writeCreated(w, order.ID)
}

// quoteCheckout answers POST /checkout/quote: the order the checkout would place, priced.
func (s *Server) quoteCheckout(w http.ResponseWriter, r *http.Request) error {
	if bearer(r) == "" {
		return s.quoteGuestCheckout(w, r)
	}
	u, err := s.buyer(r)
	if err != nil {
		return err
	}
	var req toolshop.Checkout
	if err := decode(r, &req); err != nil {
		return err
	}
	if err := req.ValidateQuote(); err != nil {
		return err
	}
	o, err := s.Orders.QuoteCheckout(r.Context(), u, req)
	return writeOK(w, o, err)
}

// pageOrAPI serves a path that is both a page and a call (/cart): a request without a bearer
// token (a browser opening the page, a crawler) gets the page, which the call would only
// refuse; the pages' calls, which carry the customer's token, get the API.
func (s *Server) pageOrAPI(api http.Handler) http.Handler {
	pages := s.api(s.site.App)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") == "" {
			pages.ServeHTTP(w, r)
			return
		}
		api.ServeHTTP(w, r)
	})
}
