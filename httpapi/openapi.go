package httpapi

import (
	_ "embed"
	"net/http"
)

// openAPI is the API's OpenAPI 3.1 document, kept by hand beside the route table; the tests
// fail when the two differ or a handler's answer strays from it (openapi_test.go).
//
//go:embed openapi.json
var openAPI []byte

// serveOpenAPI answers GET /openapi.json: the document, tagged as the other static answers are.
func serveOpenAPI(w http.ResponseWriter, r *http.Request) error {
	serveTagged(w, r, jsonType, openAPI)
	return nil
}
