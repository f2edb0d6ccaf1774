package store

import (
	"context"
	"database/sql"
	"errors"
	"slices"

	"toolshop"
)

// Stock moves. A tool without variants keeps its stock in its row, a variant in its own;
// a kit keeps none of its own, and its row shows what its parts allow, counted again in the
// transaction that moves any of them (countKits); a tool with variants shows their sum.
//
// On PostgreSQL a move that touches variants or kits first locks, in the order of their ids,
// the rows of every tool whose stock it changes or counts again: two sales sharing a part
// then take their stock one after the other and never wait on each other in a circle, and
// each counts its kits from what the other left.

// takeStock takes the stock of every line of the new order (a kit's from its parts) with
// conditional updates, in the order Order.Stock gives. It answers whether any was short
// (the caller rolls back); a sale that takes a stock below its threshold records its alert.
func (db *DB) takeStock(ctx context.Context, tx runner, o toolshop.Order) (short bool, err error) {
	threshold, err := lowStockThreshold(ctx, tx)
	if err != nil {
		return false, err
	}
	moves := o.Stock()
	kits, err := db.lockStock(ctx, tx, moves)
	if err != nil {
		return false, err
	}
	for _, m := range moves {
		// The stock as the update leaves it: concurrent sales of it take their stock one
		// after another, so each sees the stock its own sale left.
		left, err := takeUnits(ctx, tx, m)
		if errors.Is(err, toolshop.ErrToolNotFound) {
			return true, nil
		}
		if err != nil {
			return false, err
		}
		if err := db.recordStockAlert(ctx, tx, left, m.Units, threshold); err != nil {
			return false, err
		}
	}
	return false, countKits(ctx, tx, kits, variantTools(moves))
}

// variantTools are the tools of the moves of variants' stock, whose sums change.
func variantTools(moves []toolshop.StockMove) []string {
	var tools []string
	for _, m := range moves {
		if m.VariantID != "" {
			tools = append(tools, m.ToolID)
		}
	}
	return tools
}

// The stock a sale leaves, as a stock alert reads it: the tool's name (and the variant's),
// its minimum order and what is left.
const (
	takeToolUnits = `UPDATE tools SET available_quantity = available_quantity - $2 WHERE id = $1 AND available_quantity >= $2
		RETURNING name, min_order, available_quantity`
	takeVariantUnits = `UPDATE variants SET available_quantity = available_quantity - $3
		WHERE id = $2 AND tool_id = $1 AND available_quantity >= $3
		RETURNING (SELECT name FROM tools WHERE id = $1), name, min_order, available_quantity`
)

// takeUnits takes m's units from their stock if it holds them, answering what is left as a
// tool (a variant's as the tool's form); ErrToolNotFound when it does not hold them.
func takeUnits(ctx context.Context, tx runner, m toolshop.StockMove) (toolshop.Tool, error) {
	t := toolshop.Tool{ID: m.ToolID}
	var err error
	if m.VariantID == "" {
		err = tx.QueryRowContext(ctx, takeToolUnits, m.ToolID, m.Units).Scan(&t.Name, &t.MinOrder, &t.AvailableQuantity)
	} else {
		t.Variant = &toolshop.Variant{ID: m.VariantID}
		err = tx.QueryRowContext(ctx, takeVariantUnits, m.ToolID, m.VariantID, m.Units).
			Scan(&t.Name, &t.Variant.Name, &t.MinOrder, &t.AvailableQuantity)
	}
	if errors.Is(err, sql.ErrNoRows) {
		return t, toolshop.ErrToolNotFound
	}
	return t, err
}

// putBack gives units back to their stock (a cancelled order's, a restocked refund's), and
// counts again the kits they make.
func (db *DB) putBack(ctx context.Context, tx runner, moves []toolshop.StockMove) error {
	kits, err := db.lockStock(ctx, tx, moves)
	if err != nil {
		return err
	}
	for _, m := range moves {
		query := `UPDATE tools SET available_quantity = available_quantity + $3 WHERE id = $1 AND $2 = ''`
		if m.VariantID != "" {
			query = `UPDATE variants SET available_quantity = available_quantity + $3 WHERE tool_id = $1 AND id = $2`
		}
		if _, err := tx.ExecContext(ctx, query, m.ToolID, m.VariantID, m.Units); err != nil {
			return err
		}
	}
	return countKits(ctx, tx, kits, variantTools(moves))
}

