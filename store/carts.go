package store

import (
	"context"
	"database/sql"
	"strconv"
	"strings"

	"toolshop"
)

// Cart answers the customer's cart, each line against its tool as it is now.
func (db *DB) Cart(ctx context.Context, customer toolshop.User) (toolshop.Cart, error) {
	saved, err := cartLines(ctx, db.read, customer.ID)
	if err != nil {
		return toolshop.Cart{}, err
	}
	return viewCart(ctx, db.read, saved)
}

// SetCartLine sets the customer's line of the tool to quantity at the tool's price now, or
// removes it at 0.
func (db *DB) SetCartLine(ctx context.Context, customer toolshop.User, toolID string, quantity int) (toolshop.Cart, error) {
	if quantity == 0 {
		if _, err := db.write.ExecContext(ctx, `DELETE FROM cart_lines WHERE user_id = $1 AND tool_id = $2`, customer.ID, toolID); err != nil {
			return toolshop.Cart{}, err
		}
		return db.Cart(ctx, customer)
	}
	tool, err := db.Tool(ctx, toolID)
	if err != nil {
		return toolshop.Cart{}, err
	}
	line, err := toolshop.SetCartLine(tool, quantity)
	if err != nil {
		return toolshop.Cart{}, err
	}
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return toolshop.Cart{}, err
	}
	defer tx.Rollback()
	var lines int
	err = tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM cart_lines WHERE user_id = $1 AND tool_id <> $2`, customer.ID, toolID).Scan(&lines)
	if err != nil {
		return toolshop.Cart{}, err
	}
	if lines >= toolshop.MaxCartLines {
		return toolshop.Cart{}, toolshop.ErrCartFull
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
	tools, err := toolsByID(ctx, tx, ids)
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

// QuoteCart shows a visitor's lines as a cart at the tools' prices now, saving nothing.
func (db *DB) QuoteCart(ctx context.Context, lines []toolshop.CartItem) (toolshop.Cart, error) {
	ids := make([]string, len(lines))
	for i, l := range lines {
		ids[i] = l.ToolID
	}
	tools, err := toolsByID(ctx, db.read, ids)
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
func viewCart(ctx context.Context, q querier, saved []toolshop.SavedCartLine) (toolshop.Cart, error) {
	ids := make([]string, len(saved))
	for i, l := range saved {
		ids[i] = l.ToolID
	}
	tools, err := toolsByID(ctx, q, ids)
	if err != nil {
		return toolshop.Cart{}, err
	}
	return toolshop.ViewCart(saved, tools), nil
}

// toolsByID reads the tools of the ids that exist, in one query.
func toolsByID(ctx context.Context, q querier, ids []string) (map[string]toolshop.Tool, error) {
	tools := map[string]toolshop.Tool{}
	if len(ids) == 0 {
		return tools, nil
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
		tools[t.ID] = t
		return t, err
	})
	return tools, err
}
