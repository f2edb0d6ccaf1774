package httpapi_test

import (
	"bytes"
	"encoding/csv"
	"maps"
	"net/http"
	"os"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"toolshop"
	shopcsv "toolshop/csv"
	"toolshop/demo"
	"toolshop/store"
	"toolshop/store/storetest"
)

const toolsHeader = "_id,name,description,price,minOrder,availableQuantity,image,category\n"

// importPlan is the answer of POST /admin/tools/import.
type importPlan struct {
	Error                              string
	Lines                              []toolshop.ImportLine
	Added, Changed, Unchanged, Refused int
	Applied                            bool
}

func (h *harness) importFile(want int, admin, query, file string) importPlan {
	h.t.Helper()
	var plan importPlan
	h.sendFile(want, "/admin/tools/import"+query, admin, "text/csv", []byte(file)).json(h.t, &plan)
	return plan
}

func (h *harness) exportTools(admin string) string {
	h.t.Helper()
	res := h.must(http.StatusOK, "GET", "/admin/tools.csv", admin, nil)
	if got := res.header.Get("Content-Type"); got != "text/csv; charset=utf-8" {
		h.t.Errorf("Content-Type %q", got)
	}
	return string(res.body)
}

// The catalogue exports as CSV, every field with a header, a formula-like cell escaped, and
// the file imports back as all unchanged.
func TestToolsCSVRoundTrip(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		admin := catalogue(t, h)
		h.must(http.StatusCreated, "POST", "/tools", admin, map[string]any{"name": "=HYPERLINK(\"http://x\")",
			"description": "-5% off, \"quoted\",\nand two lines", "price": 1079.88, "minOrder": 2,
			"availableQuantity": 7, "category": "Hand Tools",
			"pictures": []map[string]string{{"url": "/t.svg", "alt": "The front"}, {"url": "https://img.example.com/back.jpg", "alt": "The back"}},
			"brand":    "Stanley", "sku": "=ST-1", "specs": []map[string]string{{"name": "Weight", "value": "1.6 kg"}, {"name": "Size", "value": "16: oz"}}})
		file := h.exportTools(admin)
		records, err := csv.NewReader(strings.NewReader(file)).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(records[0], toolshop.ToolsCSVColumns) || len(records) != 7 {
			t.Fatalf("export:\n%s", file)
		}
		last := records[6]
		if last[1] != "'=HYPERLINK(\"http://x\")" || last[2] != "'-5% off, \"quoted\",\nand two lines" ||
			last[3] != "1079.88" || last[4] != "2" || last[5] != "7" || last[6] != "/t.svg" || last[7] != "hand-tools" ||
			last[8] != "/t.svg https://img.example.com/back.jpg" || last[9] != "Stanley" || last[10] != "'=ST-1" ||
			last[11] != "Weight: 1.6 kg; Size: 16: oz" || !toolshop.IsID(last[0]) {
			t.Errorf("escaped line %q", last)
		}
		if got := records[1][3]; got != "89.99" {
			t.Errorf("price %q, want 89.99", got)
		}
		for _, query := range []string{"?dryRun=true", ""} {
			plan := h.importFile(http.StatusOK, admin, query, file)
			if plan.Unchanged != 6 || plan.Added+plan.Changed+plan.Refused != 0 || plan.Applied == (query != "") {
				t.Errorf("import %q of the export: %+v", query, plan)
			}
		}
		if again := h.exportTools(admin); again != file {
			t.Errorf("export after import:\n%s\nwant\n%s", again, file)
		}
	})
}

