package store

import (
	"context"
	"database/sql"
	"errors"
	"strconv"
	"strings"
	"time"

	"toolshop"
)

// Cart answers the customer's cart, each line against its tool as it is now, and its code
// with the discount it gives or why it does not apply.
func (db *DB) Cart(ctx context.Context, customer toolshop.User) (toolshop.Cart, error) {
	saved, err := cartLines(ctx, db.read, customer.ID)
	if err != nil {
		return toolshop.Cart{}, err
	}
	cart, err := viewCart(ctx, db.read, saved, db.Now())
	if err != nil {
		return cart, err
	}
	code, err := cartCode(ctx, db.read, customer.ID)
	if err != nil || code == "" {
		return cart, err
	}
	return cart, db.showCode(ctx, &cart, customer, code)
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
func (db *DB) showCode(ctx context.Context, cart *toolshop.Cart, customer toolshop.User, code string) error {
	err := db.applyCode(ctx, db.read, cart, customer, code)
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

// SetCartLine sets the customer's line of the tool to quantity at the tool's price now (the
// deal's while it runs), or removes it at 0.
func (db *DB) SetCartLine(ctx context.Context, customer toolshop.User, toolID string, quantity int) (toolshop.Cart, error) {
	if quantity == 0 {
		if _, err := db.write.ExecContext(ctx, `DELETE FROM cart_lines WHERE user_id = $1 AND tool_id = $2`, customer.ID, toolID); err != nil {
			return toolshop.Cart{}, err
		}
		return db.Cart(ctx, customer)
	}
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return toolshop.Cart{}, err
	}
	defer tx.Rollback()
	tool, err := toolNow(ctx, tx, toolID, db.Now())
	if err != nil {
		return toolshop.Cart{}, err
	}
	var others int
	err = tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM cart_lines WHERE user_id = $1 AND tool_id <> $2`, customer.ID, toolID).Scan(&others)
	if err != nil {
		return toolshop.Cart{}, err
	}
	line, err := toolshop.SetCartLine(tool, quantity, others)
	if err != nil {
		return toolshop.Cart{}, err
	}
	if err := db.saveCartLines(ctx, tx, customer.ID, []toolshop.SavedCartLine{line}); err != nil {
		return toolshop.Cart{}, err
	}
	if err := tx.Commit(); err != nil {
		return toolshop.Cart{}, err
	}
	return db.Cart(ctx, customer)
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
	ids := make([]string, len(lines))
	for i, l := range lines {
		ids[i] = l.ToolID
	}
	tools, err := toolsNow(ctx, tx, ids, db.Now())
	if err != nil {
		return toolshop.Cart{}, err
	}
	merged, changes := toolshop.MergeCart(saved, lines, tools)
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
	cart, err := visitorCart(ctx, db.read, visitor.Lines, db.Now())
	if err != nil || visitor.Code == "" {
		return cart, err
	}
	return cart, db.showCode(ctx, &cart, toolshop.User{}, visitor.Code)
}

// visitorCart shows a visitor's lines as a cart of the tools as they are now.
func visitorCart(ctx context.Context, q querier, lines []toolshop.CartItem, now time.Time) (toolshop.Cart, error) {
	ids := make([]string, len(lines))
	for i, l := range lines {
		ids[i] = l.ToolID
	}
	tools, err := toolsNow(ctx, q, ids, now)
	if err != nil {
		return toolshop.Cart{}, err
	}
	saved := make([]toolshop.SavedCartLine, len(lines))
	for i, l := range lines {
		// A visitor's cart keeps no price: it is always the price now.
		t := tools[l.ToolID]
		saved[i] = toolshop.SavedCartLine{ToolID: l.ToolID, ToolName: t.Name, Quantity: l.Quantity, UnitPrice: t.Price}
	}
	return toolshop.ViewCart(saved, tools), nil
}

// saveCartLines writes the lines into the customer's cart, each replacing the line of its
// tool.
func (db *DB) saveCartLines(ctx context.Context, tx *sql.Tx, userID string, lines []toolshop.SavedCartLine) error {
	for _, l := range lines {
		_, err := tx.ExecContext(ctx, `INSERT INTO cart_lines (user_id, tool_id, tool_name, quantity, unit_price_cents, added_at)
			VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (user_id, tool_id) DO UPDATE
			SET tool_name = excluded.tool_name, quantity = excluded.quantity, unit_price_cents = excluded.unit_price_cents`,
			userID, l.ToolID, l.ToolName, l.Quantity, l.UnitPrice, db.stamp())
		if err != nil {
			return err
		}
	}
	return nil
}

// cartLines are the customer's saved lines, in the order they were first added.
func cartLines(ctx context.Context, q querier, userID string) ([]toolshop.SavedCartLine, error) {
	rows, err := q.QueryContext(ctx, `SELECT tool_id, tool_name, quantity, unit_price_cents FROM cart_lines
		WHERE user_id = $1 ORDER BY added_at, tool_id`, userID)
	if err != nil {
		return nil, err
	}
	return collect(rows, func(r row) (l toolshop.SavedCartLine, err error) {
		err = r.Scan(&l.ToolID, &l.ToolName, &l.Quantity, &l.UnitPrice)
		return l, err
	})
}

// viewCart shows the saved lines against their tools as stored now.
func viewCart(ctx context.Context, q querier, saved []toolshop.SavedCartLine, now time.Time) (toolshop.Cart, error) {
	ids := make([]string, len(saved))
	for i, l := range saved {
		ids[i] = l.ToolID
	}
	tools, err := toolsNow(ctx, q, ids, now)
	if err != nil {
		return toolshop.Cart{}, err
	}
	return toolshop.ViewCart(saved, tools), nil
}

// toolsNow reads the tools of the ids that exist, in one query, at their prices now: the
// deal's tool at its deal price while the deal runs.
func toolsNow(ctx context.Context, q querier, ids []string, now time.Time) (map[string]toolshop.Tool, error) {
	tools := map[string]toolshop.Tool{}
	if len(ids) == 0 {
		return tools, nil
	}
	d, err := deal(ctx, q)
	if err != nil {
		return nil, err
	}
	marks := make([]string, len(ids))
	args := make([]any, len(ids))
	for i, id := range ids {
		marks[i], args[i] = "$"+strconv.Itoa(i+1), id
	}
	rows, err := q.QueryContext(ctx, `SELECT `+toolColumns+` FROM tools WHERE id IN (`+strings.Join(marks, ", ")+`)`, args...)
	if err != nil {
		return nil, err
	}
	_, err = collect(rows, func(r row) (toolshop.Tool, error) {
		t, err := scanTool(r)
		tools[t.ID] = d.PriceOf(t, now)
		return t, err
	})
	return tools, err
}

// toolNow is the tool at its price now (toolsNow), ErrToolNotFound when there is none.
func toolNow(ctx context.Context, q querier, id string, now time.Time) (toolshop.Tool, error) {
	tools, err := toolsNow(ctx, q, []string{id}, now)
	if err != nil {
		return toolshop.Tool{}, err
	}
	tool, found := tools[id]
	if !found {
		return tool, toolshop.ErrToolNotFound
	}
	return tool, nil
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
func emptyCart(ctx context.Context, tx *sql.Tx, userID string) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM cart_lines WHERE user_id = $1`, userID); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, `DELETE FROM cart_codes WHERE user_id = $1`, userID)
	return err
}
