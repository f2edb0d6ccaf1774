package toolshop

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// MaxNameLength is the longest name of a person: one line, as it appears in mail and on pages.
const MaxNameLength = 80

// Rules for the text people send. Control characters are refused everywhere (PostgreSQL
// refuses NUL outright, and none belongs in a shop's text); only text meant to run over
// several lines, such as a description or an address, may hold line breaks and tabs.

func requireString(p *problems, s *string, field, message string) {
	if s == nil || strings.TrimSpace(*s) == "" {
		p.add(field, message)
	}
}

// checkLine refuses a one-line text that is too long or holds a control character.
func checkLine(p *problems, field, s string, max int) {
	if hasControl(s, "") {
		p.add(field, "Must be one line, without control characters")
	}
	checkLength(p, field, s, max)
}

// checkText refuses a text that is too long or holds a control character other than a line
// break or a tab.
func checkText(p *problems, field, s string, max int) {
	if hasControl(s, "\n\r\t") {
		p.add(field, "Must not contain control characters")
	}
	checkLength(p, field, s, max)
}

func checkLength(p *problems, field, s string, max int) {
	if utf8.RuneCountInString(s) > max {
		p.add(field, "Must be "+strconv.Itoa(max)+" characters or fewer")
	}
}

// hasControl reports whether s holds a control character other than those in allowed.
func hasControl(s, allowed string) bool {
	return strings.ContainsFunc(s, func(r rune) bool {
		return unicode.IsControl(r) && !strings.ContainsRune(allowed, r)
	})
}

// CleanName makes a name that came from elsewhere, such as an identity provider, keep the
// rules of a name typed in: one line, without control characters, at most MaxNameLength.
func CleanName(s string) string { return CleanLine(s, MaxNameLength) }

// CleanLine makes text that came from elsewhere one line of at most max characters, its
// runs of space and control characters made one space.
func CleanLine(s string, max int) string {
	s = strings.Join(strings.FieldsFunc(s, func(r rune) bool { return unicode.IsControl(r) || unicode.IsSpace(r) }), " ")
	if utf8.RuneCountInString(s) > max {
		s = strings.TrimSpace(string([]rune(s)[:max]))
	}
	return s
}
