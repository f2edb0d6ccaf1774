package httpapi

import (
	"net/http"

	"toolshop"
	"toolshop/feed"
)

// googleFeedPath is the shopping feed's address on the shop.
const googleFeedPath = "/feeds/google.xml"

// googleFeed answers GET /feeds/google.xml: the shopping feed while the shop has it on,
// written as the store reads the tools, a batch at a time; 304 when the client has it.
func (s *Server) googleFeed(w http.ResponseWriter, r *http.Request) error {
	now := s.now()
	state, since, err := s.Tools.FeedState(r.Context(), now)
	if err != nil {
		return err
	}
	if !state.Settings.Feed {
		return toolshop.ErrFeedOff
	}
	h := w.Header()
	h.Set("Last-Modified", since.UTC().Format(http.TimeFormat))
	if notModified(w, r, state.Tag(now)) {
		return nil
	}
	// If-Modified-Since counts only without If-None-Match (RFC 9110, 13.2.2).
	if t, err := http.ParseTime(r.Header.Get("If-Modified-Since")); err == nil && r.Header.Get("If-None-Match") == "" && !since.After(t) {
		w.WriteHeader(http.StatusNotModified)
		return nil
	}
	h.Set("Content-Type", feed.ContentType)
	shop := toolshop.FeedShop{BaseURL: s.site.PublicURL(r), State: state, Now: now, Since: since}
	out, err := feed.Start(w, state.Settings.DisplayName, shop.BaseURL, state.FeedDescription())
	if err != nil {
		return nil // the client has gone
	}
	err = s.Tools.FeedTools(r.Context(), func(tools []toolshop.Tool) error {
		for _, t := range tools {
			if err := out.Items(shop.Items(t)); err != nil {
				return err
			}
		}
		return nil
	})
	if err == nil {
		err = out.End()
	}
	if err != nil && r.Context().Err() == nil {
		// The answer has begun: cut it short, so that no client takes half a feed for all.
		s.Log.ErrorContext(r.Context(), "feed failed", "error", err)
		panic(http.ErrAbortHandler)
	}
	return nil
}
