package store

import (
	"context"
	"database/sql"

	"toolshop"
)

// querier reads rows: the read pool, or a write transaction that reads what it changes.
type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// ImportTools plans the lines against the catalogue as stored (toolshop.PlanToolImport)
// and, when apply is set and no line is refused, carries the plan out in one transaction:
// new tools through insertTools, changes through updateTool, as CreateTool and UpdateTool
// write them (search words, stock written only when it changes), with a webhook for each
// tool created or changed. The catalogue is read locked (PostgreSQL) or inside SQLite's
// write lock, so orders placed meanwhile wait.
func (db *DB) ImportTools(ctx context.Context, lines []toolshop.ToolLine, apply bool) (toolshop.ToolImport, error) {
	if !apply {
		return db.planImport(ctx, db.read, lines, false)
	}
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return toolshop.ToolImport{}, err
	}
	defer tx.Rollback()
	plan, err := db.planImport(ctx, tx, lines, true)
	if err != nil || plan.Refused > 0 {
		return plan, err
	}
	counts := wordCounts{}
	var added []toolshop.Tool
	var created, changed []string
	for _, line := range plan.Lines {
		switch line.Action {
		case toolshop.ImportAdd:
			added = append(added, line.Tool)
		case toolshop.ImportChange:
			n, err := db.updateTool(ctx, tx, line.Before, line.Changes, counts)
			if err != nil {
				return plan, err
			}
			if n > 0 {
				changed = append(changed, line.Before.ID)
			}
		}
	}
	if err := db.insertTools(ctx, tx, added, counts); err != nil {
		return plan, err
	}
	for i := range plan.Lines {
		if plan.Lines[i].Action == toolshop.ImportAdd {
			plan.Lines[i].ID, added = added[0].ID, added[1:]
			created = append(created, plan.Lines[i].ID)
		}
	}
	if err := counts.save(ctx, tx, db.mark); err != nil {
		return plan, err
	}
	if err := db.toolWebhooks(ctx, tx, toolshop.WebhookToolCreated, created); err != nil {
		return plan, err
	}
	if err := db.toolWebhooks(ctx, tx, toolshop.WebhookToolUpdated, changed); err != nil {
		return plan, err
	}
	plan.Applied = true
	return plan, db.commitCatalogue(ctx, tx)
}

// planImport reads the catalogue and its categories through q and plans the lines.
func (db *DB) planImport(ctx context.Context, q querier, lines []toolshop.ToolLine, lock bool) (toolshop.ToolImport, error) {
	tools, categories := `SELECT `+toolColumns+` FROM tools ORDER BY created_at, id`, `SELECT slug FROM categories`
	if lock { // the categories too, so none the plan names goes before the tools are written
		tools, categories = db.forUpdate(tools), db.forUpdate(categories)
	}
	rows, err := q.QueryContext(ctx, tools)
	if err != nil {
		return toolshop.ToolImport{}, err
	}
	stored, err := collect(rows, scanTool)
	if err == nil {
		err = withForms(ctx, q, stored)
	}
	if err != nil {
		return toolshop.ToolImport{}, err
	}
	if rows, err = q.QueryContext(ctx, categories); err != nil {
		return toolshop.ToolImport{}, err
	}
	slugs, err := collect(rows, func(r row) (c toolshop.Category, err error) {
		return c, r.Scan(&c.Slug)
	})
	if err != nil {
		return toolshop.ToolImport{}, err
	}
	return toolshop.PlanToolImport(lines, stored, slugs), nil
}
