// Package store keeps the shop's data in SQL: an embedded SQLite file by default, PostgreSQL
// when a database URL names one. The SQL is shared; the few dialect differences stay here.
package store

import (
	"context"
	"crypto/rand"
	"database/sql"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" driver
	_ "modernc.org/sqlite"             // registers the "sqlite" driver (pure Go)
)

//go:embed migrations/*.sql
var migrations embed.FS

// DB is the shop's database. Writes go through one pool and reads through another: for
// SQLite the write pool is a single connection, so writers queue instead of failing busy.
// On SQLite the point reads behind every call of an account and an order (a session, an
// order, a cart, a row by its key) have readers of their own, lookup, which do not map the
// file: a mapped reader drops its map whenever another connection wrote since its last read,
// which a shop taking orders does between most calls, and a lookup reads a few pages only.
// The catalogue's reads, which read many pages, keep the mapped readers.
type DB struct {
	write    *sql.DB
	read     *sql.DB
	lookup   *sql.DB
	postgres bool
	// url is PostgreSQL's, for the connection that listens for catalogue changes.
	url string
	// watchers are called after each catalogue change made through db (catalogue.go).
	watchers watchers
	// synonymMemory holds the synonym sets searches use until the catalogue changes.
	synonymMemory synonymMemory
	// sessionMemory holds, on SQLite, the sessions found going until an account changes.
	sessionMemory sessionMemory
	// file and lock are SQLite's: its database file and the data folder's lock, shared
	// while the database is open (see lock.go).
	file string
	lock *os.File
	// migrateWait is how long Migrate waits for another server's migration (lock.go).
	migrateWait time.Duration
	// stmts holds the prepared statements by pool and query (see prepared.go).
	stmts sync.Map
	// searchLimits say how PostgreSQL reads a search's matches.
	searchLimits searchLimits
	// health is the damage found in the database, if any (health.go).
	health health

	// Now is the clock the store stamps records with; tests may set it.
	Now func() time.Time
}

// mark is the placeholder of a statement's nth argument: $n on PostgreSQL, ?n on SQLite, whose
// parser finds each $n by a search through the names before it (a statement of thousands of
// arguments, a bulk insert, then costs their number squared) but takes ?n as it comes.
func (db *DB) mark(n int) string {
	if db.postgres {
		return "$" + strconv.Itoa(n)
	}
	return "?" + strconv.Itoa(n)
}

// Open connects to PostgreSQL when databaseURL is set, else to the SQLite file
// toolshop.db in dataDir, creating the folder and the file on first use.
func Open(databaseURL, dataDir string) (*DB, error) {
	if databaseURL != "" {
		return openPostgres(databaseURL)
	}
	return openSQLite(dataDir)
}

func openPostgres(url string) (*DB, error) {
	pool, err := sql.Open("pgx", url)
	if err != nil {
		return nil, fmt.Errorf("open postgres: %w", err)
	}
	pool.SetMaxOpenConns(20)
	pool.SetMaxIdleConns(20)
	pool.SetConnMaxIdleTime(5 * time.Minute)
	return &DB{write: pool, read: pool, lookup: pool, postgres: true, url: url, searchLimits: postgresSearch,
		migrateWait: migrateWait, Now: time.Now}, nil
}

