package toolshop

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
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
// them: price in dollars, category by slug, then the tool's details (toolsCSVDetails).
var ToolsCSVColumns = append(slices.Clone(toolsCSVRequired), toolsCSVDetails...)

// toolsCSVRequired are the columns every catalogue file names: those of the spec's tool.
var toolsCSVRequired = []string{"_id", "name", "description", "price", "minOrder", "availableQuantity", "image", "category"}

// toolsCSVDetails are the columns of a tool's details, which a file may leave out (one
// written before they existed): a tool it changes keeps the details it does not name. The
// pictures are links separated by spaces, the specifications "Name: value; Name: value".
var toolsCSVDetails = []string{"pictures", "brand", "sku", "specs"}

// WriteToolsCSV writes the catalogue as CSV, a header first.
func WriteToolsCSV(w io.Writer, tools []Tool) error {
	rows := make([][]string, len(tools))
	for i, t := range tools {
		rows[i] = []string{t.ID, t.Name, t.Description, t.Price.Dollars(), strconv.Itoa(t.MinOrder),
			strconv.Itoa(t.AvailableQuantity), t.Image, t.Category, pictureLinks(t.Pictures), t.Brand, t.SKU, specsCell(t.Specs)}
	}
	return writeCSV(w, ToolsCSVColumns, rows)
}

// pictureLinks writes the links of pictures separated by spaces (a link holds none,
// imageLinkProblem); their alt texts stay out of the file.
func pictureLinks(pictures []ToolPicture) string {
	links := make([]string, len(pictures))
	for i, pic := range pictures {
		links[i] = pic.URL
	}
	return strings.Join(links, " ")
}

// readPictureLinks reads a cell of picture links, without alt texts.
func readPictureLinks(cell string) []ToolPicture {
	pictures := []ToolPicture{}
	for _, link := range strings.Fields(cell) {
		pictures = append(pictures, ToolPicture{URL: link})
	}
	return pictures
}

// specsCell writes specifications as "Voltage: 18 V; Weight: 1.6 kg": a name holds neither
// separator, a value no semicolon (checkSpecs), so each reads back as it was.
func specsCell(specs []ToolSpec) string {
	rows := make([]string, len(specs))
	for i, s := range specs {
		rows[i] = s.Name + specNameSeparator + " " + s.Value
	}
	return strings.Join(rows, specsSeparator+" ")
}

// readSpecs reads a cell of specifications as specsCell writes them; a row without a colon
// is one without a value, for checkSpecs to refuse.
func readSpecs(cell string) []ToolSpec {
	specs := []ToolSpec{}
	for _, row := range strings.Split(cell, specsSeparator) {
		if strings.TrimSpace(row) != "" {
			name, value, _ := strings.Cut(row, specNameSeparator)
			specs = append(specs, ToolSpec{Name: strings.TrimSpace(name), Value: strings.TrimSpace(value)})
		}
	}
	return specs
}

// MaxImportBytes bounds a catalogue file: 5 MB holds some 25,000 tools.
const MaxImportBytes = 5 << 20

// Errors of a catalogue file as a whole: the file is refused before any line is looked at.
var (
	ErrImportTooLarge = Errorf(ETOOLARGE, "The file is larger than 5 MB")
	ErrImportEmpty    = Errorf(EINVALID, "The file is empty: its first line must name the columns")
	ErrImportNUL      = Errorf(EINVALID, "The file holds a NUL character: save it as CSV text (UTF-8)")
	ErrImportHeader   = &Error{Code: EINVALID, Message: "The first line must name the columns " + strings.Join(toolsCSVRequired, ", ") +
		", each once, and may name " + strings.Join(toolsCSVDetails, ", ")}
)

// ToolLine is one line of a catalogue file, read but not yet checked.
type ToolLine struct {
	Line int // its line number in the file, the header being line 1
	ID   string
	// Changes holds every column; one left empty is unset, so NewTool says it is required,
	// but a detail's (brand, sku, specs), which is set empty: removed.
	Changes ToolChanges
	// problems are the cells that are no number where one is wanted.
	problems problems
}

// ReadToolsCSV reads a catalogue file: UTF-8 (a byte order mark is skipped), lines ending in
// LF or CRLF, a header naming toolsCSVRequired and any of toolsCSVDetails in any order. A
// file that cannot be read as such is refused whole, with the line where reading failed.
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
		return nil, csvError(err, 0)
	}
	column := map[string]int{}
	for i, name := range header {
		name = strings.TrimSpace(name)
		if _, seen := column[name]; seen || !slices.Contains(ToolsCSVColumns, name) {
			return nil, ErrImportHeader
		}
		column[name] = i
	}
	for _, name := range toolsCSVRequired {
		if _, ok := column[name]; !ok {
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
			return nil, csvError(err, len(header))
		}
		line, _ := in.FieldPos(0)
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
		// Pictures left empty leave the image to set the first, as a request without them does.
		if pictures := cell("pictures"); pictures != nil {
			links := readPictureLinks(*pictures)
			c.Pictures = &links
		}
		c.Brand, c.SKU = detail("brand"), detail("sku")
		if specs := detail("specs"); specs != nil {
			rows := readSpecs(*specs)
			c.Specs = &rows
		}
		lines = append(lines, l)
	}
}

