package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"time"
)

// Backup writes a consistent copy of the SQLite database to file while the shop may go on
// serving: VACUUM INTO copies one snapshot as a reader, so writers are not held up and what
// they write meanwhile is not half in the copy. It never overwrites a file. PostgreSQL has
// pg_dump for this.
func (db *DB) Backup(ctx context.Context, file string) error {
	if db.postgres {
		return errors.New("backup copies the embedded SQLite database; back up PostgreSQL with pg_dump")
	}
	if err := checkOurs(ctx, db.read); err != nil {
		return err
	}
	if _, err := os.Lstat(file); !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("%s already exists: backup never overwrites a file", file)
	}
	// A connection of its own: the read pool's query_only also forbids writing the copy.
	src, err := sql.Open("sqlite", "file:"+db.file+"?mode=ro&_pragma=busy_timeout(10000)")
	if err != nil {
		return fmt.Errorf("backup: %w", err)
	}
	defer src.Close()
	if _, err := src.ExecContext(ctx, `VACUUM INTO $1`, file); err != nil {
		os.Remove(file)
		return fmt.Errorf("backup: %w", err)
	}
	return syncFile(file)
}

// Restore puts a backup in place of the data folder's SQLite database. It refuses while
// any process has the database open, and refuses a file that is not a sound Toolshop
// database. The database it replaces is kept beside it as toolshop.db.replaced-TIME.
func Restore(ctx context.Context, dataDir, file string) error {
	lock, err := lockData(dataDir, true)
	if err != nil {
		return err
	}
	defer lock.Close()
	if err := checkBackup(ctx, file); err != nil {
		return err
	}
	path := sqlitePath(dataDir)
	incoming := path + ".restoring"
	if err := copyFile(file, incoming); err != nil {
		return err
	}
	// The write-ahead log belongs to the database it was written for: it moves aside with it,
	// or SQLite would replay it into the backup.
	aside := path + ".replaced-" + time.Now().UTC().Format("20060102T150405Z")
	for _, suffix := range []string{"", "-wal"} {
		if err := os.Rename(path+suffix, aside+suffix); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("restore: %w", err)
		}
	}
	if err := os.Remove(path + "-shm"); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("restore: %w", err)
	}
	if err := os.Rename(incoming, path); err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	return syncFile(dataDir)
}

// checkBackup opens file read-only and checks that it is an intact Toolshop database.
func checkBackup(ctx context.Context, file string) error {
	if _, err := os.Stat(file); err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	db, err := sql.Open("sqlite", "file:"+file+"?mode=ro")
	if err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	defer db.Close()
	if err := checkOurs(ctx, db); err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	var result string
	if err := db.QueryRowContext(ctx, `PRAGMA quick_check`).Scan(&result); err != nil || result != "ok" {
		return fmt.Errorf("%s is damaged: %v%s", file, err, result)
	}
	return nil
}

// checkOurs tells a migrated Toolshop database from any other SQLite file, or none.
func checkOurs(ctx context.Context, db *sql.DB) error {
	var versions int
	if err := db.QueryRowContext(ctx, `SELECT COUNT(*) FROM schema_migrations`).Scan(&versions); err != nil || versions == 0 {
		return errors.New("not a Toolshop database (it has no schema_migrations)")
	}
	return nil
}

// copyFile copies src to dst, replacing dst, and syncs the copy to disk.
func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o640)
	if err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	_, err = io.Copy(out, in)
	if err == nil {
		err = out.Sync()
	}
	if closeErr := out.Close(); err == nil {
		err = closeErr
	}
	if err != nil {
		os.Remove(dst)
		return fmt.Errorf("restore: %w", err)
	}
	return nil
}

// syncFile flushes a file, or a folder's list of files, to disk.
func syncFile(path string) error {
	f, err := os.Open(filepath.Clean(path))
	if err != nil {
		return err
	}
	defer f.Close()
	return f.Sync()
}
