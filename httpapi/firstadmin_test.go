package httpapi_test

import (
	"context"
	"net/http"
	"sync"
	"testing"
	"time"

	"toolshop/store"
	"toolshop/store/storetest"
)

// The link start-up prints creates the first admin once: verified, signed in, an admin, with a
// password of 12 characters or more that is not a common one; never again with it, never once
// the shop has an admin, never after its hour.
func TestFirstAdmin(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		h := newHarness(t, db)
		c := h.setClock()
		owner := func(token, email string) map[string]string {
			return map[string]string{"token": token, "name": "Olive Owner", "email": email, "password": "s3cret-enough"}
		}
		link := func() string {
			t.Helper()
			token, err := db.CreateFirstAdminLink(ctx)
			if err != nil {
				t.Fatal(err)
			}
			return token
		}

		expired := link()
		c.advance(time.Hour + time.Second)
		wantError(t, "an expired link", h.do("POST", "/auth/first-admin", "", owner(expired, "olive@example.com")), 403, firstAdminRefused)
		wantError(t, "an unknown token", h.do("POST", "/auth/first-admin", "", owner("AAAAAAAAAAAAAAAAAAAAAAAAAA", "olive@example.com")),
			403, firstAdminRefused)
		wantFields(t, "no token", h.do("POST", "/auth/first-admin", "", owner("", "not-an-email")), 400,
			map[string]string{"token": "The set-up link's token is missing: open the whole link start-up printed", "email": "Please provide valid email"})

		// An admin's password: 12 characters or more, none of the most common (NIST SP 800-63B).
		for password, message := range map[string]string{
			"secret1":      "An admin's password must be 12 characters or longer",
			"1qaz2wsx3edc": "This password is one of the most common ones: choose another",
			"QWERTY123456": "This password is one of the most common ones: choose another",
		} {
			body := owner(link(), "olive@example.com")
			body["password"] = password
			wantFields(t, "the password "+password, h.do("POST", "/auth/first-admin", "", body), 400, map[string]string{"password": message})
		}

		// A customer who signed up first keeps their account; the owner's is new.
		h.customer("carol@example.com")
		wantError(t, "a taken email", h.do("POST", "/auth/first-admin", "", owner(link(), "carol@example.com")), 409, "Email already in use")

		token := link()
		res := h.must(http.StatusCreated, "POST", "/auth/first-admin", "", owner(token, "Olive@Example.com"))
		apiToken, _ := res.field(t, "token").(string)
		me := h.must(200, "GET", "/auth/me", apiToken, nil)
		if me.field(t, "admin") != true || me.field(t, "verified") != true || me.field(t, "email") != "olive@example.com" {
			t.Errorf("the first admin: %s", me.body)
		}
		wantError(t, "the link again", h.do("POST", "/auth/first-admin", "", owner(token, "otto@example.com")), 403, firstAdminRefused)
		if again := link(); again != "" {
			t.Errorf("a shop with an admin made a set-up link")
		}
	})
}

const firstAdminRefused = "This set-up link has expired or was used, or the shop has an admin already. Sign in, or restart the shop for a new link."

// Two servers started on one database printed two links; two people open them at once: one
// becomes the admin, the other is refused.
func TestFirstAdminRace(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		var tokens []string
		for range 2 {
			token, err := db.CreateFirstAdminLink(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			tokens = append(tokens, token)
		}
		statuses := make([]int, 2)
		var wg sync.WaitGroup
		for i, token := range tokens {
			wg.Go(func() {
				body := map[string]string{"token": token, "name": "Owner", "email": []string{"a@example.com", "b@example.com"}[i], "password": "s3cret-enough"}
				statuses[i] = h.do("POST", "/auth/first-admin", "", body).status
			})
		}
		wg.Wait()
		if !(statuses[0] == 201 && statuses[1] == 403 || statuses[0] == 403 && statuses[1] == 201) {
			t.Errorf("statuses %v, want one 201 and one 403", statuses)
		}
		admins, err := db.Admins(context.Background())
		if err != nil || len(admins) != 1 {
			t.Errorf("admins %v, %v", admins, err)
		}
	})
}