func openSQLite(dataDir string) (*DB, error) {
	lock, err := lockData(dataDir, false)
	if err != nil {
		return nil, err
	}
	path := sqlitePath(dataDir)
	// The writer and the catalogue's readers map the file into memory instead of copying each
	// page they read into a page cache of their own: a search of 100,000 tools spent a fifth of
	// its time so, and a checkout in the writer an eighth. The map reaches as far as SQLite
	// lets it (SQLITE_MAX_MMAP_SIZE, just under 2 GiB): the pages a checkout uses most, the
	// newest orders' and their indexes' ends, are at the end of the file, and a shop of 300,000
	// orders is 500 MB, past which a map of 256 MB left them to a read call each (issue 46).
	pragmas := "_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=foreign_keys(1)&_pragma=synchronous(NORMAL)"
	mapped := pragmas + "&_pragma=mmap_size(2147418112)"
	pools := make([]*sql.DB, 0, 3)
	for _, options := range []string{mapped + "&_txlock=immediate", mapped + "&_pragma=query_only(1)", pragmas + "&_pragma=query_only(1)"} {
		pool, err := sql.Open("sqlite", "file:"+path+"?"+options)
		if err != nil {
			for _, open := range pools {
				open.Close()
			}
			lock.Close()
			return nil, fmt.Errorf("open sqlite: %w", err)
		}
		pools = append(pools, pool)
	}
	write, read, lookup := pools[0], pools[1], pools[2]
	write.SetMaxOpenConns(1)
	// Readers stay open between requests (database/sql keeps 2 idle by default): opening one
	// runs the pragmas and reads the schema again.
	for _, readers := range pools[1:] {
		readers.SetMaxOpenConns(4)
		readers.SetMaxIdleConns(4)
	}
	return &DB{write: write, read: read, lookup: lookup, file: path, lock: lock, migrateWait: migrateWait, Now: time.Now}, nil
}

// sqlitePath is the SQLite file of a data folder.
func sqlitePath(dataDir string) string { return filepath.Join(dataDir, "toolshop.db") }

// Close closes both pools, then lets go of the data folder.
func (db *DB) Close() error {
	err := db.write.Close()
	if db.read != db.write {
		err = errors.Join(err, db.read.Close(), db.lookup.Close())
	}
	if db.lock != nil {
		err = errors.Join(err, db.lock.Close())
	}
	return err
}

// Ping tells whether the database answers.
func (db *DB) Ping(ctx context.Context) error { return db.read.PingContext(ctx) }

