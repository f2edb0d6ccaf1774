package httpapi_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"toolshop/httpapi"
	"toolshop/store"
)

// smallDisk mounts a tmpfs of size bytes at a new folder for the test, or skips the test,
// loudly, where the machine does not let it mount one (it needs root).
func smallDisk(t *testing.T, size string) string {
	t.Helper()
	dir := t.TempDir()
	if err := syscall.Mount("tmpfs", dir, "tmpfs", 0, "size="+size); err != nil {
		t.Skipf("SKIPPED: a full disk cannot be made here (mounting a tmpfs needs root): %v", err)
	}
	t.Cleanup(func() { syscall.Unmount(dir, syscall.MNT_DETACH) })
	return dir
}

// fill writes a file into dir until the disk is full, and answers how to free the space.
func fill(t *testing.T, dir string) (free func()) {
	t.Helper()
	path := filepath.Join(dir, "filler")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	chunk := make([]byte, 64<<10)
	for {
		if _, err := f.Write(chunk); err != nil {
			if !errors.Is(err, syscall.ENOSPC) {
				t.Fatal(err)
			}
			break
		}
	}
	f.Close()
	return func() {
		if err := os.Remove(path); err != nil {
			t.Fatal(err)
		}
	}
}

// With the data folder's disk full, the shop says so: /readyz answers 503 with the reason,
// an order and a sign-in are refused with 503, a plain message and Retry-After, never a 500,
// and change nothing; reads go on. Once space returns, it takes orders again, no restart,
// its database intact.
func TestFullDisk(t *testing.T) {
	dir := smallDisk(t, "8m")
	db, err := store.Open("", dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	ctx := context.Background()
	if err := db.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	// Sign-in counts its attempts in the database, as the shop does.
	h := newHarness(t, db, func(s *httpapi.Server) { s.Limits = db })
	ann := h.customer("ann@example.com")
	tool := h.tool(1250, 1, 10)
	h.order(ann, tool, 1)

	free := fill(t, dir)
	res := h.do("GET", "/readyz", "", nil)
	if res.status != 503 || !strings.Contains(res.field(t, "error").(string), "disk is full or read-only") {
		t.Errorf("readyz on a full disk: %d %s", res.status, res.body)
	}
	const refusal = "The shop cannot save changes right now. Try again in a few minutes."
	for what, res := range map[string]response{
		"an order":  h.do("POST", "/orders", ann, map[string]any{"toolId": tool, "line1": "1 Mill Road", "city": "Berlin", "postalCode": "10115", "country": "DE", "number": "555", "quantity": 2}),
		"a sign-in": h.do("POST", "/auth/login", "", map[string]string{"email": "ann@example.com", "password": "secret1"}),
	} {
		if res.status != 503 || res.field(t, "error") != refusal || res.header.Get("Retry-After") == "" {
			t.Errorf("%s on a full disk: %d %v %s", what, res.status, res.header, res.body)
		}
	}
	h.must(200, "GET", "/tools", "", nil)
	if h.stock(tool) != 9 {
		t.Errorf("stock %d after a refused order, want 9", h.stock(tool))
	}

	free()
	h.must(200, "GET", "/readyz", "", nil)
	h.order(ann, tool, 2)
	if h.stock(tool) != 7 {
		t.Errorf("stock %d once space returned, want 7", h.stock(tool))
	}
	if err := db.CheckIntegrity(ctx, slog.New(slog.NewTextHandler(io.Discard, nil))); err != nil || db.Damage() != "" {
		t.Errorf("integrity after the full disk: %q, %v", db.Damage(), err)
	}
}
