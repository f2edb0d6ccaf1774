package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"sync/atomic"
	"testing"
	"time"

	"toolshop"
	"toolshop/httpapi"
	"toolshop/store"
	"toolshop/store/storetest"
)

// unlimited lets every attempt through. It is the harness's, so that tests making many
// accounts are not limited; the limit tests count attempts in the database.
type unlimited struct{}

func (unlimited) Attempt(context.Context, ...toolshop.Count) (toolshop.Attempt, error) {
	return toolshop.Attempt{}, nil
}
func (unlimited) Forget(context.Context, string) error { return nil }

// loginFrom signs in from addr as a load balancer reports it: last in X-Forwarded-For,
// after an address the client made up.
func (h *harness) loginFrom(addr, email, password string) response {
	h.t.Helper()
	body, _ := json.Marshal(map[string]string{"email": email, "password": password})
	req, err := http.NewRequest("POST", h.url+"/auth/login", bytes.NewReader(body))
	if err != nil {
		h.t.Fatal(err)
	}
	req.Header.Set("X-Forwarded-For", "192.0.2.99, "+addr)
	return h.send(req)
}

// wantStatus fails the test unless res has the status, and for a 429 the limit's message.
func wantStatus(t *testing.T, what string, res response, status int) {
	t.Helper()
	limited := status == 429 && res.field(t, "error") != toolshop.LoginLimit.Message &&
		res.field(t, "error") != toolshop.LoginAddressLimit.Message
	if res.status != status || limited {
		t.Fatalf("%s: %d %s, want %d", what, res.status, res.body, status)
	}
}

// Failed sign-ins lock an account only from the addresses they came from: a stranger's ten
// failures never lock the owner out of the address they sign in from, and the address that
// failed is refused even the right password until the window ends.
func TestLoginLimitPerAccount(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db, func(s *httpapi.Server) { s.Limits, s.TrustProxy = db, true })
		clock := h.setClock()
		h.customer("ann@example.com")
		h.customer("bob@example.com")

		for range 10 {
			wantStatus(t, "wrong password", h.loginFrom("203.0.113.7", "ann@example.com", "guess"), 401)
		}
		wantStatus(t, "11th attempt from the same address", h.loginFrom("203.0.113.7", "ann@example.com", "secret1"), 429)
		for i := range 20 { // a stranger spreads guesses over many addresses
			for range 10 {
				wantStatus(t, "guess from another address", h.loginFrom(fmt.Sprintf("198.18.0.%d", i), "ann@example.com", "guess"), 401)
			}
		}
		wantStatus(t, "the owner from their own address", h.loginFrom("192.0.2.10", "ann@example.com", "secret1"), 200)
		wantStatus(t, "another account from the failing address", h.loginFrom("203.0.113.7", "bob@example.com", "secret1"), 200)

		clock.advance(14 * time.Minute)
		wantStatus(t, "within the window", h.loginFrom("203.0.113.7", "ann@example.com", "secret1"), 429)
		clock.advance(time.Minute + time.Second)
		wantStatus(t, "after the window", h.loginFrom("203.0.113.7", "ann@example.com", "secret1"), 200)
	})
}

// Thirty failed sign-ins from one address lock that address out, whatever accounts they try
// and whatever X-Forwarded-For says when no proxy is trusted. A success in between is not
// counted, and does not wipe the failures before it either.
func TestLoginLimitPerAddress(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db, func(s *httpapi.Server) { s.Limits = db })
		clock := h.setClock()
		h.customer("ann@example.com")

		for i := range 29 {
			wantStatus(t, "made-up account", h.loginFrom(fmt.Sprintf("198.51.100.%d", i), fmt.Sprintf("user%d@example.com", i), "guess"), 401)
		}
		wantStatus(t, "success after 29 failures", h.loginFrom("198.51.100.200", "ann@example.com", "secret1"), 200)
		wantStatus(t, "30th failure", h.loginFrom("198.51.100.201", "nobody@example.com", "guess"), 401)
		wantStatus(t, "right password from a locked address", h.loginFrom("198.51.100.22", "ann@example.com", "secret1"), 429)

		clock.advance(15*time.Minute + time.Second)
		wantStatus(t, "after the window", h.loginFrom("198.51.100.23", "ann@example.com", "secret1"), 200)
	})
}

