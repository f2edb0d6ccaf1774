package store

import (
	"context"
	"database/sql"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"toolshop"
)

// Search of the catalogue. Each tool stores the words of its name, and apart those of its
// description, brand and SKU (toolshop.SearchWords), beside them; SQLite indexes those with
// FTS5, PostgreSQL with tsvectors and GIN (migrations 021, and 100 for the names apart), so
// both match the same words. The vocabulary (search_words) counts the tools holding each word, for correcting
// mistyped search words.

// Tools answers the tools q finds, in its order and page, and how many it finds in all.
// When a search finds nothing, its words that begin no word of the catalogue are replaced
// by the nearest that do and the search runs again.
func (db *DB) Tools(ctx context.Context, q toolshop.ToolQuery) ([]toolshop.Tool, int, error) {
	if q.Wordless {
		return []toolshop.Tool{}, 0, nil
	}
	tools, total, err := db.findTools(ctx, q)
	if err != nil || total > 0 || len(q.Words) == 0 {
		return tools, total, err
	}
	words, corrected, err := db.correctWords(ctx, q.Words)
	if err != nil || !corrected {
		return tools, total, err
	}
	q.Words = words
	return db.findTools(ctx, q)
}

// toolSearch is a ToolQuery as SQL: its filters, their arguments and its order.
type toolSearch struct {
	from, order string
	conditions
}

// everything stands for no limit where SQL needs one to skip rows.
const everything = 1 << 62

// matches are the tools a search of words reads: all it finds, or one of its ranks.
type matches int

const (
	allMatches   matches = iota
	nameMatches          // tools whose name holds every word, ranked first
	otherMatches         // the others, ranked next
)

// rank is a part of a search's matches that is read in turn. sorted says PostgreSQL is to
// sort the part's matches as its index finds them, and to rank the names' matches first
// when the part is all of them, instead of walking the catalogue's order (see DB.ranks).
type rank struct {
	matches
	sorted bool
}

// searchFor writes the r of q as SQL; prefixes says which of q's words are matched as
// prefixes. Both databases index the names' words apart from all the words (FTS5's column
// name_words, PostgreSQL's name_search), so each rank is read from an index.
func (db *DB) searchFor(q toolshop.ToolQuery, prefixes []bool, r rank) *toolSearch {
	s := &toolSearch{from: "tools", order: "created_at, id"}
	if len(q.Words) > 0 {
		if db.postgres {
			s.planned = true
			query := "to_tsquery('simple', " + s.arg(tsQuery(q.Words, prefixes)) + ")"
			match, names := "search @@ "+query, "name_search @@ "+query // migrations 021 and 100
			switch r.matches {
			case nameMatches:
				match = names
			case otherMatches:
				match += " AND NOT " + names
			}
			if r.sorted { // the names' matches first; an order no index gives, so it sorts
				s.order = names + " DESC, " + s.order
			}
			s.where = append(s.where, match)
		} else {
			match := ftsQuery(q.Words, prefixes)
			switch names := "name_words : (" + match + ")"; r.matches {
			case nameMatches:
				match = names
			case otherMatches:
				match = "(" + match + ") NOT " + names
			}
			s.from = "tools JOIN tools_fts ON tools_fts.rowid = tools.rowid"
			s.where = append(s.where, "tools_fts MATCH "+s.arg(match))
		}
	}
	if q.Category != "" {
		s.where = append(s.where, "category = "+s.arg(q.Category))
	}
	if len(q.Brands) > 0 {
		s.where = append(s.where, "brand_slug IN ("+s.list(q.Brands)+")") // migration 240
	}
	if q.InStock {
		s.where = append(s.where, "available_quantity > 0")
	}
	switch q.Sort {
	case toolshop.SortPriceUp:
		s.order = "price_cents, created_at, id"
	case toolshop.SortPriceDown:
		s.order = "price_cents DESC, created_at, id"
	case toolshop.SortName:
		s.order = db.alphabetical("name") + ", created_at, id"
	case toolshop.SortNewest:
		s.order = "created_at DESC, id DESC"
	}
	return s
}

