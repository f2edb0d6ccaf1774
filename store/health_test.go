package store_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"os"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5/pgconn"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// The driver's refusals of a write the disk cannot take are told as ErrCannotSave, on both
// databases; other errors stay as they are.
func TestErrorOf(t *testing.T) {
	db := storetest.SQLite(t)
	readOnly := db.WriteOnReadPoolForTest(context.Background())
	if readOnly == nil || !errors.Is(db.ErrorOf(readOnly), toolshop.ErrCannotSave) {
		t.Errorf("SQLite's read-only refusal %v is told as %v", readOnly, db.ErrorOf(readOnly))
	}
	for code, want := range map[string]error{"53100": toolshop.ErrCannotSave, "25006": toolshop.ErrCannotSave} {
		if got := db.ErrorOf(&pgconn.PgError{Code: code}); !errors.Is(got, want) {
			t.Errorf("PostgreSQL's %s is told as %v", code, got)
		}
	}
	other := errors.New("other")
	if db.ErrorOf(other) != other || db.ErrorOf(toolshop.ErrOutOfStock) != toolshop.ErrOutOfStock {
		t.Error("other errors changed")
	}
}

// A page of the SQLite file overwritten is found by the integrity check, which logs it naming
// the file; /readyz then answers 503 with the reason.
func TestDamagedPage(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	db, err := store.Open("", dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	if err := db.CheckIntegrity(ctx, quiet); err != nil || db.Damage() != "" || db.Ready(ctx) != nil {
		t.Fatalf("a sound file: %q, %v", db.Damage(), err)
	}
	var page, root int64
	if err := db.QueryRowForTest(ctx, `PRAGMA page_size`).Scan(&page); err != nil {
		t.Fatal(err)
	}
	if err := db.QueryRowForTest(ctx, `SELECT rootpage FROM sqlite_master WHERE name = 'orders'`).Scan(&root); err != nil {
		t.Fatal(err)
	}
	db.Close()

	file := store.SQLiteFile(dir)
	f, err := os.OpenFile(file, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteAt([]byte(strings.Repeat("\xff", 64)), (root-1)*page); err != nil {
		t.Fatal(err)
	}
	f.Close()

	db, err = store.Open("", dir)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var logged strings.Builder
	if err := db.CheckIntegrity(ctx, slog.New(slog.NewTextHandler(&logged, nil))); err != nil {
		t.Fatal(err)
	}
	if db.Damage() == "" || !strings.Contains(logged.String(), file) || !strings.Contains(logged.String(), "level=ERROR") {
		t.Errorf("damage %q, log:\n%s", db.Damage(), logged.String())
	}
	if err := db.Ready(ctx); err == nil || !strings.Contains(err.Error(), "damaged") {
		t.Errorf("ready with a damaged page: %v", err)
	}
}
