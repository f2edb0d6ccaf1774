package site

import (
	"net/url"
	"strconv"

	"toolshop"
)

// A tool's forms on its page without scripts: its options' pickers as links to its variants'
// addresses (/products/{id}/{slug}?variant={variantId}).

// variantQuery is the query parameter that names the variant a tool's page shows.
const variantQuery = "variant"

// variantPath is the address of t's page showing its variant id.
func variantPath(t toolshop.Tool, id string) string {
	return t.PagePath() + "?" + variantQuery + "=" + url.QueryEscape(id)
}

// optionPicker is one of a tool's options as its page offers it: its name, the value chosen
// ("" while no variant is), and each of its values.
type optionPicker struct {
	// LabelID is the id of the element that names the option, which labels its group.
	LabelID, Name, Chosen string
	Values                []optionValue
}

// optionValue is a value of an option: a link to the variant it leads to (Href), or none when
// no variant is sold with it and the values chosen before it (shown disabled); whether it is
// the chosen one, and whether the variant it leads to is sold out.
type optionValue struct {
	Value, Href     string
	Chosen, SoldOut bool
}

// pickersOf is t's options' pickers, with chosen the variant shown (nil for none). A value of
// an option leads to the variant with it and the values chosen of the options before it; of
// those, the one with the most values chosen of the options after it (the earlier options
// first), then one in stock, then the first. So the first option's values always lead
// somewhere, and a combination the shop does not sell is shown as such.
func pickersOf(t toolshop.Tool, chosen *toolshop.Variant) []optionPicker {
	pickers := make([]optionPicker, len(t.Options))
	for i, o := range t.Options {
		p := optionPicker{LabelID: "option-" + strconv.Itoa(i), Name: o.Name}
		if chosen != nil {
			p.Chosen = chosen.Options[o.Name]
		}
		for _, value := range o.Values {
			v := optionValue{Value: value, Chosen: chosen != nil && value == p.Chosen}
			if to, ok := variantWith(t, chosen, i, value); ok {
				form, _ := t.Form(to.ID)
				v.Href, v.SoldOut = variantPath(t, to.ID), form.SoldOut()
			}
			p.Values = append(p.Values, v)
		}
		pickers[i] = p
	}
	return pickers
}

// variantWith is the variant the value of t's option at index leads to from chosen (see
// pickersOf); false when none is sold.
func variantWith(t toolshop.Tool, chosen *toolshop.Variant, index int, value string) (toolshop.Variant, bool) {
	best, bestScore := -1, -1
	for k, v := range t.Variants {
		if v.Options[t.Options[index].Name] != value || !sameBefore(t.Options[:index], v, chosen) {
			continue
		}
		score := 0
		for _, o := range t.Options[index+1:] {
			score <<= 1
			if chosen != nil && v.Options[o.Name] == chosen.Options[o.Name] {
				score++
			}
		}
		score <<= 1
		if form, err := t.Form(v.ID); err == nil && !form.SoldOut() {
			score++
		}
		if score > bestScore {
			best, bestScore = k, score
		}
	}
	if best < 0 {
		return toolshop.Variant{}, false
	}
	return t.Variants[best], true
}

// sameBefore tells whether v has the values chosen has of options (all when none is chosen).
func sameBefore(options []toolshop.Option, v toolshop.Variant, chosen *toolshop.Variant) bool {
	if chosen == nil {
		return true
	}
	for _, o := range options {
		if v.Options[o.Name] != chosen.Options[o.Name] {
			return false
		}
	}
	return true
}
