package toolshop

import (
	"encoding/json"
	"errors"
	"slices"
	"strconv"
	"strings"
)

// ToolsCSVColumns are the columns of the catalogue as CSV, in the order an export writes
// them: price in dollars, category by slug, then the tool's details (toolsCSVDetails), then
// its forms (toolsCSVForms).
var ToolsCSVColumns = slices.Concat(toolsCSVRequired, toolsCSVDetails, toolsCSVForms)

// toolsCSVRequired are the columns every catalogue file names: those of the spec's tool.
var toolsCSVRequired = []string{"_id", "name", "description", "price", "minOrder", "availableQuantity", "image", "category"}

// toolsCSVDetails are the columns of a tool's details, which a file may leave out (one
// written before they existed): a tool it changes keeps the details it does not name. The
// pictures are links separated by spaces, the specifications "Name: value; Name: value".
var toolsCSVDetails = []string{"pictures", "brand", "sku", "specs", "gtin", "mpn"}

// toolsCSVForms are the columns of a tool's forms: a line per variant, the lines of one
// tool sharing its handle, the tool's own columns on its first line (toolGroups). A file
// without them leaves every tool's options and variants as they are.
var toolsCSVForms = []string{"handle", "option1 name", "option1 value", "option2 name", "option2 value",
	"option3 name", "option3 value", "variant id", "variant sku", "variant gtin", "variant mpn", "variant price", "variant quantity",
	"variant min order"}

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
		", each once, and may name " + strings.Join(slices.Concat(toolsCSVDetails, toolsCSVForms), ", ") +
		"; or be a Shopify product export's"}
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
	// Handle names the tool the line is a line of: the lines of one handle are one tool.
	// Without one, the line is a tool of its own.
	Handle string
	// forms tells that the file names the options' columns: a tool's options and variants
	// are then the file's, none when its lines give none.
	forms bool
	// names and values are the line's options, option1 to option3.
	names, values [MaxOptions]string
	// variant is the line's variant columns, nil when it fills none; variantProblems are
	// those of its cells, named as a variant's fields.
	variant         *VariantChanges
	variantProblems problems
	// own is the tool's own cells the line fills, in the file's order: a line after a
	// tool's first leaves them out (mergeLines).
	own []ownCell
	// picture is a picture the line adds to its tool's, at its position (a Shopify file's).
	picture *placedPicture
	// leftOut names what of the line the import leaves out; unknownCategory names the
	// column of a category left out when the shop has none of its name, instead of refused
	// (a file of another shop's, whose categories are its own).
	leftOut         []string
	unknownCategory string
}

// placedPicture is a picture of a file that numbers its tool's pictures.
type placedPicture struct {
	ToolPicture
	position int
}

// ToolColumns reads a catalogue file's header: the column of each name it gives, which must
// be toolsCSVRequired and any of toolsCSVDetails and toolsCSVForms in any order, each once.
func ToolColumns(header []string) (map[string]int, error) {
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
	return column, nil
}

// CatalogueRows are the tools as lines of the catalogue file, their cells in the order of
// ToolsCSVColumns: a tool's own cells on its first line, a line per variant. Each tool's
// handle is its slug, or, for a second tool of the same slug, the slug and its id.
func CatalogueRows(tools []Tool) [][]string {
	var rows [][]string
	handles := map[string]bool{}
	for _, t := range tools {
		handle := ToolSlug(t.Name)
		if handles[handle] {
			handle += "-" + t.ID
		}
		handles[handle] = true
		rows = append(rows, toolRows(t, handle)...)
	}
	return rows
}

// toolRows is t as lines of the catalogue file: one, or one per variant. A tool with
// variants has no price, stock, SKU, GTIN or MPN of its own: its variants' columns hold them.
func toolRows(t Tool, handle string) [][]string {
	price, minOrder, stock := t.Price.Dollars(), strconv.Itoa(t.MinOrder), strconv.Itoa(t.AvailableQuantity)
	if len(t.Variants) > 0 {
		price, minOrder, stock = "", "", ""
	}
	own := []string{t.ID, t.Name, t.Description, price, minOrder, stock, t.Image, t.Category,
		pictureLinks(t.Pictures), t.Brand, t.SKU, specsCell(t.Specs), t.GTIN, t.MPN, handle}
	if len(t.Variants) == 0 {
		return [][]string{append(own, make([]string, len(toolsCSVForms)-1)...)}
	}
	rows := make([][]string, len(t.Variants))
	for i, v := range t.Variants {
		row := make([]string, len(toolsCSVRequired)+len(toolsCSVDetails)+1, len(ToolsCSVColumns))
		if i == 0 {
			copy(row, own)
		}
		row[len(row)-1] = handle
		for j := range MaxOptions {
			name, value := "", ""
			if j < len(t.Options) {
				name, value = t.Options[j].Name, v.Options[t.Options[j].Name]
			}
			if i > 0 {
				name = "" // the option's name is the tool's, on its first line
			}
			row = append(row, name, value)
		}
		rows[i] = append(row, v.ID, v.SKU, v.GTIN, v.MPN, v.Price.Dollars(), strconv.Itoa(v.AvailableQuantity), strconv.Itoa(v.MinOrder))
	}
	return rows
}

