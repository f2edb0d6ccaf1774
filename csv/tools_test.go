package csv_test

import (
	"bytes"
	"encoding/csv"
	"maps"
	"reflect"
	"slices"
	"strings"
	"testing"

	"toolshop"
	shopcsv "toolshop/csv"
)

const (
	drillID   = "aaaaaaaaaaaaaaaaaaaaaaa1"
	hammerID  = "aaaaaaaaaaaaaaaaaaaaaaa2"
	hammer2ID = "aaaaaaaaaaaaaaaaaaaaaaa3"
)

// stored is a catalogue as the store answers it: a drill in three variants, and two
// hammers of one name without variants.
func stored() []toolshop.Tool {
	variant := func(id, voltage, kit, sku, gtin string, price toolshop.Cents, stock int) toolshop.Variant {
		return toolshop.Variant{ID: id, Options: map[string]string{"Voltage": voltage, "Kit": kit}, Name: voltage + " · " + kit,
			SKU: sku, GTIN: gtin, Price: price, AvailableQuantity: stock, MinOrder: 1,
			Pictures: []toolshop.ToolPicture{}, Parts: []toolshop.KitPart{}}
	}
	drill := toolshop.Tool{ID: drillID, Name: "Cordless Drill", Description: "18 V drill driver,\n\"keyless\" chuck.",
		Image: "/drill.svg", Category: "power-tools", Pictures: []toolshop.ToolPicture{{URL: "/drill.svg", Alt: "The drill"}},
		Brand: "DeWalt", Specs: []toolshop.ToolSpec{{Name: "Chuck", Value: "13 mm"}},
		Options: []toolshop.Option{{Name: "Voltage", Values: []string{"12V", "18V"}}, {Name: "Kit", Values: []string{"Bare tool", "2 × 2.0Ah"}}},
		Variants: []toolshop.Variant{
			variant("bbbbbbbbbbbbbbbbbbbbbbb1", "12V", "Bare tool", "DCD701N", "5012345000015", 9900, 14),
			variant("bbbbbbbbbbbbbbbbbbbbbbb2", "18V", "Bare tool", "DCD791N", "", 12900, 9),
			variant("bbbbbbbbbbbbbbbbbbbbbbb3", "18V", "2 × 2.0Ah", "=DCD791D2", "5012345000039", 21900, 0),
		},
		Parts: []toolshop.KitPart{}}
	drill.Variants[2].MinOrder = 2
	drill.Summarize()
	hammer := func(id string, price toolshop.Cents, gtin string) toolshop.Tool {
		return toolshop.Tool{ID: id, Name: "Claw Hammer", Description: "Forged head.", Image: "/hammer.svg", Price: price,
			MinOrder: 1, AvailableQuantity: 20, Pictures: []toolshop.ToolPicture{{URL: "/hammer.svg"}}, SKU: "HM-" + id[23:],
			GTIN: gtin, Specs: []toolshop.ToolSpec{}, Options: []toolshop.Option{}, Variants: []toolshop.Variant{},
			Parts: []toolshop.KitPart{}}
	}
	return []toolshop.Tool{drill, hammer(hammerID, 1250, "036413000016"), hammer(hammer2ID, 1490, "036413000023")}
}

var categories = []toolshop.Category{{Slug: "power-tools"}, {Slug: "hand-tools"}}

func export(t *testing.T, tools []toolshop.Tool) string {
	t.Helper()
	var file bytes.Buffer
	if err := shopcsv.WriteTools(&file, tools); err != nil {
		t.Fatal(err)
	}
	return file.String()
}

func plan(t *testing.T, file string, tools []toolshop.Tool) toolshop.ToolImport {
	t.Helper()
	lines, err := shopcsv.ReadTools(strings.NewReader(file))
	if err != nil {
		t.Fatal(err)
	}
	return toolshop.PlanToolImport(lines, tools, categories)
}

