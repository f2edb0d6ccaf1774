package main

import (
	"io"
	"net/http"
	"slices"
	"testing"
)

// HSTS and CORS_ORIGINS reach the shop's answers; anything but a plain origin is refused at
// start-up, the wildcard included.
func TestHardeningSettings(t *testing.T) {
	env := map[string]string{"HSTS": "true", "CORS_ORIGINS": " https://App.example.com, http://localhost:5173 ,"}
	getenv := func(k string) string { return env[k] }
	cfg, _, err := parseConfig(nil, getenv, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if !cfg.HSTS || !slices.Equal(cfg.CORSOrigins, []string{"https://app.example.com", "http://localhost:5173"}) {
		t.Errorf("config %+v", cfg)
	}

	cfg.DataDir = t.TempDir()
	m := start(t, cfg)
	req, _ := http.NewRequest("GET", "http://"+m.Addr+"/tools", nil)
	req.Header.Set("Origin", "https://app.example.com")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.Header.Get("Strict-Transport-Security") == "" || res.Header.Get("Access-Control-Allow-Origin") != "https://app.example.com" {
		t.Errorf("headers %v", res.Header)
	}

	for _, bad := range []string{"*", "app.example.com", "https://app.example.com/", "https://app.example.com/shop", "ftp://app.example.com"} {
		env["CORS_ORIGINS"] = bad
		if _, _, err := parseConfig(nil, getenv, io.Discard); err == nil {
			t.Errorf("CORS_ORIGINS=%s accepted", bad)
		}
	}
	env["CORS_ORIGINS"], env["HSTS"] = "", "maybe"
	if _, _, err := parseConfig(nil, getenv, io.Discard); err == nil {
		t.Error("HSTS=maybe accepted")
	}
}