// Migrate applies the embedded migrations not yet recorded, each in its own transaction,
// then indexes the tools that are not indexed for search yet. Servers starting together
// migrate in turn (lock.go), the first to come before the rest.
func (db *DB) Migrate(ctx context.Context) error {
	release, err := db.waitTurn(ctx)
	if err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	defer release()
	conn, err := db.write.Conn(ctx)
	if err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY)`); err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	names, err := fs.Glob(migrations, "migrations/*.sql")
	if err != nil {
		return err
	}
	sort.Strings(names)
	for _, name := range names {
		if !db.speaks(name) {
			continue
		}
		if err := db.migrateOne(ctx, conn, name); err != nil {
			return fmt.Errorf("migrate %s: %w", name, err)
		}
	}
	return db.indexTools(ctx, conn)
}

// speaks tells whether a migration is for this database: most are plain SQL both run;
// one named NNN_x.sqlite.sql or NNN_x.postgres.sql is for that database only, and the
// other has its own file of the same version.
func (db *DB) speaks(migration string) bool {
	switch {
	case strings.HasSuffix(migration, ".sqlite.sql"):
		return !db.postgres
	case strings.HasSuffix(migration, ".postgres.sql"):
		return db.postgres
	}
	return true
}

// goSteps are the parts of migrations that SQL alone cannot take, each run after its
// version's SQL, in its transaction.
var goSteps = map[int]func(context.Context, *sql.Tx) error{
	180: placeCodes,
	360: hashCheckoutKeys,
}

// migrateOne applies a migration unless it is recorded. On SQLite its foreign keys are off
// meanwhile and checked before it commits, as SQLite asks of a migration that rebuilds a table
// (a new table copied, the old one dropped): dropping a table would otherwise delete its rows
// first, and with them the rows of other tables that cascade.
func (db *DB) migrateOne(ctx context.Context, conn *sql.Conn, name string) (err error) {
	version, err := strconv.Atoi(strings.SplitN(filepath.Base(name), "_", 2)[0])
	if err != nil {
		return fmt.Errorf("name must start with a version number")
	}
	if !db.postgres {
		if _, err := conn.ExecContext(ctx, `PRAGMA foreign_keys = OFF`); err != nil {
			return err
		}
		defer func() {
			_, on := conn.ExecContext(context.WithoutCancel(ctx), `PRAGMA foreign_keys = ON`)
			err = errors.Join(err, on)
		}()
	}
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var applied int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM schema_migrations WHERE version = $1`, version).Scan(&applied); err != nil {
		return err
	}
	if applied > 0 {
		return nil
	}
	script, err := migrations.ReadFile(name)
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, string(script)); err != nil {
		return err
	}
	if step, ok := goSteps[version]; ok {
		if err := step(ctx, tx); err != nil {
			return err
		}
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO schema_migrations (version) VALUES ($1)`, version); err != nil {
		return err
	}
	if !db.postgres {
		var table string
		err := tx.QueryRowContext(ctx, `SELECT "table" FROM pragma_foreign_key_check`).Scan(&table)
		if err == nil {
			return fmt.Errorf("rows of %s lost what their foreign key refers to", table)
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
	}
	return tx.Commit()
}

// DeleteSetting forgets a value the shop kept for itself.
func (db *DB) DeleteSetting(ctx context.Context, key string) error {
	_, err := db.write.ExecContext(ctx, `DELETE FROM settings WHERE key = $1`, key)
	return err
}

// SettingOrInit reads a setting, first storing value if the setting has none. Replicas
// starting together all end up with the value the first of them stored.
func (db *DB) SettingOrInit(ctx context.Context, key, value string) (string, error) {
	_, err := db.write.ExecContext(ctx,
		`INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`, key, value)
	if err != nil {
		return "", err
	}
	var stored string
	err = db.write.QueryRowContext(ctx, `SELECT value FROM settings WHERE key = $1`, key).Scan(&stored)
	return stored, err
}

// forUpdate makes a read lock the rows it reads until the transaction ends, on PostgreSQL;
// SQLite's transactions hold the one write lock already.
func (db *DB) forUpdate(query string) string {
	if db.postgres {
		return query + ` FOR UPDATE`
	}
	return query
}

// row is what a scan function reads: a *sql.Row or the current row of *sql.Rows.
type row interface{ Scan(dest ...any) error }

// newID makes a random 24-character hex id.
func newID() string {
	b := make([]byte, 12)
	rand.Read(b)
	return hex.EncodeToString(b)
}

func (db *DB) stamp() int64 { return db.Now().UnixNano() }

func fromStamp(ns int64) time.Time { return time.Unix(0, ns).UTC() }

// affected is the row count of an exec that the caller answers with.
func affected(res sql.Result, err error) (int, error) {
	if err != nil {
		return 0, err
	}
	n, err := res.RowsAffected()
	return int(n), err
}

// IsEmpty tells whether the shop holds no tools, reviews, users or orders yet.
func (db *DB) IsEmpty(ctx context.Context) (bool, error) {
	var any int
	err := db.read.QueryRowContext(ctx, `SELECT
		(SELECT COUNT(*) FROM tools) + (SELECT COUNT(*) FROM reviews) +
		(SELECT COUNT(*) FROM users) + (SELECT COUNT(*) FROM orders)`).Scan(&any)
	return any == 0, err
}

// Kind names the database in use, for logs.
func (db *DB) Kind() string {
	if db.postgres {
		return "postgres"
	}
	return "sqlite"
}

// LogMigrationNotes logs, once, what migrations could not carry over as it was (a link that
// was no web link, migration 150; a place not understood, 180), naming where it was and
// what it held, and forgets them.
func (db *DB) LogMigrationNotes(ctx context.Context, log *slog.Logger) error {
	rows, err := db.read.QueryContext(ctx, `SELECT note, table_name, row_id, field, value FROM migration_notes`)
	if err != nil {
		return err
	}
	type noted struct{ note, table, row, field, value string }
	notes, err := collect(rows, func(r row) (n noted, err error) {
		return n, r.Scan(&n.note, &n.table, &n.row, &n.field, &n.value)
	})
	if err != nil || len(notes) == 0 {
		return err
	}
	for _, n := range notes {
		log.WarnContext(ctx, n.note, "table", n.table, "row", n.row, "field", n.field, "value", n.value)
	}
	_, err = db.write.ExecContext(ctx, `DELETE FROM migration_notes`)
	return err
}
