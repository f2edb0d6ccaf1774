package store

import (
	"context"
	"database/sql"
	"slices"
	"strconv"
	"time"

	"toolshop"
)

const stockAlertColumns = `id, COALESCE(tool_id, ''), variant_id, tool_name, stock, threshold, at, mailed_at`

func scanStockAlert(r row) (toolshop.StockAlert, error) {
	var a toolshop.StockAlert
	var at int64
	var mailed sql.NullInt64
	err := r.Scan(&a.ID, &a.ToolID, &a.VariantID, &a.ToolName, &a.Stock, &a.Threshold, &at, &mailed)
	a.At = fromStamp(at)
	if mailed.Valid {
		t := fromStamp(mailed.Int64)
		a.MailedAt = &t
	}
	return a, err
}

// recordStockAlert keeps the alert, if any, of a sale of sold units that left the tool as it
// is, with its stock.low webhook, in the sale's transaction: the domain decides
// (Tool.AlertAfterSale) with the shop's low stock threshold.
func (db *DB) recordStockAlert(ctx context.Context, tx runner, left toolshop.Tool, sold, shopThreshold int) error {
	a, due := left.AlertAfterSale(shopThreshold, sold, db.Now())
	if !due {
		return nil
	}
	a.ID = newID()
	_, err := tx.ExecContext(ctx, `INSERT INTO stock_alerts (id, tool_id, variant_id, tool_name, stock, threshold, at)
		VALUES ($1, $2, $3, $4, $5, $6, $7)`, a.ID, a.ToolID, a.VariantID, a.ToolName, a.Stock, a.Threshold, a.At.UnixNano())
	if err != nil {
		return err
	}
	return recordWebhooks(ctx, db, tx, toolshop.WebhookStockLow, []toolshop.StockAlert{a}, a.At)
}

// ClaimStockAlerts marks the alerts not mailed yet as mailed and answers them, in one
// update: on PostgreSQL a concurrent claim waits for the rows and then finds them mailed.
func (db *DB) ClaimStockAlerts(ctx context.Context, now time.Time) ([]toolshop.StockAlert, error) {
	rows, err := db.write.QueryContext(ctx, `UPDATE stock_alerts SET mailed_at = $1 WHERE mailed_at IS NULL
		RETURNING `+stockAlertColumns, now.UnixNano())
	if err != nil {
		return nil, err
	}
	alerts, err := collect(rows, scanStockAlert)
	// RETURNING has no order of its own.
	slices.SortFunc(alerts, func(a, b toolshop.StockAlert) int { return a.At.Compare(b.At) })
	return alerts, err
}

// UnclaimStockAlert marks a claimed alert not mailed again.
func (db *DB) UnclaimStockAlert(ctx context.Context, id string) error {
	_, err := db.write.ExecContext(ctx, `UPDATE stock_alerts SET mailed_at = NULL WHERE id = $1`, id)
	return err
}

// stockAlerts are the latest alerts, newest first.
func stockAlerts(ctx context.Context, tx *sql.Tx) ([]toolshop.StockAlert, error) {
	rows, err := tx.QueryContext(ctx, `SELECT `+stockAlertColumns+` FROM stock_alerts
		ORDER BY at DESC, id LIMIT `+strconv.Itoa(toolshop.StatsListMax))
	if err != nil {
		return nil, err
	}
	return collect(rows, scanStockAlert)
}
