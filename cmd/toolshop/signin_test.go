package main

import (
	"bytes"
	"io"
	"net/http"
	netmail "net/mail"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

func post(t *testing.T, url, body string) int {
	t.Helper()
	res, err := http.Post(url, "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	return res.StatusCode
}

// outboxToken waits for a mail to email in the data folder's outbox with a link to path
// (such as "/verify-email") and answers the link's token.
func outboxToken(t *testing.T, dir, email, path string) string {
	t.Helper()
	link := regexp.MustCompile(`https?://\S+` + regexp.QuoteMeta(path) + `\?token=\S+`)
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		files, _ := filepath.Glob(filepath.Join(dir, "outbox", "*.eml"))
		for _, file := range files {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			msg, err := netmail.ReadMessage(bytes.NewReader(data))
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(msg.Body)
			if found := link.FindString(string(body)); found != "" && strings.Contains(msg.Header.Get("To"), email) {
				u, err := url.Parse(found)
				if err != nil {
					t.Fatal(err)
				}
				return u.Query().Get("token")
			}
		}
	}
	t.Fatalf("no mail to %s with a link to %s in the outbox", email, path)
	return ""
}

// verifyThroughOutbox follows the verification link the shop mailed to email, signed in as
// the account with c.
func verifyThroughOutbox(t *testing.T, c client, dir, email string) {
	t.Helper()
	c.must(t, "POST", "/auth/verify-email", map[string]string{"token": outboxToken(t, dir, email, "/verify-email")}, nil)
}

// In the default set-up, with no mail server, a forgotten password is reset by following
// the link in the outbox.
func TestPasswordResetThroughOutbox(t *testing.T) {
	dir := t.TempDir()
	m := start(t, Config{DataDir: dir, BaseURL: "https://shop.example.com/"})
	shop := "http://" + m.Addr
	if s := post(t, shop+"/auth/signup", `{"name": "Ann", "email": "ann@example.com", "password": "forgotten"}`); s != 201 {
		t.Fatalf("signup: %d", s)
	}
	if s := post(t, shop+"/auth/password-reset", `{"email": "ann@example.com"}`); s != 202 {
		t.Fatalf("reset: %d", s)
	}
	token := outboxToken(t, dir, "ann@example.com", "/reset-password")
	if s := post(t, shop+"/auth/password-reset/confirm", `{"token": "`+token+`", "password": "remembered"}`); s != 200 {
		t.Fatalf("confirm: %d", s)
	}
	if s := post(t, shop+"/auth/login", `{"email": "ann@example.com", "password": "remembered"}`); s != 200 {
		t.Errorf("login with the new password: %d", s)
	}
}

// Google sign-in is offered when its client id and secret are set, and only then.
func TestGoogleSignInSettings(t *testing.T) {
	for _, on := range []bool{false, true} {
		cfg := Config{DataDir: t.TempDir()}
		if on {
			cfg.GoogleClientID, cfg.GoogleClientSecret = "client", "secret"
		}
		var config struct{ GoogleSignIn bool }
		getJSON(t, "http://"+start(t, cfg).Addr+"/config", &config)
		if config.GoogleSignIn != on {
			t.Errorf("with a client id %v: googleSignIn %v", on, config.GoogleSignIn)
		}
	}
}

func TestSignInSettingsFromEnvironment(t *testing.T) {
	parse := func(env map[string]string) (Config, error) {
		cfg, _, err := parseConfig(nil, func(k string) string { return env[k] }, io.Discard)
		return cfg, err
	}
	cfg, err := parse(map[string]string{"ADDR": "0.0.0.0:9000"})
	if err != nil || cfg.publicURL() != "http://localhost:9000" || cfg.sender() != "Toolshop <no-reply@localhost>" ||
		cfg.OIDCIssuer != "https://accounts.google.com" || cfg.TrustProxy || cfg.GoogleClientID != "" {
		t.Errorf("defaults %+v %v", cfg, err)
	}
	cfg, err = parse(map[string]string{"BASE_URL": "https://shop.example.com/", "SMTP_URL": "smtp://u:p@mail.example.com:587",
		"GOOGLE_CLIENT_ID": "id", "GOOGLE_CLIENT_SECRET": "secret", "OIDC_ISSUER": "https://id.example.com", "TRUST_PROXY": "true"})
	if err != nil || cfg.publicURL() != "https://shop.example.com" || cfg.sender() != "Toolshop <no-reply@shop.example.com>" ||
		cfg.SMTPURL != "smtp://u:p@mail.example.com:587" || cfg.OIDCIssuer != "https://id.example.com" || !cfg.TrustProxy {
		t.Errorf("configured %+v %v", cfg, err)
	}
	for _, env := range []map[string]string{
		{"GOOGLE_CLIENT_ID": "id"},
		{"BASE_URL": "shop.example.com"},
		{"TRUST_PROXY": "maybe"},
	} {
		if _, err := parse(env); err == nil {
			t.Errorf("%v accepted", env)
		}
	}
}
