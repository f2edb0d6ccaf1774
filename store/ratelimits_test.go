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

// attempt makes an attempt on the keys under limit and answers it, failing the test on an
// error.
func attempt(t *testing.T, db *store.DB, limit toolshop.Limit, keys ...string) toolshop.Attempt {
	t.Helper()
	counts := make([]toolshop.Count, len(keys))
	for i, key := range keys {
		counts[i] = toolshop.Count{Key: key, Limit: limit}
	}
	a, err := db.Attempt(t.Context(), counts...)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// A key takes limit.Max attempts per window; an attempt stops at the first key that refuses
// it, the keys before it counted; forgotten attempts do not count, and expired ones are
// pruned.
func TestAttempts(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		limit := toolshop.Limit{Max: 2, Window: time.Minute, Message: "Slow down."}
		first := attempt(t, db, limit, "a", "b")
		if first.Refused != nil || first.ID == "" {
			t.Fatalf("first attempt: %+v", first)
		}
		if a := attempt(t, db, limit, "a"); a.Refused != nil {
			t.Fatalf("second attempt on a refused by %+v", a.Refused)
		}
		third := attempt(t, db, limit, "b", "a", "c")
		if third.Refused == nil || third.Refused.Key != "a" || third.Refused.Limit != limit {
			t.Errorf("third attempt on a: refused by %+v, want a", third.Refused)
		}
		if n := attemptRows(t, db); n != 4 {
			t.Errorf("%d rows, want 4: b before the refusing a counted, c after it not", n)
		}
		if a := attempt(t, db, limit, "b"); a.Refused == nil || a.Refused.Key != "b" {
			t.Errorf("b's third attempt (the refused one counted on it): refused by %+v", a.Refused)
		}
		if err := db.Forget(t.Context(), first.ID); err != nil {
			t.Fatal(err)
		}
		if a := attempt(t, db, limit, "a", "b"); a.Refused != nil {
			t.Errorf("attempt after one was forgotten on both keys: refused by %+v", a.Refused)
		}

		db.Now = func() time.Time { return time.Now().Add(time.Minute) }
		attempt(t, db, limit, "c")
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
				a, err := db.Attempt(t.Context(), toolshop.Count{Key: "login:account:ann@example.com", Limit: limit})
				if err != nil {
					t.Error(err)
				} else if a.Refused == nil {
					through.Add(1)
				}
			})
		}
		wg.Wait()
		if n := through.Load(); n != 10 {
			t.Errorf("%d attempts got through, want 10", n)
		}
	})
}
