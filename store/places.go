package store

import (
	"cmp"
	"context"
	"database/sql"
	"slices"
	"strings"

	"toolshop"
)

// placeCodes is migration 180's step: the places kept as text before places were codes
// become codes where toolshop.ReadPlace knows them (a name, "California", or a code in
// small letters). A tax rate whose place it cannot read, or which would repeat another's, is
// switched off; the shop's home region it cannot read is cleared, and a shipping method's
// unknown country dropped; each is noted for the start-up's log. An order keeps a place it
// cannot read as it was: its history is not rewritten, only learns where it was taxed.
func placeCodes(ctx context.Context, tx *sql.Tx) error {
	settings, err := shopSettings(ctx, tx)
	if err != nil {
		return err
	}
	home := settings
	if c, r, ok := toolshop.ReadPlace(settings.Country, settings.Region); ok {
		home.Country, home.Region = c, r
	} else if c, _, ok := toolshop.ReadPlace(settings.Country, ""); ok {
		home.Country, home.Region = c, ""
		if err := note(ctx, tx, "the shop's home region was not understood and is cleared", "settings", shopSetting, "region", settings.Region); err != nil {
			return err
		}
	}
	if home.Country != settings.Country || home.Region != settings.Region {
		if err := putJSONSetting(ctx, tx, shopSetting, home); err != nil {
			return err
		}
	}
	if err := taxRateCodes(ctx, tx); err != nil {
		return err
	}
	if err := methodCodes(ctx, tx); err != nil {
		return err
	}
	if err := orderCodes(ctx, tx); err != nil {
		return err
	}
	// Orders placed so far were taxed where they went, or at the shop's home without a place.
	if _, err := tx.ExecContext(ctx, `UPDATE orders SET tax_country = country, tax_region = region WHERE country <> ''`); err != nil {
		return err
	}
	_, err = tx.ExecContext(ctx, `UPDATE orders SET tax_country = $1, tax_region = $2 WHERE country = ''`, home.Country, home.Region)
	return err
}

func taxRateCodes(ctx context.Context, tx *sql.Tx) error {
	rates, err := taxRates(ctx, tx)
	if err != nil {
		return err
	}
	type read struct {
		rate            toolshop.TaxRate
		country, region string
		ok              bool
	}
	reads := make([]read, len(rates))
	for i, r := range rates {
		c, reg, ok := toolshop.ReadPlace(r.Country, r.Region)
		reads[i] = read{r, c, reg, ok}
	}
	// A rate kept as codes already keeps its place; one read from a name takes a place left.
	changed := func(r read) int {
		if r.ok && r.rate.Country == r.country && r.rate.Region == r.region {
			return 0
		}
		return 1
	}
	slices.SortStableFunc(reads, func(a, b read) int { return cmp.Compare(changed(a), changed(b)) })
	taken := map[string]bool{}
	for _, r := range reads {
		place := r.country + "/" + r.region
		switch {
		case !r.ok || taken[place]:
			_, err = tx.ExecContext(ctx, `UPDATE tax_rates SET switched_off = TRUE WHERE id = $1`, r.rate.ID)
			if err == nil {
				err = note(ctx, tx, "a tax rate's place was not understood, or repeats another's: the rate is switched off",
					"tax_rates", r.rate.ID, "place", r.rate.Country+" "+r.rate.Region)
			}
		case r.rate.Country != r.country || r.rate.Region != r.region:
			_, err = tx.ExecContext(ctx, `UPDATE tax_rates SET country = $2, region = $3 WHERE id = $1`, r.rate.ID, r.country, r.region)
		}
		if err != nil {
			return err
		}
		taken[place] = r.ok
	}
	return nil
}

func methodCodes(ctx context.Context, tx *sql.Tx) error {
	// The columns of version 180, not shippingMethodColumns: later versions add more.
	rows, err := tx.QueryContext(ctx, `SELECT id, countries FROM shipping_methods`)
	if err != nil {
		return err
	}
	methods, err := collect(rows, func(r row) (m toolshop.ShippingMethod, err error) {
		var countries string
		err = r.Scan(&m.ID, &countries)
		if countries != "" {
			m.Countries = strings.Split(countries, ",")
		}
		return m, err
	})
	if err != nil {
		return err
	}
	for _, m := range methods {
		var known []string
		for _, c := range m.Countries {
			if code, _, ok := toolshop.ReadPlace(c, ""); ok {
				known = append(known, code)
			} else if err := note(ctx, tx, "a shipping method's country was not understood and is dropped", "shipping_methods", m.ID, "countries", c); err != nil {
				return err
			}
		}
		if len(known) != len(m.Countries) {
			if _, err := tx.ExecContext(ctx, `UPDATE shipping_methods SET countries = $2 WHERE id = $1`, m.ID, strings.Join(known, ",")); err != nil {
				return err
			}
		}
	}
	return nil
}

func orderCodes(ctx context.Context, tx *sql.Tx) error {
	rows, err := tx.QueryContext(ctx, `SELECT DISTINCT country, region FROM orders WHERE country <> ''`)
	if err != nil {
		return err
	}
	places, err := collect(rows, func(r row) (p [2]string, err error) { return p, r.Scan(&p[0], &p[1]) })
	if err != nil {
		return err
	}
	for _, p := range places {
		c, r, ok := toolshop.ReadPlace(p[0], p[1])
		if !ok || c == p[0] && r == p[1] {
			continue
		}
		if _, err := tx.ExecContext(ctx, `UPDATE orders SET country = $1, region = $2 WHERE country = $3 AND region = $4`, c, r, p[0], p[1]); err != nil {
			return err
		}
	}
	return nil
}

// note keeps what a migration could not carry over, for the start-up to log once.
func note(ctx context.Context, ex execer, what, table, rowID, field, value string) error {
	_, err := ex.ExecContext(ctx, `INSERT INTO migration_notes (note, table_name, row_id, field, value) VALUES ($1, $2, $3, $4, $5)`,
		what, table, rowID, field, value)
	return err
}
