package store

import (
	"context"
	"database/sql"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
)

// Changes to the catalogue (tools and categories, and what else the pages the server writes
// show: the deal, the shop's settings, its words and pages) reach the servers' caches of its
// answers and pages. Every transaction that writes any of them ends with commitCatalogue instead of
// tx.Commit: it bumps the catalogue's version and, on PostgreSQL, NOTIFYs the other servers
// (sent by PostgreSQL on commit), then tells this process's watchers. A bulk write such as
// a CSV import is one transaction ended by one commitCatalogue.
//
// Stock that orders take and give back is not a catalogue change: an order would otherwise
// clear every server's cache, so caches bound the age of their answers instead (the shop's
// stock shown may be a moment old; orders check it in their own transaction).

const (
	// catalogueChannel is the LISTEN/NOTIFY channel of catalogue changes.
	catalogueChannel = "toolshop_catalogue"
	// catalogueVersion is the settings key counting catalogue changes, which a server whose
	// listening connection was lost reads to see what it missed.
	catalogueVersion = "catalogue_version"
	// ListenerName is the application_name of each server's listening connection.
	ListenerName = "toolshop catalogue listener"
	// recheckEvery is how often a server checks the catalogue's version (and that its
	// listening connection still answers) and tries to listen again once it is lost.
	recheckEvery = time.Second
	// relistenAfter is the pause before listening again on a new connection once one is lost.
	relistenAfter = 50 * time.Millisecond
	// versionQuery reads the catalogue's version: "" before the first change.
	versionQuery = `SELECT COALESCE(MAX(value), '') FROM settings WHERE key = '` + catalogueVersion + `'`
)

// watchers are this process's functions to call after each catalogue change.
type watchers struct {
	mu    sync.Mutex
	next  int
	funcs map[int]func()
}

func (w *watchers) add(f func()) (remove func()) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.funcs == nil {
		w.funcs = map[int]func(){}
	}
	id := w.next
	w.next++
	w.funcs[id] = f
	return func() {
		w.mu.Lock()
		defer w.mu.Unlock()
		delete(w.funcs, id)
	}
}

func (w *watchers) call() {
	w.mu.Lock()
	defer w.mu.Unlock()
	for _, f := range w.funcs {
		f()
	}
}

// commitCatalogue commits a transaction that changed tools or categories, letting every
// server's cache know: call it in place of tx.Commit in any such transaction.
func (db *DB) commitCatalogue(ctx context.Context, tx *sql.Tx) error {
	if _, err := tx.ExecContext(ctx, `INSERT INTO settings (key, value) VALUES ($1, '1')
		ON CONFLICT (key) DO UPDATE SET value = CAST(CAST(settings.value AS BIGINT) + 1 AS TEXT)`, catalogueVersion); err != nil {
		return err
	}
	if db.postgres {
		if _, err := tx.ExecContext(ctx, `SELECT pg_notify($1, '')`, catalogueChannel); err != nil {
			return err
		}
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	db.synonymMemory.forget()
	db.watchers.call()
	return nil
}

// WatchCatalogue calls changed after every change to the catalogue until stop is called:
// at once for changes made through db; on PostgreSQL, for changes any other server makes
// as soon as their NOTIFY arrives on a connection that LISTENs. A lost connection is
// replaced at once, and changed called then for whatever may have been missed; while no
// connection can be made, the catalogue's version is read every second instead. changed
// must not block. The store's own memory of the catalogue (the synonym sets) is dropped
// with each change another server makes as it hears of it.
func (db *DB) WatchCatalogue(changed func()) (stop func()) {
	remove := db.watchers.add(changed)
	if !db.postgres {
		return remove // one process owns a SQLite data folder (lock.go): every write goes through it
	}
	ctx, cancel := context.WithCancel(context.Background())
	seen := db.readCatalogueVersion(ctx) // changes from now on are reported
	done := make(chan struct{})
	heard := func() {
		db.synonymMemory.forget()
		changed()
	}
	go func() {
		defer close(done)
		db.listen(ctx, seen, heard)
	}()
	return func() {
		cancel()
		<-done
		remove()
	}
}

// listen LISTENs for catalogue changes on a connection of its own until ctx ends, and
// rechecks the catalogue's version, seen last, every second while it cannot.
func (db *DB) listen(ctx context.Context, seen string, changed func()) {
	for {
		pause := recheckEvery
		if conn, err := db.connectListener(ctx); err == nil {
			changed() // whatever changed while not listening
			seen = db.hear(ctx, conn, seen, changed)
			conn.Close(context.WithoutCancel(ctx))
			pause = relistenAfter
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(pause):
		}
		if version := db.readCatalogueVersion(ctx); version != seen {
			seen = version
			changed()
		}
	}
}

// connectListener opens a connection that LISTENs for catalogue changes, giving up after a
// few seconds so that the version re-checks go on meanwhile.
func (db *DB) connectListener(ctx context.Context) (*pgx.Conn, error) {
	ctx, cancel := context.WithTimeout(ctx, 5*recheckEvery)
	defer cancel()
	config, err := pgx.ParseConfig(db.url)
	if err != nil {
		return nil, err
	}
	config.RuntimeParams["application_name"] = ListenerName
	conn, err := pgx.ConnectConfig(ctx, config)
	if err != nil {
		return nil, err
	}
	if _, err := conn.Exec(ctx, `LISTEN `+catalogueChannel); err != nil {
		conn.Close(context.WithoutCancel(ctx))
		return nil, err
	}
	return conn, nil
}

// hear calls changed for each notification on conn, and for a change of the catalogue's
// version it reads every second meanwhile, until conn fails or ctx ends. It answers the
// version last seen.
func (db *DB) hear(ctx context.Context, conn *pgx.Conn, seen string, changed func()) string {
	for ctx.Err() == nil {
		wait, cancel := context.WithTimeout(ctx, recheckEvery)
		_, err := conn.WaitForNotification(wait)
		cancel()
		if err == nil {
			changed()
			continue
		}
		if ctx.Err() != nil || wait.Err() == nil {
			return seen // the connection failed
		}
		check, cancel := context.WithTimeout(ctx, recheckEvery)
		var version string
		err = conn.QueryRow(check, versionQuery).Scan(&version)
		cancel()
		if err != nil {
			return seen
		}
		if version != seen {
			seen = version
			changed()
		}
	}
	return seen
}

// readCatalogueVersion is the catalogue's version, or "" when it cannot be read.
func (db *DB) readCatalogueVersion(ctx context.Context) string {
	var version string
	db.read.QueryRowContext(ctx, versionQuery).Scan(&version)
	return version
}
