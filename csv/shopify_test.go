package csv_test

import (
	"os"
	"reflect"
	"slices"
	"testing"

	"toolshop"
	shopcsv "toolshop/csv"
)

// Body (HTML) becomes text: tags gone, character references read (a no-break space a space),
// a line per paragraph, list item or line break, scripts left out.
func TestPlainText(t *testing.T) {
	for html, want := range map[string]string{
		"":                     "",
		"Plain text, no tags.": "Plain text, no tags.",
		"<p>One &amp; two</p><p>Three&nbsp;four\n  five</p>":                                            "One & two\nThree four five",
		"<div>Line<br>break</div>":                                                                      "Line\nbreak",
		"<ul><li>LED light</li><li>Belt <b>clip</b></li></ul>":                                          "• LED light\n• Belt clip",
		"<h2>Specs</h2><table><tr><td>Weight</td><td>1.6 kg</td></tr></table><script>alert(1)</script>": "Specs\nWeight1.6 kg",
		"<p>Unclosed <em>tags":                                                                          "Unclosed tags",
	} {
		if got := shopcsv.PlainText(html); got != want {
			t.Errorf("PlainText(%q) = %q, want %q", html, got, want)
		}
	}
}

// A Shopify product export is read by its header: a tool per handle, its options and
// variants with their SKUs, barcodes, prices and stock, its images in their positions with
// their alt texts, Vendor as brand, Type as category (left out when the shop has none of it),
// and every line says what it does and leaves out.
func TestReadShopify(t *testing.T) {
	file, err := os.Open("../testdata/shopify-products.csv")
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	lines, err := shopcsv.ReadTools(file)
	if err != nil {
		t.Fatal(err)
	}
	p := toolshop.PlanToolImport(lines, nil, categories)
	if p.Added != 3 || p.Refused != 0 || len(p.Lines) != 3 {
		t.Fatalf("plan %+v", p)
	}
	drill, sockets, blade := p.Lines[0].Tool, p.Lines[1].Tool, p.Lines[2].Tool
	const cdn = "https://cdn.shopify.com/s/files/1/0612/4402/7421/products/"
	if drill.Name != "Cordless Drill Driver" || drill.Brand != "DeWalt" || drill.Category != "power-tools" ||
		drill.Description != "Compact drill driver with a 2-speed gearbox & a keyless 13 mm chuck.\n• LED work light\n• Belt clip" ||
		drill.Price != 9900 || drill.AvailableQuantity != 14+6+9+4 || drill.SKU != "" || drill.Image != cdn+"drill-front.jpg" {
		t.Errorf("drill %+v", drill)
	}
	wantPictures := []toolshop.ToolPicture{{URL: cdn + "drill-front.jpg", Alt: "The drill from the front"},
		{URL: cdn + "drill-side.jpg", Alt: "The drill from the side"},
		{URL: cdn + "drill-kit.jpg", Alt: "The drill with two batteries and a charger"},
		{URL: cdn + "drill-chuck.jpg", Alt: "The keyless chuck"},
		{URL: cdn + "drill-in-use.jpg", Alt: "Drilling a pilot hole in a pine board"}}
	if !slices.Equal(drill.Pictures, wantPictures) {
		t.Errorf("drill pictures %+v", drill.Pictures)
	}
	wantOptions := []toolshop.Option{{Name: "Voltage", Values: []string{"12V", "18V"}}, {Name: "Kit", Values: []string{"Bare tool", "2 × 2.0Ah"}}}
	if !reflect.DeepEqual(drill.Options, wantOptions) {
		t.Errorf("drill options %+v", drill.Options)
	}
	type form struct {
		name, sku, gtin string
		price           toolshop.Cents
		stock           int
		picture         string
	}
	forms := func(tool toolshop.Tool) []form {
		var got []form
		for _, v := range tool.Variants {
			f := form{v.Name, v.SKU, v.GTIN, v.Price, v.AvailableQuantity, ""}
			if len(v.Pictures) > 0 {
				f.picture = v.Pictures[0].URL
			}
			got = append(got, f)
		}
		return got
	}
	for _, c := range []struct {
		tool toolshop.Tool
		want []form
	}{
		{drill, []form{{"12V · Bare tool", "DCD701N", "05012345000015", 9900, 14, ""},
			{"12V · 2 × 2.0Ah", "DCD701D2", "5012345000022", 16900, 6, cdn + "drill-kit.jpg"},
			{"18V · Bare tool", "DCD791N", "5012345000039", 12900, 9, ""},
			{"18V · 2 × 2.0Ah", "DCD791D2", "5012345000046", 21900, 4, cdn + "drill-kit.jpg"}}},
		{sockets, []form{{`1/4" · Metric`, "STMT-14M", "036413000016", 3900, 25, ""},
			{`1/4" · SAE`, "STMT-14S", "036413000023", 3900, 12, ""},
			{`1/2" · Metric`, "STMT-12M", "036413000030", 7900, 8, ""},
			{`1/2" · SAE`, "STMT-12S", "036413000047", 7900, 0, ""}}},
		{blade, []form{{"165 mm · 24T", "CSB-165-24", "40063812", 2450, 30, ""},
			{"165 mm · 48T", "CSB-165-48", "40063829", 2950, 18, ""},
			{"190 mm · 24T", "CSB-190-24", "40063836", 2700, 22, ""}}},
	} {
		if got := forms(c.tool); !slices.Equal(got, c.want) {
			t.Errorf("%s variants %+v, want %+v", c.tool.Name, got, c.want)
		}
	}
	if sockets.Description != "Chrome vanadium sockets in a case.\nSix-point sockets grip the flats, not the corners." ||
		sockets.Category != "hand-tools" || len(sockets.Pictures) != 2 || sockets.Pictures[1].Alt != "" {
		t.Errorf("sockets %+v", sockets)
	}
	if blade.Category != "" || blade.Brand != "Bosch" || blade.Description != "Carbide-tipped blade for wood.\nThin kerf for clean cuts." {
		t.Errorf("blade %+v", blade)
	}

	common := []string{"Variant Grams", "Variant Inventory Tracker", "Variant Inventory Policy", "Variant Fulfillment Service"}
	first := append([]string{"Product Category", "Tags", "Published"}, common...)
	wantRows := []toolshop.ImportRow{
		{Line: 2, Does: "The tool, variant 12V · Bare tool, picture 1", LeftOut: append(slices.Clone(first),
			"Variant Requires Shipping", "Variant Taxable", "Gift Card", "SEO Title", "Google Shopping / Condition",
			"Google Shopping / Custom Product", "Variant Weight Unit", "Cost per item", "Status")},
		{Line: 3, Does: "Variant 12V · 2 × 2.0Ah, picture 2", LeftOut: append(slices.Clone(common),
			"Variant Compare At Price", "Variant Requires Shipping", "Variant Taxable", "Variant Weight Unit", "Cost per item")},
	}
	if rows := p.Lines[0].Rows; len(rows) != 5 || !reflect.DeepEqual(rows[:2], wantRows) ||
		!reflect.DeepEqual(rows[4], toolshop.ImportRow{Line: 6, Does: "Picture 5"}) {
		t.Errorf("drill rows %+v", rows)
	}
	if rows := p.Lines[2].Rows; rows[0].LeftOut[len(rows[0].LeftOut)-1] != `Type (no category "Saw Blades")` {
		t.Errorf("blade rows %+v", rows)
	}
}
