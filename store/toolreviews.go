package store

import (
	"context"
	"database/sql"
	"errors"

	"toolshop"
)

// Tool reviews (toolshop.ToolReview). Every write locks the tool first (lockTool), then its
// review, and changes the tool's review_count and review_stars, the sums of the reviews that
// weigh in its rating (ToolReview.Weighs), in the same transaction (reweigh); it commits as a
// catalogue change, so every server's cache of the tool's answers drops them. A deleted review
// stays, out of every list (standing).

const (
	// The variant its author bought last is read with a review, from their orders' lines.
	toolReviewColumns = `id, tool_id, name, ratings, title, description, created_at, updated_at, hidden_at, hidden_by,
		deleted_at IS NOT NULL, refunded_at IS NULL, COALESCE((SELECT l.variant_name FROM order_lines l
		JOIN orders o ON o.id = l.order_id WHERE l.tool_id = tool_reviews.tool_id AND o.email = tool_reviews.author_email
		AND l.variant_name <> '' ORDER BY o.created_at DESC LIMIT 1), '')`
	// standing picks the reviews not deleted.
	standing = "deleted_at IS NULL"
)

func scanToolReview(r row) (toolshop.ToolReview, error) {
	var rev toolshop.ToolReview
	var created, updated int64
	var hidden sql.NullInt64
	err := r.Scan(&rev.ID, &rev.ToolID, &rev.Name, &rev.Ratings, &rev.Title, &rev.Description, &created, &updated,
		&hidden, &rev.HiddenBy, &rev.Deleted, &rev.Verified, &rev.Bought)
	if errors.Is(err, sql.ErrNoRows) {
		return rev, toolshop.ErrNoToolReview
	}
	rev.CreatedAt, rev.UpdatedAt = fromStamp(created), fromStamp(updated)
	rev.Hidden, rev.HiddenAt = hiddenAt(hidden)
	return rev, err
}

// ToolReviews reads the page of the tool's reviews the filter picks, newest first, and the
// number of its shown reviews of each number of stars.
func (db *DB) ToolReviews(ctx context.Context, f toolshop.ToolReviewFilter) (toolshop.ToolReviews, int, error) {
	var answer toolshop.ToolReviews
	byStars, err := db.reviewsByStars(ctx, f.ToolID)
	if err != nil {
		return answer, 0, err
	}
	answer.SummarizeReviews(byStars)
	var c conditions
	c.where = append(c.where, "tool_id = "+c.arg(f.ToolID), standing)
	if !f.Hidden {
		c.where = append(c.where, "hidden_at IS NULL")
	}
	reviews, total, err := listPage(ctx, db, c, toolReviewColumns, "tool_reviews", "created_at DESC, id", f.Page, scanToolReview)
	answer.Reviews = reviews
	return answer, total, err
}

// reviewsByStars counts the tool's reviews of 1 to 5 stars that weigh in its rating
// (ToolReview.Weighs: verified, shown, standing); an unknown tool is ErrToolNotFound.
func (db *DB) reviewsByStars(ctx context.Context, toolID string) ([5]int, error) {
	var byStars [5]int
	rows, err := db.read.QueryContext(ctx, `SELECT r.ratings, COUNT(*) FROM tools t
		LEFT JOIN tool_reviews r ON r.tool_id = t.id AND r.hidden_at IS NULL AND r.deleted_at IS NULL
			AND r.refunded_at IS NULL
		WHERE t.id = $1 GROUP BY r.ratings`, toolID)
	if err != nil {
		return byStars, err
	}
	defer rows.Close()
	found := false
	for rows.Next() {
		var stars sql.NullInt64
		var n int
		if err := rows.Scan(&stars, &n); err != nil {
			return byStars, err
		}
		found = true
		if stars.Valid && stars.Int64 >= 1 && stars.Int64 <= 5 {
			byStars[stars.Int64-1] = n
		}
	}
	if err := rows.Err(); err != nil {
		return byStars, err
	}
	if !found {
		return byStars, toolshop.ErrToolNotFound
	}
	return byStars, nil
}

// MyToolReview is the actor's standing review of the tool; without one, whether they may
// write it (ToolReview.Replace, Actor.MayReview) by the orders of their email that hold it.
func (db *DB) MyToolReview(ctx context.Context, by toolshop.Actor, toolID string) (toolshop.ToolReview, error) {
	tx, err := db.read.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return toolshop.ToolReview{}, err
	}
	defer tx.Rollback()
	review, err := authorsReview(ctx, tx, toolID, by.Email)
	if err == nil && !review.Deleted {
		return review, nil
	}
	if err := mayReview(ctx, tx, by, toolID, review, err); err != nil {
		return toolshop.ToolReview{}, err
	}
	return toolshop.ToolReview{}, toolshop.ErrNoToolReview
}

