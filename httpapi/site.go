package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"time"

	"toolshop"
	"toolshop/site"
)

// newSite is the site of s: the pages, written from the catalogue's answers as the API gives
// them.
func (s *Server) newSite() *site.Site {
	return site.New(site.Site{Tools: s.Tools, Prices: s.Prices, Content: s.Content, Catalogue: siteCatalogue{s},
		Memory: siteCatalogue{s}, BaseURL: s.BaseURL, Pages: s.Pages, Now: s.now, ServeTagged: serveTagged})
}

// siteCatalogue gives the pages the catalogue's answers from the cache while it keeps them,
// and keeps the pages themselves beside them.
type siteCatalogue struct{ s *Server }

// Recall sends the page kept under key, or answers how to keep the one written for it: kept
// as the catalogue's answers are, dropped with every change to what a page shows.
func (c siteCatalogue) Recall(w http.ResponseWriter, r *http.Request, key string) (bool, site.Keep) {
	cache := c.s.Catalogue
	if cache == nil {
		return false, func(w http.ResponseWriter, r *http.Request, contentType string, body []byte, _ time.Time) {
			serveTagged(w, r, contentType, body)
		}
	}
	if page, again := cache.get(key); !again {
		page.serve(w, r)
		return true, nil
	}
	generation, expires := cache.start()
	return false, func(w http.ResponseWriter, r *http.Request, contentType string, body []byte, until time.Time) {
		page := answerOf(body, contentType, w.Header())
		cache.put(key, generation, expires, until, page)
		page.serve(w, r)
	}
}

func (c siteCatalogue) Tools(r *http.Request) ([]byte, int, error) {
	page, err := c.s.catalogueAnswer(r.Context(), r.URL.Path+"?"+r.URL.RawQuery, c.s.readTools(r))
	if err != nil {
		return nil, 0, err
	}
	total, err := strconv.Atoi(page.notModified.Get("X-Total-Count"))
	return page.body, total, err
}

func (c siteCatalogue) Tool(ctx context.Context, id string) ([]byte, toolshop.Tool, error) {
	return c.s.cachedTool(ctx, id)
}

func (c siteCatalogue) Categories(ctx context.Context) (json.RawMessage, []toolshop.Category, error) {
	return c.s.cachedCategories(ctx)
}
