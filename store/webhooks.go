package store

import (
	"cmp"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"toolshop"
)

// Webhooks (migration 320): what happens writes its events in its own transaction, with a
// delivery to each endpoint switched on that subscribes to the event's type, so that a crash
// after the commit loses none; the dispatcher (package webhooks) sends them.

// webhookTargets are the endpoints switched on that subscribe to t: the one query what
// happens pays while no endpoint listens. On PostgreSQL they are share-locked until tx ends,
// so that none is deleted under the deliveries tx writes for it.
func (db *DB) webhookTargets(ctx context.Context, tx runner, t toolshop.WebhookType) ([]string, error) {
	query := `SELECT e.id FROM webhook_subscriptions s JOIN webhook_endpoints e ON e.id = s.endpoint_id
		WHERE s.event_type = $1 AND e.disabled_at IS NULL ORDER BY e.id`
	if db.postgres {
		query += ` FOR KEY SHARE OF e`
	}
	rows, err := tx.QueryContext(ctx, query, string(t))
	if err != nil {
		return nil, err
	}
	return collect(rows, func(r row) (id string, err error) { return id, r.Scan(&id) })
}

// writeWebhooks stores an event of type t for each of data, at now, with its delivery to
// each of targets, due now; it answers the deliveries' ids, event by event.
func writeWebhooks[T any](ctx context.Context, tx runner, targets []string, t toolshop.WebhookType, data []T, now time.Time) ([]string, error) {
	var ids []string
	for chunk := range slices.Chunk(data, toolsPerStatement) {
		var events, deliveries [][]any
		for _, d := range chunk {
			event := toolshop.NewWebhookEvent(t, d, now)
			body, err := json.Marshal(event)
			if err != nil {
				return nil, err
			}
			events = append(events, []any{event.ID, string(t), now.UnixNano(), string(body)})
			for _, endpoint := range targets {
				id := newID()
				ids = append(ids, id)
				deliveries = append(deliveries, []any{id, event.ID, endpoint, now.UnixNano(), toolshop.DeliveryPending, now.UnixNano()})
			}
		}
		if err := insertRows(ctx, tx, `webhook_events (id, type, created_at, body)`, events); err != nil {
			return nil, err
		}
		for part := range slices.Chunk(deliveries, toolsPerStatement) {
			if err := insertRows(ctx, tx, `webhook_deliveries (id, event_id, endpoint_id, created_at, status, next_at)`, part); err != nil {
				return nil, err
			}
		}
	}
	return ids, nil
}

