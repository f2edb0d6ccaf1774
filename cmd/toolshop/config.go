package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/url"
	"os"
	"strconv"
	"strings"
	"time"

	"toolshop"
	"toolshop/auth"
	"toolshop/webhooks"
)

// Config is the shop's configuration: flags, each with an environment variable as default.
type Config struct {
	Addr        string
	DataDir     string
	DatabaseURL string
	Demo        bool
	AdminEmails []string
	// TokenSecret signs tokens; when empty the shop makes one and keeps it in the database.
	TokenSecret string
	// Stripe takes card payments when both its keys are set, else the built-in sandbox does.
	StripeSecretKey      string
	StripePublishableKey string
	// StripeWebhookSecret checks the events Stripe posts; without it webhooks are off.
	StripeWebhookSecret string
	// BaseURL is the shop's public address, for the links in mail and the Google callback;
	// empty means http://ADDR.
	BaseURL string
	// SMTPURL names the mail server; without it mail goes to the outbox in DataDir.
	SMTPURL string
	// MailFrom is the sender of the shop's mail; empty means no-reply at BaseURL's host.
	MailFrom string
	// Google sign-in is on when both the client id and secret are set.
	GoogleClientID     string
	GoogleClientSecret string
	OIDCIssuer         string
	// TrustProxy takes client addresses from X-Forwarded-For, as a load balancer sets it.
	TrustProxy bool
	// HSTS tells browsers to reach the shop over https only, for a shop behind TLS.
	HSTS bool
	// CORSOrigins may call the API from their pages; none by default.
	CORSOrigins []string
	// LogFormat is "text" or "json"; empty means text on a terminal and JSON otherwise.
	LogFormat string
	// Orders are the rules for unpaid orders: how long they hold stock, how many one
	// customer may have. Zero means toolshop.DefaultOrderRules.
	Orders toolshop.OrderRules
	// IntegrityCheck is how often the SQLite file's integrity is checked (also at start-up).
	IntegrityCheck time.Duration
	// WebhookAllowPrivate lets webhook endpoints be http and reach private, loopback and
	// link-local addresses: for tests, and tools running beside the shop.
	WebhookAllowPrivate bool
	// WebhookInterval is how often the webhooks due are looked for; 0 means
	// defaultWebhookInterval.
	WebhookInterval time.Duration
	// WebhookLease is how long a server holds the deliveries it is sending: another sends
	// them again after it, when the first died meanwhile. 0 means webhooks.DefaultLease.
	WebhookLease time.Duration
}

// defaultWebhookInterval is how often a shop looks for webhooks due: the delay of a
// webhook's first attempt, at most.
const defaultWebhookInterval = 5 * time.Second

