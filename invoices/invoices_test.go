package invoices_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"time"

	"toolshop"
	"toolshop/invoices"
)

func paidOrder() toolshop.Order {
	issued := time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)
	return toolshop.Order{ID: "0123456789abcdef01234567", CustomerName: "Ann Lee", Email: "ann@example.com",
		Address: "1 Mill Road, Leeds", Phone: "555", TransactionID: "pi_1", DiscountCode: "TEN", ShippingMethod: "Flat rate",
		TaxName: "CA sales tax", Amounts: toolshop.Amounts{Subtotal: 4999, Discount: 1000, Shipping: 599, ShippingTax: 43, Tax: 333, Total: 4931},
		Lines: []toolshop.OrderLine{
			{ToolName: "Cordless drill", UnitPrice: 1999, Quantity: 1, Total: 1999, Discount: 400, Tax: 116},
			{ToolName: "Wood chisel", UnitPrice: 1000, Quantity: 3, Total: 3000, Discount: 600, Tax: 174},
		},
		Invoice: &toolshop.Invoice{Number: 42, IssuedAt: issued,
			Seller: toolshop.ShopSettings{LegalName: "Toolshop Inc.", Address: "9 Forge Lane", TaxNumber: "US-123"}},
		Refunds: []toolshop.Refund{{Seq: 1, Amount: 2460, Lines: []toolshop.RefundedLine{{Line: 1, Quantity: 1, Amount: 858}},
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

func TestCreditNote(t *testing.T) {
	var b bytes.Buffer
	if err := invoices.WriteCreditNote(&b, paidOrder(), 1); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Credit note CN-000007", "Corrects invoice INV-000042", "Wood chisel", "$8.58", "Total refunded", "$24.60"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("credit note lacks %q", want)
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
