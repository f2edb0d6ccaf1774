package httpapi_test

import (
	"strings"
	"testing"

	"toolshop/store"
	"toolshop/store/storetest"
)

// Text with a NUL byte or another control character is a 400 naming the field on both
// databases, never a 500, whatever the call and whether or not the account exists; a name
// is one line of at most 80 characters.
func TestControlCharactersRefused(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		ann := h.customer("ann@example.com")
		admin := h.admin("boss@example.com")
		toolID := h.tool(100, 1, 10)
		order := func(field, value string) map[string]any {
			return with(map[string]any{"toolId": toolID, "customerName": "Ann", "line1": "1 Mill Road", "city": "Berlin", "postalCode": "10115", "country": "DE", "number": "555", "quantity": 1},
				map[string]any{field: value})
		}
		tool := map[string]any{"name": "SAW", "price": 5, "image": "/x.svg", "minOrder": 1, "availableQuantity": 9, "description": "A saw."}
		profile := map[string]any{"name": "Ann", "education": "BSc", "city": "Leeds", "number": "555", "profile": "https://linkedin.com/in/ann"}
		for _, c := range []struct {
			name, method, path, token string
			body                      any
			field                     string
		}{
			{"signup name", "POST", "/auth/signup", "", map[string]any{"name": "Ann\x00", "email": "new@example.com", "password": "secret1"}, "name"},
			{"signup name on two lines", "POST", "/auth/signup", "", map[string]any{"name": "Ann\nYour refund is ready", "email": "new@example.com", "password": "secret1"}, "name"},
			{"signup name of 81", "POST", "/auth/signup", "", map[string]any{"name": strings.Repeat("a", 81), "email": "new@example.com", "password": "secret1"}, "name"},
			{"login email, no account", "POST", "/auth/login", "", map[string]any{"email": "nobody\x00@example.com", "password": "secret1"}, "email"},
			{"reset email", "POST", "/auth/password-reset", "", map[string]any{"email": "ann\x00@example.com"}, "email"},
			{"order address", "POST", "/orders", ann, order("line1", "1 Mill\x00 Road"), "line1"},
			{"order name", "POST", "/orders", ann, order("customerName", "Ann\x07"), "customerName"},
			{"order phone", "POST", "/orders", ann, order("number", "555\n0100"), "number"},
			{"review", "POST", "/ratings", ann, map[string]any{"ratings": 5, "description": "Good\x00"}, "description"},
			{"profile", "PUT", "/userprofile/ann@example.com", ann, with(profile, map[string]any{"city": "Leeds\x1b[31m"}), "city"},
			{"tool name", "POST", "/tools", admin, with(tool, map[string]any{"name": "SAW\x00"}), "name"},
			{"tool edit", "PATCH", "/tool/" + toolID, admin, map[string]any{"description": "A\x00saw"}, "description"},
			{"email in a path", "GET", "/admin/boss%00@example.com", admin, nil, "email"},
			{"email in a query", "GET", "/orders?email=ann%00@example.com", admin, nil, "email"},
			{"admin of a NUL email", "PUT", "/user/admin/x%00@example.com", admin, nil, "email"},
		} {
			res := h.do(c.method, c.path, c.token, c.body)
			var body struct{ Fields map[string]string }
			res.json(t, &body)
			if res.status != 400 || body.Fields[c.field] == "" {
				t.Errorf("%s: %d %s, want 400 naming %s", c.name, res.status, res.body, c.field)
			}
		}
	})
}
