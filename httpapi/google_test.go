package httpapi_test

import (
	"encoding/json"
	"html"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/golang-jwt/jwt/v5"
	"github.com/oauth2-proxy/mockoidc"

	"toolshop"
	"toolshop/auth"
	"toolshop/httpapi"
	"toolshop/store"
	"toolshop/store/storetest"
)

// providerUser is someone the OpenID provider on loopback signs in.
type providerUser struct {
	email, name string
	verified    bool
}

func (u providerUser) ID() string { return "sub-" + u.email }
func (u providerUser) Userinfo([]string) ([]byte, error) {
	return json.Marshal(map[string]string{"email": u.email})
}

func (u providerUser) Claims(_ []string, base *mockoidc.IDTokenClaims) (jwt.Claims, error) {
	return struct {
		*mockoidc.IDTokenClaims
		Email         string `json:"email"`
		EmailVerified bool   `json:"email_verified"`
		Name          string `json:"name"`
	}{base, u.email, u.verified, u.name}, nil
}

// googleHarness is a shop whose Google sign-in goes to a mock OpenID provider on loopback.
func googleHarness(t *testing.T, db *store.DB) (*harness, *mockoidc.MockOIDC) {
	t.Helper()
	provider, err := mockoidc.Run()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { provider.Shutdown() })
	google := &auth.OIDC{Issuer: provider.Issuer(), ClientID: provider.ClientID, ClientSecret: provider.ClientSecret,
		Secret: []byte("test-secret")}
	h := newHarness(t, db, func(s *httpapi.Server) { s.Google = google })
	google.RedirectURL = h.url + "/auth/google/callback"
	return h, provider
}

// browser is a popup window: it keeps cookies and shows each redirect instead of following it.
type browser struct {
	t      *testing.T
	client *http.Client
}

