package toolshop

import (
	"slices"
	"strconv"
	"strings"
)

// A tool's forms: the options its variants differ by ("Voltage": 12V, 18V), and each variant
// the shop sells with its own SKU, barcode, price and stock. A tool without options is sold
// in one form, its own.

// Limits of a tool's forms.
const (
	MaxOptions      = 3
	MaxVariants     = 100
	maxOptionValues = 100
	maxOptionName   = 60
	maxOptionValue  = 100
)

// Option is one way a tool's variants differ, with the values it takes.
type Option struct {
	Name   string   `json:"name"`
	Values []string `json:"values"`
}

// Variant is one form of a tool: a value of each of the tool's options.
type Variant struct {
	ID      string            `json:"_id"`
	Options map[string]string `json:"options"`
	// Name is the values in the options' order, "18V · Bare tool" (VariantName).
	Name              string `json:"name"`
	SKU               string `json:"sku,omitempty"`
	GTIN              string `json:"gtin,omitempty"`
	MPN               string `json:"mpn,omitempty"`
	Price             Cents  `json:"price"`
	AvailableQuantity int    `json:"availableQuantity"`
	MinOrder          int    `json:"minOrder"`
	// Pictures are the variant's own, [] to show the tool's.
	Pictures []ToolPicture `json:"pictures"`
	// Parts make the variant a kit: its stock is then what they allow (KitStock).
	Parts []KitPart `json:"parts"`
	// Deal is the deal of the day on the variant while it runs (Deal.Show).
	Deal *DealOffer `json:"deal,omitempty"`
}

// VariantChanges adds a variant (no ID) or changes one (its ID): only the fields set are
// written.
type VariantChanges struct {
	ID                string            `json:"_id"`
	Options           map[string]string `json:"options"`
	SKU               *string           `json:"sku"`
	GTIN              *string           `json:"gtin"`
	MPN               *string           `json:"mpn"`
	Price             *Cents            `json:"price"`
	AvailableQuantity *int              `json:"availableQuantity"`
	MinOrder          *int              `json:"minOrder"`
	Pictures          *[]ToolPicture    `json:"pictures"`
	Parts             *[]KitPart        `json:"parts"`
}

// VariantName is the name of the variant with the values, "18V · Bare tool": the values in
// the order of the tool's options.
func VariantName(options []Option, values map[string]string) string {
	parts := make([]string, 0, len(options))
	for _, o := range options {
		parts = append(parts, values[o.Name])
	}
	return strings.Join(parts, " · ")
}

// LineKey names a line of a cart or an order by its tool and variant, as a checkout's
// refusal names the lines it cannot sell: "{toolId}" or "{toolId}:{variantId}".
func LineKey(toolID, variantID string) string {
	if variantID == "" {
		return toolID
	}
	return toolID + ":" + variantID
}

// Validate trims the texts and checks every field the change sets, each on its own; the
// tool it changes checks the rest (checkForms). prefix names the change's fields in the
// answer ("variants.2.").
func (c *VariantChanges) validate(p *problems, prefix string) {
	if c.ID != "" && !IsID(c.ID) {
		p.add(prefix+"_id", "Invalid id")
	}
	for name, value := range c.Options {
		c.Options[name] = strings.TrimSpace(value)
	}
	checkIdentifiers(p, prefix, c.SKU, c.GTIN, c.MPN)
	switch {
	case c.Price == nil:
	case *c.Price <= 0:
		p.add(prefix+"price", "Price must be more than 0")
	case *c.Price > MaxAmount:
		p.add(prefix+"price", msgAtMostMaxAmount)
	}
	checkStock(p, prefix, c.AvailableQuantity, c.MinOrder)
	if c.Pictures != nil && len(*c.Pictures) > 0 {
		checkPictures(p, *c.Pictures)
	}
	if c.Parts != nil {
		checkParts(p, prefix+"parts", *c.Parts)
		if len(*c.Parts) > 0 && c.AvailableQuantity != nil {
			p.add(prefix+"availableQuantity", msgKitStock)
		}
	}
}

// Validate checks a change of one variant, as a stock sync sends it: its options stay.
func (c *VariantChanges) Validate() error {
	var p problems
	if c.Options != nil {
		p.add("options", "Change a variant's options with the tool's")
	}
	c.validate(&p, "")
	return p.err()
}

const msgKitStock = "A kit's stock is what its parts allow"

