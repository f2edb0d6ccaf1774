package httpapi

import (
	"net/http"

	"toolshop"
)

func (s *Server) listWebhooks(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.admin(r); err != nil {
		return err
	}
	endpoints, err := s.Webhooks.WebhookEndpoints(r.Context())
	return writeOK(w, endpoints, err)
}

// createWebhook answers POST /admin/webhooks with the new endpoint's id and its secret, the
// one time the secret is shown.
func (s *Server) createWebhook(w http.ResponseWriter, r *http.Request) error {
	req, err := s.webhookRequest(r)
	if err != nil {
		return err
	}
	e, err := s.Webhooks.CreateWebhookEndpoint(r.Context(), req)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, map[string]any{"acknowledged": true, "insertedId": e.ID, "secret": e.Secret})
	return nil
}

func (s *Server) updateWebhook(w http.ResponseWriter, r *http.Request) error {
	req, err := s.webhookRequest(r)
	if err != nil {
		return err
	}
	id, err := toolshop.ParseID(r.PathValue("id"))
	if err != nil {
		return err
	}
	n, err := s.Webhooks.UpdateWebhookEndpoint(r.Context(), id, req)
	return writeModified(w, n, err)
}

// webhookRequest is an admin's endpoint, checked: http and private addresses only when
// the operator allows them.
func (s *Server) webhookRequest(r *http.Request) (toolshop.WebhookEndpointRequest, error) {
	var req toolshop.WebhookEndpointRequest
	if _, err := s.admin(r); err != nil {
		return req, err
	}
	if err := decode(r, &req); err != nil {
		return req, err
	}
	return req, req.Validate(s.WebhookAllowPrivate)
}

func (s *Server) deleteWebhook(w http.ResponseWriter, r *http.Request) error {
	id, err := s.adminPathID(r)
	if err != nil {
		return err
	}
	n, err := s.Webhooks.DeleteWebhookEndpoint(r.Context(), id)
	return writeDeleted(w, n, err)
}

// listWebhookDeliveries answers a page of the endpoint's deliveries, newest first, with how
// many it has in X-Total-Count.
func (s *Server) listWebhookDeliveries(w http.ResponseWriter, r *http.Request) error {
	id, err := s.adminPathID(r)
	if err != nil {
		return err
	}
	page, err := toolshop.ParsePage(r.URL.Query().Get("limit"), r.URL.Query().Get("offset"))
	if err != nil {
		return err
	}
	deliveries, total, err := s.Webhooks.WebhookDeliveries(r.Context(), id, page)
	if err != nil {
		return err
	}
	writePage(w.Header(), r, page, total)
	writeJSON(w, http.StatusOK, deliveries)
	return nil
}

// testWebhook answers POST /admin/webhooks/{id}/test with the id of the test event's
// delivery.
func (s *Server) testWebhook(w http.ResponseWriter, r *http.Request) error {
	id, err := s.adminPathID(r)
	if err != nil {
		return err
	}
	d, err := s.Webhooks.SendTestWebhook(r.Context(), id)
	if err != nil {
		return err
	}
	return writeCreated(w, d.ID)
}

func (s *Server) resendWebhook(w http.ResponseWriter, r *http.Request) error {
	id, err := s.adminPathID(r)
	if err != nil {
		return err
	}
	n, err := s.Webhooks.ResendWebhook(r.Context(), id)
	return writeModified(w, n, err)
}

// adminPathID is the id in the path of an admin's call.
func (s *Server) adminPathID(r *http.Request) (string, error) {
	if _, err := s.admin(r); err != nil {
		return "", err
	}
	return toolshop.ParseID(r.PathValue("id"))
}
