package markdown_test

import (
	"strings"
	"testing"

	"toolshop/markdown"
)

// The owner's Markdown becomes HTML that runs nothing: raw HTML and script are left out or
// escaped, and only web links and the shop's own paths stay links.
func TestHTMLIsSafe(t *testing.T) {
	for _, c := range []struct {
		name, src     string
		want, refused []string
	}{
		{"headings, lists, tables", "# Returns\n\n- 30 days\n- *unused*\n\n| Zone | Days |\n|---|---|\n| US | 3 |",
			[]string{"<h2>Returns</h2>", "<li>30 days</li>", "<em>unused</em>", "<table>", "<td>US</td>"}, nil},
		{"a script tag", "Hello <script>alert(1)</script>", []string{"Hello"}, []string{"<script", "alert(1)</script>"}},
		{"a raw HTML block", "<div onclick=\"steal()\">x</div>\n\ntext", []string{"text"}, []string{"<div", "onclick"}},
		{"an inline event handler", "<img src=x onerror=alert(1)>", nil, []string{"<img", "onerror"}},
		{"a javascript: link", "[Click](javascript:alert(1))", []string{"Click"}, []string{"href", "javascript:"}},
		{"a data: link", "[x](data:text/html;base64,PHNjcmlwdD4=)", []string{"x"}, []string{"href", "data:"}},
		{"a javascript: picture", "![p](javascript:alert(1))", nil, []string{"<img", "javascript:"}},
		{"a link to another host by //", "[x](//evil.example)", nil, []string{"href"}},
		{"web and own links", "[Terms](/pages/terms) and [Post](https://example.com/track?id=1&x=2)",
			[]string{`<a href="/pages/terms">Terms</a>`, `<a href="https://example.com/track?id=1&amp;x=2">Post</a>`}, nil},
		{"an autolink", "<https://example.com>", []string{`<a href="https://example.com">`}, nil},
		{"escaped text", "Tom & Jerry's <b>bold</b>, 3 < 5", []string{"Tom &amp; Jerry", "3 &lt; 5"}, []string{"<b>"}},
	} {
		got, err := markdown.HTML(c.src)
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range c.want {
			if !strings.Contains(string(got), want) {
				t.Errorf("%s: %q lacks %q", c.name, got, want)
			}
		}
		for _, bad := range c.refused {
			if strings.Contains(string(got), bad) {
				t.Errorf("%s: %q holds %q", c.name, got, bad)
			}
		}
	}
}
