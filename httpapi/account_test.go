package httpapi_test

import (
	"net/http"
	"testing"

	"toolshop/store"
	"toolshop/store/storetest"
)

// signInAs signs in with a password from a browser named agent and answers its API token.
func (h *harness) signInAs(email, password, agent string) string {
	h.t.Helper()
	identity, _ := h.must(200, "POST", "/auth/login", "", map[string]string{"email": email, "password": password}).
		field(h.t, "token").(string)
	req, err := http.NewRequest("PUT", h.url+"/user/"+email, nil)
	if err != nil {
		h.t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+identity)
	req.Header.Set("User-Agent", agent)
	res := h.send(req)
	token, _ := res.field(h.t, "token").(string)
	if res.status != 200 || token == "" {
		h.t.Fatalf("sign in as %s: %d %s", email, res.status, res.body)
	}
	return token
}

// Sign Out ends the session on the server: its token stops working at once, the account's
// other sessions go on. An account lists its sessions and ends the others, one or all.
func TestSessionsEndWhenAsked(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		h.customer("ann@example.com")
		laptop := h.signInAs("ann@example.com", "secret1", "Laptop\tBrowser")
		phone := h.signInAs("ann@example.com", "secret1", "Phone")
		tablet := h.signInAs("ann@example.com", "secret1", "Tablet")
		bob := h.customer("bob@example.com")

		var sessions []struct {
			ID, UserAgent string
			Current       bool
		}
		h.must(200, "GET", "/auth/sessions", laptop, nil).json(t, &sessions)
		if len(sessions) != 4 {
			t.Fatalf("sessions %+v", sessions)
		}
		current, tabletID := "", ""
		for _, s := range sessions {
			if s.Current {
				current += s.UserAgent
			}
			if s.UserAgent == "Tablet" {
				tabletID = s.ID
			}
		}
		if current != "Laptop Browser" {
			t.Errorf("current session %q", current)
		}

		wantError(t, "another's session", h.do("DELETE", "/auth/sessions/"+tabletID, bob, nil), 404, "Session not found")
		h.must(200, "DELETE", "/auth/sessions/"+tabletID, laptop, nil)
		wantError(t, "ended session", h.do("GET", "/auth/me", tablet, nil), 401, "This session has ended: sign in again")

		if n := h.must(200, "POST", "/auth/logout", phone, nil).field(t, "endedCount"); n != 1.0 {
			t.Errorf("sign out: %v", n)
		}
		wantError(t, "signed out", h.do("GET", "/orders", phone, nil), 401, "This session has ended: sign in again")
		h.must(200, "GET", "/auth/me", laptop, nil)

		if n := h.must(200, "POST", "/auth/sessions/end-others", laptop, nil).field(t, "endedCount"); n != 1.0 {
			t.Errorf("end others: %v", n) // the one session the customer helper started
		}
		h.must(200, "GET", "/auth/me", laptop, nil)
		h.must(200, "GET", "/auth/me", bob, nil)
	})
}

// A signed-in customer changes their password with the current one: every other session
// and every older token stops working, this session goes on with the token answered. A
// wrong current password is refused, and guessing it is limited like signing in.
func TestChangePassword(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		h.customer("ann@example.com")
		laptop := h.signInAs("ann@example.com", "secret1", "Laptop")
		phone := h.signInAs("ann@example.com", "secret1", "Phone")

		res := h.do("PUT", "/auth/password", laptop, map[string]string{"currentPassword": "wrong1", "newPassword": "fresh-pass"})
		wantError(t, "wrong current password", res, 400, "Current password is wrong")
		res = h.do("PUT", "/auth/password", laptop, map[string]string{"currentPassword": "secret1", "newPassword": "short"})
		wantError(t, "short new password", res, 400, "Must be 6 or longer")

		fresh, _ := h.must(200, "PUT", "/auth/password", laptop, map[string]string{"currentPassword": "secret1", "newPassword": "fresh-pass"}).
			field(t, "token").(string)
		h.must(200, "GET", "/auth/me", fresh, nil)
		wantError(t, "this session's old token", h.do("GET", "/auth/me", laptop, nil), 401, "Your password was changed: sign in again")
		h.must(401, "GET", "/auth/me", phone, nil)
		h.must(401, "POST", "/auth/login", "", map[string]string{"email": "ann@example.com", "password": "secret1"})
		h.signInAs("ann@example.com", "fresh-pass", "Phone")

		h.must(200, "PATCH", "/auth/me", fresh, map[string]string{"name": "  Ann Lee "})
		var me struct{ Name string }
		h.must(200, "GET", "/auth/me", fresh, nil).json(t, &me)
		if me.Name != "Ann Lee" {
			t.Errorf("name %q", me.Name)
		}
		res = h.do("PATCH", "/auth/me", fresh, map[string]string{"name": "Ann\nYour refund is ready"})
		wantError(t, "two-line name", res, 400, "Must be one line, without control characters")
	})
}
