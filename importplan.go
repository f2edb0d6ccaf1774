package toolshop

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
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
