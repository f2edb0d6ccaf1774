package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"toolshop"
	"toolshop/auth"
	"toolshop/store"
	"toolshop/store/storetest"
)

// start runs the shop on a free port with the given settings and stops it when the test ends.
func start(t *testing.T, cfg Config) *Main {
	t.Helper()
	return serve(t, &Main{Config: cfg})
}

// serve starts m on a free port, logging nowhere, and stops it when the test ends.
func serve(t *testing.T, m *Main) *Main {
	t.Helper()
	m.Config.Addr = "127.0.0.1:0"
	m.Log = slog.New(slog.NewTextHandler(io.Discard, nil))
	if err := m.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := m.Close(); err != nil {
			t.Errorf("close: %v", err)
		}
	})
	return m
}

func getJSON(t *testing.T, url string, v any) {
	t.Helper()
	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if res.StatusCode != 200 {
		t.Fatalf("GET %s: %d", url, res.StatusCode)
	}
	if err := json.NewDecoder(res.Body).Decode(v); err != nil {
		t.Fatal(err)
	}
}

// databases are the two ways to run the shop: the embedded default and PostgreSQL.
func databases(t *testing.T) map[string]Config {
	return map[string]Config{
		"sqlite":   {DataDir: t.TempDir(), Demo: true},
		"postgres": {DatabaseURL: storetest.PostgresURL(t), DataDir: t.TempDir(), Demo: true},
	}
}

// A new shop loads the demo catalogue once, with the deal of the day and images it serves itself.
func TestDemoCatalogue(t *testing.T) {
	for name, cfg := range databases(t) {
		t.Run(name, func(t *testing.T) {
			m := start(t, cfg)
			var tools []toolshop.Tool
			getJSON(t, "http://"+m.Addr+"/tools", &tools)
			if len(tools) < 12 {
				t.Fatalf("%d demo tools, want at least 12", len(tools))
			}
			if tools[0].Name != "UNIVERSAL WRENCH 9/32MM" || tools[0].Price != 55000 {
				t.Errorf("first tool %+v, want the deal of the day at $550", tools[0])
			}
			for _, tool := range tools {
				if !strings.HasPrefix(tool.Image, "/images/demo/") {
					t.Errorf("%s image %q is not served by the shop", tool.Name, tool.Image)
					continue
				}
				res, err := http.Get("http://" + m.Addr + tool.Image)
				if err != nil || res.StatusCode != 200 {
					t.Errorf("%s image: %v %v", tool.Name, res, err)
				}
			}
			var reviews []toolshop.Review
			getJSON(t, "http://"+m.Addr+"/ratings", &reviews)
			if len(reviews) < 3 {
				t.Errorf("%d demo reviews", len(reviews))
			}

			// Another start on the same data does not load the catalogue again.
			again := start(t, cfg)
			var after []toolshop.Tool
			getJSON(t, "http://"+again.Addr+"/tools", &after)
			if len(after) != len(tools) {
				t.Errorf("%d tools after restart, want %d", len(after), len(tools))
			}
		})
	}
}

func TestNoDemo(t *testing.T) {
	m := start(t, Config{DataDir: t.TempDir()})
	var tools []toolshop.Tool
	getJSON(t, "http://"+m.Addr+"/tools", &tools)
	if len(tools) != 0 {
		t.Errorf("%d tools with -demo=false", len(tools))
	}
}

// promote-admin makes an existing account whose email is verified an admin, and says why
// not otherwise; ADMIN_EMAILS promotes only a verified account; demote-admin takes the role
// away, never from the last admin.
func TestAdminCommands(t *testing.T) {
	dir := t.TempDir()
	env := func(name string) string { return map[string]string{"DATA_DIR": dir, "DEMO_DATA": "false"}[name] }
	var out bytes.Buffer
	if err := run(context.Background(), []string{"migrate"}, env, io.Discard, &out); err != nil {
		t.Fatal(err)
	}
	if err := run(context.Background(), []string{"promote-admin", "ann@example.com"}, env, io.Discard, &out); err == nil ||
		!strings.Contains(err.Error(), "sign up first") {
		t.Errorf("promoting a missing account: %v", err)
	}

	m := start(t, Config{DataDir: dir})
	ann := signUp(t, "http://"+m.Addr, "ann@example.com")
	bob := signUp(t, "http://"+m.Addr, "bob@example.com")
	if err := run(context.Background(), []string{"promote-admin", "ANN@example.com"}, env, io.Discard, &out); err == nil ||
		!strings.Contains(err.Error(), "has not verified its email") {
		t.Errorf("promoting an unverified account: %v", err)
	}
	verifyThroughOutbox(t, ann, dir, "ann@example.com")
	if err := run(context.Background(), []string{"promote-admin", "ANN@example.com"}, env, io.Discard, &out); err != nil {
		t.Fatal(err)
	}

	m2 := start(t, Config{DataDir: dir, AdminEmails: []string{"bob@example.com"}})
	isAdmin := func(email string) bool {
		u, err := m2.db.UserByEmail(context.Background(), email)
		if err != nil {
			t.Fatal(err)
		}
		return u.IsAdmin()
	}
	if !isAdmin("ann@example.com") || isAdmin("bob@example.com") {
		t.Errorf("ann admin %v, unverified bob admin %v", isAdmin("ann@example.com"), isAdmin("bob@example.com"))
	}
	verifyThroughOutbox(t, client{url: "http://" + m2.Addr, token: bob.token}, dir, "bob@example.com")
	if !isAdmin("bob@example.com") {
		t.Error("bob, named by ADMIN_EMAILS, is no admin once verified")
	}

	demote := func(email string) error {
		return run(context.Background(), []string{"demote-admin", email}, env, io.Discard, &out)
	}
	if err := demote("bob@example.com"); err != nil || isAdmin("bob@example.com") {
		t.Errorf("demote bob: %v", err)
	}
	if err := demote("ann@example.com"); !errors.Is(err, toolshop.ErrLastAdmin) || !isAdmin("ann@example.com") {
		t.Errorf("demote the last admin: %v", err)
	}
}

