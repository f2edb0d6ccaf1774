package toolshop

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
)

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
	// Rows are the tool's lines, what each does and leaves out: given for a tool of several
	// lines, or of one that leaves something out.
	Rows []ImportRow `json:"rows,omitempty"`

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

// PlanToolImport decides what each tool of the lines (toolGroups) does to the catalogue as
// stored: it adds a tool, it changes the tool its _id names (or, without one, the one tool
// of its exact name), it leaves it unchanged, or it is refused, for the reasons POST /tools
// refuses a tool or because its category is none of categories, its _id no tool's, a SKU or
// GTIN of it another tool's or line's, or its tool is another line's already. Each tool must
// be whole, every column set but the details (toolsCSVDetails); a variant of a tool it
// changes is the one its variant id names, or else the one of the same options.
func PlanToolImport(lines []ToolLine, stored []Tool, categories []Category) ToolImport {
	c := catalogueIndex{byID: map[string]Tool{}, byName: map[string][]Tool{}, codes: map[string]string{},
		slugs: map[string]bool{}, claimed: map[string]int{}}
	for _, t := range stored {
		c.byID[t.ID] = t
		c.byName[t.Name] = append(c.byName[t.Name], t)
		for _, code := range toolCodes(t, nil, 0) {
			c.codes[code.key] = t.ID
		}
	}
	for _, cat := range categories {
		c.slugs[cat.Slug] = true
	}
	var plan ToolImport
	for _, t := range toolGroups(lines) {
		line := c.planLine(t)
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
	codes  map[string]string // the id of the tool of each SKU and GTIN (toolCode.key)
	slugs  map[string]bool
	// claimed is the line that names each tool, by id (or by name, for new ones), and each
	// SKU and GTIN.
	claimed map[string]int
}

func (c catalogueIndex) planLine(l toolLines) ImportLine {
	line := ImportLine{Line: l.Line}
	if l.Changes.Name != nil {
		line.Name = *l.Changes.Name
	}
	refuse := func(err error) ImportLine {
		var e *Error
		errors.As(err, &e)
		line.Action, line.Message, line.Fields, line.code = ImportRefused, e.Message, l.lineFields(e.Fields), e.Code
		return line
	}
	if l.several {
		line.Rows = slices.Clone(l.rows)
	}
	// leaveOut says on the tool's row at what the import leaves out of it.
	leaveOut := func(at int, what string) {
		if line.Rows == nil {
			line.Rows = slices.Clone(l.rows)
		}
		line.Rows[at].LeftOut = append(slices.Clone(line.Rows[at].LeftOut), what)
	}
	// Every problem of the tool at once: those of reading it, then those of the tool. Its
	// variants are checked as a new tool's; those it names by id, against the tool it changes.
	p := l.problems.clone()
	changes, ids := l.Changes.withoutVariantIDs()
	t, err := changes.newTool(&p)
	if err != nil {
		return refuse(err)
	}
	line.Name = t.Name
	if t.Category != "" && !c.slugs[t.Category] {
		if l.unknownCategory == "" {
			return refuse(ErrCategoryUnknown)
		}
		// Another shop's file: its category is left out, the tool added without one.
		leaveOut(0, fmt.Sprintf("%s (no category %q)", l.unknownCategory, *l.Changes.Category))
		changes.Category, t.Category = nil, ""
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
		matchVariants(before.Variants, changes.Variants, ids)
		for _, at := range withoutKitStock(before, &changes) {
			if at < 0 {
				leaveOut(0, "availableQuantity ("+msgKitStock+")")
			} else {
				leaveOut(slices.IndexFunc(l.rows, func(r ImportRow) bool { return r.Line == l.variantLines[at] }),
					"variant quantity ("+msgKitStock+")")
			}
		}
		// The details the file leaves out stay as they are, and the pictures' alt texts,
		// which no file of the shop's holds.
		if t, err = changes.Change(before); err != nil {
			return refuse(err)
		}
		keepAlts(before.Pictures, t.Pictures)
	} else if i := slices.IndexFunc(ids, func(id string) bool { return id != "" }); i >= 0 {
		return refuse(&Error{Code: EINVALID, Message: ErrVariantNotFound.Message,
			Fields: map[string]string{"variants." + strconv.Itoa(i) + "._id": ErrVariantNotFound.Message}})
	}
	if other, seen := c.claimed[key]; seen {
		return refuse(Errorf(EINVALID, "Line %d is about the same tool", other))
	}
	c.claimed[key] = l.Line
	for _, code := range toolCodes(t, l.variantLines, l.Line) {
		if owner, taken := c.codes[code.key]; taken && owner != before.ID {
			return refuse(&Error{Code: ECONFLICT, Message: code.taken, Fields: map[string]string{code.field: code.taken}})
		}
		if other, seen := c.claimed[code.key]; seen {
			message := fmt.Sprintf("Line %d has this %s too", other, code.name)
			return refuse(&Error{Code: ECONFLICT, Message: message, Fields: map[string]string{code.field: message}})
		}
		c.claimed[code.key] = code.line
	}
	if !found {
		line.Action, line.Tool = ImportAdd, t
		return line
	}
	line.ID, line.Before = before.ID, before
	line.Changes, line.Diffs = toolDifference(before, t)
	for _, d := range line.Diffs {
		if !slices.Contains(line.Changed, d.Field) {
			line.Changed = append(line.Changed, d.Field)
		}
	}
	line.Action = ImportChange
	if len(line.Changed) == 0 {
		line.Action = ImportUnchanged
	}
	return line
}

// lineFields names the line of each variant's problem: "Line 4: Price is required".
func (l toolLines) lineFields(fields map[string]string) map[string]string {
	named := make(map[string]string, len(fields))
	for field, message := range fields {
		if rest, ok := strings.CutPrefix(field, "variants."); ok {
			n, _, _ := strings.Cut(rest, ".")
			if i, err := strconv.Atoi(n); err == nil && i < len(l.variantLines) {
				message = fmt.Sprintf("Line %d: %s", l.variantLines[i], message)
			}
		}
		named[field] = message
	}
	return named
}

// withoutVariantIDs is c with its variants' ids taken out, and those ids.
func (c ToolChanges) withoutVariantIDs() (ToolChanges, []string) {
	if c.Variants == nil {
		return c, nil
	}
	variants := slices.Clone(*c.Variants)
	ids := make([]string, len(variants))
	for i := range variants {
		ids[i], variants[i].ID = variants[i].ID, ""
	}
	c.Variants = &variants
	return c, ids
}

// matchVariants gives each of the file's variants the id of the stored variant it changes:
// the one its id names, else the one of its options (none: it is new).
func matchVariants(stored []Variant, variants *[]VariantChanges, ids []string) {
	if variants == nil {
		return
	}
	used := map[string]bool{}
	for i, id := range ids {
		(*variants)[i].ID, used[id] = id, true
	}
	for i := range *variants {
		v := &(*variants)[i]
		if v.ID != "" {
			continue
		}
		at := slices.IndexFunc(stored, func(s Variant) bool { return !used[s.ID] && maps.Equal(s.Options, v.Options) })
		if at >= 0 {
			v.ID, used[stored[at].ID] = stored[at].ID, true
		}
	}
}

// withoutKitStock takes the stock of each of before's kits out of c (the tool's own, or a
// variant's it names by id): a kit's stock is what its parts allow, which a file shows but
// never sets. It answers the variants (-1: the tool) whose stock the file has otherwise.
func withoutKitStock(before Tool, c *ToolChanges) []int {
	var other []int
	if c.AvailableQuantity != nil && len(before.Parts) > 0 && c.Parts == nil {
		if *c.AvailableQuantity != before.AvailableQuantity {
			other = append(other, -1)
		}
		c.AvailableQuantity = nil
	}
	if c.Variants == nil {
		return other
	}
	for i := range *c.Variants {
		v := &(*c.Variants)[i]
		at := slices.IndexFunc(before.Variants, func(b Variant) bool { return v.ID != "" && b.ID == v.ID })
		if at < 0 || len(before.Variants[at].Parts) == 0 || v.AvailableQuantity == nil || v.Parts != nil {
			continue
		}
		if *v.AvailableQuantity != before.Variants[at].AvailableQuantity {
			other = append(other, i)
		}
		v.AvailableQuantity = nil
	}
	return other
}

// toolCode is a SKU or GTIN of a tool or of one of its variants, which no other tool may have.
type toolCode struct {
	key, field, name, taken string
	line                    int
}

// toolCodes are t's SKUs and GTINs; lines are its variants' lines in the file, line its own.
func toolCodes(t Tool, lines []int, line int) []toolCode {
	var codes []toolCode
	add := func(field, sku, gtin string, line int) {
		if sku != "" {
			codes = append(codes, toolCode{"sku:" + sku, field + "sku", "SKU", ErrSKUTaken.Message, line})
		}
		if gtin != "" {
			codes = append(codes, toolCode{"gtin:" + gtin, field + "gtin", "GTIN", ErrGTINTaken.Message, line})
		}
	}
	add("", t.SKU, t.GTIN, line)
	for i, v := range t.Variants {
		if i < len(lines) {
			line = lines[i]
		}
		add("variants."+strconv.Itoa(i)+".", v.SKU, v.GTIN, line)
	}
	return codes
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
