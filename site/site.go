// Package site writes the HTML the server answers: the app's shell (the built index.html)
// with the head of each page written in, the home page's first cards, the tools' pages, the
// shop's own pages, their structured data, the sitemaps and robots.txt, and the popup that
// ends a Google sign-in. Its handlers answer errors as httpapi's do; httpapi's route table
// mounts them.
package site

import (
	"context"
	"encoding/json"
	"io/fs"
	"net/http"
	"time"

	"toolshop"
	"toolshop/web"
)

// Site holds what the pages need. Every field must be set.
type Site struct {
	Tools   toolshop.ToolService
	Prices  toolshop.PriceService
	Content toolshop.ContentService
	// Catalogue gives the catalogue's answers as the API gives them, so that a page the server
	// writes and the app that takes it over start from the same answer.
	Catalogue Catalogue
	// Memory keeps the pages written, ready to send to the next visitor.
	Memory Memory
	// BaseURL is the shop's public URL (https://shop.example.com), for the absolute links of
	// the pages, /robots.txt and /sitemap.xml; when empty they name the address a request reached.
	BaseURL string
	// Pages is the built React app.
	Pages fs.FS
	// Now is the server's clock.
	Now func() time.Time
	// ServeTagged answers body with a strong ETag, 304 when the client has it (httpapi's).
	ServeTagged func(w http.ResponseWriter, r *http.Request, contentType string, body []byte)

	// shell is the built index.html, cut where the pages the server writes go (pagehtml.go);
	// nil while the pages are not built.
	shell  *shell
	files  http.Handler
	routes web.Routes
}

// Catalogue is the catalogue's answers as the API gives them (httpapi keeps them in memory).
type Catalogue interface {
	// Tools is GET /tools's answer to r: its body and how many tools the list holds in all.
	Tools(r *http.Request) ([]byte, int, error)
	// Tool is GET /tool/{id}'s answer: its body and the tool.
	Tool(ctx context.Context, id string) ([]byte, toolshop.Tool, error)
	// Categories is GET /categories's answer, and the categories it lists (by name).
	Categories(ctx context.Context) (json.RawMessage, []toolshop.Category, error)
}

// Memory keeps pages ready to send, as httpapi keeps the catalogue's answers: each until what
// a page shows changes (the catalogue, the deal, the shop's settings, words and pages), on any
// server, and for a second at most, so that the stock a page shows is at most that old.
type Memory interface {
	// Recall sends the page kept under key, answering true; else it answers false and keep,
	// which keeps the page written for key and sends it.
	Recall(w http.ResponseWriter, r *http.Request, key string) (sent bool, keep Keep)
}

// Keep keeps a page's body, of contentType, with the headers set on w, until until (the zero
// time: until what it shows changes), and sends it as it will send it from memory: its tag
// made and its body gzipped once.
type Keep func(w http.ResponseWriter, r *http.Request, contentType string, body []byte, until time.Time)

// New is the site s describes, with the built index.html of its Pages read.
func New(s Site) *Site {
	s.shell = readShell(s.Pages)
	s.files = http.FileServerFS(s.Pages)
	s.routes = web.ClientRoutes()
	return &s
}

// categoryNames is each category's name by its slug.
func categoryNames(categories []toolshop.Category) map[string]string {
	names := make(map[string]string, len(categories))
	for _, c := range categories {
		names[c.Slug] = c.Name
	}
	return names
}
