// Package markdown turns the owner's Markdown (the shop's pages) into HTML that is safe to
// serve: goldmark, CommonMark's well-kept Go implementation, with raw HTML left out and every
// link and picture that is not a web link or a path of the shop's own taken out.
package markdown

import (
	"bytes"
	"html/template"

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

// keepShopLinks replaces every link whose destination is not a web link or a path of the
// shop's own with its text, and drops such pictures: no javascript:, data: or other scheme.
func keepShopLinks(doc ast.Node, source []byte) {
	var unsafe []ast.Node
	ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.Link:
			if !toolshop.IsShopLink(string(n.Destination)) {
				unsafe = append(unsafe, n)
			}
		case *ast.Image:
			if !toolshop.IsShopLink(string(n.Destination)) {
				unsafe = append(unsafe, n)
			}
		case *ast.AutoLink:
			if !toolshop.IsShopLink(string(n.URL(source))) {
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
