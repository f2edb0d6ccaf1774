package httpapi_test

import (
	"context"
	"encoding/base64"
	"strings"
	"testing"
	"time"

	"toolshop/auth"
	"toolshop/store"
	"toolshop/store/storetest"
)

// Tokens that are forged, stale, orphaned or borrowed are refused through the API, and the
// same call with the genuine token works.
func TestTokensRefused(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		ann := h.customer("ann@example.com")
		boss := h.admin("boss@example.com")
		gone := h.customer("gone@example.com")
		storetest.Exec(t, db, `DELETE FROM users WHERE email = $1`, "gone@example.com")

		u, err := db.UserByEmail(context.Background(), "ann@example.com")
		if err != nil {
			t.Fatal(err)
		}
		weekAgo := auth.Tokens{Keys: h.api.Tokens.Keys, Now: func() time.Time { return time.Now().Add(-8 * 24 * time.Hour) }}
		expired, err := weekAgo.Issue(u, auth.APIToken, "s1")
		if err != nil {
			t.Fatal(err)
		}
		identity, err := h.api.Tokens.Issue(u, auth.IdentityToken, "")
		if err != nil {
			t.Fatal(err)
		}
		parts := strings.Split(ann, ".")
		algNone := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"none","typ":"JWT"}`)) + "." + parts[1] + "."
		otherKey := strings.Split(forgeToken(t, "ann@example.com"), ".")[2]

		cases := []struct {
			name, method, path, token string
			status                    int
		}{
			{"alg none", "GET", "/auth/me", algNone, 401},
			{"wrong signature", "GET", "/auth/me", parts[0] + "." + parts[1] + "." + otherKey, 401},
			{"expired", "GET", "/auth/me", expired, 401},
			{"deleted user", "GET", "/auth/me", gone, 401},
			{"identity token as API token", "GET", "/auth/me", identity, 401},
			{"customer's token for an admin call", "GET", "/user", ann, 403},
			{"genuine token", "GET", "/auth/me", ann, 200},
			{"admin's token for an admin call", "GET", "/user", boss, 200},
		}
		for _, c := range cases {
			res := h.do(c.method, c.path, c.token, nil)
			if res.status != c.status {
				t.Errorf("%s: %d %s, want %d", c.name, res.status, res.body, c.status)
			}
		}
	})
}