// The preview tells, line by line, what an import would do and why a line is refused, with
// the messages of POST /tools; an import with a refused line changes nothing, and once fixed
// it applies every line.
func TestImportPreviewAndApply(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		admin := catalogue(t, h)
		var tools []toolshop.Tool
		h.must(http.StatusOK, "GET", "/tools?sort=name", "", nil).json(t, &tools) // Angle Grinder, Claw Hammer, Cordless Drill, …
		grinder, hammer := tools[0], tools[1]
		before := h.exportTools(admin)
		good := toolsHeader +
			grinder.ID + ",Angle Grinder,Grinder for 115 mm discs.,49.50,1,3,/tool.svg,power-tools\n" + // line 2: price
			",Claw Hammer,\"Fibreglass handle, forged steel head.\",12.50,1,20,/tool.svg,hand-tools\n" + // line 3: stock, by name
			",Tape Measure,8 m steel tape with a locking button.,7.99,1,12,/tool.svg,\n" + // line 4: as it is
			",Spirit Level,Aluminium level with three vials.,\"$1,024.00\",1,9,/level.svg,Hand Tools\n" // line 5: new
		bad := good +
			",Wood Chisel,Bevel edge chisel.,,1,5,/chisel.svg,hand-tools\n" + // line 6
			",,No name here.,3,1,5,/x.svg,\n" + // line 7
			",Garden Rake,A rake.,9.99,1,5,/rake.svg,garden\n" + // line 8
			",Hand Saw,A saw.,ten,0,5,/saw.svg,\n" + // line 9
			"\"" + hammer.ID + "\",Claw Hammer,A hammer.,12.50,1,0,/tool.svg,hand-tools\n" + // line 10: the same tool as line 3
			"0123456789abcdef01234567,Tape Measure,Gone.,1,1,1,/t.svg,\n" + // line 11
			"not-an-id,Tape Measure,Gone.,1,1,1,/t.svg,\n" // line 12
		preview := h.importFile(http.StatusOK, admin, "?dryRun=true", bad)
		want := []struct {
			action, message string
			changed         string
		}{
			{"change", "", "price"},
			{"change", "", "availableQuantity"},
			{"unchanged", "", ""},
			{"add", "", ""},
			{"refused", "Price is required", ""},
			{"refused", "Name is required", ""},
			{"refused", "Pick one of the shop's categories", ""},
			{"refused", "Price must be a number of dollars", ""},
			{"refused", "Line 3 is about the same tool", ""},
			{"refused", "No tool has this _id", ""},
			{"refused", "Invalid id", ""},
		}
		if len(preview.Lines) != len(want) || preview.Added != 1 || preview.Changed != 2 || preview.Unchanged != 1 ||
			preview.Refused != 7 || preview.Applied {
			t.Fatalf("preview %+v", preview)
		}
		for i, w := range want {
			line := preview.Lines[i]
			if line.Line != i+2 || line.Action != w.action || line.Message != w.message || strings.Join(line.Changed, ",") != w.changed {
				t.Errorf("line %d: %+v, want %+v", i+2, line, w)
			}
		}
		// Every problem of a line at once: the price that is no number and the minimum of 0.
		if fields := preview.Lines[7].Fields; fields["minOrder"] != "min Order must be at least 1" ||
			fields["price"] != "Price must be a number of dollars" {
			t.Errorf("line 9 fields %v", fields)
		}
		// A change says each field's value before and after.
		if d := preview.Lines[0].Diffs; len(d) != 1 || d[0] != (toolshop.FieldChange{Field: "price", From: grinder.Price.String(), To: "$49.50"}) {
			t.Errorf("line 2 diffs %+v", d)
		}
		if preview.Lines[0].ID != grinder.ID || preview.Lines[1].ID != hammer.ID {
			t.Errorf("matched tools %+v", preview.Lines[:2])
		}

		refused := h.importFile(http.StatusBadRequest, admin, "", bad)
		if refused.Error != "7 lines are refused: nothing was imported" || refused.Refused != 7 || refused.Applied || len(refused.Lines) != 11 {
			t.Errorf("apply with refused lines: %+v", refused)
		}
		if now := h.exportTools(admin); now != before {
			t.Errorf("a refused import changed the catalogue:\n%s", now)
		}

		applied := h.importFile(http.StatusOK, admin, "", good)
		if !applied.Applied || applied.Added != 1 || applied.Changed != 2 || applied.Unchanged != 1 || !toolshop.IsID(applied.Lines[3].ID) {
			t.Fatalf("apply: %+v", applied)
		}
		var found []toolshop.Tool
		h.must(http.StatusOK, "GET", "/tools?q=vials", "", nil).json(t, &found) // the search index is in step
		if len(found) != 1 || found[0].Name != "Spirit Level" || found[0].Price != 102400 || found[0].Category != "hand-tools" ||
			found[0].ID != applied.Lines[3].ID {
			t.Errorf("added tool %+v", found)
		}
		if h.stock(hammer.ID) != 20 {
			t.Errorf("hammer stock %d, want 20", h.stock(hammer.ID))
		}
		if g, _ := db.Tool(t.Context(), grinder.ID); g.Price != 4950 || g.AvailableQuantity != 3 {
			t.Errorf("grinder %+v", g)
		}
	})
}

