package httpapi

import (
	"io"
	"net/http"
	"strings"

	"toolshop"
	"toolshop/auth"
	"toolshop/site"
)

// googleFlowCookie keeps a Google sign-in's state, nonce and PKCE verifier, signed, from
// the start to the callback. It is SameSite=Lax so that the provider's redirect back brings it.
const googleFlowCookie = "toolshop_google_flow"

// startGoogle sends the sign-in popup to the provider.
func (s *Server) startGoogle(w http.ResponseWriter, r *http.Request) error {
	if s.Google == nil {
		return toolshop.ErrGoogleOff
	}
	authURL, flow, err := s.Google.Start(r.Context())
	if err != nil {
		return err
	}
	http.SetCookie(w, s.googleFlowCookie(flow, int(auth.FlowLifetime.Seconds())))
	http.Redirect(w, r, authURL, http.StatusFound)
	return nil
}

// googleCallback finishes a sign-in in the popup: a small page whose script hands the
// identity (or the error) to the page that opened the popup, then closes it.
func (s *Server) googleCallback(w http.ResponseWriter, r *http.Request) error {
	if s.Google == nil {
		return toolshop.ErrGoogleOff
	}
	http.SetCookie(w, s.googleFlowCookie("", -1)) // a flow is good once
	id, err := s.googleIdentity(r)
	if err != nil {
		if toolshop.ErrorCode(err) == toolshop.EINTERNAL {
			s.Log.ErrorContext(r.Context(), "google sign-in failed", "request_id", requestID(w), "error", err)
		} else {
			s.Log.WarnContext(r.Context(), "google sign-in refused", "request_id", requestID(w), "error", err)
		}
		message := toolshop.ErrorMessage(err)
		return site.Popup(w, statusOf[toolshop.ErrorCode(err)],
			popupMessage{Type: "toolshop-identity-error", Error: message}, message)
	}
	return site.Popup(w, http.StatusOK, popupMessage{Type: "toolshop-identity", identity: id},
		"You are signed in. You can close this window.")
}

// googleIdentity checks the provider's answer and signs in the account with the email it
// vouches for, creating the account on its first sign-in.
func (s *Server) googleIdentity(r *http.Request) (*identity, error) {
	var flow string
	if c, err := r.Cookie(googleFlowCookie); err == nil {
		flow = c.Value
	}
	vouched, err := s.Google.Finish(r.Context(), flow, r.URL.Query())
	if err != nil {
		return nil, err
	}
	vouched.Verified = true
	u, err := s.Users.UserByEmail(r.Context(), vouched.Email)
	if toolshop.ErrorCode(err) == toolshop.ENOTFOUND {
		u, err = s.createAccount(r.Context(), vouched)
		if toolshop.ErrorCode(err) == toolshop.ECONFLICT { // a sign-in in another window came first
			u, err = s.Users.UserByEmail(r.Context(), vouched.Email)
		}
	}
	if err != nil {
		return nil, err
	}
	if u.Disabled {
		return nil, toolshop.ErrAccountDisabled
	}
	// The address is the vouched person's: an account someone made with it without proving
	// it becomes theirs, and whatever that someone knew or held stops working.
	claimed := !u.Verified
	if claimed {
		if u, err = s.Users.ClaimAccount(r.Context(), u.ID); err != nil {
			return nil, err
		}
	}
	if s.AdminEmails[u.Email] {
		if _, err := s.Users.MakeAdmin(r.Context(), u.Email); err != nil {
			return nil, err
		}
	}
	id, err := s.identify(u)
	if id != nil {
		id.Claimed = claimed
	}
	return id, err
}

func (s *Server) googleFlowCookie(value string, maxAge int) *http.Cookie {
	return &http.Cookie{
		Name: googleFlowCookie, Value: value, Path: "/auth/google/", MaxAge: maxAge,
		HttpOnly: true, Secure: strings.HasPrefix(s.Google.RedirectURL, "https:"), SameSite: http.SameSiteLaxMode,
	}
}

// popupMessage is what the popup posts to the page that opened it.
type popupMessage struct {
	Type string `json:"type"`
	*identity
	Error string `json:"error,omitempty"`
}

func (s *Server) googlePopupScript(w http.ResponseWriter, r *http.Request) error {
	if s.Google == nil {
		return toolshop.ErrGoogleOff
	}
	w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	_, err := io.WriteString(w, site.PopupScript)
	return err
}
