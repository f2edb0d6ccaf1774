package site

import (
	"bytes"
	"context"
	_ "embed"
	"encoding/json"
	"html/template"
	"net/http"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"toolshop"
)

//go:embed templates/page.html
var pageHTML string

var pageTemplate = template.Must(template.New("page").Funcs(template.FuncMap{
	// inc counts from 1 what range counts from 0: "picture-1" is the first.
	"inc": func(i int) int { return i + 1 },
	// link is the address of a link the owner wrote: a mailto: or tel: link their words may
	// hold (IsContactLink) as it is, where html/template would take tel: for an unsafe scheme;
	// any other checked as usual.
	"link": func(href string) any {
		if toolshop.IsContactLink(href) {
			return template.URL(href)
		}
		return href
	},
	// tel is a phone number's link, its digits and + only, as the app's footer writes it
	// (web/src/components/layout/footer-contact.tsx).
	"tel": func(phone string) template.URL {
		return template.URL("tel:" + strings.Map(func(r rune) rune {
			if r == '+' || '0' <= r && r <= '9' {
				return r
			}
			return -1
		}, phone))
	},
}).Parse(pageHTML))

// servedPage is a page the server writes into the app's index.html (templates/page.html),
// for crawlers, link previews and people without scripts: its head and, for a tool's page,
// the markup the app draws there.
type servedPage struct {
	// AppHead tells a page the app draws alone, head and all: the server writes only the shop's
	// name as its title, Description and the brand's colour ("app-head").
	AppHead bool
	// Preloads are the addresses of the code of the app's page that the app's entry does not
	// import (shell.landing).
	Preloads []string
	// Title is the page's part of the tab title, which the shop's name follows (FullTitle),
	// or leads with NameFirst; Description is what search engines show under it.
	Title, Description string
	NameFirst          bool
	// URL is the page's canonical address, absolute.
	URL string
	// Kind is its Open Graph type: website, product.
	Kind string
	// Image is the picture link previews show, absolute; "" for none.
	Image string
	// StructuredData is the page's JSON-LD; nil for none.
	StructuredData any
	// Tool is the tool a tool's page shows; nil for a page the app draws alone.
	Tool *toolView
	// Prev and Next are the absolute addresses of the pages before and after this one of a
	// list (a category's), for the head's rel=prev and rel=next; "" for none.
	Prev, Next string
	// Home is the home page's first cards; nil for others.
	Home *homeView
	// Category is a category's page; nil for others.
	Category *categoryView
	// ShopPage is the shop's own page shown (/pages/{slug}), and ShopPageData its answer for the
	// app; nil for others.
	ShopPage     *ShopPageView
	ShopPageData json.RawMessage
	// Shop and Content are the shop's brand and words, which every page shows (the top bar,
	// the menu, the footer), set by writePage; ContentData is Content as GET /content answers
	// it, for the app to start from.
	Shop    toolshop.ShopBrand
	Content toolshop.Content
	// Shelves are the categories that hold tools, which the menu and the home page link, and
	// CategoriesData GET /categories's answer, for the app to draw the same from; set by
	// writePage.
	Shelves        []shelf
	CategoriesData json.RawMessage
	CategoriesID   string
	// TaxLabel is what follows a price: "tax included" or "plus tax", as the shop's setting says.
	TaxLabel    string
	ContentData json.RawMessage
	ContentID   string
}

// whole tells a page the server writes whole, which the app takes over only when the visitor
// first needs it (shell.startHead).
func (p servedPage) whole() bool {
	return p.Tool != nil || p.ShopPage != nil || p.Home != nil || p.Category != nil
}

// FullTitle is the tab title: the page's with the shop's name, as the app's PageHead writes
// it (web/src/components/layout/page.tsx).
func (p servedPage) FullTitle() string {
	if p.NameFirst {
		return p.Shop.DisplayName + " · " + p.Title
	}
	return p.Title + " · " + p.Shop.DisplayName
}

// contentDataID is the id of the data block that holds GET /content's answer on a page the
// server writes (web/src/lib/content.ts reads it); categoriesDataID GET /categories's, on a
// page whose markup it writes (web/src/features/tools/api/get-categories.ts).
const (
	contentDataID    = "content-data"
	categoriesDataID = "categories-data"
)

// withSite fills in the shop's brand and words a page shows.
func (s *Site) withSite(ctx context.Context, page *servedPage) error {
	settings, err := s.Prices.ShopSettings(ctx)
	if err != nil {
		return err
	}
	content, err := s.Content.Content(ctx)
	if err != nil {
		return err
	}
	data, err := json.Marshal(content)
	if err != nil {
		return err
	}
	categoriesData, categories, err := s.Catalogue.Categories(ctx)
	if err != nil {
		return err
	}
	page.Shelves, page.CategoriesData, page.CategoriesID = shelvesOf(categories), categoriesData, categoriesDataID
	page.Shop, page.Content, page.ContentData, page.ContentID = settings.ShopBrand, content, data, contentDataID
	page.TaxLabel = "plus tax"
	if settings.PricesIncludeTax {
		page.TaxLabel = "tax included"
	}
	return nil
}

