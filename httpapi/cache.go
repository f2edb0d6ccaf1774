package httpapi

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
)

// jsonType is the content type of the API's answers.
const jsonType = "application/json; charset=utf-8"

// writeTagged answers a read with v as JSON, tagged for revalidation (see serveTagged).
func writeTagged(w http.ResponseWriter, r *http.Request, v any) error {
	body, err := json.Marshal(v)
	if err != nil {
		return err
	}
	serveTagged(w, r, jsonType, body)
	return nil
}

// serveTagged sends body with a strong ETag, the hash of its bytes, and answers 304 without
// the body when If-None-Match names it. Clients may keep the answer but must revalidate it.
// The tag is made from the bytes, never from when or where they were read, so replicas tag
// the same bytes alike and a write through any of them changes the tag at once.
func serveTagged(w http.ResponseWriter, r *http.Request, contentType string, body []byte) {
	if notModified(w, r, tagOf(body, w.Header())) {
		return
	}
	h := w.Header()
	h.Set("Content-Type", contentType)
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.Write(body)
}

// tagOf is the strong ETag of body. It covers the headers of h that describe a page of a
// list too (its total and the next page), which can change while the page stays the same.
func tagOf(body []byte, h http.Header) string {
	hash := sha256.New()
	hash.Write(body)
	for _, name := range describing {
		hash.Write([]byte("\n" + h.Get(name)))
	}
	return `"` + base64.RawURLEncoding.EncodeToString(hash.Sum(nil)[:18]) + `"`
}

// notModified sets an answer's tag, asks clients to revalidate it (unless its handler set how
// caches keep it, as for a page a CDN may keep), and answers 304 when If-None-Match names the
// tag, telling whether it did.
func notModified(w http.ResponseWriter, r *http.Request, tag string) bool {
	h := w.Header()
	h["Etag"] = []string{tag} // ETag's canonical form
	if h.Get("Cache-Control") == "" {
		h["Cache-Control"] = noCache
	}
	if names(r.Header["If-None-Match"], tag) {
		w.WriteHeader(http.StatusNotModified)
		return true
	}
	return false
}

// noCache is the Cache-Control header of tagged answers (see setHeaders).
var noCache = []string{"no-cache"}

// names tells whether the If-None-Match headers of a request name tag. The comparison is
// weak, as RFC 9110 asks: W/"x" names "x" too.
func names(ifNoneMatch []string, tag string) bool {
	for _, list := range ifNoneMatch {
		for list != "" {
			var listed string
			listed, list, _ = strings.Cut(list, ",")
			listed = strings.TrimPrefix(strings.TrimSpace(listed), "W/")
			if listed == tag || listed == "*" {
				return true
			}
		}
	}
	return false
}
