package httpapi

import (
	"encoding/xml"
	"fmt"
	"io/fs"
	"net/http"
	neturl "net/url"
	"path"
	"strings"

	"toolshop"
	"toolshop/web"
)

// pages serves the built React app: its files as they are (hashed assets cached for good),
// index.html for the pages' client routes, so they work on reload, and index.html with
// status 404 for any other path, where the pages show their 404 page and crawlers and
// monitors see a broken link.
func (s *Server) pages() http.Handler {
	files := http.FileServerFS(s.Pages)
	routes := web.ClientRoutes()
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
		if name != "" && name != "index.html" {
			if info, err := fs.Stat(s.Pages, name); err == nil && !info.IsDir() {
				if strings.HasPrefix(name, "assets/") {
					w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
				}
				files.ServeHTTP(w, r)
				return
			}
		}
		index, err := fs.ReadFile(s.Pages, "index.html")
		if err != nil {
			s.writeError(w, r, toolshop.Errorf(toolshop.ENOTFOUND, "The pages are not built: run make build"))
			return
		}
		if name != "index.html" && !routes.Serves("/"+name) {
			w.Header().Set("Cache-Control", "no-cache")
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			w.WriteHeader(http.StatusNotFound)
			w.Write(index)
			return
		}
		serveTagged(w, r, "text/html; charset=utf-8", index)
	})
}

// crawlerSkips are the paths crawlers have no business with: the signed-in pages and the
// API calls the public pages never make. The public pages read /tools, /tool/{id},
// /ratings, /config and /images/, so crawlers that render them may too.
var crawlerSkips = []string{
	"/dashboard", "/auth/", "/cart", "/checkout", "/orders", "/order/", "/allorders", "/user", "/admin/",
	"/create-payment-intent", "/payments/", "/webhooks/", "/healthz", "/readyz", "/metrics",
}

// robots is /robots.txt: crawl the public pages, skip the rest, and find them in the sitemap.
func (s *Server) robots(w http.ResponseWriter, r *http.Request) error {
	var b strings.Builder
	b.WriteString("User-agent: *\nAllow: /\n")
	for _, p := range crawlerSkips {
		fmt.Fprintf(&b, "Disallow: %s\n", p)
	}
	fmt.Fprintf(&b, "\nSitemap: %s/sitemap.xml\n", s.publicURL(r))
	serveTagged(w, r, "text/plain; charset=utf-8", []byte(b.String()))
	return nil
}

// sitemap is /sitemap.xml: the public pages of routes.json and, for the tools, the search
// page of each category that holds any (a tool's own page needs a signed-in customer), at
// the shop's public URL.
func (s *Server) sitemap(w http.ResponseWriter, r *http.Request) error {
	type url struct {
		Loc string `xml:"loc"`
	}
	set := struct {
		XMLName xml.Name `xml:"http://www.sitemaps.org/schemas/sitemap/0.9 urlset"`
		URLs    []url    `xml:"url"`
	}{}
	for _, page := range web.ClientRoutes().Indexed {
		set.URLs = append(set.URLs, url{Loc: s.publicURL(r) + page})
	}
	categories, err := s.Tools.Categories(r.Context())
	if err != nil {
		return err
	}
	for _, c := range categories {
		if c.ToolCount > 0 {
			set.URLs = append(set.URLs, url{Loc: s.publicURL(r) + "/search?category=" + neturl.QueryEscape(c.Slug)})
		}
	}
	body, err := xml.MarshalIndent(set, "", "  ")
	if err != nil {
		return err
	}
	serveTagged(w, r, "application/xml; charset=utf-8", append([]byte(xml.Header), body...))
	return nil
}

// publicURL is BaseURL, or else the address this request reached.
func (s *Server) publicURL(r *http.Request) string {
	if s.BaseURL != "" {
		return strings.TrimRight(s.BaseURL, "/")
	}
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	return scheme + "://" + r.Host
}