// insertRows inserts rows into the table (with its columns) in one statement.
func insertRows(ctx context.Context, tx runner, table string, rows [][]any) error {
	var values strings.Builder
	var args []any
	for i, r := range rows {
		if i > 0 {
			values.WriteString(", ")
		}
		values.WriteString("(")
		for j, v := range r {
			if j > 0 {
				values.WriteString(", ")
			}
			args = append(args, v)
			fmt.Fprintf(&values, "$%d", len(args))
		}
		values.WriteString(")")
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO `+table+` VALUES `+values.String(), args...)
	return err
}

// recordWebhooks stores an event of type t for each of data, for the endpoints listening.
func recordWebhooks[T any](ctx context.Context, db *DB, tx runner, t toolshop.WebhookType, data []T, now time.Time) error {
	targets, err := db.webhookTargets(ctx, tx, t)
	if err != nil || len(targets) == 0 {
		return err
	}
	_, err = writeWebhooks(ctx, tx, targets, t, data, now)
	return err
}

// orderWebhook stores the event, if any, of an order event of the kind at at: the order as
// GET /orders/{id} answers it, read in tx after the change, for the endpoints listening.
func (db *DB) orderWebhook(ctx context.Context, tx runner, id, kind string, at time.Time) error {
	t, ok := toolshop.OrderWebhook(kind)
	if !ok {
		return nil
	}
	targets, err := db.webhookTargets(ctx, tx, t)
	if err != nil || len(targets) == 0 {
		return err
	}
	o, err := readOrder(ctx, tx, id)
	if err != nil {
		return err
	}
	_, err = writeWebhooks(ctx, tx, targets, t, []toolshop.Order{o}, at)
	return err
}

// toolWebhooks stores an event of type t for each of the tools ids names, as GET /tool/{id}
// answers them (without the deal of the day, which is no edit of the tool), read in tx.
func (db *DB) toolWebhooks(ctx context.Context, tx *sql.Tx, t toolshop.WebhookType, ids []string) error {
	if len(ids) == 0 {
		return nil
	}
	targets, err := db.webhookTargets(ctx, tx, t)
	if err != nil || len(targets) == 0 {
		return err
	}
	for chunk := range slices.Chunk(ids, detailsChunk) {
		var c conditions
		in := make([]string, len(chunk))
		for i, id := range chunk {
			in[i] = c.arg(id)
		}
		rows, err := tx.QueryContext(ctx, `SELECT `+toolColumns+` FROM tools WHERE id IN (`+strings.Join(in, ", ")+`) ORDER BY created_at, id`, c.args...)
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
		if _, err := writeWebhooks(ctx, tx, targets, t, tools, db.Now()); err != nil {
			return err
		}
	}
	return nil
}

const endpointColumns = `id, url, description, secret, created_at, disabled_at, failing`

func scanEndpoint(r row) (toolshop.WebhookEndpoint, error) {
	var e toolshop.WebhookEndpoint
	var created int64
	var disabled sql.NullInt64
	err := r.Scan(&e.ID, &e.URL, &e.Description, &e.Secret, &created, &disabled, &e.Failing)
	if errors.Is(err, sql.ErrNoRows) {
		return e, toolshop.ErrWebhookNotFound
	}
	e.CreatedAt, e.Events = fromStamp(created), []toolshop.WebhookType{}
	if disabled.Valid {
		at := fromStamp(disabled.Int64)
		e.DisabledAt = &at
	}
	return e, err
}

const deliveryColumns = `d.id, d.endpoint_id, d.event_id, v.type, d.status, d.attempts, d.status_code, d.error,
	d.created_at, d.last_attempt_at, d.next_at`

// deliveryTables are the deliveries with their events, for deliveryColumns.
const deliveryTables = `webhook_deliveries d JOIN webhook_events v ON v.id = d.event_id`

func scanDelivery(r row) (toolshop.WebhookDelivery, error) {
	var d toolshop.WebhookDelivery
	var created int64
	var last, next sql.NullInt64
	err := r.Scan(&d.ID, &d.EndpointID, &d.EventID, &d.Type, &d.Status, &d.Attempts, &d.StatusCode, &d.Error, &created, &last, &next)
	if errors.Is(err, sql.ErrNoRows) {
		return d, toolshop.ErrWebhookDeliveryNotFound
	}
	d.CreatedAt = fromStamp(created)
	if last.Valid {
		d.LastAttemptAt = fromStamp(last.Int64)
	}
	if next.Valid {
		d.NextAttemptAt = fromStamp(next.Int64)
	}
	return d, err
}

// WebhookEndpoints lists the endpoints, oldest first, each with its events and newest
// delivery.
func (db *DB) WebhookEndpoints(ctx context.Context) ([]toolshop.WebhookEndpoint, error) {
	tx, err := db.read.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	rows, err := tx.QueryContext(ctx, `SELECT `+endpointColumns+` FROM webhook_endpoints ORDER BY created_at, id`)
	if err != nil {
		return nil, err
	}
	endpoints, err := collect(rows, scanEndpoint)
	if err != nil {
		return nil, err
	}
	byID := map[string]*toolshop.WebhookEndpoint{}
	for i := range endpoints {
		byID[endpoints[i].ID] = &endpoints[i]
	}
	if rows, err = tx.QueryContext(ctx, `SELECT endpoint_id, event_type FROM webhook_subscriptions ORDER BY event_type`); err != nil {
		return nil, err
	}
	_, err = collect(rows, func(r row) (t toolshop.WebhookType, err error) {
		var id string
		err = r.Scan(&id, &t)
		if e := byID[id]; e != nil {
			e.Events = append(e.Events, t)
		}
		return t, err
	})
	if err != nil {
		return nil, err
	}
	rows, err = tx.QueryContext(ctx, `SELECT `+deliveryColumns+` FROM `+deliveryTables+`
		WHERE d.created_at = (SELECT MAX(created_at) FROM webhook_deliveries x WHERE x.endpoint_id = d.endpoint_id)`)
	if err != nil {
		return nil, err
	}
	_, err = collect(rows, func(r row) (d toolshop.WebhookDelivery, err error) {
		d, err = scanDelivery(r)
		if e := byID[d.EndpointID]; err == nil && e != nil && e.LastDelivery == nil {
			e.LastDelivery = &d
		}
		return d, err
	})
	return endpoints, err
}

// CreateWebhookEndpoint stores a checked endpoint under a new id with a new secret, and
// answers it with the secret; a shop with MaxWebhookEndpoints has ErrTooManyWebhooks.
func (db *DB) CreateWebhookEndpoint(ctx context.Context, r toolshop.WebhookEndpointRequest) (toolshop.WebhookEndpoint, error) {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return toolshop.WebhookEndpoint{}, err
	}
	defer tx.Rollback()
	if db.postgres { // one creation at a time, so that the count holds
		if _, err := tx.ExecContext(ctx, `LOCK TABLE webhook_endpoints IN SHARE ROW EXCLUSIVE MODE`); err != nil {
			return toolshop.WebhookEndpoint{}, err
		}
	}
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM webhook_endpoints`).Scan(&n); err != nil {
		return toolshop.WebhookEndpoint{}, err
	}
	if n >= toolshop.MaxWebhookEndpoints {
		return toolshop.WebhookEndpoint{}, toolshop.ErrTooManyWebhooks
	}
	e := toolshop.WebhookEndpoint{ID: newID(), URL: r.URL, Events: r.Events, Description: r.Description,
		Secret: toolshop.NewWebhookSecret(), CreatedAt: db.Now().UTC()}
	if !r.On() {
		e.DisabledAt = &e.CreatedAt
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO webhook_endpoints (id, url, description, secret, created_at, disabled_at)
		VALUES ($1, $2, $3, $4, $5, $6)`, e.ID, e.URL, e.Description, e.Secret, e.CreatedAt.UnixNano(), nullStamp(e.DisabledAt))
	if err != nil {
		return toolshop.WebhookEndpoint{}, err
	}
	if err := subscribe(ctx, tx, e.ID, e.Events); err != nil {
		return toolshop.WebhookEndpoint{}, err
	}
	return e, tx.Commit()
}

// subscribe makes the endpoint's events those given.
func subscribe(ctx context.Context, tx *sql.Tx, id string, events []toolshop.WebhookType) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM webhook_subscriptions WHERE endpoint_id = $1`, id); err != nil {
		return err
	}
	rows := make([][]any, len(events))
	for i, t := range events {
		rows[i] = []any{string(t), id}
	}
	return insertRows(ctx, tx, `webhook_subscriptions (event_type, endpoint_id)`, rows)
}

