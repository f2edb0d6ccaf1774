package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"slices"
	"strconv"

	"toolshop"
)

// A tool's forms as rows (migration 390): its options and kit parts as JSON on its row, each
// variant a row of variants, and every kit's parts listed again by part in kit_parts.

const variantColumns = `id, tool_id, options, name, COALESCE(sku, ''), COALESCE(gtin, ''), price_cents, min_order,
	available_quantity, pictures, parts, mpn`

func scanVariant(r row) (toolID string, v toolshop.Variant, err error) {
	var options, pictures, parts []byte
	err = r.Scan(&v.ID, &toolID, &options, &v.Name, &v.SKU, &v.GTIN, &v.Price, &v.MinOrder, &v.AvailableQuantity,
		&pictures, &parts, &v.MPN)
	if err != nil {
		return toolID, v, err
	}
	return toolID, v, unmarshalColumns(options, &v.Options, pictures, &v.Pictures, parts, &v.Parts)
}

// unmarshalColumns reads JSON columns, each into the value after it.
func unmarshalColumns(pairs ...any) error {
	for i := 0; i < len(pairs); i += 2 {
		if err := json.Unmarshal(pairs[i].([]byte), pairs[i+1]); err != nil {
			return err
		}
	}
	return nil
}

// withForms reads the variants of the tools that have options, and names the parts of their
// kits, in a query or two whatever the number of tools.
func withForms(ctx context.Context, q querier, tools []toolshop.Tool) error {
	var ids []string
	at := map[string]int{}
	for i, t := range tools {
		if len(t.Options) > 0 {
			ids = append(ids, t.ID)
			at[t.ID] = i
		}
	}
	if len(ids) > 0 {
		var in conditions
		rows, err := q.QueryContext(ctx, `SELECT `+variantColumns+` FROM variants WHERE tool_id IN (`+in.list(ids)+`)
			ORDER BY tool_id, position`, in.args...)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			toolID, v, err := scanVariant(rows)
			if err != nil {
				return err
			}
			t := &tools[at[toolID]]
			t.Variants = append(t.Variants, v)
		}
		if err := rows.Err(); err != nil {
			return err
		}
	}
	return nameParts(ctx, q, tools)
}

// nameParts names every kit part of the tools as the shop names it: "18V drill · Bare tool".
func nameParts(ctx context.Context, q querier, tools []toolshop.Tool) error {
	var parts []*toolshop.KitPart
	for i := range tools {
		for j := range tools[i].Parts {
			parts = append(parts, &tools[i].Parts[j])
		}
		for k := range tools[i].Variants {
			for j := range tools[i].Variants[k].Parts {
				parts = append(parts, &tools[i].Variants[k].Parts[j])
			}
		}
	}
	if len(parts) == 0 {
		return nil
	}
	ids := make([]string, len(parts))
	for i, p := range parts {
		ids[i] = p.ToolID
	}
	var in conditions
	rows, err := q.QueryContext(ctx, `SELECT t.id, COALESCE(v.id, ''), t.name, COALESCE(v.name, '')
		FROM tools t LEFT JOIN variants v ON v.tool_id = t.id WHERE t.id IN (`+in.list(ids)+`)`, in.args...)
	if err != nil {
		return err
	}
	names := map[string]string{}
	_, err = collect(rows, func(r row) (string, error) {
		var tool, variant, toolName, variantName string
		err := r.Scan(&tool, &variant, &toolName, &variantName)
		name := toolshop.NameWithVariant(toolName, variantName)
		names[toolshop.LineKey(tool, variant)] = name
		return name, err
	})
	for _, p := range parts {
		p.Name = names[toolshop.LineKey(p.ToolID, p.VariantID)]
	}
	return err
}

