package payment

import (
	"testing"
	"time"

	"toolshop"
)

// Cards are refused as Stripe refuses them, each mistake with its own message, against the
// sandbox's clock.
func TestSandboxCards(t *testing.T) {
	now := time.Date(2031, time.June, 30, 23, 0, 0, 0, time.UTC)
	good := Card{Number: "4242 4242 4242 4242", ExpMonth: 6, ExpYear: 2031, CVC: "123"}
	for _, c := range []struct {
		name   string
		change func(*Card)
		want   string // "" succeeds
	}{
		{"4242 to the last day of its month", func(*Card) {}, ""},
		{"without spaces", func(c *Card) { c.Number = "4242424242424242" }, ""},
		{"two-digit year", func(c *Card) { c.ExpYear = 31 }, ""},
		{"four-digit CVC", func(c *Card) { c.CVC = "1234" }, ""},
		{"declined", func(c *Card) { c.Number = "4000 0000 0000 0002" }, "Your card was declined."},
		{"insufficient funds", func(c *Card) { c.Number = "4000 0000 0000 9995" }, "Your card has insufficient funds."},
		{"not a test card", func(c *Card) { c.Number = "4000 0566 5566 5556" }, "Your card was declined. This is test mode: use the test card 4242 4242 4242 4242."},
		{"Luhn", func(c *Card) { c.Number = "4242 4242 4242 4241" }, "Your card number is invalid."},
		{"letters", func(c *Card) { c.Number = "4242-4242-4242-4242" }, "Your card number is invalid."},
		{"too short", func(c *Card) { c.Number = "42424" }, "Your card number is invalid."},
		{"empty number", func(c *Card) { c.Number = "" }, "Your card number is invalid."},
		{"last month", func(c *Card) { c.ExpMonth = 5 }, "Your card's expiration date is in the past."},
		{"last year", func(c *Card) { c.ExpMonth, c.ExpYear = 12, 2030 }, "Your card's expiration date is in the past."},
		{"month 13", func(c *Card) { c.ExpMonth = 13 }, "Your card's expiration month is invalid."},
		{"no month", func(c *Card) { c.ExpMonth = 0 }, "Your card's expiration month is invalid."},
		{"far year", func(c *Card) { c.ExpYear = 2099 }, "Your card's expiration year is invalid."},
		{"short CVC", func(c *Card) { c.CVC = "12" }, "Your card's security code is incomplete."},
		{"no CVC", func(c *Card) { c.CVC = "" }, "Your card's security code is incomplete."},
		{"long CVC", func(c *Card) { c.CVC = "12345" }, "Your card's security code is invalid."},
		{"letters in CVC", func(c *Card) { c.CVC = "12a" }, "Your card's security code is invalid."},
	} {
		card := good
		c.change(&card)
		err := card.check(now)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: refused: %v", c.name, err)
		case c.want != "" && (toolshop.ErrorCode(err) != toolshop.ECARD || toolshop.ErrorMessage(err) != c.want):
			t.Errorf("%s: %v, want card error %q", c.name, err, c.want)
		}
	}
	// A month later the card has expired.
	if err := good.check(now.Add(2 * time.Hour)); toolshop.ErrorMessage(err) != "Your card's expiration date is in the past." {
		t.Errorf("next month: %v", err)
	}
}