// UpdateWebhookEndpoint applies a checked request to an endpoint: its url, events and
// description, and switched on (failing no more) or off (since when it was, if it was).
func (db *DB) UpdateWebhookEndpoint(ctx context.Context, id string, r toolshop.WebhookEndpointRequest) (int, error) {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	n, err := affected(tx.ExecContext(ctx, `UPDATE webhook_endpoints SET url = $2, description = $3,
		disabled_at = CASE WHEN $4 THEN NULL ELSE COALESCE(disabled_at, $5) END, failing = failing AND NOT $4
		WHERE id = $1`, id, r.URL, r.Description, r.On(), db.stamp()))
	if err != nil || n == 0 {
		return 0, cmp.Or(err, error(toolshop.ErrWebhookNotFound))
	}
	if err := subscribe(ctx, tx, id, r.Events); err != nil {
		return 0, err
	}
	return n, tx.Commit()
}

// DeleteWebhookEndpoint removes an endpoint with its deliveries.
func (db *DB) DeleteWebhookEndpoint(ctx context.Context, id string) (int, error) {
	n, err := affected(db.write.ExecContext(ctx, `DELETE FROM webhook_endpoints WHERE id = $1`, id))
	if err == nil && n == 0 {
		err = toolshop.ErrWebhookNotFound
	}
	return n, err
}

