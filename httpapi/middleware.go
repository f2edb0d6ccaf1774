package httpapi

import (
	"context"
	"crypto/rand"
	"log/slog"
	"net/http"
	"time"

	"toolshop"
)

type requestIDKey struct{}

// routeKey holds where routed writes the pattern the mux chose, for observe to read after.
type routeKey struct{}

func requestID(ctx context.Context) string {
	id, _ := ctx.Value(requestIDKey{}).(string)
	return id
}

// statusRecorder remembers the status and size of a response for the request log.
type statusRecorder struct {
	http.ResponseWriter
	status int
	bytes  int
}

func (r *statusRecorder) WriteHeader(status int) {
	r.status = status
	r.ResponseWriter.WriteHeader(status)
}

func (r *statusRecorder) Write(b []byte) (int, error) {
	if r.status == 0 {
		r.status = http.StatusOK
	}
	n, err := r.ResponseWriter.Write(b)
	r.bytes += n
	return n, err
}

func (r *statusRecorder) Unwrap() http.ResponseWriter { return r.ResponseWriter }

// observe gives each request an id (also sent back as X-Request-Id), logs one line and
// counts metrics for it, and turns a panic into a 500 so one bad request cannot take the
// server down.
func (s *Server) observe(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		id := rand.Text()[:16]
		w.Header().Set("X-Request-Id", id)
		route := new(string)
		ctx := context.WithValue(context.WithValue(r.Context(), requestIDKey{}, id), routeKey{}, route)
		r = r.WithContext(ctx)
		rec := &statusRecorder{ResponseWriter: w}
		defer func() {
			if p := recover(); p != nil {
				if p == http.ErrAbortHandler {
					panic(p)
				}
				s.Log.Error("panic", "request_id", id, "panic", p)
				if rec.status == 0 {
					s.writeError(rec, r, toolshop.ErrInternal)
				}
			}
			if rec.status == 0 {
				rec.status = http.StatusOK // what net/http sends for a handler that wrote nothing
			}
			took := time.Since(start)
			s.Metrics.request(*route, rec.status, took)
			s.Log.LogAttrs(r.Context(), slog.LevelInfo, "request",
				slog.String("request_id", id), slog.String("method", r.Method), slog.String("path", r.URL.Path),
				slog.String("route", *route), slog.Int("status", rec.status), slog.Int("bytes", rec.bytes),
				slog.Duration("duration", took))
		}()
		next.ServeHTTP(rec, r)
	})
}

// routed notes the pattern the mux chose for the request. It reads r.Pattern after routing,
// on the request the mux saw, since middleware in between may pass the mux a copy.
func routed(mux *http.ServeMux) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if route, ok := r.Context().Value(routeKey{}).(*string); ok {
			defer func() { *route = r.Pattern }()
		}
		mux.ServeHTTP(w, r)
	})
}

// contentSecurityPolicy lets pages load only from our own origin; images may also come
// from https links, since admins give tools image links.
const contentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data: https:; connect-src 'self'; font-src 'self'; object-src 'none'; " +
	"base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

// protect sets the security headers and bounds the request body.
func (s *Server) protect(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", s.csp())
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		h.Set("X-Frame-Options", "DENY")
		if s.HSTS {
			h.Set("Strict-Transport-Security", "max-age=31536000")
		}
		limit, files := fileBodyLimits[r.URL.Path]
		if !files {
			limit = maxBodyBytes
		}
		r.Body = http.MaxBytesReader(w, r.Body, limit)
		next.ServeHTTP(w, r)
	})
}

// fileBodyLimits bound the bodies of the calls that take files, by path.
var fileBodyLimits = map[string]int64{importPath: toolshop.MaxImportBytes, uploadPath: toolshop.MaxPictureBytes}

func (s *Server) csp() string {
	if s.ContentSecurityPolicy != "" {
		return s.ContentSecurityPolicy
	}
	return contentSecurityPolicy
}
