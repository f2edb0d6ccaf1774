package httpapi

import (
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"

	"toolshop"
)

// A bad value is reported against the JSON field that held it, an amount of money too,
// whatever the field is called.
func TestDecodeNamesTheField(t *testing.T) {
	for _, c := range []struct {
		body    string
		message string
		fields  map[string]string
	}{
		{`{"total": 0.001}`, "total must be in whole cents", map[string]string{"total": "Must be in whole cents"}},
		{`{"total": 1e300}`, "total must be at most $1,000,000,000", map[string]string{"total": "Must be at most $1,000,000,000"}},
		{`{"total": "cheap"}`, "total must be a number", map[string]string{"total": "Must be a number"}},
		{`{"line": {"price": true}}`, "line.price must be a number", map[string]string{"line.price": "Must be a number"}},
		{`{"count": 1.5}`, "count must be a whole number", map[string]string{"count": "Must be a whole number"}},
	} {
		var req struct {
			Total toolshop.Cents `json:"total"`
			Line  struct {
				Price toolshop.Cents `json:"price"`
			} `json:"line"`
			Count int `json:"count"`
		}
		err := decode(httptest.NewRequest("POST", "/", strings.NewReader(c.body)), &req)
		e, ok := err.(*toolshop.Error)
		if !ok || e.Code != toolshop.EINVALID || e.Message != c.message || !reflect.DeepEqual(e.Fields, c.fields) {
			t.Errorf("%s: %#v, want %q %v", c.body, err, c.message, c.fields)
		}
	}
}
