package toolshop

import (
	"encoding/json"
	"strings"
)

// ShopSettings are the shop's own details, printed on its invoices, how it charges tax, and
// its brand.
type ShopSettings struct {
	ShopBrand
	LegalName string `json:"legalName"`
	Address   string `json:"address"`
	TaxNumber string `json:"taxNumber"`
	// Country and Region are the shop's home, as codes: where a pickup is taxed.
	Country string `json:"country"`
	Region  string `json:"region"`
	// PricesIncludeTax tells that the catalogue's prices hold their tax already.
	PricesIncludeTax bool `json:"pricesIncludeTax"`
	// ShippingTaxed tells that shipping is taxed at the order's rate.
	ShippingTaxed bool `json:"shippingTaxed"`
	// PaperSize is the invoices' and credit notes' paper, PaperLetter or PaperA4; "" for the
	// one of the shop's country (Paper).
	PaperSize string `json:"paperSize"`
	// NotifyOnPaid has the shop's owner mailed about each order paid; on unless turned off.
	NotifyOnPaid bool `json:"notifyOnPaid"`
	// NoticesEmail is an address the mail of each order paid goes to besides the admins, ""
	// for none; never shown to customers (ContactEmail is the public one).
	NoticesEmail string `json:"noticesEmail"`
	// Feed publishes the shopping feed, GET /feeds/google.xml, for Google Merchant Center.
	Feed bool `json:"feed"`
}

// UnmarshalJSON reads settings in which an absent notifyOnPaid is on, as it is by default:
// settings stored before it existed, or sent by a client that does not know it.
func (s *ShopSettings) UnmarshalJSON(data []byte) error {
	type fields ShopSettings // without this method
	f := fields(*s)
	f.NotifyOnPaid = true
	if err := json.Unmarshal(data, &f); err != nil {
		return err
	}
	*s = ShopSettings(f)
	return nil
}

// The paper sizes of invoices and credit notes.
const (
	PaperLetter = "letter"
	PaperA4     = "a4"
)

// Paper is the paper the shop's invoices are printed on: the one chosen, else Letter for a
// shop in the United States or Canada, where it is the standard, and A4 everywhere else.
func (s ShopSettings) Paper() string {
	if s.PaperSize != "" {
		return s.PaperSize
	}
	if s.Country == "US" || s.Country == "CA" {
		return PaperLetter
	}
	return PaperA4
}

// DefaultShopSettings are a new shop's: at home in the United States, prices without tax,
// its owner mailed about each order paid, under the demo's name.
var DefaultShopSettings = ShopSettings{LegalName: "Toolshop", Country: "US", NotifyOnPaid: true,
	ShopBrand: ShopBrand{DisplayName: DefaultDisplayName, SocialLinks: []SocialLink{}}}

// Validate trims the details and checks them.
func (s *ShopSettings) Validate() error {
	var p problems
	s.LegalName, s.Address, s.TaxNumber = strings.TrimSpace(s.LegalName), strings.TrimSpace(s.Address), strings.TrimSpace(s.TaxNumber)
	if s.LegalName == "" {
		p.add("legalName", "Legal name is required")
	}
	checkLine(&p, "legalName", s.LegalName, 200)
	checkText(&p, "address", s.Address, 500)
	checkLine(&p, "taxNumber", s.TaxNumber, 50)
	s.Country = checkCountry(&p, "country", s.Country)
	s.Region = checkRegion(&p, s.Country, s.Region)
	if s.PaperSize != "" && s.PaperSize != PaperLetter && s.PaperSize != PaperA4 {
		p.add("paperSize", `Choose "letter", "a4", or "" for the paper of the shop's country`)
	}
	checkBrand(&p, &s.ShopBrand)
	s.NoticesEmail = NormalizeEmail(s.NoticesEmail)
	checkEmailForm(&p, "noticesEmail", s.NoticesEmail)
	return p.err()
}
