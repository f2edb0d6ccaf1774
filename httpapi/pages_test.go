package httpapi_test

import (
	"encoding/xml"
	"regexp"
	"slices"
	"strings"
	"testing"

	"toolshop"
	"toolshop/httpapi"
	"toolshop/store/storetest"
	"toolshop/web"
)

// Every client route of the pages' list is answered with index.html and 200; any other
// path with index.html, where the pages show their 404 page, and 404.
func TestClientRoutesAndNotFound(t *testing.T) {
	h := newHarness(t, storetest.SQLite(t))
	routes := web.ClientRoutes()
	if len(routes.Indexed) == 0 || len(routes.Unindexed) == 0 {
		t.Fatalf("routes.json read as %v", routes)
	}
	param := regexp.MustCompile(`:[^/]+`)
	for _, route := range slices.Concat(routes.Indexed, routes.Unindexed) {
		path := param.ReplaceAllString(route, "6f1c2a")
		for _, p := range []string{path, strings.ToUpper(path), path + "/?from=mail"} {
			res := h.get(p, nil)
			if res.status != 200 || !strings.Contains(string(res.body), "<title>Toolshop</title>") ||
				!strings.HasPrefix(res.header.Get("Content-Type"), "text/html") {
				t.Errorf("GET %s (route %s): %d %q: %s", p, route, res.status, res.header.Get("Content-Type"), res.body)
			}
		}
	}
	for _, path := range []string{"/no/such/page", "/blogs/old-post", "/purchase", "/purchase/1/2", "/dashboard/nothing",
		"/tool", "/auth/nothing", "/robots.txt/x", "/.env"} {
		res := h.get(path, nil)
		if res.status != 404 || !strings.Contains(string(res.body), "<title>Toolshop</title>") ||
			res.header.Get("Content-Type") != "text/html; charset=utf-8" {
			t.Errorf("GET %s: %d %q: %s", path, res.status, res.header.Get("Content-Type"), res.body)
		}
	}
}

// /robots.txt is a real robots file: the public pages (and the calls they make) may be
// crawled, the dashboard and the other API calls not, and it names the sitemap.
func TestRobots(t *testing.T) {
	h := newHarness(t, storetest.SQLite(t), func(s *httpapi.Server) { s.BaseURL = "https://shop.example.com/" })
	res := h.must(200, "GET", "/robots.txt", "", nil)
	if got := res.header.Get("Content-Type"); got != "text/plain; charset=utf-8" {
		t.Errorf("Content-Type %q", got)
	}
	body := string(res.body)
	if !strings.HasPrefix(body, "User-agent: *\n") || !strings.Contains(body, "\nSitemap: https://shop.example.com/sitemap.xml\n") {
		t.Errorf("robots.txt:\n%s", body)
	}
	var disallowed []string
	for _, line := range strings.Split(body, "\n") {
		if p, ok := strings.CutPrefix(line, "Disallow: "); ok {
			disallowed = append(disallowed, p)
		}
	}
	blocked := func(path string) bool {
		return slices.ContainsFunc(disallowed, func(p string) bool { return strings.HasPrefix(path, p) })
	}
	for _, path := range []string{"/dashboard", "/dashboard/my-order", "/auth/me", "/orders", "/allorders", "/user",
		"/userprofile/a@b.c", "/admin/a@b.c", "/create-payment-intent", "/webhooks/stripe", "/metrics", "/readyz"} {
		if !blocked(path) {
			t.Errorf("%s may be crawled", path)
		}
	}
	for _, path := range append(web.ClientRoutes().Indexed, "/purchase/6f1c", "/tools", "/tool/6f1c", "/ratings", "/config", "/images/demo/drill.svg") {
		if blocked(path) {
			t.Errorf("%s is disallowed, but the public pages show or read it", path)
		}
	}
}

// /sitemap.xml lists the public pages of the pages' route list, at BASE_URL.
func TestSitemap(t *testing.T) {
	db := storetest.SQLite(t)
	ctx := t.Context()
	for _, name := range []string{"Power Tools", "Garden"} {
		if _, err := db.CreateCategory(ctx, toolshop.Category{Slug: toolshop.Slug(name), Name: name}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := db.CreateTool(ctx, toolshop.Tool{Name: "Drill", Image: "/images/drill.svg", Description: "A drill",
		Price: 8999, MinOrder: 1, AvailableQuantity: 5, Category: "power-tools"}); err != nil {
		t.Fatal(err)
	}
	h := newHarness(t, db, func(s *httpapi.Server) { s.BaseURL = "https://shop.example.com" })
	res := h.must(200, "GET", "/sitemap.xml", "", nil)
	if got := res.header.Get("Content-Type"); got != "application/xml; charset=utf-8" {
		t.Errorf("Content-Type %q", got)
	}
	var set struct {
		XMLName xml.Name
		URLs    []struct {
			Loc string `xml:"loc"`
		} `xml:"url"`
	}
	if err := xml.Unmarshal(res.body, &set); err != nil {
		t.Fatalf("%v:\n%s", err, res.body)
	}
	var locs []string
	for _, u := range set.URLs {
		locs = append(locs, u.Loc)
	}
	want := []string{"https://shop.example.com/", "https://shop.example.com/blogs", "https://shop.example.com/login",
		"https://shop.example.com/my-portfolio", "https://shop.example.com/signup",
		"https://shop.example.com/search?category=power-tools"} // not the empty Garden
	if set.XMLName.Space != "http://www.sitemaps.org/schemas/sitemap/0.9" || set.XMLName.Local != "urlset" || !slices.Equal(locs, want) {
		t.Errorf("sitemap %v %v, want %v:\n%s", set.XMLName, locs, want, res.body)
	}
}