// saveForms writes the tool's variants and kit parts as after has them: variants left out
// deleted, new ones given ids, every kit's parts checked against
// the catalogue and its stock counted, and the tool's row summing its variants up.
func (db *DB) saveForms(ctx context.Context, tx *sql.Tx, after *toolshop.Tool) error {
	if err := checkUnits(ctx, tx, after); err != nil {
		return err
	}
	keep := make([]string, 0, len(after.Variants))
	for i := range after.Variants {
		v := &after.Variants[i]
		if v.ID == "" {
			v.ID = newID()
		} else {
			keep = append(keep, v.ID)
		}
	}
	var in conditions
	gone := `DELETE FROM variants WHERE tool_id = ` + in.arg(after.ID)
	if len(keep) > 0 {
		gone += ` AND id NOT IN (` + in.list(keep) + `)`
	}
	if _, err := tx.ExecContext(ctx, gone, in.args...); err != nil {
		return err
	}
	for i, v := range after.Variants {
		if err := saveVariant(ctx, tx, after.ID, i, v); err != nil {
			return err
		}
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM kit_parts WHERE kit_tool_id = $1`, after.ID); err != nil {
		return err
	}
	if err := addKitParts(ctx, tx, after.ID, "", after.Parts); err != nil {
		return err
	}
	for _, v := range after.Variants {
		if err := addKitParts(ctx, tx, after.ID, v.ID, v.Parts); err != nil {
			return err
		}
	}
	// Its units may be parts of other tools' kits, and its own kits count from their parts.
	kits, err := db.lockStock(ctx, tx, []toolshop.StockMove{{ToolID: after.ID}})
	if err != nil {
		return err
	}
	return countKits(ctx, tx, append(kits, after.ID), []string{after.ID})
}

func saveVariant(ctx context.Context, tx *sql.Tx, toolID string, position int, v toolshop.Variant) error {
	options, err := json.Marshal(v.Options)
	if err != nil {
		return err
	}
	pictures, err := json.Marshal(v.Pictures)
	if err != nil {
		return err
	}
	parts, err := json.Marshal(stored(v.Parts))
	if err != nil {
		return err
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO variants (id, tool_id, position, options, name, sku, gtin, price_cents, min_order,
		available_quantity, pictures, parts, mpn) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
		ON CONFLICT (id) DO UPDATE SET position = excluded.position, options = excluded.options, name = excluded.name,
		sku = excluded.sku, gtin = excluded.gtin, price_cents = excluded.price_cents, min_order = excluded.min_order,
		available_quantity = excluded.available_quantity, pictures = excluded.pictures, parts = excluded.parts,
		mpn = excluded.mpn`,
		v.ID, toolID, position, string(options), v.Name, nullable(v.SKU), nullable(v.GTIN), v.Price, v.MinOrder,
		max(v.AvailableQuantity, 0), string(pictures), string(parts), v.MPN)
	return identifierTaken(err, "variants."+strconv.Itoa(position)+".")
}

// stored is the parts as a row keeps them: without the names shown beside them.
func stored(parts []toolshop.KitPart) []toolshop.KitPart {
	out := make([]toolshop.KitPart, len(parts))
	for i, p := range parts {
		out[i] = toolshop.KitPart{ToolID: p.ToolID, VariantID: p.VariantID, Quantity: p.Quantity}
	}
	return out
}

func addKitParts(ctx context.Context, tx *sql.Tx, toolID, variantID string, parts []toolshop.KitPart) error {
	for _, p := range parts {
		_, err := tx.ExecContext(ctx, `INSERT INTO kit_parts (kit_tool_id, kit_variant_id, part_tool_id, part_variant_id, quantity)
			VALUES ($1, $2, $3, $4, $5)`, toolID, variantID, p.ToolID, p.VariantID, p.Quantity)
		if err != nil {
			return err
		}
	}
	return nil
}

// identifierTaken is the SKU or GTIN another tool or variant has, named under prefix, for a
// write a unique index refused; any other error is itself.
func identifierTaken(err error, prefix string) error {
	switch {
	case uniqueViolation(err, "tools.sku", "tools_sku") || uniqueViolation(err, "variants.sku", "variants_sku"):
		return toolshop.Named(toolshop.ErrSKUTaken, prefix+"sku")
	case uniqueViolation(err, "tools.gtin", "tools_gtin") || uniqueViolation(err, "variants.gtin", "variants_gtin"):
		return toolshop.Named(toolshop.ErrGTINTaken, prefix+"gtin")
	}
	return err
}

// unit is a place stock is kept: a tool without variants (variant ""), or a variant.
type unit struct{ tool, variant string }

