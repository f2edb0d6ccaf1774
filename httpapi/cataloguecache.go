package httpapi

import (
	"container/list"
	"encoding/json"
	"net/http"
	"strconv"
	"sync"
	"time"
)

// CatalogueCache keeps the catalogue's answers (GET /tools with each query, GET /tool/{id},
// GET /categories) in memory, ready to send: each with its tag and, when long enough, its
// gzipped bytes. It holds at most maxEntries answers and maxBytes of them, dropping the
// least recently asked first; an answer longer than an eighth of maxBytes is not kept.
//
// Invalidate drops every answer: the store calls it on any catalogue change, made on any
// server (store.DB.WatchCatalogue). Orders move stock without invalidating, or each order
// would empty every server's cache; instead an answer lives at most maxAge, which bounds how
// old the stock it shows may be. Orders check the stock in their own transaction.
type CatalogueCache struct {
	maxEntries, maxBytes int
	maxAge               time.Duration
	// Now, when set, replaces time.Now; tests set it.
	Now func() time.Time

	mu sync.Mutex
	// generation counts invalidations: an answer read before one is not kept after it.
	generation uint64
	byKey      map[string]*list.Element
	recent     list.List // of *cached, the most recently asked first
	bytes      int
}

// cached is an answer kept under its key until it expires.
type cached struct {
	key     string
	answer  *answer
	expires time.Time
}

func (c *cached) size() int { return len(c.key) + len(c.answer.body) + len(c.answer.gzipped) }

// NewCatalogueCache keeps up to maxEntries answers and maxBytes of them, each for at most maxAge.
func NewCatalogueCache(maxEntries, maxBytes int, maxAge time.Duration) *CatalogueCache {
	return &CatalogueCache{maxEntries: maxEntries, maxBytes: maxBytes, maxAge: maxAge, byKey: map[string]*list.Element{}}
}

// Invalidate drops every answer, and any answer being read meanwhile.
func (c *CatalogueCache) Invalidate() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.generation++
	clear(c.byKey)
	c.recent.Init()
	c.bytes = 0
}

func (c *CatalogueCache) now() time.Time {
	if c.Now != nil {
		return c.Now()
	}
	return time.Now()
}

// get is the answer kept under key, if it has not expired.
func (c *CatalogueCache) get(key string) (*answer, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.byKey[key]
	if !ok {
		return nil, false
	}
	entry := e.Value.(*cached)
	if !c.now().Before(entry.expires) {
		c.remove(e)
		return nil, false
	}
	c.recent.MoveToFront(e)
	return entry.answer, true
}

// start is called before reading an answer from the database: it answers the generation
// and expiry that put needs.
func (c *CatalogueCache) start() (generation uint64, expires time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.generation, c.now().Add(c.maxAge)
}

// put keeps an answer read since start, unless the catalogue changed meanwhile: the
// answer might then be older than the change.
func (c *CatalogueCache) put(key string, generation uint64, expires time.Time, a *answer) {
	entry := &cached{key: key, answer: a, expires: expires}
	if entry.size() > c.maxBytes/8 {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if generation != c.generation {
		return
	}
	if e, ok := c.byKey[key]; ok {
		c.remove(e)
	}
	c.byKey[key] = c.recent.PushFront(entry)
	c.bytes += entry.size()
	for c.recent.Len() > c.maxEntries || c.bytes > c.maxBytes {
		c.remove(c.recent.Back())
	}
}

func (c *CatalogueCache) remove(e *list.Element) {
	entry := c.recent.Remove(e).(*cached)
	delete(c.byKey, entry.key)
	c.bytes -= entry.size()
}

// answer is a JSON answer as sent: its body, gzipped too when long enough, its tag, and the
// headers that describe it (a list's total and next page).
type answer struct {
	body, gzipped []byte
	tag           string
	header        http.Header
}

// describing are the headers that describe an answer besides its body.
var describing = []string{"X-Total-Count", "Link"}

// newAnswer makes the answer of v as JSON, described by the headers of h.
func newAnswer(v any, h http.Header) (*answer, error) {
	body, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	a := &answer{body: body, tag: tagOf(body, h), header: http.Header{}}
	for _, name := range describing {
		if value := h.Get(name); value != "" {
			a.header.Set(name, value)
		}
	}
	if len(body) >= gzipMinSize {
		a.gzipped = gzipped(body)
	}
	return a, nil
}

// serve sends the answer, gzipped to a client that accepts it, or 304 when the client's
// copy is current (see serveTagged).
func (a *answer) serve(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	for name, values := range a.header {
		h[name] = values
	}
	if notModified(w, r, a.tag) {
		return
	}
	body := a.body
	if a.gzipped != nil && acceptsGzip(r.Header.Get("Accept-Encoding")) {
		body = a.gzipped
		h.Set("Content-Encoding", "gzip")
		h.Set("ETag", "W/"+a.tag) // as compress tags what it gzips
	}
	h.Set("Content-Type", jsonType)
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.Write(body)
}

// remembered answers a catalogue read from the cache, or else reads it, with read setting
// the headers that describe it on h, and keeps it.
func (s *Server) remembered(w http.ResponseWriter, r *http.Request, read func(h http.Header) (any, error)) error {
	c := s.Catalogue
	if c == nil {
		v, err := read(w.Header())
		if err != nil {
			return err
		}
		return writeTagged(w, r, v)
	}
	key := r.URL.Path + "?" + r.URL.RawQuery
	if a, ok := c.get(key); ok {
		a.serve(w, r)
		return nil
	}
	generation, expires := c.start()
	v, err := read(w.Header())
	if err != nil {
		return err
	}
	a, err := newAnswer(v, w.Header())
	if err != nil {
		return err
	}
	c.put(key, generation, expires, a)
	a.serve(w, r)
	return nil
}
