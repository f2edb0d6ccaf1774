package toolshop

import (
	"strconv"
	"time"
)

// MaxCartLines is the most tools one cart, order or refund holds.
const MaxCartLines = 100

// Errors of carts.
var (
	ErrAdminsDoNotBuy = Errorf(EFORBIDDEN, "Admins do not buy")
	ErrCartFull       = Errorf(ECONFLICT, "A cart holds at most 100 tools")
)

// CheckBuyer refuses a cart to admins: they run the shop, they do not buy from it.
func CheckBuyer(u User) error {
	if u.IsAdmin() {
		return ErrAdminsDoNotBuy
	}
	return nil
}

// CartItem is a quantity of a tool in a visitor's cart, as the page sends it.
type CartItem struct {
	ToolID string `json:"toolId"`
	// VariantID names the variant of a tool with variants (Tool.Form).
	VariantID string `json:"variantId,omitempty"`
	Quantity  int    `json:"quantity"`
}

// Key names the item's line (LineKey).
func (it CartItem) Key() string { return LineKey(it.ToolID, it.VariantID) }

// CartItems is a visitor's cart, sent to be merged into the account's or priced; Code, the
// discount code the visitor typed, is priced by a quote (a merge leaves it out).
type CartItems struct {
	Lines []CartItem `json:"lines"`
	Code  string     `json:"code"`
}

// Validate checks every line and the code, and adds up the quantities of a tool named twice.
// The lines must be sent even when there are none (an empty cart is []), as the API document
// says.
func (c *CartItems) Validate() error {
	var p problems
	c.Code = NormalizeCode(c.Code)
	checkLine(&p, "code", c.Code, 40)
	if c.Lines == nil {
		p.add("lines", "Lines are required")
	}
	checkLines(&p, &c.Lines)
	return p.err()
}

// checkLines checks every line and adds up the quantities of a tool named twice.
func checkLines(p *problems, lines *[]CartItem) {
	if len(*lines) > MaxCartLines {
		p.add("lines", "A cart holds at most 100 tools")
		return
	}
	var items []CartItem
	at := map[string]int{}
	for i, it := range *lines {
		field := "lines." + strconv.Itoa(i)
		if !IsID(it.ToolID) {
			p.add(field+".toolId", "Invalid id")
		}
		if it.VariantID != "" && !IsID(it.VariantID) {
			p.add(field+".variantId", "Invalid id")
		}
		if it.Quantity < 1 || it.Quantity > MaxQuantity {
			p.add(field+".quantity", "Quantity must be between 1 and 1,000,000")
		}
		if j, seen := at[it.Key()]; seen {
			items[j].Quantity = min(items[j].Quantity+it.Quantity, MaxQuantity)
			continue
		}
		at[it.Key()] = len(items)
		items = append(items, it)
	}
	*lines = items
}

// CartQuantity is the quantity a customer sets a cart line to; 0 removes the line.
type CartQuantity struct {
	Quantity *int `json:"quantity"`
	// VariantID names the variant of a tool with variants (Tool.Form).
	VariantID string `json:"variantId"`
}

// Validate checks the quantity is given and within the order's bounds.
func (c CartQuantity) Validate() error {
	var p problems
	switch {
	case c.Quantity == nil:
		p.add("quantity", "Quantity is required")
	case *c.Quantity < 0:
		p.add("quantity", "Quantity cannot be negative")
	case *c.Quantity > MaxQuantity:
		p.add("quantity", msgQuantityAtMost)
	}
	if c.VariantID != "" && !IsID(c.VariantID) {
		p.add("variantId", "Invalid id")
	}
	return p.err()
}

// SavedCartLine is a line of a customer's cart as the shop keeps it: the tool, how many, and
// the name and price the customer saw when they last set the line.
type SavedCartLine struct {
	ToolID    string
	VariantID string
	ToolName  string
	Quantity  int
	UnitPrice Cents
}

// SetCartLine is the line a customer sets to quantity units of the tool, at its price now
// (which accepts a changed price): within the order's rules, no more than an order may
// cost, and in a cart whose others lines of other tools leave room for it (ErrCartFull).
func SetCartLine(t Tool, quantity, others int) (SavedCartLine, error) {
	if others >= MaxCartLines {
		return SavedCartLine{}, ErrCartFull
	}
	if err := t.CheckQuantity(quantity); err != nil {
		return SavedCartLine{}, err
	}
	if t.Price*Cents(quantity) > MaxAmount {
		return SavedCartLine{}, ErrTotalTooLarge
	}
	return savedLine(t, quantity), nil
}

