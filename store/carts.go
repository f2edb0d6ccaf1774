package store

import (
	"context"
	"errors"
	"strconv"
	"time"

	"toolshop"
)

// Cart answers the customer's cart, each line against its tool as it is now, and its code
// with the discount it gives or why it does not apply.
func (db *DB) Cart(ctx context.Context, customer toolshop.User) (toolshop.Cart, error) {
	q := db.lookups()
	saved, err := cartLines(ctx, q, customer.ID)
	if err != nil {
		return toolshop.Cart{}, err
	}
	cart, err := viewCart(ctx, q, saved, db.Now())
	if err != nil {
		return cart, err
	}
	return cart, db.showCartCode(ctx, q, &cart, customer)
}

// showCartCode shows the code in the customer's cart, if any, on the cart.
func (db *DB) showCartCode(ctx context.Context, q querier, cart *toolshop.Cart, customer toolshop.User) error {
	code, err := cartCode(ctx, q, customer.ID)
	if err != nil || code == "" {
		return err
	}
	return db.showCode(ctx, q, cart, customer, code)
}

// SetCartCode keeps the code in the customer's cart if it applies to the cart now, and
// answers why not otherwise.
func (db *DB) SetCartCode(ctx context.Context, customer toolshop.User, code string) (toolshop.Cart, error) {
	cart, err := db.Cart(ctx, customer)
	if err != nil {
		return cart, err
	}
	if err := db.applyCode(ctx, db.read, &cart, customer, code); err != nil {
		return cart, err
	}
	_, err = db.write.ExecContext(ctx, `INSERT INTO cart_codes (user_id, code) VALUES ($1, $2)
		ON CONFLICT (user_id) DO UPDATE SET code = excluded.code`, customer.ID, code)
	if err != nil {
		return cart, err
	}
	return db.Cart(ctx, customer)
}

// ClearCartCode takes the code out of the customer's cart.
func (db *DB) ClearCartCode(ctx context.Context, customer toolshop.User) (toolshop.Cart, error) {
	if _, err := db.write.ExecContext(ctx, `DELETE FROM cart_codes WHERE user_id = $1`, customer.ID); err != nil {
		return toolshop.Cart{}, err
	}
	return db.Cart(ctx, customer)
}

// showCode shows the code on the cart, with its discount or why it does not apply: only a
// failure to read it is an error.
func (db *DB) showCode(ctx context.Context, q querier, cart *toolshop.Cart, customer toolshop.User, code string) error {
	err := db.applyCode(ctx, q, cart, customer, code)
	if toolshop.ErrorCode(err) != toolshop.EINTERNAL {
		err = nil // the cart says why the code does not apply
	}
	return err
}

// applyCode shows the code on the cart as the customer's uses of it stand (a visitor, the
// zero customer, is a guest).
func (db *DB) applyCode(ctx context.Context, q querier, cart *toolshop.Cart, customer toolshop.User, code string) error {
	use, err := codeUse(ctx, q, code, customer)
	if errors.Is(err, toolshop.ErrCodeUnknown) {
		cart.Code, cart.CodeProblem = code, toolshop.ErrCodeUnknown.Message
	}
	if err != nil {
		return err
	}
	return cart.ApplyCode(*use, db.Now())
}

// SetCartLine sets the customer's line of the item's tool and variant to its quantity at
// their price now (the deal's while it runs), or removes it at 0, and answers the cart as
// its transaction left it: the cart's tools are read once, for the line and for the answer.
func (db *DB) SetCartLine(ctx context.Context, customer toolshop.User, item toolshop.CartItem) (toolshop.Cart, error) {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return toolshop.Cart{}, err
	}
	defer tx.Rollback()
	q := db.writes(tx)
	saved, err := cartLines(ctx, q, customer.ID)
	if err != nil {
		return toolshop.Cart{}, err
	}
	items, others := cartItems(saved), 0
	for _, l := range saved {
		if l.Key() != item.Key() {
			others++
		}
	}
	if others == len(saved) { // a new line
		items = append(items, item)
	}
	tools, err := readToolsNow(ctx, q, items, db.Now())
	if err != nil {
		return toolshop.Cart{}, err
	}
	if err := db.setCartLine(ctx, q, customer.ID, item, tools, others); err != nil {
		return toolshop.Cart{}, err
	}
	// Read again for their order: a new line's place depends on when it was added.
	if saved, err = cartLines(ctx, q, customer.ID); err != nil {
		return toolshop.Cart{}, err
	}
	cart := tools.cart(saved)
	if err := db.showCartCode(ctx, q, &cart, customer); err != nil {
		return toolshop.Cart{}, err
	}
	if err := tx.Commit(); err != nil {
		return toolshop.Cart{}, err
	}
	return cart, nil
}

