package httpapi

import (
	"container/list"
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"sync"
	"time"

	"golang.org/x/sync/singleflight"
)

// CatalogueCache keeps the catalogue's answers (GET /tools with each query, GET /tool/{id},
// GET /categories) in memory, ready to send: each with its tag and, when long enough, its
// gzipped bytes. It holds at most maxEntries answers and maxBytes of them, dropping the
// least recently asked first; an answer longer than an eighth of maxBytes is not kept.
//
// Invalidate drops every answer: the store calls it on any catalogue change, made on any
// server (store.DB.WatchCatalogue). Orders move stock without invalidating, or each order
// would empty every server's cache; instead an answer is read again once it is maxAge old,
// which bounds how old the stock it shows may be. Orders check the stock in their own
// transaction.
//
// The deal of the day is part of the tools' answers: setting it is a catalogue change, and an
// answer showing it is kept only until it ends (its read answers until when it holds), so no
// answer shows a deal that ended nor misses one just set.
//
// No answer is read by many requests at once: requests asking for one that is not kept
// share one read, and while one request reads an expired answer again, the others are
// given the expired one, a moment older. So a popular answer costs one read a second
// however busy the shop, and no request queues behind the database when it expires.
type CatalogueCache struct {
	maxEntries, maxBytes int
	maxAge               time.Duration
	// Now, when set, replaces time.Now; tests set it.
	Now func() time.Time

	// reading shares a read among the requests asking for the same answer at once.
	reading singleflight.Group

	mu sync.Mutex
	// generation counts invalidations: an answer read before one is neither kept nor given
	// to a request that came after it.
	generation uint64
	byKey      map[string]*list.Element
	recent     list.List // of *cached, the most recently asked first
	bytes      int
}

