package store_test

import (
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

func attemptRows(t *testing.T, db *store.DB) int {
	t.Helper()
	var n int
	rows, err := db.QueryForTest(t.Context(), `SELECT COUNT(*) FROM rate_limit_attempts`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	rows.Next()
	if err := rows.Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// A key takes limit.Max attempts per window; refused and forgotten attempts do not count,
// and expired ones are pruned.
func TestAttempts(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := t.Context()
		limit := toolshop.Limit{Max: 2, Window: time.Minute, Message: "Slow down."}
		first, err := db.Attempt(ctx, limit, "a", "b")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := db.Attempt(ctx, limit, "a"); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Attempt(ctx, limit, "b", "a"); toolshop.ErrorCode(err) != toolshop.ETOOMANY || toolshop.ErrorMessage(err) != "Slow down." {
			t.Errorf("third attempt on a: %v", err)
		}
		if n := attemptRows(t, db); n != 3 {
			t.Errorf("%d rows, want 3: the refused attempt is not kept", n)
		}
		if err := db.Forget(ctx, first); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Attempt(ctx, limit, "a"); err != nil {
			t.Errorf("attempt after one was forgotten: %v", err)
		}

		db.Now = func() time.Time { return time.Now().Add(time.Minute) }
		if _, err := db.Attempt(ctx, limit, "c"); err != nil {
			t.Fatal(err)
		}
		if n := attemptRows(t, db); n != 1 {
			t.Errorf("%d rows, want the one attempt still in its window", n)
		}
	})
}

// Attempts racing on one key, as from several replicas, get exactly limit.Max through: never
// more, and never fewer because the refused ones were counted.
func TestAttemptsRacing(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		limit := toolshop.Limit{Max: 10, Window: time.Minute, Message: "Slow down."}
		var through atomic.Int32
		var wg sync.WaitGroup
		for range 40 {
			wg.Go(func() {
				if _, err := db.Attempt(t.Context(), limit, "login:account:ann@example.com"); err == nil {
					through.Add(1)
				} else if toolshop.ErrorCode(err) != toolshop.ETOOMANY {
					t.Error(err)
				}
			})
		}
		wg.Wait()
		if n := through.Load(); n != 10 {
			t.Errorf("%d attempts got through, want 10", n)
		}
	})
}
