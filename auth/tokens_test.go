package auth

import (
	"encoding/base64"
	"strings"
	"testing"
	"time"

	"toolshop"
)

// Only an HS256 token of the right kind, signed with our key and not expired, is accepted.
func TestTokensRefuseForgeries(t *testing.T) {
	now := time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC)
	tokens := Tokens{Secret: []byte("server-secret"), Now: func() time.Time { return now }}
	user := toolshop.User{ID: "0123456789abcdef01234567", Email: "ann@example.com"}
	good, err := tokens.Issue(user, APIToken, "s1")
	if err != nil {
		t.Fatal(err)
	}
	if c, err := tokens.Parse(good, APIToken); err != nil || c.UserID != user.ID || c.Email != user.Email || !c.IssuedAt.Equal(now) {
		t.Fatalf("good token: %+v %v", c, err)
	}

	parts := strings.Split(good, ".")
	noneHeader := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"none","typ":"JWT"}`))
	otherKey, _ := Tokens{Secret: []byte("another-secret"), Now: tokens.Now}.Issue(user, APIToken, "s1")
	identity, _ := tokens.Issue(user, IdentityToken, "")
	expired, _ := Tokens{Secret: tokens.Secret, Now: func() time.Time { return now.Add(-8 * 24 * time.Hour) }}.Issue(user, APIToken, "s1")
	for name, token := range map[string]string{
		"alg none":        noneHeader + "." + parts[1] + ".",
		"wrong signature": parts[0] + "." + parts[1] + "." + strings.Repeat("A", len(parts[2])),
		"other key":       otherKey,
		"wrong kind":      identity,
		"expired":         expired,
		"garbage":         "abc",
		"empty":           "",
	} {
		if _, err := tokens.Parse(token, APIToken); toolshop.ErrorCode(err) != toolshop.EUNAUTHORIZED {
			t.Errorf("%s: %v, want unauthorized", name, err)
		}
	}
}

func TestPasswords(t *testing.T) {
	p := Passwords{Cost: 4}
	hash, err := p.Hash("secret1")
	if err != nil {
		t.Fatal(err)
	}
	other, _ := p.Hash("secret1")
	if hash == other {
		t.Error("two hashes of one password are equal: no salt")
	}
	if !p.Check(hash, "secret1") || p.Check(hash, "secret2") || p.Check("", "secret1") {
		t.Error("password check is wrong")
	}
}
