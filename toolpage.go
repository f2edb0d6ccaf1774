package toolshop

import (
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// MaxToolSlug is the longest slug of a tool: enough for a name's first words, short enough
// for an address people share.
const MaxToolSlug = 60

// ToolSlug is the last part of a tool page's address, made from the tool's name: its letters
// and digits in lowercase ASCII, accents folded off ("Säge" is "sage"), words joined by
// hyphens, cut at a hyphen to at most MaxToolSlug characters; "tool" when the name holds no
// such letter or digit. The address names the tool by its id: the slug is for people and
// search engines, and a name changed gives a new slug the old address is sent to.
func ToolSlug(name string) string {
	folded := name
	// Only letters beyond ASCII carry accents; folding allocates buffers a slug of every tool
	// read would pay for.
	if strings.ContainsFunc(name, func(r rune) bool { return r >= utf8.RuneSelf }) {
		if f, _, err := transform.String(transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn))), name); err == nil {
			folded = f
		}
	}
	slug := strings.Join(strings.FieldsFunc(strings.ToLower(folded), func(r rune) bool {
		return (r < 'a' || r > 'z') && (r < '0' || r > '9')
	}), "-")
	if len(slug) > MaxToolSlug {
		slug = slug[:MaxToolSlug+1]
		if cut := strings.LastIndexByte(slug, '-'); cut > 0 {
			slug = slug[:cut]
		} else {
			slug = slug[:MaxToolSlug]
		}
	}
	if slug == "" {
		return "tool"
	}
	return slug
}

// SoldOut tells whether no order of the tool can be placed: fewer are left than its minimum
// order; for a tool with variants shown as itself, of each of its variants (Form). It is the
// one rule for "Out of stock", on pages and in what search engines are told.
func (t Tool) SoldOut() bool {
	if t.Variant == nil && len(t.Variants) > 0 {
		return !slices.ContainsFunc(t.Variants, func(v Variant) bool {
			form, err := t.Form(v.ID)
			return err == nil && !form.SoldOut()
		})
	}
	return t.AvailableQuantity < t.MinOrder
}

// PriceNow is what a unit of the tool, as its answers show it, is charged at now: the price
// of the deal it carries (Deal.Show) until the deal ends, its own otherwise.
func (t Tool) PriceNow(now time.Time) Cents {
	if t.DealLeft(now) > 0 {
		return t.Deal.Price
	}
	return t.Price
}

// PriceFrom is the least a unit of the tool is charged at now: for a tool with variants shown
// as itself, the lowest of its variants' (Form), and whether their prices differ, which the
// pages show as "from $129.00".
func (t Tool) PriceFrom(now time.Time) (lowest Cents, varies bool) {
	if t.Variant != nil || len(t.Variants) == 0 {
		return t.PriceNow(now), false
	}
	for i, v := range t.Variants {
		form, err := t.Form(v.ID)
		if err != nil {
			continue
		}
		price := form.PriceNow(now)
		varies = varies || (i > 0 && price != lowest)
		if i == 0 || price < lowest {
			lowest = price
		}
	}
	return lowest, varies
}

// DealLeft is how long the deal the tool carries (Deal.Show) still runs at now: 0 without one
// or once it ended.
func (t Tool) DealLeft(now time.Time) time.Duration {
	if t.Deal == nil || !now.Before(t.Deal.EndsAt) {
		return 0
	}
	return t.Deal.EndsAt.Sub(now)
}

// PagePath is the address of the tool's page: /products/{id}/{slug}.
func (t Tool) PagePath() string { return "/products/" + t.ID + "/" + ToolSlug(t.Name) }
