package httpapi_test

import (
	"html"
	"reflect"
	"strings"
	"testing"
	"time"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// The home page's words are the spec's until the owner saves their own; only admins change
// them, and every field's problem is a 400 naming it.
func TestContentCalls(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		admin := h.admin("boss@example.com")
		ann := h.customer("ann@example.com")

		var got toolshop.Content
		h.must(200, "GET", "/content", "", nil).json(t, &got)
		if !reflect.DeepEqual(got, toolshop.DefaultContent) {
			t.Errorf("a new shop's content %+v", got)
		}
		wantError(t, "a customer's content", h.do("PUT", "/admin/content", ann, toolshop.DefaultContent), 403, "Admins only")

		bad := map[string]any{
			"hero":      map[string]any{"title": "", "text": "x", "button": "Shop", "link": "javascript:alert(1)"},
			"trustBand": map[string]any{"items": []map[string]string{{"figure": "14", "label": ""}}},
			"footer": []map[string]any{{"title": "Help", "links": []map[string]string{{"label": "Returns", "href": "//evil.example"},
				{"label": "Write", "href": "mailto:shop@example.com?bcc=all@example.com"}, {"label": "Call", "href": "tel:555 0100"}}}},
		}
		const footerLink = "Must be a web link (https://…), a path of the shop's own (/pages/returns), mailto:shop@example.com or tel:+15550100199"
		wantFields(t, "bad content", h.do("PUT", "/admin/content", admin, bad), 400, map[string]string{
			"hero.title":              "Write something here, or take the item out",
			"hero.link":               "Must be a web link (https://…) or a path of the shop's own (/pages/returns)",
			"trustBand.items.0.label": "Write something here, or take the item out",
			"footer.0.links.0.href":   footerLink,
			"footer.0.links.1.href":   footerLink,
			"footer.0.links.2.href":   footerLink,
		})

		mine := toolshop.Content{
			Hero:      toolshop.Hero{Title: "Bay Hardware", Text: "Tools for the trade since 1987.", Button: "Shop drills", Link: "/search?q=drill"},
			TrustBand: toolshop.TrustBand{Hidden: true, Items: []toolshop.TrustItem{}},
			About:     []toolshop.AboutItem{{Title: "Free pickup", Text: "Order online, collect in store."}},
			Footer: []toolshop.FooterColumn{{Title: "Help", Links: []toolshop.FooterLink{{Label: "Returns", Href: "/pages/returns"},
				{Label: "Write to us", Href: "mailto:help@bay.example"}, {Label: "Call us", Href: "tel:+1-555-010-0199"}}}},
			Menu:      toolshop.Menu{Blogs: false, Portfolio: false},
			Copyright: "© 2026 Bay Hardware LLC",
		}
		h.must(200, "PUT", "/admin/content", admin, mine)
		for _, path := range []string{"/content", "/admin/content"} {
			h.must(200, "GET", path, admin, nil).json(t, &got)
			if !reflect.DeepEqual(got, mine) {
				t.Errorf("GET %s: saved content %+v, want %+v", path, got, mine)
			}
		}
		// The home page the server writes links them as the owner wrote them.
		home := html.UnescapeString(string(newHarness(t, db, withAssets).must(200, "GET", "/", "", nil).body))
		for _, link := range []string{`<a href="mailto:help@bay.example">Write to us</a>`, `<a href="tel:+1-555-010-0199">Call us</a>`} {
			if !strings.Contains(home, link) {
				t.Errorf("the home page without %s", link)
			}
		}
		if toolshop.DefaultContent.Hero.Title != "Mordern Power Tools" || len(toolshop.DefaultContent.About) != 3 {
			t.Errorf("the defaults changed: %+v", toolshop.DefaultContent)
		}
	})
}