// checkIdentifiers trims and checks a SKU, a GTIN and a maker's part number, any of them nil
// when not set.
func checkIdentifiers(p *problems, prefix string, sku, gtin, mpn *string) {
	if sku != nil {
		*sku = strings.TrimSpace(*sku)
		checkLine(p, prefix+"sku", *sku, maxSKU)
	}
	if gtin != nil {
		*gtin = strings.TrimSpace(*gtin)
		if *gtin != "" && !ValidGTIN(*gtin) {
			p.add(prefix+"gtin", "A GTIN is 8, 12, 13 or 14 digits ending with their check digit")
		}
	}
	if mpn != nil {
		*mpn = strings.TrimSpace(*mpn)
		checkLine(p, prefix+"mpn", *mpn, maxMPN) // Google's limit for an MPN
	}
}

// checkStock checks a stock and a minimum order, either nil when not set.
func checkStock(p *problems, prefix string, stock, minOrder *int) {
	switch {
	case stock == nil:
	case *stock < 0:
		p.add(prefix+"availableQuantity", "available Quantity cannot be negative")
	case *stock > MaxStock:
		p.add(prefix+"availableQuantity", "available Quantity must be at most 1,000,000,000")
	}
	switch {
	case minOrder == nil:
	case *minOrder < 1:
		p.add(prefix+"minOrder", "min Order must be at least 1")
	case *minOrder > MaxQuantity:
		p.add(prefix+"minOrder", "min Order must be at most 1,000,000")
	}
}

// ValidGTIN tells whether s is a GTIN-8, -12 (UPC), -13 (EAN) or -14 whose last digit is
// the check digit of the others (GS1: weights 3 and 1 from the right).
func ValidGTIN(s string) bool {
	switch len(s) {
	case 8, 12, 13, 14:
	default:
		return false
	}
	sum := 0
	for i := len(s) - 1; i >= 0; i-- {
		d := int(s[i] - '0')
		if d < 0 || d > 9 {
			return false
		}
		if i == len(s)-1 {
			continue
		}
		if (len(s)-1-i)%2 == 1 {
			d *= 3
		}
		sum += d
	}
	return (10-sum%10)%10 == int(s[len(s)-1]-'0')
}

// checkOptions trims the options and checks them: at most three, each named once, each with
// its values, each value once.
func checkOptions(p *problems, options []Option) {
	if len(options) > MaxOptions {
		p.add("options", "A tool has at most 3 options")
		return
	}
	names := map[string]bool{}
	for i := range options {
		o := &options[i]
		field := "options." + strconv.Itoa(i)
		o.Name = strings.TrimSpace(o.Name)
		key := strings.ToLower(o.Name)
		switch {
		case o.Name == "":
			p.add(field+".name", "Name the option")
		case names[key]:
			p.add(field+".name", "Name each option once")
		}
		names[key] = true
		checkLine(p, field+".name", o.Name, maxOptionName)
		if len(o.Values) == 0 || len(o.Values) > maxOptionValues {
			p.add(field+".values", "An option has 1 to 100 values")
		}
		values := map[string]bool{}
		for j := range o.Values {
			o.Values[j] = strings.TrimSpace(o.Values[j])
			v := o.Values[j]
			switch {
			case v == "":
				p.add(field+".values", "A value cannot be empty")
			case values[strings.ToLower(v)]:
				p.add(field+".values", "Each value once: "+v)
			}
			values[strings.ToLower(v)] = true
			checkLine(p, field+".values", v, maxOptionValue)
		}
	}
}

// applyVariants is the tool's variants as the changes list them: one with an ID is the
// tool's variant changed (a problem when the tool has none of that ID), one without is new
// (its ID left for the store to give), one left out is gone.
func applyVariants(p *problems, before []Variant, changes []VariantChanges) []Variant {
	variants := make([]Variant, 0, len(changes))
	for i, c := range changes {
		v := Variant{Pictures: []ToolPicture{}, Parts: []KitPart{}, MinOrder: 1}
		if c.ID != "" {
			at := slices.IndexFunc(before, func(b Variant) bool { return b.ID == c.ID })
			if at < 0 {
				p.add("variants."+strconv.Itoa(i)+"._id", "This tool has no such variant")
				continue
			}
			v = before[at]
		} else {
			// A new variant's required fields are told by checkForms, on the zero values.
			v.Price, v.AvailableQuantity = 0, -1
		}
		c.apply(&v)
		if c.AvailableQuantity != nil && len(v.Parts) > 0 {
			p.add("variants."+strconv.Itoa(i)+".availableQuantity", msgKitStock)
		}
		variants = append(variants, v)
	}
	return variants
}

