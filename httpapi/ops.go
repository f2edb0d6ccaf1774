package httpapi

import (
	"context"
	"io/fs"
	"net/http"
	"path"
	"strings"
	"time"

	"toolshop"
)

func (s *Server) healthz(w http.ResponseWriter, r *http.Request) error {
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
	return nil
}

func (s *Server) readyz(w http.ResponseWriter, r *http.Request) error {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	if err := s.Ready(ctx); err != nil {
		s.Log.Warn("not ready", "error", err)
		writeJSON(w, http.StatusServiceUnavailable, map[string]string{"error": "Database unreachable"})
		return nil
	}
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
	return nil
}

func (s *Server) config(w http.ResponseWriter, r *http.Request) error {
	writeJSON(w, http.StatusOK, s.Config)
	return nil
}

func cacheFor(next http.Handler, cacheControl string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", cacheControl)
		next.ServeHTTP(w, r)
	})
}

// pages serves the built React app: its files as they are (hashed assets cached for good),
// and index.html for every other path, so client routes and the 404 page work on reload.
func (s *Server) pages() http.Handler {
	files := http.FileServerFS(s.Pages)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
		if name != "" && name != "index.html" {
			if info, err := fs.Stat(s.Pages, name); err == nil && !info.IsDir() {
				if strings.HasPrefix(name, "assets/") {
					w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
				}
				files.ServeHTTP(w, r)
				return
			}
		}
		index, err := fs.ReadFile(s.Pages, "index.html")
		if err != nil {
			s.writeError(w, r, toolshop.Errorf(toolshop.ENOTFOUND, "The pages are not built: run make build"))
			return
		}
		serveTagged(w, r, "text/html; charset=utf-8", index)
	})
}
