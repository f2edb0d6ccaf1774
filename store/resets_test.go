package store_test

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"testing"
	"time"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

type resetRow struct {
	tokenHash, userID string
	created, expires  int64
}

func resetRows(t *testing.T, db *store.DB) []resetRow {
	t.Helper()
	rows, err := db.QueryForTest(t.Context(), `SELECT token_hash, user_id, created_at, expires_at FROM mail_links`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var all []resetRow
	for rows.Next() {
		var r resetRow
		if err := rows.Scan(&r.tokenHash, &r.userID, &r.created, &r.expires); err != nil {
			t.Fatal(err)
		}
		all = append(all, r)
	}
	return all
}

// Only the SHA-256 of a reset token is stored, so what is at rest resets nothing; expired
// links are pruned.
func TestPasswordResetTokenAtRest(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := t.Context()
		ann, err := db.CreateUser(ctx, toolshop.User{Email: "ann@example.com", Name: "Ann"})
		if err != nil {
			t.Fatal(err)
		}
		token, u, err := db.CreatePasswordReset(ctx, "ANN@example.com")
		if err != nil || u.ID != ann.ID || len(token) < 26 {
			t.Fatalf("reset for %+v: %q %v", u, token, err)
		}
		rows := resetRows(t, db)
		sum := sha256.Sum256([]byte(token))
		if len(rows) != 1 || rows[0].tokenHash != hex.EncodeToString(sum[:]) || rows[0].userID != ann.ID ||
			time.Duration(rows[0].expires-rows[0].created) != time.Hour || strings.Contains(rows[0].tokenHash, token) {
			t.Fatalf("at rest: %+v", rows)
		}
		if _, err := db.ResetPassword(ctx, rows[0].tokenHash, "hash"); err != toolshop.ErrResetLinkUsed {
			t.Errorf("the stored hash used as a token: %v", err)
		}
		if _, _, err := db.CreatePasswordReset(ctx, "nobody@example.com"); toolshop.ErrorCode(err) != toolshop.ENOTFOUND {
			t.Errorf("reset for no account: %v", err)
		}

		db.Now = func() time.Time { return time.Now().Add(time.Hour + time.Minute) }
		if _, _, err := db.CreatePasswordReset(ctx, "ann@example.com"); err != nil {
			t.Fatal(err)
		}
		if rows := resetRows(t, db); len(rows) != 1 || rows[0].tokenHash == hex.EncodeToString(sum[:]) {
			t.Errorf("expired link not pruned: %+v", rows)
		}
	})
}