// apply copies the fields the change sets onto v.
func (c VariantChanges) apply(v *Variant) {
	if c.Options != nil {
		v.Options = c.Options
	}
	if c.SKU != nil {
		v.SKU = *c.SKU
	}
	if c.GTIN != nil {
		v.GTIN = *c.GTIN
	}
	if c.MPN != nil {
		v.MPN = *c.MPN
	}
	if c.Price != nil {
		v.Price = *c.Price
	}
	if c.AvailableQuantity != nil {
		v.AvailableQuantity = *c.AvailableQuantity
	}
	if c.MinOrder != nil {
		v.MinOrder = *c.MinOrder
	}
	if c.Pictures != nil {
		v.Pictures = slices.Clone(*c.Pictures)
	}
	if c.Parts != nil {
		v.Parts = slices.Clone(*c.Parts)
	}
}

// ChangeVariant is the tool with one variant changed, as PATCH /tool/{id}/variants/{variantId}
// asks: the change has been validated.
func (t Tool) ChangeVariant(id string, c VariantChanges) (Tool, error) {
	at := slices.IndexFunc(t.Variants, func(v Variant) bool { return v.ID == id })
	if at < 0 {
		return t, errVariantGone
	}
	t.Variants = slices.Clone(t.Variants)
	c.apply(&t.Variants[at])
	var p problems
	if c.AvailableQuantity != nil && len(t.Variants[at].Parts) > 0 {
		p.add("variants."+strconv.Itoa(at)+".availableQuantity", msgKitStock)
	}
	t.checkForms(&p, false)
	if err := p.err(); err != nil {
		return t, unprefixed(err, "variants."+strconv.Itoa(at)+".")
	}
	t.summarize()
	return t, nil
}

// unprefixed is err with the prefix taken off its fields' names: a variant's problems as
// its own request names them.
func unprefixed(err error, prefix string) error {
	e, ok := err.(*Error)
	if !ok {
		return err
	}
	fields := make(map[string]string, len(e.Fields))
	for f, m := range e.Fields {
		fields[strings.TrimPrefix(f, prefix)] = m
	}
	return &Error{Code: e.Code, Message: e.Message, Fields: fields}
}

// checkForms checks that the tool's forms hold together: variants only with options, each
// variant a value of every option and no two alike, each with a price and, unless a kit, a
// stock; a kit never its own part. own tells whether the changes set the tool's own price,
// stock, SKU, GTIN or MPN, which a tool with variants takes from them.
func (t *Tool) checkForms(p *problems, own bool) {
	if len(t.Variants) > MaxVariants {
		p.add("variants", "A tool has at most 100 variants")
	}
	if len(t.Options) > 0 && len(t.Variants) == 0 {
		p.add("variants", "A tool with options sells at least one variant")
	}
	if len(t.Options) == 0 && len(t.Variants) > 0 {
		p.add("options", "Name the options the variants differ by")
		return
	}
	if len(t.Variants) > 0 && own {
		p.add("variants", "A tool with variants takes its price, stock, SKU, GTIN and MPN from them")
	}
	seen := map[string]int{}
	for i := range t.Variants {
		v := &t.Variants[i]
		field := "variants." + strconv.Itoa(i) + "."
		if !sameNames(t.Options, v.Options) {
			p.add(field+"options", "Give a value of each option: "+optionNames(t.Options, ", "))
			continue
		}
		for _, o := range t.Options {
			if !slices.Contains(o.Values, v.Options[o.Name]) {
				p.add(field+"options", o.Name+" has no value "+strconv.Quote(v.Options[o.Name]))
			}
		}
		v.Name = VariantName(t.Options, v.Options)
		if j, twice := seen[v.Name]; twice {
			p.add(field+"options", "Variant "+strconv.Itoa(j+1)+" is "+v.Name+" already")
		}
		seen[v.Name] = i
		if v.Price <= 0 {
			p.add(field+"price", "Price is required")
		}
		switch {
		case len(v.Parts) > 0:
			v.AvailableQuantity = max(v.AvailableQuantity, 0) // the store counts it (KitStock)
		case v.AvailableQuantity < 0:
			p.add(field+"availableQuantity", "available Quantity is required")
		}
		checkNotItsOwnPart(p, field+"parts", t.ID, v.ID, v.Parts)
	}
	checkNotItsOwnPart(p, "parts", t.ID, "", t.Parts)
	if len(t.Variants) > 0 && len(t.Parts) > 0 {
		p.add("parts", "Make a variant a kit, not the tool")
	}
}