func newBrowser(t *testing.T) *browser {
	jar, _ := cookiejar.New(nil)
	return &browser{t: t, client: &http.Client{Jar: jar,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
}

// get loads a URL and answers the redirect's target, or the page.
func (b *browser) get(u string) (status int, location, page string) {
	b.t.Helper()
	res, err := b.client.Get(u)
	if err != nil {
		b.t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	return res.StatusCode, res.Header.Get("Location"), string(body)
}

// signIn starts a sign-in and answers the provider's authorize URL and then the callback
// URL it sends the browser back to; tamper may change the authorize URL's parameters.
func (b *browser) signIn(shop string, tamper func(url.Values)) (callback string) {
	b.t.Helper()
	_, authorize, _ := b.get(shop + "/auth/google/start")
	u, err := url.Parse(authorize)
	if err != nil || u.Query().Get("state") == "" || u.Query().Get("nonce") == "" || u.Query().Get("code_challenge_method") != "S256" {
		b.t.Fatalf("start redirected to %q", authorize)
	}
	if tamper != nil {
		q := u.Query()
		tamper(q)
		u.RawQuery = q.Encode()
	}
	_, callback, _ = b.get(u.String())
	if !strings.HasPrefix(callback, shop+"/auth/google/callback?") {
		b.t.Fatalf("provider redirected to %q", callback)
	}
	return callback
}

var popupData = regexp.MustCompile(`<body data-message="([^"]*)">`)

// popup reads the message the callback page hands to the page that opened the popup.
func popup(t *testing.T, page string) map[string]string {
	t.Helper()
	m := popupData.FindStringSubmatch(page)
	if m == nil || strings.Contains(page, "<script>") || !strings.Contains(page, `<script src="/auth/google/popup.js">`) {
		t.Fatalf("popup page:\n%s", page)
	}
	var message map[string]string
	if err := json.Unmarshal([]byte(html.UnescapeString(m[1])), &message); err != nil {
		t.Fatal(err)
	}
	return message
}

// The first Google sign-in creates the account with the provider's verified email and
// name (an admin if ADMIN_EMAILS says so); the popup hands back an identity token that
// the exchange takes; later sign-ins find the same account.
func TestGoogleSignIn(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h, provider := googleHarness(t, db)
		h.admins["boss@example.com"] = true

		provider.QueueUser(providerUser{email: "Boss@Example.com", name: "Bo Boss", verified: true})
		b := newBrowser(t)
		status, _, page := b.get(b.signIn(h.url, nil))
		message := popup(t, page)
		if status != 200 || message["type"] != "toolshop-identity" || message["email"] != "boss@example.com" || message["name"] != "Bo Boss" {
			t.Fatalf("popup %d %v", status, message)
		}
		api := h.must(200, "PUT", "/user/boss@example.com", message["token"], nil).field(t, "token").(string)
		var me struct {
			Email, Name string
			Admin       bool
		}
		h.must(200, "GET", "/auth/me", api, nil).json(t, &me)
		if me.Email != "boss@example.com" || me.Name != "Bo Boss" || !me.Admin {
			t.Errorf("me %+v", me)
		}
		first, _ := db.UserByEmail(t.Context(), "boss@example.com")
		if first.PasswordHash != "" {
			t.Error("a Google account has a password")
		}

		// An account that signed up with a password signs in with Google as itself.
		h.customer("ann@example.com")
		ann, _ := db.UserByEmail(t.Context(), "ann@example.com")
		provider.QueueUser(providerUser{email: "ann@example.com", name: "Ann from Google", verified: true})
		b = newBrowser(t)
		_, _, page = b.get(b.signIn(h.url, nil))
		if m := popup(t, page); m["type"] != "toolshop-identity" || m["name"] != "ann" {
			t.Errorf("existing account: %v", m)
		}
		if users, _, _ := db.Users(t.Context(), toolshop.UserFilter{}); len(users) != 2 || users[1].ID != ann.ID {
			t.Errorf("users %+v", users)
		}

		res := h.must(200, "GET", "/auth/google/popup.js", "", nil)
		if !strings.Contains(res.header.Get("Content-Type"), "javascript") || !strings.Contains(string(res.body), "postMessage(message, location.origin)") {
			t.Errorf("popup.js %v\n%s", res.header, res.body)
		}
	})
}

// A callback that does not match the flow this browser started is refused: another
// state, a nonce the shop did not make, a PKCE challenge the shop did not make, no flow
// cookie, a replay, an unverified email, a cancelled sign-in. None creates an account.
func TestGoogleSignInRefusals(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h, provider := googleHarness(t, db)
		verified := providerUser{email: "ann@example.com", name: "Ann", verified: true}
		setQuery := func(name, value string) func(string) string {
			return func(callback string) string {
				u, _ := url.Parse(callback)
				q := u.Query()
				q.Set(name, value)
				u.RawQuery = q.Encode()
				return u.String()
			}
		}
		cases := []struct {
			name    string
			user    providerUser
			tamper  func(url.Values)
			fresh   bool
			change  func(callback string) string
			status  int
			message string
		}{
			{name: "wrong state", user: verified, change: setQuery("state", "forged"), status: 401,
				message: "Google sign-in did not come back to the request this browser made. Please try again."},
			{name: "wrong nonce", user: verified, tamper: func(q url.Values) { q.Set("nonce", "forged") }, status: 401,
				message: "Google's answer was not made for this sign-in. Please try again."},
			{name: "wrong PKCE challenge", user: verified, status: 401, message: "Google sign-in failed. Please try again.",
				tamper: func(q url.Values) { q.Set("code_challenge", "47DEQpj8HBSa-_TImW-5JCeuQeRkm5NMpJWZG3hSuFU") }},
			{name: "another browser", user: verified, fresh: true, status: 401,
				message: "Google sign-in took too long or was started in another window. Please try again."},
			{name: "cancelled", user: verified, change: setQuery("error", "access_denied"), status: 401,
				message: "Google sign-in was cancelled."},
			{name: "unverified email", user: providerUser{email: "ann@example.com", name: "Ann"}, status: 403,
				message: "Your Google account's email address is not verified, so it cannot sign in here."},
		}
		for _, c := range cases {
			provider.QueueUser(c.user)
			b := newBrowser(t)
			callback := b.signIn(h.url, c.tamper)
			if c.change != nil {
				callback = c.change(callback)
			}
			if c.fresh {
				b = newBrowser(t)
			}
			status, _, page := b.get(callback)
			if m := popup(t, page); status != c.status || m["type"] != "toolshop-identity-error" || m["error"] != c.message || m["token"] != "" {
				t.Errorf("%s: %d %v", c.name, status, m)
			}
		}

		// A callback works once: the flow cookie goes with it.
		provider.QueueUser(providerUser{email: "bob@example.com", name: "Bob", verified: true})
		b := newBrowser(t)
		callback := b.signIn(h.url, nil)
		if status, _, _ := b.get(callback); status != 200 {
			t.Fatalf("sign-in: %d", status)
		}
		if status, _, _ := b.get(callback); status != 401 {
			t.Errorf("replayed callback: %d", status)
		}
		if _, err := db.UserByEmail(t.Context(), "ann@example.com"); toolshop.ErrorCode(err) != toolshop.ENOTFOUND {
			t.Errorf("a refused sign-in made an account: %v", err)
		}
	})
}

