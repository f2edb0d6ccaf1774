package toolshop

import (
	"encoding/json"
	"errors"
	"slices"
	"strconv"
	"strings"
)

// ToolsCSVColumns are the columns of the catalogue as CSV, in the order an export writes
// them: price in dollars, category by slug, then the tool's details (toolsCSVDetails).
var ToolsCSVColumns = append(slices.Clone(toolsCSVRequired), toolsCSVDetails...)

// toolsCSVRequired are the columns every catalogue file names: those of the spec's tool.
var toolsCSVRequired = []string{"_id", "name", "description", "price", "minOrder", "availableQuantity", "image", "category"}

// toolsCSVDetails are the columns of a tool's details, which a file may leave out (one
// written before they existed): a tool it changes keeps the details it does not name. The
// pictures are links separated by spaces, the specifications "Name: value; Name: value".
var toolsCSVDetails = []string{"pictures", "brand", "sku", "specs"}

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

// ToolColumns reads a catalogue file's header: the column of each name it gives, which must
// be toolsCSVRequired and any of toolsCSVDetails in any order, each once.
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

// ToolCells is t as a line of the catalogue file: its cells in the order of ToolsCSVColumns.
func ToolCells(t Tool) []string {
	return []string{t.ID, t.Name, t.Description, t.Price.Dollars(), strconv.Itoa(t.MinOrder),
		strconv.Itoa(t.AvailableQuantity), t.Image, t.Category, pictureLinks(t.Pictures), t.Brand, t.SKU, specsCell(t.Specs)}
}

// NewToolLine reads the line numbered line of a catalogue file from its cells: cell is a
// column's cell, nil when empty; detail is a detail's cell, nil when the file leaves its
// column out.
func NewToolLine(line int, cell, detail func(name string) *string) ToolLine {
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
	return l
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
