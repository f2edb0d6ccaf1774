// Package auth proves who is calling: password hashes and signed, expiring tokens.
package auth

import (
	"crypto/rand"
	"sync"

	"golang.org/x/crypto/bcrypt"
)

// Passwords hashes and checks passwords with bcrypt, a slow salted hash.
type Passwords struct {
	// Cost is bcrypt's work factor; tests lower it to bcrypt.MinCost.
	Cost int
}

// Hash returns the salted hash to store for a password.
func (p Passwords) Hash(password string) (string, error) {
	cost := p.Cost
	if cost == 0 {
		cost = bcrypt.DefaultCost
	}
	hash, err := bcrypt.GenerateFromPassword([]byte(password), cost)
	return string(hash), err
}

// Check reports whether password matches hash. An empty hash (an account without a
// password, or none at all) is checked against a decoy, so timing does not tell which
// accounts exist.
func (p Passwords) Check(hash, password string) bool {
	if hash == "" {
		bcrypt.CompareHashAndPassword(decoyHash(), []byte(password))
		return false
	}
	return bcrypt.CompareHashAndPassword([]byte(hash), []byte(password)) == nil
}

// decoyHash is the hash of a random password nobody knows, made once.
var decoyHash = sync.OnceValue(func() []byte {
	hash, _ := bcrypt.GenerateFromPassword([]byte(rand.Text()), bcrypt.DefaultCost)
	return hash
})
