package toolshop

import (
	"errors"
	"fmt"
	"maps"
)

// Error codes. Each maps to one HTTP status in httpapi.
const (
	EINVALID      = "invalid"
	EUNAUTHORIZED = "unauthorized"
	EFORBIDDEN    = "forbidden"
	ENOTFOUND     = "not_found"
	ECONFLICT     = "conflict"
	ECARD         = "card_error" // the card was refused: declined, expired, mistyped
	ETOOLARGE     = "too_large"
	ETOOMANY      = "too_many_requests"
	EUNAVAILABLE  = "unavailable" // the shop cannot do it now: a full disk, a damaged database
	EINTERNAL     = "internal"
)

// Error is the one error type the application hands to its users. Message is safe to show;
// Fields names the message for each invalid field of a request, Lines for each line of a
// cart that cannot be bought, by tool id.
type Error struct {
	Code    string
	Message string
	Fields  map[string]string
	Lines   map[string]string
}

func (e *Error) Error() string {
	return fmt.Sprintf("toolshop error: code=%s message=%s", e.Code, e.Message)
}

// Errorf returns an application error with a user-facing message.
func Errorf(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// ErrorCode is the code of an application error, or EINTERNAL for any other error.
func ErrorCode(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return EINTERNAL
}

// ErrorMessage is the user-facing message of an application error; any other error's detail
// stays out of it.
func ErrorMessage(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Message
	}
	return ErrInternal.Message
}

// ErrInternal is what a client is told of any unexpected failure; its detail goes only to
// the log.
var ErrInternal = Errorf(EINTERNAL, "Internal error.")

// Errors shared by the store and the handlers.
var (
	ErrInvalidID              = Errorf(EINVALID, "Invalid id")
	ErrToolNotFound           = Errorf(ENOTFOUND, "Tool not found")
	ErrOrderNotFound          = Errorf(ENOTFOUND, "Order not found")
	ErrReviewNotFound         = Errorf(ENOTFOUND, "Review not found")
	ErrUserNotFound           = Errorf(ENOTFOUND, "User not found")
	ErrSessionNotFound        = Errorf(ENOTFOUND, "Session not found")
	ErrShippingMethodNotFound = Errorf(ENOTFOUND, "Shipping method not found")
	ErrTaxRateNotFound        = Errorf(ENOTFOUND, "Tax rate not found")
	ErrCodeNotFound           = Errorf(ENOTFOUND, "Discount code not found")
	// ErrCannotSave refuses a write the disk refused: full, read-only or failing.
	ErrCannotSave = Errorf(EUNAVAILABLE, "The shop cannot save changes right now. Try again in a few minutes.")
	// ErrDamaged refuses a read of a damaged part of the database.
	ErrDamaged    = Errorf(EUNAVAILABLE, "The shop cannot answer this right now: its owners have been told.")
	ErrOutOfStock = &Error{Code: ECONFLICT, Message: msgMoreThanAvailable,
		Fields: map[string]string{"quantity": msgMoreThanAvailable}}
)

// problems collects the messages of invalid fields in the order they are found.
type problems struct {
	first  string
	fields map[string]string
}

func (p *problems) add(field, message string) {
	if p.fields == nil {
		p.fields = map[string]string{}
	}
	if _, seen := p.fields[field]; seen {
		return
	}
	if p.first == "" {
		p.first = message
	}
	p.fields[field] = message
}

// clone is a copy to add more problems to, leaving p as it is.
func (p problems) clone() problems {
	return problems{first: p.first, fields: maps.Clone(p.fields)}
}

// err is nil when nothing was added, else an EINVALID error that repeats the first message.
func (p *problems) err() error {
	if p.fields == nil {
		return nil
	}
	return &Error{Code: EINVALID, Message: p.first, Fields: p.fields}
}

// Named is the application error err with its message told under field alone (a request's
// line, a variant of the request), or err itself when it is no application error. An error
// told under the field it always names is itself, so that errors.Is still finds it.
func Named(err error, field string) error {
	var e *Error
	if !errors.As(err, &e) || len(e.Fields) == 1 && e.Fields[field] != "" {
		return err
	}
	return &Error{Code: e.Code, Message: e.Message, Fields: map[string]string{field: e.Message}}
}
