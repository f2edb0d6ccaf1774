package store_test

import (
	"context"
	"testing"
	"time"
)

// Migration 330 revokes the keys kept from before whose makers are no longer enabled admins
// (demoted, disabled or gone), at the time it runs, and leaves an enabled admin's key live.
func TestMigrateRevokesDepartedMakersKeys(t *testing.T) {
	for _, kind := range []string{"sqlite", "postgres"} {
		t.Run(kind, func(t *testing.T) {
			ctx := context.Background()
			db := migratedBefore(t, kind, 330)
			for _, statement := range []string{
				`INSERT INTO users (id, email, name, role, password_hash, verified_at, disabled_at, created_at) VALUES
					('u1', 'boss@example.com', 'Boss', 'admin', '', 1, NULL, 1),
					('u2', 'deputy@example.com', 'Deputy', '', '', 1, NULL, 1),
					('u3', 'dan@example.com', 'Dan', 'admin', '', 1, 2, 1)`,
				`INSERT INTO api_keys (id, name, scopes, prefix, hash, created_at, created_by) VALUES
					('k1', 'Boss''s', 'orders:read', 'tsk_1', 'h1', 1, 'boss@example.com'),
					('k2', 'Deputy''s', 'orders:read', 'tsk_2', 'h2', 1, 'deputy@example.com'),
					('k3', 'Dan''s', 'orders:read', 'tsk_3', 'h3', 1, 'dan@example.com'),
					('k4', 'Gone''s', 'orders:read', 'tsk_4', 'h4', 1, 'gone@example.com')`,
			} {
				if _, err := db.ExecForTest(ctx, statement); err != nil {
					t.Fatal(err)
				}
			}
			before := time.Now()
			if err := db.Migrate(ctx); err != nil {
				t.Fatal(err)
			}
			if keys, err := db.APIKeys(ctx); err != nil || len(keys) != 1 || keys[0].ID != "k1" {
				t.Errorf("the live keys after the migration: %+v, %v", keys, err)
			}
			var earliest int64
			if err := db.QueryRowForTest(ctx, `SELECT MIN(revoked_at) FROM api_keys WHERE id <> 'k1'`).Scan(&earliest); err != nil ||
				time.Unix(0, earliest).Before(before.Add(-time.Minute)) {
				t.Errorf("revoked at %v (%v), want about %v", time.Unix(0, earliest), err, before)
			}
		})
	}
}
