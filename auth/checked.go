package auth

import (
	"sync"
	"time"
)

// maxChecked bounds the tokens a checked set remembers: full, it forgets them all and
// checks each again once.
const maxChecked = 10_000

// checked remembers the claims of the tokens whose signature, algorithm, issuer and kind
// checked out, by kind and token: the check of a token never changes while the keys do not
// (a Tokens' keys are its own for its life), and a page sends the same token with every
// call. Its expiry and age are checked again on every use.
type checked struct {
	mu     sync.Mutex
	tokens map[checkedKey]checkedToken
}

type checkedKey struct{ kind, token string }

type checkedToken struct {
	claims  Claims
	expires time.Time
}

// claims are the remembered claims of the token, if it is still good at now.
func (v *checked) claims(kind, token string, now time.Time) (Claims, bool) {
	if v == nil {
		return Claims{}, false
	}
	v.mu.Lock()
	t, found := v.tokens[checkedKey{kind, token}]
	v.mu.Unlock()
	return t.claims, found && current(kind, t.claims.IssuedAt, t.expires, now)
}

// add remembers the claims of a token that checked out.
func (v *checked) add(kind, token string, c Claims, expires time.Time) {
	if v == nil {
		return
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	if len(v.tokens) >= maxChecked {
		clear(v.tokens)
	}
	v.tokens[checkedKey{kind, token}] = checkedToken{c, expires}
}

// current tells whether a token of the kind issued and expiring then is good at now: before
// its expiry, and no older than its kind may be.
func current(kind string, issued, expires, now time.Time) bool {
	return now.Before(expires) && now.Sub(issued) <= lifetimes[kind]
}