func parseConfig(args []string, getenv func(string) string, stderr io.Writer) (Config, []string, error) {
	var cfg Config
	fs := flag.NewFlagSet("toolshop", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, usage); fs.PrintDefaults() }
	fs.StringVar(&cfg.Addr, "addr", envOr(getenv, "ADDR", "127.0.0.1:8080"), "listen address [ADDR]")
	fs.StringVar(&cfg.DataDir, "data", envOr(getenv, "DATA_DIR", "./data"), "data folder for the embedded database and the outbox [DATA_DIR]")
	fs.StringVar(&cfg.DatabaseURL, "database-url", getenv("DATABASE_URL"), "postgres://… to use PostgreSQL instead of the embedded SQLite [DATABASE_URL]")
	err := errors.Join(
		boolVar(fs, &cfg.Demo, "demo", getenv, "DEMO_DATA", true, "load the demo catalogue into an empty database [DEMO_DATA]"),
		boolVar(fs, &cfg.TrustProxy, "trust-proxy", getenv, "TRUST_PROXY", false, "count sign-in attempts by the last X-Forwarded-For address, behind a load balancer [TRUST_PROXY]"),
		boolVar(fs, &cfg.HSTS, "hsts", getenv, "HSTS", false, "send Strict-Transport-Security so browsers use only https: set it when the shop sits behind TLS [HSTS]"),
		boolVar(fs, &cfg.WebhookAllowPrivate, "webhook-allow-private", getenv, "WEBHOOK_ALLOW_PRIVATE", false, "let webhook endpoints be http and reach private, loopback and link-local addresses [WEBHOOK_ALLOW_PRIVATE]"),
	)
	if err != nil {
		return cfg, nil, err
	}
	fs.StringVar(&cfg.StripePublishableKey, "stripe-publishable-key", getenv("STRIPE_PUBLISHABLE_KEY"), "Stripe's publishable key, with STRIPE_SECRET_KEY for card payments by Stripe [STRIPE_PUBLISHABLE_KEY]")
	fs.StringVar(&cfg.BaseURL, "base-url", getenv("BASE_URL"), "the shop's public URL, for links in mail and the Google callback (default http://ADDR) [BASE_URL]")
	fs.StringVar(&cfg.MailFrom, "mail-from", getenv("MAIL_FROM"), "sender of the shop's mail (default Toolshop <no-reply@BASE_URL's host>) [MAIL_FROM]")
	fs.StringVar(&cfg.GoogleClientID, "google-client-id", getenv("GOOGLE_CLIENT_ID"), "OAuth client id, with GOOGLE_CLIENT_SECRET for Google sign-in [GOOGLE_CLIENT_ID]")
	fs.StringVar(&cfg.LogFormat, "log-format", getenv("LOG_FORMAT"), "text or json (default text on a terminal, else json) [LOG_FORMAT]")
	fs.StringVar(&cfg.OIDCIssuer, "oidc-issuer", envOr(getenv, "OIDC_ISSUER", auth.GoogleIssuer), "OpenID provider behind the Google button [OIDC_ISSUER]")
	cfg.Orders = toolshop.DefaultOrderRules
	err = errors.Join(
		durationVar(fs, &cfg.Orders.Hold, "order-hold", getenv, "ORDER_HOLD", cfg.Orders.Hold, "how long an unpaid order holds its stock before it expires [ORDER_HOLD]"),
		intVar(fs, &cfg.Orders.MaxPending, "max-pending-orders", getenv, "MAX_PENDING_ORDERS", cfg.Orders.MaxPending, "the most unpaid orders one customer may have [MAX_PENDING_ORDERS]"),
		durationVar(fs, &cfg.IntegrityCheck, "integrity-check", getenv, "INTEGRITY_CHECK", 24*time.Hour, "how often the SQLite file's integrity is checked, besides at start-up [INTEGRITY_CHECK]"),
		durationVar(fs, &cfg.WebhookInterval, "webhook-interval", getenv, "WEBHOOK_INTERVAL", defaultWebhookInterval, "how often the webhooks due are looked for and sent [WEBHOOK_INTERVAL]"),
		durationVar(fs, &cfg.WebhookLease, "webhook-lease", getenv, "WEBHOOK_LEASE", webhooks.DefaultLease, "how long a server holds the webhooks it is sending before another sends them again [WEBHOOK_LEASE]"),
	)
	if err != nil {
		return cfg, nil, err
	}
	admins := fs.String("admin-emails", getenv("ADMIN_EMAILS"), "comma-separated accounts made admins at start-up and sign-up [ADMIN_EMAILS]")
	origins := fs.String("cors-origins", getenv("CORS_ORIGINS"), "comma-separated origins whose pages may call the API, like https://app.example.com (default none) [CORS_ORIGINS]")
	// Flags may come before and after the command's own arguments (promote-admin EMAIL -data DIR).
	var rest []string
	for {
		if err := fs.Parse(args); err != nil {
			return cfg, nil, err
		}
		if fs.NArg() == 0 {
			break
		}
		rest, args = append(rest, fs.Arg(0)), fs.Args()[1:]
	}
	if cfg.Orders.Hold < time.Second || cfg.Orders.MaxPending < 1 {
		return cfg, nil, fmt.Errorf("ORDER_HOLD must be at least 1s and MAX_PENDING_ORDERS at least 1")
	}
	if cfg.WebhookInterval < 10*time.Millisecond {
		return cfg, nil, fmt.Errorf("WEBHOOK_INTERVAL must be at least 10ms")
	}
	if cfg.WebhookLease < time.Second {
		return cfg, nil, fmt.Errorf("WEBHOOK_LEASE must be at least 1s")
	}
	if cfg.LogFormat != "" && cfg.LogFormat != "text" && cfg.LogFormat != "json" {
		return cfg, nil, fmt.Errorf("LOG_FORMAT must be text or json, not %q", cfg.LogFormat)
	}
	cfg.AdminEmails = commaList(*admins)
	if cfg.CORSOrigins, err = checkOrigins(commaList(*origins)); err != nil {
		return cfg, nil, err
	}
	cfg.TokenSecret, err = secret(getenv, "TOKEN_SECRET")
	if err == nil {
		err = cfg.readStripeSecrets(getenv)
	}
	if err == nil {
		err = cfg.readSignInSettings(getenv)
	}
	return cfg, rest, err
}

