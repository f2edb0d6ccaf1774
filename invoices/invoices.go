// Package invoices writes an order's invoice and credit notes as PDF files, with go-pdf/fpdf
// (codeberg.org/go-pdf/fpdf): a maintained PDF writer with the standard fonts built in and
// no dependency on fonts or programs on the machine. A document is made only of what was
// frozen when it was issued (the order's lines and parts, the seller's details at issue,
// the issue date as the file's dates), so it reads the same every time it is downloaded.
package invoices

import (
	"io"
	"strconv"
	"time"

	"codeberg.org/go-pdf/fpdf"

	"toolshop"
)

// WriteInvoice writes the invoice of a paid order.
func WriteInvoice(w io.Writer, o toolshop.Order) error {
	if o.Invoice == nil {
		return toolshop.ErrNoInvoice
	}
	inv := *o.Invoice
	d := newDocument(inv.Seller, "Invoice "+inv.Name(), inv.IssuedAt)
	d.parties(o)
	rate := o.TaxRateText()
	d.row(invoiceColumns, []string{"Tool", "Qty", "Unit price", "Amount", "Discount", "Tax rate", "Tax"}, true)
	for _, l := range o.Lines {
		d.row(invoiceColumns, []string{description(l.Label(), l.SKULabel()), strconv.Itoa(l.Quantity), l.UnitPrice.String(), l.Total.String(),
			l.Discount.String(), rate, l.Tax.String()}, false)
	}
	d.gap()
	for _, p := range o.Parts() {
		d.total(p.Label, p.Amount)
	}
	d.note("Order " + o.Number() + ", paid by card, transaction " + o.TransactionID + ".")
	return d.pdf.Output(w)
}

// WriteCreditNote writes the credit note of the order's refund seq, which corrects its
// invoice.
func WriteCreditNote(w io.Writer, o toolshop.Order, seq int) error {
	if o.Invoice == nil || seq < 1 || seq > len(o.Refunds) || o.Refunds[seq-1].CreditNote == nil {
		return toolshop.ErrNoCreditNote
	}
	r := o.Refunds[seq-1]
	note := *r.CreditNote
	d := newDocument(o.Invoice.Seller, "Credit note "+note.Name(), note.IssuedAt)
	d.note("Corrects invoice " + o.Invoice.Name() + " of " + o.Invoice.IssuedAt.Format("2 January 2006") + " (order " + o.Number() + ").")
	d.parties(o)
	rate := o.TaxRateText()
	d.row(creditColumns, []string{"Tool", "Qty", "Goods", "Tax rate", "Tax", "Refunded"}, true)
	for _, l := range o.RefundLines(r) {
		name, qty := description(l.Label(), l.SKULabel()), strconv.Itoa(l.Quantity)
		if l.Shipping {
			name, qty = "Shipping ("+o.ShippingMethod+")", ""
		}
		d.row(creditColumns, []string{name, qty, (-l.Net).String(), rate, (-l.Tax).String(), (-l.Net - l.Tax).String()}, false)
	}
	d.gap()
	sums := o.RefundSums(r)
	d.total("Goods given back", sums.Goods)
	if sums.Shipping > 0 {
		d.total("Shipping given back", sums.Shipping)
	}
	d.total(o.TaxLabel()+" given back", sums.Tax)
	d.total("Total refunded", r.Amount)
	return d.pdf.Output(w)
}

// document is a page being written, on the seller's paper: the seller's heading, then rows
// and totals. Its 180 mm wide content fits Letter and A4 alike.
type document struct {
	pdf *fpdf.Fpdf
	// text turns the shop's UTF-8 into the standard fonts' code page.
	text func(string) string
}

// paperSizes are fpdf's names of the shop's paper sizes.
var paperSizes = map[string]string{toolshop.PaperLetter: "Letter", toolshop.PaperA4: "A4"}

// The columns of the lines' tables, their widths in millimetres: 180 in all.
var (
	invoiceColumns = []float64{58, 12, 22, 24, 22, 18, 24}
	creditColumns  = []float64{72, 12, 24, 18, 24, 30}
)

