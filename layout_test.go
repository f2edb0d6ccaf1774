package toolshop_test

import (
	"bytes"
	"go/build"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The packages import one another only as docs/ARCHITECTURE.md draws them: the domain
// imports none of them, nor HTTP, SQL or a file format; the JSON API writes no HTML; every
// other package depends on the domain.
func TestImports(t *testing.T) {
	allowed := map[string][]string{
		"toolshop":                 {},
		"toolshop/auth":            {"toolshop"},
		"toolshop/demo":            {"toolshop"},
		"toolshop/httpapi":         {"toolshop", "toolshop/auth", "toolshop/csv", "toolshop/feed", "toolshop/invoices", "toolshop/payment", "toolshop/site"},
		"toolshop/feed":            {"toolshop"},
		"toolshop/invoices":        {"toolshop"},
		"toolshop/mail":            {"toolshop"},
		"toolshop/mail/mailtest":   {},
		"toolshop/markdown":        {"toolshop"},
		"toolshop/orders":          {"toolshop"},
		"toolshop/payment":         {"toolshop"},
		"toolshop/pictures":        {"toolshop"},
		"toolshop/site":            {"toolshop", "toolshop/markdown", "toolshop/web"},
		"toolshop/store":           {"toolshop"},
		"toolshop/store/storetest": {"toolshop", "toolshop/store"},
		"toolshop/bench/baseline":  {},
		"toolshop/csv":             {"toolshop"},
		"toolshop/bench/seed":      {"toolshop", "toolshop/demo", "toolshop/store"},
		"toolshop/web":             {},
		"toolshop/webhooks":        {"toolshop"},
	}
	err := filepath.WalkDir(".", func(dir string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		if name := d.Name(); dir != "." && (strings.HasPrefix(name, ".") || name == "node_modules" || name == "testdata" || name == "e2e") {
			return filepath.SkipDir
		}
		pkg, err := build.Default.ImportDir(dir, 0)
		if _, none := err.(*build.NoGoError); none {
			return nil
		} else if err != nil {
			return err
		}
		path := filepath.ToSlash(filepath.Join("toolshop", dir))
		if path == "toolshop/cmd/toolshop" {
			return nil // main wires everything together
		}
		want, known := allowed[path]
		if !known {
			t.Errorf("package %s is not in docs/ARCHITECTURE.md's table (nor in this test's)", path)
		}
		for _, imp := range pkg.Imports {
			inModule := imp == "toolshop" || strings.HasPrefix(imp, "toolshop/")
			if inModule && !slices.Contains(want, imp) {
				t.Errorf("%s imports %s", path, imp)
			}
			if path == "toolshop" && (imp == "net/http" || imp == "database/sql" || imp == "encoding/csv") {
				t.Errorf("the domain imports %s", imp)
			}
			if path == "toolshop/httpapi" && imp == "html/template" {
				t.Errorf("httpapi imports %s: the pages the server writes are package site's", imp)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// User-facing messages are defined in the domain: the store defines none, and the handlers
// and the pages only those of HTTP itself (a body that is no JSON, an origin CORS refuses,
// pages not built).
func TestMessagesInTheDomain(t *testing.T) {
	httpOnly := map[string]bool{"httpapi/respond.go": true, "httpapi/cors.go": true, "site/pages.go": true}
	for _, dir := range []string{"store", "httpapi", "site"} {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, file := range files {
			if strings.HasSuffix(file, "_test.go") || httpOnly[filepath.ToSlash(file)] {
				continue
			}
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			if bytes.Contains(src, []byte("toolshop.Errorf(")) || bytes.Contains(src, []byte("&toolshop.Error{")) {
				t.Errorf("%s defines a user-facing message: define it in the domain", file)
			}
		}
	}
}
