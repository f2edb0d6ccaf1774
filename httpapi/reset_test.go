package httpapi_test

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	netmail "net/mail"
	"net/url"
	"regexp"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"toolshop"
	"toolshop/httpapi"
	"toolshop/mail"
	"toolshop/mail/mailtest"
	"toolshop/store"
	"toolshop/store/storetest"
)

// mailbox keeps the reset and verification tokens the shop would mail, by email.
type mailbox struct {
	mu     sync.Mutex
	tokens map[string][]string // by email, and by "verify:" and email
}

func (m *mailbox) PasswordReset(_ context.Context, u toolshop.User, token string) {
	m.keep(u.Email, token)
}

func (m *mailbox) VerifyEmail(_ context.Context, u toolshop.User, token string) {
	m.keep("verify:"+u.Email, token)
}

func (m *mailbox) keep(key, token string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.tokens == nil {
		m.tokens = map[string][]string{}
	}
	m.tokens[key] = append(m.tokens[key], token)
}

// mailed is every reset token mailed to email, oldest first.
func (m *mailbox) mailed(email string) []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	return slices.Clone(m.tokens[email])
}

// verifications is every verification token mailed to email, oldest first.
func (m *mailbox) verifications(email string) []string {
	return m.mailed("verify:" + email)
}

// clock is the store's and the tokens' clock, which a test moves on.
type clock struct{ offset atomic.Int64 }

func (c *clock) now() time.Time          { return time.Now().Add(time.Duration(c.offset.Load())) }
func (c *clock) advance(d time.Duration) { c.offset.Add(int64(d)) }

// setClock gives the harness's store and tokens a clock the test moves on.
func (h *harness) setClock() *clock {
	c := &clock{}
	h.db.Now = c.now
	h.api.Tokens.Now = c.now
	h.api.Now = c.now
	return c
}

// reset asks for a reset link for email and answers the token mailed for it.
func (h *harness) reset(email string) string {
	h.t.Helper()
	h.must(202, "POST", "/auth/password-reset", "", map[string]string{"email": email})
	tokens := h.mail.mailed(toolshop.NormalizeEmail(email))
	if len(tokens) == 0 {
		h.t.Fatalf("no reset link mailed to %s", email)
	}
	return tokens[len(tokens)-1]
}

const resetLinkUsed = "This reset link has expired or was already used. Ask for a new one."

// A reset link sets a new password once, within an hour, and signs the account in; asking
// for one tells nothing about whether the account exists.
func TestPasswordReset(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		clock := h.setClock()
		h.customer("ann@example.com")

		unknown := h.must(202, "POST", "/auth/password-reset", "", map[string]string{"email": "nobody@example.com"})
		token := h.reset("Ann@Example.com")
		known := h.must(202, "POST", "/auth/password-reset", "", map[string]string{"email": "ann@example.com"})
		if !bytes.Equal(unknown.body, known.body) || len(h.mail.mailed("nobody@example.com")) != 0 {
			t.Errorf("answers differ for an unknown account: %s vs %s", unknown.body, known.body)
		}
		h.must(400, "POST", "/auth/password-reset", "", map[string]string{"email": "not-an-email"})

		// A too-short password leaves the link usable.
		if res := h.must(400, "POST", "/auth/password-reset/confirm", "", map[string]string{"token": token, "password": "123"}); res.field(t, "error") != "Must be 6 or longer" {
			t.Errorf("short password: %s", res.body)
		}
		var signedIn struct{ Token, Email, Name string }
		h.must(200, "POST", "/auth/password-reset/confirm", "", map[string]string{"token": token, "password": "fresh-pass"}).json(t, &signedIn)
		if signedIn.Email != "ann@example.com" || signedIn.Name != "ann" {
			t.Errorf("confirm answered %+v", signedIn)
		}
		h.must(200, "PUT", "/user/ann@example.com", signedIn.Token, nil)
		h.must(401, "POST", "/auth/login", "", map[string]string{"email": "ann@example.com", "password": "secret1"})
		h.must(200, "POST", "/auth/login", "", map[string]string{"email": "ann@example.com", "password": "fresh-pass"})

		// Used links, and the account's other links outstanding, work no more.
		for name, token := range map[string]string{"used": token, "older": h.mail.mailed("ann@example.com")[1], "made up": "no-such-token"} {
			res := h.must(400, "POST", "/auth/password-reset/confirm", "", map[string]string{"token": token, "password": "other-pass"})
			if res.field(t, "error") != resetLinkUsed {
				t.Errorf("%s link: %s", name, res.body)
			}
		}

		// A link works for an hour.
		early := h.reset("ann@example.com")
		clock.advance(59 * time.Minute)
		h.must(200, "POST", "/auth/password-reset/confirm", "", map[string]string{"token": early, "password": "in-time"})
		late := h.reset("ann@example.com")
		clock.advance(time.Hour + time.Second)
		if res := h.must(400, "POST", "/auth/password-reset/confirm", "", map[string]string{"token": late, "password": "too-late"}); res.field(t, "error") != resetLinkUsed {
			t.Errorf("expired link: %s", res.body)
		}
		h.must(200, "POST", "/auth/login", "", map[string]string{"email": "ann@example.com", "password": "in-time"})
	})
}

