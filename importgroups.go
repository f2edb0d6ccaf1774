package toolshop

import (
	"cmp"
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"
)

// A catalogue file's tool may take several lines: a line per variant, or (a Shopify file's)
// a line per picture, the lines sharing a handle. The tool's own columns are on its first.

// ImportRow is what one line of a tool's does, and what of it the import leaves out.
type ImportRow struct {
	Line    int      `json:"line"`
	Does    string   `json:"does"`
	LeftOut []string `json:"leftOut,omitempty"`
}

// ownCell is a cell of the tool's own columns.
type ownCell struct{ column, value string }

// toolLines is a tool of a catalogue file: its first line, holding the options, variants and
// pictures of all its lines.
type toolLines struct {
	ToolLine
	// variantLines is the line of each variant.
	variantLines []int
	rows         []ImportRow
	// several tells that the tool takes more than one line, or one that leaves something out.
	several bool
}

// toolGroups gathers a file's lines into tools: the lines of each handle, in the order of
// its first, and each line without a handle on its own.
func toolGroups(lines []ToolLine) []toolLines {
	var groups [][]ToolLine
	at := map[string]int{}
	for _, l := range lines {
		if l.Handle != "" {
			if i, seen := at[l.Handle]; seen {
				groups[i] = append(groups[i], l)
				continue
			}
			at[l.Handle] = len(groups)
		}
		groups = append(groups, []ToolLine{l})
	}
	tools := make([]toolLines, len(groups))
	for i, g := range groups {
		tools[i] = mergeLines(g)
	}
	return tools
}

// mergeLines is a tool of its lines: the first's own columns, the options it names with the
// values of every line, a variant of each line that gives values or a variant's columns,
// and the pictures the lines place, in the order of their positions.
func mergeLines(lines []ToolLine) toolLines {
	first := lines[0]
	t := toolLines{ToolLine: first, several: len(lines) > 1}
	t.problems = first.problems.clone()
	var options []Option
	var index [MaxOptions]int // each option's place in options, -1 for one not named
	for i, name := range first.names {
		index[i] = -1
		if name != "" {
			index[i] = len(options)
			options = append(options, Option{Name: name, Values: []string{}})
		}
	}
	variants := []VariantChanges{}
	var pictures []placedPicture
	for n, l := range lines {
		row := ImportRow{Line: l.Line, LeftOut: slices.Clone(l.leftOut)}
		var does []string
		if n == 0 {
			does = append(does, "the tool")
		} else {
			row.LeftOut = append(otherOwnCells(first, l), row.LeftOut...)
		}
		values := map[string]string{}
		for i, value := range l.values {
			if value == "" {
				continue
			}
			if index[i] < 0 {
				t.problems.add("options", fmt.Sprintf("Line %d: name option %d on the tool's first line", l.Line, i+1))
				continue
			}
			o := &options[index[i]]
			values[o.Name] = value
			if !slices.Contains(o.Values, value) {
				o.Values = append(o.Values, value)
			}
		}
		if len(values) > 0 || l.variant != nil {
			var v VariantChanges
			if l.variant != nil {
				v = *l.variant
			}
			v.Options = values
			prefix := "variants." + strconv.Itoa(len(variants)) + "."
			for _, field := range slices.Sorted(maps.Keys(l.variantProblems.fields)) {
				t.problems.add(prefix+field, l.variantProblems.fields[field])
			}
			variants = append(variants, v)
			t.variantLines = append(t.variantLines, l.Line)
			variant := "variant"
			if len(values) > 0 {
				variant += " " + VariantName(options, values)
			}
			does = append(does, variant)
		}
		if l.picture != nil {
			pictures = append(pictures, *l.picture)
			picture := "picture"
			if l.picture.position < math.MaxInt {
				picture += " " + strconv.Itoa(l.picture.position)
			}
			does = append(does, picture)
		}
		if len(does) == 0 {
			does = append(does, "nothing")
		}
		row.Does = strings.Join(does, ", ")
		row.Does = strings.ToUpper(row.Does[:1]) + row.Does[1:]
		t.several = t.several || len(row.LeftOut) > 0
		t.rows = append(t.rows, row)
	}
	if first.forms || len(variants) > 0 {
		t.Changes.Options, t.Changes.Variants = &options, &variants
	}
	if len(pictures) > 0 {
		slices.SortStableFunc(pictures, func(a, b placedPicture) int { return cmp.Compare(a.position, b.position) })
		pics := make([]ToolPicture, len(pictures))
		for i, p := range pictures {
			pics[i] = p.ToolPicture
		}
		t.Changes.Pictures = &pics
	}
	return t
}

// otherOwnCells names the tool's own columns that a line after its first fills otherwise:
// the first line's are the tool's.
func otherOwnCells(first, l ToolLine) []string {
	var names []string
	for _, c := range l.own {
		at := slices.IndexFunc(first.own, func(f ownCell) bool { return f.column == c.column })
		if at < 0 || first.own[at].value != c.value {
			names = append(names, c.column)
		}
	}
	return names
}
