package toolshop_test

import (
	"errors"
	"reflect"
	"testing"
	"time"

	"toolshop"
)

const (
	sawID   = "5a0000000000000000000001"
	drillID = "5a0000000000000000000002"
	bitsID  = "5a0000000000000000000003"
	goneID  = "5a0000000000000000000009"
)

func cartTools() map[string]toolshop.Tool {
	return map[string]toolshop.Tool{
		sawID:   {ID: sawID, Name: "Saw", Price: 2000, MinOrder: 1, AvailableQuantity: 10},
		drillID: {ID: drillID, Name: "Drill", Price: 12999, MinOrder: 2, AvailableQuantity: 3},
		bitsID:  {ID: bitsID, Name: "Bits", Price: 550, MinOrder: 5, AvailableQuantity: 4},
	}
}

// Every line of a cart is checked against its tool as it is now, and says what keeps it from
// being bought as it is; only the lines that can be bought count in the subtotal.
func TestViewCart(t *testing.T) {
	line := func(id string, quantity int, price toolshop.Cents) toolshop.SavedCartLine {
		return toolshop.SavedCartLine{ToolID: id, ToolName: "old name", Quantity: quantity, UnitPrice: price}
	}
	for _, c := range []struct {
		name    string
		line    toolshop.SavedCartLine
		code    toolshop.CartProblem
		problem string
	}{
		{"buyable", line(sawID, 3, 2000), "", ""},
		{"all that is left", line(drillID, 3, 12999), "", ""},
		{"deleted", line(goneID, 1, 100), toolshop.CartToolGone, "This tool is no longer sold"},
		{"less left than the minimum", line(bitsID, 5, 550), toolshop.CartSoldOut, "Sold out"},
		{"less left than asked", line(drillID, 4, 12999), toolshop.CartFewLeft, "Only 3 left"},
		{"minimum raised", line(drillID, 1, 12999), toolshop.CartMinOrder, "The minimum order is now 2"},
		{"price changed", line(sawID, 1, 1800), toolshop.CartPriceChanged, "The price changed from $18.00 to $20.00"},
	} {
		cart := toolshop.ViewCart([]toolshop.SavedCartLine{c.line}, cartTools())
		if got := cart.Lines[0]; got.Problem != c.problem || got.ProblemCode != c.code {
			t.Errorf("%s: problem %q %q, want %q %q", c.name, got.ProblemCode, got.Problem, c.code, c.problem)
		}
		if buyable := c.problem == ""; buyable != (cart.Count == c.line.Quantity && cart.Subtotal == cart.Lines[0].Total) {
			t.Errorf("%s: subtotal %s, count %d of %+v", c.name, cart.Subtotal, cart.Count, cart.Lines[0])
		}
	}

	cart := toolshop.ViewCart([]toolshop.SavedCartLine{line(sawID, 3, 2000), line(drillID, 2, 12999), line(goneID, 1, 100)}, cartTools())
	if cart.Subtotal != 3*2000+2*12999 || cart.Count != 5 || len(cart.Lines) != 3 {
		t.Errorf("cart %+v", cart)
	}
	if l := cart.Lines[1]; l.ToolName != "Drill" || l.UnitPrice != 12999 || l.Total != 25998 || l.MinOrder != 2 || l.Available != 3 {
		t.Errorf("line as the tool is now: %+v", l)
	}
	if l := cart.Lines[2]; l.ToolName != "old name" || l.Total != 0 {
		t.Errorf("deleted tool's line keeps its name and costs nothing: %+v", l)
	}
}

