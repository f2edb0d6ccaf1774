package store

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"
)

// The lock file of a SQLite data folder keeps Restore from replacing the database under a
// running shop: every process that opens the database holds a shared lock on it, and
// Restore needs it alone. The kernel drops a lock with its process, so a crashed shop holds
// none.
const lockName = "toolshop.lock"

var (
	errDataInUse = errors.New("the database is in use: stop the shop (and any other toolshop command on this data folder) first")
	errRestoring = errors.New("the database is being restored: try again when the restore is done")
)

// errLocked is what flock answers when the other kind of lock is held.
var errLocked = errors.New("locked")

// lockData creates the data folder if need be and locks it, shared or exclusive. It fails
// rather than waits when the other kind of lock is held.
func lockData(dataDir string, exclusive bool) (*os.File, error) {
	if err := os.MkdirAll(dataDir, 0o750); err != nil {
		return nil, fmt.Errorf("create data folder: %w", err)
	}
	f, err := lockFile(filepath.Join(dataDir, lockName), exclusive)
	if err != nil {
		switch {
		case err == errLocked && exclusive:
			return nil, errDataInUse
		case err == errLocked:
			return nil, errRestoring
		}
		return nil, fmt.Errorf("lock data folder: %w", err)
	}
	return f, nil
}

// lockFile opens the lock file at path, creating it, and locks it without waiting: errLocked
// when another process holds the other kind of lock (or any lock, for an exclusive one).
func lockFile(path string, exclusive bool) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o640)
	if err != nil {
		return nil, err
	}
	if err := flock(f, exclusive); err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// A server migrates the database only in its turn, which it holds alone: another one starting
// meanwhile waits for it instead of racing it. Its own busy timeout is no such wait: a new
// SQLite file is switched to WAL by whichever connection comes first, and one that finds
// another switching it fails busy at once; and a migration may write for longer than that
// timeout. A server waits at most migrateWait, then says why it gave up.
const (
	turnName    = "toolshop.migrating" // SQLite's turn: a lock file beside the database
	turnKey     = 7_141_500            // PostgreSQL's turn: an advisory lock only the shop uses
	migrateWait = 5 * time.Minute
)

// waitTurn waits until no other server is migrating the database, at most db.migrateWait,
// and takes the turn; release gives it back.
func (db *DB) waitTurn(ctx context.Context) (release func(), err error) {
	deadline := time.Now().Add(db.migrateWait)
	for {
		release, err := db.takeTurn(ctx)
		if release != nil || err != nil {
			return release, err
		}
		if time.Now().After(deadline) {
			return nil, fmt.Errorf("another server has been migrating this database for over %s: "+
				"start this one again once it is done", db.migrateWait)
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// takeTurn takes the turn if no other server holds it; release is nil if one does.
func (db *DB) takeTurn(ctx context.Context) (release func(), err error) {
	if !db.postgres {
		f, err := lockFile(filepath.Join(filepath.Dir(db.file), turnName), true)
		if err == errLocked {
			return nil, nil
		}
		if err != nil {
			return nil, err
		}
		return func() { f.Close() }, nil
	}
	// The advisory lock belongs to the session: the connection is kept until it is given back.
	conn, err := db.write.Conn(ctx)
	if err != nil {
		return nil, err
	}
	var taken bool
	if err := conn.QueryRowContext(ctx, `SELECT pg_try_advisory_lock($1)`, turnKey).Scan(&taken); err != nil || !taken {
		conn.Close()
		return nil, err
	}
	return func() {
		conn.ExecContext(context.Background(), `SELECT pg_advisory_unlock($1)`, turnKey)
		conn.Close()
	}, nil
}
