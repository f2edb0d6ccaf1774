package httpapi

import (
	"net/http"
	"slices"

	"toolshop"
)

var errOriginRefused = toolshop.Errorf(toolshop.EFORBIDDEN, "This origin may not call the shop's API")

// cors lets the pages of CORSOrigins call the API from the browser. Any other origin gets no
// CORS headers, so the browser keeps its pages from reading our answers, and its preflights
// are refused. With no origins configured every request passes through untouched.
func (s *Server) cors(next http.Handler) http.Handler {
	if len(s.CORSOrigins) == 0 {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Add("Vary", "Origin")
		origin := r.Header.Get("Origin")
		preflight := r.Method == http.MethodOptions && origin != "" && r.Header.Get("Access-Control-Request-Method") != ""
		if !slices.Contains(s.CORSOrigins, origin) {
			if preflight {
				s.writeError(w, r, errOriginRefused)
				return
			}
			next.ServeHTTP(w, r)
			return
		}
		h.Set("Access-Control-Allow-Origin", origin)
		h.Set("Access-Control-Expose-Headers", "X-Request-Id, X-Total-Count, Link")
		if preflight {
			h.Add("Vary", "Access-Control-Request-Method, Access-Control-Request-Headers")
			h.Set("Access-Control-Allow-Methods", "GET, POST, PUT, PATCH, DELETE")
			h.Set("Access-Control-Allow-Headers", "Authorization, Content-Type")
			h.Set("Access-Control-Max-Age", "600")
			w.WriteHeader(http.StatusNoContent)
			return
		}
		next.ServeHTTP(w, r)
	})
}
