package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"slices"
	"strconv"
	"strings"
	"time"

	"toolshop"
)

const orderColumns = `id, COALESCE(tool_id, ''), tool_name, customer_name, email, guest, address, phone, quantity,
	unit_price_cents, subtotal_cents, discount_cents, shipping_cents, shipping_tax_cents, tax_cents, total_cents,
	tax_included, discount_code, shipping_method, tax_name, country, region, tax_country, tax_region,
	company, line1, line2, city, postal_code, state, transaction_id, intent_id, carrier, tracking_number, shipped_at, created_at, expires_at,
	pickup, pickup_address, pickup_hours, ready_at, confirmed_at IS NOT NULL, tax_rate`

func scanOrder(r row) (toolshop.Order, error) {
	var o toolshop.Order
	var shipped, created, expires, ready int64
	var pickup toolshop.Pickup
	var isPickup bool
	var rate sql.NullInt64
	err := r.Scan(&o.ID, &o.ToolID, &o.ToolName, &o.CustomerName, &o.Email, &o.Guest, &o.Address, &o.Phone,
		&o.Quantity, &o.UnitPrice, &o.Subtotal, &o.Discount, &o.Shipping, &o.ShippingTax, &o.Tax, &o.Total,
		&o.TaxIncluded, &o.DiscountCode, &o.ShippingMethod, &o.TaxName, &o.Country, &o.Region, &o.TaxCountry, &o.TaxRegion,
		&o.Company, &o.Line1, &o.Line2, &o.City, &o.PostalCode, &o.State, &o.TransactionID, &o.IntentID, &o.Carrier, &o.TrackingNumber, &shipped, &created, &expires,
		&isPickup, &pickup.Address, &pickup.Hours, &ready, &o.Confirmed, &rate)
	if errors.Is(err, sql.ErrNoRows) {
		return o, toolshop.ErrOrderNotFound
	}
	if rate.Valid {
		r := int(rate.Int64)
		o.TaxRate = &r
	}
	if isPickup {
		if ready != 0 {
			pickup.ReadyAt = fromStamp(ready)
		}
		o.Pickup = &pickup
	}
	if shipped != 0 {
		o.ShippedAt = fromStamp(shipped)
	}
	o.CreatedAt, o.ExpiresAt = fromStamp(created), fromStamp(expires)
	return o, err
}

// Checkout turns the customer's cart (or Buy Now's line) into one order in one
// transaction: the order, its lines, the stock of every line and the emptied cart, or
// nothing. A key the customer sent before answers the order it made.
func (db *DB) Checkout(ctx context.Context, customer toolshop.User, req toolshop.Checkout, rules toolshop.OrderRules) (toolshop.Order, error) {
	tx, pending, err := db.beginOrder(ctx, customer, false, rules.MaxPending)
	if err != nil {
		return toolshop.Order{}, err
	}
	defer tx.Rollback()
	q := db.writes(tx)
	request := req.Fingerprint(customer)
	if o, ok, err := db.replay(ctx, q, req.Key, request); ok || err != nil {
		return o, err
	}
	cart, terms, err := db.checkoutTerms(ctx, q, customer, &req)
	if err != nil {
		return toolshop.Order{}, err
	}
	o, err := db.placeCart(ctx, q, cart, req.Key, request, func(cart toolshop.Cart) (toolshop.Order, error) {
		return req.Place(customer, cart, terms, pending, rules, db.Now())
	})
	if err != nil {
		return toolshop.Order{}, err
	}
	if req.EmptiesCart() {
		if err := emptyCart(ctx, q, customer.ID); err != nil {
			return toolshop.Order{}, err
		}
	}
	if a, ok := req.Saves(o); ok {
		book, err := addressBook(ctx, tx, customer.ID)
		if err != nil {
			return toolshop.Order{}, err
		}
		if _, err := db.addAddress(ctx, tx, customer, book, a); err != nil {
			return toolshop.Order{}, err
		}
	}
	return o, tx.Commit()
}

// replay answers the order a retried checkout placed before (the same key and request,
// KeyedOrder.Replays), marked Replayed; ok is false for a new checkout.
func (db *DB) replay(ctx context.Context, tx runner, key, request string) (o toolshop.Order, ok bool, err error) {
	k, err := keyedOrder(ctx, tx, key)
	if err != nil {
		return o, false, err
	}
	if ok, err = k.Replays(request, db.Now()); !ok || err != nil {
		return o, false, err
	}
	o, err = db.Order(ctx, k.ID)
	o.Replayed = true
	return o, true, err
}