// ranks are the parts of the matches of q that are read one after another, and how many q
// matches in all when that had to be counted first (-1 when not).
//
// PostgreSQL reads a part in the catalogue's order either by walking the index of that order
// and testing each tool until the page is full, or by sorting the part's matches as its
// index finds them. Walking costs about 24 × tools / matches rows, sorting about as many as
// the matches: so the walk is the quicker for many matches (it finds the first page of the
// 7,694 tools named `drill` among 100,000 in 0.3 ms, where sorting them takes 12) and sorting
// for few. PostgreSQL's statistics cannot tell which, so the matches are counted first (the
// total needs that anyway): up to a few are read at once, sorted, and more are read rank by
// rank, each walked some way (see searchLimits and readRank).
func (db *DB) ranks(ctx context.Context, q toolshop.ToolQuery, prefixes []bool) ([]rank, int, error) {
	if len(q.Words) == 0 || q.Sort != "" {
		return []rank{{matches: allMatches}}, -1, nil
	}
	if !db.postgres { // FTS5 finds a rank's matches, never testing the tools that miss
		return []rank{{matches: nameMatches}, {matches: otherMatches}}, -1, nil
	}
	total, err := db.countTools(ctx, db.searchFor(q, prefixes, rank{matches: allMatches}))
	if err != nil || total <= db.searchLimits.few {
		return []rank{{matches: allMatches, sorted: true}}, total, err
	}
	return []rank{{matches: nameMatches}, {matches: otherMatches}}, total, nil
}

// searchLimits say how PostgreSQL reads a search's matches (see DB.ranks): at most few of
// them at once, sorted, and a rank of more walked as far as walked tools.
type searchLimits struct{ few, walked int }

// postgresSearch are PostgreSQL's limits. A page of a rank of many matches is full long
// before walked (`cordless drill`'s 643 names among 100,000 tools fill the first page in
// 3,447), while a rank of few or none would have it walk the whole catalogue (no name holds
// `garden`: 60 ms). A walk of 5,000 tools takes about 4 ms.
var postgresSearch = searchLimits{few: 1000, walked: 5000}

// readRank reads a page of a rank of q's matches. PostgreSQL walks a rank it is not to sort
// as far as its limit, then, if the page is not full by then, reads it again sorted.
func (db *DB) readRank(ctx context.Context, q toolshop.ToolQuery, prefixes []bool, r rank, p toolshop.Page) ([]toolshop.Tool, error) {
	s := db.searchFor(q, prefixes, r)
	if !db.postgres || r.matches == allMatches || r.sorted || p.Limit == 0 {
		return db.readTools(ctx, *s, p)
	}
	walked := *s
	walked.from = "(SELECT * FROM tools ORDER BY " + s.order + " LIMIT " + strconv.Itoa(db.searchLimits.walked) + ") AS tools"
	tools, err := db.readTools(ctx, walked, p)
	if err != nil || len(tools) == p.Limit {
		return tools, err
	}
	r.sorted = true
	return db.readTools(ctx, *db.searchFor(q, prefixes, r), p)
}

// counting counts what the filters of s pick. The search index alone counts the matches of
// words when no other filter needs the tools.
func (db *DB) counting(s *toolSearch) string {
	if !db.postgres && len(s.where) == 1 && s.from != "tools" { // only the words' match
		return `SELECT COUNT(*) FROM tools_fts` + s.filter()
	}
	return `SELECT COUNT(*) FROM ` + s.from + s.filter()
}

// alphabetical orders by a text column, ignoring case, alike on both databases.
func (db *DB) alphabetical(column string) string {
	if db.postgres {
		return "lower(" + column + `) COLLATE "C"` // the order SQLite sorts in
	}
	return "lower(" + column + ")"
}

