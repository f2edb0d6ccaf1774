package httpapi

import (
	"bytes"
	"compress/gzip"
	"net/http"
	"strconv"
	"strings"
	"sync"
)

// gzipMinSize is the smallest body worth compressing: below it the gzip framing and the
// work cost more than the bytes saved.
const gzipMinSize = 1024

// gzipWriters are reused: each holds about a megabyte of compressor state.
var gzipWriters = sync.Pool{New: func() any { return gzip.NewWriter(nil) }}

// gzipped is body gzipped, for an answer kept ready to send (CatalogueCache).
func gzipped(body []byte) []byte {
	var b bytes.Buffer
	gz := gzipWriters.Get().(*gzip.Writer)
	gz.Reset(&b)
	gz.Write(body)
	gz.Close()
	gzipWriters.Put(gz)
	return b.Bytes()
}

// compress gzips text answers of gzipMinSize bytes or more for clients that accept gzip.
// A gzipped answer's ETag is made weak, as nginx does: its bytes are not those the strong
// tag names, and If-None-Match compares tags weakly, so either still earns a 304.
func compress(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		if vary := h["Vary"]; len(vary) > 0 {
			h["Vary"] = append(vary, "Accept-Encoding")
		} else {
			h["Vary"] = varyAcceptEncoding
		}
		if !acceptsGzip(r.Header.Get("Accept-Encoding")) {
			next.ServeHTTP(w, r)
			return
		}
		gw := &gzipWriter{ResponseWriter: w}
		next.ServeHTTP(gw, r)
		// Not deferred: after a panic nothing held back is sent, so observe can still answer 500.
		gw.close()
	})
}

// varyAcceptEncoding is the Vary header of compress's answers (see setHeaders).
var varyAcceptEncoding = []string{"Accept-Encoding"}

// acceptsGzip tells whether an Accept-Encoding header accepts gzip.
func acceptsGzip(header string) bool {
	for header != "" {
		var coding string
		coding, header, _ = strings.Cut(header, ",")
		name, params, _ := strings.Cut(coding, ";")
		if !strings.EqualFold(strings.TrimSpace(name), "gzip") {
			continue
		}
		q, found := strings.CutPrefix(strings.TrimSpace(params), "q=")
		weight, err := strconv.ParseFloat(q, 64)
		return !found || (err == nil && weight > 0)
	}
	return false
}

// compressible tells whether a content type is text that gzip shrinks.
func compressible(contentType string) bool {
	for _, prefix := range []string{"text/", "application/json", "application/javascript", "application/rss+xml", "image/svg+xml"} {
		if strings.HasPrefix(contentType, prefix) {
			return true
		}
	}
	return false
}

// gzipWriter holds back the start of an answer until it can tell whether to compress it.
type gzipWriter struct {
	http.ResponseWriter
	status  int
	held    []byte
	started bool         // the header has gone out
	gz      *gzip.Writer // set when the body is being compressed
}

func (g *gzipWriter) WriteHeader(status int) {
	switch {
	case g.started, status < http.StatusOK:
		g.ResponseWriter.WriteHeader(status) // informational answers go at once; net/http reports repeats
	case g.status != 0:
		// a repeat before anything went out: the first status counts, as in net/http
	case status == http.StatusOK:
		g.status = status
	default:
		g.status = status
		g.start(false) // errors are short, and 206 and 304 must go as they are
	}
}

func (g *gzipWriter) Write(b []byte) (int, error) {
	if g.started {
		if g.gz != nil {
			return g.gz.Write(b)
		}
		return g.ResponseWriter.Write(b)
	}
	g.WriteHeader(http.StatusOK)
	if len(g.held) == 0 && (len(b) >= gzipMinSize || g.Header()["Content-Encoding"] != nil) {
		// Nothing to gather before deciding: decide now, sparing b a copy.
		if err := g.start(len(b) >= gzipMinSize); err != nil {
			return 0, err
		}
		return g.Write(b)
	}
	g.held = append(g.held, b...)
	if len(g.held) >= gzipMinSize {
		if err := g.start(true); err != nil {
			return 0, err
		}
	}
	return len(b), nil
}

// start sends the header, compressing the body when it is long enough and worth it, then
// the bytes held back so far.
func (g *gzipWriter) start(long bool) error {
	g.started = true
	h := g.Header()
	if long && g.status == http.StatusOK && h.Get("Content-Encoding") == "" && compressible(h.Get("Content-Type")) {
		h.Set("Content-Encoding", "gzip")
		h.Del("Content-Length")
		h.Del("Accept-Ranges")
		g.gz = gzipWriters.Get().(*gzip.Writer)
		g.gz.Reset(g.ResponseWriter)
	}
	// A 304 may confirm a copy that was gzipped, so its tag is weak too.
	if tag := h.Get("ETag"); strings.HasPrefix(tag, `"`) && (g.gz != nil || g.status == http.StatusNotModified) {
		h.Set("ETag", "W/"+tag)
	}
	g.ResponseWriter.WriteHeader(g.status)
	held := g.held
	g.held = nil
	if len(held) == 0 {
		return nil
	}
	_, err := g.Write(held)
	return err
}

// close sends what is still held back and ends the compressed stream.
func (g *gzipWriter) close() {
	if !g.started {
		g.WriteHeader(http.StatusOK)
		g.start(false)
	}
	if g.gz != nil {
		g.gz.Close()
		gzipWriters.Put(g.gz)
	}
}
