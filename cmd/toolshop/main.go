// Command toolshop runs the shop: one binary with the API, the pages and the database
// migrations inside. Subcommands: serve (the default), migrate, promote-admin EMAIL,
// demote-admin EMAIL, rotate-key, backup FILE, restore FILE.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"strings"
	"syscall"
)

const usage = `usage: toolshop [serve|migrate|promote-admin EMAIL|demote-admin EMAIL|rotate-key|backup FILE|restore FILE] [flags]

  serve               start the shop (the default)
  migrate             apply the database migrations and exit
  promote-admin EMAIL make an existing account whose email is verified an admin
  demote-admin EMAIL  take the admin role from an account (never from the last admin)
  rotate-key          add a new key that signs tokens (older tokens stay good until they expire)
  backup FILE         write a copy of the SQLite database to FILE, also while the shop runs
  restore FILE        replace the SQLite database with the backup FILE; the shop must be stopped

Flags (each also read from the environment variable in brackets):
`

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Getenv, os.Stdout, os.Stderr); err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(os.Stderr, "toolshop:", err)
		}
		os.Exit(1)
	}
}

// run parses the command line and runs one subcommand until it ends or ctx is done. The
// logs go to stderr; stdout gets only the line that says where to open the shop and, while
// the shop has no admin, the one-time link that creates the first.
func run(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	cfg, rest, err := parseConfig(args, getenv, stderr)
	if err != nil {
		return err
	}
	command := "serve"
	if len(rest) > 0 {
		command, rest = rest[0], rest[1:]
	}
	if takesNone := command == "serve" || command == "migrate" || command == "rotate-key"; takesNone && len(rest) > 0 {
		return fmt.Errorf("%s takes no arguments, not %q", command, strings.Join(rest, " "))
	}
	log, flushLog := newLogger(cfg.LogFormat, stderr)
	defer flushLog()
	switch command {
	case "serve":
		m := &Main{Config: cfg, Log: log}
		if err := m.Start(ctx); err != nil {
			return err
		}
		flushLog() // "toolshop ready" (scripts wait for it)
		fmt.Fprintf(stdout, "Toolshop is ready: open %s\n", localURL(m.Addr))
		if m.FirstAdminURL != "" {
			fmt.Fprintf(stdout, "Create the first admin: %s\n", m.FirstAdminURL)
		}
		<-ctx.Done()
		return m.Close()
	case "migrate":
		db, err := openStore(ctx, cfg, log)
		if err != nil {
			return err
		}
		log.Info("migrations applied")
		return db.Close()
	case "promote-admin", "demote-admin":
		if len(rest) != 1 {
			return fmt.Errorf("%s takes one EMAIL", command)
		}
		return changeAdmin(ctx, cfg, rest[0], command == "promote-admin", log)
	case "rotate-key":
		return rotateKey(cfg, log)
	case "backup", "restore":
		if len(rest) != 1 {
			return fmt.Errorf("%s takes one FILE", command)
		}
		if command == "backup" {
			return backup(ctx, cfg, rest[0], log)
		}
		return restore(ctx, cfg, rest[0], log)
	default:
		fmt.Fprint(stderr, usage)
		return fmt.Errorf("unknown command %q", command)
	}
}

// newLogger writes logs as text (format "text", or "" on a terminal), line by line for the
// people reading, or as JSON lines for log collectors, in batches (see logBatch). flush
// writes out the lines waiting.
func newLogger(format string, stderr io.Writer) (log *slog.Logger, flush func()) {
	if format == "text" || (format == "" && isTerminal(stderr)) {
		return slog.New(slog.NewTextHandler(stderr, nil)), func() {}
	}
	batch := &logBatch{out: stderr}
	return slog.New(slog.NewJSONHandler(batch, nil)), func() { batch.Flush() }
}

// isTerminal tells whether w is a terminal, where people rather than log collectors read.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	info, err := f.Stat()
	return err == nil && info.Mode()&os.ModeCharDevice != 0
}
