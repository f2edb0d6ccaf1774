package toolshop

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"io"
	"strconv"
	"strings"
	"time"
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

// ToolsCSVColumns are the columns of the catalogue as CSV, in the order an export writes
// them: price in dollars, category by slug.
var ToolsCSVColumns = []string{"_id", "name", "description", "price", "minOrder", "availableQuantity", "image", "category"}

// WriteToolsCSV writes the catalogue as CSV, a header first.
func WriteToolsCSV(w io.Writer, tools []Tool) error {
	rows := make([][]string, len(tools))
	for i, t := range tools {
		rows[i] = []string{t.ID, t.Name, t.Description, t.Price.Dollars(), strconv.Itoa(t.MinOrder),
			strconv.Itoa(t.AvailableQuantity), t.Image, t.Category}
	}
	return writeCSV(w, ToolsCSVColumns, rows)
}

// MaxImportBytes bounds a catalogue file: 5 MB holds some 25,000 tools.
const MaxImportBytes = 5 << 20

// Errors of a catalogue file as a whole: the file is refused before any line is looked at.
var (
	ErrImportTooLarge = Errorf(ETOOLARGE, "The file is larger than 5 MB")
	ErrImportEmpty    = Errorf(EINVALID, "The file is empty: its first line must name the columns")
	ErrImportNUL      = Errorf(EINVALID, "The file holds a NUL character: save it as CSV text (UTF-8)")
	ErrImportHeader   = &Error{Code: EINVALID, Message: "The first line must name the columns " + strings.Join(ToolsCSVColumns, ", ")}
)

// ToolLine is one line of a catalogue file, read but not yet checked.
type ToolLine struct {
	Line int // its line number in the file, the header being line 1
	ID   string
	// Changes holds every column; one left empty is unset, so NewTool says it is required.
	Changes ToolChanges
	// problems are the cells that are no number where one is wanted.
	problems problems
}

// ReadToolsCSV reads a catalogue file: UTF-8 (a byte order mark is skipped), lines ending in
// LF or CRLF, a header naming ToolsCSVColumns in any order. A file that cannot be read as
// such is refused whole, with the line where reading failed.
func ReadToolsCSV(r io.Reader) ([]ToolLine, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	if bytes.IndexByte(data, 0) >= 0 {
		return nil, ErrImportNUL
	}
	in := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(data, []byte("\uFEFF"))))
	header, err := in.Read()
	if errors.Is(err, io.EOF) {
		return nil, ErrImportEmpty
	}
	if err != nil {
		return nil, csvError(err)
	}
	column := map[string]int{}
	for i, name := range header {
		column[strings.TrimSpace(name)] = i
	}
	for _, name := range ToolsCSVColumns {
		if _, ok := column[name]; !ok || len(header) != len(ToolsCSVColumns) {
			return nil, ErrImportHeader
		}
	}
	var lines []ToolLine
	for {
		record, err := in.Read()
		if errors.Is(err, io.EOF) {
			return lines, nil
		}
		if err != nil {
			return nil, csvError(err)
		}
		line, _ := in.FieldPos(0)
		cell := func(name string) *string {
			s := strings.TrimSpace(unescapeCell(record[column[name]]))
			if s == "" {
				return nil
			}
			return &s
		}
		l := ToolLine{Line: line}
		if id := cell("_id"); id != nil {
			l.ID = *id
		}
		c := &l.Changes
		c.Name, c.Description, c.Image = cell("name"), cell("description"), cell("image")
		if category := cell("category"); category != nil {
			c.Category = category
		}
		c.Price = parseDollars(&l.problems, cell("price"))
		c.MinOrder = parseWhole(&l.problems, "minOrder", "min Order", cell("minOrder"))
		c.AvailableQuantity = parseWhole(&l.problems, "availableQuantity", "available Quantity", cell("availableQuantity"))
		lines = append(lines, l)
	}
}

// csvError tells where and why a file is no CSV.
func csvError(err error) error {
	var parseErr *csv.ParseError
	if errors.As(err, &parseErr) {
		switch {
		case errors.Is(parseErr.Err, csv.ErrFieldCount):
			return Errorf(EINVALID, "Line %d: it must have %d cells, one per column", parseErr.StartLine, len(ToolsCSVColumns))
		case errors.Is(parseErr.Err, csv.ErrQuote), errors.Is(parseErr.Err, csv.ErrBareQuote):
			return Errorf(EINVALID, "Line %d: a quote is misplaced (a cell holding quotes must be quoted, its quotes doubled)", parseErr.StartLine)
		}
		return Errorf(EINVALID, "Line %d: %v", parseErr.StartLine, parseErr.Err)
	}
	return err
}

// parseDollars reads a price in dollars: a plain number (1079.88), or as the shop writes
// money ($1,079.88).
func parseDollars(p *problems, s *string) *Cents {
	if s == nil {
		return nil
	}
	plain := strings.NewReplacer("$", "", ",", "").Replace(*s)
	var c Cents
	if err := c.UnmarshalJSON([]byte(plain)); err != nil {
		var typeErr *json.UnmarshalTypeError
		if errors.As(err, &typeErr) && typeErr.Value != "number" {
			p.add("price", typeErr.Value)
		} else {
			p.add("price", "Price must be a number of dollars")
		}
		return nil
	}
	return &c
}

