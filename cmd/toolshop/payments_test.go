package main

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"toolshop/httpapi"
)

// Stripe's secrets come from the environment or from files; its two keys go together.
func TestStripeConfig(t *testing.T) {
	keyFile := filepath.Join(t.TempDir(), "stripe-key")
	if err := os.WriteFile(keyFile, []byte("sk_test_123\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	env := map[string]string{"STRIPE_SECRET_KEY_FILE": keyFile, "STRIPE_PUBLISHABLE_KEY": "pk_test_456", "STRIPE_WEBHOOK_SECRET": "whsec_789"}
	getenv := func(k string) string { return env[k] }
	cfg, _, err := parseConfig(nil, getenv, io.Discard)
	if err != nil || cfg.StripeSecretKey != "sk_test_123" || cfg.StripePublishableKey != "pk_test_456" || cfg.StripeWebhookSecret != "whsec_789" {
		t.Fatalf("config %+v, %v", cfg, err)
	}
	delete(env, "STRIPE_PUBLISHABLE_KEY")
	if _, _, err := parseConfig(nil, getenv, io.Discard); err == nil {
		t.Error("a Stripe secret key without its publishable key accepted")
	}
}

// The sandbox takes payments by default and Stripe when its keys are given; the pages'
// config and content security policy follow.
func TestPaymentProvider(t *testing.T) {
	for name, c := range map[string]struct {
		cfg            Config
		want           httpapi.PaymentConfig
		sandboxConfirm int
	}{
		"sandbox": {Config{DataDir: t.TempDir()}, httpapi.PaymentConfig{Provider: "sandbox"}, http.StatusUnauthorized},
		"stripe": {Config{DataDir: t.TempDir(), StripeSecretKey: "sk_test_123", StripePublishableKey: "pk_test_456"},
			httpapi.PaymentConfig{Provider: "stripe", PublishableKey: "pk_test_456"}, http.StatusNotFound},
	} {
		t.Run(name, func(t *testing.T) {
			m := start(t, c.cfg)
			var config httpapi.PublicConfig
			getJSON(t, "http://"+m.Addr+"/config", &config)
			if config.Payments != c.want {
				t.Errorf("payments config %+v, want %+v", config.Payments, c.want)
			}
			res, err := http.Post("http://"+m.Addr+"/payments/sandbox/confirm", "application/json", strings.NewReader("{}"))
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			if res.StatusCode != c.sandboxConfirm {
				t.Errorf("sandbox confirm: %d, want %d", res.StatusCode, c.sandboxConfirm)
			}
			csp := res.Header.Get("Content-Security-Policy")
			if strings.Contains(csp, "https://js.stripe.com") != (c.want.Provider == "stripe") {
				t.Errorf("content security policy %q", csp)
			}
		})
	}
}
