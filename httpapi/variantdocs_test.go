package httpapi_test

import (
	"encoding/csv"
	"slices"
	"strings"
	"testing"

	"golang.org/x/text/encoding/charmap"

	"toolshop"
	"toolshop/mail"
	"toolshop/store"
	"toolshop/store/storetest"
)

// An order line bought in a variant keeps the variant's id, name and SKU, and every document
// of the order shows them: the order's answer, the invoice, the mails of its payment and
// refund, the credit note, and the orders and documents files. A line without a variant shows
// none.
func TestOrderLineVariantEverywhere(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		postman, box := h.postman()
		admin := h.admin("boss@example.com")
		ann := h.customer("ann@example.com")
		h.must(200, "PUT", "/admin/shop", admin, map[string]any{"legalName": "Toolshop Inc.", "country": "DE"})
		drill := h.must(201, "POST", "/tools", admin, map[string]any{"name": "Cordless drill", "image": "/images/demo/drill.svg", "description": "A drill.",
			"options": []map[string]any{{"name": "Voltage", "values": []string{"18V"}}, {"name": "Kit", "values": []string{"Bare tool", "2 × 2.0Ah"}}},
			"variants": []map[string]any{
				{"options": map[string]string{"Voltage": "18V", "Kit": "Bare tool"}, "sku": "VM-1233", "price": 129, "availableQuantity": 5, "minOrder": 1},
				{"options": map[string]string{"Voltage": "18V", "Kit": "2 × 2.0Ah"}, "sku": "VM-1234", "price": 199, "availableQuantity": 5, "minOrder": 1},
			}}).field(t, "insertedId").(string)
		type variant struct {
			ID  string `json:"_id"`
			SKU string `json:"sku"`
		}
		var tool struct {
			Variants []variant `json:"variants"`
		}
		h.must(200, "GET", "/tool/"+drill, "", nil).json(t, &tool)
		at := slices.IndexFunc(tool.Variants, func(v variant) bool { return v.SKU == "VM-1234" })
		if at < 0 {
			t.Fatalf("the drill's variants %+v", tool.Variants)
		}
		kit := tool.Variants[at].ID
		hammer := h.tool(1250, 1, 10)
		h.must(200, "PUT", "/cart/"+drill, ann, map[string]any{"quantity": 1, "variantId": kit})
		h.must(200, "PUT", "/cart/"+hammer, ann, map[string]any{"quantity": 2})
		id := h.must(201, "POST", "/checkout", ann, map[string]string{"customerName": "Ann", "line1": "1 Mill Road", "city": "Berlin",
			"postalCode": "10115", "number": "555", "country": "DE"}).field(t, "insertedId").(string)
		h.pay(ann, id)

		const label, sku = "Cordless drill — 18V · 2 × 2.0Ah", "SKU VM-1234"
		var order struct {
			Lines []struct {
				ToolID      string `json:"toolId"`
				VariantID   string `json:"variantId"`
				VariantName string `json:"variantName"`
				SKU         string `json:"sku"`
			} `json:"lines"`
		}
		h.must(200, "GET", "/orders/"+id, ann, nil).json(t, &order)
		if len(order.Lines) != 2 || order.Lines[0].ToolID != drill || order.Lines[0].VariantID != kit ||
			order.Lines[0].VariantName != "18V · 2 × 2.0Ah" || order.Lines[0].SKU != "VM-1234" ||
			order.Lines[1].ToolID != hammer || order.Lines[1].VariantID != "" || order.Lines[1].SKU != "" {
			t.Errorf("the order's lines %+v", order.Lines)
		}
		invoice := codePageTexts(h.must(200, "GET", "/orders/"+id+"/invoice.pdf", ann, nil).body)
		if i := slices.Index(invoice, label); i < 0 || !slices.Contains(invoice[i:], sku) || !slices.Contains(invoice, "CLAW HAMMER") {
			t.Errorf("the invoice shows %q", invoice)
		}
		paid := mailTitled(t, postman, box, "Payment received: ")
		if !strings.Contains(paid.Text, "  1 x "+label+" at $199.00: $199.00\n      "+sku+"\n") ||
			!strings.Contains(paid.HTML, label+"<br>") || strings.Count(paid.HTML, sku) != 1 {
			t.Errorf("the payment's mail:\n%s\n%s", paid.Text, paid.HTML)
		}

		h.must(200, "POST", "/orders/"+id+"/refund", admin, map[string]any{"lines": []map[string]any{{"toolId": drill, "variantId": kit, "quantity": 1}}})
		note := codePageTexts(h.must(200, "GET", "/orders/"+id+"/credit-notes/1.pdf", ann, nil).body)
		if i := slices.Index(note, label); i < 0 || !slices.Contains(note[i:], sku) || slices.Contains(note, "CLAW HAMMER") {
			t.Errorf("the credit note shows %q", note)
		}
		refunded := mailTitled(t, postman, box, "Refunded: ")
		if refunded.Subject != "Refunded: "+label || !strings.Contains(refunded.Text, "  1 x "+label+": ") || !strings.Contains(refunded.Text, "      "+sku+"\n") {
			t.Errorf("the refund's mail %q:\n%s", refunded.Subject, refunded.Text)
		}

		// The files: each row of a line by its tool, the variant's columns after the rest.
		orders := csvRows(t, h.must(200, "GET", "/admin/orders.csv", admin, nil).body)
		documents := csvRows(t, h.must(200, "GET", "/admin/documents.csv", admin, nil).body)
		for _, c := range []struct {
			file string
			rows []map[string]string
			want []map[string]string
		}{
			{"orders.csv", orders, []map[string]string{
				{"tool": "Cordless drill", "variant": "18V · 2 × 2.0Ah", "variant id": kit, "sku": "VM-1234", "refunded quantity": "1"},
				{"tool": "CLAW HAMMER", "variant": "", "variant id": "", "sku": ""},
			}},
			{"documents.csv", documents, []map[string]string{
				{"document": "invoice", "tool": "Cordless drill", "variant": "18V · 2 × 2.0Ah", "sku": "VM-1234", "total": "199.00"},
				{"document": "invoice", "tool": "CLAW HAMMER", "variant": "", "sku": "", "total": "25.00"},
				{"document": "credit note", "tool": "Cordless drill", "variant": "18V · 2 × 2.0Ah", "sku": "VM-1234", "total": "-199.00"},
			}},
		} {
			if len(c.rows) != len(c.want) {
				t.Errorf("%s: %q", c.file, c.rows)
				continue
			}
			for i, w := range c.want {
				for name, cell := range w {
					if c.rows[i][name] != cell {
						t.Errorf("%s row %d: %s %q, want %q", c.file, i+1, name, c.rows[i][name], cell)
					}
				}
			}
		}
	})
}

