package store

import (
	"context"
	"database/sql"
	"errors"

	"toolshop"
)

const addressColumns = `id, customer_name, company, line1, line2, city, region, postal_code, country, phone, is_default`

func scanAddress(r row) (toolshop.Address, error) {
	var a toolshop.Address
	err := r.Scan(&a.ID, &a.CustomerName, &a.Company, &a.Line1, &a.Line2, &a.City, &a.Region, &a.PostalCode,
		&a.Country, &a.Phone, &a.IsDefault)
	if errors.Is(err, sql.ErrNoRows) {
		return a, toolshop.ErrAddressNotFound
	}
	a.Address = a.OneLine()
	return a, err
}

// Addresses answers the customer's address book, oldest first.
func (db *DB) Addresses(ctx context.Context, customer toolshop.User) (toolshop.AddressBook, error) {
	return addressBook(ctx, db.read, customer.ID)
}

func addressBook(ctx context.Context, q querier, userID string) (toolshop.AddressBook, error) {
	rows, err := q.QueryContext(ctx, `SELECT `+addressColumns+` FROM addresses WHERE user_id = $1 ORDER BY created_at, id`, userID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	book := toolshop.AddressBook{}
	for rows.Next() {
		a, err := scanAddress(rows)
		if err != nil {
			return nil, err
		}
		book = append(book, a)
	}
	return book, rows.Err()
}

// bookAddress is the address id of the customer's book; another's is ErrAddressNotFound.
func bookAddress(ctx context.Context, q querier, userID, id string) (toolshop.Address, error) {
	return scanAddress(q.QueryRowContext(ctx, `SELECT `+addressColumns+` FROM addresses WHERE id = $1 AND user_id = $2`, id, userID))
}

// AddAddress adds a checked address to the customer's book, as AddressBook.Add decides.
func (db *DB) AddAddress(ctx context.Context, customer toolshop.User, a toolshop.Address) (toolshop.Address, error) {
	tx, book, err := db.beginBook(ctx, customer)
	if err != nil {
		return a, err
	}
	defer tx.Rollback()
	if a, err = db.addAddress(ctx, tx, customer, book, a); err != nil {
		return a, err
	}
	return a, tx.Commit()
}

// addAddress stores a new address of the book in tx, and the book's default after it.
func (db *DB) addAddress(ctx context.Context, tx *sql.Tx, customer toolshop.User, book toolshop.AddressBook, a toolshop.Address) (toolshop.Address, error) {
	a.ID = newID()
	after, err := book.Add(a)
	if err != nil {
		return a, err
	}
	a = after[len(after)-1]
	_, err = tx.ExecContext(ctx, `INSERT INTO addresses (`+addressColumns+`, user_id, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, FALSE, $11, $12)`,
		a.ID, a.CustomerName, a.Company, a.Line1, a.Line2, a.City, a.Region, a.PostalCode, a.Country, a.Phone,
		customer.ID, db.stamp())
	if err != nil {
		return a, err
	}
	return a, saveDefault(ctx, tx, customer.ID, after)
}

// UpdateAddress changes an address of the customer's book, as AddressBook.Put decides.
func (db *DB) UpdateAddress(ctx context.Context, customer toolshop.User, a toolshop.Address) (int, error) {
	tx, book, err := db.beginBook(ctx, customer)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	after, err := book.Put(a)
	if err != nil {
		return 0, err
	}
	n, err := affected(tx.ExecContext(ctx, `UPDATE addresses SET customer_name = $2, company = $3, line1 = $4, line2 = $5,
		city = $6, region = $7, postal_code = $8, country = $9, phone = $10 WHERE id = $1`,
		a.ID, a.CustomerName, a.Company, a.Line1, a.Line2, a.City, a.Region, a.PostalCode, a.Country, a.Phone))
	if err != nil {
		return 0, err
	}
	if err := saveDefault(ctx, tx, customer.ID, after); err != nil {
		return 0, err
	}
	return n, tx.Commit()
}

// DeleteAddress removes an address of the customer's book, as AddressBook.Delete decides.
func (db *DB) DeleteAddress(ctx context.Context, customer toolshop.User, id string) (int, error) {
	tx, book, err := db.beginBook(ctx, customer)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	after, err := book.Delete(id)
	if err != nil {
		return 0, err
	}
	n, err := affected(tx.ExecContext(ctx, `DELETE FROM addresses WHERE id = $1`, id))
	if err != nil {
		return 0, err
	}
	if err := saveDefault(ctx, tx, customer.ID, after); err != nil {
		return 0, err
	}
	return n, tx.Commit()
}

// beginBook starts the write transaction of a change to the customer's book and reads it.
// On PostgreSQL the customer's row is locked first, so that one customer's changes to the
// book are decided one after another.
func (db *DB) beginBook(ctx context.Context, customer toolshop.User) (*sql.Tx, toolshop.AddressBook, error) {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return nil, nil, err
	}
	if _, err := tx.ExecContext(ctx, db.forUpdate(`SELECT id FROM users WHERE id = $1`), customer.ID); err != nil {
		tx.Rollback()
		return nil, nil, err
	}
	book, err := addressBook(ctx, tx, customer.ID)
	if err != nil {
		tx.Rollback()
		return nil, nil, err
	}
	return tx, book, nil
}

// saveDefault marks the book's default as the domain left it: the old one unmarked first,
// as the index of defaults is checked row by row.
func saveDefault(ctx context.Context, tx *sql.Tx, userID string, book toolshop.AddressBook) error {
	id := ""
	for _, a := range book {
		if a.IsDefault {
			id = a.ID
		}
	}
	if _, err := tx.ExecContext(ctx, `UPDATE addresses SET is_default = FALSE WHERE user_id = $1 AND is_default AND id <> $2`,
		userID, id); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, `UPDATE addresses SET is_default = TRUE WHERE id = $1 AND NOT is_default`, id)
	return err
}