// sameNames tells whether values name exactly the options.
func sameNames(options []Option, values map[string]string) bool {
	if len(values) != len(options) {
		return false
	}
	for _, o := range options {
		if _, ok := values[o.Name]; !ok {
			return false
		}
	}
	return true
}

// optionNames are the options' names joined by sep, the last by " and ": "Voltage and Kit".
func optionNames(options []Option, sep string) string {
	names := make([]string, len(options))
	for i, o := range options {
		names[i] = o.Name
	}
	if len(names) < 2 {
		return strings.Join(names, sep)
	}
	return strings.Join(names[:len(names)-1], sep) + " and " + names[len(names)-1]
}

// summarize makes a tool with variants show them: its price and minimum order their lowest,
// its stock their sum, and no SKU, GTIN or MPN of its own.
func (t *Tool) summarize() {
	if len(t.Variants) == 0 {
		return
	}
	t.Price, t.MinOrder, t.AvailableQuantity = t.Variants[0].Price, t.Variants[0].MinOrder, 0
	for _, v := range t.Variants {
		t.Price, t.MinOrder = min(t.Price, v.Price), min(t.MinOrder, v.MinOrder)
		t.AvailableQuantity = min(t.AvailableQuantity+v.AvailableQuantity, MaxStock)
	}
	t.SKU, t.GTIN, t.MPN, t.Parts = "", "", "", []KitPart{}
}

// Summarize is summarize for the store, once it has counted its kits' stock.
func (t *Tool) Summarize() { t.summarize() }

// Errors of a tool's forms.
var (
	ErrVariantNotFound = &Error{Code: EINVALID, Message: "This tool has no such variant",
		Fields: map[string]string{"variantId": "This tool has no such variant"}}
	errVariantGone = Errorf(ENOTFOUND, "Variant not found")
	errNoVariants  = &Error{Code: EINVALID, Message: "This tool has no variants",
		Fields: map[string]string{"variantId": "This tool has no variants"}}
	ErrGTINTaken = &Error{Code: ECONFLICT, Message: "Another tool has this GTIN",
		Fields: map[string]string{"gtin": "Another tool has this GTIN"}}
)

// Form is the tool as it is sold in the variant id names: the variant's price, stock,
// minimum order, SKU, GTIN, MPN, pictures and parts, and the variant itself in Variant. A tool
// without variants is its only form, named by "". A tool with variants must be bought in
// one: "Choose a Voltage and Kit".
func (t Tool) Form(variantID string) (Tool, error) {
	if len(t.Variants) == 0 {
		if variantID != "" {
			return t, errNoVariants
		}
		return t, nil
	}
	if variantID == "" {
		msg := "Choose a " + optionNames(t.Options, ", ")
		return t, &Error{Code: EINVALID, Message: msg, Fields: map[string]string{"variantId": msg}}
	}
	at := slices.IndexFunc(t.Variants, func(v Variant) bool { return v.ID == variantID })
	if at < 0 {
		return t, ErrVariantNotFound
	}
	v := t.Variants[at]
	f := t
	f.Price, f.AvailableQuantity, f.MinOrder, f.SKU, f.GTIN, f.MPN = v.Price, v.AvailableQuantity, v.MinOrder, v.SKU, v.GTIN, v.MPN
	f.Parts, f.Deal, f.Variant = v.Parts, v.Deal, &v
	if len(v.Pictures) > 0 {
		f.Pictures, f.Image = v.Pictures, v.Pictures[0].URL
	}
	return f, nil
}

// VariantID is the id of the form the tool is (Form), "" for a tool without variants.
func (t Tool) VariantID() string {
	if t.Variant == nil {
		return ""
	}
	return t.Variant.ID
}

// FormName is the tool's name with its form's, "Cordless drill — 18V · Bare tool", as the
// documents name an order line (OrderLine.Label); the tool's alone for a tool without
// variants.
func (t Tool) FormName() string { return NameWithVariant(t.Name, t.VariantName()) }

// VariantName is the name of the form the tool is, "" for a tool without variants.
func (t Tool) VariantName() string {
	if t.Variant == nil {
		return ""
	}
	return t.Variant.Name
}
