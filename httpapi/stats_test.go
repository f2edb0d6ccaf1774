package httpapi_test

import (
	"encoding/csv"
	"encoding/json"
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"toolshop"
	shopcsv "toolshop/csv"
	"toolshop/httpapi"
	"toolshop/store"
	"toolshop/store/storetest"
)

// GET /admin/stats and PUT /admin/settings are the admins': an order placed shows up in
// the period's orders by state and, its hold ending soon, among the expiring orders (with its
// lines, as every order answers); the tool it took below twice its minimum order is low stock
// until the admin lowers the threshold; a bad period or threshold is a 400 naming the field.
func TestStatsCalls(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		// The Overview looks 50 minutes ahead: the hour's hold of an order placed now ends soon.
		h := newHarness(t, db, func(s *httpapi.Server) { s.Now = func() time.Time { return time.Now().Add(50 * time.Minute) } })
		ann := h.customer("ann@example.com")
		admin := h.admin("boss@example.com")
		toolID := h.tool(1250, 2, 6)
		orderID := h.order(ann, toolID, 3)

		h.must(401, "GET", "/admin/stats", "", nil)
		h.must(403, "GET", "/admin/stats", ann, nil)
		h.must(403, "PUT", "/admin/settings", ann, map[string]int{"lowStockThreshold": 1})

		var stats toolshop.Stats
		h.must(200, "GET", "/admin/stats", admin, nil).json(t, &stats)
		if stats.Bucket != toolshop.ByDay || len(stats.Series) != toolshop.DefaultStatsDays+1 ||
			stats.OrdersByState[toolshop.Pending] != 1 || stats.Revenue != 0 {
			t.Errorf("default period: by %s, %d points, states %v, revenue %d", stats.Bucket, len(stats.Series), stats.OrdersByState, stats.Revenue)
		}
		if len(stats.Expiring) != 1 || stats.Expiring[0].ID != orderID || len(stats.Expiring[0].Lines) != 1 {
			t.Errorf("expiring %+v, want order %s with its line", stats.Expiring, orderID)
		}
		if len(stats.LowStock) != 1 || stats.LowStock[0].ID != toolID || stats.LowStock[0].Threshold != 4 {
			t.Errorf("low stock %+v, want the tool with 3 left under 4", stats.LowStock)
		}

		h.must(200, "PUT", "/admin/settings", admin, map[string]int{"lowStockThreshold": 2})
		h.must(200, "GET", "/admin/stats?from=2026-01-01&to=2026-12-31", admin, nil).json(t, &stats)
		if stats.LowStockThreshold != 2 || len(stats.LowStock) != 0 || stats.Bucket != toolshop.ByMonth || len(stats.Series) != 12 {
			t.Errorf("a year at threshold 2: threshold %d, low %+v, by %s, %d points", stats.LowStockThreshold, stats.LowStock, stats.Bucket, len(stats.Series))
		}

		for _, c := range []struct{ query, field string }{
			{"from=yesterday", "from"},
			{"from=2026-01-01&to=2026-13-01", "to"},
			{"from=2026-02-01&to=2026-01-01", "to"},
			{"from=2020-01-01&to=2026-01-01", "from"},
		} {
			res := h.must(400, "GET", "/admin/stats?"+c.query, admin, nil)
			if fields, _ := res.field(t, "fields").(map[string]any); fields[c.field] == nil {
				t.Errorf("%s: %s, want a message under %s", c.query, res.body, c.field)
			}
		}
		res := h.must(400, "PUT", "/admin/settings", admin, map[string]int{"lowStockThreshold": -1})
		if fields, _ := res.field(t, "fields").(map[string]any); fields["lowStockThreshold"] == nil {
			t.Errorf("threshold -1: %s", res.body)
		}
	})
}

