package httpapi

import (
	"net/http"

	"toolshop"
)

func (s *Server) listTools(w http.ResponseWriter, r *http.Request) error {
	tools, err := s.Tools.Tools(r.Context())
	if err != nil {
		return err
	}
	return writeTagged(w, r, tools)
}

func (s *Server) getTool(w http.ResponseWriter, r *http.Request) error {
	tool, err := s.Tools.Tool(r.Context(), r.PathValue("id"))
	if err != nil {
		return err
	}
	return writeTagged(w, r, tool)
}

func (s *Server) createTool(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.admin(r); err != nil {
		return err
	}
	var req toolshop.ToolChanges
	if err := decode(r, &req); err != nil {
		return err
	}
	tool, err := req.NewTool()
	if err != nil {
		return err
	}
	if tool, err = s.Tools.CreateTool(r.Context(), tool); err != nil {
		return err
	}
	return writeCreated(w, tool.ID)
}

func (s *Server) updateTool(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.admin(r); err != nil {
		return err
	}
	var req toolshop.ToolChanges
	if err := decode(r, &req); err != nil {
		return err
	}
	n, err := s.Tools.UpdateTool(r.Context(), r.PathValue("id"), req)
	return writeModified(w, n, err)
}

func (s *Server) deleteTool(w http.ResponseWriter, r *http.Request) error {
	u, err := s.admin(r)
	if err != nil {
		return err
	}
	n, err := s.Orders.DeleteTool(r.Context(), toolshop.ActorOf(u), r.PathValue("id"))
	return writeDeleted(w, n, err)
}

func (s *Server) listReviews(w http.ResponseWriter, r *http.Request) error {
	reviews, err := s.Reviews.Reviews(r.Context())
	if err != nil {
		return err
	}
	return writeTagged(w, r, reviews)
}

func (s *Server) createReview(w http.ResponseWriter, r *http.Request) error {
	u, err := s.customer(r)
	if err != nil {
		return err
	}
	var req toolshop.NewReview
	if err := decode(r, &req); err != nil {
		return err
	}
	review, err := req.Review()
	if err != nil {
		return err
	}
	if review.Name == "" {
		review.Name = u.Name
	}
	if review, err = s.Reviews.CreateReview(r.Context(), u.Email, review); err != nil {
		return err
	}
	return writeCreated(w, review.ID)
}
