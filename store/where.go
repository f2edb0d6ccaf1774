package store

import (
	"net"
	"path/filepath"
	"strconv"

	"github.com/jackc/pgx/v5/pgconn"
)

// SQLiteFile is the SQLite database file Open uses in dataDir, as an absolute path when it
// can be found, so that people know which folder was meant.
func SQLiteFile(dataDir string) string {
	file := sqlitePath(dataDir)
	if abs, err := filepath.Abs(file); err == nil {
		return abs
	}
	return file
}

// Where names, for people, the database Open(databaseURL, dataDir) opens: the SQLite file,
// or PostgreSQL's host, port and database name. It never shows a password.
func Where(databaseURL, dataDir string) string {
	if databaseURL == "" {
		return "SQLite " + SQLiteFile(dataDir)
	}
	cfg, err := pgconn.ParseConfig(databaseURL)
	if err != nil {
		return "PostgreSQL (DATABASE_URL cannot be read)"
	}
	return "PostgreSQL " + net.JoinHostPort(cfg.Host, strconv.Itoa(int(cfg.Port))) + "/" + cfg.Database
}
