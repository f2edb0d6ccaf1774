package site

import (
	"fmt"
	"io/fs"
	"net/http"
	"path"
	"strings"

	"toolshop"
)

// App serves the built React app: its files as they are (hashed assets cached for good),
// index.html for the pages' client routes, so they work on reload, with the home page's head
// written in (pagehtml.go), and the 404 page for any other path. The search page of a
// category alone is that category's page now (searchRedirect).
func (s *Site) App(w http.ResponseWriter, r *http.Request) error {
	name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
	// The build's own files (.vite/manifest.json, which shell.go reads) are not the pages'.
	if name != "" && name != "index.html" && !strings.HasPrefix(name, ".") {
		if info, err := fs.Stat(s.Pages, name); err == nil && !info.IsDir() {
			if strings.HasPrefix(name, "assets/") {
				w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
			}
			s.files.ServeHTTP(w, r)
			return nil
		}
	}
	return s.remembered(w, r, func(w http.ResponseWriter, r *http.Request) (*servedPage, error) {
		route := s.routes.Match("/" + name)
		switch {
		case name == "":
			home, err := s.homePage(r)
			return &home, err
		case name != "index.html" && route == "":
			return nil, s.notFoundPage(w, r)
		case name == "search":
			to, err := s.searchRedirect(r)
			if err != nil {
				return nil, err
			}
			if to != "" {
				http.Redirect(w, r, to, http.StatusMovedPermanently)
				return nil, nil
			}
		}
		page := appPage
		if s.shell != nil {
			page.Preloads = s.shell.landing[route]
		}
		return &page, nil
	})
}

// appPage is a page the app draws alone: the server writes the shop's name, its colour and
// the home page's description into its head.
var appPage = servedPage{AppHead: true, Description: homeDescription}

// errNotBuilt answers the pages' addresses while the app is not built.
var errNotBuilt = toolshop.Errorf(toolshop.ENOTFOUND, "The pages are not built: run make build")

// notFoundPage answers index.html with status 404: the pages show their 404 page, and
// crawlers and monitors see a broken link.
func (s *Site) notFoundPage(w http.ResponseWriter, r *http.Request) error {
	body, err := s.render(r.Context(), appPage)
	if err != nil {
		return err
	}
	h := w.Header()
	h.Set("Cache-Control", "no-cache")
	h.Set("Content-Type", htmlType)
	w.WriteHeader(http.StatusNotFound)
	w.Write(body)
	return nil
}

// crawlerSkips are the paths crawlers have no business with: the signed-in pages and the
// API calls the public pages never make. The public pages read /tools, /tool/{id},
// /ratings, /config and /images/, so crawlers that render them may too.
var crawlerSkips = []string{
	"/dashboard", "/auth/", "/cart", "/checkout", "/orders", "/order/", "/allorders", "/user", "/admin/",
	"/create-payment-intent", "/payments/", "/webhooks/", "/healthz", "/readyz", "/metrics",
}

// Robots is /robots.txt: crawl the public pages, skip the rest, and find them in the sitemap.
func (s *Site) Robots(w http.ResponseWriter, r *http.Request) error {
	var b strings.Builder
	b.WriteString("User-agent: *\nAllow: /\n")
	for _, p := range crawlerSkips {
		fmt.Fprintf(&b, "Disallow: %s\n", p)
	}
	fmt.Fprintf(&b, "\nSitemap: %s/sitemap.xml\n", s.PublicURL(r))
	s.ServeTagged(w, r, "text/plain; charset=utf-8", []byte(b.String()))
	return nil
}

// PublicURL is BaseURL, or else the address this request reached.
func (s *Site) PublicURL(r *http.Request) string {
	if s.BaseURL != "" {
		return strings.TrimRight(s.BaseURL, "/")
	}
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	return scheme + "://" + r.Host
}
