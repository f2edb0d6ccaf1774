package httpapi

import (
	"net/http"

	"toolshop"
)

// staff is the caller of a call an admin may make, and an API key with scope: the actor the
// order's history names. Any other key, a customer or nobody is refused. A key's every call
// counts against its limit, refused or not, and its request's log line names it.
func (s *Server) staff(w http.ResponseWriter, r *http.Request, scope toolshop.Scope) (toolshop.Actor, error) {
	token := bearer(r)
	if !toolshop.IsAPIKey(token) {
		u, err := s.admin(r)
		return toolshop.ActorOf(u), err
	}
	now := s.now()
	k, err := s.APIKeys.UseAPIKey(r.Context(), toolshop.HashKey(token), now)
	if err != nil {
		return toolshop.Actor{}, err
	}
	if rec := recordOf(w); rec != nil {
		rec.apiKey, rec.apiKeyID = k.Name, k.ID
	}
	if _, err := s.count(r.Context(), toolshop.Count{Key: "api-key:" + k.ID, Limit: toolshop.APIKeyLimit}); err != nil {
		return toolshop.Actor{}, err
	}
	if err := k.Allows(scope, now); err != nil {
		return toolshop.Actor{}, err
	}
	return toolshop.KeyActor(k), nil
}

// listAPIKeys answers GET /admin/api-keys: the keys not revoked, without their secrets.
func (s *Server) listAPIKeys(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.admin(r); err != nil {
		return err
	}
	keys, err := s.APIKeys.APIKeys(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, keys)
	return nil
}

// createAPIKey answers POST /admin/api-keys: 201 with the key's id and its secret, shown
// this once.
func (s *Server) createAPIKey(w http.ResponseWriter, r *http.Request) error {
	u, err := s.admin(r)
	if err != nil {
		return err
	}
	var req toolshop.NewAPIKey
	if err := decode(r, &req); err != nil {
		return err
	}
	now := s.now()
	if err := req.Validate(now); err != nil {
		return err
	}
	k, secret := req.Key(u, now)
	if k, err = s.APIKeys.CreateAPIKey(r.Context(), k); err != nil {
		return err
	}
	s.Log.Info("API key created", "key", k.Name, "key_id", k.ID, "by", u.Email)
	w.Header().Set("Cache-Control", "no-store") // the key itself: kept by no cache
	writeJSON(w, http.StatusCreated, struct {
		InsertedID string `json:"insertedId"`
		Secret     string `json:"secret"`
	}{k.ID, secret})
	return nil
}

// revokeAPIKey answers DELETE /admin/api-keys/{id}: the key stops working at once.
func (s *Server) revokeAPIKey(w http.ResponseWriter, r *http.Request) error {
	u, err := s.admin(r)
	if err != nil {
		return err
	}
	id, err := toolshop.ParseID(r.PathValue("id"))
	if err != nil {
		return err
	}
	n, err := s.APIKeys.RevokeAPIKey(r.Context(), id, s.now())
	if err == nil {
		s.Log.Info("API key revoked", "key_id", id, "by", u.Email)
	}
	return writeDeleted(w, n, err)
}