// cached is an answer kept under its key; once it expires one request reads it again.
type cached struct {
	key     string
	answer  *answer
	expires time.Time
	// until, when set, is when the answer stops being true (a deal it shows ends): from then
	// it is not given, even while it is read again.
	until time.Time
	// refreshing is until when the request reading the answer again is waited for: after,
	// another may try, so a read that failed leaves the answer expired for at most maxAge.
	refreshing time.Time
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

// get is the answer kept under key, if any, and whether the caller is to read it again: when
// none is kept, or when it has expired and no other request is reading it again.
func (c *CatalogueCache) get(key string) (a *answer, read bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.byKey[key]
	if !ok {
		return nil, true
	}
	entry := e.Value.(*cached)
	now := c.now()
	if !entry.until.IsZero() && !now.Before(entry.until) {
		c.remove(e)
		return nil, true
	}
	c.recent.MoveToFront(e)
	if now.Before(entry.expires) || now.Before(entry.refreshing) {
		return entry.answer, false
	}
	entry.refreshing = now.Add(c.maxAge)
	return entry.answer, true
}

// start is called before reading an answer from the database: it answers the generation
// and expiry that put needs.
func (c *CatalogueCache) start() (generation uint64, expires time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.generation, c.now().Add(c.maxAge)
}

// put keeps an answer read since start, true until until (the zero time: as long as the
// catalogue does not change), unless the catalogue changed meanwhile: the answer might then
// be older than the change.
func (c *CatalogueCache) put(key string, generation uint64, expires, until time.Time, a *answer) {
	entry := &cached{key: key, answer: a, expires: expires, until: until}
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

// answer is an answer as sent (the API's JSON, a page's HTML): its body, gzipped too when
// long enough, its tag, and its headers made once, shared by every response that sends it.
type answer struct {
	body, gzipped []byte
	tag           string
	// notModified are the headers of a 304: the headers that describe the answer (a list's
	// total and next page), its tag and Cache-Control. plain and zipped add the body's.
	notModified, plain, zipped http.Header
}

// describing are the headers that describe an answer besides its body.
var describing = []string{"X-Total-Count", "Link"}

// newAnswer makes the answer of v as JSON, described by the headers of h.
func newAnswer(v any, h http.Header) (*answer, error) {
	body, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return answerOf(body, jsonType, h), nil
}

// answerOf makes the answer of body, of contentType, described by the headers of h; clients
// revalidate it unless h sets how caches keep it (as for a page a CDN may keep).
func answerOf(body []byte, contentType string, h http.Header) *answer {
	a := &answer{body: body, tag: tagOf(body, h), notModified: http.Header{}}
	for _, name := range describing {
		if value := h.Get(name); value != "" {
			a.notModified.Set(name, value)
		}
	}
	a.notModified["Etag"] = []string{a.tag} // ETag's canonical form
	a.notModified["Cache-Control"] = noCache
	if kept := h.Get("Cache-Control"); kept != "" {
		a.notModified["Cache-Control"] = []string{kept}
	}
	a.plain = a.notModified.Clone()
	a.plain["Content-Type"] = []string{contentType}
	a.plain["Content-Length"] = []string{strconv.Itoa(len(body))}
	if len(body) >= gzipMinSize {
		a.gzipped = gzipped(body)
		a.zipped = a.plain.Clone()
		a.zipped["Etag"] = []string{"W/" + a.tag} // as compress tags what it gzips
		a.zipped["Content-Encoding"] = []string{"gzip"}
		a.zipped["Content-Length"] = []string{strconv.Itoa(len(a.gzipped))}
	}
	return a
}

// serve sends the answer, gzipped to a client that accepts it, or 304 when the client's
// copy is current (as serveTagged does).
func (a *answer) serve(w http.ResponseWriter, r *http.Request) {
	if names(r.Header["If-None-Match"], a.tag) {
		setHeaders(w, a.notModified)
		w.WriteHeader(http.StatusNotModified)
		return
	}
	header, body := a.plain, a.body
	if a.gzipped != nil && acceptsGzip(r.Header.Get("Accept-Encoding")) {
		header, body = a.zipped, a.gzipped
	}
	setHeaders(w, header)
	w.Write(body)
}

// load reads the answer under key and keeps it, sharing the read with the requests that ask
// for it meanwhile. The read goes on if the request that started it goes away, since others
// may be waiting for it.
func (c *CatalogueCache) load(ctx context.Context, key string, read reader) (*answer, error) {
	generation, expires := c.start()
	shared, err, _ := c.reading.Do(strconv.FormatUint(generation, 10)+" "+key, func() (any, error) {
		h := http.Header{}
		v, until, err := read(context.WithoutCancel(ctx), h)
		if err != nil {
			return nil, err
		}
		a, err := newAnswer(v, h)
		if err == nil {
			c.put(key, generation, expires, until, a)
		}
		return a, err
	})
	if err != nil {
		return nil, err
	}
	return shared.(*answer), nil
}

// reader reads a catalogue answer, setting the headers that describe it on h, and says
// until when it holds: the zero time for as long as the catalogue does not change.
type reader func(ctx context.Context, h http.Header) (v any, until time.Time, err error)

// remembered answers a catalogue read from the cache, or else reads it and keeps it.
func (s *Server) remembered(w http.ResponseWriter, r *http.Request, read reader) error {
	c := s.Catalogue
	if c == nil {
		v, _, err := read(r.Context(), w.Header())
		if err != nil {
			return err
		}
		return writeTagged(w, r, v)
	}
	a, err := c.answer(r.Context(), r.URL.Path+"?"+r.URL.RawQuery, read)
	if err != nil {
		return err
	}
	a.serve(w, r)
	return nil
}

// answer is the answer kept under key, or else read and kept.
func (c *CatalogueCache) answer(ctx context.Context, key string, read reader) (*answer, error) {
	a, again := c.get(key)
	if !again {
		return a, nil
	}
	return c.load(ctx, key, read)
}

// catalogueBody is the body of the catalogue's answer to the GET of path (without a query),
// from the cache as that GET would be: the pages the server writes show what the API answers.
func (s *Server) catalogueBody(ctx context.Context, path string, read reader) ([]byte, error) {
	a, err := s.catalogueAnswer(ctx, path+"?", read)
	if err != nil {
		return nil, err
	}
	return a.body, nil
}

// catalogueAnswer is the catalogue's answer kept under key (a GET's path, "?" and query), with
// the headers that describe it, from the cache as that GET would be.
func (s *Server) catalogueAnswer(ctx context.Context, key string, read reader) (*answer, error) {
	if s.Catalogue == nil {
		h := http.Header{}
		v, _, err := read(ctx, h)
		if err != nil {
			return nil, err
		}
		return newAnswer(v, h)
	}
	return s.Catalogue.answer(ctx, key, read)
}
