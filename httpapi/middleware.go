package httpapi

import (
	"crypto/rand"
	"errors"
	"log/slog"
	"net/http"
	"strconv"
	"sync/atomic"
	"time"

	"toolshop"
)

// idPrefix starts every request id this process gives: random, so that ids from different
// servers (and runs) differ, while a counter after it tells this process's requests apart
// without reading the system's random source for each one.
var (
	idPrefix = rand.Text()[:12]
	idCount  atomic.Uint64
)

// newRequestID is the id of a new request: idPrefix and the next count, in base 36.
func newRequestID() string {
	var buf [32]byte
	return string(strconv.AppendUint(append(buf[:0], idPrefix...), idCount.Add(1), 36))
}

// requestID is the id observe gave the request w answers ("" outside observe).
func requestID(w http.ResponseWriter) string {
	if rec := recordOf(w); rec != nil {
		return rec.id
	}
	return ""
}

// statusRecorder is observe's record of a request: its id, the route pattern the mux chose
// (set by routed) and the status and size of its response, for the request log. It travels
// with the ResponseWriter rather than in the request's context, which would copy the request.
type statusRecorder struct {
	http.ResponseWriter
	id     string
	route  string
	status int
	bytes  int
	// apiKey and apiKeyID name the API key a call came with (staff), for its log line.
	apiKey, apiKeyID string
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

// recordOf finds observe's record under the writer compress may have wrapped around it.
func recordOf(w http.ResponseWriter) *statusRecorder {
	for {
		switch v := w.(type) {
		case *statusRecorder:
			return v
		case *gzipWriter:
			w = v.ResponseWriter
		default:
			return nil
		}
	}
}

// observe gives each request an id (also sent back as X-Request-Id), logs one line and
// counts metrics for it, and turns a panic into a 500 so one bad request cannot take the
// server down.
func (s *Server) observe(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec := &statusRecorder{ResponseWriter: w, id: newRequestID()}
		w.Header()["X-Request-Id"] = []string{rec.id}
		defer func() {
			if p := recover(); p != nil {
				if p == http.ErrAbortHandler {
					panic(p)
				}
				s.Log.Error("panic", "request_id", rec.id, "panic", p)
				if rec.status == 0 {
					s.writeError(rec, r, toolshop.ErrInternal)
				}
			}
			if rec.status == 0 {
				rec.status = http.StatusOK // what net/http sends for a handler that wrote nothing
			}
			took := time.Since(start)
			s.Metrics.request(rec.route, rec.status, took)
			attrs := []slog.Attr{slog.String("request_id", rec.id), slog.String("method", r.Method), slog.String("path", r.URL.Path),
				slog.String("route", rec.route), slog.Int("status", rec.status), slog.Int("bytes", rec.bytes),
				slog.Duration("duration", took)}
			if rec.apiKey != "" {
				attrs = append(attrs, slog.String("api_key", rec.apiKey), slog.String("api_key_id", rec.apiKeyID))
			}
			s.Log.LogAttrs(r.Context(), slog.LevelInfo, "request", attrs...)
		}()
		next.ServeHTTP(rec, r)
	})
}

// routed notes the pattern the mux chose for the request in observe's record. It reads
// r.Pattern after routing, on the request the mux saw, since middleware in between may pass
// the mux a copy.
func routed(mux *http.ServeMux) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if rec := recordOf(w); rec != nil {
			defer func() { rec.route = r.Pattern }()
		}
		mux.ServeHTTP(w, r)
	})
}

// contentSecurityPolicy lets pages load only from our own origin; images may also come
// from https links, since admins give tools image links. The one plugin content, and the one
// frame, allowed is a blob: URL, which only the page's own scripts can make: the invoice page
// shows the PDF it fetched with the caller's token that way, in an <object> that Chromium's
// viewer frames (a route of its own could not carry a policy of its own, since the app keeps
// the policy of the page it first loaded).
const contentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data: https:; connect-src 'self'; font-src 'self'; object-src blob:; frame-src blob:; " +
	"base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

// setHeaders sets headers made once, under their canonical names, on a response: it spares
// each answer the names' canonicalising and the values' slices. Answers may share the
// values: nothing changes one in place (Set replaces it, Add appends to a copy, since each
// value holds exactly one string).
func setHeaders(w http.ResponseWriter, preset http.Header) {
	h := w.Header()
	for name, values := range preset {
		h[name] = values
	}
}

// protect sets the security headers and bounds the request body.
func (s *Server) protect(next http.Handler) http.Handler {
	security := http.Header{
		"Content-Security-Policy": {s.csp()},
		"X-Content-Type-Options":  {"nosniff"},
		"Referrer-Policy":         {"strict-origin-when-cross-origin"},
		"X-Frame-Options":         {"DENY"},
	}
	if s.HSTS {
		security["Strict-Transport-Security"] = []string{"max-age=31536000"}
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		setHeaders(w, security)
		if r.Body != http.NoBody { // net/http's body of a request that has none
			limit, files := fileBodyLimits[r.URL.Path]
			if !files {
				limit = maxBodyBytes
			}
			r.Body = http.MaxBytesReader(w, r.Body, limit)
		}
		next.ServeHTTP(w, r)
	})
}

// fileError is the error of reading a file's body: tooLarge when it went past its limit in
// fileBodyLimits.
func fileError(err, tooLarge error) error {
	var limit *http.MaxBytesError
	if errors.As(err, &limit) {
		return tooLarge
	}
	return err
}

// fileBodyLimits bound the bodies of the calls that take files, by path.
var fileBodyLimits = map[string]int64{importPath: toolshop.MaxImportBytes, uploadPath: toolshop.MaxPictureBytes}

func (s *Server) csp() string {
	if s.ContentSecurityPolicy != "" {
		return s.ContentSecurityPolicy
	}
	return contentSecurityPolicy
}