func TestConfigFromEnvironment(t *testing.T) {
	env := map[string]string{"ADDR": "127.0.0.1:9999", "DATA_DIR": "/tmp/x", "DEMO_DATA": "false", "ADMIN_EMAILS": " A@x.com, b@y.com ,"}
	cfg, _, err := parseConfig([]string{"-addr", ":7000"}, func(k string) string { return env[k] }, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Addr != ":7000" || cfg.DataDir != "/tmp/x" || cfg.Demo || strings.Join(cfg.AdminEmails, ",") != "a@x.com,b@y.com" {
		t.Errorf("config %+v", cfg)
	}
	env["DEMO_DATA"] = "maybe"
	if _, _, err := parseConfig(nil, func(k string) string { return env[k] }, io.Discard); err == nil {
		t.Error("DEMO_DATA=maybe accepted")
	}
	env = map[string]string{"WEBHOOK_ALLOW_PRIVATE": "true", "WEBHOOK_INTERVAL": "250ms"}
	if cfg, _, err := parseConfig(nil, func(k string) string { return env[k] }, io.Discard); err != nil ||
		!cfg.WebhookAllowPrivate || cfg.WebhookInterval != 250*time.Millisecond {
		t.Errorf("webhook settings %+v, %v", cfg, err)
	}
	env["WEBHOOK_INTERVAL"] = "0s"
	if _, _, err := parseConfig(nil, func(k string) string { return env[k] }, io.Discard); err == nil {
		t.Error("WEBHOOK_INTERVAL=0s accepted")
	}
}

// The token key lives outside the database: in TOKEN_SECRET, or in a key file in the data
// folder that backups do not copy. A key an older version kept in the database is deleted
// at start-up. rotate-key adds a key to the file, and refuses when TOKEN_SECRET is set.
func TestTokenKeysOutsideTheDatabase(t *testing.T) {
	dir := t.TempDir()
	env := func(extra map[string]string) func(string) string {
		return func(name string) string {
			values := map[string]string{"DATA_DIR": dir, "DEMO_DATA": "false"}
			for k, v := range extra {
				values[k] = v
			}
			return values[name]
		}
	}
	ctx := context.Background()
	old, err := store.Open("", dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := old.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := old.SettingOrInit(ctx, "token_secret", "kept-in-every-backup"); err != nil {
		t.Fatal(err)
	}
	old.Close()

	m := start(t, Config{DataDir: dir})
	if still, err := m.db.SettingOrInit(ctx, "token_secret", "absent"); err != nil || still != "absent" {
		t.Errorf("the database still holds a token key: %q %v", still, err)
	}
	keyFile := filepath.Join(dir, auth.KeyFileName)
	if info, err := os.Stat(keyFile); err != nil || info.Mode().Perm() != 0o600 {
		t.Fatalf("key file %v %v", info, err)
	}
	var out bytes.Buffer
	if err := run(ctx, []string{"rotate-key"}, env(nil), io.Discard, &out); err != nil {
		t.Fatal(err)
	}
	if ring, err := auth.LoadKeyFile(keyFile); err != nil || len(ring) != 2 {
		t.Errorf("after rotate-key: %d keys, %v", len(ring), err)
	}
	if err := run(ctx, []string{"rotate-key"}, env(map[string]string{"TOKEN_SECRET": "given"}), io.Discard, &out); err == nil ||
		!strings.Contains(err.Error(), "TOKEN_SECRET is set") {
		t.Errorf("rotate-key with TOKEN_SECRET: %v", err)
	}
}
