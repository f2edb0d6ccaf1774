package toolshop_test

import (
	"math"
	"reflect"
	"testing"

	"toolshop"
)

// WCAG 2's contrast of known pairs: black on white is 21:1, a colour on itself 1:1, and the
// grey that is the lightest to pass AA on white (#767676) against the next lighter.
func TestContrast(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want float64
	}{
		{"#000000", "#ffffff", 21},
		{"#ffffff", "#000000", 21},
		{"#b45309", "#b45309", 1},
		{"#767676", "#ffffff", 4.54},
		{"#777777", "#ffffff", 4.48},
		{"#b45309", "#ffffff", 5.02},
		{"#f59e0b", "#ffffff", 2.15},
		{"#1d4ed8", "#ffffff", 6.70},
	} {
		if got := toolshop.Contrast(c.a, c.b); math.Abs(got-c.want) > 0.005 {
			t.Errorf("contrast of %s and %s: %.3f, want %.2f", c.a, c.b, got, c.want)
		}
	}
}

// A brand colour keeps white button text and links on white readable: 4.5:1 at least, and
// the refusal says by how much it falls short, rounded down.
func TestBrandColor(t *testing.T) {
	for color, want := range map[string]string{
		"":        "",
		"#b45309": "",
		"#767676": "",
		"#000000": "",
		"#777777": "Too light for white text: contrast 4.4:1, needs 4.5:1",
		"#f59e0b": "Too light for white text: contrast 2.1:1, needs 4.5:1",
		"#ffffff": "Too light for white text: contrast 1.0:1, needs 4.5:1",
		"#fff":    "Choose a colour as #rrggbb, such as #b45309",
		"b45309":  "Choose a colour as #rrggbb, such as #b45309",
		"red":     "Choose a colour as #rrggbb, such as #b45309",
	} {
		if got := toolshop.CheckBrandColor(color); got != want {
			t.Errorf("%q: %q, want %q", color, got, want)
		}
	}
}

// The brand's fields are trimmed and checked, each refusal naming its field; an empty
// display name is the default one.
func TestBrandSettings(t *testing.T) {
	s := toolshop.ShopSettings{LegalName: "Acme Tools LLC", Country: "US", ShopBrand: toolshop.ShopBrand{
		DisplayName: "  Acme Hardware ", BrandColor: "#1D4ED8", ContactEmail: " Shop@Acme.example ", ContactPhone: "+1 (555) 010-0199",
		Logo:        "/images/u/0123456789abcdef0123456789abcdef-800.png",
		SocialLinks: []toolshop.SocialLink{{Name: " Instagram ", URL: "https://instagram.com/acme"}}}}
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	want := toolshop.ShopBrand{DisplayName: "Acme Hardware", BrandColor: "#1d4ed8", ContactEmail: "shop@acme.example", ContactPhone: "+1 (555) 010-0199",
		Logo:        "/images/u/0123456789abcdef0123456789abcdef-800.png",
		SocialLinks: []toolshop.SocialLink{{Name: "Instagram", URL: "https://instagram.com/acme"}}}
	if !reflect.DeepEqual(s.ShopBrand, want) {
		t.Errorf("brand %+v", s.ShopBrand)
	}

	s = toolshop.ShopSettings{LegalName: "Acme", Country: "US"}
	if err := s.Validate(); err != nil || s.DisplayName != "Toolshop" || s.SocialLinks == nil {
		t.Errorf("no brand: %+v, %v", s.ShopBrand, err)
	}

	s.ShopBrand = toolshop.ShopBrand{DisplayName: "A\x00B", Logo: "https://elsewhere.example/logo.png", BrandColor: "#ffcc00",
		ContactEmail: "not an email", ContactPhone: "call us",
		SocialLinks: []toolshop.SocialLink{{Name: "", URL: "javascript:alert(1)"}, {Name: "Mastodon", URL: "https://mastodon.social/@acme"}}}
	if got, want := fields(s.Validate()), map[string]string{
		"displayName":        "Must be one line, without control characters",
		"logo":               "Upload a picture for the logo",
		"brandColor":         "Too light for white text: contrast 1.5:1, needs 4.5:1",
		"contactEmail":       "Please provide valid email",
		"contactPhone":       "Use digits, spaces and + ( ) - . only",
		"socialLinks.0.name": "Name is required",
		"socialLinks.0.url":  "Must be a web link, starting with https:// or http://",
	}; !reflect.DeepEqual(got, want) {
		t.Errorf("fields %v", got)
	}

	s.ShopBrand = toolshop.ShopBrand{SocialLinks: make([]toolshop.SocialLink, 7)}
	if got := fields(s.Validate()); !reflect.DeepEqual(got, map[string]string{"socialLinks": "At most 6 social links"}) {
		t.Errorf("seven links: %v", got)
	}
}

// A brand colour's accent: itself, a fifth of the way to black for hover, 88 % of the way to
// white for pale backgrounds; the demo's colours stay the stylesheet's.
func TestAccent(t *testing.T) {
	if a := (toolshop.ShopBrand{}).Accent(); a != nil {
		t.Errorf("the demo's accent: %+v", a)
	}
	want := toolshop.Accent{Color: "#1d4ed8", Dark: "#173ead", Soft: "#e4eafa"}
	if a := (toolshop.ShopBrand{BrandColor: "#1d4ed8"}).Accent(); a == nil || *a != want {
		t.Errorf("accent of #1d4ed8: %+v, want %+v", a, want)
	}
}