// findTools runs q as it is. A search of words in no other order ranks first the tools whose
// name holds every word, then the others, each in the catalogue's own order: the same order
// on both databases, and cheap, where a score such as bm25 or ts_rank must be worked out for
// every match to pick the page (7 of the 11 ms of a search matching 1,726 of 100,000 tools
// on SQLite). Each rank is read in turn until the page is full: the index finds the names'
// matches, and the others, as quickly as all matches, and each is then read in order (on
// PostgreSQL, the page of `cordless drill` among 100,000 tools took 8.5 ms ordered by a second
// test of each match's words, and takes 2 ms from the names' own index).
//
// The total is counted apart (cheaper than counting in the ranked query, which must then keep
// every match instead of the page's best): first, on PostgreSQL, to choose how to read the
// ranks; otherwise only when the page cannot tell it, being full or past the end.
func (db *DB) findTools(ctx context.Context, q toolshop.ToolQuery) ([]toolshop.Tool, int, error) {
	prefixes, err := db.prefixes(ctx, q.Words)
	if err != nil {
		return nil, 0, err
	}
	ranks, total, err := db.ranks(ctx, q, prefixes)
	if err != nil {
		return nil, 0, err
	}
	page := toolshop.Page{Limit: q.Limit, Offset: q.Offset}
	tools := []toolshop.Tool{} // an empty page is no null
	offset := page.Offset      // into the rank being read
	for _, r := range ranks {
		part := toolshop.Page{Offset: offset}
		if page.Limit > 0 {
			part.Limit = page.Limit - len(tools)
		}
		read, err := db.readRank(ctx, q, prefixes, r, part)
		if err != nil {
			return nil, 0, err
		}
		tools = append(tools, read...)
		if page.Limit > 0 && len(tools) == page.Limit {
			break
		}
		if len(read) == 0 && offset > 0 { // the page starts past this rank
			n, err := db.countTools(ctx, db.searchFor(q, prefixes, r))
			if err != nil {
				return nil, 0, err
			}
			offset -= n
		} else {
			offset = 0
		}
	}
	if total >= 0 {
		return tools, total, nil
	}
	if total, known := pageTotal(page, len(tools)); known {
		return tools, total, nil
	}
	total, err = db.countTools(ctx, db.searchFor(q, prefixes, rank{matches: allMatches}))
	return tools, total, err
}

// readTools reads a page of what s picks, in its order. It takes a copy of s, whose
// arguments the page's add to.
func (db *DB) readTools(ctx context.Context, s toolSearch, p toolshop.Page) ([]toolshop.Tool, error) {
	query := `SELECT ` + toolColumns + ` FROM ` + s.from + s.filter() + ` ORDER BY ` + s.order + s.paged(p)
	rows, err := db.search(ctx, s.planned, query, s.queryArgs()...)
	if err != nil {
		return nil, err
	}
	tools, err := collect(rows, scanTool)
	if err != nil {
		return nil, err
	}
	return tools, withForms(ctx, db.read, tools)
}

// countTools counts what s picks.
func (db *DB) countTools(ctx context.Context, s *toolSearch) (int, error) {
	rows, err := db.search(ctx, s.planned, db.counting(s), s.queryArgs()...)
	if err != nil {
		return 0, err
	}
	defer rows.Close()
	var n int
	if rows.Next() {
		if err := rows.Scan(&n); err != nil {
			return 0, err
		}
	}
	return n, rows.Err()
}

// search runs a read of tools: prepared, unless it is to be planned for its arguments each
// time (see conditions.planned), which args then say.
func (db *DB) search(ctx context.Context, planned bool, query string, args ...any) (*sql.Rows, error) {
	if planned {
		return db.read.QueryContext(ctx, query, args...)
	}
	return db.queryPrepared(ctx, query, args...)
}

// prefixes tells which of words a search must match as the beginnings of words, not whole:
// those that begin a longer word of the catalogue. Matching a prefix costs two to four times
// what matching a word does: FTS5 gathers the rows of the words it begins into a new list,
// and PostgreSQL must check each row the index finds.
func (db *DB) prefixes(ctx context.Context, words []string) ([]bool, error) {
	prefixes := make([]bool, len(words))
	for i, w := range words {
		longer, err := db.beginsLongerWord(ctx, w)
		if err != nil {
			return nil, err
		}
		prefixes[i] = longer
	}
	return prefixes, nil
}

