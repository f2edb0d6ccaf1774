package store

import (
	"cmp"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"strings"

	"toolshop"
)

// The settings keys of the shop's details and of the deal of the day, each a JSON value.
const (
	shopSetting = "shop"
	dealSetting = "deal"
)

// ShopSettings are the shop's details, the defaults until an admin sets them.
func (db *DB) ShopSettings(ctx context.Context) (toolshop.ShopSettings, error) {
	return shopSettings(ctx, db.lookups())
}

func shopSettings(ctx context.Context, q querier) (toolshop.ShopSettings, error) {
	s := toolshop.DefaultShopSettings
	return s, jsonSetting(ctx, q, shopSetting, &s)
}

// Deal is the deal of the day the admin chose, the zero Deal if none.
func (db *DB) Deal(ctx context.Context) (toolshop.Deal, error) {
	return deal(ctx, db.read)
}

func deal(ctx context.Context, q querier) (toolshop.Deal, error) {
	var d toolshop.Deal
	return d, jsonSetting(ctx, q, dealSetting, &d)
}

// jsonSetting reads a setting kept as JSON into v, leaving v as it is when there is none.
func jsonSetting(ctx context.Context, q querier, key string, v any) error {
	rows, err := q.QueryContext(ctx, `SELECT value FROM settings WHERE key = $1`, key)
	if err != nil {
		return err
	}
	values, err := collect(rows, func(r row) (value string, err error) { return value, r.Scan(&value) })
	if err != nil || len(values) == 0 {
		return err
	}
	return json.Unmarshal([]byte(values[0]), v)
}

// putJSONSetting keeps v as the setting's JSON value.
func putJSONSetting(ctx context.Context, ex execer, key string, v any) error {
	value, err := json.Marshal(v)
	if err != nil {
		return err
	}
	_, err = ex.ExecContext(ctx, `INSERT INTO settings (key, value) VALUES ($1, $2)
		ON CONFLICT (key) DO UPDATE SET value = excluded.value`, key, string(value))
	return err
}

const shippingMethodColumns = `id, name, price_cents, free_over_cents, countries, pickup, address, hours`

func scanShippingMethod(r row) (toolshop.ShippingMethod, error) {
	var m toolshop.ShippingMethod
	var countries string
	err := r.Scan(&m.ID, &m.Name, &m.Price, &m.FreeOver, &countries, &m.Pickup, &m.Address, &m.Hours)
	if errors.Is(err, sql.ErrNoRows) {
		return m, toolshop.ErrShippingMethodNotFound
	}
	m.Countries = []string{}
	if countries != "" {
		m.Countries = strings.Split(countries, ",")
	}
	return m, err
}

// ShippingMethods lists the shop's shipping methods, pickups last, each by name.
func (db *DB) ShippingMethods(ctx context.Context) ([]toolshop.ShippingMethod, error) {
	return shippingMethods(ctx, db.read)
}

func shippingMethods(ctx context.Context, q querier) ([]toolshop.ShippingMethod, error) {
	rows, err := q.QueryContext(ctx, `SELECT `+shippingMethodColumns+` FROM shipping_methods ORDER BY pickup, name, id`)
	if err != nil {
		return nil, err
	}
	return collect(rows, scanShippingMethod)
}

const taxRateColumns = `id, country, region, name, rate, switched_off`

func scanTaxRate(r row) (toolshop.TaxRate, error) {
	var t toolshop.TaxRate
	err := r.Scan(&t.ID, &t.Country, &t.Region, &t.Name, &t.Rate, &t.Off)
	if errors.Is(err, sql.ErrNoRows) {
		return t, toolshop.ErrTaxRateNotFound
	}
	return t, err
}

// TaxRates lists the shop's tax rates by country and region.
func (db *DB) TaxRates(ctx context.Context) ([]toolshop.TaxRate, error) {
	return taxRates(ctx, db.read)
}

func taxRates(ctx context.Context, q querier) ([]toolshop.TaxRate, error) {
	rows, err := q.QueryContext(ctx, `SELECT `+taxRateColumns+` FROM tax_rates ORDER BY country, region, id`)
	if err != nil {
		return nil, err
	}
	return collect(rows, scanTaxRate)
}

const discountCodeColumns = `id, code, kind, percent, amount_cents, min_subtotal_cents, starts_at, ends_at,
	max_uses, max_uses_per_customer, active, uses`

func scanDiscountCode(r row) (toolshop.DiscountCode, error) {
	var d toolshop.DiscountCode
	var starts, ends int64
	err := r.Scan(&d.ID, &d.Code, &d.Kind, &d.Percent, &d.Amount, &d.MinSubtotal, &starts, &ends,
		&d.MaxUses, &d.MaxUsesPerCustomer, &d.Active, &d.Uses)
	if errors.Is(err, sql.ErrNoRows) {
		return d, toolshop.ErrCodeUnknown
	}
	if starts != 0 {
		d.StartsAt = fromStamp(starts)
	}
	if ends != 0 {
		d.EndsAt = fromStamp(ends)
	}
	return d, err
}