// savedLine is a line of quantity units of the tool's form, at its price now.
func savedLine(t Tool, quantity int) SavedCartLine {
	return SavedCartLine{ToolID: t.ID, VariantID: t.VariantID(), ToolName: t.Name, Quantity: quantity, UnitPrice: t.Price}
}

// Key names the saved line (LineKey).
func (s SavedCartLine) Key() string { return LineKey(s.ToolID, s.VariantID) }

// CartLine is a line of a cart as the customer sees it: the tool as it is now, and the
// problem, if any, that keeps the line from being bought as it is.
type CartLine struct {
	ToolID   string `json:"toolId"`
	ToolName string `json:"toolsName"`
	// VariantID, VariantName and SKU are the line's form's, empty for a tool without them.
	VariantID   string `json:"variantId,omitempty"`
	VariantName string `json:"variantName,omitempty"`
	SKU         string `json:"sku,omitempty"`
	Image       string `json:"image"`
	// Slug is the tool's (ToolSlug), for the address of its page; absent once it is deleted.
	Slug      string `json:"slug,omitempty"`
	UnitPrice Cents  `json:"unitPrice"`
	Quantity  int    `json:"quantity"`
	Total     Cents  `json:"price"`
	MinOrder  int    `json:"minOrder"`
	Available int    `json:"availableQuantity"`
	Problem   string `json:"problem"`
	// ProblemCode names the problem for the page to act on (CartProblem), "" without one.
	ProblemCode CartProblem `json:"problemCode,omitempty"`
	tool        *Tool
}

// Cart is a customer's cart: its lines, their total and the units in all, the discount
// code typed in it with its discount or why it does not apply. Changes tell what a merge
// changed.
type Cart struct {
	Lines       []CartLine   `json:"lines"`
	Subtotal    Cents        `json:"subtotal"`
	Count       int          `json:"count"`
	Code        string       `json:"code,omitempty"`
	CodeProblem string       `json:"codeProblem,omitempty"`
	Discount    Cents        `json:"discount"`
	Changes     []CartChange `json:"changes,omitempty"`
}

// ApplyCode shows the code on the cart: the discount the checkout's pricing (Price) takes
// off the lines that can be bought now, or why the code does not apply.
func (c *Cart) ApplyCode(use CodeUse, now time.Time) error {
	c.Code = use.Code.Code
	code, err := use.check(c.Subtotal, now)
	if err == nil {
		var a Amounts
		_, a, err = Price(c.items(), Terms{Code: code})
		c.Discount = a.Discount
	}
	if err != nil {
		c.CodeProblem = ErrorMessage(err)
	}
	return err
}

// items are the lines of the cart that can be bought as they are, as Price reads them.
func (c Cart) items() []Item {
	items := make([]Item, 0, len(c.Lines))
	for _, l := range c.Lines {
		if l.Problem == "" {
			items = append(items, Item{Tool: *l.tool, Quantity: l.Quantity})
		}
	}
	return items
}

// CartChange is what a merge did to a line of the visitor's cart other than add it whole.
type CartChange struct {
	ToolID    string `json:"toolId"`
	VariantID string `json:"variantId,omitempty"`
	ToolName  string `json:"toolsName"`
	Message   string `json:"message"`
}

// ViewCart shows the saved lines against the tools as they are now, each tool in the form
// the line names, by its LineKey; a line whose form is not among forms has been deleted.
func ViewCart(saved []SavedCartLine, forms map[string]Tool) Cart {
	cart := Cart{Lines: make([]CartLine, 0, len(saved))}
	for _, s := range saved {
		l := CartLine{ToolID: s.ToolID, VariantID: s.VariantID, ToolName: s.ToolName, UnitPrice: s.UnitPrice, Quantity: s.Quantity}
		t, found := forms[s.Key()]
		if found {
			l.ToolName, l.Image, l.UnitPrice, l.MinOrder, l.Available = t.Name, t.Image, t.Price, t.MinOrder, t.AvailableQuantity
			l.VariantName, l.SKU = t.VariantName(), t.SKU
			l.Total, l.Slug, l.tool = t.Price*Cents(s.Quantity), ToolSlug(t.Name), &t
		}
		l.ProblemCode, l.Problem = s.problem(t, found)
		if l.Problem == "" {
			cart.Subtotal += l.Total
			cart.Count += l.Quantity
		}
		cart.Lines = append(cart.Lines, l)
	}
	return cart
}

