package store

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
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
	f, err := os.OpenFile(filepath.Join(dataDir, lockName), os.O_RDWR|os.O_CREATE, 0o640)
	if err != nil {
		return nil, fmt.Errorf("lock data folder: %w", err)
	}
	if err := flock(f, exclusive); err != nil {
		f.Close()
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
