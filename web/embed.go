// Package web holds the React app. Its Vite build in dist/ is embedded into the binary, with
// the list of its client routes.
package web

import (
	"embed"
	"encoding/json"
	"io/fs"
	"maps"
	"slices"
	"strings"
	"sync"
)

//go:embed all:dist
var dist embed.FS

// Dist is the built app: index.html at its root, hashed files under assets/.
// Before `npm run build` it holds only a placeholder.
func Dist() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		panic(err) // the folder is part of the embed pattern, so this cannot fail
	}
	return sub
}

//go:embed src/config/routes.json
var routesJSON []byte

// Routes are the pages' client routes, the very list their router uses
// (src/config/routes.json): patterns like /blogs or /purchase/:toolId, where a :name segment
// stands for any one segment.
type Routes struct {
	// Indexed are the public pages search engines should list.
	Indexed []string
	// Unindexed are the other pages: signed-in ones, those a mailed link opens, and the
	// tools' pages, which the tools' sitemaps list one by one.
	Unindexed []string
}

// ClientRoutes is the pages' route list, read once: the sitemap asks for it on every request.
var ClientRoutes = sync.OnceValue(func() Routes {
	var named struct{ Indexed, Unindexed map[string]string }
	if err := json.Unmarshal(routesJSON, &named); err != nil {
		panic(err) // the file is part of the build, and a test reads it
	}
	return Routes{Indexed: sorted(named.Indexed), Unindexed: sorted(named.Unindexed)}
})

func sorted(byName map[string]string) []string {
	return slices.Sorted(maps.Values(byName))
}

// Match is the route that path is, as the pages' router matches it: a :name segment stands for
// any one segment, letters match in either case and a trailing slash is ignored
// (src/config/routes.ts matches the same way for the dev server); "" when it is none.
func (r Routes) Match(path string) string {
	segments := split(path)
	for _, pattern := range slices.Concat(r.Indexed, r.Unindexed) {
		want := split(pattern)
		if len(want) == len(segments) && slices.EqualFunc(want, segments, func(w, s string) bool {
			return strings.HasPrefix(w, ":") || strings.EqualFold(w, s)
		}) {
			return pattern
		}
	}
	return ""
}

func split(path string) []string {
	return strings.FieldsFunc(path, func(c rune) bool { return c == '/' })
}

//go:embed src/config/stock.json
var stockJSON []byte

// FewLeft is how many left a tool's page calls few ("Only 3 left"), at most: the very number
// the pages use (src/config/stock.json), so the page the server writes and the one the
// browser draws say the same.
var FewLeft = sync.OnceValue(func() int {
	var stock struct{ FewLeft int }
	if err := json.Unmarshal(stockJSON, &stock); err != nil {
		panic(err) // the file is part of the build, and a test reads it
	}
	return stock.FewLeft
})