const keyedOrderQuery = `SELECT id, checkout_request, created_at FROM orders WHERE checkout_key = $1
	ORDER BY created_at DESC LIMIT 1`

// keyedOrder is the newest order placed with the idempotency key, whoever placed it; none
// without a key. Only the key's hash is kept.
func keyedOrder(ctx context.Context, tx runner, key string) (toolshop.KeyedOrder, error) {
	var k toolshop.KeyedOrder
	if key == "" {
		return k, nil
	}
	var request sql.NullString
	var at int64
	err := tx.QueryRowContext(ctx, keyedOrderQuery, toolshop.HashKey(key)).Scan(&k.ID, &request, &at)
	if errors.Is(err, sql.ErrNoRows) {
		return toolshop.KeyedOrder{}, nil
	}
	k.Request, k.PlacedAt = request.String, fromStamp(at)
	return k, err
}

// hashCheckoutKeys is migration 360's step: the idempotency keys stored in plain so far
// become their hashes.
func hashCheckoutKeys(ctx context.Context, tx *sql.Tx) error {
	rows, err := tx.QueryContext(ctx, `SELECT id, checkout_key FROM orders WHERE checkout_key IS NOT NULL`)
	if err != nil {
		return err
	}
	keyed, err := collect(rows, func(r row) (k [2]string, err error) { return k, r.Scan(&k[0], &k[1]) })
	if err != nil {
		return err
	}
	for _, k := range keyed {
		if _, err := tx.ExecContext(ctx, `UPDATE orders SET checkout_key = $1 WHERE id = $2`, toolshop.HashKey(k[1]), k[0]); err != nil {
			return err
		}
	}
	return nil
}

// placeCart stores the order place builds of the cart, in the checkout's transaction tx:
// the code's use counted, the stock of every line taken, the order inserted with its
// idempotency key and the request's fingerprint. A line whose stock another sale took
// meanwhile refuses the order (ErrOutOfStock), which the orders service names.
func (db *DB) placeCart(ctx context.Context, tx runner, cart toolshop.Cart, key, request string,
	place func(toolshop.Cart) (toolshop.Order, error)) (toolshop.Order, error) {
	o, err := place(cart)
	if err != nil {
		return toolshop.Order{}, err
	}
	o.ID = newID()
	if err := useCode(ctx, tx, o.DiscountCode); err != nil {
		return toolshop.Order{}, err
	}
	short, err := db.takeStock(ctx, tx, o)
	if err != nil {
		return toolshop.Order{}, err
	}
	if short {
		return toolshop.Order{}, toolshop.ErrOutOfStock
	}
	return o, db.insertOrder(ctx, tx, o, key, request)
}

// QuoteCheckout prices the order the customer's checkout would place now, placing nothing:
// the checkout page shows its parts before the customer places it.
func (db *DB) QuoteCheckout(ctx context.Context, customer toolshop.User, req toolshop.Checkout, rules toolshop.OrderRules) (toolshop.Order, error) {
	tx, err := db.read.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return toolshop.Order{}, err
	}
	defer tx.Rollback()
	cart, terms, err := db.checkoutTerms(ctx, db.reads(tx), customer, &req)
	if err != nil {
		return toolshop.Order{}, err
	}
	return req.Quote(customer, cart, terms, 0, rules, db.Now())
}

// checkoutTerms reads what a checkout is priced from: the address of the customer's book it
// names (which it then goes to), the cart as its tools are now (the customer's saved cart,
// or Buy Now's line), and the terms (the code Checkout.CodeWith chooses).
func (db *DB) checkoutTerms(ctx context.Context, q querier, customer toolshop.User, req *toolshop.Checkout) (
	toolshop.Cart, toolshop.Terms, error) {
	if req.AddressID != "" {
		a, err := bookAddress(ctx, q, customer.ID, req.AddressID)
		if err != nil {
			return toolshop.Cart{}, toolshop.Terms{}, err
		}
		req.DeliverTo(a)
	}
	cart, err := db.checkoutCart(ctx, q, customer, req.Items)
	if err != nil {
		return toolshop.Cart{}, toolshop.Terms{}, err
	}
	code, err := cartCode(ctx, q, customer.ID)
	if err != nil {
		return toolshop.Cart{}, toolshop.Terms{}, err
	}
	req.Code = req.CodeWith(code)
	terms, err := db.terms(ctx, q, customer, *req, cart)
	return cart, terms, err
}