// setCartLine writes the item's line as toolshop.SetCartLine decides on its tool now and
// the number of the cart's other lines, or removes it at 0.
func (db *DB) setCartLine(ctx context.Context, tx runner, userID string, item toolshop.CartItem, tools toolsNow, others int) error {
	if item.Quantity == 0 {
		_, err := tx.ExecContext(ctx, `DELETE FROM cart_lines WHERE user_id = $1 AND tool_id = $2 AND variant_id = $3`,
			userID, item.ToolID, item.VariantID)
		return err
	}
	forms, err := tools.forms([]toolshop.CartItem{item}, itemField)
	if err != nil {
		return err
	}
	tool, found := forms[item.Key()]
	if !found {
		return toolshop.ErrToolNotFound
	}
	line, err := toolshop.SetCartLine(tool, item.Quantity, others)
	if err != nil {
		return err
	}
	return db.saveCartLines(ctx, tx, userID, []toolshop.SavedCartLine{line})
}

// ClearCart empties the customer's cart.
func (db *DB) ClearCart(ctx context.Context, customer toolshop.User) (toolshop.Cart, error) {
	if _, err := db.write.ExecContext(ctx, `DELETE FROM cart_lines WHERE user_id = $1`, customer.ID); err != nil {
		return toolshop.Cart{}, err
	}
	return db.Cart(ctx, customer)
}

// MergeCart adds a visitor's lines to the customer's cart in one transaction, as
// toolshop.MergeCart decides on the cart and the tools as stored.
func (db *DB) MergeCart(ctx context.Context, customer toolshop.User, lines []toolshop.CartItem) (toolshop.Cart, error) {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return toolshop.Cart{}, err
	}
	defer tx.Rollback()
	saved, err := cartLines(ctx, tx, customer.ID)
	if err != nil {
		return toolshop.Cart{}, err
	}
	forms, err := formsNow(ctx, tx, lines, db.Now(), linesField)
	if err != nil {
		return toolshop.Cart{}, err
	}
	merged, changes := toolshop.MergeCart(saved, lines, forms)
	if err := db.saveCartLines(ctx, tx, customer.ID, merged); err != nil {
		return toolshop.Cart{}, err
	}
	if err := tx.Commit(); err != nil {
		return toolshop.Cart{}, err
	}
	cart, err := db.Cart(ctx, customer)
	cart.Changes = changes
	return cart, err
}

// QuoteCart shows a visitor's lines as a cart at the tools' prices now, with their code as
// it would apply to someone who has not used it yet, saving nothing.
func (db *DB) QuoteCart(ctx context.Context, visitor toolshop.CartItems) (toolshop.Cart, error) {
	cart, err := visitorCart(ctx, db.read, visitor.Lines, db.Now(), linesField)
	if err != nil || visitor.Code == "" {
		return cart, err
	}
	return cart, db.showCode(ctx, db.read, &cart, toolshop.User{}, visitor.Code)
}

// visitorCart shows a visitor's lines as a cart of the tools as they are now, each in the
// form it names; field names a line's variant in a refusal.
func visitorCart(ctx context.Context, q querier, lines []toolshop.CartItem, now time.Time, field *lineField) (toolshop.Cart, error) {
	forms, err := formsNow(ctx, q, lines, now, field)
	if err != nil {
		return toolshop.Cart{}, err
	}
	saved := make([]toolshop.SavedCartLine, len(lines))
	for i, l := range lines {
		// A visitor's cart keeps no price: it is always the price now.
		t := forms[l.Key()]
		saved[i] = toolshop.SavedCartLine{ToolID: l.ToolID, VariantID: l.VariantID, ToolName: t.Name, Quantity: l.Quantity, UnitPrice: t.Price}
	}
	return toolshop.ViewCart(saved, forms), nil
}

// saveCartLines writes the lines into the customer's cart, each replacing the line of its
// tool.
func (db *DB) saveCartLines(ctx context.Context, tx runner, userID string, lines []toolshop.SavedCartLine) error {
	for _, l := range lines {
		_, err := tx.ExecContext(ctx, `INSERT INTO cart_lines (user_id, tool_id, variant_id, tool_name, quantity, unit_price_cents,
			added_at) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (user_id, tool_id, variant_id) DO UPDATE
			SET tool_name = excluded.tool_name, quantity = excluded.quantity, unit_price_cents = excluded.unit_price_cents`,
			userID, l.ToolID, l.VariantID, l.ToolName, l.Quantity, l.UnitPrice, db.stamp())
		if err != nil {
			return err
		}
	}
	return nil
}

const cartLinesQuery = `SELECT tool_id, variant_id, tool_name, quantity, unit_price_cents FROM cart_lines
	WHERE user_id = $1 ORDER BY added_at, tool_id, variant_id`

// cartLines are the customer's saved lines, in the order they were first added.
func cartLines(ctx context.Context, q querier, userID string) ([]toolshop.SavedCartLine, error) {
	rows, err := q.QueryContext(ctx, cartLinesQuery, userID)
	if err != nil {
		return nil, err
	}
	return collect(rows, func(r row) (l toolshop.SavedCartLine, err error) {
		err = r.Scan(&l.ToolID, &l.VariantID, &l.ToolName, &l.Quantity, &l.UnitPrice)
		return l, err
	})
}

