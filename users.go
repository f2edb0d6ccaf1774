package toolshop

import (
	"strings"
)

// RoleAdmin is the role of an admin; the zero role is a customer's.
const RoleAdmin = "admin"

// User is an account. PasswordHash is empty for accounts that sign in only with Google.
type User struct {
	ID           string `json:"_id"`
	Email        string `json:"email"`
	Name         string `json:"name"`
	Role         string `json:"role"`
	PasswordHash string `json:"-"`
	// TokenVersion is in every token issued to the account; a new password bumps it, so
	// tokens issued before (to whoever knew the old one) are refused.
	TokenVersion int `json:"-"`
	// Verified tells that the account's owner proved the mailbox: followed a link mailed to
	// it, or signed in with a provider that vouches for it.
	Verified bool `json:"verified"`
	// Disabled accounts cannot sign in; an admin disabled them.
	Disabled bool `json:"disabled"`
	// APIKeys is how many live API keys the account made, which demoting it revokes; only the
	// list of accounts (UserService.Users) counts them.
	APIKeys int `json:"apiKeys"`
}

// IsAdmin reports whether the user may make the admin calls.
func (u User) IsAdmin() bool { return u.Role == RoleAdmin && !u.Disabled }

// Errors of accounts and admin rights.
var (
	ErrEmailTaken      = Errorf(ECONFLICT, "Email already in use")
	ErrWrongLogin      = Errorf(EUNAUTHORIZED, "Wrong email or password")
	ErrVerifiedAlready = Errorf(ECONFLICT, "Your email is verified already")
	ErrSignIn          = Errorf(EUNAUTHORIZED, "Sign in first")
	ErrBadToken        = Errorf(EUNAUTHORIZED, "Invalid or expired token")
	// ErrPasswordChanged refuses a token issued before the account's password changed.
	ErrPasswordChanged = Errorf(EUNAUTHORIZED, "Your password was changed: sign in again")
	// ErrSessionEnded refuses a token of a session that was signed out.
	ErrSessionEnded = Errorf(EUNAUTHORIZED, "This session has ended: sign in again")
	ErrGoogleOff    = Errorf(ENOTFOUND, "Google sign-in is not configured")
	// Refusals of a caller naming another account than their own.
	ErrSignInAsOther    = Errorf(EFORBIDDEN, "You can only sign in as yourself")
	ErrAskAboutOther    = Errorf(EFORBIDDEN, "You can only ask about yourself")
	ErrSeeOtherProfile  = Errorf(EFORBIDDEN, "You can only see your own profile")
	ErrEditOtherProfile = Errorf(EFORBIDDEN, "You can only edit your own profile")
	ErrAccountDisabled  = Errorf(EUNAUTHORIZED, "This account is disabled")
	ErrNotVerified      = Errorf(ECONFLICT, "This account has not verified its email yet: it cannot be an admin until it does")
	ErrLastAdmin        = Errorf(ECONFLICT, "The last admin cannot be demoted: make another admin first")
	ErrDisableAdmin     = Errorf(ECONFLICT, "An admin cannot be disabled: demote the account first")
	ErrDisableYourself  = Errorf(ECONFLICT, "You cannot disable your own account")
	ErrVerifyLinkUsed   = Errorf(EINVALID, "This verification link has expired or was already used. Ask for a new one.")
)

// CheckAdminCandidate refuses to make an admin of an account whose owner has not proved the
// mailbox: until then, the account may be a stranger's who signed up with the address first.
func (u User) CheckAdminCandidate() error {
	if !u.Verified || u.Disabled {
		return ErrNotVerified
	}
	return nil
}

// EmailVerification is the token of a mailed verification link, and the new password of
// whoever follows it without being signed in to the account.
type EmailVerification struct {
	Token    string `json:"token"`
	Password string `json:"password,omitempty"`
}

// Validate checks that there is a token, and a new password keeps the signup rules.
func (v EmailVerification) Validate() error {
	var p problems
	if v.Token == "" {
		p.add("token", "The verification link is incomplete. Open the link from the mail again.")
	}
	if v.Password != "" {
		checkPassword(&p, "password", v.Password)
	}
	return p.err()
}

// ErrChoosePassword asks whoever follows a verification link without being signed in to its
// account for a new password.
var ErrChoosePassword = &Error{Code: EINVALID, Message: "Choose a password to confirm your email",
	Fields: map[string]string{"password": "Choose a new password"}}

// CheckFollower decides whether the caller may follow a link of the account. The mailbox
// alone does not prove the password: a stranger may have signed up with the address and
// kept a session. So the mailbox's owner signed in to the account confirms it as it is;
// anyone else chooses a new password, which ends the old one and every session (the
// account-pre-hijacking attack, Sudhodanan and Paverd 2022).
func (v EmailVerification) CheckFollower(account, caller User) error {
	if v.Password == "" && caller.ID != account.ID {
		return ErrChoosePassword
	}
	return nil
}

// Profile is what a user tells the shop about themselves.
type Profile struct {
	Email     string `json:"email"`
	Name      string `json:"name"`
	Education string `json:"education"`
	City      string `json:"city"`
	Phone     string `json:"number"`
	// LinkedIn is the link to the user's LinkedIn profile.
	LinkedIn string `json:"profile"`
}

// Validate checks the spec's profile rules: every field is required.
func (pr *Profile) Validate() error {
	for _, s := range []*string{&pr.Name, &pr.Education, &pr.City, &pr.Phone, &pr.LinkedIn} {
		*s = strings.TrimSpace(*s)
	}
	var p problems
	if pr.Name == "" {
		p.add("name", msgNameRequired)
	}
	if pr.Education == "" {
		p.add("education", "Education is required")
	}
	if pr.City == "" {
		p.add("city", "City is required")
	}
	if pr.Phone == "" {
		p.add("number", msgPhoneRequired)
	}
	if pr.LinkedIn == "" {
		p.add("profile", "Linked in profile link is required")
	} else if !IsWebLink(pr.LinkedIn) {
		p.add("profile", msgWebLink)
	}
	checkLine(&p, "name", pr.Name, MaxNameLength)
	for field, s := range map[string]string{"education": pr.Education, "city": pr.City, "number": pr.Phone, "profile": pr.LinkedIn} {
		checkLine(&p, field, s, 300)
	}
	return p.err()
}
