package csv_test

import (
	"maps"
	"strings"
	"testing"

	"toolshop"
	"toolshop/csv"
)

// A catalogue line with several problems names every one of them, as POST /tools does.
func TestImportLineNamesEveryProblem(t *testing.T) {
	lines, err := csv.ReadTools(strings.NewReader(
		"_id,name,description,price,minOrder,availableQuantity,image,category\n" +
			",Hand Saw,A saw.,-4,1,5,,\n"))
	if err != nil {
		t.Fatal(err)
	}
	plan := toolshop.PlanToolImport(lines, nil, nil)
	want := map[string]string{"price": "Price must be more than 0", "image": "Image link is required"}
	if got := plan.Lines[0]; got.Action != toolshop.ImportRefused || !maps.Equal(got.Fields, want) {
		t.Errorf("line %+v, want fields %v", got, want)
	}
}