// A visitor's cart joins the account's at sign-in: quantities added up and capped at what
// can be bought, each change told.
func TestMergeCart(t *testing.T) {
	saved := []toolshop.SavedCartLine{{ToolID: sawID, ToolName: "Saw", Quantity: 8, UnitPrice: 1900}}
	visitor := []toolshop.CartItem{
		{ToolID: sawID, Quantity: 5},   // 8 + 5 > 10 left
		{ToolID: drillID, Quantity: 1}, // below the minimum of 2
		{ToolID: bitsID, Quantity: 5},  // sold out: 4 left, minimum 5
		{ToolID: goneID, Quantity: 1},  // deleted
	}
	merged, changes := toolshop.MergeCart(saved, visitor, cartTools())
	wantMerged := []toolshop.SavedCartLine{
		{ToolID: sawID, ToolName: "Saw", Quantity: 10, UnitPrice: 2000},
		{ToolID: drillID, ToolName: "Drill", Quantity: 2, UnitPrice: 12999},
	}
	if !reflect.DeepEqual(merged, wantMerged) {
		t.Errorf("merged %+v", merged)
	}
	wantChanges := []toolshop.CartChange{
		{ToolID: sawID, ToolName: "Saw", Message: "Lowered to 10: only 10 left"},
		{ToolID: drillID, ToolName: "Drill", Message: "Raised to 2: the minimum order"},
		{ToolID: bitsID, ToolName: "Bits", Message: "Not added: sold out"},
		{ToolID: goneID, Message: "Not added: no longer sold"},
	}
	if !reflect.DeepEqual(changes, wantChanges) {
		t.Errorf("changes %+v", changes)
	}

	// A full cart takes more of its tools, but no new tool.
	full := make([]toolshop.SavedCartLine, toolshop.MaxCartLines)
	for i := range full {
		full[i] = toolshop.SavedCartLine{ToolID: string(rune('a' + i%26)), Quantity: 1}
	}
	full[0].ToolID = sawID
	merged, changes = toolshop.MergeCart(full, []toolshop.CartItem{{ToolID: sawID, Quantity: 1}, {ToolID: drillID, Quantity: 2}}, cartTools())
	if len(merged) != 1 || merged[0].Quantity != 2 || len(changes) != 2 || changes[0].Message != "1 + 1 added up to 2" ||
		changes[1].Message != "Not added: your cart holds 100 tools already" {
		t.Errorf("merge into a full cart: %+v, %+v", merged, changes)
	}
}

func TestCartRequests(t *testing.T) {
	items := toolshop.CartItems{Lines: []toolshop.CartItem{{ToolID: sawID, Quantity: 2}, {ToolID: sawID, Quantity: 3}, {ToolID: drillID, Quantity: 2}}}
	if err := items.Validate(); err != nil || len(items.Lines) != 2 || items.Lines[0].Quantity != 5 {
		t.Errorf("a tool named twice is added up: %+v, %v", items.Lines, err)
	}
	bad := toolshop.CartItems{Lines: []toolshop.CartItem{{ToolID: "nope", Quantity: 0}}}
	checkFields(t, "bad lines", bad.Validate(), map[string]string{
		"lines.0.toolId": "Invalid id", "lines.0.quantity": "Quantity must be between 1 and 1,000,000"})
	checkFields(t, "too many lines", (&toolshop.CartItems{Lines: make([]toolshop.CartItem, 101)}).Validate(),
		map[string]string{"lines": "A cart holds at most 100 tools"})
	checkFields(t, "no lines", (&toolshop.CartItems{}).Validate(), map[string]string{"lines": "Lines are required"})
	if err := (&toolshop.CartItems{Lines: []toolshop.CartItem{}}).Validate(); err != nil {
		t.Errorf("an empty cart: %v", err)
	}
	checkFields(t, "no quantity", toolshop.CartQuantity{}.Validate(), map[string]string{"quantity": "Quantity is required"})
	checkFields(t, "negative", toolshop.CartQuantity{Quantity: ptr(-1)}.Validate(), map[string]string{"quantity": "Quantity cannot be negative"})
	if err := (toolshop.CartQuantity{Quantity: ptr(0)}).Validate(); err != nil {
		t.Errorf("0 removes the line: %v", err)
	}

	saw := cartTools()[sawID]
	if line, err := toolshop.SetCartLine(saw, 3, toolshop.MaxCartLines-1); err != nil || line.UnitPrice != 2000 || line.Quantity != 3 {
		t.Errorf("set line: %+v, %v", line, err)
	}
	if _, err := toolshop.SetCartLine(saw, 11, 0); !errors.Is(err, toolshop.ErrOutOfStock) {
		t.Errorf("more than left: %v", err)
	}
	dear := toolshop.Tool{ID: sawID, Price: toolshop.MaxAmount, MinOrder: 1, AvailableQuantity: 5}
	if _, err := toolshop.SetCartLine(dear, 2, 0); !errors.Is(err, toolshop.ErrTotalTooLarge) {
		t.Errorf("a line dearer than an order may be: %v", err)
	}
	if _, err := toolshop.SetCartLine(saw, 1, toolshop.MaxCartLines); !errors.Is(err, toolshop.ErrCartFull) {
		t.Errorf("a new line in a full cart: %v", err)
	}
	if err := toolshop.CheckBuyer(toolshop.User{Role: toolshop.RoleAdmin}); !errors.Is(err, toolshop.ErrAdminsDoNotBuy) {
		t.Errorf("admin's cart: %v", err)
	}
}