// checkUnits checks what the catalogue decides of a tool's forms: its SKUs and GTINs no other
// tool's or variant's, each kit part a tool (in a variant when it has them) that is no kit,
// and no kit of the tool among another kit's parts.
func checkUnits(ctx context.Context, tx *sql.Tx, after *toolshop.Tool) error {
	type named struct{ field, sku, gtin string }
	ids := []named{{"", after.SKU, after.GTIN}}
	for i, v := range after.Variants {
		ids = append(ids, named{"variants." + strconv.Itoa(i) + ".", v.SKU, v.GTIN})
	}
	for _, n := range ids {
		for _, c := range []struct{ column, value string }{{"sku", n.sku}, {"gtin", n.gtin}} {
			if c.value == "" {
				continue
			}
			var taken int
			err := tx.QueryRowContext(ctx, `SELECT (SELECT COUNT(*) FROM tools WHERE `+c.column+` = $1 AND id <> $2)
				+ (SELECT COUNT(*) FROM variants WHERE `+c.column+` = $1 AND tool_id <> $2)`, c.value, after.ID).Scan(&taken)
			if err != nil {
				return err
			}
			if taken > 0 && c.column == "sku" {
				return toolshop.Named(toolshop.ErrSKUTaken, n.field+"sku")
			}
			if taken > 0 {
				return toolshop.Named(toolshop.ErrGTINTaken, n.field+"gtin")
			}
		}
	}
	kits := map[string][]toolshop.KitPart{"parts": after.Parts}
	for i, v := range after.Variants {
		kits["variants."+strconv.Itoa(i)+".parts"] = v.Parts
	}
	for field, parts := range kits {
		for j, p := range parts {
			if err := partProblem(ctx, tx, after, p); err != nil {
				return toolshop.Named(err, field+"."+strconv.Itoa(j)+".toolId")
			}
		}
	}
	return checkNotAPart(ctx, tx, after)
}

// partProblem is what keeps p from being a part of a kit of the tool t, nil when nothing
// does: a tool the shop has, in one of its forms, that is no kit.
func partProblem(ctx context.Context, tx *sql.Tx, t *toolshop.Tool, p toolshop.KitPart) error {
	part := *t
	if p.ToolID != t.ID {
		var err error
		part, err = scanTool(tx.QueryRowContext(ctx, `SELECT `+toolColumns+` FROM tools WHERE id = $1`, p.ToolID))
		if errors.Is(err, toolshop.ErrToolNotFound) {
			return toolshop.ErrPartNotFound
		}
		if err != nil {
			return err
		}
		tools := []toolshop.Tool{part}
		if err := withForms(ctx, tx, tools); err != nil {
			return err
		}
		part = tools[0]
	}
	form, err := part.Form(p.VariantID)
	if err != nil {
		return err
	}
	if len(form.Parts) > 0 {
		return toolshop.ErrPartIsKit
	}
	return nil
}

// checkNotAPart refuses a kit of the tool that another kit has among its parts.
func checkNotAPart(ctx context.Context, tx *sql.Tx, t *toolshop.Tool) error {
	kits := map[string]string{"": "parts"}
	if len(t.Parts) == 0 {
		delete(kits, "")
	}
	for i, v := range t.Variants {
		if len(v.Parts) > 0 {
			kits[v.ID] = "variants." + strconv.Itoa(i) + ".parts"
		}
	}
	for variant, field := range kits {
		var n int
		err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM kit_parts WHERE part_tool_id = $1 AND part_variant_id = $2
			AND kit_tool_id <> $1`, t.ID, variant).Scan(&n)
		if err != nil {
			return err
		}
		if n > 0 {
			return toolshop.Named(toolshop.ErrKitIsPart, field)
		}
	}
	return nil
}

// checkNoKitNeeds refuses the removal of the tool's units that kits of other tools have among
// their parts: the variants not in keep, or the whole tool when keep is nil.
func checkNoKitNeeds(ctx context.Context, tx *sql.Tx, toolID string, keep []toolshop.Variant) error {
	rows, err := tx.QueryContext(ctx, `SELECT kit_tool_id, part_variant_id FROM kit_parts WHERE part_tool_id = $1`, toolID)
	if err != nil {
		return err
	}
	type need struct{ kit, variant string }
	needs, err := collect(rows, func(r row) (n need, err error) { return n, r.Scan(&n.kit, &n.variant) })
	if err != nil {
		return err
	}
	for _, n := range needs {
		// The tool's own kits are checked as its forms are (checkUnits), or go with it.
		kept := keep != nil && (n.variant == "" || slices.ContainsFunc(keep, func(v toolshop.Variant) bool { return v.ID == n.variant }))
		if !kept && n.kit != toolID {
			return toolshop.ErrPartOfKit
		}
	}
	return nil
}
