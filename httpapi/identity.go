package httpapi

import (
	"context"
	"net/http"

	"toolshop"
	"toolshop/auth"
)

// identity is what a sign-in answers: an identity token, to be exchanged at PUT /user/{email}.
type identity struct {
	Token string `json:"token"`
	Email string `json:"email"`
	Name  string `json:"name"`
	// Claimed tells a Google sign-in that took over an unverified account with its address:
	// the account's password and earlier sessions no longer work.
	Claimed bool `json:"claimed,omitempty"`
}

// identify issues u an identity token.
func (s *Server) identify(u toolshop.User) (*identity, error) {
	token, err := s.Tokens.Issue(u, auth.IdentityToken, "")
	if err != nil {
		return nil, err
	}
	return &identity{Token: token, Email: u.Email, Name: u.Name}, nil
}

// writeIdentity answers a sign-in with an identity.
func (s *Server) writeIdentity(w http.ResponseWriter, status int, u toolshop.User) error {
	id, err := s.identify(u)
	if err != nil {
		return err
	}
	writeJSON(w, status, id)
	return nil
}

// createAccount stores a new account, an admin from the start when ADMIN_EMAILS names it and
// its mailbox is proved already (a provider vouched for it).
func (s *Server) createAccount(ctx context.Context, u toolshop.User) (toolshop.User, error) {
	return s.Users.CreateUser(ctx, s.AdminEmails.NewAccount(u))
}

// mailVerification mails the account a link that proves its address.
func (s *Server) mailVerification(ctx context.Context, u toolshop.User) error {
	token, err := s.Users.CreateEmailVerification(ctx, u.ID)
	if err != nil {
		return err
	}
	s.AccountMail.VerifyEmail(ctx, u, token)
	return nil
}

func (s *Server) signup(w http.ResponseWriter, r *http.Request) error {
	var req toolshop.Signup
	if err := decode(r, &req); err != nil {
		return err
	}
	if err := req.Validate(); err != nil {
		return err
	}
	u, err := s.newAccount(r, req)
	if err != nil {
		return err
	}
	if u, err = s.createAccount(r.Context(), u); err != nil {
		return err
	}
	if err := s.mailVerification(r.Context(), u); err != nil {
		return err
	}
	return s.writeIdentity(w, http.StatusCreated, u)
}

// newAccount is the account a validated signup asks for, its password hashed, once the
// attempt is counted against the client's address: every new account is limited alike.
func (s *Server) newAccount(r *http.Request, req toolshop.Signup) (toolshop.User, error) {
	if _, err := s.attempt(r, toolshop.SignupLimit, "signup"); err != nil {
		return toolshop.User{}, err
	}
	hash, err := s.Passwords.Hash(req.Password)
	return toolshop.User{Email: req.Email, Name: req.Name, PasswordHash: hash}, err
}

func (s *Server) login(w http.ResponseWriter, r *http.Request) error {
	var req toolshop.Login
	if err := decode(r, &req); err != nil {
		return err
	}
	if err := req.Validate(); err != nil {
		return err
	}
	// Every attempt counts against the client address, and against the account from that
	// address, until it succeeds, so guesses sent in parallel are counted too; while
	// limited, even the right password is refused from there.
	attempt, err := s.count(r.Context(), s.addressCount(r, toolshop.LoginAddressLimit, "login"),
		toolshop.Count{Key: "login:account:" + req.Email + ":" + s.clientAddress(r), Limit: toolshop.LoginLimit})
	if err != nil {
		return err
	}
	u, err := s.Users.UserByEmail(r.Context(), req.Email)
	if err != nil && toolshop.ErrorCode(err) != toolshop.ENOTFOUND {
		return err
	}
	// A missing account is checked against a decoy hash too, so both answers take as long.
	if !s.Passwords.Check(u.PasswordHash, req.Password) {
		return toolshop.ErrWrongLogin
	}
	if err := s.Limits.Forget(r.Context(), attempt); err != nil {
		return err
	}
	renew, err := req.Admit(u)
	if err != nil {
		return err
	}
	if renew {
		// As a password change does, with no session kept: every earlier one ends.
		hash, err := s.Passwords.Hash(req.NewPassword)
		if err != nil {
			return err
		}
		if u, err = s.Sessions.ChangePassword(r.Context(), u.ID, hash, ""); err != nil {
			return err
		}
	}
	return s.writeIdentity(w, http.StatusOK, u)
}

