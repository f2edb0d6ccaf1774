package httpapi

import (
	"context"
	"net/http"
	"time"

	"toolshop"
)

// The search's filters and facets, answered from the catalogue's facts in memory
// (CatalogueFacts), and the owner's choice of filters.

// facts are the catalogue's facts: from memory when the server keeps them.
func (s *Server) facts(ctx context.Context) (*toolshop.CatalogueFacts, error) {
	if s.Facts == nil {
		return s.Search.CatalogueFacts(ctx)
	}
	return s.Facts.Facts(ctx)
}

// searched are the catalogue's facts and, of its tools, those q's words match (Find's
// candidates: nil for every tool when q has no words), with the words the search ran when
// not those typed.
func (s *Server) searched(ctx context.Context, q toolshop.ToolQuery) (facts *toolshop.CatalogueFacts, candidates []int, showing string, err error) {
	if facts, err = s.facts(ctx); err != nil {
		return nil, nil, "", err
	}
	switch {
	case q.Wordless:
		return facts, []int{}, "", nil
	case len(q.Words) == 0:
		return facts, nil, "", nil
	}
	ranks, showing, err := s.Search.MatchingTools(ctx, q.Words)
	return facts, facts.Candidates(ranks), showing, err
}

// filteredTools answers a page of a query that filters by what only the facts know
// (ToolQuery.Filtered), and how many tools it finds in all.
func (s *Server) filteredTools(ctx context.Context, q toolshop.ToolQuery) ([]toolshop.Tool, int, error) {
	facts, candidates, _, err := s.searched(ctx, q)
	if err != nil {
		return nil, 0, err
	}
	ids, total := facts.Find(q, candidates, s.now())
	tools, err := s.Search.ToolsByID(ctx, ids)
	return tools, total, err
}

// listFacets answers GET /tools/facets: the counts of the filters of the query, which takes
// GET /tools's parameters.
func (s *Server) listFacets(w http.ResponseWriter, r *http.Request) error {
	return s.remembered(w, r, func(ctx context.Context, _ http.Header) (any, time.Time, error) {
		q, err := toolshop.ParseToolQuery(r.URL.Query())
		if err != nil {
			return nil, time.Time{}, err
		}
		facts, candidates, showing, err := s.searched(ctx, q)
		if err != nil {
			return nil, time.Time{}, err
		}
		now := s.now()
		f := facts.Facets(q, candidates, now)
		f.Showing = showing
		var until time.Time // prices are the deal's until it ends
		if facts.Deal.Running(now) {
			until = facts.Deal.EndsAt
		}
		return f, until, nil
	})
}

// getSearchFilters answers the specifications shown as filters, and the names most tools have.
func (s *Server) getSearchFilters(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.staff(w, r, toolshop.ScopeCatalogueRead); err != nil {
		return err
	}
	choice, err := s.searchFiltersChoice(r.Context())
	return writeOK(w, choice, err)
}

// putSearchFilters sets the specifications shown as filters.
func (s *Server) putSearchFilters(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.staff(w, r, toolshop.ScopeCatalogueWrite); err != nil {
		return err
	}
	var req toolshop.SearchFilters
	if err := decode(r, &req); err != nil {
		return err
	}
	if err := req.Validate(); err != nil {
		return err
	}
	if err := s.Search.SetSearchFilters(r.Context(), req); err != nil {
		return err
	}
	choice, err := s.searchFiltersChoice(r.Context())
	return writeOK(w, choice, err)
}

func (s *Server) searchFiltersChoice(ctx context.Context) (toolshop.SearchFiltersChoice, error) {
	filters, err := s.Search.SearchFilters(ctx)
	if err != nil {
		return toolshop.SearchFiltersChoice{}, err
	}
	facts, err := s.facts(ctx)
	if err != nil {
		return toolshop.SearchFiltersChoice{}, err
	}
	return toolshop.SearchFiltersChoice{SearchFilters: filters, Suggestions: facts.Suggestions()}, nil
}
