package auth

import (
	"encoding/base64"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"toolshop"
)

// Only an HS256 token of the right kind, signed with our key and not expired, is accepted.
func TestTokensRefuseForgeries(t *testing.T) {
	now := time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC)
	tokens := NewTokens(SecretRing("server-secret"), func() time.Time { return now })
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
	otherKey, _ := Tokens{Keys: SecretRing("another-secret"), Now: tokens.Now}.Issue(user, APIToken, "s1")
	identity, _ := tokens.Issue(user, IdentityToken, "")
	expired, _ := Tokens{Keys: tokens.Keys, Now: func() time.Time { return now.Add(-8 * 24 * time.Hour) }}.Issue(user, APIToken, "s1")
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

// A token remembered once checked is still refused once it expires or is too old, and as a
// token of another kind; the tokens remembered are never more than maxChecked.
func TestCheckedTokens(t *testing.T) {
	now := time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC)
	tokens := NewTokens(SecretRing("server-secret"), func() time.Time { return now })
	user := toolshop.User{ID: "0123456789abcdef01234567", Email: "ann@example.com", TokenVersion: 3}
	api, _ := tokens.Issue(user, APIToken, "s1")
	identity, _ := tokens.Issue(user, IdentityToken, "")
	for _, kind := range []string{APIToken, APIToken} { // checked, then remembered
		if c, err := tokens.Parse(api, kind); err != nil || c.UserID != user.ID || c.Version != 3 || c.SessionID != "s1" {
			t.Fatalf("API token: %+v, %v", c, err)
		}
	}
	if _, found := tokens.checked.tokens[checkedKey{APIToken, api}]; !found {
		t.Error("the API token checked is not remembered")
	}
	if _, err := tokens.Parse(identity, IdentityToken); err != nil {
		t.Fatal(err)
	}
	if _, err := tokens.Parse(identity, APIToken); toolshop.ErrorCode(err) != toolshop.EUNAUTHORIZED {
		t.Errorf("an identity token remembered taken as an API token: %v", err)
	}
	issued := now
	now = issued.Add(time.Hour)
	if _, err := tokens.Parse(identity, IdentityToken); toolshop.ErrorCode(err) != toolshop.EUNAUTHORIZED {
		t.Errorf("a remembered identity token an hour old: %v", err)
	}
	now = issued.Add(MaxLifetime)
	if _, err := tokens.Parse(api, APIToken); toolshop.ErrorCode(err) != toolshop.EUNAUTHORIZED {
		t.Errorf("a remembered API token at its expiry: %v", err)
	}

	now = issued
	for i := range maxChecked + 1 {
		token, _ := tokens.Issue(toolshop.User{ID: fmt.Sprintf("%024d", i), Email: "ann@example.com"}, APIToken, "s1")
		if _, err := tokens.Parse(token, APIToken); err != nil {
			t.Fatal(err)
		}
	}
	if n := len(tokens.checked.tokens); n < 1 || n > maxChecked {
		t.Errorf("%d tokens remembered, at most %d", n, maxChecked)
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

// Keys rotate: a new key signs, tokens signed with the older keys stay good until they
// expire, a token naming an unknown key is refused, and no token lives longer than its kind
// may, whatever its exp says. The key file is readable by its owner alone.
func TestKeyRotation(t *testing.T) {
	path := filepath.Join(t.TempDir(), KeyFileName)
	ring, err := LoadKeyFile(path)
	if err != nil || len(ring) != 1 {
		t.Fatalf("first ring %v, %v", ring, err)
	}
	if info, err := os.Stat(path); err != nil || info.Mode().Perm() != 0o600 {
		t.Fatalf("key file %v, %v", info, err)
	}
	now := time.Now()
	user := toolshop.User{ID: "0123456789abcdef01234567", Email: "ann@example.com"}
	before, _ := Tokens{Keys: ring, Now: time.Now}.Issue(user, APIToken, "s1")

	rotated, err := RotateKeyFile(path, now)
	if again, _ := LoadKeyFile(path); err != nil || len(rotated) != 2 || len(again) != 2 || again[1].ID == ring[0].ID {
		t.Fatalf("rotated %v, %v", rotated, err)
	}
	tokens := Tokens{Keys: rotated, Now: time.Now}
	after, _ := tokens.Issue(user, APIToken, "s1")
	for name, token := range map[string]string{"before": before, "after": after} {
		if _, err := tokens.Parse(token, APIToken); err != nil {
			t.Errorf("token signed %s the rotation: %v", name, err)
		}
	}
	if _, err := (Tokens{Keys: ring, Now: time.Now}).Parse(after, APIToken); err == nil {
		t.Error("a ring without the new key took its token")
	}
	// Once the newer key is older than any token, the oldest key goes.
	later, err := RotateKeyFile(path, now.Add(MaxLifetime+time.Hour))
	if err != nil || len(later) != 2 || later[0].ID != rotated[1].ID {
		t.Errorf("after a week: %v, %v", later, err)
	}

	forever := jwt.NewWithClaims(jwt.SigningMethodHS256, claims{Email: user.Email, RegisteredClaims: jwt.RegisteredClaims{
		Issuer: "toolshop", Subject: user.ID, Audience: jwt.ClaimStrings{APIToken}, ID: "s1",
		IssuedAt:  jwt.NewNumericDate(now.Add(-8 * 24 * time.Hour)),
		ExpiresAt: jwt.NewNumericDate(now.Add(10 * 365 * 24 * time.Hour)),
	}})
	forever.Header["kid"] = rotated[1].ID
	signed, _ := forever.SignedString(rotated[1].Secret)
	if _, err := tokens.Parse(signed, APIToken); err == nil {
		t.Error("a token issued eight days ago with a ten-year exp was accepted")
	}
}
