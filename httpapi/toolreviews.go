package httpapi

import (
	"context"
	"net/http"
	"time"

	"toolshop"
)

// listToolReviews answers GET /tool/{id}/reviews?limit=&offset=: a page of the tool's shown
// reviews, newest first, with its rating and distribution, how many in X-Total-Count and the
// next page's address in Link. Everyone's answer is kept with the catalogue's (a review's
// change is one); hidden=true adds the hidden reviews, for admins only, and is never kept.
func (s *Server) listToolReviews(w http.ResponseWriter, r *http.Request) error {
	id, err := toolshop.ParseID(r.PathValue("id"))
	if err != nil {
		return err
	}
	f, err := toolshop.ParseToolReviewFilter(id, r.URL.Query())
	if err != nil {
		return err
	}
	read := func(ctx context.Context, h http.Header) (any, time.Time, error) {
		reviews, total, err := s.Reviews.ToolReviews(ctx, f)
		writePage(h, r, f.Page, total)
		return reviews, time.Time{}, err
	}
	if !f.Hidden {
		return s.remembered(w, r, read)
	}
	if _, err := s.admin(r); err != nil {
		return err
	}
	v, _, err := read(r.Context(), w.Header())
	if err != nil {
		return err
	}
	return writeTagged(w, r, v)
}

// getMyToolReview answers GET /tool/{id}/reviews/mine: the caller's review of the tool, 404 when
// they may write one, 403 when they may not.
func (s *Server) getMyToolReview(w http.ResponseWriter, r *http.Request) error {
	u, err := s.customer(r)
	if err != nil {
		return err
	}
	id, err := toolshop.ParseID(r.PathValue("id"))
	if err != nil {
		return err
	}
	review, err := s.Reviews.MyToolReview(r.Context(), toolshop.ActorOf(u), id)
	review.HiddenBy = "" // an admin's email is not the author's to see
	return writeOK(w, review, err)
}

// createToolReview answers POST /tool/{id}/reviews: a buyer's review of the tool.
func (s *Server) createToolReview(w http.ResponseWriter, r *http.Request) error {
	u, review, err := s.toolReviewRequest(r)
	if err != nil {
		return err
	}
	if review, err = s.Reviews.CreateToolReview(r.Context(), toolshop.ActorOf(u), review); err != nil {
		return err
	}
	return writeCreated(w, review.ID)
}

// updateToolReview answers PUT /tool/{id}/reviews/mine: the caller's review of the tool,
// written again.
func (s *Server) updateToolReview(w http.ResponseWriter, r *http.Request) error {
	_, review, err := s.toolReviewRequest(r)
	if err != nil {
		return err
	}
	n, err := s.Reviews.UpdateToolReview(r.Context(), review)
	return writeModified(w, n, err)
}

// toolReviewRequest reads a review of the tool the path names, signed by the caller.
func (s *Server) toolReviewRequest(r *http.Request) (toolshop.User, toolshop.ToolReview, error) {
	u, err := s.customer(r)
	if err != nil {
		return u, toolshop.ToolReview{}, err
	}
	id, err := toolshop.ParseID(r.PathValue("id"))
	if err != nil {
		return u, toolshop.ToolReview{}, err
	}
	var req toolshop.ToolReviewText
	if err := decode(r, &req); err != nil {
		return u, toolshop.ToolReview{}, err
	}
	review, err := req.ReviewBy(u, id)
	return u, review, err
}

// deleteToolReview answers DELETE /tool/{id}/reviews/mine: the caller takes back their review.
func (s *Server) deleteToolReview(w http.ResponseWriter, r *http.Request) error {
	u, err := s.customer(r)
	if err != nil {
		return err
	}
	id, err := toolshop.ParseID(r.PathValue("id"))
	if err != nil {
		return err
	}
	n, err := s.Reviews.DeleteToolReview(r.Context(), id, u.Email)
	return writeDeleted(w, n, err)
}

// hideToolReview answers PUT /admin/reviews/{id}/hidden {hidden}: an admin hides a tool's
// review or shows it again.
func (s *Server) hideToolReview(w http.ResponseWriter, r *http.Request) error {
	by, id, hidden, err := s.hidingRequest(r)
	if err != nil {
		return err
	}
	n, err := s.Reviews.HideToolReview(r.Context(), id, hidden, by)
	return writeModified(w, n, err)
}

// hidingRequest reads an admin's hiding of the review the path names: the admin's email, the
// review's id and whether to hide it.
func (s *Server) hidingRequest(r *http.Request) (by, id string, hidden bool, err error) {
	u, err := s.admin(r)
	if err != nil {
		return "", "", false, err
	}
	if id, err = toolshop.ParseID(r.PathValue("id")); err != nil {
		return "", "", false, err
	}
	var req toolshop.ReviewHiding
	if err := decode(r, &req); err != nil {
		return "", "", false, err
	}
	if err := req.Validate(); err != nil {
		return "", "", false, err
	}
	return u.Email, id, *req.Hidden, nil
}