// A file that is no CSV of the catalogue is refused whole with a 400 (413 when too large);
// a byte order mark and CRLF line ends are read as any spreadsheet writes them.
func TestImportBadFiles(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		admin := catalogue(t, h)
		line := ",Spirit Level,Level.,10,1,9,/level.svg,\n"
		for _, c := range []struct{ name, file, want string }{
			{"empty", "", "The file is empty: its first line must name the columns"},
			{"wrong header", "id,name\n" + line, "The first line must name the columns _id, name, description, price, minOrder, availableQuantity, image, category, each once, and may name pictures, brand, sku, specs, gtin, mpn, handle, option1 name, option1 value, option2 name, option2 value, option3 name, option3 value, variant id, variant sku, variant gtin, variant mpn, variant price, variant quantity, variant min order; or be a Shopify product export's"},
			{"a column twice", strings.TrimSuffix(toolsHeader, "\n") + ",brand,brand\n" + line, "The first line must name the columns _id, name, description, price, minOrder, availableQuantity, image, category, each once, and may name pictures, brand, sku, specs, gtin, mpn, handle, option1 name, option1 value, option2 name, option2 value, option3 name, option3 value, variant id, variant sku, variant gtin, variant mpn, variant price, variant quantity, variant min order; or be a Shopify product export's"},
			{"too few cells", toolsHeader + ",Level,x,10,1,9\n", "Line 2: it must have 8 cells, one per column"},
			{"too many cells", toolsHeader + line + ",a,b,1,1,1,/x,,extra\n", "Line 3: it must have 8 cells, one per column"},
			{"bare quote", toolsHeader + ",Le\"vel,x,10,1,9,/l.svg,\n", "Line 2: a quote is misplaced (a cell holding quotes must be quoted, its quotes doubled)"},
			{"open quote", toolsHeader + ",\"Level,x,10,1,9,/l.svg,\n", "Line 2: a quote is misplaced (a cell holding quotes must be quoted, its quotes doubled)"},
			{"NUL", toolsHeader + ",Lev\x00el,x,10,1,9,/l.svg,\n", "The file holds a NUL character: save it as CSV text (UTF-8)"},
		} {
			wantError(t, c.name, h.do("POST", "/admin/tools/import?dryRun=true", admin, c.file), http.StatusBadRequest, c.want)
		}
		huge := toolsHeader + strings.Repeat(line, toolshop.MaxImportBytes/len(line)+1)
		wantError(t, "huge", h.do("POST", "/admin/tools/import?dryRun=true", admin, huge), http.StatusRequestEntityTooLarge, "The file is larger than 5 MB")
		crlf := "\uFEFF" + strings.ReplaceAll(toolsHeader+line+",Hand Saw,\"A saw,\r\nsharp.\",15,1,2,/saw.svg,\n", "\n", "\r\n")
		plan := h.importFile(http.StatusOK, admin, "", crlf)
		if plan.Added != 2 || plan.Lines[1].Line != 3 {
			t.Errorf("BOM and CRLF: %+v", plan)
		}
	})
}

// Only admins export and import.
func TestCSVAdminsOnly(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		customer := h.customer("ann@example.com")
		for _, who := range []struct {
			token string
			want  int
		}{{customer, http.StatusForbidden}, {"", http.StatusUnauthorized}} {
			h.must(who.want, "GET", "/admin/tools.csv", who.token, nil)
			h.must(who.want, "GET", "/admin/orders.csv", who.token, nil)
			h.must(who.want, "POST", "/admin/tools/import?dryRun=true", who.token, toolsHeader)
			h.must(who.want, "POST", "/admin/tools/import", who.token, toolsHeader)
		}
	})
}