// priceList reads what the shop prices orders from, as stored now.
func priceList(ctx context.Context, q querier) (toolshop.PriceList, error) {
	var l toolshop.PriceList
	var err error
	if l.Settings, err = shopSettings(ctx, q); err != nil {
		return l, err
	}
	if l.Rates, err = taxRates(ctx, q); err != nil {
		return l, err
	}
	l.Methods, err = shippingMethods(ctx, q)
	return l, err
}

// codeUse reads the code a customer names with how many of their orders hold it; nil for "".
// The zero customer is a guest (a visitor's cart, a guest's checkout): none of its uses count.
func codeUse(ctx context.Context, q querier, code string, customer toolshop.User) (*toolshop.CodeUse, error) {
	if code == "" {
		return nil, nil
	}
	d, err := scanDiscountCode(q.QueryRowContext(ctx, `SELECT `+discountCodeColumns+` FROM discount_codes WHERE code = $1`, code))
	if err != nil {
		return nil, err
	}
	used, err := codeUses(ctx, q, d.Code, customer.Email)
	return &toolshop.CodeUse{Code: d, Used: used, Guest: customer.ID == ""}, err
}

// codeUsesQuery reads the index of the orders holding a code alone (a code is never "").
const codeUsesQuery = `SELECT COUNT(*) FROM orders WHERE discount_code <> '' AND discount_code = $1 AND email = $2
	AND state NOT IN ('cancelled', 'expired') AND NOT (guest AND state = 'pending')`

// codeUses counts the customer's orders that hold the code: placed, paid or not, and not
// cancelled or expired, so that unpaid orders never let a customer use a code twice. Guest
// orders of the email count once paid: anyone may place one with any email. A visitor (no
// email) has used none.
func codeUses(ctx context.Context, q querier, code, email string) (int, error) {
	if email == "" {
		return 0, nil
	}
	rows, err := q.QueryContext(ctx, codeUsesQuery, code, email)
	if err != nil {
		return 0, err
	}
	counts, err := collect(rows, func(r row) (n int, err error) { return n, r.Scan(&n) })
	if err != nil {
		return 0, err
	}
	return counts[0], nil
}

// useCode counts the order's use of its code, unless the code's uses ran out meanwhile: the
// update is conditional, so two orders racing for a code's last use get one between them.
func useCode(ctx context.Context, tx runner, code string) error {
	if code == "" {
		return nil
	}
	n, err := affected(tx.ExecContext(ctx, `UPDATE discount_codes SET uses = uses + 1
		WHERE code = $1 AND (max_uses = 0 OR uses < max_uses)`, code))
	if err == nil && n == 0 {
		err = toolshop.ErrCodeUsedUp
	}
	return err
}

// SetShopSettings keeps the shop's details. Every page shows its brand, so it is a catalogue
// change.
func (db *DB) SetShopSettings(ctx context.Context, s toolshop.ShopSettings) error {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if err := putJSONSetting(ctx, tx, shopSetting, s); err != nil {
		return err
	}
	return db.commitCatalogue(ctx, tx)
}

// SetDeal keeps the deal of the day; the zero Deal ends it. The tools' answers show the
// deal, so it is a catalogue change.
func (db *DB) SetDeal(ctx context.Context, d toolshop.Deal) error {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if err := putJSONSetting(ctx, tx, dealSetting, d); err != nil {
		return err
	}
	return db.commitCatalogue(ctx, tx)
}