// The shop's pages: six slugs, written by admins in Markdown, published or kept as drafts.
func TestPageCalls(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		admin := h.admin("boss@example.com")
		ann := h.customer("ann@example.com")
		returns := map[string]any{"title": "Returns", "markdown": "# Returns\n\nWithin **30 days**.", "published": true}

		wantError(t, "a customer writes", h.do("PUT", "/admin/pages/returns", ann, returns), 403, "Admins only")
		wantError(t, "another slug", h.do("PUT", "/admin/pages/blog", admin, returns), 404, "Page not found")
		wantError(t, "a page not written", h.do("GET", "/admin/pages/terms", admin, nil), 404, "Page not found")
		wantFields(t, "no title", h.do("PUT", "/admin/pages/returns", admin, map[string]any{"title": " ", "markdown": "x"}), 400,
			map[string]string{"title": "Title is required"})

		h.must(200, "PUT", "/admin/pages/returns", admin, returns)
		var page toolshop.ShopPage
		h.must(200, "GET", "/admin/pages/returns", admin, nil).json(t, &page)
		if page != (toolshop.ShopPage{Slug: "returns", Title: "Returns", Markdown: returns["markdown"].(string), Published: true}) {
			t.Errorf("page read back %+v", page)
		}
		h.must(200, "PUT", "/admin/pages/about", admin, map[string]any{"title": "About us", "markdown": "Draft", "published": false})
		var pages []toolshop.ShopPage
		h.must(200, "GET", "/admin/pages", admin, nil).json(t, &pages)
		if len(pages) != 2 || pages[0].Slug != "about" || pages[1].Slug != "returns" || !pages[1].Published || pages[0].Published {
			t.Errorf("pages %+v", pages)
		}
		if n := h.must(200, "DELETE", "/admin/pages/about", admin, nil).field(t, "deletedCount"); n != 1.0 {
			t.Errorf("deleted %v", n)
		}
	})
}

// A published page is served as HTML written by the server, readable without scripts, its
// Markdown rendered safely; a draft or another slug is the 404 page.
func TestShopPageServed(t *testing.T) {
	h, _ := toolPageShop(t, time.Now)
	admin := h.admin("boss@example.com")
	h.must(200, "PUT", "/admin/pages/returns", admin, map[string]any{"title": "Returns", "published": true,
		"markdown": "# Thirty days\n\nSend it back <script>alert(1)</script> [unused](javascript:alert(1)) or [write](/pages/contact)."})
	h.must(200, "PUT", "/admin/pages/terms", admin, map[string]any{"title": "Terms", "markdown": "Draft", "published": false})

	res := h.must(200, "GET", "/pages/returns", "", nil)
	p := parsePage(t, res.body)
	if got := text(p.one("title")); got != "Returns · Toolshop" {
		t.Errorf("title %q", got)
	}
	article := p.one("div", "class", "shop-page-text")
	// The script's tags are left out (its words stay, as text); the javascript: link is its words.
	if got := text(article); !strings.Contains(got, "Thirty days") || !strings.Contains(got, "unused") || text(p.one("h1", "class", "page-title")) != "Returns" {
		t.Errorf("page text %q", got)
	}
	if links := p.all("a", "href", "/pages/contact"); len(links) != 1 || len(p.all("a", "href", "javascript:alert(1)")) != 0 {
		t.Errorf("links in the page: %d to contact", len(links))
	}
	if strings.Contains(string(res.body), "<script>alert") {
		t.Errorf("a script in the page:\n%s", res.body)
	}
	var page struct{ Slug, Title, HTML string }
	h.must(200, "GET", "/content/pages/returns", "", nil).json(t, &page)
	if page.Title != "Returns" || !strings.Contains(page.HTML, "<h2>Thirty days</h2>") {
		t.Errorf("the page's answer %+v", page)
	}
	// The sitemap of pages lists the published one, not the draft.
	if body := string(h.must(200, "GET", "/sitemaps/pages.xml", "", nil).body); !strings.Contains(body, "<loc>https://shop.example.com/pages/returns</loc>") ||
		strings.Contains(body, "/pages/terms") {
		t.Errorf("pages sitemap:\n%s", body)
	}
	for _, path := range []string{"/pages/terms", "/pages/blog", "/content/pages/terms"} {
		if res := h.do("GET", path, "", nil); res.status != 404 {
			t.Errorf("%s: %d, want 404", path, res.status)
		}
	}
}
