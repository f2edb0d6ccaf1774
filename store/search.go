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
// A search whose words hold a phrase of a synonym set also finds the other phrases' tools,
// ranked after its own (see searchTerms). When a search finds nothing, its words that begin
// no word of the catalogue are replaced by the nearest that do and the search runs again.
func (db *DB) Tools(ctx context.Context, q toolshop.ToolQuery) ([]toolshop.Tool, int, error) {
	if q.Wordless {
		return []toolshop.Tool{}, 0, nil
	}
	synonyms, terms, err := db.searchTerms(ctx, q.Words)
	if err != nil {
		return nil, 0, err
	}
	tools, total, err := db.findTools(ctx, q, terms)
	if err != nil || total > 0 || len(q.Words) == 0 {
		return tools, total, err
	}
	words, terms, corrected, err := db.correctSearch(ctx, q.Words, synonyms)
	if err != nil || !corrected {
		return tools, total, err
	}
	q.Words = words
	return db.findTools(ctx, q, terms)
}

// searchTerms are the word lists a search runs: first the words typed (or their correction),
// then those of the synonym sets their phrases are in (toolshop.Synonyms.Searches), each
// with which of its words are matched as prefixes (see DB.prefixes).
type searchTerms struct {
	words    [][]string
	prefixes [][]bool
}

// synonymsFound tells whether the search runs other words than its own.
func (t *searchTerms) synonymsFound() bool { return len(t.words) > 1 }

// ranks are the parts of t's matches in their order: the names' matches, the others, then
// the synonyms' alike.
func (t *searchTerms) ranks() []rank {
	ranks := []rank{{matches: nameMatches}, {matches: otherMatches}}
	if t.synonymsFound() {
		ranks = append(ranks, rank{matches: synonymNameMatches}, rank{matches: synonymOtherMatches})
	}
	return ranks
}

// searchTerms are the terms of a search for words, and the synonym sets they came from.
func (db *DB) searchTerms(ctx context.Context, words []string) (toolshop.Synonyms, *searchTerms, error) {
	if len(words) == 0 {
		return toolshop.Synonyms{}, &searchTerms{}, nil
	}
	synonyms, err := db.synonyms(ctx)
	if err != nil {
		return synonyms, nil, err
	}
	t, err := db.termsOf(ctx, words, synonyms)
	return synonyms, t, err
}

// termsOf are the terms of a search for words with the shop's synonyms.
func (db *DB) termsOf(ctx context.Context, words []string, synonyms toolshop.Synonyms) (*searchTerms, error) {
	t := &searchTerms{words: append([][]string{words}, synonyms.Searches(words)...)}
	known := map[string]bool{} // a word the lists share is looked up once
	for _, list := range t.words {
		prefixes := make([]bool, len(list))
		for i, w := range list {
			longer, seen := known[w]
			if !seen {
				var err error
				if longer, err = db.beginsLongerWord(ctx, w); err != nil {
					return nil, err
				}
				known[w] = longer
			}
			prefixes[i] = longer
		}
		t.prefixes = append(t.prefixes, prefixes)
	}
	return t, nil
}

// correctSearch is words corrected (correctWords) and the terms of a search for them, the
// synonym sets looked up with the corrected words; false when no word changed.
func (db *DB) correctSearch(ctx context.Context, words []string, synonyms toolshop.Synonyms) ([]string, *searchTerms, bool, error) {
	corrected, changed, err := db.correctWords(ctx, words, synonyms)
	if err != nil || !changed {
		return words, nil, false, err
	}
	terms, err := db.termsOf(ctx, corrected, synonyms)
	return corrected, terms, err == nil, err
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
	// The tools that only synonyms of the words find (see searchTerms), ranked after the
	// words' own: those whose name holds every word of a synonym's list, then the others.
	synonymNameMatches
	synonymOtherMatches
)

// rank is a part of a search's matches that is read in turn. sorted says PostgreSQL is to
// sort the part's matches as its index finds them, and to rank the names' matches first
// when the part is all of them, instead of walking the catalogue's order (see DB.ranks).
type rank struct {
	matches
	sorted bool
}

