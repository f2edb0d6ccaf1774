package store

import (
	"context"
	"slices"
	"strconv"
	"strings"

	"toolshop"
)

// conditions are the filters of a query, joined by AND, with their arguments.
type conditions struct {
	where []string
	args  []any
}

// arg adds an argument and answers its placeholder.
func (c *conditions) arg(v any) string {
	c.args = append(c.args, v)
	return "$" + strconv.Itoa(len(c.args))
}

func (c *conditions) filter() string {
	if len(c.where) == 0 {
		return ""
	}
	return " WHERE " + strings.Join(c.where, " AND ")
}

// contains adds the condition that one of the columns, lowercased, holds the lowercase text.
func (c *conditions) contains(text string, columns ...string) {
	pattern := c.arg("%" + likeEscaper.Replace(text) + "%")
	matches := make([]string, len(columns))
	for i, column := range columns {
		matches[i] = column + ` LIKE ` + pattern + ` ESCAPE '\'`
	}
	c.where = append(c.where, "("+strings.Join(matches, " OR ")+")")
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
	filterArgs := slices.Clone(c.args)
	rows, err := db.read.QueryContext(ctx, `SELECT `+columns+` FROM `+from+c.filter()+` ORDER BY `+order+c.paged(p), c.args...)
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