// A checkout makes one order of the whole cart, or none: every line that cannot be bought
// is named under its tool.
func TestCheckoutPlace(t *testing.T) {
	ann := toolshop.User{Email: "ann@example.com", Name: "Ann"}
	req := toolshop.Checkout{PostalAddress: toolshop.PostalAddress{Delivery: toolshop.Delivery{Phone: "555"},
		Street: toolshop.Street{Line1: "1 Mill Road", City: "Berlin", PostalCode: "10115"}, Country: "DE"}}
	saved := []toolshop.SavedCartLine{
		{ToolID: sawID, Quantity: 3, UnitPrice: 2000},
		{ToolID: drillID, Quantity: 2, UnitPrice: 12999},
		{ToolID: bitsID, Quantity: 5, UnitPrice: 550},
	}
	tools := cartTools()
	bits := tools[bitsID]
	bits.AvailableQuantity = 50
	tools[bitsID] = bits
	o, err := req.Place(ann, toolshop.ViewCart(saved, tools), toolshop.Terms{}, 0, toolshop.DefaultOrderRules, now)
	if err != nil {
		t.Fatal(err)
	}
	if o.Total != 3*2000+2*12999+5*550 || o.Quantity != 10 || o.ToolName != "Saw, Drill and Bits" || o.ToolID != "" || o.UnitPrice != 0 ||
		o.CustomerName != "Ann" || o.State != toolshop.Pending || !o.ExpiresAt.Equal(now.Add(time.Hour)) || len(o.Lines) != 3 {
		t.Errorf("order %+v", o)
	}
	if o.Address != "1 Mill Road, Berlin, 10115, Germany" || o.Street != req.Street || o.Country != "DE" {
		t.Errorf("the address as fields and one line: %q %+v %q", o.Address, o.Street, o.Country)
	}
	if got := o.Stock(); !reflect.DeepEqual(got, []toolshop.StockMove{{ToolID: sawID, Units: 3}, {ToolID: drillID, Units: 2}, {ToolID: bitsID, Units: 5}}) {
		t.Errorf("stock taken in tool order: %+v", got)
	}

	_, err = req.Place(ann, toolshop.ViewCart(saved, cartTools()), toolshop.Terms{}, 0, toolshop.DefaultOrderRules, now)
	var e *toolshop.Error
	if !errors.As(err, &e) || e.Code != toolshop.ECONFLICT || !reflect.DeepEqual(e.Lines, map[string]string{bitsID: "Sold out"}) {
		t.Errorf("a sold out line: %v %+v", err, e)
	}
	if _, err := req.Place(ann, toolshop.Cart{}, toolshop.Terms{}, 0, toolshop.DefaultOrderRules, now); !errors.Is(err, toolshop.ErrCartEmpty) {
		t.Errorf("empty cart: %v", err)
	}
	if _, err := req.Place(ann, toolshop.ViewCart(saved[:1], tools), toolshop.Terms{}, 3, toolshop.DefaultOrderRules, now); !errors.Is(err, toolshop.ErrTooManyPending) {
		t.Errorf("a 4th pending order: %v", err)
	}

	// A delivery needs an address, a pickup none: its order says where it waits. A quote
	// prices the order before the address is typed.
	noAddress := toolshop.Checkout{PostalAddress: toolshop.PostalAddress{Delivery: toolshop.Delivery{Phone: "555"}, Country: "US"}}
	cart := toolshop.ViewCart(saved, tools)
	flatRate := toolshop.Terms{Method: &toolshop.ShippingMethod{Name: "Flat rate", Price: 999, Countries: []string{"US"}}}
	for _, terms := range []toolshop.Terms{{}, flatRate} {
		_, err := noAddress.Place(ann, cart, terms, 0, toolshop.DefaultOrderRules, now)
		if !errors.As(err, &e) || !reflect.DeepEqual(e.Fields, map[string]string{"line1": "Address is required",
			"city": "City is required", "postalCode": "Postal code is required"}) {
			t.Errorf("a delivery without an address: %v", err)
		}
	}
	quoted, err := noAddress.Quote(ann, cart, flatRate, 0, toolshop.DefaultOrderRules, now)
	if err != nil || quoted.Shipping != 999 || quoted.Total != o.Total+999 {
		t.Errorf("quote without an address: %+v, %v", quoted.Amounts, err)
	}
	pickup := toolshop.Terms{Method: &toolshop.ShippingMethod{Name: "Pickup at the shop", Pickup: true}}
	withStreet := noAddress
	withStreet.Street = toolshop.Street{Line1: "1 Main St"}
	collected, err := withStreet.Place(ann, cart, pickup, 0, toolshop.DefaultOrderRules, now)
	if err != nil || collected.Address != "Pickup at the shop" || collected.Street != (toolshop.Street{}) || collected.ShippingMethod != "Pickup at the shop" || collected.Total != o.Total {
		t.Errorf("a pickup without an address: %q, %q, %s, %v", collected.Address, collected.ShippingMethod, collected.Total, err)
	}
}