// CreateShippingMethod stores a new shipping method.
func (db *DB) CreateShippingMethod(ctx context.Context, m toolshop.ShippingMethod) (toolshop.ShippingMethod, error) {
	m.ID = newID()
	_, err := db.write.ExecContext(ctx, `INSERT INTO shipping_methods (id, name, price_cents, free_over_cents, countries, pickup,
		address, hours, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
		m.ID, m.Name, m.Price, m.FreeOver, strings.Join(m.Countries, ","), m.Pickup, m.Address, m.Hours, db.stamp())
	return m, err
}

// UpdateShippingMethod replaces a shipping method; orders placed keep the name, price and
// pickup place they were placed with.
func (db *DB) UpdateShippingMethod(ctx context.Context, m toolshop.ShippingMethod) (int, error) {
	return affected(db.write.ExecContext(ctx, `UPDATE shipping_methods SET name = $2, price_cents = $3, free_over_cents = $4,
		countries = $5, pickup = $6, address = $7, hours = $8 WHERE id = $1`,
		m.ID, m.Name, m.Price, m.FreeOver, strings.Join(m.Countries, ","), m.Pickup, m.Address, m.Hours))
}

// DeleteShippingMethod removes a shipping method.
func (db *DB) DeleteShippingMethod(ctx context.Context, id string) (int, error) {
	return affected(db.write.ExecContext(ctx, `DELETE FROM shipping_methods WHERE id = $1`, id))
}

// CreateTaxRate stores a new tax rate; one for a place that has one is ErrTaxRateExists.
func (db *DB) CreateTaxRate(ctx context.Context, r toolshop.TaxRate) (toolshop.TaxRate, error) {
	r.ID = newID()
	n, err := affected(db.write.ExecContext(ctx, `INSERT INTO tax_rates (id, country, region, name, rate)
		VALUES ($1, $2, $3, $4, $5) ON CONFLICT (country, region) DO NOTHING`, r.ID, r.Country, r.Region, r.Name, r.Rate))
	if err == nil && n == 0 {
		err = toolshop.ErrTaxRateExists
	}
	return r, err
}

// UpdateTaxRate replaces a tax rate; orders placed keep the tax they were priced with.
func (db *DB) UpdateTaxRate(ctx context.Context, r toolshop.TaxRate) (int, error) {
	var n int
	err := db.write.QueryRowContext(ctx, `SELECT COUNT(*) FROM tax_rates WHERE country = $1 AND region = $2 AND id <> $3`,
		r.Country, r.Region, r.ID).Scan(&n)
	if err != nil || n > 0 {
		return 0, cmp.Or(err, error(toolshop.ErrTaxRateExists))
	}
	return affected(db.write.ExecContext(ctx, `UPDATE tax_rates SET country = $2, region = $3, name = $4, rate = $5, switched_off = $6
		WHERE id = $1`, r.ID, r.Country, r.Region, r.Name, r.Rate, r.Off))
}

// DeleteTaxRate removes a tax rate.
func (db *DB) DeleteTaxRate(ctx context.Context, id string) (int, error) {
	return affected(db.write.ExecContext(ctx, `DELETE FROM tax_rates WHERE id = $1`, id))
}

// DiscountCodes lists the codes, newest first, with their uses.
func (db *DB) DiscountCodes(ctx context.Context) ([]toolshop.DiscountCode, error) {
	rows, err := db.read.QueryContext(ctx, `SELECT `+discountCodeColumns+` FROM discount_codes ORDER BY created_at DESC, id`)
	if err != nil {
		return nil, err
	}
	return collect(rows, scanDiscountCode)
}

// CreateDiscountCode stores a new code; a code taken is ErrCodeExists.
func (db *DB) CreateDiscountCode(ctx context.Context, d toolshop.DiscountCode) (toolshop.DiscountCode, error) {
	d.ID, d.Uses = newID(), 0
	n, err := affected(db.write.ExecContext(ctx, `INSERT INTO discount_codes (id, code, kind, percent, amount_cents,
		min_subtotal_cents, starts_at, ends_at, max_uses, max_uses_per_customer, active, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (code) DO NOTHING`,
		d.ID, d.Code, d.Kind, d.Percent, d.Amount, d.MinSubtotal, stampOrZero(d.StartsAt), stampOrZero(d.EndsAt),
		d.MaxUses, d.MaxUsesPerCustomer, d.Active, db.stamp()))
	if err == nil && n == 0 {
		err = toolshop.ErrCodeExists
	}
	return d, err
}

// UpdateDiscountCode replaces a code's terms, keeping its uses; orders placed keep the
// discount they were given.
func (db *DB) UpdateDiscountCode(ctx context.Context, d toolshop.DiscountCode) (int, error) {
	var n int
	err := db.write.QueryRowContext(ctx, `SELECT COUNT(*) FROM discount_codes WHERE code = $1 AND id <> $2`, d.Code, d.ID).Scan(&n)
	if err != nil || n > 0 {
		return 0, cmp.Or(err, error(toolshop.ErrCodeExists))
	}
	return affected(db.write.ExecContext(ctx, `UPDATE discount_codes SET code = $2, kind = $3, percent = $4, amount_cents = $5,
		min_subtotal_cents = $6, starts_at = $7, ends_at = $8, max_uses = $9, max_uses_per_customer = $10, active = $11
		WHERE id = $1`, d.ID, d.Code, d.Kind, d.Percent, d.Amount, d.MinSubtotal, stampOrZero(d.StartsAt), stampOrZero(d.EndsAt),
		d.MaxUses, d.MaxUsesPerCustomer, d.Active))
}

// DeleteDiscountCode removes a code; orders that hold it keep its name and discount.
func (db *DB) DeleteDiscountCode(ctx context.Context, id string) (int, error) {
	return affected(db.write.ExecContext(ctx, `DELETE FROM discount_codes WHERE id = $1`, id))
}