// The orders of a period export a line each of their lines for the accountant: dates,
// customer, delivery, tool, amounts as plain dollars with the order's parts on its first line
// (so every column sums), state and shipment.
func TestOrdersCSV(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		admin := h.admin("boss@example.com")
		ann := h.customer("ann@example.com")
		tool, other := h.tool(107988, 1, 10), h.tool(250, 1, 10)
		paid := h.order(ann, tool, 2)
		h.pay(ann, paid)
		refunded := h.order(ann, tool, 1)
		h.pay(ann, refunded)
		h.must(http.StatusOK, "POST", "/orders/"+refunded+"/refund", admin, nil)
		pending := h.order(ann, tool, 1)
		h.must(http.StatusOK, "PUT", "/cart/"+tool, ann, map[string]int{"quantity": 1})
		h.must(http.StatusOK, "PUT", "/cart/"+other, ann, map[string]int{"quantity": 3})
		cart := h.must(http.StatusCreated, "POST", "/checkout", ann, map[string]string{"customerName": "Ann", "line1": "1 Mill Road", "city": "Berlin", "postalCode": "10115", "number": "555", "country": "DE"}).field(t, "insertedId").(string)
		h.pay(ann, cart)
		h.must(http.StatusOK, "PUT", "/orders/shipped/"+cart, admin, map[string]string{"carrier": "UPS", "trackingNumber": "1Z9"})

		today := time.Now().UTC().Format(time.DateOnly)
		res := h.must(http.StatusOK, "GET", "/admin/orders.csv?from="+today+"&to="+today, admin, nil)
		records, err := csv.NewReader(strings.NewReader(string(res.body))).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(records[0], shopcsv.OrdersColumns) || len(records) != 6 {
			t.Fatalf("orders.csv:\n%s", res.body)
		}
		column := map[string]int{}
		for i, name := range records[0] {
			column[name] = i
		}
		for i, w := range []struct {
			id, tool, quantity, lineTotal, total, state string
			paid, refunded                              bool
		}{
			{paid, "CLAW HAMMER", "2", "2159.76", "2159.76", "paid", true, false},
			{refunded, "CLAW HAMMER", "1", "1079.88", "1079.88", "refunded", true, true},
			{pending, "CLAW HAMMER", "1", "1079.88", "1079.88", "pending", false, false},
			{cart, "CLAW HAMMER", "1", "1079.88", "1087.38", "shipped", true, false},
			{cart, "CLAW HAMMER", "3", "7.50", "", "shipped", true, false},
		} {
			r := records[i+1]
			get := func(name string) string { return r[column[name]] }
			if get("id") != w.id || get("order") != "#"+strings.ToUpper(w.id[16:]) || !strings.HasPrefix(get("placed (UTC)"), today+" ") ||
				(get("paid (UTC)") != "") != w.paid || get("customer") != "Ann" || get("email") != "ann@example.com" ||
				get("tool") != w.tool || get("quantity") != w.quantity || get("line total") != w.lineTotal || get("total") != w.total ||
				get("state") != w.state || (get("refunded (UTC)") != "") != w.refunded || !strings.HasPrefix(get("deliver to"), "1 Mill Road") {
				t.Errorf("line %d: %q", i+2, r)
			}
		}
		if r := records[4]; r[column["carrier"]] != "UPS" || r[column["tracking number"]] != "1Z9" || r[column["shipped (UTC)"]] == "" ||
			r[column["phone"]] != "555" || r[column["subtotal"]] != "1087.38" {
			t.Errorf("a shipped cart's first line: %q", r)
		}
		tomorrow := time.Now().UTC().AddDate(0, 0, 1).Format(time.DateOnly)
		if body := h.must(http.StatusOK, "GET", "/admin/orders.csv?from="+tomorrow, admin, nil).body; strings.Count(string(body), "\n") != 1 {
			t.Errorf("orders from tomorrow:\n%s", body)
		}
		res = h.must(http.StatusBadRequest, "GET", "/admin/orders.csv?from=24/11/2026&to="+today, admin, nil)
		if fields, _ := res.field(t, "fields").(map[string]any); fields["from"] != "Must be a date (YYYY-MM-DD) or a time (RFC 3339)" {
			t.Errorf("bad date: %s", res.body)
		}
		h.must(http.StatusBadRequest, "GET", "/admin/orders.csv?from="+tomorrow+"&to="+today, admin, nil)
	})
}