// csvError tells where and why a file whose header names columns is no CSV.
func csvError(err error, columns int) error {
	var parseErr *csv.ParseError
	if errors.As(err, &parseErr) {
		switch {
		case errors.Is(parseErr.Err, csv.ErrFieldCount):
			return Errorf(EINVALID, "Line %d: it must have %d cells, one per column", parseErr.StartLine, columns)
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
	// Message and Fields tell why a line is refused, as POST /tools would; code is the
	// refusal's error code.
	Message string            `json:"message,omitempty"`
	Fields  map[string]string `json:"fields,omitempty"`
	code    string

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

// Err is the error of an import that a refused line stops: nothing of it is applied. It is
// a conflict when every line is refused for one (a SKU another tool has), else invalid.
func (plan ToolImport) Err() error {
	code := ECONFLICT
	for _, l := range plan.Lines {
		if l.Action == ImportRefused && l.code != ECONFLICT {
			code = EINVALID
		}
	}
	switch plan.Refused {
	case 0:
		return nil
	case 1:
		return Errorf(code, "1 line is refused: nothing was imported")
	default:
		return Errorf(code, "%d lines are refused: nothing was imported", plan.Refused)
	}
}

// PlanToolImport decides what each line does to the catalogue as stored: it adds a tool, it
// changes the tool its _id names (or, without one, the one tool of its exact name), it leaves
// it unchanged, or it is refused, for the reasons POST /tools refuses a tool or because its
// category is none of categories, its _id no tool's, its SKU another tool's or line's, or its
// tool is another line's already. Each line must hold a whole tool, every column set but the
// details (toolsCSVDetails).
func PlanToolImport(lines []ToolLine, stored []Tool, categories []Category) ToolImport {
	c := catalogueIndex{byID: map[string]Tool{}, byName: map[string][]Tool{}, bySKU: map[string]string{},
		slugs: map[string]bool{}, claimed: map[string]int{}}
	for _, t := range stored {
		c.byID[t.ID] = t
		c.byName[t.Name] = append(c.byName[t.Name], t)
		if t.SKU != "" {
			c.bySKU[t.SKU] = t.ID
		}
	}
	for _, cat := range categories {
		c.slugs[cat.Slug] = true
	}
	var plan ToolImport
	for _, l := range lines {
		line := c.planLine(l)
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

// catalogueIndex is the catalogue as an import plans against it, and what its lines claim.
type catalogueIndex struct {
	byID   map[string]Tool
	byName map[string][]Tool
	bySKU  map[string]string // the id of the tool of each SKU
	slugs  map[string]bool
	// claimed is the line that names each tool, by id (or by name, for new ones), and each SKU.
	claimed map[string]int
}

func (c catalogueIndex) planLine(l ToolLine) ImportLine {
	line := ImportLine{Line: l.Line}
	if l.Changes.Name != nil {
		line.Name = *l.Changes.Name
	}
	refuse := func(err error) ImportLine {
		var e *Error
		errors.As(err, &e)
		line.Action, line.Message, line.Fields, line.code = ImportRefused, e.Message, e.Fields, e.Code
		return line
	}
	// Every problem of the line at once: those of reading it, then those of the tool.
	p := l.problems.clone()
	t, err := l.Changes.newTool(&p)
	if err != nil {
		return refuse(err)
	}
	line.Name = t.Name
	if t.Category != "" && !c.slugs[t.Category] {
		return refuse(ErrCategoryUnknown)
	}
	var before Tool
	var found bool
	switch named := c.byName[t.Name]; {
	case l.ID != "":
		if _, err := ParseID(l.ID); err != nil {
			return refuse(&Error{Code: EINVALID, Message: ErrInvalidID.Message, Fields: map[string]string{"_id": ErrInvalidID.Message}})
		}
		if before, found = c.byID[l.ID]; !found {
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
		// The details the file leaves out stay as they are, and the pictures' alt texts,
		// which no file holds.
		t = before
		l.Changes.Apply(&t)
		keepAlts(before.Pictures, t.Pictures)
	}
	if other, seen := c.claimed[key]; seen {
		return refuse(Errorf(EINVALID, "Line %d is about the same tool", other))
	}
	c.claimed[key] = l.Line
	if t.SKU != "" {
		if owner, taken := c.bySKU[t.SKU]; taken && owner != before.ID {
			return refuse(ErrSKUTaken)
		}
		if other, seen := c.claimed["sku:"+t.SKU]; seen {
			return refuse(&Error{Code: ECONFLICT, Message: fmt.Sprintf("Line %d has this SKU too", other),
				Fields: map[string]string{"sku": fmt.Sprintf("Line %d has this SKU too", other)}})
		}
		c.claimed["sku:"+t.SKU] = l.Line
	}
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

// keepAlts gives each picture of after without alt text the alt text of before's picture of
// the same link: a catalogue file holds the links alone.
func keepAlts(before, after []ToolPicture) {
	for i := range after {
		if after[i].Alt != "" {
			continue
		}
		if j := slices.IndexFunc(before, func(b ToolPicture) bool { return b.URL == after[i].URL }); j >= 0 {
			after[i].Alt = before[j].Alt
		}
	}
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
	if !slices.Equal(before.Pictures, after.Pictures) {
		c.Pictures = &after.Pictures
		changes = append(changes, FieldChange{Field: "pictures", From: pictureLinks(before.Pictures), To: pictureLinks(after.Pictures)})
	}
	set("brand", before.Brand, after.Brand, func() { c.Brand = &after.Brand })
	set("sku", before.SKU, after.SKU, func() { c.SKU = &after.SKU })
	set("specs", specsCell(before.Specs), specsCell(after.Specs), func() { c.Specs = &after.Specs })
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
// amounts in dollars, the state as people read it (Order.StateName). The line's columns are its own; the order's amounts (subtotal to
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
			rows = append(rows, append(row, o.StateName(), sheetTime(o.ShippedAt), o.Carrier, o.TrackingNumber, sheetTime(o.RefundedAt)))
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
