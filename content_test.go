package toolshop_test

import (
	"reflect"
	"testing"

	"toolshop"
)

// The footer's links may write to or call the shop (mailto:, tel: in its global form); any
// other scheme, a mailto: with headers or a number that is no tel: link's is a 400 naming
// the link. The banner's button stays a link of the shop or the web.
func TestFooterLinks(t *testing.T) {
	const msg = "Must be a web link (https://…), a path of the shop's own (/pages/returns), mailto:shop@example.com or tel:+15550100199"
	footer := func(href string) error {
		c := toolshop.Content{Hero: toolshop.Hero{Title: "Tools", Button: "Shop", Link: "/"},
			Footer: []toolshop.FooterColumn{{Title: "Contact", Links: []toolshop.FooterLink{{Label: "Us", Href: href}}}}}
		return c.Validate()
	}
	for _, href := range []string{"mailto:shop@example.com", "mailto:Sales.Team@shop.example.co.uk", "tel:+15550100199",
		"tel:+1-555-010-0199", "tel:+44(20)7946.0000", " tel:+15550100199 ", "/pages/contact", "https://example.com/contact"} {
		if err := footer(href); err != nil {
			t.Errorf("%q refused: %v", href, err)
		}
	}
	for _, href := range []string{"mailto:", "mailto:shop", "mailto:shop@example.com?cc=all@example.com", "mailto:a@b.com&subject=x",
		"mailto:shop@example.com,other@example.com", "MAILTO:shop@example.com", "mailto:shop @example.com", "mailto:shop@exa\x00mple.com",
		"tel:15550100199", "tel:+", "tel:+1", "tel:+1 555 010 0199", "tel:+1555;ext=2", "tel:+1555abc", "tel:+(1)5550100199",
		"tel:+15550100199\ttel:+1", "sms:+15550100199", "javascript:alert(1)", "data:text/html,x", "//evil.example"} {
		err := footer(href)
		if e, ok := err.(*toolshop.Error); !ok || len(e.Fields) != 1 || e.Fields["footer.0.links.0.href"] == "" {
			t.Errorf("%q: %v, want the footer's link refused", href, err)
		}
	}
	if e, ok := footer("tel:555").(*toolshop.Error); !ok || !reflect.DeepEqual(e.Fields, map[string]string{"footer.0.links.0.href": msg}) {
		t.Errorf("tel:555: %v", e)
	}
	c := toolshop.Content{Hero: toolshop.Hero{Title: "Tools", Button: "Call us", Link: "tel:+15550100199"}}
	if e, ok := c.Validate().(*toolshop.Error); !ok || e.Fields["hero.link"] == "" {
		t.Errorf("a tel: banner button: %v", c.Validate())
	}
}