// BenchmarkImport10000 imports a file of 10,000 new tools into an empty catalogue ("add"),
// then a file changing the price and stock of each ("change"), on SQLite and, with
// TEST_DATABASE_URL, PostgreSQL (go test -run - -bench Import10000 ./httpapi).
func BenchmarkImport10000(b *testing.B) {
	file := func(price string) string {
		var file strings.Builder
		file.WriteString(toolsHeader)
		for i := range 10000 {
			n := strconv.Itoa(i)
			file.WriteString(",Tool " + n + ",A sturdy tool number " + n + " for the workshop.," + n + price + ",1," + price[1:] + ",/t" + n + ".svg,\n")
		}
		return file.String()
	}
	added, changed := file(".99"), file(".50")
	for _, database := range []struct {
		name string
		open func(testing.TB) *store.DB
	}{{"sqlite", storetest.SQLite}, {"postgres", storetest.Postgres}} {
		b.Run(database.name, func(b *testing.B) {
			for _, step := range []struct {
				name, before, file string
				want               func(importPlan) int
			}{
				{"add", "", added, func(p importPlan) int { return p.Added }},
				{"change", added, changed, func(p importPlan) int { return p.Changed }},
			} {
				b.Run(step.name, func(b *testing.B) {
					for b.Loop() {
						b.StopTimer()
						h := newHarness(b, database.open(b))
						admin := h.admin("boss@example.com")
						if step.before != "" {
							h.importFile(http.StatusOK, admin, "", step.before)
						}
						b.StartTimer()
						if plan := h.importFile(http.StatusOK, admin, "", step.file); step.want(plan) != 10000 {
							b.Fatalf("%+v", plan.Lines[0])
						}
					}
				})
			}
		})
	}
}

// The catalogue file carries the pictures' links, brand, SKU and specifications: a file
// with only the old columns still imports and leaves them as they are, and a SKU another
// tool has refuses its line, 409 when no other refusal is there.
func TestImportToolDetails(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		admin := catalogue(t, h)
		var tools []toolshop.Tool
		h.must(http.StatusOK, "GET", "/tools?sort=name", "", nil).json(t, &tools) // Angle Grinder, Claw Hammer, …
		grinder := tools[0]
		header := "_id,name,description,price,minOrder,availableQuantity,image,category,pictures,brand,sku,specs\n"
		plan := h.importFile(http.StatusOK, admin, "", header+
			grinder.ID+",Angle Grinder,Grinder for 115 mm discs.,45.00,1,3,/tool.svg,power-tools,/tool.svg /side.jpg,Bosch,GWS-7,Power: 720 W; Disc: 115 mm\n"+
			",Spirit Level,Aluminium level.,20,1,9,/level.svg,,,Stabila,70-2,\n")
		if plan.Changed != 1 || plan.Added != 1 || !slices.Equal(plan.Lines[0].Changed, []string{"pictures", "brand", "sku", "specs"}) {
			t.Fatalf("import %+v", plan)
		}
		var got toolshop.Tool
		h.must(http.StatusOK, "GET", "/tool/"+grinder.ID, "", nil).json(t, &got)
		if len(got.Pictures) != 2 || got.Brand != "Bosch" || got.SKU != "GWS-7" || len(got.Specs) != 2 || got.Specs[1].Value != "115 mm" {
			t.Errorf("imported %+v", got)
		}
		h.must(http.StatusOK, "PATCH", "/tool/"+grinder.ID, admin, map[string]any{"pictures": []picture{{"url": "/tool.svg", "alt": "Side on"}, {"url": "/side.jpg", "alt": "From above"}}})

		// The old columns alone: a new price, the details and alt texts as they are.
		plan = h.importFile(http.StatusOK, admin, "", toolsHeader+grinder.ID+",Angle Grinder,Grinder for 115 mm discs.,49.00,1,3,/tool.svg,power-tools\n")
		if plan.Changed != 1 || !slices.Equal(plan.Lines[0].Changed, []string{"price"}) {
			t.Errorf("an old file: %+v", plan)
		}
		h.must(http.StatusOK, "GET", "/tool/"+grinder.ID, "", nil).json(t, &got)
		if got.Pictures[0].Alt != "Side on" || got.Brand != "Bosch" || len(got.Specs) != 2 {
			t.Errorf("after an old file: %+v", got)
		}
		// The export imports back unchanged, alt texts kept.
		if plan := h.importFile(http.StatusOK, admin, "", h.exportTools(admin)); plan.Unchanged != 6 || plan.Changed != 0 {
			t.Errorf("the export imported: %+v", plan)
		}
		h.must(http.StatusOK, "GET", "/tool/"+grinder.ID, "", nil).json(t, &got)
		if got.Pictures[1].Alt != "From above" {
			t.Errorf("after the export imported: %+v", got.Pictures)
		}

		taken := h.importFile(http.StatusConflict, admin, "", header+",Rule,A rule.,5,1,9,/rule.svg,,,,GWS-7,\n")
		if taken.Refused != 1 || taken.Lines[0].Fields["sku"] != "Another tool has this SKU" || taken.Applied {
			t.Errorf("a taken SKU: %+v", taken)
		}
		twice := h.importFile(http.StatusBadRequest, admin, "", header+",Rule,A rule.,5,1,9,/rule.svg,,,,R-1,\n,Square,A square.,5,1,9,/sq.svg,,,,R-1,\n,,No name.,5,1,9,/x.svg,,,,,\n")
		if twice.Refused != 2 || twice.Lines[1].Fields["sku"] != "Line 2 has this SKU too" {
			t.Errorf("a SKU twice, and a line without name: %+v", twice)
		}
	})
}

