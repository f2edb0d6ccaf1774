package httpapi

import (
	"net/http"
	"slices"

	"toolshop"
)

var errOriginRefused = toolshop.Errorf(toolshop.EFORBIDDEN, "This origin may not call the shop's API")

// exposedHeaders and preflightHeaders answer the pages of CORSOrigins (see setHeaders).
var (
	exposedHeaders   = []string{"X-Request-Id, X-Total-Count, Link"}
	preflightHeaders = http.Header{
		"Access-Control-Allow-Methods": {"GET, POST, PUT, PATCH, DELETE"},
		"Access-Control-Allow-Headers": {"Authorization, Content-Type, Idempotency-Key, X-Order-Key"},
		"Access-Control-Max-Age":       {"600"},
	}
)

// cors lets the pages of CORSOrigins call the API from the browser. Any other origin gets no
// CORS headers, so the browser keeps its pages from reading our answers, and its preflights
// are refused. With no origins configured every request passes through untouched.
func (s *Server) cors(next http.Handler) http.Handler {
	if len(s.CORSOrigins) == 0 {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h["Vary"] = append(h["Vary"], "Origin")
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
		h["Access-Control-Allow-Origin"] = []string{origin}
		h["Access-Control-Expose-Headers"] = exposedHeaders
		if preflight {
			h["Vary"] = append(h["Vary"], "Access-Control-Request-Method, Access-Control-Request-Headers")
			setHeaders(w, preflightHeaders)
			w.WriteHeader(http.StatusNoContent)
			return
		}
		next.ServeHTTP(w, r)
	})
}
