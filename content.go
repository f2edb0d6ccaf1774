package toolshop

import (
	"context"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// Content is the words of the shop's home page, footer and menu: the owner's to edit
// (GET/PUT /admin/content), public in GET /content. DefaultContent holds the spec's.
type Content struct {
	Hero      Hero           `json:"hero"`
	TrustBand TrustBand      `json:"trustBand"`
	About     []AboutItem    `json:"about"`
	Footer    []FooterColumn `json:"footer"`
	Menu      Menu           `json:"menu"`
	Copyright string         `json:"copyright"`
}

// Hero is the home page's banner: a title, a line of text and a button leading to Link.
type Hero struct {
	Title  string `json:"title"`
	Text   string `json:"text"`
	Button string `json:"button"`
	Link   string `json:"link"`
}

// TrustBand is the home page's figures ("72+ Countries"), or none when Hidden.
type TrustBand struct {
	Hidden bool        `json:"hidden"`
	Items  []TrustItem `json:"items"`
}

type TrustItem struct {
	Figure string `json:"figure"`
	Label  string `json:"label"`
}

// AboutItem is one of the About Us strip's promises.
type AboutItem struct {
	Title string `json:"title"`
	Text  string `json:"text"`
}

// FooterColumn is a titled list of the footer's links.
type FooterColumn struct {
	Title string       `json:"title"`
	Links []FooterLink `json:"links"`
}

type FooterLink struct {
	Label string `json:"label"`
	Href  string `json:"href"`
}

// Menu tells which of the spec's placeholder pages the top bar offers.
type Menu struct {
	Blogs     bool `json:"blogs"`
	Portfolio bool `json:"portfolio"`
}

// Offers tells whether the shop offers the public page at path: the placeholder pages (/blogs,
// /my-portfolio) only while the owner shows them, so that a hidden one leaves the sitemap too.
func (m Menu) Offers(path string) bool {
	switch path {
	case "/blogs":
		return m.Blogs
	case "/my-portfolio":
		return m.Portfolio
	}
	return true
}

// DefaultContent is the spec's home page, footer and menu, word for word: the demo's and a
// new shop's until the owner writes their own.
var DefaultContent = Content{
	Hero: Hero{Title: "Mordern Power Tools", Text: "All hardware equipments and accessories available here", Button: "Read More", Link: "/blogs"},
	TrustBand: TrustBand{Items: []TrustItem{
		{Figure: "72+", Label: "Countries"}, {Figure: "100+", Label: "Customers"}, {Figure: "60+", Label: "Tools"},
	}},
	About: []AboutItem{
		{Title: "Cash on Delivery", Text: "100% money back guarantee if a tool is not what you ordered."},
		{Title: "Special Gift Card", Text: "Buy a gift card and get bonuses with a gift for every order."},
		{Title: "Customer Service", Text: "Our team is reachable 24/7 by phone and email."},
	},
	Footer: []FooterColumn{
		{Title: "Services", Links: homeLinks("Branding", "Design", "Marketing", "Advertisement")},
		{Title: "Company", Links: homeLinks("About us", "Contact", "Jobs", "Press kit")},
		{Title: "Legal", Links: homeLinks("Terms of use", "Privacy policy", "Cookie policy")},
	},
	Menu:      Menu{Blogs: true, Portfolio: true},
	Copyright: "Copyright © 2023 - All rights reserved by Toolshop Ltd",
}

// homeLinks are the spec's placeholder links: each leads home.
func homeLinks(labels ...string) []FooterLink {
	links := make([]FooterLink, len(labels))
	for i, label := range labels {
		links[i] = FooterLink{Label: label, Href: "/"}
	}
	return links
}

// Limits of the content: enough for a shop's words, not for a page's.
const (
	maxTrustItems  = 6
	maxAboutItems  = 6
	maxFooterCols  = 5
	maxFooterLinks = 10
	maxContentLine = 120
	maxContentText = 500
)

const (
	msgShopLink     = "Must be a web link (https://…) or a path of the shop's own (/pages/returns)"
	msgFooterLink   = "Must be a web link (https://…), a path of the shop's own (/pages/returns), mailto:shop@example.com or tel:+15550100199"
	msgRequiredText = "Write something here, or take the item out"
)

// Validate trims the content and checks every field, naming it by its place
// ("footer.1.links.0.href"): every problem at once.
func (c *Content) Validate() error {
	var p problems
	line := func(field string, s *string, required bool) {
		*s = strings.TrimSpace(*s)
		if required && *s == "" {
			p.add(field, msgRequiredText)
		}
		checkLine(&p, field, *s, maxContentLine)
	}
	link := func(field string, s *string, ok func(string) bool, msg string) {
		line(field, s, true)
		if *s != "" && !ok(*s) {
			p.add(field, msg)
		}
	}
	line("hero.title", &c.Hero.Title, true)
	c.Hero.Text = strings.TrimSpace(c.Hero.Text)
	checkText(&p, "hero.text", c.Hero.Text, maxContentText)
	line("hero.button", &c.Hero.Button, true)
	link("hero.link", &c.Hero.Link, IsShopLink, msgShopLink)
	checkCount(&p, "trustBand.items", len(c.TrustBand.Items), maxTrustItems)
	for i := range c.TrustBand.Items {
		item := &c.TrustBand.Items[i]
		line(indexed("trustBand.items", i, "figure"), &item.Figure, true)
		line(indexed("trustBand.items", i, "label"), &item.Label, true)
	}
	checkCount(&p, "about", len(c.About), maxAboutItems)
	for i := range c.About {
		item := &c.About[i]
		line(indexed("about", i, "title"), &item.Title, true)
		item.Text = strings.TrimSpace(item.Text)
		checkText(&p, indexed("about", i, "text"), item.Text, maxContentText)
	}
	checkCount(&p, "footer", len(c.Footer), maxFooterCols)
	for i := range c.Footer {
		column := &c.Footer[i]
		line(indexed("footer", i, "title"), &column.Title, true)
		checkCount(&p, indexed("footer", i, "links"), len(column.Links), maxFooterLinks)
		for j := range column.Links {
			field := indexed("footer", i, "links") + "." + strconv.Itoa(j)
			line(field+".label", &column.Links[j].Label, true)
			link(field+".href", &column.Links[j].Href, IsTextLink, msgFooterLink)
		}
	}
	line("copyright", &c.Copyright, false)
	return p.err()
}

// checkCount refuses a list longer than max.
func checkCount(p *problems, field string, n, max int) {
	if n > max {
		p.add(field, "At most "+strconv.Itoa(max))
	}
}

// indexed names an item's field: "about.2.title".
func indexed(list string, i int, field string) string {
	return list + "." + strconv.Itoa(i) + "." + field
}

// IsShopLink tells whether s may be a link the shop shows: a web link, or a path of the
// shop's own (/pages/returns, /search?q=drill), never a scheme that runs or carries
// something (javascript:, data:) nor another host through "//".
func IsShopLink(s string) bool {
	return IsWebLink(s) || (strings.HasPrefix(s, "/") && !strings.HasPrefix(s, "//") && !strings.ContainsAny(s, "\\"))
}

// IsTextLink tells whether s may be a link in the owner's words (the footer, a page's
// Markdown): a shop link, or one that writes to or calls the shop (IsContactLink). A picture
// or the banner's button stays a shop link.
func IsTextLink(s string) bool { return IsShopLink(s) || IsContactLink(s) }

// telPattern is a phone number in the global form a tel: link takes (RFC 3966): "+" and
// digits, with the visual separators - . ( ) between them and no space.
var telPattern = regexp.MustCompile(`^tel:\+[0-9][0-9().-]{1,30}$`)

// IsContactLink tells whether s is a mailto: link to one address, with no header after it
// (the email's own rule refuses ?, & and =), or a tel: link in the global form.
func IsContactLink(s string) bool {
	if email, ok := strings.CutPrefix(s, "mailto:"); ok {
		return isEmailForm(email)
	}
	return telPattern.MatchString(s)
}

// The slugs of the pages a shop that takes cards needs: the owner writes them in Markdown.
var PageSlugs = []string{"about", "contact", "shipping", "returns", "terms", "privacy"}

// IsPageSlug tells whether slug names one of the shop's pages.
func IsPageSlug(slug string) bool { return slices.Contains(PageSlugs, slug) }

// ShopPage is one of the shop's own pages (PageSlugs), written in Markdown and shown at
// /pages/{slug} once published.
type ShopPage struct {
	Slug      string `json:"slug"`
	Title     string `json:"title"`
	Markdown  string `json:"markdown"`
	Published bool   `json:"published"`
}

const maxPageMarkdown = 50_000

// Validate checks the page's title and text.
func (pg *ShopPage) Validate() error {
	var p problems
	pg.Title = strings.TrimSpace(pg.Title)
	requireString(&p, &pg.Title, "title", "Title is required")
	checkLine(&p, "title", pg.Title, 200)
	checkText(&p, "markdown", pg.Markdown, maxPageMarkdown)
	return p.err()
}

// ErrNoPage answers a slug that is none of PageSlugs, or a page not written (or not
// published, for visitors).
var ErrNoPage = Errorf(ENOTFOUND, "Page not found")

// ContentService keeps the shop's words and pages.
type ContentService interface {
	// Content is the owner's content, DefaultContent until they save their own.
	Content(ctx context.Context) (Content, error)
	SetContent(ctx context.Context, c Content) error
	// Pages are the pages written, in PageSlugs' order.
	Pages(ctx context.Context) ([]ShopPage, error)
	// Page is the page of the slug; ErrNoPage when it is not written.
	Page(ctx context.Context, slug string) (ShopPage, error)
	SetPage(ctx context.Context, p ShopPage) error
	// DeletePage answers how many pages it deleted.
	DeletePage(ctx context.Context, slug string) (int, error)
}
