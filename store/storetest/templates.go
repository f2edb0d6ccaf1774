package storetest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"toolshop/store"
)

// Each test process migrates one database of each kind, once, and every test gets a copy of
// it: the suite makes several hundred, and migrating each anew was most of what many tests
// cost.

// migratedSQLite answers the bytes of a migrated SQLite file, made on the first call.
var migratedSQLite = sync.OnceValues(func() ([]byte, error) {
	dir, err := os.MkdirTemp("", "toolshop-template-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	db, err := store.Open("", dir)
	if err != nil {
		return nil, err
	}
	err = db.Migrate(context.Background())
	// Closing the last connection writes the WAL back into the file, which is then whole.
	if err := errors.Join(err, db.Close()); err != nil {
		return nil, fmt.Errorf("migrate the template: %w", err)
	}
	return os.ReadFile(filepath.Join(dir, "toolshop.db"))
})

// postgresTemplate is the name of this process's migrated PostgreSQL database, which
// CREATE DATABASE … TEMPLATE copies for each test.
var postgresTemplate struct {
	sync.Mutex
	name string
}

// templatePrefix names the templates, followed by the Unix time they were made.
const templatePrefix = "toolshop_template_"

// templateLife is longer than any test process runs (go test stops one after 10 minutes
// unless told otherwise): a template older than that was left by a process that has ended.
const templateLife = time.Hour

// migratedPostgres answers the name of a migrated database on the server at base, made on
// the first call. The templates that ended processes left behind are dropped first.
func migratedPostgres(base string) (string, error) {
	postgresTemplate.Lock()
	defer postgresTemplate.Unlock()
	if postgresTemplate.name != "" {
		return postgresTemplate.name, nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	admin, err := sql.Open("pgx", base)
	if err != nil {
		return "", err
	}
	defer admin.Close()
	if err := dropOldTemplates(ctx, admin); err != nil {
		return "", fmt.Errorf("PostgreSQL at TEST_DATABASE_URL is unreachable: %w", err)
	}
	name := templatePrefix + strconv.FormatInt(time.Now().Unix(), 10) + "_" + strings.ToLower(rand.Text()[:8])
	if _, err := admin.ExecContext(ctx, `CREATE DATABASE `+name); err != nil {
		return "", err
	}
	url, err := withDatabase(base, name)
	if err != nil {
		return "", err
	}
	db, err := store.Open(url, "")
	if err != nil {
		return "", err
	}
	err = db.Migrate(ctx)
	// No connection to the template may stay open: CREATE DATABASE refuses to copy it then.
	if err := errors.Join(err, db.Close()); err != nil {
		return "", fmt.Errorf("migrate the template: %w", err)
	}
	postgresTemplate.name = name
	return name, nil
}

// dropOldTemplates drops the templates made over templateLife ago.
func dropOldTemplates(ctx context.Context, admin *sql.DB) error {
	rows, err := admin.QueryContext(ctx, `SELECT datname FROM pg_database WHERE datname LIKE $1`, templatePrefix+"%")
	if err != nil {
		return err
	}
	var old []string
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			rows.Close()
			return err
		}
		made, _, _ := strings.Cut(strings.TrimPrefix(name, templatePrefix), "_")
		if unix, err := strconv.ParseInt(made, 10, 64); err == nil && time.Since(time.Unix(unix, 0)) > templateLife {
			old = append(old, name)
		}
	}
	if err := errors.Join(rows.Err(), rows.Close()); err != nil {
		return err
	}
	for _, name := range old {
		// Another process may be dropping it too: that it is gone already is no failure.
		admin.ExecContext(ctx, `DROP DATABASE IF EXISTS `+name+` WITH (FORCE)`)
	}
	return nil
}
