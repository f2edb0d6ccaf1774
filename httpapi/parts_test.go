package httpapi_test

import (
	"context"
	"html"
	"math"
	"regexp"
	"slices"
	"strings"
	"testing"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// One order with a discount, taxed shipping and tax shows the same parts, with the same
// labels and amounts in the same order, in the four places it is drawn: the API's answer (which
// the pages draw), the invoice PDF, and the paid mail's HTML and plain text.
func TestOrderPartsEverywhere(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		postman, box := h.postman()
		admin := h.admin("boss@example.com")
		ann := h.customer("ann@example.com")
		h.must(200, "PUT", "/admin/shop", admin, map[string]any{"legalName": "Toolshop Inc.", "country": "US", "region": "CA", "shippingTaxed": true})
		h.must(201, "POST", "/admin/tax-rates", admin, map[string]any{"country": "US", "region": "CA", "name": "CA sales tax", "rate": 725})
		h.must(201, "POST", "/admin/shipping-methods", admin, map[string]any{"name": "Express", "price": 9.99, "countries": []string{"US"}})
		h.must(201, "POST", "/admin/discount-codes", admin, map[string]any{"code": "WELCOME10", "kind": "percent", "percent": 1000, "active": true})
		saw := h.tool(3495, 1, 10)
		h.must(200, "PUT", "/cart/"+saw, ann, map[string]int{"quantity": 2})
		var methods []struct {
			ID string `json:"_id"`
		}
		h.must(200, "GET", "/shipping-methods?country=US&region=CA", "", nil).json(t, &methods)
		id := h.must(201, "POST", "/checkout", ann, map[string]any{"customerName": "Ann Lee", "number": "555", "line1": "1 Main St",
			"city": "Oakland", "postalCode": "94607", "country": "US", "region": "CA", "shippingMethodId": methods[0].ID, "code": "WELCOME10"}).
			field(t, "insertedId").(string)

		var pending struct {
			Actions []toolshop.Action `json:"actions"`
		}
		h.must(200, "GET", "/orders/"+id, ann, nil).json(t, &pending)
		if !slices.Equal(pending.Actions, []toolshop.Action{toolshop.ActionPay, toolshop.ActionCancel}) {
			t.Errorf("the pending order allows its customer %v", pending.Actions)
		}
		h.pay(ann, id)

		var answer struct {
			Parts []struct {
				Kind   toolshop.PartKind `json:"kind"`
				Label  string            `json:"label"`
				Amount float64           `json:"amount"`
			} `json:"parts"`
			Actions []toolshop.Action `json:"actions"`
		}
		h.must(200, "GET", "/orders/"+id, admin, nil).json(t, &answer)
		if !slices.Equal(answer.Actions, []toolshop.Action{toolshop.ActionShip, toolshop.ActionRefund}) {
			t.Errorf("the paid order allows an admin %v", answer.Actions)
		}
		var shown [][2]string
		var kinds []toolshop.PartKind
		for _, p := range answer.Parts {
			shown = append(shown, [2]string{p.Label, toolshop.Cents(math.Round(p.Amount * 100)).String()})
			kinds = append(kinds, p.Kind)
		}
		if want := []toolshop.PartKind{toolshop.PartSubtotal, toolshop.PartDiscount, toolshop.PartShipping, toolshop.PartShippingTax,
			toolshop.PartTax, toolshop.PartTotal}; !slices.Equal(kinds, want) {
			t.Fatalf("the answer's parts are %v, want every kind: %v", kinds, want)
		}
		if shown[1][0] != "Discount (WELCOME10)" || shown[2][0] != "Shipping (Express)" || shown[4][0] != "CA sales tax" {
			t.Errorf("the answer's labels: %v", shown)
		}

		pdf := pdfTexts(string(h.must(200, "GET", "/orders/"+id+"/invoice.pdf", ann, nil).body))
		postman.OrderPaid(context.Background(), h.stored(id))
		m := box.last(t, postman)
		for _, r := range []struct {
			name  string
			texts []string
		}{
			{"the invoice", pdf},
			{"the mail's HTML", htmlTexts(m.HTML)},
			{"the mail's text", plainTexts(m.Text)},
		} {
			if got := pairsOf(r.texts, shown); !slices.Equal(got, shown) {
				t.Errorf("%s shows the parts %v, the API %v", r.name, got, shown)
			}
		}
	})
}

// pairsOf are the parts found in texts, in the order found: each label of shown whose next
// text is an amount.
func pairsOf(texts []string, shown [][2]string) [][2]string {
	var found [][2]string
	for i := 0; i+1 < len(texts); i++ {
		if slices.ContainsFunc(shown, func(p [2]string) bool { return p[0] == texts[i] }) {
			found = append(found, [2]string{texts[i], texts[i+1]})
		}
	}
	return found
}

var (
	pdfShown  = regexp.MustCompile(`\(((?:\\.|[^\\)])*)\)\s*Tj`)
	htmlTag   = regexp.MustCompile(`<[^>]*>`)
	plainPart = regexp.MustCompile(`^\s*(.+?):\s+(-?\$[\d,]+\.\d\d)\s*$`)
)

// pdfTexts are the strings an uncompressed PDF shows, in the order it shows them.
func pdfTexts(pdf string) []string {
	var texts []string
	unescape := strings.NewReplacer(`\(`, "(", `\)`, ")", `\\`, `\`)
	for _, m := range pdfShown.FindAllStringSubmatch(pdf, -1) {
		texts = append(texts, unescape.Replace(m[1]))
	}
	return texts
}

// htmlTexts are the texts between an HTML mail's tags, one a cell, in order.
func htmlTexts(doc string) []string {
	var texts []string
	for _, t := range strings.Split(htmlTag.ReplaceAllString(doc, "\n"), "\n") {
		if t = strings.TrimSpace(html.UnescapeString(t)); t != "" {
			texts = append(texts, t)
		}
	}
	return texts
}

// plainTexts are a plain-text mail's "Label: $1.00" rows as label and amount, in order.
func plainTexts(text string) []string {
	var texts []string
	for _, line := range strings.Split(text, "\n") {
		if m := plainPart.FindStringSubmatch(line); m != nil {
			texts = append(texts, m[1], m[2])
		}
	}
	return texts
}