// NewToolLine reads the line numbered line of a catalogue file from its cells: cell is a
// column's cell, nil when empty; detail is a detail's cell, nil when the file leaves its
// column out.
func NewToolLine(line int, cell, detail func(name string) *string) ToolLine {
	l := ToolLine{Line: line}
	for _, name := range append(slices.Clone(ToolsCSVColumns[:len(toolsCSVRequired)+len(toolsCSVDetails)]),
		"option1 name", "option2 name", "option3 name") {
		if s := cell(name); s != nil {
			l.own = append(l.own, ownCell{name, *s})
		}
	}
	if id := cell("_id"); id != nil {
		l.ID = *id
	}
	c := &l.Changes
	c.Name, c.Description, c.Image = cell("name"), cell("description"), cell("image")
	if category := cell("category"); category != nil {
		c.Category = category
	}
	c.Price = parseDollars(&l.problems, "price", cell("price"))
	c.MinOrder = parseWhole(&l.problems, "minOrder", "min Order", cell("minOrder"))
	c.AvailableQuantity = parseWhole(&l.problems, "availableQuantity", "available Quantity", cell("availableQuantity"))
	// Pictures left empty leave the image to set the first, as a request without them does.
	if pictures := cell("pictures"); pictures != nil {
		links := readPictureLinks(*pictures)
		c.Pictures = &links
	}
	c.Brand, c.SKU, c.GTIN, c.MPN = detail("brand"), detail("sku"), detail("gtin"), detail("mpn")
	if specs := detail("specs"); specs != nil {
		rows := readSpecs(*specs)
		c.Specs = &rows
	}
	if handle := cell("handle"); handle != nil {
		l.Handle = *handle
	}
	l.forms = detail("option1 name") != nil
	for i := range MaxOptions {
		n := strconv.Itoa(i + 1)
		l.names[i], l.values[i] = textOf(cell("option"+n+" name")), textOf(cell("option"+n+" value"))
	}
	// A variant's empty SKU, GTIN or MPN removes it, as the tool's does.
	v, p := VariantChanges{ID: textOf(cell("variant id")), SKU: detail("variant sku"), GTIN: detail("variant gtin"),
		MPN: detail("variant mpn")}, &l.variantProblems
	v.Price = parseDollars(p, "price", cell("variant price"))
	v.AvailableQuantity = parseWhole(p, "availableQuantity", "available Quantity", cell("variant quantity"))
	v.MinOrder = parseWhole(p, "minOrder", "min Order", cell("variant min order"))
	for _, name := range toolsCSVForms[7:] {
		if cell(name) != nil {
			l.variant = &v
		}
	}
	return l
}

// textOf is a cell's text, "" for none.
func textOf(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// Errors of a catalogue file that is no CSV, at the line where reading failed: a line
// without a cell per column, a quote misplaced, or else what the reader says.
func ErrImportCells(line, columns int) error {
	return Errorf(EINVALID, "Line %d: it must have %d cells, one per column", line, columns)
}

func ErrImportQuote(line int) error {
	return Errorf(EINVALID, "Line %d: a quote is misplaced (a cell holding quotes must be quoted, its quotes doubled)", line)
}

func ErrImportLine(line int, err error) error { return Errorf(EINVALID, "Line %d: %v", line, err) }

// parseDollars reads a price in dollars: a plain number (1079.88), or as the shop writes
// money ($1,079.88).
func parseDollars(p *problems, field string, s *string) *Cents {
	if s == nil {
		return nil
	}
	plain := strings.NewReplacer("$", "", ",", "").Replace(*s)
	var c Cents
	if err := c.UnmarshalJSON([]byte(plain)); err != nil {
		var typeErr *json.UnmarshalTypeError
		if errors.As(err, &typeErr) && typeErr.Value != "number" {
			p.add(field, typeErr.Value)
		} else {
			p.add(field, "Price must be a number of dollars")
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
