package httpapi_test

import (
	"fmt"
	"sync"
	"testing"

	"toolshop"
	"toolshop/httpapi"
	"toolshop/store"
	"toolshop/store/storetest"
)

// me is what GET /auth/me says of the caller.
type me struct {
	Email, Name     string
	Admin, Verified bool
}

func (h *harness) me(token string) me {
	h.t.Helper()
	var m me
	h.must(200, "GET", "/auth/me", token, nil).json(h.t, &m)
	return m
}

// ADMIN_EMAILS gives admin only to whoever proves the mailbox: a stranger who signs up first
// with a listed address shops, but is no admin, and once the mailbox's owner follows the
// link with a password of their own, the stranger's session and password end. Verification
// mail may be sent again a few times an hour.
func TestAdminEmailsNeedAVerifiedMailbox(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db, func(s *httpapi.Server) { s.Limits = db })
		h.admins["boss@example.com"] = true
		squatter := h.unverified("boss@example.com")
		if m := h.me(squatter); m.Admin || m.Verified {
			t.Fatalf("before verification: %+v", m)
		}
		h.must(403, "GET", "/allorders", squatter, nil)
		h.order(squatter, h.tool(100, 1, 10), 1) // shopping works before verification

		for range 3 {
			h.must(202, "POST", "/auth/verify-email/resend", squatter, nil)
		}
		wantError(t, "fourth resend", h.do("POST", "/auth/verify-email/resend", squatter, nil), 429, toolshop.VerifyMailLimit.Message)
		wantError(t, "made-up link", h.do("POST", "/auth/verify-email", "", map[string]string{"token": "made-up"}), 400, toolshop.ErrVerifyLinkUsed.Message)

		h.ownerVerifies("boss@example.com", "the boss's own")
		wantError(t, "the squatter's session", h.do("GET", "/auth/me", squatter, nil), 401, toolshop.ErrPasswordChanged.Message)
		boss := h.signInAs("boss@example.com", "the boss's own", "Browser")
		if m := h.me(boss); !m.Admin || !m.Verified {
			t.Errorf("after verification: %+v", m)
		}
		wantError(t, "the used link", h.do("POST", "/auth/verify-email", "", map[string]string{"token": h.mail.verifications("boss@example.com")[0]}),
			400, toolshop.ErrVerifyLinkUsed.Message)
		wantError(t, "resend when verified", h.do("POST", "/auth/verify-email/resend", boss, nil), 409, "Your email is verified already")

		// Make Admin refuses an account that has not proved its address either.
		h.unverified("eve@example.com")
		wantError(t, "make admin of the unverified", h.do("PUT", "/user/admin/eve@example.com", boss, nil), 409, toolshop.ErrNotVerified.Message)
	})
}

// ownerVerifies follows the latest verification link mailed to email as the mailbox's owner
// does in a browser not signed in to the account: asked for a password, they choose one.
func (h *harness) ownerVerifies(email, password string) {
	h.t.Helper()
	link := h.verification(email)
	h.must(400, "POST", "/auth/verify-email", "", map[string]string{"token": link}) // asked for a password
	h.must(200, "POST", "/auth/verify-email", "", map[string]string{"token": link, "password": password})
}

// The account-pre-hijacking attack (Sudhodanan and Paverd, 2022): a stranger signs up with
// the victim's address and keeps the session; the victim checks out as a guest and follows
// the link the stranger's sign-up mailed. The stranger never sees the victim's guest order:
// the link asks the victim for a password, which ends the stranger's session and password.
// A signed-in caller of another account is asked too.
func TestPreHijackedAccountAdoptsNothing(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		stranger := h.unverified("vic@example.com")
		guestID, _ := h.placeGuest("", guestOrder("vic@example.com", map[string]any{"toolId": h.tool(1999, 1, 10), "quantity": 1}))
		strangerSees := func(token string) {
			t.Helper()
			var listed []toolshop.Order
			h.must(200, "GET", "/orders?email=vic@example.com", token, nil).json(t, &listed)
			if len(listed) != 0 {
				t.Errorf("the stranger is listed %d orders", len(listed))
			}
			h.must(403, "GET", "/orders/"+guestID, token, nil)
		}
		strangerSees(stranger)

		other := h.customer("eve@example.com")
		wantError(t, "signed in to another account", h.do("POST", "/auth/verify-email", other, map[string]string{"token": h.verification("vic@example.com")}),
			400, toolshop.ErrChoosePassword.Message)
		wantError(t, "followed without a session", h.do("POST", "/auth/verify-email", "", map[string]string{"token": h.verification("vic@example.com")}),
			400, toolshop.ErrChoosePassword.Message)
		wantError(t, "a password too short", h.do("POST", "/auth/verify-email", "", map[string]string{"token": h.verification("vic@example.com"), "password": "abc"}),
			400, "Must be 6 or longer")
		h.ownerVerifies("vic@example.com", "vic's own")

		for _, path := range []string{"/auth/me", "/orders?email=vic@example.com", "/orders/" + guestID} {
			wantError(t, "the stranger's session: "+path, h.do("GET", path, stranger, nil), 401, toolshop.ErrPasswordChanged.Message)
		}
		wantError(t, "the stranger's password", h.do("POST", "/auth/login", "", map[string]string{"email": "vic@example.com", "password": "secret1"}),
			401, toolshop.ErrWrongLogin.Message)
		if m := h.me(h.signInAs("vic@example.com", "vic's own", "Browser")); !m.Verified {
			t.Errorf("the owner's account after the link: %+v", m)
		}
	})
}