// checkoutCart is the cart a checkout orders, as its tools are now: the items Buy Now
// names, else the customer's saved cart.
func (db *DB) checkoutCart(ctx context.Context, q querier, customer toolshop.User, items []toolshop.CartItem) (toolshop.Cart, error) {
	if items != nil {
		return visitorCart(ctx, q, items, db.Now(), itemField)
	}
	saved, err := cartLines(ctx, q, customer.ID)
	if err != nil {
		return toolshop.Cart{}, err
	}
	return viewCart(ctx, q, saved, db.Now())
}

// terms reads the price list and the customer's uses of the checkout's code (none counted
// for a guest, the zero customer), and lets the domain decide the terms of the cart's order
// (PriceList.Terms).
func (db *DB) terms(ctx context.Context, q querier, customer toolshop.User, req toolshop.Checkout, cart toolshop.Cart) (toolshop.Terms, error) {
	list, err := priceList(ctx, q)
	if err != nil {
		return toolshop.Terms{}, err
	}
	use, err := codeUse(ctx, q, req.Code, customer)
	if err != nil {
		return toolshop.Terms{}, err
	}
	return list.Terms(req.Destination(), use, cart.Subtotal, db.Now())
}

// pendingOrders counts a customer's pending orders still holding their stock (an email's
// guest orders apart), up to $4: a count past the shop's limit changes nothing, and stopping
// there keeps a checkout's cost flat however many orders a customer holds.
const pendingOrders = `SELECT COUNT(*) FROM (SELECT 1 FROM orders
	WHERE email = $1 AND guest = $2 AND state = 'pending' AND expires_at > $3 LIMIT $4) AS pending`

// beginOrder starts the write transaction of a new order and counts the customer's pending
// orders in it, up to limit: the account's own, or for a guest order the email's guest
// orders. On PostgreSQL the customer's row (a guest's email) is locked first, so that one
// customer's concurrent orders are counted one after another.
func (db *DB) beginOrder(ctx context.Context, customer toolshop.User, guest bool, limit int) (*sql.Tx, int, error) {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return nil, 0, err
	}
	if db.postgres {
		lock, arg := `SELECT id FROM users WHERE id = $1 FOR UPDATE`, customer.ID
		if guest {
			lock, arg = `SELECT pg_advisory_xact_lock(hashtext($1))`, "guest:"+customer.Email
		}
		if _, err := db.writes(tx).ExecContext(ctx, lock, arg); err != nil {
			tx.Rollback()
			return nil, 0, err
		}
	}
	var pending int
	err = db.writes(tx).QueryRowContext(ctx, pendingOrders, customer.Email, guest, db.Now().UnixNano(), limit).Scan(&pending)
	if err != nil {
		tx.Rollback()
		return nil, 0, err
	}
	return tx, pending, nil
}

// insertOrder stores a new order with its lines, its first event and its webhooks; key is
// its checkout's idempotency key, of which it keeps the hash with the request's fingerprint,
// "" for none.
func (db *DB) insertOrder(ctx context.Context, tx runner, o toolshop.Order, key, request string) error {
	var keyHash any
	if key != "" {
		keyHash = toolshop.HashKey(key)
	}
	var pickup toolshop.PickupPlace
	if o.Pickup != nil {
		pickup = o.Pickup.PickupPlace
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO orders (id, tool_id, tool_name, customer_name, email, address, phone,
		quantity, unit_price_cents, subtotal_cents, discount_cents, shipping_cents, shipping_tax_cents, tax_cents,
		total_cents, tax_included, discount_code, shipping_method, tax_name, country, region, tax_country, tax_region,
		company, line1, line2, city, postal_code, state, created_at, expires_at, checkout_key, checkout_request, guest,
		pickup, pickup_address, pickup_hours, tax_rate)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
		$22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38)`,
		o.ID, nullable(o.ToolID), o.ToolName, o.CustomerName, o.Email, o.Address, o.Phone,
		o.Quantity, o.UnitPrice, o.Subtotal, o.Discount, o.Shipping, o.ShippingTax, o.Tax,
		o.Total, o.TaxIncluded, o.DiscountCode, o.ShippingMethod, o.TaxName, o.Country, o.Region, o.TaxCountry, o.TaxRegion,
		o.Company, o.Line1, o.Line2, o.City, o.PostalCode, o.State, o.CreatedAt.UnixNano(), o.ExpiresAt.UnixNano(), keyHash, nullable(request), o.Guest,
		o.Pickup != nil, pickup.Address, pickup.Hours, o.TaxRate)
	if err != nil {
		return err
	}
	if o.Key != "" {
		if err := addOrderKey(ctx, tx, o.ID, toolshop.OrderKey{Key: o.Key, Kind: toolshop.BrowserKey}, o.CreatedAt); err != nil {
			return err
		}
	}
	// The lines in one statement: a cart of many tools costs one round trip, not one a line.
	var values strings.Builder
	args := make([]any, 0, 13*len(o.Lines))
	for i, l := range o.Lines {
		parts, err := json.Marshal(stored(l.Parts))
		if err != nil {
			return err
		}
		if i > 0 {
			values.WriteString(", ")
		}
		values.WriteString("(")
		for j, v := range []any{o.ID, i, nullable(l.ToolID), l.ToolName, l.UnitPrice, l.Quantity, l.Total, l.Discount, l.Tax,
			l.VariantID, l.VariantName, l.SKU, string(parts)} {
			if j > 0 {
				values.WriteString(", ")
			}
			args = append(args, v)
			values.WriteString("$" + strconv.Itoa(len(args)))
		}
		values.WriteString(")")
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO order_lines (order_id, seq, tool_id, tool_name, unit_price_cents,
		quantity, total_cents, discount_cents, tax_cents, variant_id, variant_name, sku, parts) VALUES `+values.String(), args...); err != nil {
		return err
	}
	for i, e := range o.Events {
		if err := addEvent(ctx, tx, o.ID, i, e); err != nil {
			return err
		}
	}
	return db.orderWebhook(ctx, tx, o.ID, toolshop.EventPlaced, o.CreatedAt)
}

