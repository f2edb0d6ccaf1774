package csv_test

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"toolshop"
	shopcsv "toolshop/csv"
)

// Any file an admin uploads is read and planned without a panic: a refused file or line says
// why, every tool's lines are the file's, and a tool added keeps the rules of a new tool.
func FuzzReadTools(f *testing.F) {
	var export bytes.Buffer
	shopcsv.WriteTools(&export, stored())
	shopify, err := os.ReadFile("../testdata/shopify-products.csv")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(export.Bytes())
	f.Add(shopify)
	f.Add([]byte("_id,name,description,price,minOrder,availableQuantity,image,category\n,Saw,A saw.,10,1,2,/s.svg,\n"))
	f.Fuzz(func(t *testing.T, file []byte) {
		lines, err := shopcsv.ReadTools(bytes.NewReader(file))
		if err != nil {
			if toolshop.ErrorMessage(err) == "" || toolshop.ErrorCode(err) != toolshop.EINVALID {
				t.Fatalf("refusal %#v", err)
			}
			return
		}
		plan := toolshop.PlanToolImport(lines, stored(), categories)
		if plan.Added+plan.Changed+plan.Unchanged+plan.Refused != len(plan.Lines) {
			t.Fatalf("counts %+v", plan)
		}
		for _, l := range plan.Lines {
			switch {
			case l.Line < 2:
				t.Fatalf("line %+v", l)
			case l.Action == toolshop.ImportRefused && (l.Message == "" || len(l.Fields) == 0 && !strings.HasPrefix(l.Message, "Line ")):
				t.Fatalf("refused without why: %+v", l)
			case l.Action == toolshop.ImportAdd && (l.Tool.Name == "" || l.Tool.Description == "" || len(l.Tool.Pictures) == 0 ||
				l.Tool.Image != l.Tool.Pictures[0].URL || len(l.Tool.Variants) > 0 && len(l.Tool.Options) == 0):
				t.Fatalf("added %+v", l.Tool)
			}
			for _, r := range l.Rows {
				if r.Line < l.Line || r.Does == "" {
					t.Fatalf("rows %+v of line %d", l.Rows, l.Line)
				}
			}
		}
	})
}