// beginsLongerWord tells whether asking for w whole might miss a word of the catalogue that
// w begins: whether the vocabulary holds a longer word that begins with w, or w is as long as
// the vocabulary's words are cut to. It tells for ASCII words only, which both databases index
// as they are; other letters FTS5 folds in its own way.
func (db *DB) beginsLongerWord(ctx context.Context, w string) (bool, error) {
	if utf8.RuneCountInString(w) >= maxVocabularyWord || strings.ContainsFunc(w, func(r rune) bool { return r >= utf8.RuneSelf }) {
		return true, nil
	}
	word := "word"
	if db.postgres {
		word = `word COLLATE "C"` // as SQLite compares, in the order of an index of migration 090
	}
	rows, err := db.queryPrepared(ctx, `SELECT 1 FROM search_words WHERE `+word+` > $1 AND `+word+` < $2 LIMIT 1`,
		w, w+string(utf8.MaxRune)) // after every word that begins with w, in the order of bytes
	if err != nil {
		return false, err
	}
	defer rows.Close()
	return rows.Next(), rows.Err()
}

// ftsQuery asks FTS5 for rows holding each of words, as a prefix where prefixes says.
func ftsQuery(words []string, prefixes []bool) string {
	terms := make([]string, len(words))
	for i, w := range words {
		terms[i] = `"` + w + `"` // words hold only letters and digits
		if prefixes[i] {
			terms[i] += "*"
		}
	}
	return strings.Join(terms, " ")
}

// tsQuery asks PostgreSQL for rows holding each of words, as a prefix where prefixes says.
func tsQuery(words []string, prefixes []bool) string {
	terms := make([]string, len(words))
	for i, w := range words {
		terms[i] = w
		if prefixes[i] {
			terms[i] += ":*"
		}
	}
	return strings.Join(terms, " & ")
}

// correctWords replaces each word that begins no word of the catalogue by the nearest word
// that does, if one is near enough (toolshop.CorrectWord). It answers whether any changed.
func (db *DB) correctWords(ctx context.Context, words []string) ([]string, bool, error) {
	corrected, changed := slices.Clone(words), false
	for i, w := range words {
		typos := toolshop.MaxTypos(w)
		if typos == 0 {
			continue
		}
		rows, err := db.queryPrepared(ctx, `SELECT word, tools FROM search_words
			WHERE initial = $1 AND length(word) >= $2`, initialOf(w), utf8.RuneCountInString(w)-typos)
		if err != nil {
			return nil, false, err
		}
		vocabulary, err := collect(rows, func(r row) (v toolshop.VocabularyWord, err error) {
			err = r.Scan(&v.Word, &v.Tools)
			return v, err
		})
		if err != nil {
			return nil, false, err
		}
		if slices.ContainsFunc(vocabulary, func(v toolshop.VocabularyWord) bool { return strings.HasPrefix(v.Word, w) }) {
			continue
		}
		if word, ok := toolshop.CorrectWord(w, vocabulary); ok {
			corrected[i], changed = word, true
		}
	}
	return corrected, changed, nil
}

func initialOf(word string) string {
	r, _ := utf8.DecodeRuneInString(word)
	return string(r)
}

// searchText is what the search indexes of a tool: the words of its name, and the others it
// is found by (its description's, brand's and SKU's), which the column description_words
// holds.
func searchText(t toolshop.Tool) (name, others string) {
	return strings.Join(toolshop.SearchWords(t.Name), " "), strings.Join(otherWords(t), " ")
}

// otherWords are the words of a tool's description, brand, SKU, GTIN and MPN, and its variants'
// SKUs, GTINs and MPNs: a search for any of them finds the tool, once.
func otherWords(t toolshop.Tool) []string {
	text := []string{t.Description, t.Brand, t.SKU, t.GTIN, t.MPN}
	for _, v := range t.Variants {
		text = append(text, v.SKU, v.GTIN, v.MPN)
	}
	return toolshop.SearchWords(strings.Join(text, " "))
}

// maxVocabularyWord is the most letters of a word the vocabulary keeps: nobody types a longer
// word with a typo, and PostgreSQL's indexes refuse keys of a few kilobytes. A longer word
// is kept cut to its beginning, so that the vocabulary still tells which words begin with a
// search word (see DB.beginsLongerWord).
const maxVocabularyWord = 64

