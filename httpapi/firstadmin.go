package httpapi

import (
	"net/http"

	"toolshop"
)

// createFirstAdmin answers POST /auth/first-admin: the one-time link start-up printed creates
// the shop's first admin, verified, and signs them in (201 with the API token).
func (s *Server) createFirstAdmin(w http.ResponseWriter, r *http.Request) error {
	var req toolshop.FirstAdmin
	if err := decode(r, &req); err != nil {
		return err
	}
	if err := req.Validate(); err != nil {
		return err
	}
	// Counted like sign-ups: a guessed token costs the guesser as much as a new account.
	u, err := s.newAccount(r, req.Signup)
	if err != nil {
		return err
	}
	if u, err = s.FirstAdmins.CreateFirstAdmin(r.Context(), req.Token, u); err != nil {
		return err
	}
	s.Log.Info("first admin created", "email", u.Email)
	session, err := s.Sessions.StartSession(r.Context(), u.ID, toolshop.CleanLine(r.UserAgent(), 300))
	if err != nil {
		return err
	}
	return s.writeAPIToken(w, http.StatusCreated, u, session.ID)
}