// authorsReview is the author's review of the tool as stored, deleted or not.
func authorsReview(ctx context.Context, tx *sql.Tx, toolID, authorEmail string) (toolshop.ToolReview, error) {
	return scanToolReview(tx.QueryRowContext(ctx, `SELECT `+toolReviewColumns+` FROM tool_reviews
		WHERE tool_id = $1 AND author_email = $2`, toolID, authorEmail))
}

// mayReview asks the domain whether the actor may write a review of the tool: in place of
// before, their review as stored (ToolReview.Replace) unless found is ErrNoToolReview, and by
// the orders of their email that hold it (Actor.MayReview).
func mayReview(ctx context.Context, tx *sql.Tx, by toolshop.Actor, toolID string, before toolshop.ToolReview, found error) error {
	switch {
	case found == nil:
		if err := before.Replace(); err != nil {
			return err
		}
	case found != toolshop.ErrNoToolReview:
		return found
	}
	bought, err := ordersHolding(ctx, tx, by.Email, toolID)
	if err != nil {
		return err
	}
	return by.MayReview(toolID, bought)
}

// CreateToolReview stores the review if its author may review the tool (mayReview): a new
// row, or the one they deleted written over; and adds it to the tool's rating.
func (db *DB) CreateToolReview(ctx context.Context, by toolshop.Actor, r toolshop.ToolReview) (toolshop.ToolReview, error) {
	tx, _, err := db.lockTool(ctx, r.ToolID)
	if err != nil {
		return r, err
	}
	defer tx.Rollback()
	before, found := authorsReview(ctx, tx, r.ToolID, r.AuthorEmail)
	if err := mayReview(ctx, tx, by, r.ToolID, before, found); err != nil {
		return r, err
	}
	r.ID = newID()
	now := db.stamp()
	n, err := affected(tx.ExecContext(ctx, `INSERT INTO tool_reviews (id, tool_id, author_email, name, ratings, title,
		description, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
		ON CONFLICT (tool_id, author_email) DO UPDATE SET id = excluded.id, name = excluded.name,
		ratings = excluded.ratings, title = excluded.title, description = excluded.description,
		created_at = excluded.created_at, updated_at = excluded.updated_at, deleted_at = NULL, refunded_at = NULL
		WHERE tool_reviews.deleted_at IS NOT NULL`,
		r.ID, r.ToolID, r.AuthorEmail, r.Name, r.Ratings, r.Title, r.Description, now))
	if err != nil {
		return r, err
	}
	if n == 0 {
		return r, toolshop.ErrToolReviewedAlready
	}
	r.CreatedAt, r.UpdatedAt = fromStamp(now), fromStamp(now)
	if err := reweigh(ctx, tx, toolshop.ToolReview{}, r); err != nil {
		return r, err
	}
	return r, db.commitCatalogue(ctx, tx)
}

// ordersHolding are the orders of the email (its account's and its guest orders) that hold
// the tool, each with its lines of the tool only: the facts Actor.MayReview decides on.
func ordersHolding(ctx context.Context, tx *sql.Tx, email, toolID string) ([]toolshop.Order, error) {
	rows, err := tx.QueryContext(ctx, `SELECT o.email, o.guest, o.confirmed_at IS NOT NULL, o.state, l.quantity, l.refunded
		FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.email = $1 AND l.tool_id = $2`, email, toolID)
	if err != nil {
		return nil, err
	}
	return collect(rows, func(r row) (toolshop.Order, error) {
		o := toolshop.Order{Lines: []toolshop.OrderLine{{ToolID: toolID}}}
		err := r.Scan(&o.Email, &o.Guest, &o.Confirmed, &o.State, &o.Lines[0].Quantity, &o.Lines[0].Refunded)
		return o, err
	})
}

