// Package csv writes the shop's files for spreadsheets (the catalogue, the orders, the
// invoices and credit notes) and reads the catalogue back: the CSV format of the cells the
// domain gives and takes (toolshop.CatalogueRows, toolshop.NewToolLine, toolshop.NewShopifyLine).
package csv

import (
	"bytes"
	"encoding/csv"
	"errors"
	"io"
	"strconv"
	"strings"
	"time"

	"toolshop"
)

// Spreadsheets the shop's files are opened in run a cell that begins with = + - or @ as a
// formula (CSV formula injection). Every cell the shop writes that begins so, or with a tab
// or carriage return, gets a leading apostrophe, which spreadsheets show as text; an import
// takes that one apostrophe off again, so an export imports unchanged. A negative amount
// (-12.50) is a number, no formula, and stays one, so that spreadsheets sum it.

const formulaStarts = "=+-@\t\r"

func escapeCell(s string) string {
	if s != "" && strings.ContainsRune(formulaStarts, rune(s[0])) && !isAmount(s) {
		return "'" + s
	}
	return s
}

// isAmount tells a cell that is a plain number, as dollars writes it.
func isAmount(s string) bool {
	_, err := strconv.ParseFloat(s, 64)
	return err == nil && strings.Trim(s, "-0123456789.") == ""
}

func unescapeCell(s string) string {
	if len(s) > 1 && s[0] == '\'' && strings.ContainsRune(formulaStarts, rune(s[1])) {
		return s[1:]
	}
	return s
}

// writeCSV writes a header and rows of cells, each escaped.
func writeCSV(w io.Writer, header []string, rows [][]string) error {
	out := csv.NewWriter(w)
	out.Write(header)
	for _, row := range rows {
		for i := range row {
			row[i] = escapeCell(row[i])
		}
		out.Write(row)
	}
	out.Flush()
	return out.Error()
}

// WriteTools writes the catalogue as CSV, a header first, a line per tool or per variant.
func WriteTools(w io.Writer, tools []toolshop.Tool) error {
	return writeCSV(w, toolshop.ToolsCSVColumns, toolshop.CatalogueRows(tools))
}

// ReadTools reads a catalogue file: UTF-8 (a byte order mark is skipped), lines ending in
// LF or CRLF, a header of the columns toolshop.ToolColumns takes, or a Shopify product
// export's (toolshop.IsShopifyHeader). A file that cannot be read as such is refused whole,
// with the line where reading failed.
func ReadTools(r io.Reader) ([]toolshop.ToolLine, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	if bytes.IndexByte(data, 0) >= 0 {
		return nil, toolshop.ErrImportNUL
	}
	in := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(data, []byte("\uFEFF"))))
	header, err := in.Read()
	if errors.Is(err, io.EOF) {
		return nil, toolshop.ErrImportEmpty
	}
	if err != nil {
		return nil, csvError(err, 0)
	}
	for i := range header {
		header[i] = strings.TrimSpace(header[i])
	}
	shopify := toolshop.IsShopifyHeader(header)
	var column map[string]int
	if !shopify {
		if column, err = toolshop.ToolColumns(header); err != nil {
			return nil, err
		}
	}
	var lines []toolshop.ToolLine
	for {
		record, err := in.Read()
		if errors.Is(err, io.EOF) {
			return lines, nil
		}
		if err != nil {
			return nil, csvError(err, len(header))
		}
		line, _ := in.FieldPos(0)
		if shopify {
			cells := make([]string, len(record))
			for i, s := range record {
				cells[i] = strings.TrimSpace(unescapeCell(s))
			}
			lines = append(lines, toolshop.NewShopifyLine(line, header, cells, PlainText))
			continue
		}
		// text is a column's cell, and whether the file names the column.
		text := func(name string) (string, bool) {
			i, named := column[name]
			if !named {
				return "", false
			}
			return strings.TrimSpace(unescapeCell(record[i])), true
		}
		cell := func(name string) *string { // nil when empty
			if s, _ := text(name); s != "" {
				return &s
			}
			return nil
		}
		// A detail's cell left empty removes it; a column left out leaves it as it is.
		detail := func(name string) *string {
			if s, named := text(name); named {
				return &s
			}
			return nil
		}
		lines = append(lines, toolshop.NewToolLine(line, cell, detail))
	}
}

