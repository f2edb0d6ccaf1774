package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

// Config is the shop's configuration: flags, each with an environment variable as default.
type Config struct {
	Addr        string
	DataDir     string
	DatabaseURL string
	Demo        bool
	AdminEmails []string
	// TokenSecret signs tokens; when empty the shop makes one and keeps it in the database.
	TokenSecret string
}

func parseConfig(args []string, getenv func(string) string, stderr io.Writer) (Config, []string, error) {
	var cfg Config
	fs := flag.NewFlagSet("toolshop", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, usage); fs.PrintDefaults() }
	fs.StringVar(&cfg.Addr, "addr", envOr(getenv, "ADDR", "127.0.0.1:8080"), "listen address [ADDR]")
	fs.StringVar(&cfg.DataDir, "data", envOr(getenv, "DATA_DIR", "./data"), "data folder for the embedded database and the outbox [DATA_DIR]")
	fs.StringVar(&cfg.DatabaseURL, "database-url", getenv("DATABASE_URL"), "postgres://… to use PostgreSQL instead of the embedded SQLite [DATABASE_URL]")
	demo, err := strconv.ParseBool(envOr(getenv, "DEMO_DATA", "true"))
	if err != nil {
		return cfg, nil, fmt.Errorf("DEMO_DATA: %w", err)
	}
	fs.BoolVar(&cfg.Demo, "demo", demo, "load the demo catalogue into an empty database [DEMO_DATA]")
	admins := fs.String("admin-emails", getenv("ADMIN_EMAILS"), "comma-separated accounts made admins at start-up and sign-up [ADMIN_EMAILS]")
	if err := fs.Parse(args); err != nil {
		return cfg, nil, err
	}
	for _, email := range strings.Split(*admins, ",") {
		if email = strings.ToLower(strings.TrimSpace(email)); email != "" {
			cfg.AdminEmails = append(cfg.AdminEmails, email)
		}
	}
	cfg.TokenSecret, err = secret(getenv, "TOKEN_SECRET")
	return cfg, fs.Args(), err
}

func envOr(getenv func(string) string, name, fallback string) string {
	if v := getenv(name); v != "" {
		return v
	}
	return fallback
}

// secret reads a secret from NAME, or from the file NAME_FILE names.
func secret(getenv func(string) string, name string) (string, error) {
	if path := getenv(name + "_FILE"); path != "" {
		b, err := os.ReadFile(path)
		if err != nil {
			return "", fmt.Errorf("%s_FILE: %w", name, err)
		}
		return strings.TrimSpace(string(b)), nil
	}
	return getenv(name), nil
}
