package toolshop_test

import (
	"errors"
	"testing"

	"toolshop"
)

func TestAdminEmails(t *testing.T) {
	admins := toolshop.AdminEmails{"boss@example.com": true}
	proved := toolshop.User{Email: "boss@example.com", Verified: true}
	if u := admins.NewAccount(proved); !u.IsAdmin() {
		t.Errorf("a named address, proved: %+v", u)
	}
	if u := admins.NewAccount(toolshop.User{Email: "boss@example.com"}); u.IsAdmin() {
		t.Errorf("a named address not proved yet is a customer: %+v", u)
	}
	if u := admins.NewAccount(toolshop.User{Email: "ann@example.com", Verified: true}); u.IsAdmin() {
		t.Errorf("an address not named: %+v", u)
	}
	if !admins.Promotes(proved) {
		t.Error("a named address just proved becomes an admin")
	}
	if admins.Promotes(toolshop.User{Email: "boss@example.com", Verified: true, Role: toolshop.RoleAdmin}) {
		t.Error("an admin already is not made one again")
	}
	if admins.Promotes(toolshop.User{Email: "ann@example.com", Verified: true}) {
		t.Error("an address not named stays a customer")
	}
}

func TestLoginAdmit(t *testing.T) {
	login := toolshop.Login{Email: "ann@example.com", Password: "correct horse battery staple"}
	if renew, err := login.Admit(toolshop.User{Email: "ann@example.com"}); renew || err != nil {
		t.Errorf("a customer: %v, %v", renew, err)
	}
	if _, err := login.Admit(toolshop.User{Email: "ann@example.com", Disabled: true}); !errors.Is(err, toolshop.ErrAccountDisabled) {
		t.Errorf("a disabled account: %v", err)
	}
	weak := toolshop.Login{Email: "boss@example.com", Password: "password1"}
	boss := toolshop.User{Email: "boss@example.com", Role: toolshop.RoleAdmin, Verified: true}
	if _, err := weak.Admit(boss); !errors.Is(err, toolshop.ErrRenewAdminPassword) {
		t.Errorf("an admin with a customer's password: %v", err)
	}
	weak.NewPassword = "a much longer passphrase of mine"
	if renew, err := weak.Admit(boss); !renew || err != nil {
		t.Errorf("an admin bringing a new password: %v, %v", renew, err)
	}
}

func TestProviderSignIn(t *testing.T) {
	if u := toolshop.Vouched(toolshop.User{Email: "ann@example.com"}); !u.Verified {
		t.Errorf("a vouched address is proved: %+v", u)
	}
	for _, c := range []struct {
		name  string
		u     toolshop.User
		claim bool
		err   error
	}{
		{"proved", toolshop.User{Verified: true}, false, nil},
		{"never proved", toolshop.User{}, true, nil},
		{"disabled", toolshop.User{Verified: true, Disabled: true}, false, toolshop.ErrAccountDisabled},
	} {
		claim, err := toolshop.ProviderSignIn(c.u)
		if claim != c.claim || !errors.Is(err, c.err) {
			t.Errorf("%s: %v, %v", c.name, claim, err)
		}
	}
}

func TestCheckSignInAs(t *testing.T) {
	ann := toolshop.User{Email: "ann@example.com"}
	if err := toolshop.CheckSignInAs(ann, " Ann@Example.com"); err != nil {
		t.Errorf("as herself: %v", err)
	}
	if err := toolshop.CheckSignInAs(ann, "bob@example.com"); !errors.Is(err, toolshop.ErrSignInAsOther) {
		t.Errorf("as another: %v", err)
	}
	if err := toolshop.CheckResendVerification(toolshop.User{Verified: true}); !errors.Is(err, toolshop.ErrVerifiedAlready) {
		t.Errorf("a proved address: %v", err)
	}
	if err := toolshop.CheckResendVerification(toolshop.User{}); err != nil {
		t.Errorf("an address to prove: %v", err)
	}
}