// pageOf answers the page a request reaches, or writes another answer itself (a redirect, the
// 404 page) and answers nil.
type pageOf func(w http.ResponseWriter, r *http.Request) (*servedPage, error)

// remembered answers a page every visitor sees alike: from memory while nothing it shows has
// changed, else written by page and kept.
func (s *Site) remembered(w http.ResponseWriter, r *http.Request, page pageOf) error {
	sent, keep := s.Memory.Recall(w, r, "page "+s.PublicURL(r)+r.URL.RequestURI())
	if sent {
		return nil
	}
	p, err := page(w, r)
	if err != nil || p == nil {
		return err
	}
	body, err := s.render(r.Context(), *p)
	if err != nil {
		return err
	}
	until := p.until()
	w.Header().Set("Cache-Control", s.cacheControl(*p, until))
	keep(w, r, htmlType, body, until)
	return nil
}

// sharedCache is the Cache-Control of a page every visitor sees alike: browsers ask again each
// time (the ETag answers 304 when it is unchanged), a CDN may answer it for a minute, and for
// five more while it asks again. A change reaches visitors behind a CDN within that minute.
const sharedCache = "public, max-age=0, s-maxage=60, stale-while-revalidate=300"

// cacheControl is how caches may keep page, true until until: a CDN may keep a page the server
// writes whole (sharedCache), no longer than the earliest deal it shows runs. The app's own
// pages are asked for again each time, so that a new version's never names files it replaced.
func (s *Site) cacheControl(page servedPage, until time.Time) string {
	switch {
	case !page.whole():
		return "no-cache"
	case until.IsZero():
		return sharedCache
	}
	left := min(time.Minute, max(0, until.Sub(s.Now())))
	return "public, max-age=0, s-maxage=" + strconv.Itoa(int(left.Seconds()))
}

// render is the app's index.html with page written into it.
func (s *Site) render(ctx context.Context, page servedPage) ([]byte, error) {
	if s.shell == nil {
		return nil, errNotBuilt
	}
	if err := s.withSite(ctx, &page); err != nil {
		return nil, err
	}
	var b bytes.Buffer
	b.Write(s.shell.beforeHead)
	head := "head"
	if page.AppHead {
		head = "app-head"
	}
	if err := pageTemplate.ExecuteTemplate(&b, head, page); err != nil {
		return nil, err
	}
	if page.whole() {
		b.Write(s.shell.startHead)
	} else {
		b.Write(s.shell.afterHead)
	}
	b.WriteString(`<div id="root">`)
	if page.whole() {
		if err := pageTemplate.ExecuteTemplate(&b, "root", page); err != nil {
			return nil, err
		}
	}
	b.WriteString(`</div>`)
	if page.AppHead {
		// Without scripts, a page the app draws alone says so, and leads to what works without.
		if err := pageTemplate.ExecuteTemplate(&b, "no-script", page); err != nil {
			return nil, err
		}
	}
	b.Write(s.shell.afterRoot)
	return b.Bytes(), nil
}

// until is when the page stops being true: when the earliest deal it shows ends; the zero
// time for a page that shows none.
func (p servedPage) until() time.Time {
	var tools []toolshop.Tool
	if p.Tool != nil {
		tools = append(tools, p.Tool.Tool)
	}
	if p.Home != nil {
		for _, card := range p.Home.Cards {
			tools = append(tools, card.Tool)
		}
	}
	if p.Category != nil {
		for _, card := range p.Category.Cards {
			tools = append(tools, card.Tool)
		}
	}
	var until time.Time
	for _, t := range tools {
		if t.Deal != nil && (until.IsZero() || t.Deal.EndsAt.Before(until)) {
			until = t.Deal.EndsAt
		}
	}
	return until
}

// shelf is a category that holds tools, as the menu and the home page link it
// (web/src/features/tools/components/category-links.tsx).
type shelf struct{ Name, Href, ToolCount string }

// shelvesOf is the categories that hold tools, in their order.
func shelvesOf(categories []toolshop.Category) []shelf {
	var shelves []shelf
	for _, c := range categories {
		if c.ToolCount > 0 {
			shelves = append(shelves, shelf{Name: c.Name, Href: toolshop.CategoryPath(c.Slug), ToolCount: toolCount(c.ToolCount)})
		}
	}
	return shelves
}

const htmlType = "text/html; charset=utf-8"

// maxDescription is the longest meta description: about what search engines show.
const maxDescription = 155

// metaDescription is text as a meta description: one line, cut after a word to at most
// maxDescription characters, an ellipsis telling it was. The tool page's toolDescription
// (web/src/features/tools/tool-page.ts) writes the same.
func metaDescription(text string) string {
	line := toolshop.CleanLine(text, len(text))
	if utf8.RuneCountInString(line) <= maxDescription {
		return line
	}
	cut := string([]rune(line)[:maxDescription])
	if space := strings.LastIndexByte(cut, ' '); space > 0 {
		cut = cut[:space]
	}
	return strings.TrimRight(cut, " ,.;:-") + "…"
}
