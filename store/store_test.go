package store_test

import (
	"context"
	"testing"

	"toolshop/store"
	"toolshop/store/storetest"
)

// Migrations run once: running them again on a migrated database changes nothing.
func TestMigrateTwice(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		if err := db.Migrate(ctx); err != nil {
			t.Fatalf("second migration run: %v", err)
		}
		empty, err := db.IsEmpty(ctx)
		if err != nil || !empty {
			t.Errorf("new database empty = %v, %v", empty, err)
		}
	})
}

// The first value stored for a setting wins, as replicas starting together need; a setting
// deleted can be stored anew.
func TestSettingOrInit(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		first, err := db.SettingOrInit(ctx, "demo_loaded_by", "one")
		if err != nil || first != "one" {
			t.Fatalf("first: %q %v", first, err)
		}
		second, err := db.SettingOrInit(ctx, "demo_loaded_by", "two")
		if err != nil || second != "one" {
			t.Errorf("second: %q %v, want the first value", second, err)
		}
		if err := db.DeleteSetting(ctx, "demo_loaded_by"); err != nil {
			t.Fatal(err)
		}
		if third, err := db.SettingOrInit(ctx, "demo_loaded_by", "three"); err != nil || third != "three" {
			t.Errorf("after deleting: %q %v", third, err)
		}
	})
}