// vocabularyOf is the set of words a tool holds, sorted; none for the zero tool.
func vocabularyOf(t toolshop.Tool) []string {
	words := append(toolshop.SearchWords(t.Name), otherWords(t)...)
	for i, w := range words {
		if utf8.RuneCountInString(w) > maxVocabularyWord {
			words[i] = string([]rune(w)[:maxVocabularyWord])
		}
	}
	slices.Sort(words)
	return slices.Compact(words)
}

// execer runs statements: a transaction or a connection.
type execer interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
}

// countWords keeps the vocabulary in step with a tool that was before and is now after: the
// zero tool stands for none, when the tool is created or deleted.
func countWords(ctx context.Context, ex execer, before, after toolshop.Tool) error {
	counts := wordCounts{}
	counts.add(before, after)
	return counts.save(ctx, ex)
}

// wordCounts are changes to the vocabulary's counts, by word, gathered over many tools to be
// saved at once.
type wordCounts map[string]int

// add counts the words a tool that was before and is now after gains and loses.
func (counts wordCounts) add(before, after toolshop.Tool) {
	old, now := vocabularyOf(before), vocabularyOf(after)
	for _, w := range without(now, old) {
		counts[w]++
	}
	for _, w := range without(old, now) {
		counts[w]--
	}
}

// wordsPerStatement keeps a statement short, as toolsPerStatement does.
const wordsPerStatement = 1000

// save writes the counts in word order: concurrent writers lock the words they share in the
// same order, so none waits for another in a circle. Words no tool holds any more go.
func (counts wordCounts) save(ctx context.Context, ex execer) error {
	var words, gone []string
	for w, delta := range counts {
		if delta != 0 {
			words = append(words, w)
		}
		if delta < 0 {
			gone = append(gone, w)
		}
	}
	slices.Sort(words)
	for chunk := range slices.Chunk(words, wordsPerStatement) {
		var values strings.Builder
		args := make([]any, 0, 3*len(chunk))
		for i, w := range chunk {
			if i > 0 {
				values.WriteString(", ")
			}
			args = append(args, w, initialOf(w), counts[w])
			n := len(args)
			values.WriteString("($" + strconv.Itoa(n-2) + ", $" + strconv.Itoa(n-1) + ", $" + strconv.Itoa(n) + ")")
		}
		_, err := ex.ExecContext(ctx, `INSERT INTO search_words (word, initial, tools) VALUES `+values.String()+`
			ON CONFLICT (word) DO UPDATE SET tools = search_words.tools + excluded.tools`, args...)
		if err != nil {
			return err
		}
	}
	slices.Sort(gone)
	for chunk := range slices.Chunk(gone, wordsPerStatement) {
		query, args := `DELETE FROM search_words WHERE tools <= 0 AND word IN (`, []any{}
		for i, w := range chunk {
			if i > 0 {
				query += ", "
			}
			args = append(args, w)
			query += "$" + strconv.Itoa(len(args))
		}
		if _, err := ex.ExecContext(ctx, query+`)`, args...); err != nil {
			return err
		}
	}
	return nil
}

// without is the words of a that are not in b; both sorted.
func without(a, b []string) []string {
	var rest []string
	for _, w := range a {
		if _, found := slices.BinarySearch(b, w); !found {
			rest = append(rest, w)
		}
	}
	return rest
}

// indexTools writes the search words of the tools stored before search existed, and counts
// them in the vocabulary, in one transaction on the migration's connection.
func (db *DB) indexTools(ctx context.Context, conn *sql.Conn) error {
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	rows, err := tx.QueryContext(ctx, `SELECT `+toolColumns+` FROM tools WHERE name_words IS NULL`)
	if err != nil {
		return err
	}
	tools, err := collect(rows, scanTool)
	if err == nil {
		err = withForms(ctx, tx, tools)
	}
	if err != nil {
		return err
	}
	for _, t := range tools {
		nameWords, others := searchText(t)
		if _, err := tx.ExecContext(ctx, `UPDATE tools SET name_words = $2, description_words = $3 WHERE id = $1`,
			t.ID, nameWords, others); err != nil {
			return err
		}
		if err := countWords(ctx, tx, toolshop.Tool{}, t); err != nil {
			return err
		}
	}
	return tx.Commit()
}

// nullable stores an empty text as NULL, for columns that reference another table.
func nullable(s string) any {
	if s == "" {
		return nil
	}
	return s
}
