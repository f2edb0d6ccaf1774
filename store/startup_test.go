package store_test

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"toolshop/store"
	"toolshop/store/storetest"
)

// freshPlaces are, per database, where a new shop's database would be: an empty SQLite data
// folder, or an empty PostgreSQL database of its own. rounds is how many times over
// TestServersStartTogether starts servers on one: a PostgreSQL database takes seconds to migrate.
var freshPlaces = []struct {
	name   string
	fresh  func(t *testing.T) (databaseURL, dataDir string)
	rounds int
}{
	{"sqlite", func(t *testing.T) (string, string) { return "", t.TempDir() }, 4},
	{"postgres", func(t *testing.T) (string, string) { return storetest.PostgresURL(t), "" }, 1},
}

// openFresh opens a database without migrating it, closed when the test ends.
func openFresh(t *testing.T, databaseURL, dataDir string) *store.DB {
	t.Helper()
	db, err := store.Open(databaseURL, dataDir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// Servers started together on a new database all start: each migrates in its turn and none
// gives up on a busy database, round after round.
func TestServersStartTogether(t *testing.T) {
	for _, place := range freshPlaces {
		t.Run(place.name, func(t *testing.T) {
			for round := range place.rounds {
				url, dir := place.fresh(t)
				var wg sync.WaitGroup
				for server := range 4 {
					wg.Add(1)
					go func() {
						defer wg.Done()
						db, err := store.Open(url, dir)
						if err != nil {
							t.Errorf("round %d, server %d: %v", round, server, err)
							return
						}
						defer db.Close()
						if err := db.Migrate(context.Background()); err != nil {
							t.Errorf("round %d, server %d: %v", round, server, err)
						}
					}()
				}
				wg.Wait()
			}
		})
	}
}

// A server that finds another migrating the database waits until that one is done, then
// migrates; it gives up only after its limit, and says why.
func TestMigrationWaitsItsTurn(t *testing.T) {
	for _, place := range freshPlaces {
		t.Run(place.name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			defer cancel()
			url, dir := place.fresh(t)
			first, second := openFresh(t, url, dir), openFresh(t, url, dir)
			release, ok, err := first.TakeTurnForTest(ctx)
			if err != nil || !ok {
				t.Fatalf("first server's turn: %v, %v", ok, err)
			}
			migrated := make(chan error, 1)
			go func() { migrated <- second.Migrate(ctx) }()
			select {
			case err := <-migrated:
				t.Fatalf("the second server migrated while the first was migrating: %v", err)
			case <-time.After(500 * time.Millisecond):
			}
			release()
			if err := <-migrated; err != nil {
				t.Fatalf("after the first was done: %v", err)
			}

			release, ok, err = first.TakeTurnForTest(ctx)
			if err != nil || !ok {
				t.Fatalf("first server's second turn: %v, %v", ok, err)
			}
			defer release()
			second.SetMigrateWaitForTest(300 * time.Millisecond)
			err = second.Migrate(ctx)
			if err == nil || !strings.Contains(err.Error(), "another server has been migrating this database for over 300ms") {
				t.Errorf("past the limit: %v, want it to say another server is migrating", err)
			}
		})
	}
}
