package main

import (
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

// outboxMail waits for the first mail in the outbox and answers its body.
func outboxMail(t *testing.T, dir string) string {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		files, _ := filepath.Glob(filepath.Join(dir, "outbox", "*.eml"))
		if len(files) == 0 {
			continue
		}
		f, err := os.Open(files[0])
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		msg, err := netmail.ReadMessage(f)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(msg.Body)
		return string(body)
	}
	t.Fatal("no mail in the outbox")
	return ""
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
	link := regexp.MustCompile(`https://shop\.example\.com/reset-password\?token=\S+`).FindString(outboxMail(t, dir))
	u, err := url.Parse(link)
	if err != nil || link == "" {
		t.Fatalf("no reset link: %q", link)
	}
	if s := post(t, shop+"/auth/password-reset/confirm", `{"token": "`+u.Query().Get("token")+`", "password": "remembered"}`); s != 200 {
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