// CartProblem names why a cart line cannot be bought as it is: the page acts on the name
// (a line gone cannot be changed, a changed price can be accepted) and shows the message.
type CartProblem string

// The problems of a cart line.
const (
	CartToolGone     CartProblem = "gone"
	CartSoldOut      CartProblem = "soldOut"
	CartFewLeft      CartProblem = "fewLeft"
	CartMinOrder     CartProblem = "minOrder"
	CartPriceChanged CartProblem = "priceChanged"
	CartTooLarge     CartProblem = "tooLarge"
)

// problem is why the saved line cannot be bought as it is from the tool now, with its
// message; none when it can.
func (s SavedCartLine) problem(t Tool, found bool) (CartProblem, string) {
	switch {
	case !found:
		return CartToolGone, "This tool is no longer sold"
	case t.SoldOut():
		return CartSoldOut, "Sold out"
	case s.Quantity > t.AvailableQuantity:
		return CartFewLeft, "Only " + strconv.Itoa(t.AvailableQuantity) + " left"
	case s.Quantity < t.MinOrder:
		return CartMinOrder, "The minimum order is now " + strconv.Itoa(t.MinOrder)
	case s.UnitPrice != t.Price:
		return CartPriceChanged, "The price changed from " + s.UnitPrice.String() + " to " + t.Price.String()
	case t.Price*Cents(s.Quantity) > MaxAmount:
		return CartTooLarge, ErrTotalTooLarge.Message
	}
	return "", ""
}

// MergeCart adds a visitor's lines to the customer's saved ones at sign-in: quantities
// added up (which it tells), capped at what can be bought, at the tools' prices now: forms
// are the tools in the forms the lines name, by LineKey. It answers the lines to save and
// what it changed of the visitor's lines.
func MergeCart(saved []SavedCartLine, visitor []CartItem, forms map[string]Tool) ([]SavedCartLine, []CartChange) {
	at := map[string]int{}
	for i, s := range saved {
		at[s.Key()] = i
	}
	var merged []SavedCartLine
	var changes []CartChange
	lines := len(saved)
	for _, it := range visitor {
		t, found := forms[it.Key()]
		change := func(message string) {
			changes = append(changes, CartChange{ToolID: it.ToolID, VariantID: it.VariantID, ToolName: t.Name, Message: message})
		}
		quantity := it.Quantity
		i, inCart := at[it.Key()]
		if inCart {
			quantity += saved[i].Quantity
		}
		switch {
		case !found:
			change("Not added: no longer sold")
			continue
		case t.SoldOut():
			change("Not added: sold out")
			continue
		case !inCart && lines >= MaxCartLines:
			change("Not added: your cart holds 100 tools already")
			continue
		case quantity > t.AvailableQuantity:
			quantity = t.AvailableQuantity
			change("Lowered to " + strconv.Itoa(quantity) + ": only " + strconv.Itoa(quantity) + " left")
		case quantity > MaxQuantity:
			quantity = MaxQuantity
			change("Lowered to 1,000,000: the most one order takes")
		case quantity < t.MinOrder:
			quantity = t.MinOrder
			change("Raised to " + strconv.Itoa(quantity) + ": the minimum order")
		case inCart:
			change(strconv.Itoa(saved[i].Quantity) + " + " + strconv.Itoa(it.Quantity) + " added up to " + strconv.Itoa(quantity))
		}
		if !inCart {
			lines++
		}
		merged = append(merged, savedLine(t, quantity))
	}
	return merged, changes
}

// CartCode is a discount code a customer types in their cart.
type CartCode struct {
	Code string `json:"code"`
}

// Validate normalises the code and checks there is one.
func (c *CartCode) Validate() error {
	var p problems
	c.Code = NormalizeCode(c.Code)
	if c.Code == "" {
		p.add("code", "Code is required")
	}
	checkLine(&p, "code", c.Code, 40)
	return p.err()
}