// Order finds one order with its lines, refunds and history.
func (db *DB) Order(ctx context.Context, id string) (toolshop.Order, error) {
	return readOrder(ctx, db.lookups(), id)
}

// Payer reads what Order.CheckPayer asks of an order, in one query: its email, whether a
// guest placed it and confirmed it, and the hashes of its keys. Nothing else of it is read.
func (db *DB) Payer(ctx context.Context, id string) (toolshop.Order, error) {
	o := toolshop.Order{ID: id, Keys: map[string]toolshop.KeyKind{}}
	rows, err := db.lookups().QueryContext(ctx, payerQuery, id)
	if err != nil {
		return o, err
	}
	found, err := collect(rows, func(r row) (bool, error) {
		var hash, kind sql.NullString
		err := r.Scan(&o.Email, &o.Guest, &o.Confirmed, &hash, &kind)
		if hash.Valid {
			o.Keys[hash.String] = toolshop.KeyKind(kind.String)
		}
		return true, err
	})
	if err == nil && len(found) == 0 {
		err = toolshop.ErrOrderNotFound
	}
	return o, err
}

const (
	payerQuery = `SELECT o.email, o.guest, o.confirmed_at IS NOT NULL, k.key_hash, k.kind
		FROM orders o LEFT JOIN order_keys k ON k.order_id = o.id WHERE o.id = $1`
	orderQuery       = `SELECT ` + orderColumns + ` FROM orders WHERE id = $1`
	orderEventsQuery = `SELECT kind, at, actor, note FROM order_events WHERE order_id = $1 ORDER BY seq`
	eventCountQuery  = `SELECT COUNT(*) FROM order_events WHERE order_id = $1`
	// orderLockQuery finds an order, whose row PostgreSQL locks with FOR UPDATE (db.forUpdate).
	orderLockQuery = `SELECT id FROM orders WHERE id = $1`
)

// readOrder reads one order with its lines, refunds and history through q.
func readOrder(ctx context.Context, q querier, id string) (toolshop.Order, error) {
	// Its events first: outside a transaction each query reads the rows committed when it
	// starts, so a change committed meanwhile is in the row read after them, or in neither,
	// and the count of its events tells whether the row is still as read (orderToChange).
	rows, err := q.QueryContext(ctx, orderEventsQuery, id)
	if err != nil {
		return toolshop.Order{}, err
	}
	events, err := collect(rows, scanEvent)
	if err != nil {
		return toolshop.Order{}, err
	}
	o, err := scanOrder(q.QueryRowContext(ctx, orderQuery, id))
	if err != nil {
		return o, err
	}
	o.Events = events
	if err := orderDetails(ctx, q, []*toolshop.Order{&o}); err != nil {
		return o, err
	}
	o.Keys, err = orderKeys(ctx, q, id)
	return o, err
}

// detailsChunk is how many orders' details one query reads: a list of every order (a page
// without a limit) is read in chunks, far below the databases' limits on a query's
// parameters.
const detailsChunk = 500

