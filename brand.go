package toolshop

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
)

// ShopBrand is how the shop shows itself to its customers: the name, logo and colour of its
// pages and mail, and how to reach it. It is public: GET /config answers it as its shop.
type ShopBrand struct {
	// DisplayName is the shop's name as customers see it; invoices keep the legal name.
	DisplayName string `json:"displayName"`
	// Logo is an uploaded picture's URL (PictureURL), or "" for none.
	Logo string `json:"logo"`
	// BrandColor is the pages' accent, "#rrggbb", or "" for the demo's own.
	BrandColor   string       `json:"brandColor"`
	ContactEmail string       `json:"contactEmail"`
	ContactPhone string       `json:"contactPhone"`
	SocialLinks  []SocialLink `json:"socialLinks"`
}

// SocialLink is a link to the shop's page elsewhere, such as {"Instagram", "https://…"}.
type SocialLink struct {
	Name string `json:"name"`
	URL  string `json:"url"`
}

// DefaultDisplayName is the demo's and a new shop's name.
const DefaultDisplayName = "Toolshop"

// MaxSocialLinks bounds the social links the footer shows.
const MaxSocialLinks = 6

var phonePattern = regexp.MustCompile(`^\+?[0-9 ()./-]+$`)

// checkBrand trims the brand and checks it; an empty display name is the default one.
func checkBrand(p *problems, b *ShopBrand) {
	b.DisplayName = strings.TrimSpace(b.DisplayName)
	if b.DisplayName == "" {
		b.DisplayName = DefaultDisplayName
	}
	checkLine(p, "displayName", b.DisplayName, 60)
	if b.Logo = strings.TrimSpace(b.Logo); b.Logo != "" && !IsPictureURL(b.Logo) {
		p.add("logo", "Upload a picture for the logo")
	}
	b.BrandColor = strings.ToLower(strings.TrimSpace(b.BrandColor))
	if err := CheckBrandColor(b.BrandColor); err != "" {
		p.add("brandColor", err)
	}
	b.ContactEmail = NormalizeEmail(b.ContactEmail)
	checkEmailForm(p, "contactEmail", b.ContactEmail)
	if b.ContactPhone = strings.TrimSpace(b.ContactPhone); b.ContactPhone != "" && !phonePattern.MatchString(b.ContactPhone) {
		p.add("contactPhone", "Use digits, spaces and + ( ) - . only")
	}
	checkLine(p, "contactPhone", b.ContactPhone, 30)
	checkSocialLinks(p, &b.SocialLinks)
}

func checkSocialLinks(p *problems, links *[]SocialLink) {
	if *links == nil {
		*links = []SocialLink{}
	}
	if len(*links) > MaxSocialLinks {
		p.add("socialLinks", "At most "+strconv.Itoa(MaxSocialLinks)+" social links")
		return
	}
	for i := range *links {
		l, field := &(*links)[i], "socialLinks."+strconv.Itoa(i)
		l.Name, l.URL = strings.TrimSpace(l.Name), strings.TrimSpace(l.URL)
		if l.Name == "" {
			p.add(field+".name", "Name is required")
		}
		checkLine(p, field+".name", l.Name, 30)
		if !IsWebLink(l.URL) {
			p.add(field+".url", msgWebLink)
		}
		checkLine(p, field+".url", l.URL, 2000)
	}
}

// MinContrast is the contrast WCAG 2 asks of normal text at level AA.
const MinContrast = 4.5

var colorPattern = regexp.MustCompile(`^#[0-9a-f]{6}$`)

// CheckBrandColor tells why a brand colour ("#rrggbb", lowercase; "" for the demo's own)
// would make text hard to read, or "" when it does not. The buttons write white on the
// colour and the links write the colour on white, so one contrast, the colour's against
// white, decides both; a colour too light for either is too light for both.
func CheckBrandColor(color string) string {
	if color == "" {
		return ""
	}
	if !colorPattern.MatchString(color) {
		return "Choose a colour as #rrggbb, such as #b45309"
	}
	contrast := Contrast(color, "#ffffff")
	if contrast < MinContrast {
		// Rounded down, so that a colour just short of 4.5:1 never reads "4.5:1, needs 4.5:1".
		shown := strconv.FormatFloat(float64(int(contrast*10))/10, 'f', 1, 64)
		return "Too light for white text: contrast " + shown + ":1, needs 4.5:1"
	}
	return ""
}

// Contrast is WCAG 2's contrast ratio of two "#rrggbb" colours, from 1 to 21.
func Contrast(a, b string) float64 {
	la, lb := luminance(a), luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// luminance is WCAG 2's relative luminance of a "#rrggbb" colour, from 0 (black) to 1 (white).
func luminance(color string) float64 {
	channel := func(hex string) float64 {
		v, _ := strconv.ParseUint(hex, 16, 8)
		c := float64(v) / 255
		if c <= 0.03928 {
			return c / 12.92
		}
		return math.Pow((c+0.055)/1.055, 2.4)
	}
	return 0.2126*channel(color[1:3]) + 0.7152*channel(color[3:5]) + 0.0722*channel(color[5:7])
}

// Accent is the pages' accent for a brand colour, as the stylesheet's variables: the colour
// (buttons, links, the chart), a darker one for hover, and a pale one for backgrounds under
// dark text.
type Accent struct {
	Color string `json:"color"`
	Dark  string `json:"dark"`
	Soft  string `json:"soft"`
}

// Accent is the brand colour's accent; nil for the demo's own, which the stylesheet holds.
func (b ShopBrand) Accent() *Accent {
	if b.BrandColor == "" {
		return nil
	}
	return &Accent{Color: b.BrandColor, Dark: mixColor(b.BrandColor, 0, 0.2), Soft: mixColor(b.BrandColor, 255, 0.88)}
}

// mixColor is a "#rrggbb" colour moved share (0 to 1) of the way to the grey whose channels
// are all toward: 0 darkens, 255 pales.
func mixColor(color string, toward, share float64) string {
	var rgb [3]uint8
	for i := range rgb {
		v, _ := strconv.ParseUint(color[1+2*i:3+2*i], 16, 8)
		rgb[i] = uint8(math.Round(float64(v) + (toward-float64(v))*share))
	}
	return fmt.Sprintf("#%02x%02x%02x", rgb[0], rgb[1], rgb[2])
}