// Admins can be demoted, never the last; an admin disables an account, which ends its
// sessions at once and refuses its sign-ins until it is enabled again.
func TestDemoteAndDisable(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		boss := h.admin("boss@example.com")
		deputy := h.admin("deputy@example.com")
		ann := h.customer("ann@example.com")

		h.must(403, "DELETE", "/user/admin/boss@example.com", ann, nil)
		if n := h.must(200, "DELETE", "/user/admin/deputy@example.com", boss, nil).field(t, "modifiedCount"); n != 1.0 {
			t.Errorf("demote: %v", n)
		}
		h.must(403, "GET", "/allorders", deputy, nil)
		wantError(t, "demote the last admin", h.do("DELETE", "/user/admin/boss@example.com", boss, nil), 409, toolshop.ErrLastAdmin.Message)
		if n := h.must(200, "DELETE", "/user/admin/ann@example.com", boss, nil).field(t, "modifiedCount"); n != 0.0 {
			t.Errorf("demote a customer: %v", n)
		}

		wantError(t, "disable yourself", h.do("PUT", "/user/disabled/boss@example.com", boss, nil), 409, toolshop.ErrDisableYourself.Message)
		h.must(200, "PUT", "/user/admin/deputy@example.com", boss, nil)
		wantError(t, "disable an admin", h.do("PUT", "/user/disabled/deputy@example.com", boss, nil), 409, toolshop.ErrDisableAdmin.Message)
		h.must(200, "PUT", "/user/disabled/ann@example.com", boss, nil)
		wantError(t, "a disabled account's session", h.do("GET", "/auth/me", ann, nil), 401, toolshop.ErrAccountDisabled.Message)
		login := map[string]string{"email": "ann@example.com", "password": "secret1"}
		wantError(t, "a disabled account signs in", h.do("POST", "/auth/login", "", login), 401, toolshop.ErrAccountDisabled.Message)
		var users []toolshop.User
		h.must(200, "GET", "/user", boss, nil).json(t, &users)
		for _, u := range users {
			if u.Email == "ann@example.com" && (!u.Disabled || !u.Verified) {
				t.Errorf("users list: %+v", u)
			}
		}
		h.must(200, "DELETE", "/user/disabled/ann@example.com", boss, nil)
		wantError(t, "a session ended by disabling", h.do("GET", "/auth/me", ann, nil), 401, "This session has ended: sign in again")
		h.must(200, "POST", "/auth/login", "", login)
	})
}

// Two admins demoting each other at once leave one admin, on both databases.
func TestAdminsDemotingEachOther(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		for round := range 5 {
			a, b := "a@example.com", "b@example.com"
			tokens := map[string]string{}
			for _, email := range []string{a, b} {
				if round == 0 {
					h.admin(email)
					// An admin's first sign-in replaces the customer's "secret1".
					h.must(200, "POST", "/auth/login", "", map[string]string{"email": email, "password": "secret1", "newPassword": "Str0ng-enough"})
				}
				tokens[email] = h.signInAs(email, "Str0ng-enough", "Browser")
			}
			var wg sync.WaitGroup
			wg.Go(func() { h.do("DELETE", "/user/admin/"+b, tokens[a], nil) })
			wg.Go(func() { h.do("DELETE", "/user/admin/"+a, tokens[b], nil) })
			wg.Wait()
			admins := 0
			for _, email := range []string{a, b} {
				if u, err := db.UserByEmail(t.Context(), email); err == nil && u.IsAdmin() {
					admins++
				}
			}
			if admins != 1 {
				t.Fatalf("round %d: %d admins left", round, admins)
			}
			for _, email := range []string{a, b} {
				if _, err := db.MakeAdmin(t.Context(), email); err != nil {
					t.Fatal(err)
				}
			}
		}
	})
}

// Reviews: by buyers, signed with the author's account name, one an account, removed by an
// admin, and paged newest first with the total in X-Total-Count.
func TestReviewsKeepTheRules(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		admin := h.admin("boss@example.com")
		tool := h.tool(1000, 1, 100)
		ann := h.buyer("ann@example.com", tool)
		h.must(201, "POST", "/ratings", ann, map[string]any{"name": "Owner (Toolshop staff)", "ratings": 5, "description": "Best shop."})
		wantError(t, "second review", h.do("POST", "/ratings", ann, map[string]any{"ratings": 1, "description": "Again."}), 409, toolshop.ErrReviewedAlready.Message)
		for i := range 24 {
			h.must(201, "POST", "/ratings", h.buyer(fmt.Sprintf("c%d@example.com", i), tool), map[string]any{"ratings": 4, "description": fmt.Sprint("Review ", i)})
		}

		var page []toolshop.Review
		res := h.must(200, "GET", "/ratings", "", nil)
		res.json(t, &page)
		if len(page) != toolshop.DefaultPageSize || res.header.Get("X-Total-Count") != "25" || page[0].Description != "Review 23" {
			t.Fatalf("first page: %d reviews, total %q, newest %+v", len(page), res.header.Get("X-Total-Count"), page[0])
		}
		h.must(200, "GET", "/ratings?limit=10&offset=20", "", nil).json(t, &page)
		if len(page) != 5 || page[4].Name != "ann" {
			t.Errorf("last page %+v", page)
		}
		for _, bad := range []string{"limit=0", "limit=101", "limit=x", "offset=-1"} {
			if res := h.do("GET", "/ratings?"+bad, "", nil); res.status != 400 {
				t.Errorf("%s: %d %s", bad, res.status, res.body)
			}
		}

		h.must(403, "DELETE", "/ratings/"+page[4].ID, ann, nil)
		h.must(200, "DELETE", "/ratings/"+page[4].ID, admin, nil)
		h.must(404, "DELETE", "/ratings/"+page[4].ID, admin, nil)
		if total := h.must(200, "GET", "/ratings", "", nil).header.Get("X-Total-Count"); total != "24" {
			t.Errorf("total after removal %q", total)
		}
	})
}
