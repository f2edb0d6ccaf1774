package toolshop

import (
	"reflect"
	"slices"
	"strconv"
	"strings"
)

// A tool's details beyond the spec's fields: its pictures, brand, SKU and specifications.

// ToolPicture is one of a tool's pictures: its link, as a tool's image is one, and the text
// that says what it shows to those who cannot see it.
type ToolPicture struct {
	URL string `json:"url"`
	Alt string `json:"alt"`
}

// ToolSpec is a row of a tool's specifications: "Voltage" "18 V".
type ToolSpec struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// Limits of a tool's details: a gallery and a table a customer reads through.
const (
	MaxToolPictures = 10
	maxPictureAlt   = 250
	maxBrand        = 60
	maxSKU          = 64
	maxMPN          = 70
	maxToolSpecs    = 30
	maxSpecName     = 60
	maxSpecValue    = 200
)

// specSeparators are what a catalogue file writes between specifications and between a
// specification's name and value ("Voltage: 18 V; Weight: 1.6 kg"): a name may hold neither,
// a value no semicolon, so that every specification reads back as it was.
const (
	specsSeparator    = ";"
	specNameSeparator = ":"
)

// ErrSKUTaken refuses a SKU that another tool has.
var ErrSKUTaken = &Error{Code: ECONFLICT, Message: "Another tool has this SKU",
	Fields: map[string]string{"sku": "Another tool has this SKU"}}

// Brand is a brand of the catalogue's tools: the name as a tool has it, its slug (as
// categories have, Slug) that GET /tools?brand= names it by, whatever the case.
type Brand struct {
	Slug      string `json:"slug"`
	Name      string `json:"name"`
	ToolCount int    `json:"toolCount"`
}

// validateDetails trims the details the request sets and checks them.
func (c *ToolChanges) validateDetails(p *problems) {
	if c.Brand != nil {
		*c.Brand = strings.TrimSpace(*c.Brand)
	}
	if c.Pictures != nil {
		checkPictures(p, *c.Pictures)
		if c.Image != nil && len(*c.Pictures) > 0 && *c.Image != (*c.Pictures)[0].URL {
			p.add("image", "Image link must be the first picture's link")
		}
	}
	if c.Brand != nil {
		checkLine(p, "brand", *c.Brand, maxBrand)
	}
	if c.Specs != nil {
		checkSpecs(p, *c.Specs)
	}
}

// checkPictures trims the pictures and checks them: one at least, the links as a tool's
// image is checked. A problem names the picture by its place, counted from 1.
func checkPictures(p *problems, pictures []ToolPicture) {
	switch {
	case len(pictures) == 0:
		p.add("pictures", "Add at least one picture")
	case len(pictures) > MaxToolPictures:
		p.add("pictures", "A tool has at most "+strconv.Itoa(MaxToolPictures)+" pictures")
	}
	for i := range pictures {
		pic := &pictures[i]
		pic.URL, pic.Alt = strings.TrimSpace(pic.URL), strings.TrimSpace(pic.Alt)
		var one problems
		if problem := imageLinkProblem(pic.URL); problem != "" {
			one.add("url", problem)
		}
		checkLine(&one, "url", pic.URL, maxImageLink)
		checkLine(&one, "alt", pic.Alt, maxPictureAlt)
		if one.first != "" {
			p.add("pictures", "Picture "+strconv.Itoa(i+1)+": "+one.first)
		}
	}
}

// checkSpecs trims the specifications and checks them: each named once, with a value.
func checkSpecs(p *problems, specs []ToolSpec) {
	if len(specs) > maxToolSpecs {
		p.add("specs", "A tool has at most "+strconv.Itoa(maxToolSpecs)+" specifications")
	}
	seen := map[string]bool{}
	for i := range specs {
		s := &specs[i]
		s.Name, s.Value = strings.TrimSpace(s.Name), strings.TrimSpace(s.Value)
		var one problems
		switch key := strings.ToLower(s.Name); {
		case s.Name == "":
			one.add("name", "name is required")
		case strings.ContainsAny(s.Name, specsSeparator+specNameSeparator):
			one.add("name", "name must not hold "+specNameSeparator+" or "+specsSeparator)
		case seen[key]:
			one.add("name", s.Name+" is named twice")
		default:
			seen[key] = true
		}
		switch {
		case s.Value == "":
			one.add("value", "value is required")
		case strings.Contains(s.Value, specsSeparator):
			one.add("value", "value must not hold "+specsSeparator)
		}
		checkLine(&one, "name", s.Name, maxSpecName)
		checkLine(&one, "value", s.Value, maxSpecValue)
		if one.first != "" {
			p.add("specs", "Specification "+strconv.Itoa(i+1)+": "+one.first)
		}
	}
}

// applyDetails copies the details that are set onto t. Image alone sets the first picture:
// a new link is a new picture, whose alt text is yet to be written.
func (c ToolChanges) applyDetails(t *Tool) {
	switch {
	case c.Pictures != nil:
		t.Pictures = slices.Clone(*c.Pictures)
	case c.Image != nil && (len(t.Pictures) == 0 || t.Pictures[0].URL != *c.Image):
		rest := []ToolPicture{}
		if len(t.Pictures) > 0 {
			rest = t.Pictures[1:]
		}
		t.Pictures = append([]ToolPicture{{URL: *c.Image}}, rest...)
	}
	if len(t.Pictures) > 0 {
		t.Image = t.Pictures[0].URL
	}
	if c.Brand != nil {
		t.Brand = *c.Brand
	}
	if c.SKU != nil {
		t.SKU = *c.SKU
	}
	if c.GTIN != nil {
		t.GTIN = *c.GTIN
	}
	if c.MPN != nil {
		t.MPN = *c.MPN
	}
	if c.Specs != nil {
		t.Specs = slices.Clone(*c.Specs)
	}
	if c.Options != nil {
		t.Options = slices.Clone(*c.Options)
	}
	if c.Parts != nil {
		t.Parts = slices.Clone(*c.Parts)
	}
}

// SameTool tells whether a and b hold the same values in every field.
func SameTool(a, b Tool) bool {
	return a.ID == b.ID && a.Name == b.Name && a.Image == b.Image && a.Description == b.Description &&
		a.Price == b.Price && a.MinOrder == b.MinOrder && a.AvailableQuantity == b.AvailableQuantity &&
		a.Category == b.Category && a.Deal == b.Deal && slices.Equal(a.Pictures, b.Pictures) &&
		a.Brand == b.Brand && a.SKU == b.SKU && a.GTIN == b.GTIN && a.MPN == b.MPN && slices.Equal(a.Specs, b.Specs) &&
		sameList(a.Options, b.Options) && sameList(a.Variants, b.Variants) && sameList(a.Parts, b.Parts)
}

// sameList tells whether a and b hold the same values, none being none whether nil or [].
func sameList[T any](a, b []T) bool {
	return len(a) == 0 && len(b) == 0 || reflect.DeepEqual(a, b)
}
