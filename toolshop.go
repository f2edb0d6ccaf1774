// Package toolshop holds the shop's domain: its types, the rules they keep and the services
// the storage layer provides. Subpackages depend on it, never the reverse.
package toolshop

import (
	"regexp"
)

// Messages the spec fixes, shared by more than one rule.
const (
	msgLessThanMinimum   = "Less than minimum order"
	msgMoreThanAvailable = "More than available quantity"
	msgPhoneRequired     = "Number is required"
	msgNameRequired      = "Name is required"
	msgDescription       = "Description is required"
	msgAtMostMaxAmount   = "Must be at most $1,000,000,000"
	msgPasswordRequired  = "Password is required"
)

var idPattern = regexp.MustCompile(`^[0-9a-f]{24}$`)

// IsID reports whether s has the form of the shop's ids: 24 lowercase hex characters.
func IsID(s string) bool { return idPattern.MatchString(s) }

// ParseID checks an id a request names (in its path, or a field that is nothing but an id),
// before any service looks it up.
func ParseID(s string) (string, error) {
	if !IsID(s) {
		return "", ErrInvalidID
	}
	return s, nil
}
