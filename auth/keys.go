package auth

import (
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// Key is one key that signs tokens, named by the kid of the tokens it signs.
type Key struct {
	ID      string    `json:"id"`
	Secret  []byte    `json:"secret"`
	Created time.Time `json:"created"`
}

// KeyRing holds the keys tokens are checked with, oldest first; the newest signs. Rotation
// adds a key, so tokens signed with the ones before stay good until they expire.
type KeyRing []Key

func (r KeyRing) signing() Key { return r[len(r)-1] }

func (r KeyRing) secret(id string) ([]byte, bool) {
	for _, k := range r {
		if k.ID == id {
			return k.Secret, true
		}
	}
	return nil, false
}

// SigningSecret is the secret of the key that signs now, for other short-lived signatures
// (the Google sign-in's flow cookie).
func (r KeyRing) SigningSecret() []byte { return r.signing().Secret }

// SecretRing is the ring of one secret the shop is given (TOKEN_SECRET).
func SecretRing(secret string) KeyRing {
	return KeyRing{{ID: "given", Secret: []byte(secret)}}
}

// KeyFileName is the key file's name in the data folder. Backups copy the database alone,
// so a backup cannot sign a token.
const KeyFileName = "token-keys.json"

// LoadKeyFile reads the ring kept in the file at path, making the file with one new key the
// first time.
func LoadKeyFile(path string) (KeyRing, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return RotateKeyFile(path, time.Now())
	}
	if err != nil {
		return nil, err
	}
	var ring KeyRing
	if err := json.Unmarshal(data, &ring); err != nil || len(ring) == 0 {
		return nil, fmt.Errorf("%s is not a Toolshop key file", path)
	}
	return ring, nil
}

// RotateKeyFile adds a new signing key to the file at path (making it if need be) and drops
// the keys no unexpired token can have been signed with.
func RotateKeyFile(path string, now time.Time) (KeyRing, error) {
	var ring KeyRing
	if data, err := os.ReadFile(path); err == nil {
		if err := json.Unmarshal(data, &ring); err != nil {
			return nil, fmt.Errorf("%s is not a Toolshop key file", path)
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	kept := KeyRing{}
	for i, k := range ring {
		// A key stops signing when the next is made; its tokens live at most MaxLifetime.
		if i+1 < len(ring) && now.Sub(ring[i+1].Created) > MaxLifetime {
			continue
		}
		kept = append(kept, k)
	}
	secret := make([]byte, 32)
	rand.Read(secret)
	kept = append(kept, Key{ID: strings.ToLower(rand.Text()[:10]), Secret: secret, Created: now.UTC()})
	return kept, writeKeyFile(path, kept)
}

// writeKeyFile replaces the key file in one step, readable by its owner alone.
func writeKeyFile(path string, ring KeyRing) error {
	data, err := json.MarshalIndent(ring, "", "  ")
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".token-keys-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := errors.Join(tmp.Chmod(0o600), tmp.Close()); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}
