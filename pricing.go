package toolshop

// Terms are what an order is priced under besides its tools, as PriceList decides them: the
// shop's settings, where the order is taxed and that place's rate (nil where the shop
// charges none), the shipping method (nil for none: a shop without any) and the discount
// code (nil for none), which DiscountCode.Check has let through.
type Terms struct {
	Settings   ShopSettings
	TaxCountry string
	TaxRegion  string
	Rate       *TaxRate
	Method     *ShippingMethod
	Code       *DiscountCode
}

// Amounts are the parts of an order's total. Total = Subtotal - Discount + Shipping, plus
// Tax unless the prices hold it already (then Tax is the part of the total that is tax).
type Amounts struct {
	Subtotal    Cents `json:"subtotal"`
	Discount    Cents `json:"discount"`
	Shipping    Cents `json:"shipping"`
	ShippingTax Cents `json:"shippingTax"`
	Tax         Cents `json:"tax"`
	Total       Cents `json:"price"`
}

// ErrTotalTooLarge refuses an order whose total would pass MaxAmount.
var ErrTotalTooLarge = &Error{Code: EINVALID, Message: "An order's total must be at most $1,000,000,000",
	Fields: map[string]string{"quantity": "The total must be at most $1,000,000,000"}}

// Price is the one pricing of an order, which the cart, the checkout, the purchase form and
// every refund, invoice and export read back: each line its tool's price (the deal's
// already applied) times its quantity; the code's discount split over the lines in
// proportion to their amounts (Split); shipping by the method, free over its threshold of
// the discounted subtotal or with a free-shipping code; and the tax of each line on its
// discounted amount, and of shipping when the shop taxes it, each rounded to the cent. The
// items' quantities have been checked against their tools.
func Price(items []Item, terms Terms) ([]OrderLine, Amounts, error) {
	lines := make([]OrderLine, len(items))
	weights := make([]Cents, len(items))
	var a Amounts
	for i, it := range items {
		// Both factors are bounded (MaxQuantity, MaxAmount), so the product cannot wrap;
		// the sum is checked line by line, so it cannot either.
		lines[i] = OrderLine{ToolID: it.Tool.ID, ToolName: it.Tool.Name, VariantID: it.Tool.VariantID(),
			VariantName: it.Tool.VariantName(), SKU: it.Tool.SKU, Parts: it.Tool.Parts,
			UnitPrice: it.Tool.Price, Quantity: it.Quantity, Total: it.Tool.Price * Cents(it.Quantity)}
		if lines[i].Total > MaxAmount || a.Subtotal+lines[i].Total > MaxAmount {
			return nil, Amounts{}, ErrTotalTooLarge
		}
		a.Subtotal += lines[i].Total
		weights[i] = lines[i].Total
	}
	freeShipping := false
	if terms.Code != nil {
		a.Discount = terms.Code.discountOf(a.Subtotal)
		freeShipping = terms.Code.Kind == DiscountFreeShipping
	}
	for i, share := range Split(a.Discount, weights) {
		lines[i].Discount = share
	}
	if terms.Method != nil && !freeShipping {
		a.Shipping = terms.Method.priceFor(a.Subtotal - a.Discount)
	}
	included := terms.Settings.PricesIncludeTax
	if terms.Rate != nil {
		for i := range lines {
			lines[i].Tax = terms.Rate.taxOf(lines[i].Total-lines[i].Discount, included)
			a.Tax += lines[i].Tax
		}
		if terms.Settings.ShippingTaxed {
			a.ShippingTax = terms.Rate.taxOf(a.Shipping, included)
			a.Tax += a.ShippingTax
		}
	}
	a.Total = a.Subtotal - a.Discount + a.Shipping
	if !included {
		a.Total += a.Tax
	}
	if a.Total > MaxAmount {
		return nil, Amounts{}, ErrTotalTooLarge
	}
	return lines, a, a.Check(lines, included)
}

// errPartsDisagree is a pricing whose parts do not add up to its total: a bug, never the
// customer's, so nobody is charged for it.
var errPartsDisagree = Errorf(EINTERNAL, "The order's amounts do not add up")

// Check makes sure the parts add up, to the cent, before anyone is asked for the total:
// the lines to the subtotal, their shares to the discount and the tax, and the parts to the
// total.
func (a Amounts) Check(lines []OrderLine, taxIncluded bool) error {
	var subtotal, discount, tax Cents
	for _, l := range lines {
		if l.Total != l.UnitPrice*Cents(l.Quantity) || l.Discount < 0 || l.Discount > l.Total || l.Tax < 0 {
			return errPartsDisagree
		}
		subtotal, discount, tax = subtotal+l.Total, discount+l.Discount, tax+l.Tax
	}
	total := a.Subtotal - a.Discount + a.Shipping
	if !taxIncluded {
		total += a.Tax
	}
	if subtotal != a.Subtotal || discount != a.Discount || tax+a.ShippingTax != a.Tax || total != a.Total ||
		a.Shipping < 0 || a.ShippingTax < 0 || a.Total < 0 {
		return errPartsDisagree
	}
	return nil
}