// orderDetails reads the lines, refunds and invoices of the orders, in at most three queries
// for every detailsChunk orders.
func orderDetails(ctx context.Context, q querier, orders []*toolshop.Order) error {
	for chunk := range slices.Chunk(orders, detailsChunk) {
		if err := chunkDetails(ctx, q, chunk); err != nil {
			return err
		}
	}
	return nil
}

// orderLinesQuery, refundsQuery and invoicesQuery read the details of the orders whose ids
// are the arguments in, a list of placeholders.
func orderLinesQuery(in string) string {
	return `SELECT l.order_id, COALESCE(l.tool_id, ''), l.tool_name, l.unit_price_cents, l.quantity,
		l.total_cents, l.discount_cents, l.tax_cents, l.refunded, COALESCE(t.image, ''), l.variant_id, l.variant_name, l.sku, l.parts
		FROM order_lines l LEFT JOIN tools t ON t.id = l.tool_id
		WHERE l.order_id IN (` + in + `) ORDER BY l.order_id, l.seq`
}

func refundsQuery(in string) string {
	return `SELECT r.order_id, r.seq, r.amount_cents, r.shipping_cents, r.shipping_tax_cents, r.refund_id, r.at,
		COALESCE(c.number, 0), COALESCE(c.issued_at, 0), l.line_seq, l.quantity, l.amount_cents, l.tax_cents, l.restocked
		FROM refunds r JOIN refund_lines l ON l.order_id = r.order_id AND l.refund_seq = r.seq
		LEFT JOIN credit_notes c ON c.order_id = r.order_id AND c.refund_seq = r.seq
		WHERE r.order_id IN (` + in + `) ORDER BY r.order_id, r.seq, l.line_seq`
}

func invoicesQuery(in string) string {
	return `SELECT order_id, number, issued_at, seller FROM invoices WHERE order_id IN (` + in + `)`
}

func chunkDetails(ctx context.Context, q querier, orders []*toolshop.Order) error {
	byID := make(map[string]*toolshop.Order, len(orders))
	ids := make([]string, 0, len(orders))
	var paid []string
	for _, o := range orders {
		o.Lines, o.Refunds = []toolshop.OrderLine{}, []toolshop.Refund{}
		byID[o.ID] = o
		ids = append(ids, o.ID)
		// Only a payment issues an invoice, and only money paid is refunded: an order
		// never paid has neither, and its read asks for neither.
		if o.TransactionID != "" {
			paid = append(paid, o.ID)
		}
	}
	var all conditions
	in := all.list(ids)
	args := all.args
	// The tool's image comes with its line (none once the tool is deleted), so a page of
	// orders shows their pictures without asking for each tool.
	rows, err := q.QueryContext(ctx, orderLinesQuery(in), args...)
	if err != nil {
		return err
	}
	_, err = collect(rows, func(r row) (l toolshop.OrderLine, err error) {
		var orderID string
		var parts []byte
		err = r.Scan(&orderID, &l.ToolID, &l.ToolName, &l.UnitPrice, &l.Quantity, &l.Total, &l.Discount, &l.Tax, &l.Refunded, &l.Image,
			&l.VariantID, &l.VariantName, &l.SKU, &parts)
		if err == nil {
			err = json.Unmarshal(parts, &l.Parts)
		}
		o := byID[orderID]
		o.Lines = append(o.Lines, l)
		return l, err
	})
	if err != nil || len(paid) == 0 {
		return err
	}
	var paying conditions
	in = paying.list(paid)
	args = paying.args
	rows, err = q.QueryContext(ctx, refundsQuery(in), args...)
	if err != nil {
		return err
	}
	_, err = collect(rows, func(r row) (l toolshop.RefundedLine, err error) {
		var orderID string
		var ref toolshop.Refund
		var at, noteIssued int64
		var note toolshop.CreditNote
		err = r.Scan(&orderID, &ref.Seq, &ref.Amount, &ref.Shipping, &ref.ShippingTax, &ref.ProviderID, &at, &note.Number, &noteIssued,
			&l.Line, &l.Quantity, &l.Amount, &l.Tax, &l.Restock)
		o := byID[orderID]
		if n := len(o.Refunds); n == 0 || o.Refunds[n-1].Seq != ref.Seq {
			ref.At = fromStamp(at)
			if note.Number != 0 {
				note.IssuedAt = fromStamp(noteIssued)
				ref.CreditNote = &note
			}
			o.Refunds = append(o.Refunds, ref)
		}
		last := &o.Refunds[len(o.Refunds)-1]
		last.Lines = append(last.Lines, l)
		return l, err
	})
	if err != nil {
		return err
	}
	rows, err = q.QueryContext(ctx, invoicesQuery(in), args...)
	if err != nil {
		return err
	}
	_, err = collect(rows, func(r row) (inv toolshop.Invoice, err error) {
		var orderID, seller string
		var issued int64
		if err = r.Scan(&orderID, &inv.Number, &issued, &seller); err != nil {
			return inv, err
		}
		inv.IssuedAt = fromStamp(issued)
		byID[orderID].Invoice = &inv
		return inv, json.Unmarshal([]byte(seller), &inv.Seller)
	})
	return err
}

