package invoices_test

import (
	"bytes"
	"errors"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"golang.org/x/text/encoding/charmap"

	"toolshop"
	"toolshop/invoices"
)

var caRate = 725

func paidOrder() toolshop.Order {
	issued := time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)
	return toolshop.Order{ID: "0123456789abcdef01234567", CustomerName: "Ann Lee", Email: "ann@example.com",
		Address: "1 Mill Road, Leeds", Phone: "555", TransactionID: "pi_1", DiscountCode: "TEN", ShippingMethod: "Flat rate",
		TaxName: "CA sales tax", Amounts: toolshop.Amounts{Subtotal: 4999, Discount: 1000, Shipping: 599, ShippingTax: 43, Tax: 333, Total: 4931},
		Lines: []toolshop.OrderLine{
			{ToolName: "Cordless drill", VariantName: "18V · 2 × 5.0Ah + charger", SKU: "VM-1234", UnitPrice: 1999, Quantity: 1,
				Total: 1999, Discount: 400, Tax: 116},
			{ToolName: "Wood chisel", VariantName: "12 mm", SKU: "WC-12", UnitPrice: 1000, Quantity: 3, Total: 3000, Discount: 600, Tax: 174},
		},
		Invoice: &toolshop.Invoice{Number: 42, IssuedAt: issued,
			Seller: toolshop.ShopSettings{LegalName: "Toolshop Inc.", Address: "9 Forge Lane", TaxNumber: "US-123"}},
		TaxRate: &caRate,
		Refunds: []toolshop.Refund{{Seq: 1, Amount: 1500, Shipping: 642, ShippingTax: 43,
			Lines:      []toolshop.RefundedLine{{Line: 1, Quantity: 1, Amount: 858, Tax: 58}},
			CreditNote: &toolshop.CreditNote{Number: 7, IssuedAt: issued.Add(48 * time.Hour)}}},
	}
}

// An invoice names the seller, the buyer, every line with its discount and tax, and the
// totals; it reads the same each time it is written.
func TestInvoice(t *testing.T) {
	var first, second bytes.Buffer
	if err := invoices.WriteInvoice(&first, paidOrder()); err != nil {
		t.Fatal(err)
	}
	if err := invoices.WriteInvoice(&second, paidOrder()); err != nil {
		t.Fatal(err)
	}
	pdf := first.String()
	if !strings.HasPrefix(pdf, "%PDF-") || !bytes.Equal(first.Bytes(), second.Bytes()) {
		t.Fatalf("not one unchanging PDF: %d and %d bytes", first.Len(), second.Len())
	}
	for _, want := range []string{"Invoice INV-000042", "Toolshop Inc.", "Tax number: US-123", "Ann Lee", "Cordless drill",
		"$19.99", "$4.00", "$1.16", "Discount \\(TEN\\)", "-$10.00", "Shipping \\(Flat rate\\)", "$5.99", "CA sales tax on shipping", "$0.43", "CA sales tax", "$2.90",
		"Total", "$49.31", "24 November 2026", "#01234567"} {
		if !strings.Contains(pdf, want) {
			t.Errorf("invoice lacks %q", want)
		}
	}
}

// An invoice's lines show each line's amount before its discount, the discount, the tax
// rate and the tax, and the column of amounts adds up to the subtotal, read from the PDF's
// text.
func TestInvoiceLinesAddUp(t *testing.T) {
	var b bytes.Buffer
	if err := invoices.WriteInvoice(&b, paidOrder()); err != nil {
		t.Fatal(err)
	}
	rows := textRows(b.String())
	head := slices.IndexFunc(rows, func(r []string) bool { return len(r) > 0 && r[0] == "Tool" })
	if head < 0 || !slices.Equal(rows[head], []string{"Tool", "Qty", "Unit price", "Amount", "Discount", "Tax rate", "Tax"}) {
		t.Fatalf("no lines' table: %q", rows)
	}
	want := [][]string{
		{"Cordless drill — 18V · 2 × 5.0Ah + charger", "1", "$19.99", "$19.99", "$4.00", "7.25 %", "$1.16"},
		{"Wood chisel — 12 mm", "3", "$10.00", "$30.00", "$6.00", "7.25 %", "$1.74"},
	}
	skus := []string{"SKU VM-1234", "SKU WC-12"}
	lines := tableLines(rows[head+1:], len(want[0]))
	if len(lines) != len(want) {
		t.Fatalf("lines %+v, want %d", lines, len(want))
	}
	var sum toolshop.Cents
	below := head + 1
	for i, w := range want {
		got := lines[i]
		if !slices.Equal(got.cells, w) || got.sku != skus[i] {
			t.Errorf("line %d: %q, SKU %q, want %q, %q", i+1, got.cells, got.sku, w, skus[i])
		}
		sum += cents(t, got.cells[3])
		below += got.rows
	}
	subtotal := rows[below]
	if len(subtotal) != 2 || subtotal[0] != "Subtotal" || cents(t, subtotal[1]) != sum {
		t.Errorf("the lines' amounts add up to %s, the subtotal row reads %q", sum, subtotal)
	}
}

