package toolshop

import (
	"net/url"
	"strconv"
	"strings"
	"unicode"
)

// Tool is one product of the catalogue.
type Tool struct {
	ID                string `json:"_id"`
	Name              string `json:"name"`
	Image             string `json:"image"`
	Description       string `json:"description"`
	Price             Cents  `json:"price"`
	MinOrder          int    `json:"minOrder"`
	AvailableQuantity int    `json:"availableQuantity"`
	// Category is the slug of the tool's category, empty when it has none.
	Category string `json:"category,omitempty"`
	// Pictures are the tool's pictures in order, at least one: Image is the first's URL.
	Pictures []ToolPicture `json:"pictures"`
	// Brand and SKU are empty when the tool has none; a SKU is one tool's only.
	Brand string `json:"brand,omitempty"`
	SKU   string `json:"sku,omitempty"`
	// GTIN is the barcode's number, empty when the tool has none or has variants (theirs);
	// MPN is its maker's part number, likewise.
	GTIN  string     `json:"gtin,omitempty"`
	MPN   string     `json:"mpn,omitempty"`
	Specs []ToolSpec `json:"specs"`
	// Options and Variants are the forms the tool is sold in, none for a tool sold as it is
	// (variants.go); Price, MinOrder and AvailableQuantity then sum them up (summarize).
	Options  []Option  `json:"options"`
	Variants []Variant `json:"variants"`
	// Parts make a tool without variants a kit (kits.go).
	Parts []KitPart `json:"parts"`
	// Variant is the variant the tool is sold as (Form), nil for the tool itself.
	Variant *Variant `json:"-"`
	// Deal is the deal of the day on the tool while it runs (Deal.Show), nil otherwise:
	// Price stays the tool's own.
	Deal *DealOffer `json:"deal,omitempty"`
	// Rating sums up the tool's shown reviews by its buyers.
	Rating Rating `json:"rating"`
	// Slug is ToolSlug of the name: the last part of the tool page's address.
	Slug string `json:"slug"`
}

// ToolChanges is a request to create a tool (every field set) or to edit one (any fields set).
type ToolChanges struct {
	Name              *string `json:"name"`
	Price             *Cents  `json:"price"`
	Image             *string `json:"image"`
	MinOrder          *int    `json:"minOrder"`
	AvailableQuantity *int    `json:"availableQuantity"`
	Description       *string `json:"description"`
	// Category names a category by slug or name; empty takes the tool out of its category.
	Category *string `json:"category"`
	// Pictures replace all of the tool's pictures; Image alone replaces the first one's.
	Pictures *[]ToolPicture `json:"pictures"`
	// Brand and SKU empty remove them.
	Brand *string     `json:"brand"`
	SKU   *string     `json:"sku"`
	GTIN  *string     `json:"gtin"`
	MPN   *string     `json:"mpn"`
	Specs *[]ToolSpec `json:"specs"`
	// Options and Variants replace the tool's forms: a variant with an id is changed, one
	// without is added, one left out is removed (applyVariants).
	Options  *[]Option         `json:"options"`
	Variants *[]VariantChanges `json:"variants"`
	Parts    *[]KitPart        `json:"parts"`
}

// NewTool builds a tool from a create request, checking that every field is there and valid:
// every field's problem at once.
func (c ToolChanges) NewTool() (Tool, error) {
	var p problems
	return c.newTool(&p)
}

// newTool is NewTool adding its problems to p, which may hold others already (a catalogue
// file's line that could not be read whole); the first problem of a field is the one told.
func (c ToolChanges) newTool(p *problems) (Tool, error) {
	requireString(p, c.Name, "name", msgNameRequired)
	if c.Pictures == nil {
		requireString(p, c.Image, "image", msgImageRequired)
	}
	if c.Variants == nil || len(*c.Variants) == 0 {
		// A tool sold in one form: its own price and stock (none for a kit).
		if c.Price == nil {
			p.add("price", "Price is required")
		}
		if c.MinOrder == nil {
			p.add("minOrder", "min Order is required")
		}
		if c.AvailableQuantity == nil && (c.Parts == nil || len(*c.Parts) == 0) {
			p.add("availableQuantity", "available Quantity is required")
		}
	}
	requireString(p, c.Description, "description", msgDescription)
	c.validate(p)
	if err := p.err(); err != nil {
		return Tool{}, err
	}
	return c.change(Tool{Specs: []ToolSpec{}, Options: []Option{}, Variants: []Variant{}, Parts: []KitPart{}, MinOrder: 1}, p)
}

// Change is the tool before with the changes applied, its forms holding together
// (checkForms); Validate has checked the changes.
func (c ToolChanges) Change(before Tool) (Tool, error) {
	var p problems
	return c.change(before, &p)
}