func parseWhole(p *problems, field, label string, s *string) *int {
	if s == nil {
		return nil
	}
	n, err := strconv.Atoi(*s)
	if err != nil {
		p.add(field, label+" must be a whole number")
		return nil
	}
	return &n
}

// What an import does with a line.
const (
	ImportAdd       = "add"
	ImportChange    = "change"
	ImportUnchanged = "unchanged"
	ImportRefused   = "refused"
)

// ImportLine is what an import does with one line of the file.
type ImportLine struct {
	Line   int    `json:"line"`
	Action string `json:"action"`
	// ID is the tool the line changes, or leaves as it is.
	ID   string `json:"_id,omitempty"`
	Name string `json:"name"`
	// Changed names the fields a change sets, by their JSON names; Diffs has each with its
	// value before and after.
	Changed []string      `json:"changed,omitempty"`
	Diffs   []FieldChange `json:"diffs,omitempty"`
	// Message and Fields tell why a line is refused, as POST /tools would.
	Message string            `json:"message,omitempty"`
	Fields  map[string]string `json:"fields,omitempty"`

	// Tool is the tool to add; Changes what to change in Before, the tool as stored.
	Tool    Tool        `json:"-"`
	Before  Tool        `json:"-"`
	Changes ToolChanges `json:"-"`
}

// ToolImport is the plan of an import: every line and how many lines do what.
type ToolImport struct {
	Lines     []ImportLine `json:"lines"`
	Added     int          `json:"added"`
	Changed   int          `json:"changed"`
	Unchanged int          `json:"unchanged"`
	Refused   int          `json:"refused"`
	// Applied tells that the import was carried out.
	Applied bool `json:"applied"`
}

// Err is the error of an import that a refused line stops: nothing of it is applied.
func (plan ToolImport) Err() error {
	switch plan.Refused {
	case 0:
		return nil
	case 1:
		return Errorf(EINVALID, "1 line is refused: nothing was imported")
	default:
		return Errorf(EINVALID, "%d lines are refused: nothing was imported", plan.Refused)
	}
}

// PlanToolImport decides what each line does to the catalogue as stored: it adds a tool, it
// changes the tool its _id names (or, without one, the one tool of its exact name), it leaves
// it unchanged, or it is refused, for the reasons POST /tools refuses a tool or because its
// category is none of categories, its _id no tool's, or its tool is another line's already.
// Each line must hold a whole tool, every column set.
func PlanToolImport(lines []ToolLine, stored []Tool, categories []Category) ToolImport {
	byID := map[string]Tool{}
	byName := map[string][]Tool{}
	for _, t := range stored {
		byID[t.ID] = t
		byName[t.Name] = append(byName[t.Name], t)
	}
	slugs := map[string]bool{}
	for _, c := range categories {
		slugs[c.Slug] = true
	}
	claimed := map[string]int{} // the line that names each tool, by id (or by name, for new ones)
	var plan ToolImport
	for _, l := range lines {
		line := planLine(l, byID, byName, slugs, claimed)
		switch line.Action {
		case ImportAdd:
			plan.Added++
		case ImportChange:
			plan.Changed++
		case ImportUnchanged:
			plan.Unchanged++
		case ImportRefused:
			plan.Refused++
		}
		plan.Lines = append(plan.Lines, line)
	}
	return plan
}

func planLine(l ToolLine, byID map[string]Tool, byName map[string][]Tool, slugs map[string]bool, claimed map[string]int) ImportLine {
	line := ImportLine{Line: l.Line}
	if l.Changes.Name != nil {
		line.Name = *l.Changes.Name
	}
	refuse := func(err error) ImportLine {
		var e *Error
		errors.As(err, &e)
		line.Action, line.Message, line.Fields = ImportRefused, e.Message, e.Fields
		return line
	}
	// Every problem of the line at once: those of reading it, then those of the tool.
	p := l.problems.clone()
	t, err := l.Changes.newTool(&p)
	if err != nil {
		return refuse(err)
	}
	line.Name = t.Name
	if t.Category != "" && !slugs[t.Category] {
		return refuse(ErrCategoryUnknown)
	}
	var before Tool
	var found bool
	switch named := byName[t.Name]; {
	case l.ID != "":
		if _, err := ParseID(l.ID); err != nil {
			return refuse(&Error{Code: EINVALID, Message: ErrInvalidID.Message, Fields: map[string]string{"_id": ErrInvalidID.Message}})
		}
		if before, found = byID[l.ID]; !found {
			return refuse(&Error{Code: EINVALID, Message: "No tool has this _id", Fields: map[string]string{"_id": "No tool has this _id"}})
		}
	case len(named) > 1:
		return refuse(&Error{Code: EINVALID, Message: "More than one tool has this name: give the _id of the one to change",
			Fields: map[string]string{"_id": "More than one tool has this name: give the _id of the one to change"}})
	case len(named) == 1:
		before, found = named[0], true
	}
	key := "name:" + t.Name
	if found {
		key = "id:" + before.ID
	}
	if other, seen := claimed[key]; seen {
		return refuse(Errorf(EINVALID, "Line %d is about the same tool", other))
	}
	claimed[key] = l.Line
	if !found {
		line.Action, line.Tool = ImportAdd, t
		return line
	}
	line.ID, line.Before = before.ID, before
	line.Changes, line.Diffs = toolDifference(before, t)
	for _, d := range line.Diffs {
		line.Changed = append(line.Changed, d.Field)
	}
	line.Action = ImportChange
	if len(line.Changed) == 0 {
		line.Action = ImportUnchanged
	}
	return line
}

