package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"toolshop/store"
	"toolshop/store/storetest"
)

// envOf is a getenv over a fixed set of variables.
func envOf(values map[string]string) func(string) string {
	return func(name string) string { return values[name] }
}

// The commands that work on a shop's data refuse a data folder without its database, name
// the path they looked at and the settings to give, and leave the folder as it was. Flags
// may follow the command's argument.
func TestCommandsMakeNoEmptyDatabase(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "data")
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	env := envOf(nil)
	for _, args := range [][]string{
		{"promote-admin", "ann@example.com", "-data", dir},
		{"-data", dir, "demote-admin", "ann@example.com"},
		{"backup", filepath.Join(t.TempDir(), "backup.db"), "-data", dir},
	} {
		err := run(context.Background(), args, env, io.Discard, io.Discard)
		if err == nil || !strings.Contains(err.Error(), filepath.Join(dir, "toolshop.db")) || !strings.Contains(err.Error(), "-data or DATA_DIR") {
			t.Errorf("%s: %v, want a refusal naming the path and -data or DATA_DIR", args, err)
		}
		if files, _ := os.ReadDir(dir); len(files) != 0 {
			t.Fatalf("%s left %v in the data folder", args, files)
		}
	}
}

// Every command that opens a database says which one: the SQLite file, or PostgreSQL's
// host and database, never a password.
func TestCommandsNameTheirDatabase(t *testing.T) {
	dir := t.TempDir()
	sqlite := "SQLite " + filepath.Join(dir, "toolshop.db")
	for _, args := range [][]string{{"migrate"}, {"promote-admin", "nobody@example.com"}, {"demote-admin", "nobody@example.com"},
		{"backup", filepath.Join(t.TempDir(), "backup.db")}} {
		var logs bytes.Buffer
		run(context.Background(), args, envOf(map[string]string{"DATA_DIR": dir, "LOG_FORMAT": "json"}), io.Discard, &logs)
		if !strings.Contains(logs.String(), `"database":"`+sqlite+`"`) {
			t.Errorf("%s logged %s, want the database %q", args[0], logs.String(), sqlite)
		}
	}

	databaseURL := storetest.PostgresURL(t)
	var logs bytes.Buffer
	if err := run(context.Background(), []string{"migrate"}, envOf(map[string]string{"DATABASE_URL": databaseURL, "LOG_FORMAT": "json"}), io.Discard, &logs); err != nil {
		t.Fatal(err)
	}
	u, err := url.Parse(databaseURL)
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`"database":"PostgreSQL ` + regexp.QuoteMeta(u.Hostname()) + `:\d+` + regexp.QuoteMeta(u.Path) + `"`).MatchString(logs.String()) {
		t.Errorf("migrate on PostgreSQL logged %s", logs.String())
	}
	where := store.Where("postgres://shop:s3cret@db.example.com:6543/toolshop?sslmode=disable", "")
	if where != "PostgreSQL db.example.com:6543/toolshop" {
		t.Errorf("Where %q", where)
	}
}

// syncBuffer is a buffer the shop may write while the test reads it.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// Once ready, the shop prints one plain line with the address to open, and on a new shop the
// first admin's one-time link, which never goes in the log; its logs are text or JSON lines
// as LOG_FORMAT says (JSON when stderr is no terminal).
func TestReadyLineAndLogFormat(t *testing.T) {
	for _, format := range []string{"", "json", "text"} {
		t.Run("LOG_FORMAT="+format, func(t *testing.T) {
			var stdout, stderr syncBuffer
			ctx, cancel := context.WithCancel(context.Background())
			done := make(chan error, 1)
			env := envOf(map[string]string{"ADDR": "127.0.0.1:0", "DATA_DIR": t.TempDir(), "DEMO_DATA": "false", "LOG_FORMAT": format})
			go func() { done <- run(ctx, nil, env, &stdout, &stderr) }()
			for deadline := time.Now().Add(20 * time.Second); !strings.Contains(stdout.String(), "Create the first admin") && time.Now().Before(deadline); {
				time.Sleep(10 * time.Millisecond)
			}
			cancel()
			if err := <-done; err != nil {
				t.Fatal(err)
			}
			// A new shop has no admin: the second line is the one-time link that creates one.
			if !regexp.MustCompile(`^Toolshop is ready: open http://127\.0\.0\.1:\d+\nCreate the first admin: http://127\.0\.0\.1:\d+/setup#token=[A-Z2-7]{26}\n$`).MatchString(stdout.String()) {
				t.Errorf("stdout %q", stdout.String())
			}
			lines := strings.Split(strings.TrimSpace(stderr.String()), "\n")
			for _, line := range lines {
				isJSON := json.Valid([]byte(line))
				if isJSON != (format != "text") || (format == "text" && !strings.HasPrefix(line, "time=")) {
					t.Errorf("log line %q with LOG_FORMAT=%q", line, format)
				}
			}
			if strings.Contains(stderr.String(), "setup#token") {
				t.Errorf("the first admin's link is in the log:\n%s", stderr.String())
			}
			if !strings.Contains(stderr.String(), "database opened") {
				t.Errorf("logs do not say which database:\n%s", stderr.String())
			}
		})
	}
	if _, _, err := parseConfig(nil, envOf(map[string]string{"LOG_FORMAT": "yaml"}), io.Discard); err == nil {
		t.Error("LOG_FORMAT=yaml accepted")
	}
	if err := run(context.Background(), []string{"serve", "now"}, envOf(nil), io.Discard, io.Discard); err == nil ||
		!strings.Contains(err.Error(), "takes no arguments") {
		t.Errorf("serve now: %v", err)
	}
}

func TestLocalURL(t *testing.T) {
	for addr, want := range map[string]string{
		"127.0.0.1:9000": "http://127.0.0.1:9000",
		"0.0.0.0:8080":   "http://localhost:8080",
		"[::]:8080":      "http://localhost:8080",
		":8080":          "http://localhost:8080",
	} {
		if got := localURL(addr); got != want {
			t.Errorf("localURL(%q) = %q, want %q", addr, got, want)
		}
	}
}
