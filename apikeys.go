package toolshop

import (
	"context"
	"slices"
	"strings"
	"time"
)

// Scope is what an API key may do: read or change the catalogue or the orders.
type Scope string

// The scopes of API keys. orders:write ships, readies and hands over pickups, refunds and
// deletes unpaid orders.
const (
	ScopeCatalogueRead  Scope = "catalogue:read"
	ScopeCatalogueWrite Scope = "catalogue:write"
	ScopeOrdersRead     Scope = "orders:read"
	ScopeOrdersWrite    Scope = "orders:write"
)

// Scopes are every scope, in the order the Integrations page lists them.
var Scopes = []Scope{ScopeCatalogueRead, ScopeCatalogueWrite, ScopeOrdersRead, ScopeOrdersWrite}

// APIKeyPrefix starts every API key, so the shop (and a secret scanner) tells one from a
// sign-in token at a glance.
const APIKeyPrefix = "tsk_"

// IsAPIKey tells whether a bearer token is an API key.
func IsAPIKey(token string) bool { return strings.HasPrefix(token, APIKeyPrefix) }

// NewAPIKeySecret makes an API key's secret: the prefix and 256 random bits (NewKey). The
// shop keeps its hash (HashKey) and its first characters (APIKey.Prefix), never the key.
func NewAPIKeySecret() string { return APIKeyPrefix + NewKey() }

// APIKey is a key an admin gave one of the shop's other tools (the accountant's, a shipping
// service): who it is (Name), what it may do (Scopes), until when, and when it was last used.
type APIKey struct {
	ID     string  `json:"_id"`
	Name   string  `json:"name"`
	Scopes []Scope `json:"scopes"`
	// Prefix is the key's first characters, shown to tell keys apart; the key is shown once.
	Prefix    string    `json:"prefix"`
	CreatedAt time.Time `json:"createdAt"`
	CreatedBy string    `json:"createdBy"`
	// ExpiresAt is when the key stops working; nil for never.
	ExpiresAt *time.Time `json:"expiresAt"`
	// LastUsedAt is when a call last came with the key, to the minute; nil for never.
	LastUsedAt *time.Time `json:"lastUsedAt"`
	// Hash is what the shop keeps of the key (HashKey).
	Hash string `json:"-"`
	// Maker is the account that made the key (CreatedBy) as it is at the call, loaded with
	// the key; the zero User when no account has that email.
	Maker User `json:"-"`
}

// NewAPIKey is an admin's request for a key: POST /admin/api-keys.
type NewAPIKey struct {
	Name   string  `json:"name"`
	Scopes []Scope `json:"scopes"`
	// ExpiresAt is an RFC 3339 time, or "" (or null) for never; Validate reads it.
	ExpiresAt string `json:"expiresAt"`
	expires   *time.Time
}

// Validate trims the name and checks the request at now.
func (k *NewAPIKey) Validate(now time.Time) error {
	var p problems
	k.Name = strings.TrimSpace(k.Name)
	if k.Name == "" {
		p.add("name", "Name is required")
	}
	checkLine(&p, "name", k.Name, 100)
	switch {
	case len(k.Scopes) == 0:
		p.add("scopes", "Choose at least one scope")
	case slices.ContainsFunc(k.Scopes, func(s Scope) bool { return !slices.Contains(Scopes, s) }):
		p.add("scopes", "Scopes are catalogue:read, catalogue:write, orders:read and orders:write")
	}
	if k.ExpiresAt != "" {
		switch at, err := time.Parse(time.RFC3339, k.ExpiresAt); {
		case err != nil:
			p.add("expiresAt", "Must be a time such as 2027-01-31T00:00:00Z")
		case !at.After(now):
			p.add("expiresAt", "Must be in the future")
		default:
			k.expires = &at
		}
	}
	return p.err()
}

// Key is the key the validated request makes, by the admin, with its secret (shown once).
func (k NewAPIKey) Key(by User, now time.Time) (APIKey, string) {
	secret := NewAPIKeySecret()
	scopes := slices.Clone(k.Scopes)
	slices.Sort(scopes)
	return APIKey{Name: k.Name, Scopes: slices.Compact(scopes), Prefix: secret[:len(APIKeyPrefix)+6], CreatedAt: now,
		CreatedBy: by.Email, ExpiresAt: k.expires, Hash: HashKey(secret)}, secret
}

// Errors of API keys.
var (
	ErrAPIKeyNameTaken = &Error{Code: ECONFLICT, Message: "Another key has this name",
		Fields: map[string]string{"name": "Another key has this name"}}
	ErrAPIKeyExpired  = Errorf(EUNAUTHORIZED, "This API key has expired")
	ErrAPIKeyNotFound = Errorf(ENOTFOUND, "API key not found")
	// ErrNotForAPIKeys answers a key sent to a call no key may make: the account calls
	// (sign-in, profile, sessions, making admins) and the shop's settings.
	ErrNotForAPIKeys = Errorf(EFORBIDDEN, "API keys cannot be used for this call")
)

// APIKeyLimit is how many calls a key makes a minute, as other callers are limited.
var APIKeyLimit = Limit{Max: 600, Window: time.Minute, Message: "Too many calls with this API key: wait a minute"}

// LastUseEvery is how often a key's last use is written: a busy integration does not write
// on each call.
const LastUseEvery = time.Minute

// Live tells whether a call may come with the key at all. A key does no more than its maker
// could at the moment of the call: once the maker is not an enabled admin (demoted, disabled or
// gone), the key answers as a revoked one does.
func (k APIKey) Live() error {
	if !k.Maker.IsAdmin() {
		return ErrBadToken
	}
	return nil
}

// Allows tells whether the key may make a call of scope at now.
func (k APIKey) Allows(scope Scope, now time.Time) error {
	if k.ExpiresAt != nil && !now.Before(*k.ExpiresAt) {
		return ErrAPIKeyExpired
	}
	if !slices.Contains(k.Scopes, scope) {
		return Errorf(EFORBIDDEN, "This API key lacks the scope %s", scope)
	}
	return nil
}

// KeyActor is the key acting for the shop's staff, within the scope its call was allowed.
func KeyActor(k APIKey) Actor { return Actor{Admin: true, APIKey: k.Name} }

// APIKeyService keeps the API keys.
type APIKeyService interface {
	CreateAPIKey(ctx context.Context, k APIKey) (APIKey, error)
	// APIKeys are the keys not revoked, newest first.
	APIKeys(ctx context.Context) ([]APIKey, error)
	// RevokeAPIKey ends a key at once: no server takes it after.
	RevokeAPIKey(ctx context.Context, id string, at time.Time) (int, error)
	// UseAPIKey is the key not revoked whose hash is hash and whose maker it still acts for
	// (APIKey.Live), its last use set to now when it was not set within LastUseEvery; none is
	// ErrBadToken.
	UseAPIKey(ctx context.Context, hash string, now time.Time) (APIKey, error)
}
