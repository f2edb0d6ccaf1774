package httpapi_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"toolshop"
	"toolshop/auth"
	"toolshop/store"
	"toolshop/store/storetest"
)

// Sign-up and sign-in answer identity tokens; only a valid identity token for the same
// email is exchanged for an API token; passwords are stored as slow salted hashes.
func TestIdentity(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		ctx := context.Background()
		res := h.must(201, "POST", "/auth/signup", "", map[string]string{"name": " Ann Lee ", "email": "Ann@Example.com", "password": "secret1"})
		var signedUp struct{ Token, Email, Name string }
		res.json(t, &signedUp)
		if signedUp.Token == "" || signedUp.Email != "ann@example.com" || signedUp.Name != "Ann Lee" {
			t.Errorf("signup answer %s", res.body)
		}
		if res := h.must(409, "POST", "/auth/signup", "", map[string]string{"name": "A", "email": "ANN@example.com", "password": "secret2"}); res.field(t, "error") != "Email already in use" {
			t.Errorf("duplicate signup: %s", res.body)
		}

		u, err := db.UserByEmail(ctx, "ann@example.com")
		if err != nil || !strings.HasPrefix(u.PasswordHash, "$2") || strings.Contains(u.PasswordHash, "secret1") {
			t.Errorf("password stored as %q (%v), want a bcrypt hash", u.PasswordHash, err)
		}
		if _, err := db.CreateUser(ctx, toolshop.User{Email: "x@example.com", Name: "X"}); err != nil {
			t.Fatal(err)
		}

		for _, c := range []struct{ name, email, password string }{
			{"wrong password", "ann@example.com", "secret2"},
			{"unknown email", "nobody@example.com", "secret1"},
		} {
			res := h.do("POST", "/auth/login", "", map[string]string{"email": c.email, "password": c.password})
			if res.status != 401 || res.field(t, "error") != "Wrong email or password" {
				t.Errorf("%s: %d %s", c.name, res.status, res.body)
			}
		}
		identity := h.must(200, "POST", "/auth/login", "", map[string]string{"email": "ann@example.com", "password": "secret1"}).field(t, "token").(string)

		// The exchange wants proof of identity for that same email.
		h.must(401, "PUT", "/user/ann@example.com", "", map[string]string{"email": "ann@example.com"})
		h.must(403, "PUT", "/user/x@example.com", identity, map[string]string{"email": "x@example.com"})
		expired := issue(t, u, auth.IdentityToken, time.Now().Add(-2*time.Hour))
		h.must(401, "PUT", "/user/ann@example.com", expired, nil)
		api := h.must(200, "PUT", "/user/ann@example.com", identity, map[string]string{"email": "ann@example.com"}).field(t, "token").(string)

		// Each kind of token is good for its own calls only.
		h.must(401, "GET", "/auth/me", identity, nil)
		h.must(401, "PUT", "/user/ann@example.com", api, nil)
		var me struct {
			Email, Name string
			Admin       bool
		}
		h.must(200, "GET", "/auth/me", api, nil).json(t, &me)
		if me.Email != "ann@example.com" || me.Name != "Ann Lee" || me.Admin {
			t.Errorf("me %+v", me)
		}
		h.must(401, "GET", "/auth/me", issue(t, u, auth.APIToken, time.Now().Add(-8*24*time.Hour)), nil)
	})
}

func issue(t *testing.T, u toolshop.User, kind string, at time.Time) string {
	t.Helper()
	token, err := auth.Tokens{Keys: auth.SecretRing("test-secret"), Now: func() time.Time { return at }}.Issue(u, kind, "s1")
	if err != nil {
		t.Fatal(err)
	}
	return token
}

// Accounts named in ADMIN_EMAILS are admins from sign-up; admins promote others.
func TestAdmins(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		h.admins["boss@example.com"] = true
		boss := h.customer("boss@example.com")
		ann := h.customer("ann@example.com")

		if h.must(200, "GET", "/admin/boss@example.com", boss, nil).field(t, "admin") != true {
			t.Error("ADMIN_EMAILS account is not an admin")
		}
		if h.must(200, "GET", "/admin/ann@example.com", ann, nil).field(t, "admin") != false {
			t.Error("customer is an admin")
		}
		h.must(403, "GET", "/admin/boss@example.com", ann, nil)

		var users []toolshop.User
		h.must(200, "GET", "/user", boss, nil).json(t, &users)
		if len(users) != 2 || strings.Contains(string(h.must(200, "GET", "/user", boss, nil).body), "$2") {
			t.Errorf("users %+v", users)
		}
		if n := h.must(200, "PUT", "/user/admin/ann@example.com", boss, nil).field(t, "modifiedCount"); n != 1.0 {
			t.Errorf("modifiedCount %v", n)
		}
		if n := h.must(200, "PUT", "/user/admin/ann@example.com", boss, nil).field(t, "modifiedCount"); n != 0.0 {
			t.Errorf("second promotion modifiedCount %v", n)
		}
		if h.must(200, "GET", "/admin/ann@example.com", ann, nil).field(t, "admin") != true {
			t.Error("promotion did not take")
		}
		h.must(200, "GET", "/allorders", ann, nil)
	})
}

