package store_test

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// changes counts the catalogue changes a watcher was told of.
type changes struct{ n atomic.Int64 }

func watch(t *testing.T, db *store.DB) *changes {
	c := &changes{}
	t.Cleanup(db.WatchCatalogue(func() { c.n.Add(1) }))
	return c
}

// await waits until the watcher has been told of a change since seen, failing after within.
func (c *changes) await(t *testing.T, seen int64, within time.Duration, what string) int64 {
	t.Helper()
	for deadline := time.Now().Add(within); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		if n := c.n.Load(); n > seen {
			return n
		}
	}
	t.Fatalf("%s: no catalogue change reported within %s", what, within)
	return 0
}

// Every write to tools and categories tells the watchers, by the time it returns.
func TestCatalogueWritesAreReported(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		c := watch(t, db)
		time.Sleep(50 * time.Millisecond) // the listener's first report, on PostgreSQL
		writes := []struct {
			what  string
			write func() error
		}{
			{"create category", func() error {
				_, err := db.CreateCategory(ctx, toolshop.Category{Slug: "saws", Name: "Saws"})
				return err
			}},
			{"create tool", func() error {
				_, err := db.CreateTool(ctx, toolshop.Tool{Name: "Saw", Image: "/saw.svg", Description: "A saw.", Price: 900, MinOrder: 1, Category: "saws"})
				return err
			}},
			{"edit tool", func() error {
				name := "Hand Saw"
				_, err := db.UpdateTool(ctx, toolID(t, db), toolshop.ToolChanges{Name: &name})
				return err
			}},
			{"delete tool", func() error {
				_, err := db.DeleteTool(ctx, toolID(t, db))
				return err
			}},
			{"delete category", func() error {
				categories, err := db.Categories(ctx)
				if err != nil {
					return err
				}
				_, err = db.DeleteCategory(ctx, categories[0].ID)
				return err
			}},
		}
		for _, w := range writes {
			before := c.n.Load()
			if err := w.write(); err != nil {
				t.Fatalf("%s: %v", w.what, err)
			}
			if c.n.Load() == before {
				t.Errorf("%s: the watcher was not told", w.what)
			}
		}
	})
}

func toolID(t *testing.T, db *store.DB) string {
	t.Helper()
	tools, _, err := db.Tools(context.Background(), toolshop.ToolQuery{})
	if err != nil || len(tools) == 0 {
		t.Fatalf("tools: %v %v", tools, err)
	}
	return tools[0].ID
}

// On PostgreSQL a change made through one server's store reaches another's watcher within a
// second, by NOTIFY, and still does after its listening connection is killed; a server that
// cannot listen sees it by re-checking the catalogue's version.
func TestCatalogueChangesReachOtherServers(t *testing.T) {
	url := storetest.PostgresURL(t)
	ctx := context.Background()
	writer, reader := storetest.PostgresAt(t, url), storetest.PostgresAt(t, url)
	c := watch(t, reader)
	seen := c.await(t, 0, 3*time.Second, "listening") // told once it listens
	tool, err := writer.CreateTool(ctx, toolshop.Tool{Name: "Level", Image: "/level.svg", Description: "A level.", Price: 900, MinOrder: 1})
	if err != nil {
		t.Fatal(err)
	}
	seen = c.await(t, seen, time.Second, "create on the other server")

	storetest.Exec(t, reader, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`, store.ListenerName)
	name := "Spirit Level"
	if _, err := writer.UpdateTool(ctx, tool.ID, toolshop.ToolChanges{Name: &name}); err != nil {
		t.Fatal(err)
	}
	c.await(t, seen, 3*time.Second, "edit after the listener was killed")
	time.Sleep(time.Second) // listening again by now
	seen = c.n.Load()
	name = "Long Spirit Level"
	if _, err := writer.UpdateTool(ctx, tool.ID, toolshop.ToolChanges{Name: &name}); err != nil {
		t.Fatal(err)
	}
	c.await(t, seen, time.Second, "edit once listening again")

	deaf := storetest.PostgresAt(t, url)
	deaf.ListenNowhereForTest()
	d := watch(t, deaf)
	time.Sleep(1500 * time.Millisecond) // its first re-checks
	seen = d.n.Load()
	name = "Laser Level"
	if _, err := writer.UpdateTool(ctx, tool.ID, toolshop.ToolChanges{Name: &name}); err != nil {
		t.Fatal(err)
	}
	d.await(t, seen, 2*time.Second, "edit seen by a server that cannot listen")
}