// Shopify's product export imports as it is: every product a tool with its variants' prices,
// stock, SKUs and barcodes, and its pictures; imported again it changes nothing.
func TestImportShopifyProducts(t *testing.T) {
	file, err := os.ReadFile("../testdata/shopify-products.csv")
	if err != nil {
		t.Fatal(err)
	}
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		admin := catalogue(t, h)
		preview := h.importFile(http.StatusOK, admin, "?dryRun=true", string(file))
		if preview.Added != 3 || preview.Applied || len(preview.Lines[0].Rows) != 5 || preview.Lines[0].Rows[4].Does != "Picture 5" {
			t.Fatalf("preview %+v", preview)
		}
		plan := h.importFile(http.StatusOK, admin, "", string(file))
		if plan.Added != 3 || !plan.Applied {
			t.Fatalf("import %+v", plan)
		}
		lines, err := shopcsv.ReadTools(bytes.NewReader(file))
		if err != nil {
			t.Fatal(err)
		}
		want := toolshop.PlanToolImport(lines, nil, []toolshop.Category{{Slug: "power-tools"}, {Slug: "hand-tools"}})
		for i, line := range plan.Lines {
			var got toolshop.Tool
			h.must(http.StatusOK, "GET", "/tool/"+line.ID, "", nil).json(t, &got)
			w := want.Lines[i].Tool
			if got.Name != w.Name || got.Description != w.Description || got.Brand != w.Brand || got.Category != w.Category ||
				got.Price != w.Price || got.AvailableQuantity != w.AvailableQuantity || !slices.Equal(got.Pictures, w.Pictures) ||
				!reflect.DeepEqual(got.Options, w.Options) || len(got.Variants) != len(w.Variants) {
				t.Errorf("%s: %+v, want %+v", w.Name, got, w)
				continue
			}
			for j, v := range got.Variants {
				wv := w.Variants[j]
				if !toolshop.IsID(v.ID) || v.Name != wv.Name || !maps.Equal(v.Options, wv.Options) || v.SKU != wv.SKU || v.GTIN != wv.GTIN ||
					v.Price != wv.Price || v.AvailableQuantity != wv.AvailableQuantity || !slices.Equal(v.Pictures, wv.Pictures) {
					t.Errorf("%s variant %d: %+v, want %+v", w.Name, j, v, wv)
				}
			}
		}
		if again := h.importFile(http.StatusOK, admin, "", string(file)); again.Unchanged != 3 {
			t.Errorf("imported again: %+v", again)
		}
	})
}

