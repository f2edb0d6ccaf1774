package httpapi

import (
	"net/http"

	"toolshop"
)

func (s *Server) getShop(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.admin(r); err != nil {
		return err
	}
	v, err := s.Prices.ShopSettings(r.Context())
	return writeOK(w, v, err)
}

func (s *Server) putShop(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.admin(r); err != nil {
		return err
	}
	var req toolshop.ShopSettings
	if err := decode(r, &req); err != nil {
		return err
	}
	if err := req.Validate(); err != nil {
		return err
	}
	if err := s.Prices.SetShopSettings(r.Context(), req); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, req)
	return nil
}

// listShippingMethods answers GET /shipping-methods?country=&region=: the methods that serve
// the country, for the checkout (every method without a country).
func (s *Server) listShippingMethods(w http.ResponseWriter, r *http.Request) error {
	methods, err := s.Prices.ShippingMethods(r.Context())
	if err != nil {
		return err
	}
	country := r.URL.Query().Get("country")
	serving := []toolshop.ShippingMethod{}
	for _, m := range methods {
		if country == "" || m.Serves(country) {
			serving = append(serving, m)
		}
	}
	writeJSON(w, http.StatusOK, serving)
	return nil
}

func (s *Server) adminShippingMethods(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.admin(r); err != nil {
		return err
	}
	v, err := s.Prices.ShippingMethods(r.Context())
	return writeOK(w, v, err)
}

func (s *Server) createShippingMethod(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.admin(r); err != nil {
		return err
	}
	var req toolshop.ShippingMethod
	if err := decode(r, &req); err != nil {
		return err
	}
	if err := req.Validate(); err != nil {
		return err
	}
	m, err := s.Prices.CreateShippingMethod(r.Context(), req)
	if err != nil {
		return err
	}
	return writeCreated(w, m.ID)
}

func (s *Server) updateShippingMethod(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.admin(r); err != nil {
		return err
	}
	id, err := toolshop.ParseID(r.PathValue("id"))
	if err != nil {
		return err
	}
	var req toolshop.ShippingMethod
	if err := decode(r, &req); err != nil {
		return err
	}
	if err := req.Validate(); err != nil {
		return err
	}
	req.ID = id
	n, err := s.Prices.UpdateShippingMethod(r.Context(), req)
	return writeModified(w, n, err)
}

func (s *Server) deleteShippingMethod(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.admin(r); err != nil {
		return err
	}
	id, err := toolshop.ParseID(r.PathValue("id"))
	if err != nil {
		return err
	}
	n, err := s.Prices.DeleteShippingMethod(r.Context(), id)
	return writeDeleted(w, n, err)
}

func (s *Server) listTaxRates(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.admin(r); err != nil {
		return err
	}
	v, err := s.Prices.TaxRates(r.Context())
	return writeOK(w, v, err)
}

func (s *Server) createTaxRate(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.admin(r); err != nil {
		return err
	}
	var req toolshop.TaxRate
	if err := decode(r, &req); err != nil {
		return err
	}
	if err := req.Validate(); err != nil {
		return err
	}
	rate, err := s.Prices.CreateTaxRate(r.Context(), req)
	if err != nil {
		return err
	}
	return writeCreated(w, rate.ID)
}

func (s *Server) updateTaxRate(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.admin(r); err != nil {
		return err
	}
	id, err := toolshop.ParseID(r.PathValue("id"))
	if err != nil {
		return err
	}
	var req toolshop.TaxRate
	if err := decode(r, &req); err != nil {
		return err
	}
	if err := req.Validate(); err != nil {
		return err
	}
	req.ID = id
	n, err := s.Prices.UpdateTaxRate(r.Context(), req)
	return writeModified(w, n, err)
}

func (s *Server) deleteTaxRate(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.admin(r); err != nil {
		return err
	}
	id, err := toolshop.ParseID(r.PathValue("id"))
	if err != nil {
		return err
	}
	n, err := s.Prices.DeleteTaxRate(r.Context(), id)
	return writeDeleted(w, n, err)
}

func (s *Server) listDiscountCodes(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.admin(r); err != nil {
		return err
	}
	v, err := s.Prices.DiscountCodes(r.Context())
	return writeOK(w, v, err)
}

func (s *Server) createDiscountCode(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.admin(r); err != nil {
		return err
	}
	var req toolshop.DiscountCode
	if err := decode(r, &req); err != nil {
		return err
	}
	if err := req.Validate(); err != nil {
		return err
	}
	d, err := s.Prices.CreateDiscountCode(r.Context(), req)
	if err != nil {
		return err
	}
	return writeCreated(w, d.ID)
}

func (s *Server) updateDiscountCode(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.admin(r); err != nil {
		return err
	}
	id, err := toolshop.ParseID(r.PathValue("id"))
	if err != nil {
		return err
	}
	var req toolshop.DiscountCode
	if err := decode(r, &req); err != nil {
		return err
	}
	if err := req.Validate(); err != nil {
		return err
	}
	req.ID = id
	n, err := s.Prices.UpdateDiscountCode(r.Context(), req)
	return writeModified(w, n, err)
}

func (s *Server) deleteDiscountCode(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.admin(r); err != nil {
		return err
	}
	id, err := toolshop.ParseID(r.PathValue("id"))
	if err != nil {
		return err
	}
	n, err := s.Prices.DeleteDiscountCode(r.Context(), id)
	return writeDeleted(w, n, err)
}

// getDeal answers GET /deal, for the home page: the deal while it runs, else {}.
func (s *Server) getDeal(w http.ResponseWriter, r *http.Request) error {
	d, err := s.Prices.Deal(r.Context())
	if err != nil {
		return err
	}
	if !d.Running(s.now()) {
		writeJSON(w, http.StatusOK, struct{}{})
		return nil
	}
	writeJSON(w, http.StatusOK, d)
	return nil
}

func (s *Server) adminDeal(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.admin(r); err != nil {
		return err
	}
	v, err := s.Prices.Deal(r.Context())
	return writeOK(w, v, err)
}

// putDeal sets the deal of the day; a deal without a tool ends it.
func (s *Server) putDeal(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.admin(r); err != nil {
		return err
	}
	var req toolshop.Deal
	if err := decode(r, &req); err != nil {
		return err
	}
	if req.ToolID != "" {
		if err := req.Validate(s.now()); err != nil {
			return err
		}
		if _, err := s.Tools.Tool(r.Context(), req.ToolID); err != nil {
			return err
		}
	}
	if err := s.Prices.SetDeal(r.Context(), req); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, req)
	return nil
}

func (s *Server) setCartCode(w http.ResponseWriter, r *http.Request) error {
	u, err := s.buyer(r)
	if err != nil {
		return err
	}
	var req toolshop.CartCode
	if err := decode(r, &req); err != nil {
		return err
	}
	if err := req.Validate(); err != nil {
		return err
	}
	v, err := s.Carts.SetCartCode(r.Context(), u, req.Code)
	return writeOK(w, v, err)
}

func (s *Server) clearCartCode(w http.ResponseWriter, r *http.Request) error {
	u, err := s.buyer(r)
	if err != nil {
		return err
	}
	v, err := s.Carts.ClearCartCode(r.Context(), u)
	return writeOK(w, v, err)
}
