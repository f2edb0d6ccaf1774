package httpapi

import (
	"net/http"

	"toolshop"
)

// getStats answers GET /admin/stats?from=&to=: the Overview's figures for the period.
func (s *Server) getStats(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.admin(r); err != nil {
		return err
	}
	query := r.URL.Query()
	now := s.now()
	period, err := toolshop.ParseStatsPeriod(query.Get("from"), query.Get("to"), now)
	if err != nil {
		return err
	}
	stats, err := s.Stats.Stats(r.Context(), period, now)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, stats)
	return nil
}

// updateSettings answers PUT /admin/settings {lowStockThreshold}.
func (s *Server) updateSettings(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.admin(r); err != nil {
		return err
	}
	var req toolshop.StatsSettings
	if err := decode(r, &req); err != nil {
		return err
	}
	if err := req.Validate(); err != nil {
		return err
	}
	if err := s.Stats.SetLowStockThreshold(r.Context(), *req.LowStockThreshold); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, req)
	return nil
}
