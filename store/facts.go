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
	rowNumber := "rowid" // the row the search index names (matchRanks)
	if db.postgres {
		rowNumber = "0"
	}
	rows, err := tx.QueryContext(ctx, `SELECT `+rowNumber+`, id, name, COALESCE(category, ''), brand, specs, options, price_cents,
		available_quantity, review_stars, review_count FROM tools ORDER BY created_at, id`)
	if err != nil {
		return nil, err
	}
	type toolRow struct {
		number int64
		tool   toolshop.Tool
	}
	read, err := collect(rows, func(r row) (tr toolRow, err error) {
		t := &tr.tool
		var specs, options []byte
		var stars int64
		var count int
		if err := r.Scan(&tr.number, &t.ID, &t.Name, &t.Category, &t.Brand, &specs, &options, &t.Price, &t.AvailableQuantity, &stars, &count); err != nil {
			return tr, err
		}
		t.Rating = toolshop.RatingOf(stars, count)
		if err := json.Unmarshal(specs, &t.Specs); err != nil {
			return tr, err
		}
		return tr, json.Unmarshal(options, &t.Options)
	})
	if err != nil {
		return nil, err
	}
	tools := make([]toolshop.Tool, len(read))
	for i := range read {
		tools[i] = read[i].tool
	}
	if err := variantFacts(ctx, tx, tools); err != nil {
		return nil, err
	}
	facts := make([]toolshop.ToolFacts, len(tools))
	for i, t := range tools {
		facts[i] = toolshop.FactsOf(t)
		facts[i].Row = read[i].number
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

// InStock tells which forms of the catalogue's tools have stock, by toolshop.LineKey: each
// tool without variants, and each variant.
func (db *DB) InStock(ctx context.Context) (map[string]bool, error) {
	tx, err := db.read.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	inStock := map[string]bool{}
	for _, query := range []string{
		`SELECT id, '', available_quantity FROM tools`, // a tool with variants has no form of its own: unused
		`SELECT tool_id, id, available_quantity FROM variants`,
	} {
		rows, err := tx.QueryContext(ctx, query)
		if err != nil {
			return nil, err
		}
		for rows.Next() {
			var toolID, variantID string
			var stock int
			if err := rows.Scan(&toolID, &variantID, &stock); err != nil {
				rows.Close()
				return nil, err
			}
			inStock[toolshop.LineKey(toolID, variantID)] = stock > 0
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, err
		}
	}
	return inStock, tx.Commit()
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

// MatchingTools are the tools whose words match the search's or their synonyms', rank by
// rank as a search without another order ranks them (names holding every word first, the
// synonyms' matches last), each rank in no order, and the words the search ran when they are
// not those typed (toolshop.SearchShowing): when nothing matches, the mistyped words are
// corrected as DB.Tools corrects them.
func (db *DB) MatchingTools(ctx context.Context, words []string) (ranks []toolshop.MatchRank, showing string, err error) {
	synonyms, terms, err := db.searchTerms(ctx, words)
	if err != nil {
		return nil, "", err
	}
	if ranks, err = db.matchRanks(ctx, terms); err != nil || toolshop.Matched(ranks) {
		return ranks, toolshop.SearchShowing(words, terms.words), err
	}
	_, corrected, changed, err := db.correctSearch(ctx, words, synonyms)
	if err != nil || !changed {
		return ranks, "", err
	}
	if ranks, err = db.matchRanks(ctx, corrected); toolshop.Matched(ranks) {
		showing = toolshop.SearchShowing(words, corrected.words)
	}
	return ranks, showing, err
}

// matchRanks are the tools matching t, rank by rank. SQLite's are the rows its index finds,
// without reading the tools (a tenth of the time: the tools' rows are where the time goes);
// PostgreSQL's index is of the tools' rows, which hold their ids, all ranks read at once.
func (db *DB) matchRanks(ctx context.Context, t *searchTerms) ([]toolshop.MatchRank, error) {
	ranks := make([]toolshop.MatchRank, len(t.ranks()))
	if db.postgres {
		// One row a rank, its ids joined: thousands of rows through database/sql cost more
		// than the query that finds them.
		s, rankOf := db.tsRanked(t)
		rows, err := db.search(ctx, s.planned, `SELECT rank, string_agg(id, ' ') FROM (SELECT id, `+rankOf+
			` AS rank FROM `+s.from+s.filter()+`) matches GROUP BY rank`, s.queryArgs()...)
		if err != nil {
			return nil, err
		}
		defer rows.Close()
		for rows.Next() {
			var rank int
			var ids string
			if err := rows.Scan(&rank, &ids); err != nil {
				return nil, err
			}
			ranks[rank].IDs = strings.Fields(ids)
		}
		return ranks, rows.Err()
	}
	for i, r := range t.ranks() {
		var s toolSearch
		s.where = append(s.where, "tools_fts MATCH "+s.arg(ftsMatch(t, r)))
		var err error
		if ranks[i].Rows, err = readColumn[int64](ctx, db, &s, `SELECT rowid FROM tools_fts`+s.filter()); err != nil {
			return nil, err
		}
	}
	return ranks, nil
}

// readColumn reads the one column of what query, with the arguments of s, answers.
func readColumn[T any](ctx context.Context, db *DB, s *toolSearch, query string) ([]T, error) {
	rows, err := db.search(ctx, s.planned, query, s.queryArgs()...)
	if err != nil {
		return nil, err
	}
	return collect(rows, func(r row) (v T, err error) { return v, r.Scan(&v) })
}

// ToolsByID reads the tools ids name, in that order; a tool deleted meanwhile is left out.
func (db *DB) ToolsByID(ctx context.Context, ids []string) ([]toolshop.Tool, error) {
	tools, err := toolsByID(ctx, db.read, ids, toolColumns, scanTool)
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

// toolsQuery reads the columns of the tools whose ids are the arguments in, a list of
// placeholders.
func toolsQuery(columns, in string) string {
	return `SELECT ` + columns + ` FROM tools WHERE id IN (` + in + `)`
}

// toolsByID reads the tools ids name, with their forms, in no order: whole (toolColumns,
// scanTool) or as a sale prices them (saleColumns, scanSaleTool).
func toolsByID(ctx context.Context, q querier, ids []string, columns string, scan func(row) (toolshop.Tool, error)) ([]toolshop.Tool, error) {
	if len(ids) == 0 {
		return []toolshop.Tool{}, nil
	}
	var in conditions
	rows, err := q.QueryContext(ctx, toolsQuery(columns, in.list(ids)), in.args...)
	if err != nil {
		return nil, err
	}
	tools, err := collect(rows, scan)
	if err != nil {
		return nil, err
	}
	return tools, withForms(ctx, q, tools)
}