// issue issues what the change asks for: the invoice of an order just paid, or the credit
// note of the change's refund. Each is numbered by the next value of its counter: the update
// locks the counter until the transaction ends, so numbers are given one after another, and
// a rollback gives the number back, leaving no gap.
func issue(ctx context.Context, tx runner, o *toolshop.Order, c toolshop.Change) error {
	counter, at := "invoice", c.Event.At
	if c.Refund != nil {
		counter = "credit_note"
	}
	var number int
	err := tx.QueryRowContext(ctx, `UPDATE counters SET value = value + 1 WHERE name = $1 RETURNING value`, counter).Scan(&number)
	if err != nil {
		return err
	}
	if c.Refund != nil {
		r := &o.Refunds[len(o.Refunds)-1] // the change's, which Apply added last
		r.CreditNote = &toolshop.CreditNote{Number: number, IssuedAt: at}
		_, err = tx.ExecContext(ctx, `INSERT INTO credit_notes (order_id, refund_seq, number, issued_at) VALUES ($1, $2, $3, $4)`,
			o.ID, r.Seq, number, at.UnixNano())
		return err
	}
	seller, err := shopSettings(ctx, tx)
	if err != nil {
		return err
	}
	o.Invoice = &toolshop.Invoice{Number: number, IssuedAt: at, Seller: seller}
	details, err := json.Marshal(seller)
	if err != nil {
		return err
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO invoices (order_id, number, issued_at, seller) VALUES ($1, $2, $3, $4)`,
		o.ID, number, at.UnixNano(), string(details))
	return err
}

// withDetails reads the lines and refunds of a list of orders.
func withDetails(ctx context.Context, q querier, orders []toolshop.Order) ([]toolshop.Order, error) {
	ptrs := make([]*toolshop.Order, len(orders))
	for i := range orders {
		ptrs[i] = &orders[i]
	}
	return orders, orderDetails(ctx, q, ptrs)
}

func scanEvent(r row) (toolshop.OrderEvent, error) {
	var e toolshop.OrderEvent
	var at int64
	err := r.Scan(&e.Kind, &at, &e.By, &e.Note)
	e.At = fromStamp(at)
	return e, err
}

// Orders lists the page of the orders the filter picks, newest first, with their lines, and
// how many it picks in all.
func (db *DB) Orders(ctx context.Context, f toolshop.OrderFilter) ([]toolshop.Order, int, error) {
	var c conditions
	if f.Email != "" {
		c.where = append(c.where, "email = "+c.arg(f.Email))
	}
	switch f.Guests {
	case toolshop.ConfirmedGuestOrders:
		c.where = append(c.where, "(NOT guest OR confirmed_at IS NOT NULL)")
	case toolshop.UnconfirmedGuestOrders:
		c.where = append(c.where, "guest AND confirmed_at IS NULL")
	case toolshop.NoGuestOrders:
		c.where = append(c.where, "NOT guest")
	}
	if f.State != "" {
		c.where = append(c.where, "state = "+c.arg(string(f.State)))
	}
	if f.ToolID != "" {
		c.where = append(c.where, "id IN (SELECT order_id FROM order_lines WHERE tool_id = "+c.arg(f.ToolID)+")")
	}
	if f.Text != "" {
		db.contains(&c, orderText, f.Text)
	}
	orders, total, err := listPage(ctx, db, c, orderColumns, "orders", "created_at DESC, id", f.Page, scanOrder)
	if err != nil {
		return nil, 0, err
	}
	orders, err = withDetails(ctx, db.read, orders)
	return orders, total, err
}

// ExpiredOrders are the pending orders whose hold ended by now, oldest first.
func (db *DB) ExpiredOrders(ctx context.Context, now time.Time) ([]toolshop.Order, error) {
	rows, err := db.read.QueryContext(ctx, `SELECT `+orderColumns+` FROM orders
		WHERE state = 'pending' AND expires_at <= $1 ORDER BY expires_at LIMIT 500`, now.UnixNano())
	if err != nil {
		return nil, err
	}
	return collect(rows, scanOrder)
}

// UnsettledOrders are the pending orders whose payment has started and the orders with a
// refund the provider has not made yet, with their lines and refunds.
func (db *DB) UnsettledOrders(ctx context.Context) ([]toolshop.Order, error) {
	return ordersWhere(ctx, db.read, `(state = 'pending' AND intent_id <> '')
			OR id IN (SELECT order_id FROM refunds WHERE refund_id = '')
		ORDER BY created_at LIMIT 500`)
}

// ordersWhere reads the orders the condition picks, in its order, with their lines and
// refunds.
func ordersWhere(ctx context.Context, q querier, where string, args ...any) ([]toolshop.Order, error) {
	rows, err := q.QueryContext(ctx, `SELECT `+orderColumns+` FROM orders WHERE `+where, args...)
	if err != nil {
		return nil, err
	}
	orders, err := collect(rows, scanOrder)
	if err != nil {
		return nil, err
	}
	return withDetails(ctx, q, orders)
}

// ChangeOrder locks the order, lets decide choose a change to it as stored, and applies the
// change: the order's state, its event, its refund (and what it does to its buyer's reviews)
// and the stock it returns, in one transaction.
func (db *DB) ChangeOrder(ctx context.Context, id string, decide func(toolshop.Order) (toolshop.Change, error)) (toolshop.Order, toolshop.Change, error) {
	return db.changeOrder(ctx, id, nil, decide)
}

// ChangeReadOrder is ChangeOrder for an order read whole (DB.Order) before, which decide sees
// as read unless a change was applied to it since, when it is read again.
func (db *DB) ChangeReadOrder(ctx context.Context, read toolshop.Order, decide func(toolshop.Order) (toolshop.Change, error)) (toolshop.Order, toolshop.Change, error) {
	return db.changeOrder(ctx, read.ID, &read, decide)
}

// changeOrder is ChangeOrder, with the order read before when read is set.
func (db *DB) changeOrder(ctx context.Context, id string, read *toolshop.Order, decide func(toolshop.Order) (toolshop.Change, error)) (toolshop.Order, toolshop.Change, error) {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return toolshop.Order{}, toolshop.Change{}, err
	}
	defer tx.Rollback()
	q := db.writes(tx)
	o, err := db.orderToChange(ctx, q, id, read)
	if err != nil {
		return o, toolshop.Change{}, err
	}
	c, err := decide(o)
	if err != nil || c.None() {
		return o, c, err
	}
	o = o.Apply(c)
	if err := db.applyChange(ctx, q, &o, c); err != nil {
		return o, c, err
	}
	if c.Mailed() {
		if o.MailKey, err = db.mailKey(ctx, q, o); err != nil {
			return o, c, err
		}
	}
	reviewed := false
	if c.Refund != nil {
		if reviewed, err = db.refundReviews(ctx, tx, o, *c.Refund); err != nil {
			return o, c, err
		}
	}
	if err := db.orderWebhook(ctx, q, o.ID, c.Event.Kind, c.Event.At); err != nil {
		return o, c, err
	}
	if reviewed { // the tool's rating and its reviews' answers, kept with the catalogue's
		return o, c, db.commitCatalogue(ctx, tx)
	}
	return o, c, tx.Commit()
}

// orderToChange locks the order and answers it as read (readOrder), when read is set and no
// change was applied to it since, else as it is stored (lockOrder). Every change applyChange
// writes adds one event, and only those change what a decision reads (its lines never
// change; its keys are only added to), so the count of its events, read once it is locked,
// tells.
func (db *DB) orderToChange(ctx context.Context, tx runner, id string, read *toolshop.Order) (toolshop.Order, error) {
	if read == nil {
		return db.lockOrder(ctx, tx, id)
	}
	// PostgreSQL counts in a statement of its own, after the lock: a statement that waited
	// for the lock reads the rows of other tables as they were before it waited.
	var events int
	err := tx.QueryRowContext(ctx, db.forUpdate(orderLockQuery), id).Scan(&id)
	if err == nil {
		err = tx.QueryRowContext(ctx, eventCountQuery, id).Scan(&events)
	}
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return toolshop.Order{}, toolshop.ErrOrderNotFound
	case err != nil:
		return toolshop.Order{}, err
	case events != len(read.Events):
		return db.lockOrder(ctx, tx, id)
	}
	return *read, nil
}

// lockOrder reads an order with its lines and refunds for a change. SQLite's write
// transactions hold the whole database already; PostgreSQL locks the order's row until the
// transaction ends, and with it the right to change its lines and refunds.
func (db *DB) lockOrder(ctx context.Context, tx runner, id string) (toolshop.Order, error) {
	o, err := scanOrder(tx.QueryRowContext(ctx, db.forUpdate(orderQuery), id))
	if err != nil {
		return o, err
	}
	if o.Keys, err = orderKeys(ctx, tx, id); err != nil {
		return o, err
	}
	return o, orderDetails(ctx, tx, []*toolshop.Order{&o})
}

// applyChange writes the changed order o, the change's event, its refund, its stock and the
// invoice or credit note it issues (onto o), on a locked order.
func (db *DB) applyChange(ctx context.Context, tx runner, o *toolshop.Order, c toolshop.Change) error {
	var ready time.Time
	if o.Pickup != nil {
		ready = o.Pickup.ReadyAt
	}
	_, err := tx.ExecContext(ctx, `UPDATE orders SET state = $2, intent_id = $3, transaction_id = $4,
		carrier = $5, tracking_number = $6, shipped_at = $7, ready_at = $8 WHERE id = $1`,
		o.ID, o.State, o.IntentID, o.TransactionID, o.Carrier, o.TrackingNumber, stampOrZero(o.ShippedAt), stampOrZero(ready))
	if err != nil {
		return err
	}
	var seq int
	if err := tx.QueryRowContext(ctx, eventCountQuery, o.ID).Scan(&seq); err != nil {
		return err
	}
	if err := addEvent(ctx, tx, o.ID, seq, c.Event); err != nil {
		return err
	}
	if c.Refund != nil {
		if err := addRefund(ctx, tx, o.ID, *c.Refund); err != nil {
			return err
		}
	}
	if c.Invoice {
		if err := issue(ctx, tx, o, c); err != nil {
			return err
		}
	}
	if c.Confirm {
		if _, err := tx.ExecContext(ctx, `UPDATE orders SET confirmed_at = $2 WHERE id = $1`, o.ID, c.Event.At.UnixNano()); err != nil {
			return err
		}
	}
	if c.ReleaseCode != "" {
		_, err := tx.ExecContext(ctx, `UPDATE discount_codes SET uses = uses - 1 WHERE code = $1 AND uses > 0`, c.ReleaseCode)
		if err != nil {
			return err
		}
	}
	return db.putBack(ctx, tx, c.Restock)
}

// addRefund records a refund, owed by the provider until RecordRefund, and the units it
// refunds on the order's lines.
func addRefund(ctx context.Context, tx runner, orderID string, r toolshop.Refund) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO refunds (order_id, seq, amount_cents, shipping_cents, shipping_tax_cents, at)
		VALUES ($1, $2, $3, $4, $5, $6)`, orderID, r.Seq, r.Amount, r.Shipping, r.ShippingTax, r.At.UnixNano())
	if err != nil {
		return err
	}
	for _, l := range r.Lines {
		_, err := tx.ExecContext(ctx, `INSERT INTO refund_lines (order_id, refund_seq, line_seq, quantity, amount_cents, tax_cents, restocked)
			VALUES ($1, $2, $3, $4, $5, $6, $7)`, orderID, r.Seq, l.Line, l.Quantity, l.Amount, l.Tax, l.Restock)
		if err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `UPDATE order_lines SET refunded = refunded + $3 WHERE order_id = $1 AND seq = $2`,
			orderID, l.Line, l.Quantity)
		if err != nil {
			return err
		}
	}
	return nil
}

func stampOrZero(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixNano()
}

func addEvent(ctx context.Context, tx runner, orderID string, seq int, e toolshop.OrderEvent) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO order_events (order_id, seq, kind, at, actor, note)
		VALUES ($1, $2, $3, $4, $5, $6)`, orderID, seq, e.Kind, e.At.UnixNano(), e.By, e.Note)
	return err
}

// RecordRefund keeps the provider's id of the order's refund, the first time, and gives a
// guest order the new key of the refund's mail.
func (db *DB) RecordRefund(ctx context.Context, o toolshop.Order, seq int, refundID string) (toolshop.OrderKey, error) {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return toolshop.OrderKey{}, err
	}
	defer tx.Rollback()
	_, err = tx.ExecContext(ctx, `UPDATE refunds SET refund_id = $3 WHERE order_id = $1 AND seq = $2 AND refund_id = ''`,
		o.ID, seq, refundID)
	if err != nil {
		return toolshop.OrderKey{}, err
	}
	k, err := db.mailKey(ctx, tx, o)
	if err != nil {
		return toolshop.OrderKey{}, err
	}
	return k, tx.Commit()
}
