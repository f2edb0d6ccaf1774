package toolshop

import (
	"context"
	"time"
)

// PasswordResetLifetime is how long a mailed reset link works.
const PasswordResetLifetime = time.Hour

// ErrResetLinkUsed answers a reset link that is unknown, expired or already used; the three
// are told apart to nobody.
var ErrResetLinkUsed = Errorf(EINVALID, "This reset link has expired or was already used. Ask for a new one.")

// PasswordResetRequest asks for a reset link to be mailed.
type PasswordResetRequest struct {
	Email string `json:"email"`
}

// Validate checks the email and normalises it.
func (r *PasswordResetRequest) Validate() error {
	var p problems
	r.Email = checkEmail(&p, r.Email)
	return p.err()
}

// PasswordReset sets a new password with the token of a reset link.
type PasswordReset struct {
	Token    string `json:"token"`
	Password string `json:"password"`
}

// Validate checks the signup password rules and that there is a token.
func (r PasswordReset) Validate() error {
	var p problems
	if r.Token == "" {
		p.add("token", "The reset link is incomplete. Open the link from the mail again.")
	}
	checkPassword(&p, "password", r.Password)
	return p.err()
}

// PasswordResetService keeps single-use password reset links.
type PasswordResetService interface {
	// CreatePasswordReset makes a reset token for the account with the email, good for
	// PasswordResetLifetime. Only a hash of the token is kept. No such account is ENOTFOUND.
	CreatePasswordReset(ctx context.Context, email string) (token string, u User, err error)
	// CheckPasswordReset answers ErrResetLinkUsed for a token that cannot reset a password
	// now, so the slow work of hashing the new password is done only for one that can.
	CheckPasswordReset(ctx context.Context, token string) error
	// ResetPassword uses up the token and gives its account the new password hash, in one
	// transaction. A token unknown, expired or used is ErrResetLinkUsed.
	ResetPassword(ctx context.Context, token, passwordHash string) (User, error)
}

// Session is one signed-in browser of an account: the API tokens issued to it work until it
// ends, at Sign Out, from another session of the account, or with a new password.
type Session struct {
	ID        string    `json:"id"`
	UserAgent string    `json:"userAgent"`
	CreatedAt time.Time `json:"createdAt"`
	// Current marks the session of the caller who asked.
	Current bool `json:"current"`
}

// SessionService keeps sessions.
type SessionService interface {
	StartSession(ctx context.Context, userID, userAgent string) (Session, error)
	// SessionUser is the account a token names and whether its session is still going.
	SessionUser(ctx context.Context, userID, sessionID string) (User, bool, error)
	// Sessions lists the account's sessions still going, newest first.
	Sessions(ctx context.Context, userID string) ([]Session, error)
	EndSession(ctx context.Context, userID, sessionID string) (int, error)
	// EndOtherSessions ends every session of the account but keep.
	EndOtherSessions(ctx context.Context, userID, keep string) (int, error)
	// ChangePassword sets a new password hash: older tokens stop working and every
	// session but keep ends.
	ChangePassword(ctx context.Context, userID, passwordHash, keep string) (User, error)
}

// PasswordChange is a signed-in customer's request for a new password.
type PasswordChange struct {
	CurrentPassword string `json:"currentPassword"`
	NewPassword     string `json:"newPassword"`
}

// Validate checks that the current password is given and the new one keeps the rules.
func (c PasswordChange) Validate() error {
	var p problems
	if c.CurrentPassword == "" {
		p.add("currentPassword", "Current password is required")
	}
	checkPassword(&p, "newPassword", c.NewPassword)
	return p.err()
}

// ErrWrongPassword refuses a password change whose current password is wrong.
var ErrWrongPassword = &Error{Code: EINVALID, Message: "Current password is wrong",
	Fields: map[string]string{"currentPassword": "Current password is wrong"}}

// Limit bounds the attempts one key (an account, a client address) may make in a window.
type Limit struct {
	Max    int
	Window time.Duration
	// Message tells a refused caller why and for how long.
	Message string
}

// Refusal is the error of an attempt the limit refuses.
func (l Limit) Refusal() error { return Errorf(ETOOMANY, "%s", l.Message) }

// A Count is one key an attempt counts against, under its limit.
type Count struct {
	Key   string
	Limit Limit
}

// An Attempt is what a Limiter answers: the id that names it for Forget, and the count that
// refused it, nil when none did.
type Attempt struct {
	ID      string
	Refused *Count
}

// The shop's limits on guessing passwords and on requests that create accounts, send mail or
// hash passwords. Failed sign-ins count against the client address, and against an account
// only from that address: a stranger's failures never lock the owner out of the addresses
// the owner signs in from.
var (
	LoginLimit = Limit{Max: 10, Window: 15 * time.Minute,
		Message: "Too many failed sign-in attempts. Try again in 15 minutes."}
	LoginAddressLimit = Limit{Max: 30, Window: 15 * time.Minute,
		Message: "Too many failed sign-in attempts from your address. Try again in 15 minutes."}
	SignupLimit = Limit{Max: 20, Window: time.Hour,
		Message: "Too many sign-ups from your address. Try again in an hour."}
	PasswordResetLimit = Limit{Max: 20, Window: time.Hour,
		Message: "Too many password reset requests from your address. Try again in an hour."}
	VerifyMailLimit = Limit{Max: 3, Window: time.Hour,
		Message: "A verification mail was sent a moment ago. Check your inbox, or try again in an hour."}
	ResetConfirmLimit = Limit{Max: 20, Window: time.Hour,
		Message: "Too many attempts to set a new password from your address. Try again in an hour."}
)

// Limiter counts attempts in the database, so that limits hold across replicas.
type Limiter interface {
	// Attempt counts one attempt against each count's key in turn, and stops at the first
	// key that has had its limit's Max attempts within the limit's Window already: that
	// count refused the attempt, and the keys before it stay counted (a guest refused for
	// the email still used up one of the address's attempts).
	Attempt(ctx context.Context, counts ...Count) (Attempt, error)
	// Forget takes back an attempt, from every key it was counted against, that turned out
	// not to count, such as a sign-in that succeeded.
	Forget(ctx context.Context, id string) error
}
