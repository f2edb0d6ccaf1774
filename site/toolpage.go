package site

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"toolshop"
	"toolshop/web"
)

// toolDataID is the id of the data block that holds the tool's answer on its page: the app
// reads it as GET /tool/{id}'s answer (web/src/features/tools/api/get-tool.ts).
const toolDataID = "tool-data"

// ToolPage answers GET /products/{id}/{slug} and GET /products/{id}: the tool's page at its
// address, written from the catalogue's answers as GET /tool/{id} gives them (no database
// read while they are kept); at any other slug, or none, a 301 to its address, so an address
// from before a rename still leads to it; for a tool the shop does not have, the 404 page.
func (s *Site) ToolPage(w http.ResponseWriter, r *http.Request) error {
	return s.remembered(w, r, s.toolPage)
}

func (s *Site) toolPage(w http.ResponseWriter, r *http.Request) (*servedPage, error) {
	id, err := toolshop.ParseID(r.PathValue("id"))
	if err != nil {
		return nil, s.notFoundPage(w, r)
	}
	body, t, err := s.Catalogue.Tool(r.Context(), id)
	if toolshop.ErrorCode(err) == toolshop.ENOTFOUND {
		return nil, s.notFoundPage(w, r)
	}
	if err != nil {
		return nil, err
	}
	if r.PathValue("slug") != t.Slug {
		to := t.PagePath()
		if r.URL.RawQuery != "" {
			to += "?" + r.URL.RawQuery
		}
		http.Redirect(w, r, to, http.StatusMovedPermanently)
		return nil, nil
	}
	_, categories, err := s.Catalogue.Categories(r.Context())
	if err != nil {
		return nil, err
	}
	category, _ := categoryOf(categories, t.Category)
	page := s.toolPageOf(r, t, body, category.Name, r.URL.Query().Get(variantQuery))
	return &page, nil
}

// toolView is what a tool's page shows: the tool in the form shown (Tool.Form: the variant
// its address names, else the tool itself), and what the page says of it.
type toolView struct {
	toolshop.Tool
	// Data is GET /tool/{id}'s answer, for the app to start from; DataID its element's id.
	Data   json.RawMessage
	DataID string
	// CategoryName and CategoryHref are its category's, for the breadcrumb; "" for none.
	CategoryName, CategoryHref string
	Price                      Priced
	Availability               availability
	// PurchaseHref is Buy Now's link; "" while a variant must be chosen first, which Choose
	// then asks for ("Choose a Voltage and Kit").
	PurchaseHref, Choose string
	// Gallery is its pictures as the page's gallery shows them; Specs the rows of its
	// specifications table (brand, SKU, then its specs).
	Gallery []toolshop.ToolPicture
	Specs   []toolshop.ToolSpec
	// Pickers are its options' pickers, none for a tool without.
	Pickers []optionPicker
}

// MostOf is the most the page's quantity steps to: the form's stock, at most what one order
// takes (web/src/features/cart/quantity.ts, mostOf).
func (v *toolView) MostOf() int { return min(v.AvailableQuantity, toolshop.MaxQuantity) }

// toolPageOf is the page of t, whose answer is body, in its category of that name, showing
// the variant of id: the tool itself when id names none of its variants. Its address, the
// canonical one, is the tool's whichever variant it shows.
func (s *Site) toolPageOf(r *http.Request, t toolshop.Tool, body []byte, category, id string) servedPage {
	now := s.Now()
	base := s.PublicURL(r)
	address := base + t.PagePath()
	form, err := t.Form(id)
	if err != nil {
		form = t
	}
	view := &toolView{
		Tool: form, Data: body, DataID: toolDataID, Price: pricedOf(form, now), Availability: availabilityOf(form),
		Gallery: galleryOf(form), Specs: specRowsOf(form), PurchaseHref: "/purchase/" + t.ID,
	}
	if len(t.Variants) > 0 {
		view.Pickers = pickersOf(t, form.Variant)
		if form.Variant == nil {
			_, choose := t.Form("")
			view.PurchaseHref, view.Choose = "", toolshop.ErrorMessage(choose)
		} else {
			view.PurchaseHref += "?" + variantQuery + "=" + url.QueryEscape(form.VariantID())
		}
	}
	if category != "" {
		view.CategoryName, view.CategoryHref = category, toolshop.CategoryPath(t.Category)
	}
	images := absoluteImages(base, form.Pictures)
	image := ""
	if len(images) > 0 {
		image = images[0]
	}
	description := form.Description
	if form.Variant != nil {
		description = form.Variant.Name + ". " + description
	}
	return servedPage{
		Title: form.FormName(), Description: metaDescription(description), URL: address, Kind: "product",
		Image: image, StructuredData: structuredDataOf(t, base, now), Tool: view,
	}
}

