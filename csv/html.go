package csv

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// blocks are the elements that stand on lines of their own: a paragraph, a heading, a list's
// item, a table's row.
var blocks = map[atom.Atom]bool{atom.P: true, atom.Div: true, atom.Li: true, atom.Tr: true, atom.Br: true,
	atom.H1: true, atom.H2: true, atom.H3: true, atom.H4: true, atom.H5: true, atom.H6: true,
	atom.Ul: true, atom.Ol: true, atom.Table: true, atom.Blockquote: true, atom.Pre: true, atom.Section: true}

// PlainText is the text of a piece of HTML (a Shopify product's Body (HTML)): its tags gone,
// its character references read, each paragraph (block) a line, spaces within one (a
// no-break space too) collapsed to one.
func PlainText(s string) string {
	nodes, err := html.ParseFragment(strings.NewReader(s), &html.Node{Type: html.ElementNode, DataAtom: atom.Body, Data: "body"})
	if err != nil { // the parser reads any text; only a failing reader errs
		return strings.TrimSpace(s)
	}
	var lines []string
	var line strings.Builder
	endLine := func() {
		if text := strings.Join(strings.Fields(line.String()), " "); text != "" {
			lines = append(lines, text)
		}
		line.Reset()
	}
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		switch {
		case n.Type == html.TextNode:
			line.WriteString(n.Data)
		case n.Type == html.ElementNode && (n.DataAtom == atom.Script || n.DataAtom == atom.Style || n.DataAtom == atom.Template):
			return
		}
		block := n.Type == html.ElementNode && blocks[n.DataAtom]
		if block {
			endLine()
		}
		if n.DataAtom == atom.Li {
			line.WriteString("• ")
		}
		for child := n.FirstChild; child != nil; child = child.NextSibling {
			walk(child)
		}
		if block {
			endLine()
		}
	}
	for _, n := range nodes {
		walk(n)
	}
	endLine()
	return strings.Join(lines, "\n")
}
