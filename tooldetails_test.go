package toolshop_test

import (
	"reflect"
	"strings"
	"testing"

	"toolshop"
)

// A tool's details are checked as its other fields are: each refusal names its field, and a
// picture or a specification by its place.
func TestToolDetailRules(t *testing.T) {
	pictures := func(n int) *[]toolshop.ToolPicture {
		list := make([]toolshop.ToolPicture, n)
		for i := range list {
			list[i] = toolshop.ToolPicture{URL: "/p.jpg", Alt: "A picture"}
		}
		return &list
	}
	specs := func(rows ...string) *[]toolshop.ToolSpec {
		list := []toolshop.ToolSpec{}
		for i := 0; i+1 < len(rows); i += 2 {
			list = append(list, toolshop.ToolSpec{Name: rows[i], Value: rows[i+1]})
		}
		return &list
	}
	for _, c := range []struct {
		name    string
		changes toolshop.ToolChanges
		fields  map[string]string
	}{
		{"ten pictures", toolshop.ToolChanges{Pictures: pictures(10)}, nil},
		{"an eleventh picture", toolshop.ToolChanges{Pictures: pictures(11)}, map[string]string{"pictures": "A tool has at most 10 pictures"}},
		{"no picture", toolshop.ToolChanges{Pictures: pictures(0)}, map[string]string{"pictures": "Add at least one picture"}},
		{"a picture of a javascript: link", toolshop.ToolChanges{Pictures: &[]toolshop.ToolPicture{{URL: "/a.jpg"}, {URL: "javascript:alert(1)"}}},
			map[string]string{"pictures": "Picture 2: Image link must start with https://, http:// or /"}},
		{"a link with a space", toolshop.ToolChanges{Pictures: &[]toolshop.ToolPicture{{URL: "/a b.jpg"}}},
			map[string]string{"pictures": "Picture 1: Image link must not hold spaces: write them as %20"}},
		{"a long alt text", toolshop.ToolChanges{Pictures: &[]toolshop.ToolPicture{{URL: "/a.jpg", Alt: strings.Repeat("a", 251)}}},
			map[string]string{"pictures": "Picture 1: Must be 250 characters or fewer"}},
		{"an image that is not the first picture", toolshop.ToolChanges{Image: ptr("/b.jpg"), Pictures: pictures(1)},
			map[string]string{"image": "Image link must be the first picture's link"}},
		{"a brand and a SKU", toolshop.ToolChanges{Brand: ptr(" Bosch "), SKU: ptr("06019H4000")}, nil},
		{"a brand of two lines and a long SKU", toolshop.ToolChanges{Brand: ptr("Bo\nsch"), SKU: ptr(strings.Repeat("9", 65))},
			map[string]string{"brand": "Must be one line, without control characters", "sku": "Must be 64 characters or fewer"}},
		{"specifications", toolshop.ToolChanges{Specs: specs("Voltage", "18 V", "Weight", "1.6 kg: bare")}, nil},
		{"a specification without value", toolshop.ToolChanges{Specs: specs("Voltage", "18 V", "Weight", " ")},
			map[string]string{"specs": "Specification 2: value is required"}},
		{"a specification named twice", toolshop.ToolChanges{Specs: specs("Voltage", "18 V", "voltage", "20 V")},
			map[string]string{"specs": "Specification 2: voltage is named twice"}},
		{"a separator in a name", toolshop.ToolChanges{Specs: specs("Size: max", "3")},
			map[string]string{"specs": "Specification 1: name must not hold : or ;"}},
		{"a semicolon in a value", toolshop.ToolChanges{Specs: specs("Chuck", "10; 13 mm")},
			map[string]string{"specs": "Specification 1: value must not hold ;"}},
		{"31 specifications", toolshop.ToolChanges{Specs: func() *[]toolshop.ToolSpec {
			list := make([]toolshop.ToolSpec, 31)
			for i := range list {
				list[i] = toolshop.ToolSpec{Name: strings.Repeat("n", i+1), Value: "v"}
			}
			return &list
		}()}, map[string]string{"specs": "A tool has at most 30 specifications"}},
	} {
		var got map[string]string
		if err := c.changes.Validate(); err != nil {
			got = err.(*toolshop.Error).Fields
		}
		if !reflect.DeepEqual(got, c.fields) {
			t.Errorf("%s: fields %v, want %v", c.name, got, c.fields)
		}
	}
}

// A tool made of its image alone has it as its one picture; one made of pictures has the
// first's link as its image.
func TestToolImageIsTheFirstPicture(t *testing.T) {
	base := func() toolshop.ToolChanges {
		return toolshop.ToolChanges{Name: ptr("Saw"), Price: ptr(toolshop.Cents(100)), MinOrder: ptr(1), AvailableQuantity: ptr(1),
			Description: ptr("A saw.")}
	}
	c := base()
	c.Image = ptr(" /saw.jpg ")
	tool, err := c.NewTool()
	if err != nil || tool.Image != "/saw.jpg" || !reflect.DeepEqual(tool.Pictures, []toolshop.ToolPicture{{URL: "/saw.jpg"}}) {
		t.Errorf("from an image: %+v, %v", tool, err)
	}
	c = base()
	c.Pictures = &[]toolshop.ToolPicture{{URL: "/side.jpg", Alt: " The side "}, {URL: "/saw.jpg"}}
	tool, err = c.NewTool()
	if err != nil || tool.Image != "/side.jpg" || tool.Pictures[0].Alt != "The side" || len(tool.Pictures) != 2 {
		t.Errorf("from pictures: %+v, %v", tool, err)
	}
	c = base()
	if _, err := c.NewTool(); err == nil || err.(*toolshop.Error).Fields["image"] != "Image link is required" {
		t.Errorf("neither: %v", err)
	}
}
