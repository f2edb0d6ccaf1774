package auth

import (
	"time"

	"github.com/golang-jwt/jwt/v5"

	"toolshop"
)

// Token kinds. An identity token proves a sign-in and is good only for the exchange at
// PUT /user/{email}; an API token is what the pages send with every protected call.
const (
	IdentityToken = "identity"
	APIToken      = "api"
)

var lifetimes = map[string]time.Duration{
	IdentityToken: time.Hour,
	APIToken:      MaxLifetime,
}

// MaxLifetime is the longest a token lives, whatever its exp says.
const MaxLifetime = 7 * 24 * time.Hour

// Tokens signs and checks HS256 tokens with a ring of keys that every replica shares.
type Tokens struct {
	Keys KeyRing
	// Now is the clock for issuing and expiry; tests may set it.
	Now func() time.Time

	checked *checked // nil: every token is checked whole each time
}

// NewTokens sign and check tokens with keys, remembering the tokens they checked (checked).
func NewTokens(keys KeyRing, now func() time.Time) Tokens {
	return Tokens{Keys: keys, Now: now, checked: &checked{tokens: map[checkedKey]checkedToken{}}}
}

// issuer is the iss of every token the shop signs, and the only one it accepts.
const issuer = "toolshop"

// registered are the claims every token the shop signs carries: the shop as issuer, the
// audience it is good for, when it was issued and when it expires.
func registered(audience string, now time.Time, lifetime time.Duration) jwt.RegisteredClaims {
	return jwt.RegisteredClaims{
		Issuer:    issuer,
		Audience:  jwt.ClaimStrings{audience},
		IssuedAt:  jwt.NewNumericDate(now),
		ExpiresAt: jwt.NewNumericDate(now.Add(lifetime)),
	}
}

// verify is the one check of every token the shop signed, API and identity tokens and
// sign-in flows alike: HS256 only, signed with the key keyFor finds, issued by the shop for
// audience, and not expired at now. It fills c with the token's claims.
func verify(token string, c jwt.Claims, audience string, now func() time.Time, keyFor jwt.Keyfunc) error {
	_, err := jwt.ParseWithClaims(token, c, keyFor,
		jwt.WithValidMethods([]string{jwt.SigningMethodHS256.Alg()}),
		jwt.WithIssuer(issuer),
		jwt.WithAudience(audience),
		jwt.WithExpirationRequired(),
		jwt.WithTimeFunc(now),
	)
	return err
}

type claims struct {
	Email   string `json:"email"`
	Version int    `json:"ver"`
	jwt.RegisteredClaims
}

// Issue signs a token of the given kind for a user. An API token names its session; an
// identity token has none.
func (t Tokens) Issue(u toolshop.User, kind, sessionID string) (string, error) {
	c := claims{Email: u.Email, Version: u.TokenVersion, RegisteredClaims: registered(kind, t.Now(), lifetimes[kind])}
	c.Subject, c.ID = u.ID, sessionID
	key := t.Keys.signing()
	token := jwt.NewWithClaims(jwt.SigningMethodHS256, c)
	token.Header["kid"] = key.ID
	return token.SignedString(key.Secret)
}

// Claims is what a valid token says: whom it was issued to, when, at which of the account's
// token versions, and for which session.
type Claims struct {
	UserID    string
	Email     string
	IssuedAt  time.Time
	Version   int
	SessionID string
}

// Parse checks a token's signature with the key its kid names, its algorithm, kind and
// expiry, and that it is no older than its kind may be, and answers its claims.
func (t Tokens) Parse(token, kind string) (Claims, error) {
	if c, ok := t.checked.claims(kind, token, t.Now()); ok {
		return c, nil
	}
	var c claims
	err := verify(token, &c, kind, t.Now, func(token *jwt.Token) (any, error) {
		id, _ := token.Header["kid"].(string)
		if secret, ok := t.Keys.secret(id); ok {
			return secret, nil
		}
		return nil, toolshop.ErrBadToken
	})
	if err != nil || c.Subject == "" || c.IssuedAt == nil || (kind == APIToken && c.ID == "") ||
		!current(kind, c.IssuedAt.Time, c.ExpiresAt.Time, t.Now()) {
		return Claims{}, toolshop.ErrBadToken
	}
	answer := Claims{UserID: c.Subject, Email: c.Email, IssuedAt: c.IssuedAt.Time, Version: c.Version, SessionID: c.ID}
	t.checked.add(kind, token, answer, c.ExpiresAt.Time)
	return answer, nil
}