// readSignInSettings reads the mail server's URL and Google's client secret, which may
// hold passwords, and checks the settings that go together.
func (cfg *Config) readSignInSettings(getenv func(string) string) (err error) {
	if cfg.SMTPURL, err = secret(getenv, "SMTP_URL"); err != nil {
		return err
	}
	if cfg.GoogleClientSecret, err = secret(getenv, "GOOGLE_CLIENT_SECRET"); err != nil {
		return err
	}
	if (cfg.GoogleClientID == "") != (cfg.GoogleClientSecret == "") {
		return fmt.Errorf("set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET for Google sign-in, or neither")
	}
	if u, err := url.Parse(cfg.BaseURL); cfg.BaseURL != "" && (err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "") {
		return fmt.Errorf("BASE_URL must look like https://shop.example.com")
	}
	return nil
}

// publicURL is BASE_URL, or else the listen address.
func (cfg Config) publicURL() string {
	if cfg.BaseURL != "" {
		return strings.TrimRight(cfg.BaseURL, "/")
	}
	return localURL(cfg.Addr)
}

// localURL is the address to open in a browser on this machine for a listen address:
// one that listens on every interface is reached at localhost.
func localURL(addr string) string {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return "http://" + addr
	}
	if host == "" || net.ParseIP(host).IsUnspecified() {
		host = "localhost"
	}
	return "http://" + net.JoinHostPort(host, port)
}

// sender is MAIL_FROM, or else no-reply at the public URL's host.
func (cfg Config) sender() string {
	if cfg.MailFrom != "" {
		return cfg.MailFrom
	}
	host := "localhost"
	if u, err := url.Parse(cfg.publicURL()); err == nil && net.ParseIP(u.Hostname()) == nil {
		host = u.Hostname()
	}
	return "Toolshop <no-reply@" + host + ">"
}

// readStripeSecrets reads Stripe's secret key and webhook secret. The secret key and the
// publishable key go together: a shop with one alone is set up wrong.
func (cfg *Config) readStripeSecrets(getenv func(string) string) (err error) {
	if cfg.StripeSecretKey, err = secret(getenv, "STRIPE_SECRET_KEY"); err != nil {
		return err
	}
	if cfg.StripeWebhookSecret, err = secret(getenv, "STRIPE_WEBHOOK_SECRET"); err != nil {
		return err
	}
	if (cfg.StripeSecretKey == "") != (cfg.StripePublishableKey == "") {
		return fmt.Errorf("set both STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY for Stripe, or neither for the sandbox")
	}
	return nil
}

// boolVar defines a true/false flag whose default the environment variable env may set.
func boolVar(fs *flag.FlagSet, p *bool, name string, getenv func(string) string, env string, fallback bool, usage string) error {
	value, err := strconv.ParseBool(envOr(getenv, env, strconv.FormatBool(fallback)))
	if err != nil {
		return fmt.Errorf("%s: %w", env, err)
	}
	fs.BoolVar(p, name, value, usage)
	return nil
}

// durationVar defines a duration flag whose default the environment variable env may set.
func durationVar(fs *flag.FlagSet, p *time.Duration, name string, getenv func(string) string, env string, fallback time.Duration, usage string) error {
	value, err := time.ParseDuration(envOr(getenv, env, fallback.String()))
	if err != nil {
		return fmt.Errorf("%s: %w", env, err)
	}
	fs.DurationVar(p, name, value, usage)
	return nil
}

// intVar defines a number flag whose default the environment variable env may set.
func intVar(fs *flag.FlagSet, p *int, name string, getenv func(string) string, env string, fallback int, usage string) error {
	value, err := strconv.Atoi(envOr(getenv, env, strconv.Itoa(fallback)))
	if err != nil {
		return fmt.Errorf("%s: %w", env, err)
	}
	fs.IntVar(p, name, value, usage)
	return nil
}

// commaList splits a comma-separated setting into its lowercased items.
func commaList(s string) []string {
	var items []string
	for _, item := range strings.Split(s, ",") {
		if item = strings.ToLower(strings.TrimSpace(item)); item != "" {
			items = append(items, item)
		}
	}
	return items
}

// checkOrigins accepts origins as browsers send them in the Origin header: scheme://host[:port].
func checkOrigins(origins []string) ([]string, error) {
	for _, o := range origins {
		u, err := url.Parse(o)
		if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || u.Scheme+"://"+u.Host != o {
			return nil, fmt.Errorf("CORS_ORIGINS: %q is not an origin like https://app.example.com", o)
		}
	}
	return origins, nil
}

func envOr(getenv func(string) string, name, fallback string) string {
	if v := getenv(name); v != "" {
		return v
	}
	return fallback
}

// secret reads a secret from NAME, or from the file NAME_FILE names.
func secret(getenv func(string) string, name string) (string, error) {
	if path := getenv(name + "_FILE"); path != "" {
		b, err := os.ReadFile(path)
		if err != nil {
			return "", fmt.Errorf("%s_FILE: %w", name, err)
		}
		return strings.TrimSpace(string(b)), nil
	}
	return getenv(name), nil
}
