package httpapi

import (
	"net/http"

	"toolshop"
)

// The address book is the buyer's own: each call reads and changes the caller's book only.

func (s *Server) listAddresses(w http.ResponseWriter, r *http.Request) error {
	u, err := s.buyer(r)
	if err != nil {
		return err
	}
	book, err := s.Addresses.Addresses(r.Context(), u)
	return writeOK(w, book, err)
}

func (s *Server) addAddress(w http.ResponseWriter, r *http.Request) error {
	u, err := s.buyer(r)
	if err != nil {
		return err
	}
	req, err := addressBody(r)
	if err != nil {
		return err
	}
	a, err := s.Addresses.AddAddress(r.Context(), u, req)
	if err != nil {
		return err
	}
	return writeCreated(w, a.ID)
}

func (s *Server) updateAddress(w http.ResponseWriter, r *http.Request) error {
	u, err := s.buyer(r)
	if err != nil {
		return err
	}
	id, err := toolshop.ParseID(r.PathValue("id"))
	if err != nil {
		return err
	}
	req, err := addressBody(r)
	if err != nil {
		return err
	}
	req.ID = id
	n, err := s.Addresses.UpdateAddress(r.Context(), u, req)
	return writeModified(w, n, err)
}

func (s *Server) deleteAddress(w http.ResponseWriter, r *http.Request) error {
	u, err := s.buyer(r)
	if err != nil {
		return err
	}
	id, err := toolshop.ParseID(r.PathValue("id"))
	if err != nil {
		return err
	}
	n, err := s.Addresses.DeleteAddress(r.Context(), u, id)
	return writeDeleted(w, n, err)
}

// addressBody is the address a request sends, checked.
func addressBody(r *http.Request) (toolshop.Address, error) {
	var a toolshop.Address
	if err := decode(r, &a); err != nil {
		return a, err
	}
	return a, a.Validate()
}