// A tool with variants is a line per variant, its own columns on the first, the lines sharing
// its handle; a tool without is one line, and two tools of one name have handles apart.
func TestWriteToolVariants(t *testing.T) {
	records, err := csv.NewReader(strings.NewReader(export(t, stored()))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(records[0], toolshop.ToolsCSVColumns) || len(records) != 6 {
		t.Fatalf("export %q", records)
	}
	cell := func(row int, column string) string { return records[row][slices.Index(records[0], column)] }
	for _, c := range []struct {
		row          int
		column, want string
	}{
		{1, "_id", drillID}, {1, "name", "Cordless Drill"}, {1, "description", "18 V drill driver,\n\"keyless\" chuck."},
		{1, "price", ""}, {1, "availableQuantity", ""}, {1, "minOrder", ""}, {1, "sku", ""}, {1, "brand", "DeWalt"},
		{1, "handle", "cordless-drill"}, {1, "option1 name", "Voltage"}, {1, "option1 value", "12V"},
		{1, "option2 name", "Kit"}, {1, "option2 value", "Bare tool"}, {1, "option3 name", ""},
		{1, "variant id", "bbbbbbbbbbbbbbbbbbbbbbb1"}, {1, "variant sku", "DCD701N"}, {1, "variant gtin", "5012345000015"},
		{1, "variant price", "99.00"}, {1, "variant quantity", "14"}, {1, "variant min order", "1"},
		{3, "_id", ""}, {3, "name", ""}, {3, "handle", "cordless-drill"}, {3, "option1 name", ""}, {3, "option1 value", "18V"},
		{3, "option2 value", "2 × 2.0Ah"}, {3, "variant sku", "'=DCD791D2"}, {3, "variant quantity", "0"}, {3, "variant min order", "2"},
		{4, "handle", "claw-hammer"}, {4, "price", "12.50"}, {4, "gtin", "036413000016"}, {4, "option1 value", ""}, {4, "variant price", ""},
		{5, "handle", "claw-hammer-" + hammer2ID}, {5, "price", "14.90"},
	} {
		if got := cell(c.row, c.column); got != c.want {
			t.Errorf("line %d %s = %q, want %q", c.row+1, c.column, got, c.want)
		}
	}
}

// edit is the catalogue file with each record (the header being 1) changed by its function
// (nil: left out), and the lines added, each column's cell by name.
func edit(t *testing.T, file string, change map[int]func(cell func(column, value string)), added ...map[string]string) string {
	t.Helper()
	records, err := csv.NewReader(strings.NewReader(file)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	header := records[0]
	out := [][]string{header}
	for i, r := range records[1:] {
		f, changed := change[i+2]
		if changed && f == nil {
			continue
		}
		if f != nil {
			f(func(column, value string) { r[slices.Index(header, column)] = value })
		}
		out = append(out, r)
	}
	for _, cells := range added {
		r := make([]string, len(header))
		for column, value := range cells {
			r[slices.Index(header, column)] = value
		}
		out = append(out, r)
	}
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	w.WriteAll(out)
	return b.String()
}

// An export imports back unchanged, whatever the order of its lines; a file changes a
// variant by its id or by its options, adds and removes variants, and says so line by line.
func TestToolVariantsRoundTrip(t *testing.T) {
	tools := stored()
	file := export(t, tools)
	if p := plan(t, file, tools); p.Unchanged != 3 || p.Changed+p.Added+p.Refused != 0 || p.Lines[0].Line != 2 || p.Lines[1].Line != 6 {
		t.Fatalf("the export imported: %+v", p)
	}
	records, _ := csv.NewReader(strings.NewReader(file)).ReadAll()
	var shuffled bytes.Buffer
	csv.NewWriter(&shuffled).WriteAll([][]string{records[0], records[1], records[4], records[2], records[5], records[3]})
	if p := plan(t, shuffled.String(), tools); p.Unchanged != 3 {
		t.Errorf("the export's lines in another order: %+v", p)
	}

	// 12V · Bare tool gets a new price, 18V · Bare tool is left out, 18V · 2 × 2.0Ah loses
	// its id (its options name it), and 12V · 2 × 5.0Ah is new.
	edited := edit(t, file, map[int]func(func(string, string)){
		2: func(cell func(string, string)) { cell("variant price", "94.00") },
		3: nil,
		4: func(cell func(string, string)) { cell("variant id", "") },
	}, map[string]string{"handle": "cordless-drill", "option1 value": "12V", "option2 value": "2 × 5.0Ah",
		"variant price": "189", "variant quantity": "3", "variant sku": "DCD701P2"})
	p := plan(t, edited, tools)
	if p.Changed != 1 || p.Unchanged != 2 || p.Refused != 0 {
		t.Fatalf("an edited file: %+v", p)
	}
	line := p.Lines[0]
	if !slices.Equal(line.Changed, []string{"options", "variants"}) || line.Changes.Price != nil || line.Changes.AvailableQuantity != nil {
		t.Errorf("changed %v, changes %+v", line.Changed, line.Changes)
	}
	if o := *line.Changes.Options; len(o) != 2 || !slices.Equal(o[1].Values, []string{"Bare tool", "2 × 2.0Ah", "2 × 5.0Ah"}) {
		t.Errorf("options %+v", o)
	}
	v := *line.Changes.Variants
	price, stock := toolshop.Cents(18900), 3
	if len(v) != 3 || v[0].ID != "bbbbbbbbbbbbbbbbbbbbbbb1" || *v[0].Price != 9400 || v[0].SKU != nil || v[0].AvailableQuantity != nil ||
		v[1].ID != "bbbbbbbbbbbbbbbbbbbbbbb3" || v[1].Price != nil || v[1].Options != nil ||
		v[2].ID != "" || *v[2].Price != price || *v[2].AvailableQuantity != stock || *v[2].SKU != "DCD701P2" || *v[2].MinOrder != 1 ||
		v[2].Options["Kit"] != "2 × 5.0Ah" {
		t.Errorf("variants %+v", v)
	}
	wantDiffs := []toolshop.FieldChange{
		{Field: "options", From: "Voltage: 12V, 18V; Kit: Bare tool, 2 × 2.0Ah", To: "Voltage: 12V, 18V; Kit: Bare tool, 2 × 2.0Ah, 2 × 5.0Ah"},
		{Field: "variants", From: "12V · Bare tool: $99.00, 14 in stock, SKU DCD701N, GTIN 5012345000015", To: "12V · Bare tool: $94.00, 14 in stock, SKU DCD701N, GTIN 5012345000015"},
		{Field: "variants", To: "12V · 2 × 5.0Ah: $189.00, 3 in stock, SKU DCD701P2"},
		{Field: "variants", From: "18V · Bare tool: $129.00, 9 in stock, SKU DCD791N"},
	}
	if !slices.Equal(line.Diffs, wantDiffs) {
		t.Errorf("diffs %+v", line.Diffs)
	}
	wantRows := []toolshop.ImportRow{{Line: 2, Does: "The tool, variant 12V · Bare tool"}, {Line: 4, Does: "Variant 18V · 2 × 2.0Ah"},
		{Line: 7, Does: "Variant 12V · 2 × 5.0Ah"}}
	if !reflect.DeepEqual(line.Rows, wantRows) {
		t.Errorf("rows %+v", line.Rows)
	}

	// A variant's id keeps it through a change of its options; a variant without the tool's
	// options, a price that is no number and a value of an option not named are refused.
	renamed := edit(t, file, map[int]func(func(string, string)){
		4: func(cell func(string, string)) { cell("option2 value", "2 × 2Ah") },
	})
	if v := *plan(t, renamed, tools).Lines[0].Changes.Variants; len(v) != 3 || v[2].ID != "bbbbbbbbbbbbbbbbbbbbbbb3" || v[2].Options["Kit"] != "2 × 2Ah" {
		t.Errorf("renamed %+v", v)
	}
	bad := edit(t, file, map[int]func(func(string, string)){
		3: func(cell func(string, string)) { cell("option2 value", ""); cell("variant price", "ten") },
		4: func(cell func(string, string)) { cell("option3 value", "Blue") },
	})
	refused := plan(t, bad, tools).Lines[0]
	want := map[string]string{"variants.1.price": "Line 4: Price must be a number of dollars", "options": "Line 5: name option 3 on the tool's first line"}
	if refused.Action != toolshop.ImportRefused || !maps.Equal(refused.Fields, want) {
		t.Errorf("refused %+v", refused)
	}
}
