package httpapi

import (
	"net/http"

	"toolshop"
)

// requestPasswordReset mails a reset link when an account has the email, and answers the
// same whether or not one does.
func (s *Server) requestPasswordReset(w http.ResponseWriter, r *http.Request) error {
	var req toolshop.PasswordResetRequest
	if err := decode(r, &req); err != nil {
		return err
	}
	if err := req.Validate(); err != nil {
		return err
	}
	if _, err := s.attempt(r, toolshop.PasswordResetLimit, "password-reset"); err != nil {
		return err
	}
	token, u, err := s.Resets.CreatePasswordReset(r.Context(), req.Email)
	switch {
	case err == nil:
		s.AccountMail.PasswordReset(r.Context(), u, token)
	case toolshop.ErrorCode(err) != toolshop.ENOTFOUND:
		return err
	}
	writeJSON(w, http.StatusAccepted, map[string]string{
		"message": "If an account uses that email, a link to reset its password is on its way."})
	return nil
}

// confirmPasswordReset sets the new password with a reset link's token and signs the
// account in. The cheap checks come first: the client's attempts are limited and the token
// is looked up before the new password is hashed.
func (s *Server) confirmPasswordReset(w http.ResponseWriter, r *http.Request) error {
	var req toolshop.PasswordReset
	if err := decode(r, &req); err != nil {
		return err
	}
	if err := req.Validate(); err != nil {
		return err
	}
	if _, err := s.attempt(r, toolshop.ResetConfirmLimit, "reset-confirm"); err != nil {
		return err
	}
	if err := s.Resets.CheckPasswordReset(r.Context(), req.Token); err != nil {
		return err
	}
	hash, err := s.Passwords.Hash(req.Password)
	if err != nil {
		return err
	}
	u, err := s.Resets.ResetPassword(r.Context(), req.Token, hash)
	if err != nil {
		return err
	}
	return s.writeIdentity(w, http.StatusOK, u)
}
