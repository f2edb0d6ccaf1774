package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"time"

	"toolshop"
)

// The shopping feed's rows: what it says beside the tools, and the tools a batch at a time.

const (
	// feedSetting is the settings key of the feed last seen: its tag and since when.
	feedSetting = "feed_seen"
	// feedBatch is how many tools a read of the feed holds.
	feedBatch = 500
)

// feedSeen is the feed last seen, as feedSetting keeps it.
type feedSeen struct {
	Tag string    `json:"tag"`
	At  time.Time `json:"at"`
}

// FeedState reads what the feed says beside the tools and, while the feed is on, records when
// the feed as it is at now was first seen (toolshop.FeedModified).
func (db *DB) FeedState(ctx context.Context, now time.Time) (toolshop.FeedState, time.Time, error) {
	var s toolshop.FeedState
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return s, time.Time{}, err
	}
	defer tx.Rollback()
	if s.Settings, err = shopSettings(ctx, tx); err != nil || !s.Settings.Feed {
		return s, time.Time{}, err
	}
	if s.Deal, err = deal(ctx, tx); err != nil {
		return s, time.Time{}, err
	}
	if s.Methods, err = shippingMethods(ctx, tx); err != nil {
		return s, time.Time{}, err
	}
	rows, err := tx.QueryContext(ctx, `SELECT slug, name FROM categories`)
	if err != nil {
		return s, time.Time{}, err
	}
	s.Categories = map[string]string{}
	if _, err := collect(rows, func(r row) (slug string, err error) {
		var name string
		err = r.Scan(&slug, &name)
		s.Categories[slug] = name
		return slug, err
	}); err != nil {
		return s, time.Time{}, err
	}
	if err := tx.QueryRowContext(ctx, versionQuery).Scan(&s.Version); err != nil {
		return s, time.Time{}, err
	}
	if err := tx.QueryRowContext(ctx, `SELECT (SELECT COALESCE(SUM(available_quantity), 0) FROM tools)
		+ (SELECT COALESCE(SUM(available_quantity), 0) FROM variants)`).Scan(&s.Stock); err != nil {
		return s, time.Time{}, err
	}
	var last feedSeen
	if err := jsonSetting(ctx, tx, feedSetting, &last); err != nil {
		return s, time.Time{}, err
	}
	seen := feedSeen{Tag: s.Tag(now)}
	if seen.At = toolshop.FeedModified(seen.Tag, last.Tag, last.At, now); seen.Tag == last.Tag {
		return s, seen.At, nil
	}
	value, err := json.Marshal(seen)
	if err != nil {
		return s, time.Time{}, err
	}
	// Only over the feed last seen: a server that saw this one first keeps its time.
	was, err := json.Marshal(last)
	if err != nil {
		return s, time.Time{}, err
	}
	n, err := affected(tx.ExecContext(ctx, `INSERT INTO settings (key, value) VALUES ($1, $2)
		ON CONFLICT (key) DO UPDATE SET value = excluded.value WHERE settings.value = $3`, feedSetting, string(value), string(was)))
	if err != nil {
		return s, time.Time{}, err
	}
	if n == 0 {
		if err := jsonSetting(ctx, tx, feedSetting, &seen); err != nil {
			return s, time.Time{}, err
		}
	}
	return s, seen.At, tx.Commit()
}

// FeedTools calls each with every tool and its forms, feedBatch at a time in the order of
// their ids, each batch read in a transaction of its own (keyset pagination: a tool added or
// removed meanwhile shifts no other).
func (db *DB) FeedTools(ctx context.Context, each func([]toolshop.Tool) error) error {
	after := ""
	for {
		tools, err := db.feedBatch(ctx, after)
		if err != nil || len(tools) == 0 {
			return err
		}
		if err := each(tools); err != nil {
			return err
		}
		if len(tools) < feedBatch {
			return nil
		}
		after = tools[len(tools)-1].ID
	}
}

// feedBatch reads the feedBatch tools after the id after, with their forms.
func (db *DB) feedBatch(ctx context.Context, after string) ([]toolshop.Tool, error) {
	tx, err := db.read.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	rows, err := tx.QueryContext(ctx, `SELECT `+toolColumns+` FROM tools WHERE id > $1 ORDER BY id LIMIT $2`, after, feedBatch)
	if err != nil {
		return nil, err
	}
	tools, err := collect(rows, scanTool)
	if err != nil {
		return nil, err
	}
	if err := withForms(ctx, tx, tools); err != nil {
		return nil, err
	}
	return tools, tx.Commit()
}
