package httpapi_test

import (
	"net/http"
	"strings"
	"testing"

	"toolshop/httpapi"
	"toolshop/store/storetest"
)

// Every answer, API and pages alike, carries the security headers; the policy allows no
// inline script, and no plugin content or frame but the blob: URLs the invoice page makes of its PDF;
// HSTS is sent only when the shop is configured to sit behind TLS.
func TestSecurityHeaders(t *testing.T) {
	plain := newHarness(t, storetest.SQLite(t))
	behindTLS := newHarness(t, storetest.SQLite(t), func(s *httpapi.Server) { s.HSTS = true })
	for _, path := range []string{"/tools", "/blogs", "/images/demo/drill.svg"} {
		for _, c := range []struct {
			h    *harness
			hsts string
		}{{plain, ""}, {behindTLS, "max-age=31536000"}} {
			header := c.h.must(200, "GET", path, "", nil).header
			csp := header.Get("Content-Security-Policy")
			if directive(csp, "script-src") != "script-src 'self'" || directive(csp, "default-src") != "default-src 'self'" ||
				directive(csp, "frame-ancestors") != "frame-ancestors 'none'" || directive(csp, "object-src") != "object-src blob:" ||
				directive(csp, "frame-src") != "frame-src blob:" {
				t.Errorf("%s: policy %q", path, csp)
			}
			for name, want := range map[string]string{
				"X-Content-Type-Options":    "nosniff",
				"Referrer-Policy":           "strict-origin-when-cross-origin",
				"X-Frame-Options":           "DENY",
				"Strict-Transport-Security": c.hsts,
			} {
				if got := header.Get(name); got != want {
					t.Errorf("%s: %s %q, want %q", path, name, got, want)
				}
			}
		}
	}
}

// directive is the directive of a Content-Security-Policy that starts with name.
func directive(policy, name string) string {
	for _, d := range strings.Split(policy, ";") {
		if d = strings.TrimSpace(d); strings.HasPrefix(d, name+" ") {
			return d
		}
	}
	return ""
}

// fromOrigin sends a request as a page of origin would; an OPTIONS request is the preflight
// a browser sends first to ask whether the page may post with a token.
func fromOrigin(h *harness, method, path, origin string) response {
	h.t.Helper()
	req, err := http.NewRequest(method, h.url+path, nil)
	if err != nil {
		h.t.Fatal(err)
	}
	req.Header.Set("Origin", origin)
	if method == "OPTIONS" {
		req.Header.Set("Access-Control-Request-Method", "POST")
		req.Header.Set("Access-Control-Request-Headers", "authorization, content-type")
	}
	return h.send(req)
}

// By default no other origin may call the API from its pages; the owner can allow some,
// and only those get CORS headers, preflights included.
func TestCORS(t *testing.T) {
	const app, evil = "https://app.example.com", "https://evil.example"
	closed := newHarness(t, storetest.SQLite(t))
	for _, res := range []response{fromOrigin(closed, "GET", "/tools", app), fromOrigin(closed, "OPTIONS", "/orders", app)} {
		if got := res.header.Get("Access-Control-Allow-Origin"); got != "" {
			t.Errorf("no origins configured, yet Access-Control-Allow-Origin %q", got)
		}
	}

	open := newHarness(t, storetest.SQLite(t), func(s *httpapi.Server) { s.CORSOrigins = []string{app} })
	res := fromOrigin(open, "GET", "/tools", app)
	if res.status != 200 || res.header.Get("Access-Control-Allow-Origin") != app || !strings.Contains(res.header.Get("Vary"), "Origin") {
		t.Errorf("allowed origin: %d %v", res.status, res.header)
	}
	res = fromOrigin(open, "OPTIONS", "/orders", app)
	if res.status != 204 || res.header.Get("Access-Control-Allow-Origin") != app ||
		!strings.Contains(res.header.Get("Access-Control-Allow-Methods"), "POST") ||
		!strings.Contains(res.header.Get("Access-Control-Allow-Headers"), "Authorization") {
		t.Errorf("allowed preflight: %d %v", res.status, res.header)
	}
	res = fromOrigin(open, "GET", "/tools", evil)
	if res.status != 200 || res.header.Get("Access-Control-Allow-Origin") != "" {
		t.Errorf("other origin: %d %v", res.status, res.header)
	}
	res = fromOrigin(open, "OPTIONS", "/orders", evil)
	if res.status != 403 || res.header.Get("Access-Control-Allow-Origin") != "" || res.header.Get("Access-Control-Allow-Methods") != "" {
		t.Errorf("other origin's preflight: %d %v", res.status, res.header)
	}
}