// WebhookDeliveries lists a page of the endpoint's deliveries, newest first, and how many it
// has.
func (db *DB) WebhookDeliveries(ctx context.Context, endpointID string, p toolshop.Page) ([]toolshop.WebhookDelivery, int, error) {
	if _, err := db.webhookEndpoint(ctx, db.read, endpointID); err != nil {
		return nil, 0, err
	}
	var c conditions
	c.where = append(c.where, "d.endpoint_id = "+c.arg(endpointID))
	return listPage(ctx, db, c, deliveryColumns, deliveryTables, "d.created_at DESC, d.id", p, scanDelivery)
}

func (db *DB) webhookEndpoint(ctx context.Context, q querier, id string) (toolshop.WebhookEndpoint, error) {
	return scanEndpoint(q.QueryRowContext(ctx, `SELECT `+endpointColumns+` FROM webhook_endpoints WHERE id = $1`, id))
}

// endpointEvents are the types the endpoint subscribes to.
func endpointEvents(ctx context.Context, q querier, id string) ([]toolshop.WebhookType, error) {
	rows, err := q.QueryContext(ctx, `SELECT event_type FROM webhook_subscriptions WHERE endpoint_id = $1 ORDER BY event_type`, id)
	if err != nil {
		return nil, err
	}
	return collect(rows, func(r row) (t toolshop.WebhookType, err error) { return t, r.Scan(&t) })
}

// SendTestWebhook writes a WebhookTest event about the endpoint, due now, to it alone, and
// answers its delivery; an endpoint switched off is ErrWebhookOff.
func (db *DB) SendTestWebhook(ctx context.Context, endpointID string) (toolshop.WebhookDelivery, error) {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return toolshop.WebhookDelivery{}, err
	}
	defer tx.Rollback()
	e, err := db.webhookEndpoint(ctx, tx, endpointID)
	switch {
	case err != nil:
		return toolshop.WebhookDelivery{}, err
	case e.DisabledAt != nil:
		return toolshop.WebhookDelivery{}, toolshop.ErrWebhookOff
	}
	if e.Events, err = endpointEvents(ctx, tx, e.ID); err != nil {
		return toolshop.WebhookDelivery{}, err
	}
	ids, err := writeWebhooks(ctx, tx, []string{e.ID}, toolshop.WebhookTest, []toolshop.WebhookEndpoint{e}, db.Now())
	if err != nil {
		return toolshop.WebhookDelivery{}, err
	}
	d, err := scanDelivery(tx.QueryRowContext(ctx, `SELECT `+deliveryColumns+` FROM `+deliveryTables+` WHERE d.id = $1`, ids[0]))
	if err != nil {
		return d, err
	}
	return d, tx.Commit()
}

// ResendWebhook makes a delivery due now, as if new: its retries start again. A delivery of
// an endpoint switched off is ErrWebhookOff.
func (db *DB) ResendWebhook(ctx context.Context, id string) (int, error) {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	var disabled sql.NullInt64
	err = tx.QueryRowContext(ctx, `SELECT e.disabled_at FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
		WHERE d.id = $1`, id).Scan(&disabled)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return 0, toolshop.ErrWebhookDeliveryNotFound
	case err != nil:
		return 0, err
	case disabled.Valid:
		return 0, toolshop.ErrWebhookOff
	}
	// A claim under way is let go: its outcome is not recorded, and the delivery is sent anew.
	n, err := affected(tx.ExecContext(ctx, `UPDATE webhook_deliveries SET status = $2, attempts = 0, next_at = $3,
		first_failure_at = NULL, lease_until = 0, claim = '' WHERE id = $1`, id, toolshop.DeliveryPending, db.stamp()))
	if err != nil {
		return 0, err
	}
	return n, tx.Commit()
}

