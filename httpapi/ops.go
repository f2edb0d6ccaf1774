package httpapi

import (
	"context"
	"net/http"
	"time"

	"toolshop"
)

func (s *Server) healthz(w http.ResponseWriter, r *http.Request) error {
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
	return nil
}

func (s *Server) readyz(w http.ResponseWriter, r *http.Request) error {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	if err := s.Ready(ctx); err != nil {
		s.Log.Warn("not ready", "error", err)
		w.Header().Set("Retry-After", "30")
		writeJSON(w, http.StatusServiceUnavailable, map[string]string{"error": "Not ready: " + err.Error()})
		return nil
	}
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
	return nil
}

// config answers GET /config: the server's services, whether the shop's prices include tax,
// and the shop's brand and published pages, read each time since an admin may change them.
func (s *Server) config(w http.ResponseWriter, r *http.Request) error {
	shop, err := s.Prices.ShopSettings(r.Context())
	if err != nil {
		return err
	}
	pages, err := s.Content.Pages(r.Context())
	if err != nil {
		return err
	}
	type pageLink struct {
		Slug  string `json:"slug"`
		Title string `json:"title"`
	}
	published := []pageLink{}
	for _, p := range pages {
		if p.Published {
			published = append(published, pageLink{p.Slug, p.Title})
		}
	}
	writeJSON(w, http.StatusOK, struct {
		PublicConfig
		PricesIncludeTax bool `json:"pricesIncludeTax"`
		// FeedURL is the shopping feed's address, for the owner to paste into Merchant Center.
		FeedURL string `json:"feedUrl"`
		Shop    any    `json:"shop"`
	}{s.Config, shop.PricesIncludeTax, s.site.PublicURL(r) + googleFeedPath, struct {
		toolshop.ShopBrand
		// Accent is the brand colour's as the pages' stylesheet takes it.
		Accent *toolshop.Accent `json:"accent,omitempty"`
		// Pages are the shop's own pages people may read, for the footer and the checkout.
		Pages []pageLink `json:"pages"`
	}{shop.ShopBrand, shop.Accent(), published}})
	return nil
}

func cacheFor(next http.Handler, cacheControl string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", cacheControl)
		next.ServeHTTP(w, r)
	})
}