// exchangeToken starts a session and issues its API token, but only to a caller who proves
// with an identity token that they are the account they name.
func (s *Server) exchangeToken(w http.ResponseWriter, r *http.Request) error {
	u, _, err := s.caller(r, auth.IdentityToken)
	if err != nil {
		return err
	}
	if err := toolshop.CheckSignInAs(u, r.PathValue("email")); err != nil {
		return err
	}
	session, err := s.Sessions.StartSession(r.Context(), u.ID, toolshop.CleanLine(r.UserAgent(), 300))
	if err != nil {
		return err
	}
	return s.writeAPIToken(w, http.StatusOK, u, session.ID)
}

// writeAPIToken answers an API token for the account's session, with status.
func (s *Server) writeAPIToken(w http.ResponseWriter, status int, u toolshop.User, sessionID string) error {
	token, err := s.Tokens.Issue(u, auth.APIToken, sessionID)
	if err != nil {
		return err
	}
	writeJSON(w, status, map[string]string{"token": token})
	return nil
}

func (s *Server) me(w http.ResponseWriter, r *http.Request) error {
	u, err := s.customer(r)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]any{"email": u.Email, "name": u.Name, "admin": u.IsAdmin(), "verified": u.Verified})
	return nil
}

// verifyEmail answers POST /auth/verify-email: the token of a mailed link proves the
// account's address, with the account signed in or a new password (CheckFollower), and an
// address ADMIN_EMAILS names becomes an admin then.
func (s *Server) verifyEmail(w http.ResponseWriter, r *http.Request) error {
	var req toolshop.EmailVerification
	if err := decode(r, &req); err != nil {
		return err
	}
	if err := req.Validate(); err != nil {
		return err
	}
	if _, err := s.attempt(r, toolshop.ResetConfirmLimit, "verify-email"); err != nil {
		return err
	}
	account, err := s.Users.VerificationAccount(r.Context(), req.Token)
	if err != nil {
		return err
	}
	var caller toolshop.User
	if bearer(r) != "" {
		if caller, err = s.customer(r); err != nil {
			return err
		}
	}
	if err := req.CheckFollower(account, caller); err != nil {
		return err
	}
	var hash string
	if req.Password != "" {
		if hash, err = s.Passwords.Hash(req.Password); err != nil {
			return err
		}
	}
	u, err := s.Users.VerifyEmail(r.Context(), req.Token, hash)
	if err != nil {
		return err
	}
	if s.AdminEmails.Promotes(u) {
		if _, err := s.Users.MakeAdmin(r.Context(), u.Email); err != nil {
			return err
		}
	}
	writeJSON(w, http.StatusOK, map[string]any{"email": u.Email, "verified": true})
	return nil
}

// resendVerification answers POST /auth/verify-email/resend: another verification mail for
// the caller, a few an hour at most.
func (s *Server) resendVerification(w http.ResponseWriter, r *http.Request) error {
	u, err := s.customer(r)
	if err != nil {
		return err
	}
	if err := toolshop.CheckResendVerification(u); err != nil {
		return err
	}
	if _, err := s.count(r.Context(), toolshop.Count{Key: "verify-mail:" + u.ID, Limit: toolshop.VerifyMailLimit}); err != nil {
		return err
	}
	if err := s.mailVerification(r.Context(), u); err != nil {
		return err
	}
	writeJSON(w, http.StatusAccepted, map[string]string{"message": "Check your inbox: we sent a new link to " + u.Email})
	return nil
}