// An order of several lines sums them up in the spec's fields, so that every page and export
// built on them reads it.
func TestOrderSummary(t *testing.T) {
	ann := toolshop.User{Email: "ann@example.com", Name: "Ann"}
	names := []string{"Saw", "Drill", "Bits", "Wrench", "Level"}
	for n, want := range map[int]string{1: "Saw", 2: "Saw and Drill", 3: "Saw, Drill and Bits", 5: "Saw, Drill and 3 more"} {
		var saved []toolshop.SavedCartLine
		tools := map[string]toolshop.Tool{}
		for i := range n {
			id := "5b000000000000000000000" + string(rune('0'+i))
			tools[id] = toolshop.Tool{ID: id, Name: names[i], Price: 100, MinOrder: 1, AvailableQuantity: 9}
			saved = append(saved, toolshop.SavedCartLine{ToolID: id, Quantity: 2, UnitPrice: 100})
		}
		o, err := toolshop.Checkout{}.Quote(ann, toolshop.ViewCart(saved, tools), toolshop.Terms{}, 0, toolshop.DefaultOrderRules, now)
		if err != nil || o.ToolName != want || o.Quantity != 2*n || o.Total != toolshop.Cents(200*n) {
			t.Errorf("%d lines: %q, %d units, %s, %v", n, o.ToolName, o.Quantity, o.Total, err)
		}
		if (n == 1) != (o.ToolID != "" && o.UnitPrice == 100) {
			t.Errorf("%d lines: tool %q, unit price %s", n, o.ToolID, o.UnitPrice)
		}
	}
}

func checkFields(t *testing.T, name string, err error, want map[string]string) {
	t.Helper()
	var e *toolshop.Error
	if !errors.As(err, &e) || !reflect.DeepEqual(e.Fields, want) {
		t.Errorf("%s: %v, fields %+v; want %+v", name, err, e, want)
	}
}
