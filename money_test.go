package toolshop_test

import (
	"fmt"
	"testing"

	"toolshop"
)

// Amounts read as the pages write them with Intl.NumberFormat('en-US', {style: 'currency',
// currency: 'USD'}).
func TestCentsString(t *testing.T) {
	for cents, want := range map[toolshop.Cents]string{
		0:                   "$0.00",
		5:                   "$0.05",
		50:                  "$0.50",
		99_990:              "$999.90",
		55000:               "$550.00",
		89990:               "$899.90",
		100_000:             "$1,000.00",
		107988:              "$1,079.88",
		123456789:           "$1,234,567.89",
		toolshop.MaxAmount:  "$1,000,000,000.00",
		-1:                  "-$0.01",
		-500:                "-$5.00",
		-107988:             "-$1,079.88",
		-toolshop.MaxAmount: "-$1,000,000,000.00",
	} {
		if got := cents.String(); got != want {
			t.Errorf("Cents(%d).String() = %q, want %q", int64(cents), got, want)
		}
		if got := fmt.Sprint(cents); got != want {
			t.Errorf("fmt.Sprint(Cents(%d)) = %q, want %q", int64(cents), got, want)
		}
	}
}
