package toolshop_test

import (
	"errors"
	"testing"

	"toolshop"
)

func TestDemote(t *testing.T) {
	for _, c := range []struct {
		name   string
		admins []string
		email  string
		demote bool
		err    error
	}{
		{"one of two", []string{"ann@example.com", "bob@example.com"}, "bob@example.com", true, nil},
		{"the last admin", []string{"ann@example.com"}, "ann@example.com", false, toolshop.ErrLastAdmin},
		{"not an admin", []string{"ann@example.com"}, "cy@example.com", false, nil},
		{"no admins", nil, "cy@example.com", false, nil},
	} {
		demote, err := toolshop.Demote(c.admins, c.email)
		if demote != c.demote || !errors.Is(err, c.err) {
			t.Errorf("%s: %v, %v; want %v, %v", c.name, demote, err, c.demote, c.err)
		}
	}
}
