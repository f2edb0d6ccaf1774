// Package markdown turns the owner's Markdown (the shop's pages) into HTML that is safe to
// serve: goldmark, CommonMark's well-kept Go implementation, with raw HTML left out, every
// picture that is not a web link or a path of the shop's own taken out, and every link that is
// not one of those, a mailto: or a tel: link (toolshop.IsTextLink) made its words.
package markdown

import (
	"bytes"
	"html/template"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/text"

	"toolshop"
)

// md renders CommonMark with GitHub's tables and strikethrough, and without raw HTML:
// goldmark's renderer writes "<!-- raw HTML omitted -->" in its place unless told it is safe,
// which it never is here.
var md = goldmark.New(goldmark.WithExtensions(extension.Table, extension.Strikethrough))

// HTML renders src safely, its headings one level down: the page's title is its one <h1>, so
// the owner's "# Shipping" is an <h2> under it.
func HTML(src string) (template.HTML, error) {
	source := []byte(src)
	doc := md.Parser().Parse(text.NewReader(source))
	keepShopLinks(doc, source)
	underTitle(doc)
	var out bytes.Buffer
	if err := md.Renderer().Render(&out, source, doc); err != nil {
		return "", err
	}
	// Safe: goldmark escapes the text, leaves raw HTML out and the links left are checked.
	return template.HTML(out.String()), nil
}

// underTitle moves every heading one level down, an <h6> staying one.
func underTitle(doc ast.Node) {
	ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if h, ok := n.(*ast.Heading); ok && entering && h.Level < 6 {
			h.Level++
		}
		return ast.WalkContinue, nil
	})
}

// keepShopLinks replaces every link the owner's words may not hold (toolshop.IsTextLink) with
// its text, and drops every picture that is not a shop link: no javascript:, data: or other
// scheme.
func keepShopLinks(doc ast.Node, source []byte) {
	var unsafe []ast.Node
	ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.Link:
			if !toolshop.IsTextLink(string(n.Destination)) {
				unsafe = append(unsafe, n)
			}
		case *ast.Image:
			if !toolshop.IsShopLink(string(n.Destination)) {
				unsafe = append(unsafe, n)
			}
		case *ast.AutoLink:
			if !toolshop.IsTextLink(autoLinkHref(n, source)) {
				unsafe = append(unsafe, n)
			}
		}
		return ast.WalkContinue, nil
	})
	for _, n := range unsafe {
		parent := n.Parent()
		if _, isLink := n.(*ast.Link); isLink {
			// The link's words stay, as plain text.
			for child := n.FirstChild(); child != nil; {
				next := child.NextSibling()
				parent.InsertBefore(parent, n, child)
				child = next
			}
		}
		parent.RemoveChild(parent, n)
	}
}

// autoLinkHref is the href goldmark writes for an autolink: an email's (<shop@example.com>)
// is its address after mailto:.
func autoLinkHref(n *ast.AutoLink, source []byte) string {
	url := string(n.URL(source))
	if n.AutoLinkType == ast.AutoLinkEmail && !strings.HasPrefix(strings.ToLower(url), "mailto:") {
		return "mailto:" + url
	}
	return url
}