// ClaimWebhooks claims up to limit deliveries due at now, of endpoints switched on, oldest
// due first, for lease: until it ends no other claim takes them, and only this claim records
// their outcome. A lease that ended (its server died while sending) is claimed again. On
// PostgreSQL concurrent claims skip each other's rows; SQLite has one writer.
func (db *DB) ClaimWebhooks(ctx context.Context, now time.Time, lease time.Duration, limit int) ([]toolshop.WebhookSend, error) {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	due := `SELECT d.id FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
		WHERE d.next_at <= $3 AND d.lease_until <= $3 AND e.disabled_at IS NULL ORDER BY d.next_at LIMIT $4`
	if db.postgres {
		due += ` FOR UPDATE OF d SKIP LOCKED`
	}
	claim := newID()
	rows, err := tx.QueryContext(ctx, `UPDATE webhook_deliveries SET lease_until = $1, claim = $2 WHERE id IN (`+due+`) RETURNING id`,
		now.Add(lease).UnixNano(), claim, now.UnixNano(), limit)
	if err != nil {
		return nil, err
	}
	var c conditions
	ids, err := collect(rows, func(r row) (string, error) {
		var id string
		err := r.Scan(&id)
		return c.arg(id), err
	})
	if err != nil || len(ids) == 0 {
		return nil, err
	}
	rows, err = tx.QueryContext(ctx, `SELECT d.id, d.endpoint_id, d.event_id, e.url, e.secret, v.body, d.attempts, d.first_failure_at
		FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id JOIN webhook_events v ON v.id = d.event_id
		WHERE d.id IN (`+strings.Join(ids, ", ")+`) ORDER BY d.next_at`, c.args...)
	if err != nil {
		return nil, err
	}
	sends, err := collect(rows, func(r row) (s toolshop.WebhookSend, err error) {
		var body string
		var first sql.NullInt64
		err = r.Scan(&s.DeliveryID, &s.EndpointID, &s.EventID, &s.URL, &s.Secret, &body, &s.Attempts, &first)
		s.Body, s.Claim = []byte(body), claim
		if first.Valid {
			s.FirstFailure = fromStamp(first.Int64)
		}
		return s, err
	})
	if err != nil {
		return nil, err
	}
	return sends, tx.Commit()
}

// RecordWebhook records the outcome of an attempt, if its claim still holds (a resend or a
// later claim took the delivery otherwise). An outcome that switches the endpoint off does
// so once: it answers the endpoint and true for the call that did, whose admins are told.
// The endpoint's other deliveries wait, for when an admin switches it on again.
func (db *DB) RecordWebhook(ctx context.Context, r toolshop.WebhookResult) (toolshop.WebhookEndpoint, bool, error) {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return toolshop.WebhookEndpoint{}, false, err
	}
	defer tx.Rollback()
	var first, next *time.Time
	if !r.FirstFailure.IsZero() {
		first = &r.FirstFailure
	}
	if !r.Next.IsZero() {
		next = &r.Next
	}
	var endpointID string
	err = tx.QueryRowContext(ctx, `UPDATE webhook_deliveries SET status = $3, attempts = $4, status_code = $5, error = $6,
		last_attempt_at = $7, first_failure_at = $8, next_at = $9, lease_until = 0, claim = ''
		WHERE id = $1 AND claim = $2 RETURNING endpoint_id`,
		r.DeliveryID, r.Claim, r.Status, r.Attempts, r.StatusCode, r.Error, r.At.UnixNano(), nullStamp(first), nullStamp(next)).Scan(&endpointID)
	if errors.Is(err, sql.ErrNoRows) {
		return toolshop.WebhookEndpoint{}, false, nil
	}
	if err != nil {
		return toolshop.WebhookEndpoint{}, false, err
	}
	var off int
	if r.SwitchOff {
		off, err = affected(tx.ExecContext(ctx, `UPDATE webhook_endpoints SET disabled_at = $2, failing = TRUE
			WHERE id = $1 AND disabled_at IS NULL`, endpointID, r.At.UnixNano()))
		if err != nil {
			return toolshop.WebhookEndpoint{}, false, err
		}
	}
	var e toolshop.WebhookEndpoint
	if off > 0 {
		if e, err = db.webhookEndpoint(ctx, tx, endpointID); err != nil {
			return e, false, err
		}
	}
	return e, off > 0, tx.Commit()
}

// PruneWebhooks deletes the deliveries done (delivered or failed) before before, and the
// events left without a delivery.
func (db *DB) PruneWebhooks(ctx context.Context, before time.Time) error {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `DELETE FROM webhook_deliveries WHERE next_at IS NULL AND created_at < $1`, before.UnixNano()); err != nil {
		return err
	}
	_, err = tx.ExecContext(ctx, `DELETE FROM webhook_events WHERE created_at < $1
		AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = webhook_events.id)`, before.UnixNano())
	if err != nil {
		return err
	}
	return tx.Commit()
}

// nullStamp is a time as stored, NULL for none.
func nullStamp(t *time.Time) any {
	if t == nil {
		return nil
	}
	return t.UnixNano()
}
