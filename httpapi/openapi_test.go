package httpapi_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/pb33f/libopenapi"
	validator "github.com/pb33f/libopenapi-validator"
	"github.com/pb33f/libopenapi-validator/config"
	"github.com/pb33f/libopenapi-validator/errors"

	"toolshop/httpapi"
	"toolshop/store"
	"toolshop/store/storetest"
)

// leftOut are the routes openapi.json leaves out, each with why: they answer browsers,
// crawlers and Prometheus, not the API's clients. This is the one list of them.
var leftOut = map[string]string{
	"GET /":                     "the pages and their files",
	"GET /images/demo/":         "the demo catalogue's pictures",
	"GET /images/u/{name}":      "uploaded pictures, by the URLs the API's answers hold",
	"GET /robots.txt":           "for crawlers",
	"GET /sitemap.xml":          "for crawlers",
	"GET /sitemaps/pages.xml":   "for crawlers",
	"GET /sitemaps/{file}":      "for crawlers",
	"GET /pages/{slug}":         "a page; GET /content/pages/{slug} is its call",
	"GET /products/{id}":        "a tool's page; GET /tool/{id} is its call",
	"GET /products/{id}/{slug}": "a tool's page; GET /tool/{id} is its call",
	"GET /categories/{slug}":    "a category's page; GET /tools?category= is its call",
	"GET /metrics":              "Prometheus's text, not JSON",
	"GET /auth/google/start":    "the sign-in popup's redirect to the provider",
	"GET /auth/google/callback": "the sign-in popup's HTML page",
	"GET /auth/google/popup.js": "the sign-in popup's script",
}

// documentMethods are the HTTP methods a path of the document may hold.
var documentMethods = []string{"get", "put", "post", "delete", "patch", "head", "options", "trace"}

// documentedCalls are the document's operations, each as a route pattern: "GET /tool/{id}"
// (OpenAPI's path templates are Go's patterns).
func documentedCalls(t *testing.T) []string {
	t.Helper()
	var doc struct {
		Paths map[string]map[string]json.RawMessage `json:"paths"`
	}
	if err := json.Unmarshal(openAPIDocument(t), &doc); err != nil {
		t.Fatal(err)
	}
	var calls []string
	for path, item := range doc.Paths {
		for method := range item {
			if slices.Contains(documentMethods, method) {
				calls = append(calls, strings.ToUpper(method)+" "+path)
			}
		}
	}
	return calls
}

func openAPIDocument(t testing.TB) []byte {
	t.Helper()
	doc, err := os.ReadFile("openapi.json")
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

// The document names every route of the route table but those left out, and nothing else.
func TestOpenAPIDocumentsEveryRoute(t *testing.T) {
	routes := newHarness(t, storetest.SQLite(t)).api.Routes()
	documented := documentedCalls(t)
	for _, route := range routes {
		why, out := leftOut[route]
		switch in := slices.Contains(documented, route); {
		case out && in:
			t.Errorf("%s is documented in openapi.json, yet left out (%s): drop one", route, why)
		case !out && !in:
			t.Errorf("%s is a route that openapi.json does not document", route)
		}
	}
	for _, call := range documented {
		if !slices.Contains(routes, call) {
			t.Errorf("openapi.json documents %s, which no route serves", call)
		}
	}
	for route := range leftOut {
		if !slices.Contains(routes, route) {
			t.Errorf("%s is left out of openapi.json but is no route: drop it from leftOut", route)
		}
	}
}

// The document is an OpenAPI 3.1 document.
func TestOpenAPIDocumentIsValid(t *testing.T) {
	v, err := apiDocument()
	if err != nil {
		t.Fatal(err)
	}
	if ok, errs := v.ValidateDocument(); !ok {
		for _, e := range errs {
			t.Error(describe(e))
		}
	}
}

// GET /openapi.json serves the document as the repository keeps it.
func TestOpenAPIServed(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		res := h.must(http.StatusOK, "GET", "/openapi.json", "", nil)
		if !bytes.Equal(res.body, openAPIDocument(t)) || !strings.HasPrefix(res.header.Get("Content-Type"), "application/json") {
			t.Errorf("GET /openapi.json: %s, %d bytes, want openapi.json as it is", res.header.Get("Content-Type"), len(res.body))
		}
	})
}

// apiDocument is the validator of openapi.json, built once per test binary: building it
// compiles every schema, which takes a while.
var apiDocument = sync.OnceValues(func() (validator.Validator, error) {
	data, err := os.ReadFile("openapi.json")
	if err != nil {
		return nil, err
	}
	doc, err := libopenapi.NewDocument(data)
	if err != nil {
		return nil, err
	}
	v, errs := validator.NewValidator(doc, config.WithRejectUndeclaredRequestBody()) // a body sent to a call that takes none is a stray too
	if len(errs) > 0 {
		return nil, errs[0]
	}
	return v, nil
})

// routeMux matches requests as the route table does, for routeOf.
var (
	routeMuxOnce sync.Once
	routeMux     *http.ServeMux
)

// routeOf is the pattern of the route table that serves a request, "" for none. Every server
// has the same table: the first one asked lends it.
func routeOf(s *httpapi.Server, r *http.Request) string {
	routeMuxOnce.Do(func() {
		routeMux = http.NewServeMux()
		for _, pattern := range s.Routes() {
			routeMux.Handle(pattern, http.NotFoundHandler())
		}
	})
	_, pattern := routeMux.Handler(r)
	return pattern
}

// checkAgainstDocument holds a request the harness sent (with its body, read before it was
// sent) and the answer it got (with its body) against openapi.json, failing the test with
// the call and the validator's messages. Requests no route takes (a preflight, a wrong
// method) and routes the document leaves out are not checked. A request answered 4xx is
// checked on the answer's side only: those tests send what the shop must refuse (no token,
// a malformed body or id, a value out of bounds), which the document refuses too.
func (h *harness) checkAgainstDocument(req *http.Request, sent []byte, res *http.Response, received []byte) {
	h.t.Helper()
	route := routeOf(h.api, req)
	if _, out := leftOut[route]; out || route == "" {
		return
	}
	v, err := apiDocument()
	if err != nil {
		h.t.Fatal(err)
	}
	if res.Header.Get("Content-Encoding") == "gzip" {
		received = gunzip(h.t, received)
	}
	request := func() *http.Request {
		r := req.Clone(req.Context())
		r.Body = io.NopCloser(bytes.NewReader(sent))
		return r
	}
	answer := *res
	answer.Body = io.NopCloser(bytes.NewReader(received))
	_, errs := v.ValidateHttpResponse(request(), &answer)
	if res.StatusCode < 400 || res.StatusCode >= 500 {
		_, requestErrs := v.ValidateHttpRequest(request())
		errs = append(requestErrs, errs...)
	}
	for _, e := range errs {
		h.t.Errorf("%s (%s %s, %d) strays from openapi.json: %s", route, req.Method, req.URL.RequestURI(), res.StatusCode, describe(e))
	}
}

// describe is a validator's message with the details of each schema failure.
func describe(e *errors.ValidationError) string {
	var b strings.Builder
	b.WriteString(e.Message)
	if e.Reason != "" {
		b.WriteString(": " + e.Reason)
	}
	for _, f := range e.SchemaValidationErrors {
		b.WriteString("; " + f.Reason)
		if f.FieldPath != "" {
			b.WriteString(" at " + f.FieldPath)
		}
	}
	return b.String()
}