// codePageTexts are the strings an invoice or a credit note shows, in order, read from the
// standard fonts' code page (Windows-1252) as UTF-8.
func codePageTexts(pdf []byte) []string {
	texts := pdfTexts(string(pdf))
	for i, s := range texts {
		texts[i], _ = charmap.Windows1252.NewDecoder().String(s) // never fails: it reads any byte
	}
	return texts
}

// mailTitled is the mail sent whose subject begins so, once every mail under way is sent.
func mailTitled(t *testing.T, p *mail.Postman, box *letters, subject string) mail.Message {
	t.Helper()
	p.Wait()
	box.mu.Lock()
	defer box.mu.Unlock()
	at := slices.IndexFunc(box.sent, func(m mail.Message) bool { return strings.HasPrefix(m.Subject, subject) })
	if at < 0 {
		t.Fatalf("no mail %q…", subject)
	}
	return box.sent[at]
}

// csvRows are a CSV file's rows as cells by the header's names.
func csvRows(t *testing.T, data []byte) []map[string]string {
	t.Helper()
	records, err := csv.NewReader(strings.NewReader(string(data))).ReadAll()
	if err != nil || len(records) == 0 {
		t.Fatalf("not CSV (%v):\n%s", err, data)
	}
	var rows []map[string]string
	for _, r := range records[1:] {
		row := map[string]string{}
		for i, name := range records[0] {
			row[name] = r[i]
		}
		rows = append(rows, row)
	}
	return rows
}

// A variant low on stock is named after its tool on the Overview as the documents name a
// line, in its low stock list and in the stock alert its sale raised.
func TestVariantLowOnStockNamedAsALine(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		s := newDrillShop(t, h, 10, 3)
		ann := h.customer("ann@example.com")
		h.must(200, "PUT", "/cart/"+s.drill, ann, map[string]any{"quantity": 2, "variantId": s.bare18})
		h.must(201, "POST", "/checkout", ann, map[string]string{"customerName": "Ann", "line1": "1 Mill Road", "city": "Berlin",
			"postalCode": "10115", "number": "555", "country": "DE"})

		const name = "CORDLESS DRILL — 18V · Bare tool"
		var stats toolshop.Stats
		h.must(200, "GET", "/admin/stats", s.admin, nil).json(t, &stats)
		low := slices.IndexFunc(stats.LowStock, func(l toolshop.LowStockTool) bool { return l.VariantID == s.bare18 })
		if low < 0 || stats.LowStock[low].Name != name || stats.LowStock[low].AvailableQuantity != 1 {
			t.Errorf("low stock %+v", stats.LowStock)
		}
		alert := slices.IndexFunc(stats.StockAlerts, func(a toolshop.StockAlert) bool { return a.VariantID == s.bare18 })
		if alert < 0 || stats.StockAlerts[alert].ToolName != name || stats.StockAlerts[alert].Stock != 1 {
			t.Errorf("stock alerts %+v", stats.StockAlerts)
		}
	})
}