// FieldChange is a field an import changes, with its value before and after, as the pages
// write them ($12.50, 20).
type FieldChange struct {
	Field string `json:"field"`
	From  string `json:"from"`
	To    string `json:"to"`
}

// toolDifference is the changes that make before into after, and each field they change.
func toolDifference(before, after Tool) (ToolChanges, []FieldChange) {
	var c ToolChanges
	var changes []FieldChange
	set := func(name, from, to string, field func()) {
		if from != to {
			field()
			changes = append(changes, FieldChange{Field: name, From: from, To: to})
		}
	}
	set("name", before.Name, after.Name, func() { c.Name = &after.Name })
	set("description", before.Description, after.Description, func() { c.Description = &after.Description })
	set("price", before.Price.String(), after.Price.String(), func() { c.Price = &after.Price })
	set("minOrder", strconv.Itoa(before.MinOrder), strconv.Itoa(after.MinOrder), func() { c.MinOrder = &after.MinOrder })
	set("availableQuantity", strconv.Itoa(before.AvailableQuantity), strconv.Itoa(after.AvailableQuantity),
		func() { c.AvailableQuantity = &after.AvailableQuantity })
	set("image", before.Image, after.Image, func() { c.Image = &after.Image })
	set("category", before.Category, after.Category, func() { c.Category = &after.Category })
	return c, changes
}

// Period is the days from From up to To, To excluded; a zero end leaves that side open.
type Period struct{ From, To time.Time }

// ParsePeriod reads the bounds of an export's period (see readPeriod); either may be left out.
func ParsePeriod(from, to string) (Period, error) {
	var p problems
	start, end := readPeriod(&p, from, to)
	if !start.IsZero() && !end.IsZero() && !start.Before(end) {
		p.add("to", msgToBeforeFrom)
	}
	return Period{From: start, To: end}, p.err()
}

// OrderRecord is an order as the accountant sees it: with when it was paid and refunded.
type OrderRecord struct {
	Order
	PaidAt, RefundedAt time.Time // zero when it never was
}

// OrdersCSVColumns are the columns of the orders file: one row per order line, times in UTC,
// amounts in dollars. The line's columns are its own; the order's amounts (subtotal to
// refunded) stand on its first line only, so that every column sums to the period's totals.
var OrdersCSVColumns = []string{"order", "id", "placed (UTC)", "paid (UTC)", "customer", "email", "deliver to", "phone",
	"tool", "tool id", "quantity", "unit price", "line total", "line discount", "line tax", "refunded quantity",
	"subtotal", "discount", "code", "shipping", "shipping method", "tax", "tax name", "total", "refunded",
	"state", "shipped (UTC)", "carrier", "tracking number", "refunded (UTC)"}

// WriteOrdersCSV writes orders as CSV, a header first, a row per line of each order. Amounts
// are plain numbers of dollars with two decimals (1079.88), which spreadsheets sum; times are
// UTC, as spreadsheets read them.
func WriteOrdersCSV(w io.Writer, orders []OrderRecord) error {
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
			rows = append(rows, append(row, string(o.State), sheetTime(o.ShippedAt), o.Carrier, o.TrackingNumber, sheetTime(o.RefundedAt)))
		}
	}
	return writeCSV(w, OrdersCSVColumns, rows)
}

// DocumentsCSVColumns are the columns of the invoices and credit notes file: one row per
// line of each document, its shipping a row of its own, amounts in dollars (a credit
// note's negative), so that net, tax and total sum to the period's net sales and shipping,
// tax collected and revenue.
var DocumentsCSVColumns = []string{"document", "number", "issued (UTC)", "order", "tool", "quantity", "net", "tax", "tax name", "total"}

// WriteDocumentsCSV writes documents as CSV, a header first, a row per line of each.
func WriteDocumentsCSV(w io.Writer, docs []Document) error {
	var rows [][]string
	for _, d := range docs {
		for _, l := range d.Lines {
			tool, quantity := l.Tool, strconv.Itoa(l.Quantity)
			if l.Shipping {
				tool, quantity = "Shipping", ""
			}
			rows = append(rows, []string{d.Kind, d.Number, sheetTime(d.IssuedAt), d.Order, tool, quantity,
				l.Net.Dollars(), l.Tax.Dollars(), d.TaxName, (l.Net + l.Tax).Dollars()})
		}
	}
	return writeCSV(w, DocumentsCSVColumns, rows)
}

func sheetTime(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.UTC().Format(time.DateTime)
}