// A credit note shows the goods, the shipping and the tax it gives back, with the rate, and
// they add up to what was refunded.
func TestCreditNote(t *testing.T) {
	var b bytes.Buffer
	if err := invoices.WriteCreditNote(&b, paidOrder(), 1); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Credit note CN-000007", "Corrects invoice INV-000042"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("credit note lacks %q", want)
		}
	}
	rows := textRows(b.String())
	head := slices.IndexFunc(rows, func(r []string) bool { return len(r) > 0 && r[0] == "Tool" })
	want := [][]string{
		{"Tool", "Qty", "Goods", "Tax rate", "Tax", "Refunded"},
		{"Wood chisel — 12 mm", "1", "$8.00", "7.25 %", "$0.58", "$8.58"},
		{"SKU WC-12"},
		{"Shipping (Flat rate)", "$5.99", "7.25 %", "$0.43", "$6.42"},
		{"Goods given back", "$8.00"},
		{"Shipping given back", "$5.99"},
		{"CA sales tax 7.25 % given back", "$1.01"},
		{"Total refunded", "$15.00"},
	}
	if head < 0 || len(rows) < head+len(want) {
		t.Fatalf("credit note rows %q", rows)
	}
	for i, w := range want {
		if got := rows[head+i]; !slices.Equal(got, w) {
			t.Errorf("row %d: %q, want %q", i, got, w)
		}
	}
	if err := invoices.WriteCreditNote(&b, paidOrder(), 2); !errors.Is(err, toolshop.ErrNoCreditNote) {
		t.Errorf("a refund that is not there: %v", err)
	}
	unpaid := paidOrder()
	unpaid.Invoice = nil
	if err := invoices.WriteInvoice(&b, unpaid); !errors.Is(err, toolshop.ErrNoInvoice) {
		t.Errorf("an unpaid order's invoice: %v", err)
	}
}

// Invoices and credit notes are on Letter for a shop in the United States or Canada and on
// A4 elsewhere, unless the shop chose its paper.
func TestPaperByCountry(t *testing.T) {
	const letter, a4 = "/MediaBox [0 0 612.00 792.00]", "/MediaBox [0 0 595.28 841.89]"
	for _, c := range []struct {
		country, chosen, want string
	}{
		{"US", "", letter}, {"CA", "", letter}, {"DE", "", a4}, {"GB", "", a4},
		{"US", toolshop.PaperA4, a4}, {"DE", toolshop.PaperLetter, letter},
	} {
		o := paidOrder()
		o.Invoice.Seller.Country, o.Invoice.Seller.PaperSize = c.country, c.chosen
		for name, write := range map[string]func(*bytes.Buffer) error{
			"invoice":     func(b *bytes.Buffer) error { return invoices.WriteInvoice(b, o) },
			"credit note": func(b *bytes.Buffer) error { return invoices.WriteCreditNote(b, o, 1) },
		} {
			var b bytes.Buffer
			if err := write(&b); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(b.String(), c.want) {
				t.Errorf("%s of a shop in %s choosing %q: not on %s", name, c.country, c.chosen, c.want)
			}
		}
	}
}

// textShown is a string the PDF's page shows, at its height: the standard fonts' text, as
// fpdf writes it uncompressed.
var textShown = regexp.MustCompile(`BT [\d.]+ ([\d.]+) Td \(((?:[^()\\]|\\.)*)\)Tj ET`)

// textRows are the strings the PDF shows, a row for each height, top to bottom, read back
// from the standard fonts' code page (Windows-1252) to UTF-8.
func textRows(pdf string) [][]string {
	var rows [][]string
	last := ""
	for _, m := range textShown.FindAllStringSubmatch(pdf, -1) {
		text := fromCodePage(strings.NewReplacer(`\(`, "(", `\)`, ")", `\\`, `\`).Replace(m[2]))
		if m[1] != last || len(rows) == 0 {
			rows = append(rows, nil)
		}
		last = m[1]
		rows[len(rows)-1] = append(rows[len(rows)-1], text)
	}
	return rows
}

// cents reads an amount as the documents print it: "$1,234.56", "-$4.00".
func cents(t *testing.T, s string) toolshop.Cents {
	t.Helper()
	n, err := strconv.Atoi(strings.NewReplacer("$", "", ",", "", ".", "").Replace(s))
	if err != nil {
		t.Fatalf("not an amount: %q", s)
	}
	return toolshop.Cents(n)
}

// fromCodePage reads text in the standard fonts' code page, Windows-1252, as UTF-8.
func fromCodePage(s string) string {
	text, _ := charmap.Windows1252.NewDecoder().String(s) // never fails: it reads any byte
	return text
}

// tableLine is a line of a document's table as the PDF shows it: its cells, its description
// whole however it wrapped, its SKU, and the rows of text it takes.
type tableLine struct {
	cells []string
	sku   string
	rows  int
}

// tableLines reads the lines of a table of columns cells from its rows of text: a line's
// first row holds every cell, the rows under it of one cell the rest of its description,
// and the last such row its SKU when it begins "SKU ". The lines end with the first other row.
func tableLines(rows [][]string, columns int) []tableLine {
	var lines []tableLine
	for _, r := range rows {
		switch {
		case len(r) == columns:
			lines = append(lines, tableLine{cells: slices.Clone(r), rows: 1})
		case len(r) == 1 && len(lines) > 0:
			l := &lines[len(lines)-1]
			if strings.HasPrefix(r[0], "SKU ") {
				l.sku = r[0]
			} else {
				l.cells[0] += " " + r[0]
			}
			l.rows++
		default:
			return lines
		}
	}
	return lines
}
