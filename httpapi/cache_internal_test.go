package httpapi

import "testing"

// If-None-Match names a tag in any of its lists, in any of its header lines, weakly or as *.
func TestNames(t *testing.T) {
	const tag = `"abc"`
	for _, c := range []struct {
		header []string
		want   bool
	}{
		{nil, false},
		{[]string{""}, false},
		{[]string{`"abc"`}, true},
		{[]string{`W/"abc"`}, true},
		{[]string{`"x", W/"y" ,  "abc"`}, true},
		{[]string{`"x"`, `"abc"`}, true},
		{[]string{"*"}, true},
		{[]string{`"abcd", "ab", abc`}, false},
	} {
		if got := names(c.header, tag); got != c.want {
			t.Errorf("If-None-Match %q: %v, want %v", c.header, got, c.want)
		}
	}
}
