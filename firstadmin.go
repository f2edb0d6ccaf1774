package toolshop

import (
	"context"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/trustelem/zxcvbn/frequency"
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

// Validate checks the token is there, the account as signup does, and the password as an
// admin's.
func (f *FirstAdmin) Validate() error {
	var p problems
	requireString(&p, &f.Token, "token", "The set-up link's token is missing: open the whole link start-up printed")
	f.Signup.check(&p)
	checkAdminPassword(&p, "password", f.Password)
	return p.err()
}

// MinAdminPasswordLength is the shortest password of an admin, whose pages hold every
// customer's address; customers keep the spec's MinPasswordLength.
const MinAdminPasswordLength = 12

// commonPasswords are the 30,000 passwords most common in breached corpora (Xato's ten
// million, as Dropbox's zxcvbn ranks them), the kind of list NIST SP 800-63B asks new passwords
// to be checked against. They come from the Go port of zxcvbn, which carries Dropbox's lists
// unchanged and tests itself against the original, rather than from a list typed here.
var commonPasswords = sync.OnceValue(func() map[string]bool {
	common := map[string]bool{}
	for _, password := range frequency.FrequencyLists["passwords"] {
		common[password] = true
	}
	return common
})

// checkAdminPassword adds the field's problem when the password is too short or too common
// for an admin (NIST SP 800-63B), unless the field has one already.
func checkAdminPassword(p *problems, field, password string) {
	switch {
	case utf8.RuneCountInString(password) < MinAdminPasswordLength:
		p.add(field, "An admin's password must be 12 characters or longer")
	case commonPasswords()[strings.ToLower(password)]:
		p.add(field, "This password is one of the most common ones: choose another")
	}
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