// csvError tells where and why a file whose header names columns is no CSV.
func csvError(err error, columns int) error {
	var parseErr *csv.ParseError
	if errors.As(err, &parseErr) {
		switch {
		case errors.Is(parseErr.Err, csv.ErrFieldCount):
			return toolshop.ErrImportCells(parseErr.StartLine, columns)
		case errors.Is(parseErr.Err, csv.ErrQuote), errors.Is(parseErr.Err, csv.ErrBareQuote):
			return toolshop.ErrImportQuote(parseErr.StartLine)
		}
		return toolshop.ErrImportLine(parseErr.StartLine, parseErr.Err)
	}
	return err
}

// OrdersColumns are the columns of the orders file: one row per order line, times in UTC,
// amounts in dollars, the state as people read it (Order.StateName). The line's columns are
// its own; the order's amounts (subtotal to refunded) stand on its first line only, so that
// every column sums to the period's totals. The line's variant and SKU came last, so that
// every column before them stayed where it was.
var OrdersColumns = []string{"order", "id", "placed (UTC)", "paid (UTC)", "customer", "email", "deliver to", "phone",
	"tool", "tool id", "quantity", "unit price", "line total", "line discount", "line tax", "refunded quantity",
	"subtotal", "discount", "code", "shipping", "shipping method", "tax", "tax name", "total", "refunded",
	"state", "shipped (UTC)", "carrier", "tracking number", "refunded (UTC)", "variant", "variant id", "sku"}

// WriteOrders writes orders as CSV, a header first, a row per line of each order. Amounts
// are plain numbers of dollars with two decimals (1079.88), which spreadsheets sum; times are
// UTC, as spreadsheets read them.
func WriteOrders(w io.Writer, orders []toolshop.OrderRecord) error {
	var rows [][]string
	for _, o := range orders {
		for i, l := range o.Lines {
			order := make([]string, 9)
			if i == 0 {
				order = []string{o.Subtotal.Dollars(), o.Discount.Dollars(), o.DiscountCode, o.Shipping.Dollars(), o.ShippingMethod,
					o.Tax.Dollars(), o.TaxName, o.Total.Dollars(), o.RefundedAmount().Dollars()}
			}
			row := []string{o.Number(), o.ID, sheetTime(o.CreatedAt), sheetTime(o.PaidAt), o.CustomerName, o.Email, o.Address, o.Phone,
				l.ToolName, l.ToolID, strconv.Itoa(l.Quantity), l.UnitPrice.Dollars(), l.Total.Dollars(), l.Discount.Dollars(), l.Tax.Dollars(),
				strconv.Itoa(l.Refunded)}
			row = append(row, order...)
			rows = append(rows, append(row, o.StateName(), sheetTime(o.ShippedAt), o.Carrier, o.TrackingNumber, sheetTime(o.RefundedAt),
				l.VariantName, l.VariantID, l.SKU))
		}
	}
	return writeCSV(w, OrdersColumns, rows)
}

// DocumentsColumns are the columns of the invoices and credit notes file: one row per
// line of each document, its shipping a row of its own, amounts in dollars (a credit
// note's negative), so that net, tax and total sum to the period's net sales and shipping,
// tax collected and revenue. The line's variant and SKU came last, so that every column before
// them stayed where it was.
var DocumentsColumns = []string{"document", "number", "issued (UTC)", "order", "tool", "quantity", "net", "tax", "tax name", "total",
	"variant", "sku"}

// WriteDocuments writes documents as CSV, a header first, a row per line of each.
func WriteDocuments(w io.Writer, docs []toolshop.Document) error {
	var rows [][]string
	for _, d := range docs {
		for _, l := range d.Lines {
			tool, quantity := l.Tool, strconv.Itoa(l.Quantity)
			if l.Shipping {
				tool, quantity = "Shipping", ""
			}
			rows = append(rows, []string{d.Kind, d.Number, sheetTime(d.IssuedAt), d.Order, tool, quantity,
				l.Net.Dollars(), l.Tax.Dollars(), d.TaxName, (l.Net + l.Tax).Dollars(), l.Variant, l.SKU})
		}
	}
	return writeCSV(w, DocumentsColumns, rows)
}

func sheetTime(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.UTC().Format(time.DateTime)
}
