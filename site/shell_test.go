package site

import (
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"
	"testing/fstest"
	"time"

	"golang.org/x/net/html"

	"toolshop/web"
)

// A page a visitor lands on names the code the app's entry does not import, and each file once:
// the cart's chunk and the chunk only it imports, not the chunk the entry preloads itself.
func TestLandingPagesNameTheirCode(t *testing.T) {
	pages := fstest.MapFS{
		"index.html": {Data: []byte(`<html><head><title>Toolshop</title>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/shared-1.js">
</head><body><div id="root"></div></body></html>`)},
		".vite/manifest.json": {Data: []byte(`{
"index.html": {"file": "assets/index-1.js", "imports": ["_shared-1.js"]},
"_shared-1.js": {"file": "assets/shared-1.js"},
"_lines-1.js": {"file": "assets/lines-1.js", "imports": ["_shared-1.js", "_lines-1.css"]},
"_lines-1.css": {"file": "assets/lines-1.css"},
"src/app/routes/cart.tsx": {"file": "assets/cart-1.js", "imports": ["index.html", "_shared-1.js", "_lines-1.js"]},
"src/app/routes/checkout.tsx": {"file": "assets/checkout-1.js", "imports": ["index.html", "_lines-1.js"]}}`)},
	}
	s := New(Site{Prices: testPrices{}, Content: testContent{}, Catalogue: testCatalogue{}, Memory: forgetful{}, Pages: pages,
		Now: func() time.Time { return testNow }})
	for path, want := range map[string][]string{
		"/cart":       {"/assets/cart-1.js", "/assets/lines-1.js"},
		"/checkout":   {"/assets/checkout-1.js", "/assets/lines-1.js"},
		"/Cart/":      {"/assets/cart-1.js", "/assets/lines-1.js"},
		"/login":      nil,
		"/dashboard":  nil,
		"/index.html": nil,
	} {
		res := httptest.NewRecorder()
		if err := s.App(res, httptest.NewRequest("GET", path, nil)); err != nil || res.Code != http.StatusOK {
			t.Fatalf("GET %s: %v %d", path, err, res.Code)
		}
		doc, err := html.Parse(res.Body)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, link := range find(doc, "link", "") {
			if attrOf(link, "rel") == "modulepreload" && attrOf(link, "href") != "/assets/shared-1.js" {
				got = append(got, attrOf(link, "href"))
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("GET %s preloads %q, want %q", path, got, want)
		}
	}
}

// Each landing page's module is one the built app imports: a route whose file moved would
// otherwise lose its preloads without a word.
func TestLandingModulesAreBuilt(t *testing.T) {
	m := readManifest(web.Dist())
	if m["index.html"].File == "" {
		t.Skip("the pages are not built (make build builds them)")
	}
	routes := web.ClientRoutes()
	for route, module := range landingModules {
		if !slices.Contains(routes.Unindexed, route) && !slices.Contains(routes.Indexed, route) {
			t.Errorf("%s is no route of routes.json", route)
		}
		if m[module].File == "" {
			t.Errorf("%s: the build has no %s", route, module)
		}
	}
}
