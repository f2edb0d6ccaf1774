package auth

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"toolshop"
)

// signedByUs checks a token the way the spec reads: HS256 in the header and an HMAC-SHA256
// of header and payload under our secret, unexpired at now, of the given kind.
func signedByUs(token string, secret []byte, now time.Time, kind string) bool {
	parts := strings.Split(token, ".")
	if len(parts) != 3 {
		return false
	}
	mac := hmac.New(sha256.New, secret)
	mac.Write([]byte(parts[0] + "." + parts[1]))
	signature, err := base64.RawURLEncoding.DecodeString(parts[2])
	if err != nil || !hmac.Equal(signature, mac.Sum(nil)) {
		return false
	}
	var header struct{ Alg string }
	var claims struct {
		Exp float64
		Aud any
	}
	headerJSON, err1 := base64.RawURLEncoding.DecodeString(parts[0])
	claimsJSON, err2 := base64.RawURLEncoding.DecodeString(parts[1])
	if err1 != nil || err2 != nil || json.Unmarshal(headerJSON, &header) != nil || json.Unmarshal(claimsJSON, &claims) != nil {
		return false
	}
	audience, _ := json.Marshal(claims.Aud)
	return header.Alg == "HS256" && claims.Exp > float64(now.Unix()) && strings.Contains(string(audience), `"`+kind+`"`)
}

// Parse never panics and accepts only tokens we signed, unexpired and of the kind asked;
// a token we issue for any account parses back to that account.
func FuzzTokenParse(f *testing.F) {
	now := time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC)
	tokens := Tokens{Keys: SecretRing("server-secret"), Now: func() time.Time { return now }}
	user := toolshop.User{ID: "0123456789abcdef01234567", Email: "ann@example.com"}
	good, _ := tokens.Issue(user, APIToken, "s1")
	identity, _ := tokens.Issue(user, IdentityToken, "")
	parts := strings.Split(good, ".")
	f.Add(good, user.ID, user.Email)
	f.Add(identity, "", "")
	f.Add(base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"none","typ":"JWT"}`))+"."+parts[1]+".", "x", "")
	f.Add(parts[0]+"."+parts[1]+"."+strings.Repeat("A", len(parts[2])), "\x00", "ünïcode@example.com")
	f.Add("abc", user.ID, "")
	f.Fuzz(func(t *testing.T, token, id, email string) {
		got, err := tokens.Parse(token, APIToken)
		if err != nil {
			if toolshop.ErrorCode(err) != toolshop.EUNAUTHORIZED {
				t.Fatalf("refusal %v is not unauthorized", err)
			}
		} else if got.UserID == "" || !signedByUs(token, tokens.Keys.SigningSecret(), now, APIToken) {
			t.Fatalf("accepted %q as %+v", token, got)
		}

		if !utf8.ValidString(id) || !utf8.ValidString(email) {
			return // JSON carries text only; ids are hex and emails are checked at sign-up
		}
		issued, err := tokens.Issue(toolshop.User{ID: id, Email: email}, APIToken, "s1")
		if err != nil {
			t.Fatal(err)
		}
		got, err = tokens.Parse(issued, APIToken)
		if id == "" {
			if err == nil {
				t.Fatal("accepted a token for no account")
			}
		} else if err != nil || got.UserID != id || got.Email != email || !got.IssuedAt.Equal(now) {
			t.Fatalf("issued for %q %q, parsed as %+v, %v", id, email, got, err)
		}
		if _, err := tokens.Parse(issued, IdentityToken); err == nil {
			t.Fatal("an API token passed as an identity token")
		}
	})
}
