package httpapi_test

import (
	"encoding/json"
	"image/jpeg"
	"reflect"
	"strings"
	"testing"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// An admin gives the shop its brand in its settings; GET /config tells anyone its public
// part, the demo's until then. Each bad field is a 400 naming it, and changes nothing.
func TestBrandCalls(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		admin := h.admin("boss@example.com")
		brand := func(when string, want toolshop.ShopBrand) {
			t.Helper()
			var config struct{ Shop toolshop.ShopBrand }
			if err := json.Unmarshal([]byte(h.must(200, "GET", "/config", "", nil).body), &config); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(config.Shop, want) {
				t.Errorf("%s: the config's shop %+v, want %+v", when, config.Shop, want)
			}
		}
		brand("a new shop", toolshop.ShopBrand{DisplayName: "Toolshop", SocialLinks: []toolshop.SocialLink{}})

		var logo toolshop.Picture
		h.upload(201, admin, encoded(t, jpeg.Encode, 120, 90, false)).json(t, &logo)
		settings := map[string]any{"legalName": "Acme Tools LLC", "country": "US", "paperSize": "letter",
			"displayName": "Acme Hardware", "logo": logo.URL, "brandColor": "#1D4ED8", "contactEmail": "shop@acme.example",
			"contactPhone": "+1 555 010 0199", "socialLinks": []map[string]string{{"name": "Instagram", "url": "https://instagram.com/acme"}},
			"noticesEmail": "Orders@Acme.example"}
		h.must(200, "PUT", "/admin/shop", admin, settings)
		want := toolshop.ShopBrand{DisplayName: "Acme Hardware", Logo: logo.URL, BrandColor: "#1d4ed8", ContactEmail: "shop@acme.example",
			ContactPhone: "+1 555 010 0199", SocialLinks: []toolshop.SocialLink{{Name: "Instagram", URL: "https://instagram.com/acme"}}}
		brand("as the admin set it", want)
		var shop toolshop.ShopSettings
		h.must(200, "GET", "/admin/shop", admin, nil).json(t, &shop)
		if !reflect.DeepEqual(shop.ShopBrand, want) || shop.LegalName != "Acme Tools LLC" || shop.PaperSize != "letter" ||
			shop.NoticesEmail != "orders@acme.example" {
			t.Errorf("the settings %+v", shop)
		}

		for _, bad := range []struct {
			field string
			value any
			want  string
		}{
			{"brandColor", "#f59e0b", "Too light for white text: contrast 2.1:1, needs 4.5:1"},
			{"brandColor", "amber", "Choose a colour as #rrggbb, such as #b45309"},
			{"logo", "javascript:alert(1)", "Upload a picture for the logo"},
			{"displayName", "Acme\nHardware", "Must be one line, without control characters"},
			{"contactEmail", "shop at acme", "Please provide valid email"},
			{"noticesEmail", "orders at acme", "Please provide valid email"},
			{"contactPhone", "<b>555</b>", "Use digits, spaces and + ( ) - . only"},
			{"socialLinks.0.url", []map[string]string{{"name": "X", "url": "data:text/html,hi"}}, "Must be a web link, starting with https:// or http://"},
			{"socialLinks", make([]map[string]string, 7), "At most 6 social links"},
		} {
			body := map[string]any{}
			for k, v := range settings {
				body[k] = v
			}
			field, _, _ := strings.Cut(bad.field, ".")
			body[field] = bad.value
			wantFields(t, bad.field, h.do("PUT", "/admin/shop", admin, body), 400, map[string]string{bad.field: bad.want})
		}
		wantFields(t, "a wrong type", h.do("PUT", "/admin/shop", admin, map[string]any{"legalName": "A", "country": "US", "socialLinks": "x"}), 400, map[string]string{"socialLinks": "Must be a list"})
		brand("after the refusals", want)

		// Every page the server sends names the shop and wears its colour before any script
		// runs: the home page, a page the app draws alone, and the 404 page.
		for _, path := range []string{"/", "/login", "/no-such-page"} {
			res := h.do("GET", path, "", nil)
			p := parsePage(t, res.body)
			if title := text(p.one("title")); !strings.HasPrefix(title, "Acme Hardware") {
				t.Errorf("%s: title %q", path, title)
			}
			if style := text(p.one("style")); style != ":root{--accent:#1d4ed8;--accent-dark:#173ead;--accent-soft:#e4eafa}" {
				t.Errorf("%s: style %q", path, style)
			}
		}
	})
}
