package main

import (
	"context"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// wantRefusal fails unless running the command fails with a message containing want.
func wantRefusal(t *testing.T, args []string, env func(string) string, want string) {
	t.Helper()
	if err := run(context.Background(), args, env, io.Discard, io.Discard); err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("%s: %v, want an error saying %q", strings.Join(args, " "), err, want)
	}
}

// A backup taken while customers order is a consistent copy: restored, the shop has every
// order answered before the backup began, only orders it answered, and stock that adds up.
// Restore refuses while the shop runs, and refuses files that are not a shop's database.
func TestBackupAndRestore(t *testing.T) {
	dir := t.TempDir()
	env := func(name string) string { return map[string]string{"DATA_DIR": dir}[name] }
	m := &Main{Config: Config{DataDir: dir, Addr: "127.0.0.1:0", AdminEmails: []string{"boss@example.com"}},
		Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	if err := m.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	running := true
	t.Cleanup(func() {
		if running {
			m.Close()
		}
	})
	const stock = 10_000
	admin, customers, tools := stockedShop(t, "http://"+m.Addr, dir, stock)

	stop := make(chan struct{})
	orders, wait := orderStream(customers, tools, 300, stop)
	for deadline := time.Now().Add(30 * time.Second); len(orders.list()) < 20 && time.Now().Before(deadline); {
		time.Sleep(5 * time.Millisecond)
	}
	before := orders.list()
	backup := filepath.Join(t.TempDir(), "backup.db")
	if err := run(context.Background(), []string{"backup", backup}, env, io.Discard, io.Discard); err != nil {
		t.Fatal(err)
	}
	close(stop)
	wait()
	answered := map[string]bool{}
	for _, id := range orders.list() {
		answered[id] = true
	}

	wantRefusal(t, []string{"backup", backup}, env, "already exists")
	wantRefusal(t, []string{"restore", backup}, env, "in use")
	notOurs := filepath.Join(t.TempDir(), "notes.txt")
	os.WriteFile(notOurs, []byte("not a database"), 0o600)
	running = false
	if err := m.Close(); err != nil {
		t.Fatal(err)
	}
	wantRefusal(t, []string{"restore", notOurs}, env, "not a Toolshop database")
	if err := run(context.Background(), []string{"restore", backup}, env, io.Discard, io.Discard); err != nil {
		t.Fatal(err)
	}
	if replaced, _ := filepath.Glob(filepath.Join(dir, "toolshop.db.replaced-*")); len(replaced) != 1 {
		t.Errorf("the replaced database was not kept: %v", replaced)
	}

	restored := start(t, Config{DataDir: dir})
	admin.url = "http://" + restored.Addr
	kept := checkOrders(t, admin, tools, stock, before)
	for _, o := range kept {
		if !answered[o.ID] {
			t.Errorf("the backup holds order %s, which was never answered", o.ID)
		}
	}
	t.Logf("%d orders answered before the backup, %d in it, %d in all", len(before), len(kept), len(answered))
}

// For PostgreSQL the commands name the tools to use instead, and fail.
func TestBackupOfPostgres(t *testing.T) {
	env := func(name string) string {
		return map[string]string{"DATABASE_URL": "postgres://127.0.0.1:1/none"}[name]
	}
	wantRefusal(t, []string{"backup", "shop.db"}, env, "pg_dump")
	wantRefusal(t, []string{"restore", "shop.db"}, env, "pg_restore")
}
