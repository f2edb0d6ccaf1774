package store

import (
	"net"
	"strconv"

	"github.com/jackc/pgx/v5/pgconn"
)

// SQLiteFile is the SQLite database file Open uses in dataDir.
func SQLiteFile(dataDir string) string { return sqlitePath(dataDir) }

// Where names, for people, the database Open(databaseURL, dataDir) opens: the SQLite file,
// or PostgreSQL's host, port and database name. It never shows a password.
func Where(databaseURL, dataDir string) string {
	if databaseURL == "" {
		return "SQLite " + sqlitePath(dataDir)
	}
	cfg, err := pgconn.ParseConfig(databaseURL)
	if err != nil {
		return "PostgreSQL (DATABASE_URL cannot be read)"
	}
	return "PostgreSQL " + net.JoinHostPort(cfg.Host, strconv.Itoa(int(cfg.Port))) + "/" + cfg.Database
}