func newDocument(seller toolshop.ShopSettings, title string, issued time.Time) *document {
	pdf := fpdf.New("P", "mm", paperSizes[seller.Paper()], "")
	d := &document{pdf: pdf, text: pdf.UnicodeTranslatorFromDescriptor("")}
	pdf.SetTitle(title, true)
	pdf.SetCreationDate(issued)
	pdf.SetModificationDate(issued)
	pdf.SetCompression(false) // plain text streams: the tests and a grep can read them
	pdf.SetCatalogSort(true)  // fonts listed in one order: the same bytes every time
	pdf.AddPage()
	pdf.SetFont("Helvetica", "B", 16)
	pdf.CellFormat(110, 8, d.text(seller.LegalName), "", 0, "L", false, 0, "")
	pdf.CellFormat(70, 8, d.text(title), "", 1, "R", false, 0, "")
	pdf.SetFont("Helvetica", "", 10)
	pdf.MultiCell(110, 5, d.text(seller.Address), "", "L", false)
	if seller.TaxNumber != "" {
		pdf.CellFormat(110, 5, d.text("Tax number: "+seller.TaxNumber), "", 1, "L", false, 0, "")
	}
	pdf.CellFormat(180, 5, "Date: "+issued.UTC().Format("2 January 2006"), "", 1, "R", false, 0, "")
	d.gap()
	return d
}

// parties writes whom the document is for and where the order went.
func (d *document) parties(o toolshop.Order) {
	d.pdf.SetFont("Helvetica", "B", 10)
	d.pdf.CellFormat(180, 5, "Bill to", "", 1, "L", false, 0, "")
	d.pdf.SetFont("Helvetica", "", 10)
	for _, line := range []string{o.CustomerName, o.Email, o.Address, o.Phone} {
		if line != "" {
			d.pdf.MultiCell(180, 5, d.text(line), "", "L", false)
		}
	}
	d.gap()
}

// description is what a document says of a line: its label ("Cordless drill — 18V · 2 ×
// 2.0Ah"), and its SKU on a line of its own when it has one.
func description(label, sku string) string {
	if sku == "" {
		return label
	}
	return label + "\n" + sku
}

// row writes a row of a lines' table: its first cell on as many lines as its text takes in
// its column (a line's description, wrapped), the other cells level with its first line, and
// a rule under it all.
func (d *document) row(widths []float64, cells []string, heading bool) {
	style := ""
	if heading {
		style = "B"
	}
	d.pdf.SetFont("Helvetica", style, 10)
	first := d.pdf.SplitLines([]byte(d.text(cells[0])), widths[0])
	if len(first) == 0 {
		first = [][]byte{nil}
	}
	const lineHeight, pad = 5, 1 // a one-line row is 7 mm, as the totals' rows are
	height := float64(len(first)*lineHeight + 2*pad)
	_, pageHeight := d.pdf.GetPageSize()
	if _, bottom := d.pdf.GetAutoPageBreak(); d.pdf.GetY()+height > pageHeight-bottom {
		d.pdf.AddPage()
	}
	// In reading order, so that the text copies as it reads: the first cell's first line, the
	// other cells level with it, then the rest of the first cell under it.
	x, y := d.pdf.GetXY()
	d.pdf.SetXY(x, y+pad)
	d.pdf.CellFormat(widths[0], lineHeight, string(first[0]), "", 0, "L", false, 0, "")
	d.pdf.SetXY(x+widths[0], y)
	for i, c := range cells[1:] {
		d.pdf.CellFormat(widths[i+1], lineHeight+2*pad, d.text(c), "", 0, "R", false, 0, "")
	}
	end := d.pdf.GetX()
	for i, line := range first[1:] {
		d.pdf.SetXY(x, y+pad+float64((i+1)*lineHeight))
		d.pdf.CellFormat(widths[0], lineHeight, string(line), "", 0, "L", false, 0, "")
	}
	d.pdf.Line(x, y+height, end, y+height)
	d.pdf.SetXY(x, y+height)
}

func (d *document) total(label string, amount toolshop.Cents) {
	d.pdf.SetFont("Helvetica", "", 10)
	d.pdf.CellFormat(140, 6, d.text(label), "", 0, "R", false, 0, "")
	d.pdf.CellFormat(40, 6, amount.String(), "", 1, "R", false, 0, "")
}

func (d *document) note(text string) {
	d.pdf.SetFont("Helvetica", "", 9)
	d.pdf.MultiCell(180, 5, d.text(text), "", "L", false)
	d.gap()
}

func (d *document) gap() { d.pdf.Ln(4) }
