package toolshop

// The decisions of signing in, whichever way it is done: with a password (Login), with an
// address an identity provider vouches for (ProviderSignIn), and who becomes an admin on
// the way (AdminEmails).

// AdminEmails are the addresses the shop's owner names as admins (ADMIN_EMAILS): an account
// with one of them becomes an admin once its address is proved, never before.
type AdminEmails map[string]bool

// NewAccount is u as it is created: an admin from the start when its address is named and
// proved already (a provider vouched for it).
func (a AdminEmails) NewAccount(u User) User {
	if a[u.Email] && u.CheckAdminCandidate() == nil {
		u.Role = RoleAdmin
	}
	return u
}

// Promotes tells whether u, whose address was just proved, becomes an admin now.
func (a AdminEmails) Promotes(u User) bool { return a[u.Email] && !u.IsAdmin() }

// Admit decides the sign-in of u with the password l carries, once the password is known to
// be right: a disabled account is refused (ErrAccountDisabled); renew tells whether the
// sign-in first sets l.NewPassword (Renews).
func (l Login) Admit(u User) (renew bool, err error) {
	if u.Disabled {
		return false, ErrAccountDisabled
	}
	return l.Renews(u)
}

// Vouched is the account an identity provider vouches for, as it is made on its first
// sign-in: its address is proved.
func Vouched(u User) User {
	u.Verified = true
	return u
}

// ProviderSignIn decides the sign-in of u, the account with the address an identity provider
// vouched for: a disabled account is refused (ErrAccountDisabled); one whose address was
// never proved is claimed (claim): the address is the vouched person's, so the account
// becomes theirs and whatever someone else knew or held of it (its password, its sessions)
// stops working.
func ProviderSignIn(u User) (claim bool, err error) {
	if u.Disabled {
		return false, ErrAccountDisabled
	}
	return !u.Verified, nil
}

// CheckSignInAs refuses a caller, signed in as u, the session of the account with email
// unless it is their own (ErrSignInAsOther).
func CheckSignInAs(u User, email string) error {
	if u.Email != NormalizeEmail(email) {
		return ErrSignInAsOther
	}
	return nil
}

// CheckResendVerification refuses another verification mail to an account whose address is
// proved already (ErrVerifiedAlready).
func CheckResendVerification(u User) error {
	if u.Verified {
		return ErrVerifiedAlready
	}
	return nil
}
