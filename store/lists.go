package store

import (
	"context"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/jackc/pgx/v5"

	"toolshop"
)

// conditions are the filters of a query, joined by AND, with their arguments.
type conditions struct {
	where []string
	args  []any
	// planned says the query is to be planned for its arguments each time it runs on
	// PostgreSQL: a prepared statement's generic plan, made without them, does not know that
	// a search of a long text is rare and reads the list in order until its page is full.
	planned bool
}

// queryArgs is a copy of the arguments as the driver takes them, with how to run the query.
func (c *conditions) queryArgs() []any {
	var args []any
	if c.planned {
		args = append(args, pgx.QueryExecModeCacheDescribe) // an unnamed statement, planned on each run
	}
	return append(args, c.args...)
}

// arg adds an argument and answers its placeholder.
func (c *conditions) arg(v any) string {
	c.args = append(c.args, v)
	return "$" + strconv.Itoa(len(c.args))
}

// list adds the values as arguments and answers their placeholders, "$1, $2", for IN (…).
func (c *conditions) list(values []string) string {
	marks := make([]string, len(values))
	for i, v := range values {
		marks[i] = c.arg(v)
	}
	return strings.Join(marks, ", ")
}

func (c *conditions) filter() string {
	if len(c.where) == 0 {
		return ""
	}
	return " WHERE " + strings.Join(c.where, " AND ")
}

// searchedText is the text a list is searched in: the columns of its table, each searched
// for a text found anywhere in it, ignoring case. Each table has an index of those columns
// (migrations 080): on PostgreSQL a trigram index of the expression folded, on SQLite an
// FTS5 table named after the index with the trigram tokenizer, and for the orders a second,
// small one of the orders placed since IndexNewOrders last ran (migration 430).
type searchedText struct {
	table, index, recent string
	columns              []string
}

var (
	orderText = searchedText{table: "orders", index: "orders_text", recent: "orders_text_recent", columns: []string{"id", "customer_name", "email", "tool_name"}}
	userText  = searchedText{table: "users", index: "users_text", columns: []string{"name", "email"}}
)

// IndexNewOrders moves the orders placed since it last ran from the search index of recent
// orders into the index of every order, as one batch (migration 430): FTS5 merges one
// batch's segment into a big index for far less than a segment for each order. On PostgreSQL
// there is nothing to do: the GIN index keeps its own pending list.
func (db *DB) IndexNewOrders(ctx context.Context) error {
	if db.postgres {
		return nil
	}
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var waiting bool
	if err := tx.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM orders_unindexed)`).Scan(&waiting); err != nil || !waiting {
		return err
	}
	columns := strings.Join(orderText.columns, ", ")
	for _, statement := range []string{
		`INSERT INTO ` + orderText.index + ` (rowid, ` + columns + `)
			SELECT rowid, ` + columns + ` FROM orders WHERE rowid IN (SELECT order_rowid FROM orders_unindexed)`,
		`INSERT INTO ` + orderText.recent + ` (` + orderText.recent + `) VALUES ('delete-all')`,
		`DELETE FROM orders_unindexed`,
	} {
		if _, err := tx.ExecContext(ctx, statement); err != nil {
			return err
		}
	}
	return tx.Commit()
}

// trigram is the shortest text a trigram index finds; a shorter one is searched by reading
// every row.
const trigram = 3

// contains adds the condition that one of the columns of s holds the text, lowercase, in any
// case: FTS5 and PostgreSQL's lower() fold every letter.
func (db *DB) contains(c *conditions, s searchedText, text string) {
	c.planned = db.postgres
	if !db.postgres && utf8.RuneCountInString(text) >= trigram {
		phrase := c.arg(`"` + strings.ReplaceAll(text, `"`, `""`) + `"`)
		found := s.table + `.rowid IN (SELECT rowid FROM ` + s.index + ` WHERE ` + s.index + ` MATCH ` + phrase + `)`
		if s.recent != "" {
			found = `(` + found + ` OR ` + s.table + `.rowid IN (SELECT rowid FROM ` + s.recent + ` WHERE ` + s.recent + ` MATCH ` + phrase + `))`
		}
		c.where = append(c.where, found)
		return
	}
	spellings := []string{text}
	if !db.postgres {
		spellings = caseSpellings(text)
	}
	matches := make([]string, len(spellings))
	for i, spelling := range spellings {
		matches[i] = db.folded(s) + ` LIKE ` + c.arg("%"+likeEscaper.Replace(spelling)+"%") + ` ESCAPE '\'`
	}
	c.where = append(c.where, "("+strings.Join(matches, " OR ")+")")
}

// caseSpellings is every way a short text can be written with its letters beyond ASCII in
// any case (SQLite's lower() and LIKE fold A to Z only): "é" is "é" or "É".
func caseSpellings(text string) []string {
	spellings := []string{""}
	for _, r := range text {
		forms := []rune{r}
		for f := unicode.SimpleFold(r); f != r && r >= utf8.RuneSelf; f = unicode.SimpleFold(f) {
			forms = append(forms, f)
		}
		var longer []string
		for _, s := range spellings {
			for _, f := range forms {
				longer = append(longer, s+string(f))
			}
		}
		spellings = longer
	}
	return spellings
}

// folded is the columns of s lowercased as one text, each apart from the next by a control
// character that no search text holds, so that no match spans two. On PostgreSQL it is the
// expression of the index, written as in the migration so that the planner knows it.
func (db *DB) folded(s searchedText) string {
	separator := " || char(31) || "
	if db.postgres {
		separator = " || chr(31) || "
	}
	return "lower(" + strings.Join(s.columns, separator) + ")"
}

// likeEscaper makes a text match itself in a LIKE pattern.
var likeEscaper = strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`)

// paged is the LIMIT and OFFSET of a page, none for a whole list (Limit 0 from the start).
func (c *conditions) paged(p toolshop.Page) string {
	if p.Limit == 0 && p.Offset == 0 {
		return ""
	}
	limit := p.Limit
	if limit == 0 {
		limit = everything
	}
	return ` LIMIT ` + c.arg(limit) + ` OFFSET ` + c.arg(p.Offset)
}

// pageTotal is how many items a list holds in all, when the n items of its page tell: a page
// that is short and not past the end. Otherwise the list must be counted.
func pageTotal(p toolshop.Page, n int) (int, bool) {
	return p.Offset + n, (p.Limit == 0 || n < p.Limit) && (n > 0 || p.Offset == 0)
}

// listPage reads the page of the rows of from that the conditions pick, in order, and how
// many they pick in all: told by the page when it can, counted when it cannot.
func listPage[T any](ctx context.Context, db *DB, c conditions, columns, from, order string, p toolshop.Page, scan func(row) (T, error)) ([]T, int, error) {
	counting := `SELECT COUNT(*) FROM ` + from + c.filter()
	filterArgs := c.queryArgs()
	query := `SELECT ` + columns + ` FROM ` + from + c.filter() + ` ORDER BY ` + order + c.paged(p)
	rows, err := db.read.QueryContext(ctx, query, c.queryArgs()...)
	if err != nil {
		return nil, 0, err
	}
	items, err := collect(rows, scan)
	if err != nil {
		return nil, 0, err
	}
	if total, known := pageTotal(p, len(items)); known {
		return items, total, nil
	}
	var total int
	err = db.read.QueryRowContext(ctx, counting, filterArgs...).Scan(&total)
	return items, total, err
}
