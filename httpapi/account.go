package httpapi

import (
	"net/http"

	"toolshop"
	"toolshop/auth"
)

// signOut answers POST /auth/logout: the caller's session ends, and its token with it, on
// every server.
func (s *Server) signOut(w http.ResponseWriter, r *http.Request) error {
	u, claims, err := s.caller(r, auth.APIToken)
	if err != nil {
		return err
	}
	n, err := s.Sessions.EndSession(r.Context(), u.ID, claims.SessionID)
	return writeEnded(w, n, err)
}

// listSessions answers GET /auth/sessions: the caller's sessions still going.
func (s *Server) listSessions(w http.ResponseWriter, r *http.Request) error {
	u, claims, err := s.caller(r, auth.APIToken)
	if err != nil {
		return err
	}
	sessions, err := s.Sessions.Sessions(r.Context(), u.ID)
	if err != nil {
		return err
	}
	for i := range sessions {
		sessions[i].Current = sessions[i].ID == claims.SessionID
	}
	writeJSON(w, http.StatusOK, sessions)
	return nil
}

// endSession answers DELETE /auth/sessions/{id}: one of the caller's sessions ends.
func (s *Server) endSession(w http.ResponseWriter, r *http.Request) error {
	u, err := s.customer(r)
	if err != nil {
		return err
	}
	n, err := s.Sessions.EndSession(r.Context(), u.ID, r.PathValue("id"))
	return writeEnded(w, n, err)
}

// endOtherSessions answers POST /auth/sessions/end-others: every session of the caller but
// the current one ends.
func (s *Server) endOtherSessions(w http.ResponseWriter, r *http.Request) error {
	u, claims, err := s.caller(r, auth.APIToken)
	if err != nil {
		return err
	}
	n, err := s.Sessions.EndOtherSessions(r.Context(), u.ID, claims.SessionID)
	return writeEnded(w, n, err)
}

// changePassword answers PUT /auth/password: with the current password, a new one. Every
// other session ends and every older token stops working; the caller's session goes on
// with the new token the answer carries.
func (s *Server) changePassword(w http.ResponseWriter, r *http.Request) error {
	u, claims, err := s.caller(r, auth.APIToken)
	if err != nil {
		return err
	}
	var req toolshop.PasswordChange
	if err := decode(r, &req); err != nil {
		return err
	}
	if err := req.Validate(); err != nil {
		return err
	}
	// A stolen session may not guess the password faster than a sign-in may.
	attempt, err := s.count(r.Context(), toolshop.Count{Key: "password-change:" + u.ID, Limit: toolshop.LoginLimit})
	if err != nil {
		return err
	}
	if !s.Passwords.Check(u.PasswordHash, req.CurrentPassword) {
		return toolshop.ErrWrongPassword
	}
	if err := s.Limits.Forget(r.Context(), attempt); err != nil {
		return err
	}
	hash, err := s.Passwords.Hash(req.NewPassword)
	if err != nil {
		return err
	}
	if u, err = s.Sessions.ChangePassword(r.Context(), u.ID, hash, claims.SessionID); err != nil {
		return err
	}
	return s.writeAPIToken(w, http.StatusOK, u, claims.SessionID)
}

// rename answers PATCH /auth/me: the caller's display name.
func (s *Server) rename(w http.ResponseWriter, r *http.Request) error {
	u, err := s.customer(r)
	if err != nil {
		return err
	}
	var req toolshop.NameChange
	if err := decode(r, &req); err != nil {
		return err
	}
	if err := req.Validate(); err != nil {
		return err
	}
	n, err := s.Users.Rename(r.Context(), u.ID, req.Name)
	return writeModified(w, n, err)
}

func writeEnded(w http.ResponseWriter, n int, err error) error {
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]int{"endedCount": n})
	return nil
}
