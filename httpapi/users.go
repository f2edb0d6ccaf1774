package httpapi

import (
	"net/http"

	"toolshop"
)

func (s *Server) isAdmin(w http.ResponseWriter, r *http.Request) error {
	email, err := s.ownPathEmail(r, toolshop.ErrAskAboutOther)
	if err != nil {
		return err
	}
	target, err := s.Users.UserByEmail(r.Context(), email)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]bool{"admin": target.IsAdmin()})
	return nil
}

// pathEmail is the email a path names, refused when it is none.
func pathEmail(r *http.Request) (string, error) {
	return toolshop.ParseEmail(r.PathValue("email"))
}

// ownPathEmail is the email a path names, for a caller who owns it or is an admin; anyone
// else is refused with refusal.
func (s *Server) ownPathEmail(r *http.Request, refusal error) (string, error) {
	u, err := s.customer(r)
	if err != nil {
		return "", err
	}
	email, err := pathEmail(r)
	if err == nil && u.Email != email && !u.IsAdmin() {
		err = refusal
	}
	return email, err
}

// listUsers answers GET /user?q=…&limit=…&offset=…: the page of the accounts whose name or
// email holds q, oldest first, with how many in X-Total-Count and the next page in Link.
func (s *Server) listUsers(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.admin(r); err != nil {
		return err
	}
	f, err := toolshop.ParseUserFilter(r.URL.Query())
	if err != nil {
		return err
	}
	users, total, err := s.Users.Users(r.Context(), f)
	if err != nil {
		return err
	}
	writePage(w.Header(), r, f.Page, total)
	writeJSON(w, http.StatusOK, users)
	return nil
}

func (s *Server) makeAdmin(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.admin(r); err != nil {
		return err
	}
	email, err := pathEmail(r)
	if err != nil {
		return err
	}
	n, err := s.Users.MakeAdmin(r.Context(), email)
	return writeModified(w, n, err)
}

// removeAdmin answers DELETE /user/admin/{email}: the account is an admin no more, unless it
// is the last.
func (s *Server) removeAdmin(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.admin(r); err != nil {
		return err
	}
	email, err := pathEmail(r)
	if err != nil {
		return err
	}
	n, err := s.Users.RemoveAdmin(r.Context(), email)
	return writeModified(w, n, err)
}

// disableUser answers PUT /user/disabled/{email}: the account can no longer sign in, and
// its sessions end at once. DELETE on the same path enables it again.
func (s *Server) disableUser(w http.ResponseWriter, r *http.Request) error {
	return s.setDisabled(w, r, true)
}

func (s *Server) enableUser(w http.ResponseWriter, r *http.Request) error {
	return s.setDisabled(w, r, false)
}

func (s *Server) setDisabled(w http.ResponseWriter, r *http.Request, disabled bool) error {
	u, err := s.admin(r)
	if err != nil {
		return err
	}
	email, err := pathEmail(r)
	if err != nil {
		return err
	}
	if email == u.Email {
		return toolshop.ErrDisableYourself
	}
	n, err := s.Users.SetDisabled(r.Context(), email, disabled)
	return writeModified(w, n, err)
}

func (s *Server) getProfile(w http.ResponseWriter, r *http.Request) error {
	email, err := s.ownPathEmail(r, toolshop.ErrSeeOtherProfile)
	if err != nil {
		return err
	}
	profile, err := s.Users.Profile(r.Context(), email)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, profile)
	return nil
}

// updateProfile lets a user edit their own profile only, admins included.
func (s *Server) updateProfile(w http.ResponseWriter, r *http.Request) error {
	u, err := s.customer(r)
	if err != nil {
		return err
	}
	if u.Email != toolshop.NormalizeEmail(r.PathValue("email")) {
		return toolshop.ErrEditOtherProfile
	}
	var req toolshop.Profile
	if err := decode(r, &req); err != nil {
		return err
	}
	if err := req.Validate(); err != nil {
		return err
	}
	req.Email = u.Email
	n, err := s.Users.UpdateProfile(r.Context(), req)
	return writeModified(w, n, err)
}