// absoluteImages is the pictures' links, absolute on the shop's base.
func absoluteImages(base string, pictures []toolshop.ToolPicture) []string {
	images := make([]string, len(pictures))
	for i, picture := range pictures {
		images[i] = picture.URL
		if strings.HasPrefix(picture.URL, "/") {
			images[i] = base + picture.URL
		}
	}
	return images
}

// galleryOf is t's pictures, each with the words that say what it shows: its alt text, else
// the tool's name (and its place, among several). The app's gallery says the same
// (web/src/features/tools/components/tool-gallery.tsx).
func galleryOf(t toolshop.Tool) []toolshop.ToolPicture {
	gallery := make([]toolshop.ToolPicture, len(t.Pictures))
	for i, picture := range t.Pictures {
		gallery[i] = picture
		if picture.Alt == "" {
			gallery[i].Alt = t.Name
			if len(t.Pictures) > 1 {
				gallery[i].Alt += ", picture " + strconv.Itoa(i+1)
			}
		}
	}
	return gallery
}

// specRowsOf is the rows of t's specifications table: its brand and SKU when it has them, then
// its specs, as the app's table (web/src/features/tools/components/tool-specs.tsx).
func specRowsOf(t toolshop.Tool) []toolshop.ToolSpec {
	var rows []toolshop.ToolSpec
	if t.Brand != "" {
		rows = append(rows, toolshop.ToolSpec{Name: "Brand", Value: t.Brand})
	}
	if t.SKU != "" {
		rows = append(rows, toolshop.ToolSpec{Name: "SKU", Value: t.SKU})
	}
	return append(rows, t.Specs...)
}

// availability is what a tool's page says of its stock, and the class that styles it.
type availability struct{ Text, Class string }

// availabilityOf says how many of t are left: out of stock when fewer than its minimum order
// (Tool.SoldOut), how many when few (web.FewLeft), else in stock; a tool with variants shown
// as itself is in stock when one of them is, its stock being theirs summed. The app's page
// says the same (web/src/features/tools/tool-page.ts).
func availabilityOf(t toolshop.Tool) availability {
	switch {
	case t.SoldOut():
		return availability{"Out of stock", "out-of-stock"}
	case t.Variant == nil && len(t.Variants) > 0:
	case t.AvailableQuantity <= web.FewLeft():
		return availability{"Only " + strconv.Itoa(t.AvailableQuantity) + " left", "few-left"}
	}
	return availability{"In stock", "in-stock"}
}

// Priced is a tool's price as its page and its card show it: what a unit is charged now and,
// while a deal runs, the tool's own price struck through and the time left; for a tool with
// variants shown as itself, the lowest of theirs, "from" it when theirs differ
// (web/src/components/ui/price.tsx).
type Priced struct {
	Now, Was toolshop.Cents
	From     bool
	// DealLeft is how long the deal runs; nil without one.
	DealLeft *countdown
	// TaxLabel is what follows the price: the page's (servedPage.TaxLabel), given by Taxed.
	TaxLabel string
}

// Taxed is p followed by the tax label.
func (p Priced) Taxed(label string) Priced {
	p.TaxLabel = label
	return p
}

func pricedOf(t toolshop.Tool, now time.Time) Priced {
	if t.Variant == nil && len(t.Variants) > 0 {
		lowest, varies := t.PriceFrom(now)
		return Priced{Now: lowest, Was: lowest, From: varies}
	}
	p := Priced{Now: t.PriceNow(now), Was: t.Price}
	if left := t.DealLeft(now); left > 0 {
		p.DealLeft = &countdown{left}
	}
	return p
}

// countdown is the time a deal has left, as the app's price shows it.
type countdown struct{ left time.Duration }

// seconds rounds up, so the last second shows 00:00:01 (web/src/hooks/use-countdown.ts).
func (c countdown) seconds() int64 { return int64((c.left + time.Second - 1) / time.Second) }

// Clock is hh:mm:ss.
func (c countdown) Clock() string {
	n := c.seconds()
	two := func(v int64) string { return strconv.FormatInt(v/10, 10) + strconv.FormatInt(v%10, 10) }
	return two(n/3600) + ":" + two(n/60%60) + ":" + two(n%60)
}

// Duration is the ISO 8601 duration a time element's datetime holds.
func (c countdown) Duration() string { return "PT" + strconv.FormatInt(c.seconds(), 10) + "S" }