// lockStock answers the tools whose kits have a part among the moves' tools, and on
// PostgreSQL locks the rows of those and of the moves' tools in the order of their ids,
// unless every move is of a tool without variants and no kit counts on them: then each
// move's own conditional update is its lock, as it always was.
func (db *DB) lockStock(ctx context.Context, tx runner, moves []toolshop.StockMove) ([]string, error) {
	if len(moves) == 0 {
		return nil, nil
	}
	ids := make([]string, 0, len(moves))
	variants := false
	for _, m := range moves {
		ids = append(ids, m.ToolID)
		variants = variants || m.VariantID != ""
	}
	var in conditions
	rows, err := tx.QueryContext(ctx, `SELECT DISTINCT kit_tool_id FROM kit_parts WHERE part_tool_id IN (`+in.list(ids)+`)`, in.args...)
	if err != nil {
		return nil, err
	}
	kits, err := collect(rows, func(r row) (id string, err error) { return id, r.Scan(&id) })
	if err != nil || !db.postgres || !variants && len(kits) == 0 {
		return kits, err
	}
	locked := append(slices.Clone(ids), kits...)
	slices.Sort(locked)
	in = conditions{}
	_, err = tx.ExecContext(ctx, `SELECT id FROM tools WHERE id IN (`+in.list(slices.Compact(locked))+`) ORDER BY id FOR UPDATE`, in.args...)
	return kits, err
}

// countKits counts again the stock of every kit of the tools kits names, from their parts'
// stock now, and sums up again the stock of every tool with variants among them and summed.
func countKits(ctx context.Context, tx runner, kits, summed []string) error {
	tools := append(slices.Clone(kits), summed...)
	if len(tools) == 0 {
		return nil
	}
	if len(kits) > 0 {
		if err := countKitStock(ctx, tx, kits); err != nil {
			return err
		}
	}
	slices.Sort(tools)
	var in conditions
	_, err := tx.ExecContext(ctx, `UPDATE tools SET available_quantity = (SELECT SUM(available_quantity) FROM variants
		WHERE tool_id = tools.id) WHERE id IN (`+in.list(slices.Compact(tools))+`)
		AND EXISTS (SELECT 1 FROM variants WHERE tool_id = tools.id)`, in.args...)
	return err
}

// countKitStock writes the stock of each kit of the tools, what its parts allow now
// (toolshop.KitStock).
func countKitStock(ctx context.Context, tx runner, kitTools []string) error {
	var in conditions
	rows, err := tx.QueryContext(ctx, `SELECT k.kit_tool_id, k.kit_variant_id, k.part_tool_id, k.part_variant_id, k.quantity,
		COALESCE(CASE WHEN k.part_variant_id = '' THEN t.available_quantity ELSE v.available_quantity END, 0)
		FROM kit_parts k LEFT JOIN tools t ON t.id = k.part_tool_id
		LEFT JOIN variants v ON v.id = k.part_variant_id AND v.tool_id = k.part_tool_id
		WHERE k.kit_tool_id IN (`+in.list(kitTools)+`) ORDER BY k.kit_tool_id, k.kit_variant_id`, in.args...)
	if err != nil {
		return err
	}
	type kitPart struct {
		kit   unit
		part  toolshop.KitPart
		stock int
	}
	parts, err := collect(rows, func(r row) (p kitPart, err error) {
		return p, r.Scan(&p.kit.tool, &p.kit.variant, &p.part.ToolID, &p.part.VariantID, &p.part.Quantity, &p.stock)
	})
	if err != nil {
		return err
	}
	for start := 0; start < len(parts); {
		kit := parts[start].kit
		end := start
		stock := map[toolshop.KitPart]int{}
		var kitParts []toolshop.KitPart
		for ; end < len(parts) && parts[end].kit == kit; end++ {
			kitParts = append(kitParts, parts[end].part)
			stock[parts[end].part] = parts[end].stock
		}
		n := toolshop.KitStock(kitParts, func(p toolshop.KitPart) int { return stock[p] })
		query := `UPDATE tools SET available_quantity = $3 WHERE id = $1 AND $2 = ''`
		if kit.variant != "" {
			query = `UPDATE variants SET available_quantity = $3 WHERE tool_id = $1 AND id = $2`
		}
		if _, err := tx.ExecContext(ctx, query, kit.tool, kit.variant, n); err != nil {
			return err
		}
		start = end
	}
	return nil
}