// A catalogue with variants exports a line per variant and imports back unchanged; a line's
// new variant price changes that variant only.
func TestToolsCSVVariantsRoundTrip(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		admin := catalogue(t, h)
		variant := func(voltage, kit, sku, gtin string, price float64, stock int) map[string]any {
			return map[string]any{"options": map[string]string{"Voltage": voltage, "Kit": kit}, "sku": sku, "gtin": gtin,
				"price": price, "availableQuantity": stock, "minOrder": 1}
		}
		id := h.must(http.StatusCreated, "POST", "/tools", admin, map[string]any{"name": "Impact Driver", "description": "Three speeds.",
			"image": "/impact.svg", "category": "power-tools", "minOrder": 1,
			"options": []map[string]any{{"name": "Voltage", "values": []string{"12V", "18V"}}, {"name": "Kit", "values": []string{"Bare tool", "2 × 2.0Ah"}}},
			"variants": []map[string]any{variant("12V", "Bare tool", "ID-12", "5012345000015", 89, 5),
				variant("18V", "Bare tool", "ID-18", "", 119, 3), variant("18V", "2 × 2.0Ah", "=ID-18-K", "5012345000039", 199, 0)},
		}).field(t, "insertedId").(string)
		file := h.exportTools(admin)
		records, err := csv.NewReader(strings.NewReader(file)).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		if len(records) != 9 || records[8][slices.Index(records[0], "variant sku")] != "'=ID-18-K" {
			t.Fatalf("export:\n%s", file)
		}
		if plan := h.importFile(http.StatusOK, admin, "", file); plan.Unchanged != 6 || plan.Changed+plan.Added+plan.Refused != 0 {
			t.Errorf("the export imported: %+v", plan)
		}
		if again := h.exportTools(admin); again != file {
			t.Errorf("export after import:\n%s\nwant\n%s", again, file)
		}
		price := slices.Index(records[0], "variant price")
		records[7][price] = "109.00"
		var edited bytes.Buffer
		csv.NewWriter(&edited).WriteAll(records)
		plan := h.importFile(http.StatusOK, admin, "", edited.String())
		if plan.Changed != 1 || !slices.Equal(plan.Lines[5].Changed, []string{"variants"}) {
			t.Fatalf("a variant's price: %+v", plan)
		}
		var got toolshop.Tool
		h.must(http.StatusOK, "GET", "/tool/"+id, "", nil).json(t, &got)
		if len(got.Variants) != 3 || got.Variants[1].Price != 10900 || got.Variants[0].Price != 8900 || got.Price != 8900 ||
			got.Variants[1].ID != records[7][slices.Index(records[0], "variant id")] {
			t.Errorf("after the import: %+v", got)
		}
	})
}

// The demo catalogue, whose drill is sold in voltages and kits (one made of other tools) and
// whose socket comes in eleven sizes, exports and imports back unchanged.
func TestDemoCatalogueCSVRoundTrip(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		admin := h.admin("boss@example.com")
		if err := demo.Load(t.Context(), db, db, db, db); err != nil {
			t.Fatal(err)
		}
		file := h.exportTools(admin)
		records, err := csv.NewReader(strings.NewReader(file)).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		tools, _, err := db.Tools(t.Context(), toolshop.ToolQuery{})
		if err != nil {
			t.Fatal(err)
		}
		lines := 1
		for _, tool := range tools {
			lines += max(len(tool.Variants), 1)
		}
		if len(records) != lines {
			t.Errorf("%d lines for %d tools, want %d", len(records), len(tools), lines)
		}
		plan := h.importFile(http.StatusOK, admin, "", file)
		if plan.Unchanged != len(tools) || plan.Changed+plan.Added+plan.Refused != 0 {
			t.Errorf("the demo's export imported: %+v", plan)
		}
		if again := h.exportTools(admin); again != file {
			t.Errorf("export after import:\n%s\nwant\n%s", again, file)
		}
	})
}
