package toolshop_test

import (
	"reflect"
	"testing"

	"toolshop"
)

func ptr[T any](v T) *T { return &v }

// Each request is checked by its own method in the domain, before any service sees it; a
// refusal names the field each message is about.
func TestRequestRules(t *testing.T) {
	ann := toolshop.User{Email: "ann@example.com", Name: "Ann"}
	order := func(change func(*toolshop.NewOrder)) error {
		r := toolshop.NewOrder{ToolID: "0123456789abcdef01234567", Quantity: ptr(2)}
		r.Line1, r.Phone = "1 Mill Road", "555"
		change(&r)
		return r.Validate(r.Email != "")
	}
	profile := func(change func(*toolshop.Profile)) error {
		p := toolshop.Profile{Name: "Ann", Education: "BSc", City: "Leeds", Phone: "555", LinkedIn: "https://example.com/ann"}
		change(&p)
		return p.Validate()
	}
	for _, c := range []struct {
		name   string
		err    error
		fields map[string]string
	}{
		{"an edit setting nothing", (&toolshop.ToolChanges{}).Validate(), nil},
		{"an edit of the price alone", (&toolshop.ToolChanges{Price: ptr(toolshop.Cents(5))}).Validate(), nil},
		{"an edit to a free tool", (&toolshop.ToolChanges{Price: ptr(toolshop.Cents(0))}).Validate(),
			map[string]string{"price": "Price must be more than 0"}},
		{"an edit blanking the name", (&toolshop.ToolChanges{Name: ptr("  ")}).Validate(),
			map[string]string{"name": "Name is required"}},
		{"an edit to a bad image and minimum", (&toolshop.ToolChanges{Image: ptr("//x.example/a.png"), MinOrder: ptr(0)}).Validate(),
			map[string]string{"image": "Image link must start with https://, http:// or /", "minOrder": "min Order must be at least 1"}},
		{"an edit to negative stock", (&toolshop.ToolChanges{AvailableQuantity: ptr(-1)}).Validate(),
			map[string]string{"availableQuantity": "available Quantity cannot be negative"}},
		{"an order", order(func(*toolshop.NewOrder) {}), nil},
		{"an order without number", order(func(r *toolshop.NewOrder) { r.Phone = " " }),
			map[string]string{"number": "Number is required"}},
		{"a guest's order without name", order(func(r *toolshop.NewOrder) { r.Email = "ann@example" }),
			map[string]string{"customerName": "Name is required", "email": "Please provide valid email"}},
		{"an order without quantity", order(func(r *toolshop.NewOrder) { r.Quantity = nil }),
			map[string]string{"quantity": "Quantity is required"}},
		{"an order of a bad tool id", order(func(r *toolshop.NewOrder) { r.ToolID = "x" }), map[string]string{"toolId": "Invalid id"}},
		{"a profile", profile(func(*toolshop.Profile) {}), nil},
		{"a profile without phone or link", profile(func(p *toolshop.Profile) { p.Phone, p.LinkedIn = "", " " }),
			map[string]string{"number": "Number is required", "profile": "Linked in profile link is required"}},
		{"a profile of a javascript: link", profile(func(p *toolshop.Profile) { p.LinkedIn = "javascript:alert(document.cookie)" }),
			map[string]string{"profile": "Must be a web link, starting with https:// or http://"}},
		{"a profile of a data: link", profile(func(p *toolshop.Profile) { p.LinkedIn = "data:text/html,<script>1</script>" }),
			map[string]string{"profile": "Must be a web link, starting with https:// or http://"}},
		{"a profile of a link without host", profile(func(p *toolshop.Profile) { p.LinkedIn = "https://" }),
			map[string]string{"profile": "Must be a web link, starting with https:// or http://"}},
		{"a tool's javascript: image", (&toolshop.ToolChanges{Image: ptr("javascript:alert(1)")}).Validate(),
			map[string]string{"image": "Image link must start with https://, http:// or /"}},
		{"a tool's image on another host without scheme", (&toolshop.ToolChanges{Image: ptr("/\\evil.example/x.png")}).Validate(),
			map[string]string{"image": "Image link must start with https://, http:// or /"}},
		{"a tool's uploaded picture", (&toolshop.ToolChanges{Image: ptr("/images/u/0123-800.jpg")}).Validate(), nil},
		{"a tool's web image", (&toolshop.ToolChanges{Image: ptr("HTTPS://example.com/saw.png")}).Validate(), nil},
		{"a payment report", toolshop.PaymentReport{Transaction: "pi_1"}.Validate("o1"), nil},
		{"a payment report without transaction", toolshop.PaymentReport{OrderID: "o1"}.Validate("o1"),
			map[string]string{"transaction": "Transaction is required"}},
		{"a new tool with five bad fields: every problem at once", func() error {
			_, err := toolshop.ToolChanges{Name: ptr(" "), Price: ptr(toolshop.Cents(-400)), MinOrder: ptr(0),
				AvailableQuantity: ptr(-1), Description: ptr("A saw.")}.NewTool()
			return err
		}(), map[string]string{"name": "Name is required", "price": "Price must be more than 0", "image": "Image link is required",
			"minOrder": "min Order must be at least 1", "availableQuantity": "available Quantity cannot be negative"}},
		{"a review without rating", func() error { _, err := toolshop.NewReview{Description: "Good."}.ReviewBy(ann); return err }(),
			map[string]string{"ratings": "Ratings is required"}},
	} {
		var got map[string]string
		if e, ok := c.err.(*toolshop.Error); ok && e.Code == toolshop.EINVALID {
			got = e.Fields
		} else if c.err != nil {
			t.Errorf("%s: %v is no field error", c.name, c.err)
			continue
		}
		if !reflect.DeepEqual(got, c.fields) {
			t.Errorf("%s: fields %v, want %v", c.name, got, c.fields)
		}
	}
	if err := (toolshop.PaymentReport{OrderID: "o2", Transaction: "pi_1"}).Validate("o1"); toolshop.ErrorCode(err) != toolshop.EINVALID {
		t.Errorf("a report of another order: %v", err)
	}
	for id, want := range map[string]error{"0123456789abcdef01234567": nil, "nope": toolshop.ErrInvalidID, "1' OR '1'='1": toolshop.ErrInvalidID} {
		if _, err := toolshop.ParseID(id); err != want {
			t.Errorf("ParseID(%q): %v, want %v", id, err, want)
		}
	}
}

// A review and an order are signed with the account's name: a review always, an order when
// it gives none.
func TestSignedWithTheAccountName(t *testing.T) {
	ann := toolshop.User{Email: "ann@example.com", Name: "Ann"}
	review, err := toolshop.NewReview{Name: "Someone Else", Ratings: ptr(5), Description: "Good."}.ReviewBy(ann)
	if err != nil || review.Name != "Ann" {
		t.Errorf("review signed %q, %v", review.Name, err)
	}
	tool := toolshop.Tool{ID: "t1", Name: "DRILL", Price: 100, MinOrder: 1, AvailableQuantity: 9}
	for given, want := range map[string]string{"": "Ann", "Bob": "Bob"} {
		o, err := buyNow(ann, tool, 1, given, 0, toolshop.DefaultOrderRules)
		if err != nil || o.CustomerName != want {
			t.Errorf("order named %q signed %q, %v", given, o.CustomerName, err)
		}
	}
}
