package toolshop_test

// Fuzz targets for the rules every request passes through. Each checks that nothing panics,
// that a refusal is a field error a client can show, and that whatever is accepted keeps the
// rules, stated here again in their plainest form. `make fuzz` runs each for a while.

import (
	"encoding/json"
	"errors"
	"math"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"toolshop"
)

// mustBeFieldError fails unless err is a refusal of bad input that names its fields.
func mustBeFieldError(t *testing.T, err error) {
	t.Helper()
	e, ok := err.(*toolshop.Error)
	if !ok || e.Code != toolshop.EINVALID || len(e.Fields) == 0 || e.Message == "" {
		t.Fatalf("refusal %#v is not a field error", err)
	}
}

// trimmed reports whether s has no surrounding space, as every stored text must.
func trimmed(s string) bool { return s == strings.TrimSpace(s) }

// line reports whether s is one line of at most max characters, without control characters.
func line(s string, max int) bool {
	return utf8.RuneCountInString(s) <= max && !strings.ContainsFunc(s, unicode.IsControl)
}

// text reports whether s is at most max characters, without control characters but line
// breaks and tabs.
func text(s string, max int) bool {
	return utf8.RuneCountInString(s) <= max && !strings.ContainsFunc(s, func(r rune) bool {
		return unicode.IsControl(r) && !strings.ContainsRune("\n\r\t", r)
	})
}

func FuzzCents(f *testing.F) {
	for _, s := range []string{"12.5", "0.29", "19.99", "-3", "1e10", "1.005", `"5"`, "null", "1e400", "0.1e-2", "9007199254740993"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data string) {
		if !json.Valid([]byte(data)) {
			return // encoding/json refuses it before any UnmarshalJSON sees it
		}
		var c toolshop.Cents
		if err := c.UnmarshalJSON([]byte(data)); err != nil {
			var typeErr *json.UnmarshalTypeError
			if !errors.As(err, &typeErr) {
				t.Fatalf("refusal %#v is not a type error, which decoding names the field of", err)
			}
			return
		}
		// JSON null leaves the value as it was, as for every type encoding/json decodes.
		null := strings.TrimSpace(data) == "null"
		dollars, err := strconv.ParseFloat(strings.TrimSpace(data), 64)
		if err != nil && !null {
			t.Fatalf("%q accepted as %d cents, but it is not a number", data, c)
		}
		if math.Abs(float64(c)) > 1e12 || (!null && float64(c) != math.Round(dollars*100)) {
			t.Fatalf("%q accepted as %d cents", data, c)
		}
		out, _ := json.Marshal(c)
		var back toolshop.Cents
		if err := json.Unmarshal(out, &back); err != nil || back != c {
			t.Fatalf("%d cents travel as %s and come back as %d, %v", c, out, back, err)
		}
	})
}

// toolRulesHold states the rules of a stored tool.
func toolRulesHold(tool toolshop.Tool) bool {
	image := imageRuleHolds(tool.Image)
	return tool.Name != "" && line(tool.Name, 200) && line(tool.Image, 2000) && text(tool.Description, 5000) && tool.Price > 0 && tool.Price <= toolshop.MaxAmount && image &&
		tool.MinOrder >= 1 && tool.MinOrder <= toolshop.MaxQuantity &&
		tool.AvailableQuantity >= 0 && tool.AvailableQuantity <= toolshop.MaxStock && tool.Description != ""
}

