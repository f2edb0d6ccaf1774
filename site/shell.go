package site

import (
	"bytes"
	"io/fs"
	"regexp"
	"slices"
)

// shell is the built index.html cut where the server writes a page of its own (pagehtml.go):
// its head in place of index.html's title and description, its visible markup inside #root.
// The rest, the app's styles and scripts, is sent as built.
type shell struct {
	beforeHead, afterHead, afterRoot []byte
}

var (
	shellTitle       = regexp.MustCompile(`(?is)<title>.*?</title>`)
	shellDescription = regexp.MustCompile(`(?is)\s*<meta\s+name="description"[^>]*>`)
	shellStylesheet  = regexp.MustCompile(`<link rel="stylesheet"[^>]*href="/([^"]+\.css)"[^>]*>`)
)

// emptyRoot is the element the app renders into, as index.html holds it.
const emptyRoot = `<div id="root"></div>`

// readShell cuts the built index.html of pages; nil when the pages are not built.
func readShell(pages fs.FS) *shell {
	index, err := fs.ReadFile(pages, "index.html")
	if err != nil {
		return nil
	}
	index = shellDescription.ReplaceAll(index, nil)
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
	return &shell{beforeHead: before, afterHead: head, afterRoot: root}
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
