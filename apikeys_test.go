package toolshop_test

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"toolshop"
)

// A key's request: a name, known scopes (kept once each, sorted), an expiry in the future; the
// key made of it is the prefix and 256 random bits, of which the shop keeps the hash.
func TestNewAPIKey(t *testing.T) {
	now := time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)
	req := toolshop.NewAPIKey{Name: "  Books  ", Scopes: []toolshop.Scope{"orders:read", "catalogue:read", "orders:read"},
		ExpiresAt: "2027-01-31T00:00:00Z"}
	if err := req.Validate(now); err != nil {
		t.Fatal(err)
	}
	k, secret := req.Key(toolshop.User{Email: "boss@example.com"}, now)
	if k.Name != "Books" || !slices.Equal(k.Scopes, []toolshop.Scope{"catalogue:read", "orders:read"}) ||
		k.ExpiresAt == nil || !k.ExpiresAt.Equal(time.Date(2027, 1, 31, 0, 0, 0, 0, time.UTC)) || k.CreatedBy != "boss@example.com" {
		t.Errorf("key %+v", k)
	}
	if !toolshop.IsAPIKey(secret) || len(secret) < 40 || k.Hash != toolshop.HashKey(secret) || !strings.HasPrefix(secret, k.Prefix) ||
		strings.Contains(k.Hash, secret) {
		t.Errorf("secret %q, prefix %q, hash %q", secret, k.Prefix, k.Hash)
	}
	if _, again := req.Key(toolshop.User{}, now); again == secret {
		t.Error("two keys alike")
	}
	for _, bad := range []struct {
		req   toolshop.NewAPIKey
		field string
	}{
		{toolshop.NewAPIKey{Name: "", Scopes: []toolshop.Scope{"orders:read"}}, "name"},
		{toolshop.NewAPIKey{Name: "A\nB", Scopes: []toolshop.Scope{"orders:read"}}, "name"},
		{toolshop.NewAPIKey{Name: "A"}, "scopes"},
		{toolshop.NewAPIKey{Name: "A", Scopes: []toolshop.Scope{"admin"}}, "scopes"},
		{toolshop.NewAPIKey{Name: "A", Scopes: []toolshop.Scope{"orders:read"}, ExpiresAt: "2026-11-26T11:00:00Z"}, "expiresAt"},
		{toolshop.NewAPIKey{Name: "A", Scopes: []toolshop.Scope{"orders:read"}, ExpiresAt: "soon"}, "expiresAt"},
	} {
		var e *toolshop.Error
		if err := bad.req.Validate(now); !errors.As(err, &e) || e.Code != toolshop.EINVALID || e.Fields[bad.field] == "" {
			t.Errorf("%+v: %v, want a message for %s", bad.req, err, bad.field)
		}
	}
}

// A key acts within its scopes until it expires, and an order's history names it.
func TestAPIKeyAllows(t *testing.T) {
	now := time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)
	end := now.Add(time.Hour)
	k := toolshop.APIKey{Name: "Labels", Scopes: []toolshop.Scope{toolshop.ScopeOrdersWrite}, ExpiresAt: &end}
	if err := k.Allows(toolshop.ScopeOrdersWrite, now); err != nil {
		t.Errorf("its scope: %v", err)
	}
	if err := k.Allows(toolshop.ScopeOrdersRead, now); toolshop.ErrorCode(err) != toolshop.EFORBIDDEN ||
		toolshop.ErrorMessage(err) != "This API key lacks the scope orders:read" {
		t.Errorf("another scope: %v", err)
	}
	if err := k.Allows(toolshop.ScopeOrdersWrite, end); err != toolshop.ErrAPIKeyExpired {
		t.Errorf("at its end: %v", err)
	}
	if a := toolshop.KeyActor(k); !a.Admin || a.Email != "" || a.APIKey != "Labels" {
		t.Errorf("actor %+v", a)
	}
}

// A key works only while its maker is an enabled admin; a maker demoted, disabled or gone
// leaves it answering as a revoked key.
func TestAPIKeyLive(t *testing.T) {
	admin := toolshop.User{Email: "boss@example.com", Role: toolshop.RoleAdmin, Verified: true}
	for _, c := range []struct {
		what  string
		maker toolshop.User
		want  error
	}{
		{"an admin's", admin, nil},
		{"a demoted admin's", toolshop.User{Email: admin.Email, Verified: true}, toolshop.ErrBadToken},
		{"a disabled admin's", toolshop.User{Email: admin.Email, Role: toolshop.RoleAdmin, Verified: true, Disabled: true}, toolshop.ErrBadToken},
		{"a gone maker's", toolshop.User{}, toolshop.ErrBadToken},
	} {
		if err := (toolshop.APIKey{CreatedBy: admin.Email, Maker: c.maker}).Live(); err != c.want {
			t.Errorf("%s key: %v, want %v", c.what, err, c.want)
		}
	}
}