// The invoices and credit notes of a period export a row per line for the accountant, a
// credit note's negative and shipping a row of its own, so that their columns sum to the
// period's net sales and shipping, tax (by name too) and revenue as the Overview answers
// them, refunds of a line and of a whole order with its shipping taken off; a bad period is
// a 400 naming the field, and only admins get the file.
func TestDocumentsCSV(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		ann := h.customer("ann@example.com")
		admin := h.admin("boss@example.com")
		saw, drill := h.tool(1999, 1, 10), h.tool(1000, 1, 10)
		h.must(200, "PUT", "/admin/shop", admin, map[string]any{"legalName": "Toolshop Inc.", "country": "US", "region": "CA", "shippingTaxed": true})
		flat := h.must(201, "POST", "/admin/shipping-methods", admin,
			map[string]any{"name": "Flat rate", "price": 5.99, "countries": []string{"US"}}).field(t, "insertedId").(string)
		h.must(201, "POST", "/admin/tax-rates", admin, map[string]any{"country": "US", "region": "CA", "name": "CA sales tax", "rate": 725})
		h.must(201, "POST", "/admin/tax-rates", admin, map[string]any{"country": "US", "region": "NY", "name": "NY sales tax", "rate": 888})
		checkout := func(region string, lines map[string]int) string {
			t.Helper()
			for tool, n := range lines {
				h.must(200, "PUT", "/cart/"+tool, ann, map[string]int{"quantity": n})
			}
			id := h.must(201, "POST", "/checkout", ann, map[string]string{"line1": "1 Mill Road", "city": "Berlin", "postalCode": "10115", "number": "555", "country": "US",
				"region": region, "shippingMethodId": flat}).field(t, "insertedId").(string)
			h.pay(ann, id)
			return id
		}
		// California: a saw refunded of three; New York: the whole order refunded, shipping too.
		california := checkout("CA", map[string]int{saw: 3, drill: 1})
		h.must(200, "POST", "/orders/"+california+"/refund", admin, map[string]any{"lines": []map[string]any{{"toolId": saw, "quantity": 1}}})
		newYork := checkout("NY", map[string]int{saw: 2})
		h.must(200, "POST", "/orders/"+newYork+"/refund", admin, nil)

		today := time.Now().UTC().Format(time.DateOnly)
		var stats toolshop.Stats
		h.must(200, "GET", "/admin/stats?from="+today+"&to="+today, admin, nil).json(t, &stats)
		if stats.Units != 6 || stats.UnitsRefunded != 3 || stats.NetSales+stats.TaxCollected+stats.Shipping != stats.Revenue {
			t.Errorf("stats %+v", stats)
		}
		res := h.must(200, "GET", "/admin/documents.csv?from="+today+"&to="+today, admin, nil)
		if res.header.Get("Content-Type") != "text/csv; charset=utf-8" || !strings.Contains(res.header.Get("Content-Disposition"), "documents.csv") {
			t.Errorf("headers %v", res.header)
		}
		records, err := csv.NewReader(strings.NewReader(string(res.body))).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(records[0], shopcsv.DocumentsColumns) {
			t.Fatalf("documents.csv:\n%s", res.body)
		}
		column := map[string]int{}
		for i, name := range records[0] {
			column[name] = i
		}
		amount := func(r []string, name string) toolshop.Cents {
			t.Helper()
			var c toolshop.Cents
			if err := json.Unmarshal([]byte(r[column[name]]), &c); err != nil {
				t.Fatalf("%s of %q: %v", name, r, err)
			}
			return c
		}
		var net, shipping, tax, total toolshop.Cents
		taxByName := map[string]toolshop.Cents{}
		documents := map[string]string{}
		for _, r := range records[1:] {
			get := func(name string) string { return r[column[name]] }
			documents[get("number")] = get("document")
			if get("tool") == "Shipping" {
				shipping += amount(r, "net")
			} else {
				net += amount(r, "net")
			}
			tax += amount(r, "tax")
			taxByName[get("tax name")] += amount(r, "tax")
			total += amount(r, "total")
			if amount(r, "net")+amount(r, "tax") != amount(r, "total") || !strings.HasPrefix(get("issued (UTC)"), today+" ") {
				t.Errorf("row %q", r)
			}
		}
		// Two invoices of two and one lines, two credit notes of one and one line, each with shipping but the first credit note.
		wantDocuments := map[string]string{"INV-000001": "invoice", "INV-000002": "invoice", "CN-000001": "credit note", "CN-000002": "credit note"}
		if len(records) != 1+3+2+1+2 || !maps.Equal(documents, wantDocuments) {
			t.Errorf("documents %v:\n%s", documents, res.body)
		}
		wantTax := map[string]toolshop.Cents{}
		for _, s := range stats.TaxByName {
			wantTax[s.Name] = s.Tax
		}
		if net != stats.NetSales || shipping != stats.Shipping || tax != stats.TaxCollected || total != stats.Revenue ||
			!maps.Equal(taxByName, wantTax) || len(wantTax) != 2 || wantTax["NY sales tax"] != 0 {
			t.Errorf("the file sums to net %s, shipping %s, tax %s %v, total %s; the Overview %s, %s, %s %v, %s:\n%s",
				net, shipping, tax, taxByName, total, stats.NetSales, stats.Shipping, stats.TaxCollected, wantTax, stats.Revenue, res.body)
		}

		tomorrow := time.Now().UTC().AddDate(0, 0, 1).Format(time.DateOnly)
		if body := h.must(200, "GET", "/admin/documents.csv?from="+tomorrow, admin, nil).body; strings.Count(string(body), "\n") != 1 {
			t.Errorf("documents from tomorrow:\n%s", body)
		}
		for _, c := range []struct{ query, field string }{
			{"from=24/11/2026", "from"},
			{"to=tomorrow", "to"},
			{"from=" + tomorrow + "&to=" + today, "to"},
		} {
			res := h.must(400, "GET", "/admin/documents.csv?"+c.query, admin, nil)
			if fields, _ := res.field(t, "fields").(map[string]any); fields[c.field] == nil {
				t.Errorf("%s: %s, want a message under %s", c.query, res.body, c.field)
			}
		}
		h.must(403, "GET", "/admin/documents.csv", ann, nil)
		h.must(401, "GET", "/admin/documents.csv", "", nil)
	})
}
