package httpapi

import (
	"context"
	"net/http"
	"net/url"

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

// listPlaces answers GET /places: the countries, or with ?country= that country's regions,
// each {code, name}, for the pages' pickers. They change only with the binary.
func (s *Server) listPlaces(w http.ResponseWriter, r *http.Request) error {
	list, err := toolshop.Countries(), error(nil)
	if country := r.URL.Query().Get("country"); country != "" {
		list, err = toolshop.RegionsOf(country)
	}
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "public, max-age=86400")
	writeJSON(w, http.StatusOK, list)
	return nil
}

// adminList is a list admins keep through four calls of one shape (shipping methods, tax
// rates, discount codes): GET the list, POST a new item, PUT /{id} an item's new version,
// DELETE /{id}. Each item is checked by its own Validate first.
type adminList[T any, P interface {
	*T
	Validate() error
}] struct {
	list   func(context.Context) ([]T, error)
	create func(context.Context, T) (string, error)
	update func(context.Context, string, T) (int, error)
	remove func(context.Context, string) (int, error)
}

// routes registers the list's four calls under path.
func (l adminList[T, P]) routes(mux *routeTable, s *Server, path string) {
	mux.Handle("GET "+path, s.api(func(w http.ResponseWriter, r *http.Request) error {
		if _, err := s.admin(r); err != nil {
			return err
		}
		items, err := l.list(r.Context())
		return writeOK(w, items, err)
	}))
	mux.Handle("POST "+path, s.api(func(w http.ResponseWriter, r *http.Request) error {
		item, err := l.decode(s, r)
		if err != nil {
			return err
		}
		id, err := l.create(r.Context(), item)
		if err != nil {
			return err
		}
		return writeCreated(w, id)
	}))
	mux.Handle("PUT "+path+"/{id}", s.api(func(w http.ResponseWriter, r *http.Request) error {
		id, err := toolshop.ParseID(r.PathValue("id"))
		if err != nil {
			return err
		}
		item, err := l.decode(s, r)
		if err != nil {
			return err
		}
		n, err := l.update(r.Context(), id, item)
		return writeModified(w, n, err)
	}))
	mux.Handle("DELETE "+path+"/{id}", s.api(func(w http.ResponseWriter, r *http.Request) error {
		if _, err := s.admin(r); err != nil {
			return err
		}
		id, err := toolshop.ParseID(r.PathValue("id"))
		if err != nil {
			return err
		}
		n, err := l.remove(r.Context(), id)
		return writeDeleted(w, n, err)
	}))
}

// decode reads an admin's item, checked.
func (l adminList[T, P]) decode(s *Server, r *http.Request) (T, error) {
	var item T
	if _, err := s.admin(r); err != nil {
		return item, err
	}
	if err := decode(r, &item); err != nil {
		return item, err
	}
	return item, P(&item).Validate()
}

// priceLists are the admins' lists of what a customer pays.
func (s *Server) priceLists(mux *routeTable) {
	adminList[toolshop.ShippingMethod, *toolshop.ShippingMethod]{
		list: s.Prices.ShippingMethods,
		create: func(ctx context.Context, m toolshop.ShippingMethod) (string, error) {
			m, err := s.Prices.CreateShippingMethod(ctx, m)
			return m.ID, err
		},
		update: func(ctx context.Context, id string, m toolshop.ShippingMethod) (int, error) {
			m.ID = id
			return s.Prices.UpdateShippingMethod(ctx, m)
		},
		remove: s.Prices.DeleteShippingMethod,
	}.routes(mux, s, "/admin/shipping-methods")
	adminList[toolshop.TaxRate, *toolshop.TaxRate]{
		list: s.Prices.TaxRates,
		create: func(ctx context.Context, t toolshop.TaxRate) (string, error) {
			t, err := s.Prices.CreateTaxRate(ctx, t)
			return t.ID, err
		},
		update: func(ctx context.Context, id string, t toolshop.TaxRate) (int, error) {
			t.ID = id
			return s.Prices.UpdateTaxRate(ctx, t)
		},
		remove: s.Prices.DeleteTaxRate,
	}.routes(mux, s, "/admin/tax-rates")
	adminList[toolshop.DiscountCode, *toolshop.DiscountCode]{
		list: s.Prices.DiscountCodes,
		create: func(ctx context.Context, d toolshop.DiscountCode) (string, error) {
			d, err := s.Prices.CreateDiscountCode(ctx, d)
			return d.ID, err
		},
		update: func(ctx context.Context, id string, d toolshop.DiscountCode) (int, error) {
			d.ID = id
			return s.Prices.UpdateDiscountCode(ctx, d)
		},
		remove: s.Prices.DeleteDiscountCode,
	}.routes(mux, s, "/admin/discount-codes")
}

// getDeal answers GET /deal, for the home page: the deal of the day (Deal.Today), from the
// deal set and its tool and the tools named as the spec's deal's; null when there is none.
func (s *Server) getDeal(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	d, err := s.Prices.Deal(ctx)
	if err != nil {
		return err
	}
	var chosen *toolshop.Tool
	if !d.Ends() {
		t, err := s.Tools.Tool(ctx, d.ToolID)
		switch {
		case err == nil:
			chosen = &t
		case toolshop.ErrorCode(err) != toolshop.ENOTFOUND:
			return err
		}
	}
	q, err := toolshop.ParseToolQuery(url.Values{"q": {toolshop.SpecDealTool}})
	if err != nil {
		return err
	}
	named, _, err := s.Tools.Tools(ctx, q)
	if err != nil {
		return err
	}
	if today, shown := d.Today(chosen, named, s.now()); shown {
		writeJSON(w, http.StatusOK, today)
		return nil
	}
	writeJSON(w, http.StatusOK, nil)
	return nil
}

// adminDeal answers GET /admin/deal: the deal set while it runs (Deal.Current).
func (s *Server) adminDeal(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.admin(r); err != nil {
		return err
	}
	v, err := s.Prices.Deal(r.Context())
	return writeOK(w, v.Current(s.now()), err)
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
	if err := req.Validate(s.now()); err != nil {
		return err
	}
	if !req.Ends() {
		t, err := s.Tools.Tool(r.Context(), req.ToolID)
		if err != nil {
			return err
		}
		if _, err := t.Form(req.VariantID); err != nil { // the deal prices one form the tool is sold in
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