// Sign-ups and reset requests are limited to 20 an hour from one address.
func TestSignupAndResetLimits(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db, func(s *httpapi.Server) { s.Limits = db })
		clock := h.setClock()
		for i := range 20 {
			h.customer(fmt.Sprintf("user%d@example.com", i))
			h.must(202, "POST", "/auth/password-reset", "", map[string]string{"email": "user0@example.com"})
		}
		signup := map[string]string{"name": "Eve", "email": "eve@example.com", "password": "secret1"}
		if res := h.must(429, "POST", "/auth/signup", "", signup); res.field(t, "error") != "Too many sign-ups from your address. Try again in an hour." {
			t.Errorf("21st signup: %s", res.body)
		}
		if res := h.must(429, "POST", "/auth/password-reset", "", map[string]string{"email": "user0@example.com"}); res.field(t, "error") != "Too many password reset requests from your address. Try again in an hour." {
			t.Errorf("21st reset request: %s", res.body)
		}
		if n := len(h.mail.mailed("user0@example.com")); n != 20 {
			t.Errorf("%d reset links mailed, want 20", n)
		}
		clock.advance(time.Hour)
		h.must(201, "POST", "/auth/signup", "", signup)
		h.must(202, "POST", "/auth/password-reset", "", map[string]string{"email": "user0@example.com"})
	})
}

// Setting a new password is limited per address, and a link that cannot work is refused
// before the password is hashed: an anonymous client cannot keep the server hashing.
func TestResetConfirmLimit(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db, func(s *httpapi.Server) { s.Limits = db })
		clock := h.setClock()
		guess := map[string]string{"token": "made-up", "password": "secret2"}
		for range 20 {
			wantError(t, "made-up link", h.do("POST", "/auth/password-reset/confirm", "", guess), 400, toolshop.ErrResetLinkUsed.Message)
		}
		wantError(t, "21st try", h.do("POST", "/auth/password-reset/confirm", "", guess), 429, toolshop.ResetConfirmLimit.Message)
		clock.advance(time.Hour)
		wantError(t, "after the window", h.do("POST", "/auth/password-reset/confirm", "", guess), 400, toolshop.ErrResetLinkUsed.Message)
	})
}

// countingLimiter counts the attempts that reach the database.
type countingLimiter struct {
	toolshop.Limiter
	calls atomic.Int64
}

func (c *countingLimiter) Attempt(ctx context.Context, counts ...toolshop.Count) (toolshop.Attempt, error) {
	c.calls.Add(1)
	return c.Limiter.Attempt(ctx, counts...)
}

// A client hammering a call it is limited on is refused from memory: its attempts stop
// reaching the database until a moment has passed.
func TestRefusalsAreCheap(t *testing.T) {
	db := storetest.SQLite(t)
	limiter := &countingLimiter{Limiter: db}
	h := newHarness(t, db, func(s *httpapi.Server) { s.Limits = limiter })
	clock := h.setClock()
	guess := map[string]string{"token": "made-up", "password": "secret2"}
	for range 20 {
		h.do("POST", "/auth/password-reset/confirm", "", guess)
	}
	wantError(t, "21st try", h.do("POST", "/auth/password-reset/confirm", "", guess), 429, toolshop.ResetConfirmLimit.Message)
	before := limiter.calls.Load()
	for range 100 {
		wantError(t, "hammering", h.do("POST", "/auth/password-reset/confirm", "", guess), 429, toolshop.ResetConfirmLimit.Message)
	}
	if n := limiter.calls.Load() - before; n != 0 {
		t.Errorf("%d refused attempts reached the database", n)
	}
	clock.advance(11 * time.Second)
	wantError(t, "after a moment, still limited", h.do("POST", "/auth/password-reset/confirm", "", guess), 429, toolshop.ResetConfirmLimit.Message)
	if limiter.calls.Load() == before {
		t.Error("the database was not asked again after the memory's moment")
	}
}
