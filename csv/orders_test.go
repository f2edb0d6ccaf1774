package csv_test

import (
	"bytes"
	encoding "encoding/csv"
	"slices"
	"testing"
	"time"

	"toolshop"
	"toolshop/csv"
)

// paidOrder is a paid and invoiced order of a drill in a variant with its SKU and of chisels
// without either, the drill refunded with its credit note.
func paidOrder() toolshop.Order {
	paid := time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)
	return toolshop.Order{ID: "0123456789abcdef01234567", CustomerName: "Ann Lee", Email: "ann@example.com", State: toolshop.Paid,
		CreatedAt: paid, TaxName: "Tax", Amounts: toolshop.Amounts{Subtotal: 15900, Total: 15900},
		Lines: []toolshop.OrderLine{
			{ToolID: "t1", ToolName: "Cordless drill", VariantID: "v2", VariantName: "18V · 2 × 2.0Ah", SKU: "VM-1234",
				UnitPrice: 12900, Quantity: 1, Total: 12900, Refunded: 1},
			{ToolID: "t2", ToolName: "Wood chisel", UnitPrice: 1000, Quantity: 3, Total: 3000},
		},
		Invoice: &toolshop.Invoice{Number: 42, IssuedAt: paid},
		Refunds: []toolshop.Refund{{Seq: 1, Amount: 12900, Lines: []toolshop.RefundedLine{{Line: 0, Quantity: 1, Amount: 12900}},
			CreditNote: &toolshop.CreditNote{Number: 7, IssuedAt: paid.Add(time.Hour)}}},
	}
}

// readCSV reads a file the shop wrote: its header, and its rows as cells by column name.
func readCSV(t *testing.T, data []byte) (header []string, rows []map[string]string) {
	t.Helper()
	records, err := encoding.NewReader(bytes.NewReader(data)).ReadAll()
	if err != nil || len(records) == 0 {
		t.Fatalf("not CSV (%v):\n%s", err, data)
	}
	for _, r := range records[1:] {
		row := map[string]string{}
		for i, name := range records[0] {
			row[name] = r[i]
		}
		rows = append(rows, row)
	}
	return records[0], rows
}

// The orders file names each line's variant, its id and its SKU in columns after all it had
// before, which stay where they were; a line without them leaves them empty.
func TestOrdersFileNamesTheVariant(t *testing.T) {
	var b bytes.Buffer
	if err := csv.WriteOrders(&b, []toolshop.OrderRecord{{Order: paidOrder()}}); err != nil {
		t.Fatal(err)
	}
	header, rows := readCSV(t, b.Bytes())
	before := []string{"order", "id", "placed (UTC)", "paid (UTC)", "customer", "email", "deliver to", "phone",
		"tool", "tool id", "quantity", "unit price", "line total", "line discount", "line tax", "refunded quantity",
		"subtotal", "discount", "code", "shipping", "shipping method", "tax", "tax name", "total", "refunded",
		"state", "shipped (UTC)", "carrier", "tracking number", "refunded (UTC)"}
	if !slices.Equal(header, append(before, "variant", "variant id", "sku")) {
		t.Errorf("header %q", header)
	}
	want := []map[string]string{
		{"tool": "Cordless drill", "tool id": "t1", "variant": "18V · 2 × 2.0Ah", "variant id": "v2", "sku": "VM-1234", "quantity": "1", "line total": "129.00"},
		{"tool": "Wood chisel", "tool id": "t2", "variant": "", "variant id": "", "sku": "", "quantity": "3", "line total": "30.00"},
	}
	if len(rows) != len(want) {
		t.Fatalf("rows %q", rows)
	}
	for i, w := range want {
		for name, cell := range w {
			if rows[i][name] != cell {
				t.Errorf("line %d: %s %q, want %q", i+1, name, rows[i][name], cell)
			}
		}
	}
}

// The documents file names each line's variant and SKU, on the invoice and on the credit
// note, in columns after all it had before; the shipping row leaves them empty.
func TestDocumentsFileNamesTheVariant(t *testing.T) {
	o := paidOrder()
	o.Amounts.Shipping, o.Amounts.Total = 500, 16400
	var b bytes.Buffer
	if err := csv.WriteDocuments(&b, toolshop.Documents([]toolshop.Order{o}, toolshop.Period{})); err != nil {
		t.Fatal(err)
	}
	header, rows := readCSV(t, b.Bytes())
	before := []string{"document", "number", "issued (UTC)", "order", "tool", "quantity", "net", "tax", "tax name", "total"}
	if !slices.Equal(header, append(before, "variant", "sku")) {
		t.Errorf("header %q", header)
	}
	want := [][]string{ // number, tool, variant, sku, total
		{"INV-000042", "Cordless drill", "18V · 2 × 2.0Ah", "VM-1234", "129.00"},
		{"INV-000042", "Wood chisel", "", "", "30.00"},
		{"INV-000042", "Shipping", "", "", "5.00"},
		{"CN-000007", "Cordless drill", "18V · 2 × 2.0Ah", "VM-1234", "-129.00"},
	}
	if len(rows) != len(want) {
		t.Fatalf("rows %q", rows)
	}
	for i, w := range want {
		r := rows[i]
		if got := []string{r["number"], r["tool"], r["variant"], r["sku"], r["total"]}; !slices.Equal(got, w) {
			t.Errorf("row %d: %q, want %q", i+1, got, w)
		}
	}
}
