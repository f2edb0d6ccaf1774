package toolshop_test

import (
	"encoding/json"
	"errors"
	"testing"

	"toolshop"
)

// The owner's mail of orders paid is on unless the settings turn it off: settings stored
// before the switch existed, and clients that do not send it, keep it on.
func TestNotifyOnPaidIsOnByDefault(t *testing.T) {
	for body, want := range map[string]bool{
		`{"legalName": "Barn"}`:                        true,
		`{"legalName": "Barn", "notifyOnPaid": true}`:  true,
		`{"legalName": "Barn", "notifyOnPaid": false}`: false,
	} {
		s := toolshop.DefaultShopSettings
		if err := json.Unmarshal([]byte(body), &s); err != nil {
			t.Fatal(err)
		}
		if s.NotifyOnPaid != want || s.LegalName != "Barn" || s.Country != "US" {
			t.Errorf("%s read as %+v", body, s)
		}
		var zero toolshop.ShopSettings
		if err := json.Unmarshal([]byte(body), &zero); err != nil || zero.NotifyOnPaid != want {
			t.Errorf("%s read onto nothing as %+v (%v)", body, zero, err)
		}
	}
	var s toolshop.ShopSettings
	var typeErr *json.UnmarshalTypeError
	if err := json.Unmarshal([]byte(`{"notifyOnPaid": "no"}`), &s); !errors.As(err, &typeErr) || typeErr.Field != "notifyOnPaid" {
		t.Errorf("a string for notifyOnPaid: %v", err)
	}
}
