package markdown_test

import (
	"strings"
	"testing"

	"toolshop/markdown"
)

// The owner's Markdown becomes HTML that runs nothing: raw HTML and script are left out or
// escaped, and only web links, the shop's own paths, mailto: and tel: stay links.
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
		{"mail and phone links", "[Write](mailto:shop@example.com), [call](tel:+1-555-010-0199), <shop@example.com> or <tel:+15550100199>",
			[]string{`<a href="mailto:shop@example.com">Write</a>`, `<a href="tel:+1-555-010-0199">call</a>`,
				`<a href="mailto:shop@example.com">shop@example.com</a>`, `<a href="tel:+15550100199">tel:+15550100199</a>`}, nil},
		{"a mailto: link with headers", "[Write](mailto:shop@example.com?bcc=all@example.com)", []string{"Write"}, []string{"href", "bcc"}},
		{"a local phone number", "[Call](tel:5550100)", []string{"Call"}, []string{"href"}},
		{"a mailto: picture", "![p](mailto:shop@example.com)", nil, []string{"<img", "mailto:"}},
		{"a vbscript: link", "[x](vbscript:msgbox) <sms:+15550100199>", []string{"x"}, []string{"href"}},
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
