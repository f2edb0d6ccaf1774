package site

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html"
	"io/fs"
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
	return &shell{beforeHead: before, afterHead: head, afterRoot: root, startHead: startHead(pages, head)}
}

// startHead is head with the app's entry script and module preloads replaced by the start
// script, told where they are; head itself when the manifest names no start script.
func startHead(pages fs.FS, head []byte) []byte {
	var manifest map[string]struct{ File string }
	data, err := fs.ReadFile(pages, ".vite/manifest.json")
	if err != nil || json.Unmarshal(data, &manifest) != nil || manifest[startScript].File == "" {
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
