package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"time"

	"toolshop"
)

// listTools answers GET /tools: the tools the query finds (all of them without one), how
// many in X-Total-Count, and the next page's address in Link when there is one.
// The query is read only when the answer is not kept: an answer kept under a query means
// the query was good. The deal's tool carries the deal while it runs (showDeal).
func (s *Server) listTools(w http.ResponseWriter, r *http.Request) error {
	return s.remembered(w, r, s.readTools(r))
}

// readTools reads GET /tools's answer to r: the page of tools its query asks for.
func (s *Server) readTools(r *http.Request) reader {
	return func(ctx context.Context, h http.Header) (any, time.Time, error) {
		q, err := toolshop.ParseToolQuery(r.URL.Query())
		if err != nil {
			return nil, time.Time{}, err
		}
		tools, total, err := s.catalogueTools(ctx, q)
		if err != nil {
			return nil, time.Time{}, err
		}
		until, err := s.showDeal(ctx, tools)
		writePage(h, r, toolshop.Page{Limit: q.Limit, Offset: q.Offset}, total)
		return tools, until, err
	}
}

// catalogueTools answers a page of the tools q finds, and how many it finds in all: from the
// catalogue's facts when q filters by what only they know, from the store's search otherwise.
func (s *Server) catalogueTools(ctx context.Context, q toolshop.ToolQuery) ([]toolshop.Tool, int, error) {
	if q.Filtered() {
		return s.filteredTools(ctx, q)
	}
	return s.Tools.Tools(ctx, q)
}

// getTool answers GET /tool/{id}: the tool, with the deal while it runs on it.
func (s *Server) getTool(w http.ResponseWriter, r *http.Request) error {
	id, err := toolshop.ParseID(r.PathValue("id"))
	if err != nil {
		return err
	}
	return s.remembered(w, r, s.readTool(id))
}

// readTool reads GET /tool/{id}'s answer: the tool, with the deal while it runs on it.
func (s *Server) readTool(id string) reader {
	return func(ctx context.Context, _ http.Header) (any, time.Time, error) {
		t, err := s.Tools.Tool(ctx, id)
		if err != nil {
			return nil, time.Time{}, err
		}
		tools := []toolshop.Tool{t}
		until, err := s.showDeal(ctx, tools)
		return tools[0], until, err
	}
}

// cachedTool is the tool as GET /tool/{id} answers it, from the cache: the answer's body and
// the tool it holds.
func (s *Server) cachedTool(ctx context.Context, id string) ([]byte, toolshop.Tool, error) {
	var t toolshop.Tool
	body, err := s.catalogueBody(ctx, "/tool/"+id, s.readTool(id))
	if err == nil {
		err = json.Unmarshal(body, &t)
	}
	return body, t, err
}

// showDeal marks the running deal on its tool among tools (Deal.Show) and answers until when
// they hold, for the cache.
func (s *Server) showDeal(ctx context.Context, tools []toolshop.Tool) (time.Time, error) {
	d, err := s.Prices.Deal(ctx)
	if err != nil {
		return time.Time{}, err
	}
	return d.Show(tools, s.now()), nil
}

func (s *Server) createTool(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.staff(w, r, toolshop.ScopeCatalogueWrite); err != nil {
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
	var req toolshop.ToolChanges
	id, err := s.catalogueChange(w, r, &req)
	if err != nil {
		return err
	}
	n, err := s.Tools.UpdateTool(r.Context(), id, req)
	return writeModified(w, n, err)
}

// updateVariant changes one variant's price, stock, SKU, GTIN, pictures or parts: what a
// stock sync sends.
func (s *Server) updateVariant(w http.ResponseWriter, r *http.Request) error {
	var req toolshop.VariantChanges
	id, err := s.catalogueChange(w, r, &req)
	if err != nil {
		return err
	}
	variantID, err := toolshop.ParseID(r.PathValue("variantId"))
	if err != nil {
		return err
	}
	t, err := s.Tools.UpdateVariant(r.Context(), id, variantID, req)
	return writeOK(w, t, err)
}

// catalogueChange reads the staff's change of the tool the path names into req, checked,
// and answers the tool's id.
func (s *Server) catalogueChange(w http.ResponseWriter, r *http.Request, req interface{ Validate() error }) (string, error) {
	if _, err := s.staff(w, r, toolshop.ScopeCatalogueWrite); err != nil {
		return "", err
	}
	if err := decode(r, req); err != nil {
		return "", err
	}
	if err := req.Validate(); err != nil {
		return "", err
	}
	return toolshop.ParseID(r.PathValue("id"))
}

func (s *Server) deleteTool(w http.ResponseWriter, r *http.Request) error {
	by, err := s.staff(w, r, toolshop.ScopeCatalogueWrite)
	if err != nil {
		return err
	}
	id, err := toolshop.ParseID(r.PathValue("id"))
	if err != nil {
		return err
	}
	n, err := s.Orders.DeleteTool(r.Context(), by, id)
	return writeDeleted(w, n, err)
}

// listReviews answers GET /ratings?limit=&offset=: a page of the shown reviews, newest
// first, with how many there are in X-Total-Count; hidden=true adds the hidden reviews, for
// admins only.
func (s *Server) listReviews(w http.ResponseWriter, r *http.Request) error {
	f, err := toolshop.ParseReviewFilter(r.URL.Query())
	if err != nil {
		return err
	}
	if f.Hidden {
		if _, err := s.admin(r); err != nil {
			return err
		}
	}
	reviews, total, err := s.Reviews.Reviews(r.Context(), f)
	if err != nil {
		return err
	}
	w.Header().Set("X-Total-Count", strconv.Itoa(total))
	return writeTagged(w, r, reviews)
}

// getMyReview answers GET /ratings/mine: the caller's review of the shop, 404 when they may
// write one, 403 when they may not.
func (s *Server) getMyReview(w http.ResponseWriter, r *http.Request) error {
	u, err := s.customer(r)
	if err != nil {
		return err
	}
	review, err := s.Reviews.MyReview(r.Context(), toolshop.ActorOf(u))
	review.HiddenBy = "" // an admin's email is not the author's to see
	return writeOK(w, review, err)
}

// deleteReview answers DELETE /ratings/{id}: an admin removes a review.
func (s *Server) deleteReview(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.admin(r); err != nil {
		return err
	}
	id, err := toolshop.ParseID(r.PathValue("id"))
	if err != nil {
		return err
	}
	n, err := s.Reviews.DeleteReview(r.Context(), id)
	return writeDeleted(w, n, err)
}

// hideReview answers PUT /admin/ratings/{id}/hidden {hidden}: an admin hides a review of the
// shop or shows it again.
func (s *Server) hideReview(w http.ResponseWriter, r *http.Request) error {
	by, id, hidden, err := s.hidingRequest(r)
	if err != nil {
		return err
	}
	n, err := s.Reviews.HideReview(r.Context(), id, hidden, by)
	return writeModified(w, n, err)
}

// createReview answers POST /ratings: a buyer's review of the shop.
func (s *Server) createReview(w http.ResponseWriter, r *http.Request) error {
	u, err := s.customer(r)
	if err != nil {
		return err
	}
	var req toolshop.NewReview
	if err := decode(r, &req); err != nil {
		return err
	}
	review, err := req.ReviewBy(u)
	if err != nil {
		return err
	}
	if review, err = s.Reviews.CreateReview(r.Context(), toolshop.ActorOf(u), review); err != nil {
		return err
	}
	return writeCreated(w, review.ID)
}