// viewCart shows the saved lines against their tools as stored now (toolsNow.cart).
func viewCart(ctx context.Context, q querier, saved []toolshop.SavedCartLine, now time.Time) (toolshop.Cart, error) {
	tools, err := readToolsNow(ctx, q, cartItems(saved), now)
	if err != nil {
		return toolshop.Cart{}, err
	}
	return tools.cart(saved), nil
}

// cartItems are the items of the saved lines, without their quantities.
func cartItems(saved []toolshop.SavedCartLine) []toolshop.CartItem {
	items := make([]toolshop.CartItem, len(saved))
	for i, l := range saved {
		items[i] = toolshop.CartItem{ToolID: l.ToolID, VariantID: l.VariantID}
	}
	return items
}

// lineField is how a request's lines are refused: name is the field of line i's variant,
// and a line of a variant since removed is a line gone in a cart sent whole, not a refusal.
type lineField struct {
	name func(i int) string
	list bool
}

var (
	linesField = &lineField{name: func(i int) string { return "lines." + strconv.Itoa(i) + ".variantId" }, list: true}
	// itemField is a request of one line (PUT /cart, Buy Now).
	itemField = &lineField{name: func(int) string { return "variantId" }}
)

// formsNow reads the tools the lines name that exist (in a query or two, whatever their
// number), each in the form its line names (toolsNow.forms).
func formsNow(ctx context.Context, q querier, lines []toolshop.CartItem, now time.Time, field *lineField) (map[string]toolshop.Tool, error) {
	tools, err := readToolsNow(ctx, q, lines, now)
	if err != nil {
		return nil, err
	}
	return tools.forms(lines, field)
}

// toolsNow are tools as stored, by id, with the deal that prices them at now.
type toolsNow struct {
	byID map[string]toolshop.Tool
	deal toolshop.Deal
	now  time.Time
}

// readToolsNow reads the tools the lines name that exist, and the deal.
func readToolsNow(ctx context.Context, q querier, lines []toolshop.CartItem, now time.Time) (toolsNow, error) {
	t := toolsNow{byID: map[string]toolshop.Tool{}, now: now}
	if len(lines) == 0 {
		return t, nil
	}
	var err error
	if t.deal, err = deal(ctx, q); err != nil {
		return t, err
	}
	ids := make([]string, len(lines))
	for i, l := range lines {
		ids[i] = l.ToolID
	}
	tools, err := toolsByID(ctx, q, ids, saleColumns, scanSaleTool)
	if err != nil {
		return t, err
	}
	for _, tool := range tools {
		t.byID[tool.ID] = tool
	}
	return t, nil
}

// forms are the lines' tools, each in the form its line names (Tool.Form) at its price now,
// the deal's while it runs on that form, by the line's key (toolshop.LineKey). A line of a
// form the tool does not have finds none; but a request's line that names no variant of a
// tool with variants, or a variant of one without, is refused as field says (nil: finds
// none, as a saved line).
func (t toolsNow) forms(lines []toolshop.CartItem, field *lineField) (map[string]toolshop.Tool, error) {
	forms := map[string]toolshop.Tool{}
	for i, l := range lines {
		tool, found := t.byID[l.ToolID]
		if !found {
			continue
		}
		form, err := tool.Form(l.VariantID)
		switch {
		case err == nil:
			forms[l.Key()] = t.deal.PriceOf(form, t.now)
		case field != nil && !(field.list && errors.Is(err, toolshop.ErrVariantNotFound)):
			return nil, toolshop.Named(err, field.name(i))
		}
	}
	return forms, nil
}

// cart shows the saved lines against the tools: a line of a form its tool no longer has (a
// variant removed, a tool that gained variants) shows as gone.
func (t toolsNow) cart(saved []toolshop.SavedCartLine) toolshop.Cart {
	forms, _ := t.forms(cartItems(saved), nil) // refuses no line without a field
	return toolshop.ViewCart(saved, forms)
}

// cartCode is the code in the customer's cart, "" for none.
func cartCode(ctx context.Context, q querier, userID string) (string, error) {
	rows, err := q.QueryContext(ctx, `SELECT code FROM cart_codes WHERE user_id = $1`, userID)
	if err != nil {
		return "", err
	}
	codes, err := collect(rows, func(r row) (code string, err error) { return code, r.Scan(&code) })
	if err != nil || len(codes) == 0 {
		return "", err
	}
	return codes[0], nil
}

// emptyCart takes every line and the code out of the customer's cart.
func emptyCart(ctx context.Context, tx runner, userID string) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM cart_lines WHERE user_id = $1`, userID); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, `DELETE FROM cart_codes WHERE user_id = $1`, userID)
	return err
}