// Users edit only their own profile.
func TestProfiles(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		ann := h.customer("ann@example.com")
		admin := h.admin("boss@example.com")
		profile := map[string]string{"email": "ann@example.com", "name": "Ann Lee", "education": "BSc", "city": "Leeds", "number": "555", "profile": "https://linkedin.com/in/ann"}

		var got toolshop.Profile // a new account's, "" but its name, as the document says (the harness checks)
		h.must(200, "GET", "/userprofile/ann@example.com", ann, nil).json(t, &got)
		if got != (toolshop.Profile{Email: "ann@example.com", Name: "ann"}) {
			t.Errorf("new account's profile %+v", got)
		}
		if n := h.must(200, "PUT", "/userprofile/ann@example.com", ann, profile).field(t, "modifiedCount"); n != 1.0 {
			t.Errorf("modifiedCount %v", n)
		}
		h.must(200, "GET", "/userprofile/ann@example.com", ann, nil).json(t, &got)
		if got != (toolshop.Profile{Email: "ann@example.com", Name: "Ann Lee", Education: "BSc", City: "Leeds", Phone: "555", LinkedIn: "https://linkedin.com/in/ann"}) {
			t.Errorf("profile %+v", got)
		}
		changed := map[string]string{"name": "Mallory", "education": "x", "city": "x", "number": "x", "profile": "x"}
		h.must(403, "PUT", "/userprofile/boss@example.com", ann, changed)
		h.must(403, "PUT", "/userprofile/ann@example.com", admin, changed)
		h.must(403, "GET", "/userprofile/boss@example.com", ann, nil)
		h.must(401, "PUT", "/userprofile/ann@example.com", "", changed)
		h.must(200, "GET", "/userprofile/ann@example.com", ann, nil).json(t, &got)
		if got.Name != "Ann Lee" {
			t.Errorf("profile changed by another: %+v", got)
		}
	})
}

// Admins add, edit and delete tools; anyone reads the catalogue and the reviews.
func TestCatalogue(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		admin := h.admin("boss@example.com")
		ann := h.customer("ann@example.com")

		id := h.must(201, "POST", "/tools", admin, map[string]any{"name": "HAND SAW", "price": 14.2, "image": "https://img.example.com/saw.png", "minOrder": 2, "availableQuantity": 50, "description": "Sharp."}).field(t, "insertedId").(string)
		var tool toolshop.Tool
		h.must(200, "GET", "/tool/"+id, "", nil).json(t, &tool)
		if !toolshop.SameTool(tool, toolshop.Tool{ID: id, Name: "HAND SAW", Image: "https://img.example.com/saw.png", Description: "Sharp.", Price: 1420, MinOrder: 2, AvailableQuantity: 50,
			Pictures: []toolshop.ToolPicture{{URL: "https://img.example.com/saw.png"}}, Specs: []toolshop.ToolSpec{}, Slug: "hand-saw"}) {
			t.Errorf("tool %+v", tool)
		}
		if n := h.must(200, "PATCH", "/tool/"+id, admin, map[string]any{"price": 15, "availableQuantity": 75}).field(t, "modifiedCount"); n != 1.0 {
			t.Errorf("modifiedCount %v", n)
		}
		var tools []toolshop.Tool
		h.must(200, "GET", "/tools", "", nil).json(t, &tools)
		if len(tools) != 1 || tools[0].Price != 1500 || tools[0].AvailableQuantity != 75 || tools[0].Name != "HAND SAW" {
			t.Errorf("tools %+v", tools)
		}
		if n := h.must(200, "DELETE", "/tool/"+id, admin, nil).field(t, "deletedCount"); n != 1.0 {
			t.Errorf("deletedCount %v", n)
		}
		h.must(404, "GET", "/tool/"+id, "", nil)

		h.must(401, "POST", "/ratings", "", map[string]any{"ratings": 5, "description": "Great"})
		h.pay(ann, h.order(ann, h.tool(1000, 1, 10), 1))
		h.must(201, "POST", "/ratings", ann, map[string]any{"name": "Owner (Toolshop staff)", "ratings": 4, "description": "Great saws"})
		var reviews []toolshop.Review
		h.must(200, "GET", "/ratings", "", nil).json(t, &reviews)
		if len(reviews) != 1 || reviews[0].Name != "ann" || reviews[0].Ratings != 4 || reviews[0].Description != "Great saws" {
			t.Errorf("reviews %+v: a review is signed with its author's account name", reviews)
		}
	})
}

