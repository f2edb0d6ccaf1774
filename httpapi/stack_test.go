package httpapi_test

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"toolshop/httpapi"
	"toolshop/store/storetest"
)

// BenchmarkHomePage serves the home page's first call, GET /tools?limit=24&offset=0, from
// the catalogue's answers kept in memory, through the whole stack of middleware (the log
// formatted as in production, to io.Discard): what each request costs besides net/http.
func BenchmarkHomePage(b *testing.B) {
	h := newHarness(b, storetest.SQLite(b), func(s *httpapi.Server) {
		c := httpapi.NewCatalogueCache(100, 1<<20, time.Hour)
		c.Now = func() time.Time { return time.Unix(0, 0) } // never expires
		s.Catalogue = c
		s.Log = slog.New(slog.NewJSONHandler(io.Discard, nil))
	})
	for range 30 {
		h.tool(1000, 1, 10)
	}
	handler := h.api.Handler()
	for _, encoding := range []string{"identity", "gzip"} {
		b.Run(encoding, func(b *testing.B) {
			req := httptest.NewRequest("GET", "/tools?limit=24&offset=0", nil)
			req.Header.Set("Accept-Encoding", encoding)
			for b.Loop() {
				w := &discardWriter{header: http.Header{}} // net/http makes both for each request too
				handler.ServeHTTP(w, req)
				if w.status != http.StatusOK {
					b.Fatalf("status %d", w.status)
				}
			}
		})
	}
}

// discardWriter is a ResponseWriter that keeps only the status.
type discardWriter struct {
	header http.Header
	status int
}

func (w *discardWriter) Header() http.Header { return w.header }

func (w *discardWriter) WriteHeader(status int) {
	if w.status == 0 {
		w.status = status
	}
}

func (w *discardWriter) Write(b []byte) (int, error) {
	w.WriteHeader(http.StatusOK)
	return len(b), nil
}
