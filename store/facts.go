package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"strings"

	"toolshop"
)

// searchFiltersSetting is the settings key of the specifications the search shows as filters.
const searchFiltersSetting = "search_filters"

// CatalogueFacts reads what the search's filters and facets know of the whole catalogue, in
// one read: every tool's facts in the catalogue's order, the categories, the deal and the
// owner's filters. Only the columns the facts need are read: a shop of 100,000 tools is read
// whole each time its catalogue changes.
func (db *DB) CatalogueFacts(ctx context.Context) (*toolshop.CatalogueFacts, error) {
	tx, err := db.read.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	rows, err := tx.QueryContext(ctx, `SELECT id, name, COALESCE(category, ''), brand, specs, options, price_cents,
		available_quantity, review_stars, review_count FROM tools ORDER BY created_at, id`)
	if err != nil {
		return nil, err
	}
	tools, err := collect(rows, func(r row) (t toolshop.Tool, err error) {
		var specs, options []byte
		var stars int64
		var count int
		if err := r.Scan(&t.ID, &t.Name, &t.Category, &t.Brand, &specs, &options, &t.Price, &t.AvailableQuantity, &stars, &count); err != nil {
			return t, err
		}
		t.Rating = toolshop.RatingOf(stars, count)
		if err := json.Unmarshal(specs, &t.Specs); err != nil {
			return t, err
		}
		return t, json.Unmarshal(options, &t.Options)
	})
	if err != nil {
		return nil, err
	}
	if err := variantFacts(ctx, tx, tools); err != nil {
		return nil, err
	}
	facts := make([]toolshop.ToolFacts, len(tools))
	for i, t := range tools {
		facts[i] = toolshop.FactsOf(t)
	}
	categories, err := db.categories(ctx, tx)
	if err != nil {
		return nil, err
	}
	d, err := deal(ctx, tx)
	if err != nil {
		return nil, err
	}
	filters, err := searchFilters(ctx, tx)
	if err != nil {
		return nil, err
	}
	return toolshop.NewCatalogueFacts(facts, categories, d, filters), tx.Commit()
}

// variantFacts adds to the tools with options their variants' options, prices and stock.
func variantFacts(ctx context.Context, tx *sql.Tx, tools []toolshop.Tool) error {
	at := map[string]int{}
	for i, t := range tools {
		if len(t.Options) > 0 {
			at[t.ID] = i
		}
	}
	if len(at) == 0 {
		return nil
	}
	rows, err := tx.QueryContext(ctx, `SELECT tool_id, id, options, price_cents, available_quantity FROM variants
		ORDER BY tool_id, position`)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var toolID string
		var options []byte
		var v toolshop.Variant
		if err := rows.Scan(&toolID, &v.ID, &options, &v.Price, &v.AvailableQuantity); err != nil {
			return err
		}
		if err := json.Unmarshal(options, &v.Options); err != nil {
			return err
		}
		if i, found := at[toolID]; found {
			tools[i].Variants = append(tools[i].Variants, v)
		}
	}
	return rows.Err()
}

// SearchFilters are the specifications the owner shows as filters, none until set.
func (db *DB) SearchFilters(ctx context.Context) (toolshop.SearchFilters, error) {
	return searchFilters(ctx, db.read)
}

func searchFilters(ctx context.Context, q querier) (toolshop.SearchFilters, error) {
	f := toolshop.SearchFilters{Specs: []string{}}
	return f, jsonSetting(ctx, q, searchFiltersSetting, &f)
}

// SetSearchFilters keeps the specifications shown as filters: a catalogue change, since the
// facets every server keeps show them.
func (db *DB) SetSearchFilters(ctx context.Context, f toolshop.SearchFilters) error {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if err := putJSONSetting(ctx, tx, searchFiltersSetting, f); err != nil {
		return err
	}
	return db.commitCatalogue(ctx, tx)
}

// MatchingTools are the ids of the tools whose words match the search's, ranked as a search
// without another order ranks them (names holding every word first), and the words the
// search ran when they are not those typed: when nothing matches, the mistyped words are
// corrected as DB.Tools corrects them.
func (db *DB) MatchingTools(ctx context.Context, words []string) (ids []string, showing string, err error) {
	ids, err = db.matchingIDs(ctx, words)
	if err != nil || len(ids) > 0 {
		return ids, "", err
	}
	corrected, changed, err := db.correctWords(ctx, words)
	if err != nil || !changed {
		return ids, "", err
	}
	if ids, err = db.matchingIDs(ctx, corrected); len(ids) > 0 {
		showing = strings.Join(corrected, " ")
	}
	return ids, showing, err
}

// matchingIDs are the ids of the tools matching words, rank by rank.
func (db *DB) matchingIDs(ctx context.Context, words []string) ([]string, error) {
	q := toolshop.ToolQuery{Words: words}
	prefixes, err := db.prefixes(ctx, words)
	if err != nil {
		return nil, err
	}
	ids := []string{}
	for _, m := range []matches{nameMatches, otherMatches} {
		s := db.searchFor(q, prefixes, rank{matches: m})
		rows, err := db.search(ctx, s.planned, `SELECT id FROM `+s.from+s.filter()+` ORDER BY `+s.order, s.queryArgs()...)
		if err != nil {
			return nil, err
		}
		found, err := collect(rows, func(r row) (id string, err error) { return id, r.Scan(&id) })
		if err != nil {
			return nil, err
		}
		ids = append(ids, found...)
	}
	return ids, nil
}

// ToolsByID reads the tools ids name, in that order; a tool deleted meanwhile is left out.
func (db *DB) ToolsByID(ctx context.Context, ids []string) ([]toolshop.Tool, error) {
	tools, err := toolsByID(ctx, db.read, ids)
	if err != nil {
		return nil, err
	}
	byID := make(map[string]toolshop.Tool, len(tools))
	for _, t := range tools {
		byID[t.ID] = t
	}
	ordered := make([]toolshop.Tool, 0, len(ids))
	for _, id := range ids {
		if t, found := byID[id]; found {
			ordered = append(ordered, t)
		}
	}
	return ordered, nil
}

// toolsByID reads the tools ids name, with their forms, in no order.
func toolsByID(ctx context.Context, q querier, ids []string) ([]toolshop.Tool, error) {
	if len(ids) == 0 {
		return []toolshop.Tool{}, nil
	}
	var in conditions
	rows, err := q.QueryContext(ctx, `SELECT `+toolColumns+` FROM tools WHERE id IN (`+in.list(ids)+`)`, in.args...)
	if err != nil {
		return nil, err
	}
	tools, err := collect(rows, scanTool)
	if err != nil {
		return nil, err
	}
	return tools, withForms(ctx, q, tools)
}
