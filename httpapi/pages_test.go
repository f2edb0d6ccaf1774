package httpapi_test

import (
	"encoding/xml"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

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
		// The server writes a tool's page (toolpage_test.go), a category's (categorypage_test.go)
		// and a shop's page (content_test.go).
		if route == "/products/:id/:slug" || route == "/categories/:slug" || route == "/pages/:slug" {
			continue
		}
		path := param.ReplaceAllString(route, "6f1c2a")
		for _, p := range []string{path, strings.ToUpper(path), path + "/?from=mail"} {
			res := h.get(p, nil)
			if res.status != 200 || !strings.Contains(string(res.body), "<title>Toolshop") ||
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

// sitemapFile is a sitemap or a sitemap index read with a real XML parser: its root and the
// addresses it lists.
type sitemapFile struct {
	XMLName xml.Name
	Locs    []string `xml:"url>loc"`
	Files   []string `xml:"sitemap>loc"`
}

func readSitemap(t *testing.T, h *harness, path string) sitemapFile {
	t.Helper()
	res := h.must(200, "GET", path, "", nil)
	if got := res.header.Get("Content-Type"); got != "application/xml; charset=utf-8" {
		t.Errorf("%s: Content-Type %q", path, got)
	}
	var f sitemapFile
	if err := xml.Unmarshal(res.body, &f); err != nil {
		t.Fatalf("%s: %v:\n%s", path, err, res.body)
	}
	if f.XMLName.Space != "http://www.sitemaps.org/schemas/sitemap/0.9" {
		t.Errorf("%s: namespace %q", path, f.XMLName.Space)
	}
	return f
}

// /sitemap.xml is the index of the public pages' sitemap and the tools' pages' sitemaps,
// at BASE_URL.
func TestSitemap(t *testing.T) {
	db := storetest.SQLite(t)
	ctx := t.Context()
	for _, name := range []string{"Power Tools", "Garden"} {
		if _, err := db.CreateCategory(ctx, toolshop.Category{Slug: toolshop.Slug(name), Name: name}); err != nil {
			t.Fatal(err)
		}
	}
	drill, err := db.CreateTool(ctx, toolshop.Tool{Name: "Drill", Image: "/images/drill.svg", Description: "A drill",
		Price: 8999, MinOrder: 1, AvailableQuantity: 5, Category: "power-tools"})
	if err != nil {
		t.Fatal(err)
	}
	h := newHarness(t, db, func(s *httpapi.Server) { s.BaseURL = "https://shop.example.com" })
	index := readSitemap(t, h, "/sitemap.xml")
	if want := []string{"https://shop.example.com/sitemaps/pages.xml", "https://shop.example.com/sitemaps/tools-1.xml"}; index.XMLName.Local != "sitemapindex" || !slices.Equal(index.Files, want) {
		t.Errorf("index %v %v, want %v", index.XMLName, index.Files, want)
	}
	pages := readSitemap(t, h, "/sitemaps/pages.xml")
	want := []string{"https://shop.example.com/", "https://shop.example.com/blogs", "https://shop.example.com/login",
		"https://shop.example.com/my-portfolio", "https://shop.example.com/signup",
		"https://shop.example.com/categories/power-tools"} // not the empty Garden
	if pages.XMLName.Local != "urlset" || !slices.Equal(pages.Locs, want) {
		t.Errorf("pages %v %v, want %v", pages.XMLName, pages.Locs, want)
	}
	// A placeholder page the owner hides leaves the sitemap.
	content := toolshop.DefaultContent
	content.Menu.Blogs = false
	if err := db.SetContent(ctx, content); err != nil {
		t.Fatal(err)
	}
	if pages := readSitemap(t, h, "/sitemaps/pages.xml"); slices.Contains(pages.Locs, "https://shop.example.com/blogs") ||
		!slices.Contains(pages.Locs, "https://shop.example.com/my-portfolio") {
		t.Errorf("pages with Blogs hidden: %v", pages.Locs)
	}
	tools := readSitemap(t, h, "/sitemaps/tools-1.xml")
	if want := []string{"https://shop.example.com/products/" + drill.ID + "/drill"}; tools.XMLName.Local != "urlset" || !slices.Equal(tools.Locs, want) {
		t.Errorf("tools %v %v, want %v", tools.XMLName, tools.Locs, want)
	}
	for _, path := range []string{"/sitemaps/tools-2.xml", "/sitemaps/tools-0.xml", "/sitemaps/tools-01.xml", "/sitemaps/tools.xml",
		"/sitemaps/tools-99999999999999999999.xml", "/sitemaps/other.xml"} {
		if res := h.get(path, nil); res.status != 404 {
			t.Errorf("GET %s: %d", path, res.status)
		}
	}
}

// A catalogue of 100,000 tools fills two sitemaps of 50,000 addresses, the most one holds:
// every tool's page once.
func TestSitemapOfABigCatalogue(t *testing.T) {
	if testing.Short() {
		t.Skip("imports 100,000 tools")
	}
	db := storetest.SQLite(t)
	const n = 100_000
	lines := make([]toolshop.ToolLine, n)
	for i := range lines {
		name, description, image := fmt.Sprintf("Drill %d", i), "A drill.", "/tool.svg"
		price, minOrder, stock := toolshop.Cents(100+i), 1, 5
		lines[i] = toolshop.ToolLine{Line: i + 2, Changes: toolshop.ToolChanges{Name: &name, Description: &description,
			Image: &image, Price: &price, MinOrder: &minOrder, AvailableQuantity: &stock}}
	}
	plan, err := db.ImportTools(t.Context(), lines, true)
	if err == nil {
		err = plan.Err()
	}
	if err != nil {
		t.Fatal(err)
	}
	h := newHarness(t, db, func(s *httpapi.Server) { s.BaseURL = "https://shop.example.com" })
	index := readSitemap(t, h, "/sitemap.xml")
	if want := []string{"https://shop.example.com/sitemaps/pages.xml", "https://shop.example.com/sitemaps/tools-1.xml",
		"https://shop.example.com/sitemaps/tools-2.xml"}; !slices.Equal(index.Files, want) {
		t.Errorf("index %v, want %v", index.Files, want)
	}
	seen := map[string]bool{}
	address := regexp.MustCompile(`^https://shop\.example\.com/products/[0-9a-f]{24}/drill-\d+$`)
	for _, file := range []string{"/sitemaps/tools-1.xml", "/sitemaps/tools-2.xml"} {
		f := readSitemap(t, h, file)
		if len(f.Locs) != 50_000 {
			t.Errorf("%s holds %d addresses, want 50,000", file, len(f.Locs))
		}
		for _, loc := range f.Locs {
			if !address.MatchString(loc) || seen[loc] {
				t.Fatalf("%s: %s is no tool's page, or again", file, loc)
			}
			seen[loc] = true
		}
	}
	if len(seen) != n {
		t.Errorf("%d tools' pages, want %d", len(seen), n)
	}
	if res := h.get("/sitemaps/tools-3.xml", nil); res.status != 404 {
		t.Errorf("tools-3.xml: %d", res.status)
	}
}

// The build's own files (the manifest the server reads to find the start script) are not served.
func TestBuildFilesNotServed(t *testing.T) {
	h := newHarness(t, storetest.SQLite(t), func(s *httpapi.Server) {
		s.Pages = fstest.MapFS{"index.html": {Data: []byte("<!doctype html><title>Toolshop</title>")},
			".vite/manifest.json": {Data: []byte(`{"src/start.ts": {"file": "assets/start-1a2b.js"}}`)}}
	})
	if res := h.get("/.vite/manifest.json", nil); res.status != 404 || strings.Contains(string(res.body), "start-1a2b") {
		t.Errorf("GET /.vite/manifest.json: %d %s", res.status, res.body)
	}
}
