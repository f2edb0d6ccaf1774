package toolshop

import (
	"context"
	"time"
)

// FirstAdminLinkLifetime is how long the link start-up prints for the shop's first admin
// works. Every start of a shop without an admin prints a new one.
const FirstAdminLinkLifetime = time.Hour

// ErrFirstAdminLink answers a set-up token that is unknown, expired or used, and every token
// once the shop has an admin: from then on admins are made by admins (or promote-admin).
var ErrFirstAdminLink = Errorf(EFORBIDDEN,
	"This set-up link has expired or was used, or the shop has an admin already. Sign in, or restart the shop for a new link.")

// FirstAdmin creates the shop's first admin with the one-time token of the link start-up
// prints, the way PocketBase's first start does: no default password exists anywhere.
type FirstAdmin struct {
	Token string `json:"token"`
	Signup
}

// Validate checks the token is there and the account as signup does.
func (f *FirstAdmin) Validate() error {
	var p problems
	requireString(&p, &f.Token, "token", "The set-up link's token is missing: open the whole link start-up printed")
	f.Signup.check(&p)
	return p.err()
}

// FirstAdminService keeps the one-time links that create the shop's first admin.
type FirstAdminService interface {
	// CreateFirstAdminLink makes a token good for FirstAdminLinkLifetime while the shop has
	// no admin, keeping only its hash; "" once it has one.
	CreateFirstAdminLink(ctx context.Context) (string, error)
	// CreateFirstAdmin uses up the token and creates the account as a verified admin, in one
	// transaction: of calls racing with any tokens, one wins. A token unknown, expired or used,
	// or a shop with an admin, is ErrFirstAdminLink; a taken email ErrEmailTaken.
	CreateFirstAdmin(ctx context.Context, token string, u User) (User, error)
}