// imageRuleHolds: a tool's image is a web link (http or https, with a host), or a path of
// the shop's own (one slash, no backslash), without a space of any kind (the catalogue file
// separates its pictures' links with spaces).
func imageRuleHolds(image string) bool {
	if strings.ContainsFunc(image, unicode.IsSpace) {
		return false
	}
	if strings.HasPrefix(image, "/") {
		return !strings.HasPrefix(image, "//") && !strings.Contains(image, `\`)
	}
	lower := strings.ToLower(image)
	u, err := url.Parse(image)
	return err == nil && (strings.HasPrefix(lower, "https://") || strings.HasPrefix(lower, "http://")) && u.Host != ""
}

// Validate accepts exactly the tools that keep the rules, and CheckQuantity exactly the
// quantities from the minimum order to the stock.
func FuzzToolRules(f *testing.F) {
	f.Add("CLAW HAMMER", "/images/demo/claw-hammer.svg", "A hammer.", int64(1250), 1, 10, 3)
	f.Add("", "//evil.example/x.png", "", int64(0), 0, -1, 0)
	f.Add("SAW", "javascript:alert(1)", "A saw.", int64(-5), 5, 4, 5)
	f.Fuzz(func(t *testing.T, name, image, description string, price int64, minOrder, available, quantity int) {
		cents := toolshop.Cents(price)
		changes := toolshop.ToolChanges{Name: &name, Image: &image, Description: &description, Price: &cents,
			MinOrder: &minOrder, AvailableQuantity: &available}
		err := changes.Validate()
		var tool toolshop.Tool
		changes.Apply(&tool)
		if (err == nil) != toolRulesHold(tool) || !trimmed(tool.Name) || !trimmed(tool.Image) || !trimmed(tool.Description) {
			t.Fatalf("Validate(%+v) = %v, rules hold: %v", tool, err, toolRulesHold(tool))
		}
		if err != nil {
			mustBeFieldError(t, err)
		}
		err = tool.CheckQuantity(quantity)
		if (err == nil) != (minOrder <= quantity && quantity <= available) {
			t.Fatalf("CheckQuantity(%d) of %+v = %v", quantity, tool, err)
		}
		if code := toolshop.ErrorCode(err); err != nil && code != toolshop.EINVALID && code != toolshop.ECONFLICT {
			t.Fatalf("CheckQuantity refused with %v", err)
		}
	})
}

// A tool made from a create request, or edited by one, keeps the rules, or is refused.
func FuzzNewTool(f *testing.F) {
	f.Add(`{"name": " SAW ", "price": 12.5, "image": "https://x.example/saw.png", "minOrder": 2, "availableQuantity": 9, "description": "A saw."}`)
	f.Add(`{"name": "SAW", "price": 0.001, "image": "/x", "minOrder": 1, "availableQuantity": 1, "description": "d"}`)
	f.Add(`{"name": "   ", "price": -1, "minOrder": 0, "availableQuantity": -3}`)
	f.Add(`{"price": 5}`)
	f.Fuzz(func(t *testing.T, body string) {
		var req toolshop.ToolChanges
		if json.Unmarshal([]byte(body), &req) != nil {
			return // the API refuses what does not decode; FuzzRequestBodies checks it does
		}
		tool, err := req.NewTool()
		if err != nil {
			mustBeFieldError(t, err)
		} else if !toolRulesHold(tool) || !trimmed(tool.Name) || !trimmed(tool.Image) || !trimmed(tool.Description) {
			t.Fatalf("created %+v from %s", tool, body)
		}
		edited := toolshop.Tool{Name: "SAW", Image: "/saw.svg", Description: "A saw.", Price: 100, MinOrder: 1, AvailableQuantity: 1}
		err = req.Validate()
		req.Apply(&edited)
		if (err == nil) != toolRulesHold(edited) {
			t.Fatalf("edited to %+v, Validate says %v", edited, err)
		}
	})
}

// A Buy Now request passes only with a well-formed tool id, a quantity of 1 to a million and
// a number, none of the fields too long; the one-line address is the server's to write.
func FuzzNewOrder(f *testing.F) {
	f.Add(`{"toolId": "0123456789abcdef01234567", "customerName": "Ann", "address": "1 Mill Road", "number": "555-0100", "quantity": 3}`)
	f.Add(`{"toolId": "0123456789ABCDEF01234567", "address": " ", "number": "", "quantity": null}`)
	f.Add(`{"toolId": "1' OR '1'='1", "quantity": -2, "price": 0.01}`)
	f.Fuzz(func(t *testing.T, body string) {
		var req toolshop.NewOrder
		if json.Unmarshal([]byte(body), &req) != nil {
			return
		}
		if err := req.Validate(false); err != nil {
			mustBeFieldError(t, err)
			return
		}
		if !toolshop.IsID(req.ToolID) || req.Quantity == nil || *req.Quantity < 1 || *req.Quantity > toolshop.MaxQuantity || req.Address != "" || req.Phone == "" ||
			!trimmed(req.Phone) || !trimmed(req.CustomerName) || !trimmed(req.Line1) ||
			!line(req.CustomerName, toolshop.MaxNameLength) || !line(req.Line1, 100) || !line(req.Phone, 40) {
			t.Fatalf("accepted %+v", req)
		}
	})
}

// A review passes only rated 1 to 5 with a description, neither too long.
func FuzzReview(f *testing.F) {
	f.Add(`{"name": "Ann", "ratings": 5, "description": "Great tools."}`)
	f.Add(`{"ratings": 6, "description": "  "}`)
	f.Add(`{"ratings": 0}`)
	f.Fuzz(func(t *testing.T, body string) {
		var req toolshop.NewReview
		if json.Unmarshal([]byte(body), &req) != nil {
			return
		}
		review, err := req.Review()
		if err != nil {
			mustBeFieldError(t, err)
			return
		}
		if review.Ratings < 1 || review.Ratings > 5 || review.Description == "" || !trimmed(review.Description) ||
			!trimmed(review.Name) || !line(review.Name, toolshop.MaxNameLength) || !text(review.Description, 2000) {
			t.Fatalf("accepted %+v", review)
		}
	})
}

// emailKept states what an accepted email is: normalised, one @, a dot after it, no spaces.
func emailKept(email string) bool {
	at := strings.Index(email, "@")
	return email == toolshop.NormalizeEmail(email) && len(email) <= 254 && at > 0 && line(email, 254) &&
		strings.Count(email, "@") == 1 && strings.Contains(email[at:], ".") && !strings.ContainsAny(email, " \t\r\n")
}

// Sign-up, sign-in, profile and password reset requests: what passes keeps the rules.
func FuzzAccountRequests(f *testing.F) {
	f.Add(`{"name": "Ann", "email": " Ann@Example.com ", "password": "secret1", "education": "BSc", "city": "Leeds", "number": "555", "profile": "https://linkedin.com/in/ann", "token": "t"}`)
	f.Add(`{"name": "", "email": "ann@example", "password": "short"}`)
	f.Add(`{"email": "a@b.c", "password": "` + strings.Repeat("x", 73) + `"}`)
	f.Fuzz(func(t *testing.T, body string) {
		var signup toolshop.Signup
		var login toolshop.Login
		var profile toolshop.Profile
		var resetRequest toolshop.PasswordResetRequest
		var reset toolshop.PasswordReset
		for _, v := range []any{&signup, &login, &profile, &resetRequest, &reset} {
			if json.Unmarshal([]byte(body), v) != nil {
				return
			}
		}
		checks := []struct {
			err  error
			kept func() bool
		}{
			{signup.Validate(), func() bool {
				return signup.Name != "" && trimmed(signup.Name) && line(signup.Name, toolshop.MaxNameLength) && emailKept(signup.Email) &&
					len(signup.Password) >= toolshop.MinPasswordLength && len(signup.Password) <= 72
			}},
			{login.Validate(), func() bool { return emailKept(login.Email) && login.Password != "" }},
			{profile.Validate(), func() bool {
				for _, s := range []string{profile.Name, profile.Education, profile.City, profile.Phone, profile.LinkedIn} {
					if s == "" || !trimmed(s) || !line(s, 300) {
						return false
					}
				}
				return true
			}},
			{resetRequest.Validate(), func() bool { return emailKept(resetRequest.Email) }},
			{reset.Validate(), func() bool {
				return reset.Token != "" && len(reset.Password) >= toolshop.MinPasswordLength && len(reset.Password) <= 72
			}},
		}
		for i, c := range checks {
			if c.err != nil {
				mustBeFieldError(t, c.err)
			} else if !c.kept() {
				t.Fatalf("request %d accepted from %s", i, body)
			}
		}
	})
}
