package toolshop_test

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

// catalogueFile is a catalogue file of the columns named, a line of each row's cells by column.
func catalogueFile(columns []string, rows ...map[string]string) string {
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	w.Write(columns)
	for _, r := range rows {
		line := make([]string, len(columns))
		for i, c := range columns {
			line[i] = r[c]
		}
		w.Write(line)
	}
	w.Flush()
	return b.String()
}

func planFile(t *testing.T, file string, stored []toolshop.Tool) toolshop.ToolImport {
	t.Helper()
	lines, err := shopcsv.ReadTools(strings.NewReader(file))
	if err != nil {
		t.Fatal(err)
	}
	return toolshop.PlanToolImport(lines, stored, []toolshop.Category{{Slug: "power-tools"}})
}

// sander is a stored tool in two variants.
func sander() toolshop.Tool {
	t := toolshop.Tool{ID: "cccccccccccccccccccccc01", Name: "Orbital Sander", Description: "125 mm sander.", Image: "/s.svg",
		Pictures: []toolshop.ToolPicture{{URL: "/s.svg"}}, Specs: []toolshop.ToolSpec{}, Parts: []toolshop.KitPart{},
		Options: []toolshop.Option{{Name: "Pad", Values: []string{"125 mm", "150 mm"}}}}
	for i, pad := range []string{"125 mm", "150 mm"} {
		t.Variants = append(t.Variants, toolshop.Variant{ID: "dddddddddddddddddddddd0" + string(rune('1'+i)),
			Options: map[string]string{"Pad": pad}, Name: pad, SKU: "SND-" + pad[:3], Price: toolshop.Cents(5900 + 1000*i),
			AvailableQuantity: 4, MinOrder: 1, Pictures: []toolshop.ToolPicture{}, Parts: []toolshop.KitPart{}})
	}
	t.Summarize()
	return t
}

// A line of each variant: what a tool's lines say is checked as the tool's, each problem
// naming its line, and SKUs and GTINs are the shop's once, variants' too.
func TestPlanVariantLines(t *testing.T) {
	columns := toolshop.ToolsCSVColumns
	tool := func(cells map[string]string) map[string]string {
		row := map[string]string{"name": "Detail Sander", "description": "A sander.", "image": "/d.svg", "handle": "detail-sander",
			"option1 name": "Pad"}
		maps.Copy(row, cells)
		return row
	}
	variant := func(pad, sku, gtin, price string) map[string]string {
		return map[string]string{"handle": "detail-sander", "option1 value": pad, "variant sku": sku, "variant gtin": gtin,
			"variant price": price, "variant quantity": "5"}
	}
	for _, c := range []struct {
		name   string
		rows   []map[string]string
		fields map[string]string
	}{
		{"a variant's SKU another tool's", []map[string]string{
			tool(map[string]string{"option1 value": "80 mm", "variant price": "30", "variant quantity": "2"}),
			variant("100 mm", "SND-150", "", "35")},
			map[string]string{"variants.1.sku": "Line 3: Another tool has this SKU"}},
		{"a GTIN twice", []map[string]string{
			tool(map[string]string{"option1 value": "80 mm", "variant price": "30", "variant quantity": "2", "variant gtin": "40063812"}),
			variant("100 mm", "", "40063812", "35")},
			map[string]string{"variants.1.gtin": "Line 3: Line 2 has this GTIN too"}},
		{"no price", []map[string]string{
			tool(map[string]string{"option1 value": "80 mm", "variant quantity": "2"}),
			variant("100 mm", "", "", "35")},
			map[string]string{"variants.0.price": "Line 2: Price is required"}},
		{"a bad GTIN, a stock that is no number", []map[string]string{
			tool(map[string]string{"option1 value": "80 mm", "variant price": "30", "variant quantity": "two"}),
			variant("100 mm", "", "40063813", "35")},
			map[string]string{"variants.0.availableQuantity": "Line 2: available Quantity must be a whole number",
				"variants.1.gtin": "Line 3: A GTIN is 8, 12, 13 or 14 digits ending with their check digit"}},
		{"a price of its own", []map[string]string{
			tool(map[string]string{"option1 value": "80 mm", "variant price": "30", "variant quantity": "2", "price": "30"})},
			map[string]string{"variants": "A tool with variants takes its price, stock, SKU, GTIN and MPN from them"}},
		{"a value twice", []map[string]string{
			tool(map[string]string{"option1 value": "80 mm", "variant price": "30", "variant quantity": "2"}),
			variant("80 mm", "", "", "35")},
			map[string]string{"variants.1.options": "Line 3: Variant 1 is 80 mm already"}},
		{"a variant id of no variant of a new tool", []map[string]string{
			tool(map[string]string{"option1 value": "80 mm", "variant price": "30", "variant quantity": "2", "variant id": "dddddddddddddddddddddd01"})},
			map[string]string{"variants.0._id": "Line 2: This tool has no such variant"}},
	} {
		p := planFile(t, catalogueFile(columns, c.rows...), []toolshop.Tool{sander()})
		if len(p.Lines) != 1 || p.Lines[0].Action != toolshop.ImportRefused || !maps.Equal(p.Lines[0].Fields, c.fields) {
			t.Errorf("%s: %+v", c.name, p.Lines)
		}
	}

	// The sander, one line: no options, its own price and stock; its variants go.
	p := planFile(t, catalogueFile(columns, map[string]string{"_id": sander().ID, "name": "Orbital Sander", "description": "125 mm sander.",
		"image": "/s.svg", "price": "59", "minOrder": "1", "availableQuantity": "7", "handle": "orbital-sander"}), []toolshop.Tool{sander()})
	c := p.Lines[0].Changes
	if p.Changed != 1 || *c.Price != 5900 || *c.AvailableQuantity != 7 || len(*c.Options) != 0 || len(*c.Variants) != 0 {
		t.Fatalf("variants removed: %+v", p.Lines)
	}
	if changed, err := c.Change(sander()); err != nil || len(changed.Variants) != 0 || changed.Price != 5900 || changed.AvailableQuantity != 7 {
		t.Errorf("variants removed: %+v, %v", changed, err)
	}
}