// searchFor writes the r of q, searching for t, as SQL. Both databases index the names'
// words apart from all the words (FTS5's column name_words, PostgreSQL's name_search), so
// each rank is read from an index. A search that found no synonym (t holds one list) runs
// the same queries as before synonyms existed.
func (db *DB) searchFor(q toolshop.ToolQuery, t *searchTerms, r rank) *toolSearch {
	s := &toolSearch{from: "tools", order: "created_at, id"}
	if len(t.words) > 0 {
		if db.postgres {
			s.planned = true
			s.where = append(s.where, db.tsMatch(s, t, r))
		} else {
			s.from = "tools JOIN tools_fts ON tools_fts.rowid = tools.rowid"
			s.where = append(s.where, "tools_fts MATCH "+s.arg(ftsMatch(t, r)))
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

// tsTests are PostgreSQL's tests of t's matches: the words' (exact) and their names'
// (migrations 021 and 100), and the same of the synonyms' words, empty when none was found.
type tsTests struct{ exact, names, synonyms, synonymNames string }

func (db *DB) tsTestsOf(s *toolSearch, t *searchTerms, synonyms bool) tsTests {
	tsquery := func(words [][]string, prefixes [][]bool) string {
		return "to_tsquery('simple', " + s.arg(tsQuery(words, prefixes)) + ")"
	}
	query := tsquery(t.words[:1], t.prefixes[:1])
	tests := tsTests{exact: "search @@ " + query, names: "name_search @@ " + query}
	if synonyms && t.synonymsFound() { // an argument only where a test uses it
		query := tsquery(t.words[1:], t.prefixes[1:])
		tests.synonyms, tests.synonymNames = "search @@ "+query, "name_search @@ "+query
	}
	return tests
}

// tsMatch is PostgreSQL's test of the r of t's matches, and the order of a rank it is to
// sort as its index finds them (an order no index gives): the names' matches first, then the
// others, then the synonyms' names' matches.
func (db *DB) tsMatch(s *toolSearch, t *searchTerms, r rank) string {
	synonyms := r.matches != nameMatches && r.matches != otherMatches
	ts := db.tsTestsOf(s, t, synonyms)
	match, order := ts.exact, ts.names+" DESC, "
	switch r.matches {
	case nameMatches:
		match = ts.names
	case otherMatches:
		match += " AND NOT " + ts.names
	}
	if synonyms && t.synonymsFound() {
		switch r.matches {
		case allMatches:
			match = "(" + ts.exact + " OR " + ts.synonyms + ")"
			order += ts.exact + " DESC, " + ts.synonymNames + " DESC, "
		case synonymNameMatches:
			match = ts.synonymNames + " AND NOT " + ts.exact
		case synonymOtherMatches:
			match = ts.synonyms + " AND NOT " + ts.exact + " AND NOT " + ts.synonymNames
		}
	}
	if r.sorted {
		s.order = order + s.order
	}
	return match
}

// tsRanked is PostgreSQL's search of all of t's matches, and the number of each one's rank
// in t.ranks() as SQL: one pass over the matches, where a query a rank visits each rank's
// tools again (twice the time for a word thousands of tools hold).
func (db *DB) tsRanked(t *searchTerms) (s *toolSearch, rankOf string) {
	s = &toolSearch{from: "tools"}
	s.planned = true
	ts := db.tsTestsOf(s, t, true)
	if !t.synonymsFound() {
		s.where = append(s.where, ts.exact)
		return s, "CASE WHEN " + ts.names + " THEN 0 ELSE 1 END"
	}
	s.where = append(s.where, "("+ts.exact+" OR "+ts.synonyms+")")
	return s, "CASE WHEN " + ts.names + " THEN 0 WHEN " + ts.exact + " THEN 1 WHEN " + ts.synonymNames + " THEN 2 ELSE 3 END"
}

// ftsMatch is FTS5's query of the r of t's matches.
func ftsMatch(t *searchTerms, r rank) string {
	exact := ftsQuery(t.words[:1], t.prefixes[:1])
	names := "name_words : (" + exact + ")"
	switch r.matches {
	case nameMatches:
		return names
	case otherMatches:
		return "(" + exact + ") NOT " + names
	}
	if !t.synonymsFound() {
		return exact
	}
	others := ftsQuery(t.words[1:], t.prefixes[1:])
	switch r.matches {
	case synonymNameMatches:
		return "name_words : (" + others + ") NOT (" + exact + ")"
	case synonymOtherMatches:
		return "(" + others + ") NOT (" + exact + ") NOT name_words : (" + others + ")"
	}
	return ftsQuery(t.words, t.prefixes)
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
func (db *DB) ranks(ctx context.Context, q toolshop.ToolQuery, t *searchTerms) ([]rank, int, error) {
	if len(t.words) == 0 || q.Sort != "" {
		return []rank{{matches: allMatches}}, -1, nil
	}
	ranks := t.ranks()
	if !db.postgres { // FTS5 finds a rank's matches, never testing the tools that miss
		return ranks, -1, nil
	}
	total, err := db.countTools(ctx, db.searchFor(q, t, rank{matches: allMatches}))
	if err != nil || total <= db.searchLimits.few {
		return []rank{{matches: allMatches, sorted: true}}, total, err
	}
	return ranks, total, nil
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
func (db *DB) readRank(ctx context.Context, q toolshop.ToolQuery, t *searchTerms, r rank, p toolshop.Page) ([]toolshop.Tool, error) {
	s := db.searchFor(q, t, r)
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
	return db.readTools(ctx, *db.searchFor(q, t, r), p)
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

// findTools runs q as t. A search of words in no other order ranks first the tools whose
// name holds every word, then the others (and then those of its synonyms alike), each in
// the catalogue's own order: the same order
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
func (db *DB) findTools(ctx context.Context, q toolshop.ToolQuery, t *searchTerms) ([]toolshop.Tool, int, error) {
	ranks, total, err := db.ranks(ctx, q, t)
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
		read, err := db.readRank(ctx, q, t, r, part)
		if err != nil {
			return nil, 0, err
		}
		tools = append(tools, read...)
		if page.Limit > 0 && len(tools) == page.Limit {
			break
		}
		if len(read) == 0 && offset > 0 { // the page starts past this rank
			n, err := db.countTools(ctx, db.searchFor(q, t, r))
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
	total, err = db.countTools(ctx, db.searchFor(q, t, rank{matches: allMatches}))
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
	return db.reads(nil).QueryContext(ctx, query, args...)
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
	rows, err := db.reads(nil).QueryContext(ctx, `SELECT 1 FROM search_words WHERE `+word+` > $1 AND `+word+` < $2 LIMIT 1`,
		w, w+string(utf8.MaxRune)) // after every word that begins with w, in the order of bytes
	if err != nil {
		return false, err
	}
	defer rows.Close()
	return rows.Next(), rows.Err()
}

// ftsQuery asks FTS5 for rows holding each word of one of lists, as a prefix where prefixes
// says: `"cordless" "dri"*`, and `("sawzall") OR ("reciprocating" "saw")` for more lists.
func ftsQuery(lists [][]string, prefixes [][]bool) string {
	return anyOf(lists, prefixes, func(w string, prefix bool) string {
		if prefix {
			return `"` + w + `"*`
		}
		return `"` + w + `"` // words hold only letters and digits
	}, " ", " OR ")
}

// tsQuery asks PostgreSQL for rows holding each word of one of lists, as a prefix where
// prefixes says: `cordless & dri:*`, and `(sawzall) | (reciprocating & saw)` for more lists.
func tsQuery(lists [][]string, prefixes [][]bool) string {
	return anyOf(lists, prefixes, func(w string, prefix bool) string {
		if prefix {
			return w + ":*"
		}
		return w
	}, " & ", " | ")
}

// anyOf writes a query of one of lists, each term written by term, the terms of a list
// joined by and, the lists, parenthesised when more than one, by or.
func anyOf(lists [][]string, prefixes [][]bool, term func(w string, prefix bool) string, and, or string) string {
	queries := make([]string, len(lists))
	for i, words := range lists {
		terms := make([]string, len(words))
		for j, w := range words {
			terms[j] = term(w, prefixes[i][j])
		}
		queries[i] = strings.Join(terms, and)
		if len(lists) > 1 {
			queries[i] = "(" + queries[i] + ")"
		}
	}
	return strings.Join(queries, or)
}

// correctWords replaces each word that begins no word of the catalogue or of the synonym
// sets by the nearest word of either that does, if one is near enough (toolshop.CorrectWord).
// A word of a synonym set is no typo, even when the catalogue has no such word ("sawzall").
// It answers whether any changed.
func (db *DB) correctWords(ctx context.Context, words []string, synonyms toolshop.Synonyms) ([]string, bool, error) {
	corrected, changed := slices.Clone(words), false
	for i, w := range words {
		typos := toolshop.MaxTypos(w)
		if typos == 0 || synonyms.Holds(w) {
			continue
		}
		rows, err := db.reads(nil).QueryContext(ctx, `SELECT word, tools FROM search_words
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
		vocabulary = append(vocabulary, synonyms.Vocabulary()...)
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
func (db *DB) countWords(ctx context.Context, ex execer, before, after toolshop.Tool) error {
	counts := wordCounts{}
	counts.add(before, after)
	return counts.save(ctx, ex, db.mark)
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

// wordsPerStatement keeps a statement's arguments within what both databases take.
const wordsPerStatement = 1000

// save writes the counts in word order: concurrent writers lock the words they share in the
// same order, so none waits for another in a circle. Words no tool holds any more go.
func (counts wordCounts) save(ctx context.Context, ex execer, mark func(int) string) error {
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
			values.WriteString("(" + mark(n-2) + ", " + mark(n-1) + ", " + mark(n) + ")")
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
			query += mark(len(args))
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
		if err := db.countWords(ctx, tx, toolshop.Tool{}, t); err != nil {
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
