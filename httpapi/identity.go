package httpapi

import (
	"net/http"

	"toolshop"
	"toolshop/auth"
)

var errWrongLogin = toolshop.Errorf(toolshop.EUNAUTHORIZED, "Wrong email or password")

// identityResponse answers a sign-in with an identity token, to be exchanged at PUT /user/{email}.
func (s *Server) writeIdentity(w http.ResponseWriter, status int, u toolshop.User) error {
	token, err := s.Tokens.Issue(u, auth.IdentityToken)
	if err != nil {
		return err
	}
	writeJSON(w, status, map[string]string{"token": token, "email": u.Email, "name": u.Name})
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
	hash, err := s.Passwords.Hash(req.Password)
	if err != nil {
		return err
	}
	u := toolshop.User{Email: req.Email, Name: req.Name, PasswordHash: hash}
	if s.AdminEmails[u.Email] {
		u.Role = toolshop.RoleAdmin
	}
	u, err = s.Users.CreateUser(r.Context(), u)
	if err != nil {
		return err
	}
	return s.writeIdentity(w, http.StatusCreated, u)
}

func (s *Server) login(w http.ResponseWriter, r *http.Request) error {
	var req toolshop.Login
	if err := decode(r, &req); err != nil {
		return err
	}
	if err := req.Validate(); err != nil {
		return err
	}
	u, err := s.Users.UserByEmail(r.Context(), req.Email)
	if err != nil && toolshop.ErrorCode(err) != toolshop.ENOTFOUND {
		return err
	}
	// A missing account is checked against a decoy hash too, so both answers take as long.
	if !s.Passwords.Check(u.PasswordHash, req.Password) {
		return errWrongLogin
	}
	return s.writeIdentity(w, http.StatusOK, u)
}

// exchangeToken issues the API token, but only to a caller who proves with an identity
// token that they are the account they name.
func (s *Server) exchangeToken(w http.ResponseWriter, r *http.Request) error {
	u, err := s.caller(r, auth.IdentityToken)
	if err != nil {
		return err
	}
	if u.Email != toolshop.NormalizeEmail(r.PathValue("email")) {
		return toolshop.Errorf(toolshop.EFORBIDDEN, "You can only sign in as yourself")
	}
	token, err := s.Tokens.Issue(u, auth.APIToken)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]string{"token": token})
	return nil
}

func (s *Server) me(w http.ResponseWriter, r *http.Request) error {
	u, err := s.customer(r)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]any{"email": u.Email, "name": u.Name, "admin": u.IsAdmin()})
	return nil
}