// A Shopify product without options ("Title: Default Title") is a tool without variants; a
// barcode that is no GTIN, an empty or negative stock and a Type the shop has no category of
// are left out, and the line says so.
func TestPlanShopifyProductWithoutOptions(t *testing.T) {
	columns := []string{"Handle", "Title", "Body (HTML)", "Vendor", "Type", "Tags", "Option1 Name", "Option1 Value",
		"Variant SKU", "Variant Inventory Qty", "Variant Price", "Variant Barcode", "Image Src", "Image Position", "Image Alt Text", "Status"}
	file := catalogueFile(columns,
		map[string]string{"Handle": "tape", "Title": "Tape Measure", "Vendor": "Stanley", "Type": "Measuring", "Tags": "tape",
			"Option1 Name": "Title", "Option1 Value": "Default Title", "Variant SKU": "TM-8", "Variant Price": "7.99",
			"Variant Barcode": "12345", "Image Src": "https://cdn.example.com/tape-2.jpg", "Image Position": "2", "Status": "active"},
		map[string]string{"Handle": "tape", "Image Src": "https://cdn.example.com/tape-1.jpg", "Image Position": "1", "Image Alt Text": "The tape"},
		map[string]string{"Handle": "level", "Title": "Spirit Level", "Body (HTML)": "<p>Three vials.</p>", "Option1 Name": "Title",
			"Option1 Value": "Default Title", "Variant Price": "19", "Variant Inventory Qty": "-2", "Variant Barcode": "036413000016",
			"Type": "Power Tools", "Image Src": "/level.svg"})
	p := planFile(t, file, nil)
	if p.Added != 2 || p.Refused != 0 {
		t.Fatalf("plan %+v", p)
	}
	tape, level := p.Lines[0].Tool, p.Lines[1].Tool
	if len(tape.Variants) != 0 || len(tape.Options) != 0 || tape.Price != 799 || tape.AvailableQuantity != 0 || tape.SKU != "TM-8" ||
		tape.GTIN != "" || tape.Category != "" || tape.Description != "Tape Measure" || tape.Brand != "Stanley" ||
		!slices.Equal(tape.Pictures, []toolshop.ToolPicture{{URL: "https://cdn.example.com/tape-1.jpg", Alt: "The tape"},
			{URL: "https://cdn.example.com/tape-2.jpg"}}) {
		t.Errorf("tape %+v", tape)
	}
	wantRows := []toolshop.ImportRow{
		{Line: 2, Does: "The tool, picture 2", LeftOut: []string{"Tags", "Status", "Variant Barcode (12345 is no GTIN)",
			"Variant Inventory Qty (empty: none in stock)", `Type (no category "Measuring")`}},
		{Line: 3, Does: "Picture 1"}}
	if !reflect.DeepEqual(p.Lines[0].Rows, wantRows) {
		t.Errorf("tape rows %+v", p.Lines[0].Rows)
	}
	if level.GTIN != "036413000016" || level.AvailableQuantity != 0 || level.Category != "power-tools" || level.Description != "Three vials." ||
		!reflect.DeepEqual(p.Lines[1].Rows, []toolshop.ImportRow{{Line: 4, Does: "The tool, picture", LeftOut: []string{"Variant Inventory Qty (-2: none in stock)"}}}) {
		t.Errorf("level %+v, rows %+v", level, p.Lines[1].Rows)
	}
	// Imported again, it changes nothing.
	tape.ID, level.ID = "eeeeeeeeeeeeeeeeeeeeee01", "eeeeeeeeeeeeeeeeeeeeee02"
	if again := planFile(t, file, []toolshop.Tool{tape, level}); again.Unchanged != 2 {
		t.Errorf("imported again: %+v", again)
	}
}

// A kit's stock is what its parts allow: a file shows it and never sets it, and a line that
// gives another says it is left out.
func TestPlanKitStock(t *testing.T) {
	kit := sander()
	kit.Variants[1].Parts = []toolshop.KitPart{{ToolID: "cccccccccccccccccccccc02", Quantity: 2}}
	var file bytes.Buffer
	if err := shopcsv.WriteTools(&file, []toolshop.Tool{kit}); err != nil {
		t.Fatal(err)
	}
	if p := planFile(t, file.String(), []toolshop.Tool{kit}); p.Unchanged != 1 || len(p.Lines[0].Rows[1].LeftOut) != 0 {
		t.Fatalf("the export: %+v", p)
	}
	edited := strings.Replace(file.String(), ",69.00,4,1", ",69.00,9,1", 1)
	p := planFile(t, edited, []toolshop.Tool{kit})
	want := []toolshop.ImportRow{{Line: 2, Does: "The tool, variant 125 mm"},
		{Line: 3, Does: "Variant 150 mm", LeftOut: []string{"variant quantity (A kit's stock is what its parts allow)"}}}
	if p.Unchanged != 1 || !reflect.DeepEqual(p.Lines[0].Rows, want) {
		t.Errorf("a kit's stock set: %+v", p.Lines)
	}
}
