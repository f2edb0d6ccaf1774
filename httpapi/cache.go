package httpapi

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
)

// writeTagged answers a read with v as JSON, tagged for revalidation (see serveTagged).
func writeTagged(w http.ResponseWriter, r *http.Request, v any) error {
	body, err := json.Marshal(v)
	if err != nil {
		return err
	}
	serveTagged(w, r, "application/json; charset=utf-8", body)
	return nil
}

// serveTagged sends body with a strong ETag, the hash of its bytes, and answers 304 without
// the body when If-None-Match names it. Clients may keep the answer but must revalidate it.
// The tag is made from what the database answered for this very request and never kept, so
// replicas tag the same bytes alike and a write through any of them changes the tag at once.
// It covers the headers that describe a page of a list too (its total and the next page),
// which can change while the page stays the same.
func serveTagged(w http.ResponseWriter, r *http.Request, contentType string, body []byte) {
	h := w.Header()
	hash := sha256.New()
	hash.Write(body)
	for _, name := range []string{"X-Total-Count", "Link"} {
		hash.Write([]byte("\n" + h.Get(name)))
	}
	tag := `"` + base64.RawURLEncoding.EncodeToString(hash.Sum(nil)[:18]) + `"`
	h.Set("ETag", tag)
	h.Set("Cache-Control", "no-cache")
	if names(r.Header.Get("If-None-Match"), tag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	h.Set("Content-Type", contentType)
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.Write(body)
}

// names tells whether an If-None-Match list names tag. The comparison is weak, as RFC 9110
// asks: W/"x" names "x" too.
func names(ifNoneMatch, tag string) bool {
	for _, listed := range strings.Split(ifNoneMatch, ",") {
		listed = strings.TrimPrefix(strings.TrimSpace(listed), "W/")
		if listed == tag || listed == "*" {
			return true
		}
	}
	return false
}