// UpdateToolReview replaces the author's review's name, stars and texts while they may
// (ToolReview.MayEdit), and moves the tool's rating by the change of stars.
func (db *DB) UpdateToolReview(ctx context.Context, r toolshop.ToolReview) (int, error) {
	tx, before, err := db.lockToolReview(ctx, r.ToolID, r.AuthorEmail)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	if err := before.MayEdit(); err != nil {
		return 0, err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE tool_reviews SET name = $2, ratings = $3, title = $4, description = $5,
		updated_at = $6 WHERE id = $1`, before.ID, r.Name, r.Ratings, r.Title, r.Description, db.stamp()); err != nil {
		return 0, err
	}
	after := before
	after.Ratings = r.Ratings
	if err := reweigh(ctx, tx, before, after); err != nil {
		return 0, err
	}
	return 1, db.commitCatalogue(ctx, tx)
}

// DeleteToolReview marks the author's review of the tool deleted, kept so that it cannot
// come back unless the shop left it shown (ToolReview.Replace), and takes it from the tool's
// rating.
func (db *DB) DeleteToolReview(ctx context.Context, toolID, authorEmail string) (int, error) {
	tx, before, err := db.lockToolReview(ctx, toolID, authorEmail)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `UPDATE tool_reviews SET deleted_at = $2 WHERE id = $1`, before.ID, db.stamp()); err != nil {
		return 0, err
	}
	after := before
	after.Deleted = true
	if err := reweigh(ctx, tx, before, after); err != nil {
		return 0, err
	}
	return 1, db.commitCatalogue(ctx, tx)
}

// HideToolReview hides the review, recording when and by whom, or shows it again, and takes
// it out of its tool's rating or puts it back. A review already so changes nothing.
func (db *DB) HideToolReview(ctx context.Context, id string, hidden bool, by string) (int, error) {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	var toolID string
	err = tx.QueryRowContext(ctx, `SELECT tool_id FROM tool_reviews WHERE id = $1 AND `+standing, id).Scan(&toolID)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, toolshop.ErrReviewNotFound
	}
	if err != nil {
		return 0, err
	}
	if _, err := db.lockedTool(ctx, tx, toolID); err != nil {
		return 0, err
	}
	// Read again now that its tool is locked: it may have changed or gone meanwhile.
	before, err := scanToolReview(tx.QueryRowContext(ctx, `SELECT `+toolReviewColumns+` FROM tool_reviews
		WHERE id = $1 AND `+standing, id))
	if errors.Is(err, toolshop.ErrNoToolReview) {
		return 0, toolshop.ErrReviewNotFound
	}
	if err != nil || before.Hidden == hidden {
		return 0, err
	}
	at, hiddenBy := hiding(hidden, by, db.stamp())
	if _, err := tx.ExecContext(ctx, `UPDATE tool_reviews SET hidden_at = $2, hidden_by = $3 WHERE id = $1`,
		id, at, hiddenBy); err != nil {
		return 0, err
	}
	after := before
	after.Hidden = hidden
	if err := reweigh(ctx, tx, before, after); err != nil {
		return 0, err
	}
	return 1, db.commitCatalogue(ctx, tx)
}

// lockToolReview begins a write transaction holding the tool locked, and the author's
// standing review of it as stored.
func (db *DB) lockToolReview(ctx context.Context, toolID, authorEmail string) (*sql.Tx, toolshop.ToolReview, error) {
	tx, _, err := db.lockTool(ctx, toolID)
	if err != nil {
		return nil, toolshop.ToolReview{}, err
	}
	rev, err := scanToolReview(tx.QueryRowContext(ctx, `SELECT `+toolReviewColumns+` FROM tool_reviews
		WHERE tool_id = $1 AND author_email = $2 AND `+standing, toolID, authorEmail))
	if err != nil {
		tx.Rollback()
		return nil, rev, err
	}
	return tx, rev, nil
}

// reweigh moves the tool's rating, relative to what is stored, from what the review weighed
// before a change to what it weighs after (ToolReview.Weighs).
func reweigh(ctx context.Context, tx *sql.Tx, before, after toolshop.ToolReview) error {
	count, stars := 0, 0
	if before.Weighs() {
		count, stars = count-1, stars-before.Ratings
	}
	if after.Weighs() {
		count, stars = count+1, stars+after.Ratings
	}
	if count == 0 && stars == 0 {
		return nil
	}
	_, err := tx.ExecContext(ctx, `UPDATE tools SET review_count = review_count + $2, review_stars = review_stars + $3
		WHERE id = $1`, after.ToolID, count, stars)
	return err
}

// refundReviews takes the "verified" mark from the reviews by the order's email of the tools
// the refund gives back whose author keeps none of the tool (ToolReview.LosesVerified), and
// their weight from the tools' ratings; it tells whether a review changed.
func (db *DB) refundReviews(ctx context.Context, tx *sql.Tx, o toolshop.Order, r toolshop.Refund) (bool, error) {
	author, err := scanUser(tx.QueryRowContext(ctx, `SELECT `+userColumns+` FROM users WHERE email = $1`, o.Email))
	if err != nil && !errors.Is(err, toolshop.ErrUserNotFound) {
		return false, err
	}
	changed := false
	for _, l := range r.Lines {
		toolID := o.Lines[l.Line].ToolID
		// Locked first, as every review's write does; a tool deleted since has no reviews.
		if _, err := db.lockedTool(ctx, tx, toolID); errors.Is(err, toolshop.ErrToolNotFound) {
			continue
		} else if err != nil {
			return changed, err
		}
		before, err := authorsReview(ctx, tx, toolID, o.Email)
		if errors.Is(err, toolshop.ErrNoToolReview) {
			continue
		} else if err != nil {
			return changed, err
		}
		bought, err := ordersHolding(ctx, tx, o.Email, toolID)
		if err != nil {
			return changed, err
		}
		if !before.LosesVerified(toolshop.ActorOf(author), bought) {
			continue
		}
		if _, err := tx.ExecContext(ctx, `UPDATE tool_reviews SET refunded_at = $2 WHERE id = $1`, before.ID, db.stamp()); err != nil {
			return changed, err
		}
		after := before
		after.Verified = false
		if err := reweigh(ctx, tx, before, after); err != nil {
			return changed, err
		}
		changed = true
	}
	return changed, nil
}
