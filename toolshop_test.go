package toolshop_test

import (
	"encoding/json"
	"errors"
	"testing"

	"toolshop"
)

// Money travels as dollars and is held as whole cents, without float drift.
func TestCentsJSON(t *testing.T) {
	for _, c := range []struct {
		json  string
		cents toolshop.Cents
	}{{"12.5", 1250}, {"19.99", 1999}, {"0.29", 29}, {"550", 55000}} {
		var got toolshop.Cents
		if err := json.Unmarshal([]byte(c.json), &got); err != nil || got != c.cents {
			t.Errorf("%s: %d %v, want %d", c.json, got, err, c.cents)
		}
	}
	for _, c := range []struct {
		cents toolshop.Cents
		json  string
	}{{1250, "12.5"}, {1999, "19.99"}, {55000, "550"}, {7, "0.07"}} {
		if got, _ := json.Marshal(c.cents); string(got) != c.json {
			t.Errorf("%d: %s, want %s", c.cents, got, c.json)
		}
	}
	// A refused amount is a type error, which encoding/json marks with the field that held
	// it, whatever its name; one that is a number carries the field's message.
	for bad, message := range map[string]string{`"5"`: "", `true`: "", `1e20`: "Must be at most $1,000,000,000",
		`1.005`: "Must be in whole cents"} {
		var req struct {
			Total toolshop.Cents `json:"total"`
		}
		err := json.Unmarshal([]byte(`{"total": `+bad+`}`), &req)
		var typeErr *json.UnmarshalTypeError
		if !errors.As(err, &typeErr) || typeErr.Field != "total" || message != "" && typeErr.Value != message {
			t.Errorf("%s: %#v, want a type error of field total saying %q", bad, err, message)
		}
	}
}

func TestCheckQuantity(t *testing.T) {
	tool := toolshop.Tool{MinOrder: 5, AvailableQuantity: 10}
	for q, want := range map[int]string{4: "Less than minimum order", 5: "", 10: "", 11: "More than available quantity"} {
		err := tool.CheckQuantity(q)
		if got := ""; err != nil {
			got = toolshop.ErrorMessage(err)
			if got != want {
				t.Errorf("quantity %d: %q, want %q", q, got, want)
			}
		} else if want != "" {
			t.Errorf("quantity %d accepted, want %q", q, want)
		}
	}
}

func TestIsID(t *testing.T) {
	for id, want := range map[string]bool{
		"0123456789abcdef01234567": true, "0123456789ABCDEF01234567": false,
		"0123456789abcdef0123456": false, "": false, "0123456789abcdef0123456z": false,
	} {
		if toolshop.IsID(id) != want {
			t.Errorf("IsID(%q) = %v", id, !want)
		}
	}
}