// The whole reset over real SMTP: the mail server receives the mail, the link in it sets
// the new password, and the new password signs in.
func TestPasswordResetMailedOverSMTP(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		server := mailtest.Start(t, mailtest.Plain)
		log := slog.New(slog.NewTextHandler(io.Discard, nil))
		mailer, err := mail.New(server.URL, "Toolshop <shop@example.com>", "", log)
		if err != nil {
			t.Fatal(err)
		}
		postman := &mail.Postman{Mailer: mailer, Log: log}
		h := newHarness(t, db, func(s *httpapi.Server) { s.AccountMail = postman })
		postman.BaseURL = h.url
		h.unverified("ann@example.com")
		if verification := server.Next(t); !bytes.Contains(verification.Data, []byte("Subject: Confirm your email for Toolshop")) {
			t.Errorf("first mail:\n%s", verification.Data)
		}

		h.must(202, "POST", "/auth/password-reset", "", map[string]string{"email": "ann@example.com"})
		got := server.Next(t)
		if got.From != "shop@example.com" || !slices.Equal(got.To, []string{"ann@example.com"}) {
			t.Errorf("envelope from %s to %v", got.From, got.To)
		}
		msg, err := netmail.ReadMessage(bytes.NewReader(got.Data))
		if err != nil {
			t.Fatal(err)
		}
		if msg.Header.Get("Subject") != "Reset your Toolshop password" || msg.Header.Get("To") != "<ann@example.com>" {
			t.Errorf("headers %v", msg.Header)
		}
		body, _ := io.ReadAll(msg.Body)
		link := regexp.MustCompile(`http://\S+`).FindString(string(body))
		u, err := url.Parse(link)
		if err != nil || u.Scheme+"://"+u.Host != h.url || u.Path != "/reset-password" {
			t.Fatalf("link %q in\n%s", link, body)
		}

		h.must(200, "POST", "/auth/password-reset/confirm", "", map[string]string{"token": u.Query().Get("token"), "password": "from-the-mail"})
		h.must(200, "POST", "/auth/login", "", map[string]string{"email": "ann@example.com", "password": "from-the-mail"})
		h.must(401, "POST", "/auth/login", "", map[string]string{"email": "ann@example.com", "password": "secret1"})
		postman.Wait()
	})
}

// A new password ends the sessions begun with the old one: whoever knew it loses access.
func TestPasswordResetEndsSessions(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		before := h.customer("ann@example.com")
		h.must(200, "GET", "/auth/me", before, nil)
		identity, _ := h.must(200, "POST", "/auth/login", "", map[string]string{"email": "ann@example.com", "password": "secret1"}).
			field(t, "token").(string)

		// Within the same second as the tokens above: it is the token version that tells.
		var signedIn struct{ Token string }
		h.must(200, "POST", "/auth/password-reset/confirm", "",
			map[string]string{"token": h.reset("ann@example.com"), "password": "fresh-pass"}).json(t, &signedIn)

		if res := h.must(401, "GET", "/auth/me", before, nil); res.field(t, "error") != "Your password was changed: sign in again" {
			t.Errorf("old session: %s", res.body)
		}
		h.must(401, "PUT", "/user/ann@example.com", identity, nil)
		after := h.must(200, "PUT", "/user/ann@example.com", signedIn.Token, nil).field(t, "token").(string)
		h.must(200, "GET", "/auth/me", after, nil)
	})
}
