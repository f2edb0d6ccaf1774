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

// A key is a field only as the API spells it: encoding/json would take "EMAIL" for "email",
// and a body with both for the one written last.
func TestDecodeTakesKeysAsSpelled(t *testing.T) {
	type Contact struct {
		Phone string `json:"phone"`
	}
	type request struct {
		Contact
		Email string              `json:"email"`
		Lines []struct{ Qty int } `json:"lines"`
		Specs map[string]struct {
			Value string `json:"value"`
		} `json:"specs"`
		Total toolshop.Cents `json:"total"`
	}
	for _, c := range []struct {
		body  string
		field string // "" when the body is taken
	}{
		{`{"email": "a@b.co", "phone": "1", "lines": [{"Qty": 1}], "specs": {"Email": {"value": "x"}}, "other": {"EMAIL": 1}}`, ""},
		{`{"EMAIL": "a@b.co"}`, "email"},
		{`{"email": "a@b.co", "Email": "c@d.co"}`, "email"},
		{`{"Phone": "1"}`, "phone"},
		{`{"lines": [{"Qty": 1}, {"qty": 2}]}`, "lines.Qty"},
		{`{"specs": {"Voltage": {"Value": "18 V"}}}`, "specs.Voltage.value"},
	} {
		var req request
		err := decode(httptest.NewRequest("POST", "/", strings.NewReader(c.body)), &req)
		e, _ := err.(*toolshop.Error)
		switch {
		case c.field == "" && err != nil:
			t.Errorf("%s: %v", c.body, err)
		case c.field != "" && (e == nil || e.Code != toolshop.EINVALID || e.Fields[c.field] == ""):
			t.Errorf("%s: %#v, want a 400 naming %s", c.body, err, c.field)
		}
	}
	var req struct {
		Email string `json:"email"`
	}
	err := decode(httptest.NewRequest("POST", "/", strings.NewReader(`{"EMAIL": "a@b.co"}`)), &req)
	if want := `email must be spelled "email", not "EMAIL"`; toolshop.ErrorMessage(err) != want {
		t.Errorf("%v, want %s", err, want)
	}
}