// Without a client id the Google calls are 404 and the pages are told to hide the button.
func TestGoogleSignInOff(t *testing.T) {
	h := newHarness(t, storetest.SQLite(t))
	for _, path := range []string{"/auth/google/start", "/auth/google/callback?code=x&state=y", "/auth/google/popup.js"} {
		h.must(404, "GET", path, "", nil)
	}
	if h.must(200, "GET", "/config", "", nil).field(t, "googleSignIn") != false {
		t.Error("config offers Google sign-in")
	}
}

// An address belongs to whoever proves it: someone who signed up first with a victim's
// address and a password loses the account when the victim signs in with Google. The
// account's password and the stranger's sessions stop working, and the popup says so.
func TestGoogleSignInTakesOverAnUnverifiedAccount(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h, provider := googleHarness(t, db)
		stranger := h.unverified("victim@example.com")
		orderID := h.order(stranger, h.tool(100, 1, 10), 1)

		provider.QueueUser(providerUser{email: "victim@example.com", name: "Vic\u0000tim\nReal Owner", verified: true})
		b := newBrowser(t)
		_, _, page := b.get(b.signIn(h.url, nil))
		m := popupData.FindStringSubmatch(page)
		var message struct {
			Type, Token, Name string
			Claimed           bool
		}
		if m == nil || json.Unmarshal([]byte(html.UnescapeString(m[1])), &message) != nil {
			t.Fatalf("popup:\n%s", page)
		}
		if message.Type != "toolshop-identity" || !message.Claimed || message.Name != "victim" {
			t.Errorf("popup message %+v", message)
		}
		victim := h.must(200, "PUT", "/user/victim@example.com", message.Token, nil).field(t, "token").(string)
		if got := h.me(victim); !got.Verified {
			t.Errorf("me %+v", got)
		}
		h.must(401, "GET", "/orders/"+orderID, stranger, nil)
		h.must(401, "POST", "/auth/login", "", map[string]string{"email": "victim@example.com", "password": "secret1"})
		h.must(200, "GET", "/orders/"+orderID, victim, nil)

		// A verified account is not taken over: the same person signs in to it.
		provider.QueueUser(providerUser{email: "victim@example.com", name: "Victim", verified: true})
		b = newBrowser(t)
		_, _, page = b.get(b.signIn(h.url, nil))
		if again := popup(t, page); again["type"] != "toolshop-identity" {
			t.Errorf("second sign-in %v", again)
		}
		h.must(200, "GET", "/auth/me", victim, nil)
	})
}

// The name a provider gives is cleaned to the rules of a name typed in.
func TestGoogleNameKeepsTheRules(t *testing.T) {
	h, provider := googleHarness(t, storetest.SQLite(t))
	provider.QueueUser(providerUser{email: "long@example.com", name: strings.Repeat("Ann\x00\n", 5000), verified: true})
	b := newBrowser(t)
	_, _, page := b.get(b.signIn(h.url, nil))
	name := popup(t, page)["name"]
	if len([]rune(name)) > toolshop.MaxNameLength || strings.ContainsAny(name, "\x00\n") || !strings.HasPrefix(name, "Ann Ann") {
		t.Errorf("name %q", name)
	}
}