// The operations endpoints and the pages: client routes fall back to index.html (unknown
// paths: TestClientRoutesAndNotFound).
func TestOperationsAndPages(t *testing.T) {
	h := newHarness(t, storetest.SQLite(t))
	h.must(200, "GET", "/healthz", "", nil)
	h.must(200, "GET", "/readyz", "", nil)
	if h.must(200, "GET", "/config", "", nil).field(t, "googleSignIn") != false {
		t.Error("config")
	}
	for path, title := range map[string]string{"/": "<title>Toolshop · Hand tools and power tools</title>",
		"/dashboard/my-order": "<title>Toolshop</title>", "/purchase/abc": "<title>Toolshop</title>"} {
		res := h.must(200, "GET", path, "", nil)
		if !strings.Contains(string(res.body), title) || res.header.Get("ETag") == "" {
			t.Errorf("%s: %s %v", path, res.body, res.header)
		}
	}
	res := h.must(200, "GET", "/images/demo/drill.svg", "", nil)
	if !strings.Contains(res.header.Get("Content-Type"), "svg") {
		t.Errorf("image content type %q", res.header.Get("Content-Type"))
	}
	if res.header.Get("X-Request-Id") == "" || !strings.Contains(res.header.Get("Content-Security-Policy"), "frame-ancestors 'none'") {
		t.Errorf("headers %v", res.header)
	}
}

// An admin made from a customer keeps the customer's password, which may be 6 characters: it
// gets no token until it chooses a password an admin may have, and that one ends every earlier
// session and the old password. Customers keep signing in with the spec's 6.
func TestAdminRenewsWeakPassword(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		boss := h.admin("boss@example.com")
		ann := h.customer("ann@example.com")
		h.must(200, "PUT", "/user/admin/ann@example.com", boss, nil)
		login := func(password, newPassword string) response {
			return h.do("POST", "/auth/login", "", map[string]string{"email": "ann@example.com", "password": password, "newPassword": newPassword})
		}

		wantFields(t, "no new password", login("secret1", ""), 400, map[string]string{"newPassword": toolshop.ErrRenewAdminPassword.Message})
		for password, message := range map[string]string{
			"secret2":      "An admin's password must be 12 characters or longer",
			"1qaz2wsx3edc": "This password is one of the most common ones: choose another",
		} {
			wantFields(t, "the new password "+password, login("secret1", password), 400, map[string]string{"newPassword": message})
		}
		wantError(t, "a wrong password with a new one", login("wrong-one", "Str0ng-enough-too"), 401, toolshop.ErrWrongLogin.Message)
		h.must(200, "GET", "/auth/me", ann, nil) // nothing changed so far

		identity, _ := h.must(200, "POST", "/auth/login", "", map[string]string{"email": "ann@example.com", "password": "secret1", "newPassword": "Str0ng-enough-too"}).
			field(t, "token").(string)
		api := h.must(200, "PUT", "/user/ann@example.com", identity, nil).field(t, "token").(string)
		h.must(200, "GET", "/allorders", api, nil)
		wantError(t, "the session from before", h.do("GET", "/auth/me", ann, nil), 401, toolshop.ErrPasswordChanged.Message)
		wantError(t, "the old password", login("secret1", "Other-str0ng-one"), 401, toolshop.ErrWrongLogin.Message)
		// A password that keeps the rule signs in as usual: a new one sent along is ignored.
		h.must(200, "POST", "/auth/login", "", map[string]string{"email": "ann@example.com", "password": "Str0ng-enough-too", "newPassword": "Other-str0ng-one"})
		h.signInAs("ann@example.com", "Str0ng-enough-too", "Laptop")

		// A customer's 6 characters are enough, and a new password sent along is ignored too.
		h.customer("carl@example.com")
		h.must(200, "POST", "/auth/login", "", map[string]string{"email": "carl@example.com", "password": "secret1", "newPassword": "x"})
		h.signInAs("carl@example.com", "secret1", "Phone")
	})
}
