package toolshop

import (
	"strings"
	"time"
)

// Kinds of discount codes.
const (
	DiscountPercent      = "percent"       // a percentage off the subtotal
	DiscountAmount       = "amount"        // a fixed amount off the subtotal
	DiscountFreeShipping = "free_shipping" // the shipping for nothing
)

// DiscountCode is a code a customer types for a discount: off the order or its shipping,
// from a minimum subtotal, between a start and an end, as many times as its limits allow.
type DiscountCode struct {
	ID   string `json:"_id"`
	Code string `json:"code"`
	Kind string `json:"kind"`
	// Percent is in hundredths of a percent (1500 is 15 %), for DiscountPercent.
	Percent int `json:"percent"`
	// Amount is off the subtotal, for DiscountAmount.
	Amount      Cents     `json:"amount"`
	MinSubtotal Cents     `json:"minSubtotal"`
	StartsAt    time.Time `json:"startsAt,omitzero"`
	EndsAt      time.Time `json:"endsAt,omitzero"`
	// MaxUses and MaxUsesPerCustomer limit the uses, 0 for no limit.
	MaxUses            int  `json:"maxUses"`
	MaxUsesPerCustomer int  `json:"maxUsesPerCustomer"`
	Active             bool `json:"active"`
	// Uses counts the orders that hold the code: placed, and not cancelled or expired.
	Uses int `json:"uses"`
}

// NormalizeCode is the form codes are kept and compared in: trimmed, in capitals.
func NormalizeCode(code string) string { return strings.ToUpper(strings.TrimSpace(code)) }

// Validate normalises the code and checks every field.
func (d *DiscountCode) Validate() error {
	var p problems
	d.Code = NormalizeCode(d.Code)
	switch {
	case d.Code == "":
		p.add("code", "Code is required")
	case len(d.Code) > 40 || strings.Trim(d.Code, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_") != "":
		p.add("code", "Use up to 40 letters, digits, - and _")
	}
	switch d.Kind {
	case DiscountPercent:
		if d.Percent < 1 || d.Percent > MaxTaxRate {
			p.add("percent", "Percent must be between 1 and 10000 (hundredths of a percent)")
		}
	case DiscountAmount:
		if d.Amount <= 0 || d.Amount > MaxAmount {
			p.add("amount", "Amount must be more than 0")
		}
	case DiscountFreeShipping:
	default:
		p.add("kind", "Kind must be percent, amount or free_shipping")
	}
	if d.MinSubtotal < 0 || d.MinSubtotal > MaxAmount {
		p.add("minSubtotal", "Minimum subtotal must be between $0 and $1,000,000,000")
	}
	if !d.StartsAt.IsZero() && !d.EndsAt.IsZero() && !d.EndsAt.After(d.StartsAt) {
		p.add("endsAt", "The end must be after the start")
	}
	if d.MaxUses < 0 || d.MaxUses > MaxStock {
		p.add("maxUses", "Uses must be between 0 (no limit) and 1,000,000,000")
	}
	if d.MaxUsesPerCustomer < 0 || d.MaxUsesPerCustomer > MaxStock {
		p.add("maxUsesPerCustomer", "Uses must be between 0 (no limit) and 1,000,000,000")
	}
	return p.err()
}

// Refusals of a code, each saying why it does not apply.
var (
	ErrCodeUnknown   = codeError("This code does not exist")
	ErrCodeInactive  = codeError("This code is not active")
	ErrCodeEarly     = codeError("This code is not valid yet")
	ErrCodeExpired   = codeError("This code has expired")
	ErrCodeUsedUp    = codeError("This code has been used up")
	ErrCodeUsedByYou = codeError("You have used this code already")
	ErrCodeSignIn    = codeError("Sign in to use this code")
	ErrCodeExists    = codeError("This code exists already")
)

func codeError(message string) *Error {
	return &Error{Code: ECONFLICT, Message: message, Fields: map[string]string{"code": message}}
}

// Check tells whether the code applies to an order of the subtotal now, by a customer who
// holds it on usedByCustomer orders already, and why not.
func (d DiscountCode) Check(subtotal Cents, usedByCustomer int, now time.Time) error {
	switch {
	case !d.Active:
		return ErrCodeInactive
	case !d.StartsAt.IsZero() && now.Before(d.StartsAt):
		return ErrCodeEarly
	case !d.EndsAt.IsZero() && !now.Before(d.EndsAt):
		return ErrCodeExpired
	case d.MaxUsesPerCustomer > 0 && usedByCustomer >= d.MaxUsesPerCustomer:
		return ErrCodeUsedByYou
	case d.MaxUses > 0 && d.Uses >= d.MaxUses:
		return ErrCodeUsedUp
	case subtotal < d.MinSubtotal:
		return codeError("This code needs a subtotal of " + d.MinSubtotal.String() + " or more")
	}
	return nil
}

// discountOf is what the code takes off a subtotal: never more than the subtotal.
func (d DiscountCode) discountOf(subtotal Cents) Cents {
	switch d.Kind {
	case DiscountPercent:
		return roundDiv(subtotal*Cents(d.Percent), MaxTaxRate)
	case DiscountAmount:
		return min(d.Amount, subtotal)
	}
	return 0
}
