package toolshop

import (
	_ "embed"
	"slices"
	"strings"
	"sync"
)

// The places the shop knows come from ISO 3166 as Debian's iso-codes package keeps it,
// written into iso3166/places.tsv by its generator, never typed by hand.
//
//go:generate go run iso3166/generate.go
//go:embed iso3166/places.tsv
var placesTSV string

// Place is a country or a region of one (a state, a province) by its ISO 3166 code, a
// region's within its country ("CA" in the US), and the name people know it by.
type Place struct {
	Code string `json:"code"`
	Name string `json:"name"`
}

// placeBook is places.tsv read for lookups: the countries and each one's regions by name,
// every name by its full code ("US", "US-CA"), every code by its names in lower case.
type placeBook struct {
	countries []Place
	regions   map[string][]Place
	names     map[string]string
	codes     map[string]string
}

var places = sync.OnceValue(func() placeBook {
	b := placeBook{regions: map[string][]Place{}, names: map[string]string{}, codes: map[string]string{}}
	for line := range strings.Lines(placesTSV) {
		if strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Split(strings.TrimSpace(line), "\t")
		code, name := fields[0], fields[1]
		b.names[code] = name
		country, region, isRegion := strings.Cut(code, "-")
		for _, n := range fields[1:] {
			if isRegion {
				b.codes[strings.ToLower(country+"/"+n)] = code
			} else {
				b.codes[strings.ToLower(n)] = code
			}
		}
		if isRegion {
			b.regions[country] = append(b.regions[country], Place{Code: region, Name: name})
		} else {
			b.countries = append(b.countries, Place{Code: code, Name: name})
		}
	}
	byName := func(a, b Place) int { return strings.Compare(a.Name, b.Name) }
	slices.SortFunc(b.countries, byName)
	for _, list := range b.regions {
		slices.SortFunc(list, byName)
	}
	return b
})

// Countries are the countries of ISO 3166-1, by name.
func Countries() []Place { return places().countries }

// RegionsOf are the regions of a country (its code, any case) by name, none for a country
// without any.
func RegionsOf(country string) ([]Place, error) {
	var p problems
	country = checkCountry(&p, "country", country)
	if err := p.err(); err != nil {
		return nil, err
	}
	if regions := places().regions[country]; regions != nil {
		return regions, nil
	}
	return []Place{}, nil
}

// CountryName is the name of a country's code, the code itself for one the list lacks.
func CountryName(code string) string {
	if name, ok := places().names[code]; ok && isCountry(code) {
		return name
	}
	return code
}

func isCountry(code string) bool {
	_, ok := places().names[code]
	return ok && len(code) == 2
}

func isRegion(country, region string) bool {
	_, ok := places().names[country+"-"+region]
	return ok && region != ""
}

// regionsRequired are the countries whose tax is the state's or the province's: an order
// there names its region whatever the shop's tax table holds.
var regionsRequired = []string{"US", "CA", "AU"}

// stateRequired tells whether an address in the country must name its state or province.
func stateRequired(country string) bool { return slices.Contains(regionsRequired, country) }

const msgRegionRequired = "Choose the state or region"

// checkCountry reads a country as its ISO 3166-1 code, in capitals; a name ("United
// States") or a code the standard lacks is refused under field.
func checkCountry(p *problems, field, country string) string {
	country = strings.ToUpper(strings.TrimSpace(country))
	if !isCountry(country) {
		p.add(field, "Choose a country from the list: its ISO 3166 code, such as US or DE")
	}
	return country
}

// checkRegion reads a region of the country as its ISO 3166-2 code within it, in capitals
// ("CA", or "US-CA" read as "CA"); "" is none. A name ("California") is refused.
func checkRegion(p *problems, country, region string) string {
	region = strings.ToUpper(strings.TrimSpace(region))
	region = strings.TrimPrefix(region, country+"-")
	if region == "" || !isCountry(country) || isRegion(country, region) {
		return region
	}
	if regions := places().regions[country]; len(regions) > 0 {
		p.add("region", "Choose a state or region of "+CountryName(country)+" from the list: its ISO 3166-2 code, such as "+regions[0].Code)
	} else {
		p.add("region", CountryName(country)+" has no states or regions to choose")
	}
	return region
}

// ReadPlace reads a country and a region kept as free text before places were codes: each a
// code or a name the standard knows ("United States", "california"); false when either is
// neither. A region may be "".
func ReadPlace(country, region string) (string, string, bool) {
	b := places()
	country, region = strings.TrimSpace(country), strings.TrimSpace(region)
	code, ok := b.codes[strings.ToLower(country)]
	if !ok && isCountry(strings.ToUpper(country)) {
		code, ok = strings.ToUpper(country), true
	}
	if !ok || region == "" {
		return code, "", ok
	}
	if r := strings.TrimPrefix(strings.ToUpper(region), code+"-"); isRegion(code, r) {
		return code, r, true
	}
	full, ok := b.codes[strings.ToLower(code+"/"+region)]
	return code, strings.TrimPrefix(full, code+"-"), ok
}
