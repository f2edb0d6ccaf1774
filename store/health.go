package store

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"

	"github.com/jackc/pgx/v5/pgconn"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"toolshop"
)

// health is what the store knows of its database's state: damage an integrity check or a
// read found, until a check finds none.
type health struct {
	mu     sync.Mutex
	damage string
}

// ErrorOf is err as the application tells it: a write the disk refused (full, read-only,
// failing) is toolshop.ErrCannotSave, a read of a damaged page toolshop.ErrDamaged (and the
// damage is remembered for /readyz and the Overview); any other error is itself.
func (db *DB) ErrorOf(err error) error {
	var lite *sqlite.Error
	var pg *pgconn.PgError
	switch {
	case err == nil:
		return nil
	case errors.As(err, &lite):
		switch lite.Code() & 0xff {
		case sqlite3.SQLITE_FULL, sqlite3.SQLITE_READONLY, sqlite3.SQLITE_IOERR, sqlite3.SQLITE_CANTOPEN:
			return toolshop.ErrCannotSave
		case sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB:
			db.noteDamage(err.Error())
			return toolshop.ErrDamaged
		}
	case errors.As(err, &pg):
		switch pg.Code {
		case "53100", "25006": // disk_full, read_only_sql_transaction
			return toolshop.ErrCannotSave
		}
	}
	return err
}

func (db *DB) noteDamage(damage string) {
	db.health.mu.Lock()
	defer db.health.mu.Unlock()
	db.health.damage = damage
}

// Damage is the damage an integrity check or a read found in the database, "" for none.
func (db *DB) Damage() string {
	db.health.mu.Lock()
	defer db.health.mu.Unlock()
	return db.health.damage
}

// Ready tells whether the shop can take an order now: the database answers, is not known to
// be damaged, and takes a write (a full or read-only disk refuses it). Nothing else changes.
func (db *DB) Ready(ctx context.Context) error {
	if err := db.read.PingContext(ctx); err != nil {
		return fmt.Errorf("the database does not answer: %w", err)
	}
	if damage := db.Damage(); damage != "" {
		return fmt.Errorf("the database is damaged: %s", damage)
	}
	_, err := db.write.ExecContext(ctx, `INSERT INTO settings (key, value) VALUES ('ready_probe', $1)
		ON CONFLICT (key) DO UPDATE SET value = excluded.value`, fmt.Sprint(db.stamp()))
	if errors.Is(db.ErrorOf(err), toolshop.ErrCannotSave) {
		return fmt.Errorf("the database cannot be written: the disk is full or read-only (%w)", err)
	}
	return err
}

// CheckIntegrity checks the SQLite file page by page (PRAGMA quick_check: no index is
// compared with its table, so it is quick on a big shop) and remembers what it finds for
// Ready and the Overview; damage is logged as an error naming the file. PostgreSQL keeps its
// own pages' checksums: it has nothing to check here.
func (db *DB) CheckIntegrity(ctx context.Context, log *slog.Logger) error {
	if db.postgres {
		return nil
	}
	rows, err := db.read.QueryContext(ctx, `PRAGMA quick_check`)
	var found []string
	if err == nil {
		found, err = collect(rows, func(r row) (line string, err error) { return line, r.Scan(&line) })
	}
	if err != nil {
		if !errors.Is(db.ErrorOf(err), toolshop.ErrDamaged) {
			return err
		}
		found = []string{err.Error()}
	}
	damage := ""
	if len(found) != 1 || found[0] != "ok" {
		damage = strings.Join(found[:min(len(found), 5)], "; ")
		log.ErrorContext(ctx, "the database is damaged: restore it from a backup (README, Backups)", "file", db.file, "damage", damage)
	}
	db.noteDamage(damage)
	return nil
}
