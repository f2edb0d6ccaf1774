package toolshop

import (
	"cmp"
	"slices"
	"strconv"
	"strings"
)

// SearchFilters are the specifications the owner shows as filters on the search page, with
// counts (Facets): the few that tell tools apart ("Voltage", "Battery platform"), not every
// row of every table.
type SearchFilters struct {
	Specs []string `json:"specs"`
}

// maxSearchFilters is how many specifications the search page shows as filters.
const maxSearchFilters = 20

// Validate trims the names and checks them: each once (as SpecKey compares), at most
// maxSearchFilters, each a specification's name.
func (f *SearchFilters) Validate() error {
	var p problems
	if f.Specs == nil {
		f.Specs = []string{}
	}
	if len(f.Specs) > maxSearchFilters {
		p.add("specs", "Must be "+strconv.Itoa(maxSearchFilters)+" specifications or fewer")
	}
	seen := map[string]bool{}
	for i, name := range f.Specs {
		field := "specs." + strconv.Itoa(i)
		name = strings.TrimSpace(name)
		f.Specs[i] = name
		switch key := SpecKey(name); {
		case key == "":
			p.add(field, "Name the specification")
		case seen[key]:
			p.add(field, "This specification is a filter already")
		case strings.Contains(name, specNameSeparator):
			p.add(field, "A specification's name holds no "+specNameSeparator)
		default:
			seen[key] = true
		}
		checkLine(&p, field, name, maxSpecName)
	}
	return p.err()
}

// SpecSuggestion is a specification's name as most tools write it, and how many tools have it.
type SpecSuggestion struct {
	Name  string `json:"name"`
	Tools int    `json:"tools"`
}

// maxSuggestions is how many specification names the owner is offered as filters.
const maxSuggestions = 20

// Suggestions are the specification names (options included) the most tools have, the most
// first: the filters most worth showing.
func (c *CatalogueFacts) Suggestions() []SpecSuggestion {
	tools := map[string]int{}
	for i := range c.Tools {
		var counted []string
		for _, s := range c.Tools[i].Specs {
			if !slices.Contains(counted, s.NameKey) {
				counted = append(counted, s.NameKey)
				tools[s.NameKey]++
			}
		}
	}
	suggestions := []SpecSuggestion{}
	for key, n := range tools {
		suggestions = append(suggestions, SpecSuggestion{Name: c.spellings[key], Tools: n})
	}
	slices.SortFunc(suggestions, func(a, b SpecSuggestion) int {
		return cmp.Or(cmp.Compare(b.Tools, a.Tools), strings.Compare(a.Name, b.Name))
	})
	return suggestions[:min(len(suggestions), maxSuggestions)]
}

// SearchFiltersChoice is what the owner chooses filters from: those shown, and suggestions.
type SearchFiltersChoice struct {
	SearchFilters
	Suggestions []SpecSuggestion `json:"suggestions"`
}