func (c ToolChanges) change(before Tool, p *problems) (Tool, error) {
	t := before
	c.Apply(&t)
	if c.Variants != nil {
		t.Variants = applyVariants(p, before.Variants, *c.Variants)
	}
	own := c.Price != nil || c.AvailableQuantity != nil || c.SKU != nil && *c.SKU != "" || c.GTIN != nil && *c.GTIN != "" ||
		c.MPN != nil && *c.MPN != ""
	t.checkForms(p, own)
	if c.AvailableQuantity != nil && len(t.Parts) > 0 {
		p.add("availableQuantity", msgKitStock)
	}
	if len(before.Variants) > 0 && len(t.Variants) == 0 && len(t.Parts) == 0 && (c.Price == nil || c.AvailableQuantity == nil) {
		p.add("price", "A tool without variants needs its own price and stock")
	}
	if err := p.err(); err != nil {
		return before, err
	}
	t.summarize()
	return t, nil
}

const (
	msgImageRequired = "Image link is required"
	maxImageLink     = 2000
)

// imageLinkProblem is what is wrong with a link to a tool's picture, "" when nothing is. A
// link holds no space, so that a catalogue file can list a tool's links in one cell.
func imageLinkProblem(link string) string {
	switch {
	case link == "":
		return msgImageRequired
	case !IsShopLink(link): // a web link, or an uploaded picture's /images/u/…, the demo's /images/demo/…
		return "Image link must start with https://, http:// or /"
	case strings.ContainsFunc(link, unicode.IsSpace):
		return "Image link must not hold spaces: write them as %20"
	}
	return ""
}

// Validate trims the texts and checks every field the request sets, each on its own: no
// rule of a tool ties two fields, so an edit of a stored tool keeps the rules when the
// fields it sets do.
func (c *ToolChanges) Validate() error {
	var p problems
	c.validate(&p)
	return p.err()
}

func (c *ToolChanges) validate(p *problems) {
	for _, s := range []*string{c.Name, c.Image, c.Description} {
		if s != nil {
			*s = strings.TrimSpace(*s)
		}
	}
	if c.Name != nil {
		if *c.Name == "" {
			p.add("name", msgNameRequired)
		}
		checkLine(p, "name", *c.Name, 200)
	}
	switch {
	case c.Price == nil:
	case *c.Price <= 0:
		p.add("price", "Price must be more than 0")
	case *c.Price > MaxAmount:
		p.add("price", msgAtMostMaxAmount)
	}
	checkStock(p, "", c.AvailableQuantity, c.MinOrder)
	checkIdentifiers(p, "", c.SKU, c.GTIN, c.MPN)
	if c.Options != nil {
		checkOptions(p, *c.Options)
	}
	if c.Variants != nil {
		if len(*c.Variants) > MaxVariants {
			p.add("variants", "A tool has at most 100 variants")
		}
		for i := range *c.Variants {
			(*c.Variants)[i].validate(p, "variants."+strconv.Itoa(i)+".")
		}
	}
	if c.Parts != nil {
		checkParts(p, "parts", *c.Parts)
		if len(*c.Parts) > 0 && c.AvailableQuantity != nil {
			p.add("availableQuantity", msgKitStock)
		}
	}
	if c.Image != nil {
		if problem := imageLinkProblem(*c.Image); problem != "" {
			p.add("image", problem)
		}
		checkLine(p, "image", *c.Image, maxImageLink)
	}
	if c.Description != nil {
		if *c.Description == "" {
			p.add("description", msgDescription)
		}
		checkText(p, "description", *c.Description, 5000)
	}
	if c.Category != nil {
		checkLine(p, "category", *c.Category, maxCategoryName)
	}
	c.validateDetails(p)
}

// Apply copies the fields that are set onto t; Validate has checked them.
func (c ToolChanges) Apply(t *Tool) {
	if c.Name != nil {
		t.Name = *c.Name
	}
	if c.Price != nil {
		t.Price = *c.Price
	}
	if c.MinOrder != nil {
		t.MinOrder = *c.MinOrder
	}
	if c.AvailableQuantity != nil {
		t.AvailableQuantity = *c.AvailableQuantity
	}
	if c.Description != nil {
		t.Description = *c.Description
	}
	c.applyDetails(t)
	if c.Category != nil {
		// Text without a letter or digit is kept as it is, for the store to refuse.
		if t.Category = Slug(*c.Category); t.Category == "" {
			t.Category = strings.TrimSpace(*c.Category)
		}
	}
}

const msgWebLink = "Must be a web link, starting with https:// or http://"

// IsWebLink tells whether s is an http or https URL with a host: the only links the shop
// keeps, so that none it shows later can run a script (javascript:) or carry data (data:).
func IsWebLink(s string) bool {
	u, err := url.Parse(s)
	return err == nil && (u.Scheme == "https" || u.Scheme == "http") && u.Host != "" && strings.HasPrefix(strings.ToLower(s), u.Scheme+"://")
}

// CheckQuantity applies the order rule minOrder <= quantity <= availableQuantity.
func (t Tool) CheckQuantity(quantity int) error {
	if quantity < t.MinOrder {
		return &Error{Code: EINVALID, Message: msgLessThanMinimum,
			Fields: map[string]string{"quantity": msgLessThanMinimum}}
	}
	if quantity > t.AvailableQuantity {
		return ErrOutOfStock
	}
	return nil
}
