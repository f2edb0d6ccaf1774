package site

import (
	"encoding/xml"
	"net/http"
	"strconv"
	"strings"

	"toolshop"
	"toolshop/web"
)

// toolsPerSitemap is the most addresses one sitemap file may hold (sitemaps.org).
const toolsPerSitemap = 50_000

// sitemapNS is the namespace of sitemaps and sitemap indexes.
const sitemapNS = "http://www.sitemaps.org/schemas/sitemap/0.9"

// sitemapEntry is one address of a sitemap (a <url>) or of an index (a <sitemap>).
type sitemapEntry struct {
	Loc string `xml:"loc"`
}

// SitemapIndex is /sitemap.xml, which robots.txt names: the index of the shop's sitemaps,
// /sitemaps/pages.xml and /sitemaps/tools-1.xml, tools-2.xml, … as many as the tools fill.
func (s *Site) SitemapIndex(w http.ResponseWriter, r *http.Request) error {
	_, total, err := s.Tools.Tools(r.Context(), toolshop.ToolQuery{Limit: 1})
	if err != nil {
		return err
	}
	base := s.PublicURL(r)
	files := []sitemapEntry{{Loc: base + "/sitemaps/pages.xml"}}
	for n := 1; (n-1)*toolsPerSitemap < total; n++ {
		files = append(files, sitemapEntry{Loc: base + "/sitemaps/tools-" + strconv.Itoa(n) + ".xml"})
	}
	return s.writeSitemap(w, r, struct {
		XMLName xml.Name       `xml:"sitemapindex"`
		NS      string         `xml:"xmlns,attr"`
		Files   []sitemapEntry `xml:"sitemap"`
	}{NS: sitemapNS, Files: files})
}

// urlSet is a sitemap: the addresses of pages.
type urlSet struct {
	XMLName xml.Name       `xml:"urlset"`
	NS      string         `xml:"xmlns,attr"`
	URLs    []sitemapEntry `xml:"url"`
}

// PagesSitemap is /sitemaps/pages.xml: the public pages of routes.json the shop offers, the
// shop's own pages it published and the page of each category that holds tools.
func (s *Site) PagesSitemap(w http.ResponseWriter, r *http.Request) error {
	base := s.PublicURL(r)
	set := urlSet{NS: sitemapNS}
	content, err := s.Content.Content(r.Context())
	if err != nil {
		return err
	}
	for _, page := range web.ClientRoutes().Indexed {
		if content.Menu.Offers(page) {
			set.URLs = append(set.URLs, sitemapEntry{Loc: base + page})
		}
	}
	pages, err := s.Content.Pages(r.Context())
	if err != nil {
		return err
	}
	for _, p := range pages {
		if p.Published {
			set.URLs = append(set.URLs, sitemapEntry{Loc: base + "/pages/" + p.Slug})
		}
	}
	categories, err := s.Tools.Categories(r.Context())
	if err != nil {
		return err
	}
	for _, c := range categories {
		if c.ToolCount > 0 {
			set.URLs = append(set.URLs, sitemapEntry{Loc: base + toolshop.CategoryPath(c.Slug)})
		}
	}
	return s.writeSitemap(w, r, set)
}

// ToolsSitemap is /sitemaps/tools-{n}.xml: the canonical addresses of the tools' pages, the
// nth toolsPerSitemap of them in the catalogue's order. Tools keep no time of their last
// change, so no address has a lastmod. A file past the last is 404.
func (s *Site) ToolsSitemap(w http.ResponseWriter, r *http.Request) error {
	name, _ := strings.CutSuffix(r.PathValue("file"), ".xml")
	digits, ok := strings.CutPrefix(name, "tools-")
	n, err := strconv.Atoi(digits)
	if !ok || err != nil || n < 1 || n > toolshop.MaxStock/toolsPerSitemap || digits != strconv.Itoa(n) {
		return s.notFoundPage(w, r)
	}
	tools, _, err := s.Tools.Tools(r.Context(), toolshop.ToolQuery{Limit: toolsPerSitemap, Offset: (n - 1) * toolsPerSitemap})
	if err != nil {
		return err
	}
	if len(tools) == 0 && n > 1 {
		return s.notFoundPage(w, r)
	}
	base := s.PublicURL(r)
	set := urlSet{NS: sitemapNS, URLs: make([]sitemapEntry, len(tools))}
	for i, t := range tools {
		set.URLs[i] = sitemapEntry{Loc: base + t.PagePath()}
	}
	return s.writeSitemap(w, r, set)
}

func (s *Site) writeSitemap(w http.ResponseWriter, r *http.Request, v any) error {
	body, err := xml.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	s.ServeTagged(w, r, "application/xml; charset=utf-8", append([]byte(xml.Header), body...))
	return nil
}
