package main

import (
	"context"
	"errors"
	"log/slog"

	"toolshop/store"
)

// backup writes a consistent copy of the SQLite database to file; the shop may be running.
func backup(ctx context.Context, cfg Config, file string, log *slog.Logger) error {
	if err := mustExist(cfg); err != nil {
		return err
	}
	db, err := openDatabase(cfg, log)
	if err != nil {
		return err
	}
	defer db.Close()
	if err := db.Backup(ctx, file); err != nil {
		return err
	}
	log.Info("backup written", "file", file)
	return nil
}

// restore replaces the data folder's SQLite database with a backup, when no shop runs on it.
func restore(ctx context.Context, cfg Config, file string, log *slog.Logger) error {
	if cfg.DatabaseURL != "" {
		return errors.New("restore replaces the embedded SQLite database; restore PostgreSQL with pg_restore or psql")
	}
	if err := store.Restore(ctx, cfg.DataDir, file); err != nil {
		return err
	}
	log.Info("backup restored", "file", file, "database", store.Where("", cfg.DataDir))
	return nil
}
