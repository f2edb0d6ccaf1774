package store_test

import (
	"sync"
	"sync/atomic"
	"testing"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// sessionUser reads the session twice, the second time as the server would right after (on
// SQLite from memory), and fails unless both answers are the same.
func sessionUser(t *testing.T, db *store.DB, userID, sessionID string) (toolshop.User, bool) {
	t.Helper()
	u, active, err := db.SessionUser(t.Context(), userID, sessionID)
	if err != nil {
		t.Fatal(err)
	}
	again, stillActive, err := db.SessionUser(t.Context(), userID, sessionID)
	if err != nil || again != u || stillActive != active {
		t.Fatalf("read again: %+v %v %v, first %+v %v", again, stillActive, err, u, active)
	}
	return u, active
}

// Every change to an account or a session shows at once in the sessions SQLite's server
// remembers, whoever writes it: each step reads the session before its change and after.
func TestSessionUserSeesEveryChange(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := t.Context()
		if _, err := db.CreateUser(ctx, toolshop.User{Email: "boss@example.com", Role: toolshop.RoleAdmin, Verified: true}); err != nil {
			t.Fatal(err)
		}
		ann, err := db.CreateUser(ctx, toolshop.User{Email: "ann@example.com", Name: "Ann"})
		if err != nil {
			t.Fatal(err)
		}
		start := func() string {
			s, err := db.StartSession(ctx, ann.ID, "test")
			if err != nil {
				t.Fatal(err)
			}
			return s.ID
		}
		one, two := start(), start()
		check := func(step, sessionID string, change func() error, want func(u toolshop.User, active bool) bool) {
			t.Helper()
			sessionUser(t, db, ann.ID, sessionID)
			if err := change(); err != nil {
				t.Fatalf("%s: %v", step, err)
			}
			if u, active := sessionUser(t, db, ann.ID, sessionID); !want(u, active) {
				t.Fatalf("after %s: %+v, going %v", step, u, active)
			}
		}
		drop := func(_ any, err error) error { return err }
		check("Rename", one, func() error { return drop(db.Rename(ctx, ann.ID, "Ann B")) },
			func(u toolshop.User, active bool) bool { return u.Name == "Ann B" && active })
		check("UpdateProfile", one, func() error {
			return drop(db.UpdateProfile(ctx, toolshop.Profile{Email: ann.Email, Name: "Ann C"}))
		}, func(u toolshop.User, active bool) bool { return u.Name == "Ann C" && active })
		check("VerifyEmail", one, func() error {
			token, err := db.CreateEmailVerification(ctx, ann.ID)
			if err != nil {
				return err
			}
			return drop(db.VerifyEmail(ctx, token, ""))
		}, func(u toolshop.User, active bool) bool { return u.Verified && active })
		check("MakeAdmin", one, func() error { return drop(db.MakeAdmin(ctx, ann.Email)) },
			func(u toolshop.User, active bool) bool { return u.IsAdmin() && active })
		check("RemoveAdmin", one, func() error { return drop(db.RemoveAdmin(ctx, ann.Email)) },
			func(u toolshop.User, active bool) bool { return !u.IsAdmin() && active })
		check("EndOtherSessions", two, func() error { return drop(db.EndOtherSessions(ctx, ann.ID, one)) },
			func(_ toolshop.User, active bool) bool { return !active })
		check("ChangePassword", one, func() error { return drop(db.ChangePassword(ctx, ann.ID, "hash", one)) },
			func(u toolshop.User, active bool) bool { return u.TokenVersion == 1 && active })
		// What another process on the data folder writes (a command such as demote-admin, a
		// second server) shows at once too.
		check("another connection's write", one, func() error {
			storetest.Exec(t, db, `UPDATE users SET name = 'Ann D' WHERE id = $1`, ann.ID)
			return nil
		}, func(u toolshop.User, active bool) bool { return u.Name == "Ann D" && active })
		check("another connection's revival", two, func() error {
			storetest.Exec(t, db, `UPDATE sessions SET ended_at = NULL WHERE id = $1`, two)
			return nil
		}, func(_ toolshop.User, active bool) bool { return active })
		check("another connection's delete", two, func() error {
			storetest.Exec(t, db, `DELETE FROM sessions WHERE id = $1`, two)
			return nil
		}, func(_ toolshop.User, active bool) bool { return !active })
		check("SetDisabled", one, func() error { return drop(db.SetDisabled(ctx, ann.Email, true)) },
			func(u toolshop.User, active bool) bool { return u.Disabled && !active })
		check("SetDisabled back", one, func() error { return drop(db.SetDisabled(ctx, ann.Email, false)) },
			func(u toolshop.User, active bool) bool { return !u.Disabled && !active })
		three := start()
		check("EndSession", three, func() error { return drop(db.EndSession(ctx, ann.ID, three)) },
			func(_ toolshop.User, active bool) bool { return !active })
		four := start()
		check("ResetPassword", four, func() error {
			token, _, err := db.CreatePasswordReset(ctx, ann.Email)
			if err != nil {
				return err
			}
			return drop(db.ResetPassword(ctx, token, "new hash"))
		}, func(u toolshop.User, active bool) bool { return u.TokenVersion == 2 && !active })
		five := start()
		check("ClaimAccount", five, func() error { return drop(db.ClaimAccount(ctx, ann.ID)) },
			func(u toolshop.User, active bool) bool { return u.TokenVersion == 3 && u.PasswordHash == "" && !active })
	})
}

// A session ended while other calls read it is ended for every call made after: none of
// them keeps it remembered as going from a read made before the end was committed.
func TestSessionEndedWhileRead(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := t.Context()
		ann, err := db.CreateUser(ctx, toolshop.User{Email: "ann@example.com"})
		if err != nil {
			t.Fatal(err)
		}
		for range 40 {
			s, err := db.StartSession(ctx, ann.ID, "test")
			if err != nil {
				t.Fatal(err)
			}
			var stop atomic.Bool
			var readers sync.WaitGroup
			for range 2 {
				readers.Go(func() {
					for !stop.Load() {
						if _, _, err := db.SessionUser(ctx, ann.ID, s.ID); err != nil {
							t.Error(err)
							return
						}
					}
				})
			}
			if _, err := db.EndSession(ctx, ann.ID, s.ID); err != nil {
				t.Fatal(err)
			}
			for range 20 {
				if _, active, err := db.SessionUser(ctx, ann.ID, s.ID); err != nil || active {
					stop.Store(true)
					readers.Wait()
					t.Fatalf("session %s read after its end: going %v, %v", s.ID, active, err)
				}
			}
			stop.Store(true)
			readers.Wait()
		}
	})
}
