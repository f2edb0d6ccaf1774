package toolshop_test

import (
	"go/build"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The packages import one another only as docs/ARCHITECTURE.md draws them: the domain
// imports none of them, nor HTTP or SQL; every other package depends on the domain.
func TestImports(t *testing.T) {
	allowed := map[string][]string{
		"toolshop":                 {},
		"toolshop/auth":            {"toolshop"},
		"toolshop/demo":            {"toolshop"},
		"toolshop/httpapi":         {"toolshop", "toolshop/auth", "toolshop/payment"},
		"toolshop/mail":            {"toolshop"},
		"toolshop/mail/mailtest":   {},
		"toolshop/orders":          {"toolshop"},
		"toolshop/payment":         {"toolshop"},
		"toolshop/store":           {"toolshop"},
		"toolshop/store/storetest": {"toolshop", "toolshop/store"},
		"toolshop/bench/baseline":  {},
		"toolshop/web":             {},
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
			if path == "toolshop" && (imp == "net/http" || imp == "database/sql") {
				t.Errorf("the domain imports %s", imp)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
