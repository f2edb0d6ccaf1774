package site

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html"
	"io/fs"
	"maps"
	"regexp"
	"slices"
	"strings"
)

// shell is the built index.html cut where the server writes a page of its own (pagehtml.go):
// its head in place of index.html's title and description, its visible markup inside #root.
// The rest, the app's styles and scripts, is sent as built; but a page the server writes whole
// gets startHead, which starts the app only when the visitor first needs it.
type shell struct {
	beforeHead, afterHead, afterRoot []byte
	// startHead is afterHead with the app's entry and the preloads of its modules replaced by
	// the start script (web/src/start.ts), which fetches them once the page has loaded and runs
	// the app at the visitor's first act; afterHead itself when the build has no start script.
	startHead []byte
	// landing are the files of each landing page's own code (landingModules) that the app's
	// entry does not import, by route.
	landing map[string][]string
}

// landingModules are the app's pages a visitor lands on from outside (a link, a reload), by
// route (web/src/config/routes.json), and the module that draws each, which the app imports
// only once it runs (web/src/app/routes.tsx): the server names their code for the browser to
// fetch beside the app's, a step less before a phone shows the cart (docs/PERFORMANCE.md).
var landingModules = map[string]string{
	"/cart":             "src/app/routes/cart.tsx",
	"/checkout":         "src/app/routes/checkout.tsx",
	"/purchase/:toolId": "src/app/routes/purchase.tsx",
	"/search":           "src/app/routes/search.tsx",
}

// manifest is the build's manifest (web/vite.config.ts): each source's built file, and the
// chunks it imports, by their keys.
type manifest map[string]struct {
	File    string
	Imports []string
}

// readManifest is the build's manifest; empty when it has none.
func readManifest(pages fs.FS) manifest {
	var m manifest
	if data, err := fs.ReadFile(pages, ".vite/manifest.json"); err == nil {
		json.Unmarshal(data, &m) // a manifest that does not parse names nothing
	}
	return m
}

// landingFiles are the addresses of the JavaScript files each of landingModules needs that the
// app's entry (index.html) does not import, which the entry's own preloads fetch already.
func (m manifest) landingFiles() map[string][]string {
	loaded := map[string]bool{"index.html": true}
	for _, chunk := range m["index.html"].Imports {
		loaded[chunk] = true
	}
	landing := map[string][]string{}
	for route, module := range landingModules {
		seen := maps.Clone(loaded)
		var walk func(key string)
		walk = func(key string) {
			if seen[key] {
				return
			}
			seen[key] = true
			if file := m[key].File; strings.HasSuffix(file, ".js") {
				landing[route] = append(landing[route], "/"+file)
			}
			for _, chunk := range m[key].Imports {
				walk(chunk)
			}
		}
		walk(module)
	}
	return landing
}

var (
	shellTitle       = regexp.MustCompile(`(?is)<title>.*?</title>`)
	shellDescription = regexp.MustCompile(`(?is)\s*<meta\s+name="description"[^>]*>`)
	// The tab's icon is each page's: the shop's logo (templates/page.html).
	shellIcon       = regexp.MustCompile(`(?is)\s*<link\s+rel="icon"[^>]*>`)
	shellStylesheet = regexp.MustCompile(`<link rel="stylesheet"[^>]*href="/([^"]+\.css)"[^>]*>`)
	shellEntry      = regexp.MustCompile(`\s*<script type="module"[^>]*src="(/[^"]+\.js)"[^>]*></script>`)
	shellPreload    = regexp.MustCompile(`\s*<link rel="modulepreload"[^>]*href="(/[^"]+\.js)"[^>]*>`)
)

// startScript is the start script's source in the build's manifest (web/vite.config.ts).
const startScript = "src/start.ts"

// emptyRoot is the element the app renders into, as index.html holds it.
const emptyRoot = `<div id="root"></div>`

// readShell cuts the built index.html of pages; nil when the pages are not built.
func readShell(pages fs.FS) *shell {
	index, err := fs.ReadFile(pages, "index.html")
	if err != nil {
		return nil
	}
	index = shellDescription.ReplaceAll(index, nil)
	index = shellIcon.ReplaceAll(index, nil)
	index = inlineStylesheet(pages, index)
	title := shellTitle.FindIndex(index)
	if title == nil { // a head slot before the body, so the title still goes first
		title = []int{0, 0}
	}
	before, after := index[:title[0]], index[title[1]:]
	head, root, found := bytes.Cut(after, []byte(emptyRoot))
	if !found {
		root = nil
	}
	m := readManifest(pages)
	return &shell{beforeHead: before, afterHead: head, afterRoot: root, startHead: startHead(m, head), landing: m.landingFiles()}
}

// startHead is head with the app's entry script and module preloads replaced by the start
// script, told where they are; head itself when the manifest names no start script.
func startHead(manifest manifest, head []byte) []byte {
	if manifest[startScript].File == "" {
		return head
	}
	entry := shellEntry.FindSubmatch(head)
	if entry == nil {
		return head
	}
	var preloads []string
	for _, link := range shellPreload.FindAllSubmatch(head, -1) {
		preloads = append(preloads, string(link[1]))
	}
	start := fmt.Sprintf(`<script type="module" crossorigin src="/%s" data-app="%s" data-preload="%s"></script>`,
		html.EscapeString(manifest[startScript].File), html.EscapeString(string(entry[1])), html.EscapeString(strings.Join(preloads, " ")))
	head = shellPreload.ReplaceAll(head, nil)
	return shellEntry.ReplaceAll(head, []byte("\n    "+start))
}

// inlineStylesheet puts the app's stylesheet into index's head in place of its link: a phone's
// first paint then waits for the page alone, not for a second request (docs/PERFORMANCE.md).
// The stylesheet is small (about 8 KB gzipped) and the app's later pages are drawn without a
// new index.html.
func inlineStylesheet(pages fs.FS, index []byte) []byte {
	link := shellStylesheet.FindSubmatchIndex(index)
	if link == nil {
		return index
	}
	css, err := fs.ReadFile(pages, string(index[link[2]:link[3]]))
	if err != nil || bytes.Contains(css, []byte("</style")) {
		return index
	}
	inlined := append([]byte("<style>"), css...)
	inlined = append(inlined, "</style>"...)
	return slices.Concat(index[:link[0]], inlined, index[link[1]:])
}
