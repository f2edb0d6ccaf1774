package httpapi

import (
	"net/http"
	"strings"
	"testing"
	"time"
)

// cacheAt is a cache whose clock the test moves.
func cacheAt(entries, bytes int, now *time.Time) *CatalogueCache {
	c := NewCatalogueCache(entries, bytes, time.Second)
	c.Now = func() time.Time { return *now }
	return c
}

func keep(t *testing.T, c *CatalogueCache, key string, v any) {
	t.Helper()
	generation, expires := c.start()
	a, err := newAnswer(v, http.Header{})
	if err != nil {
		t.Fatal(err)
	}
	c.put(key, generation, expires, a)
}

func kept(c *CatalogueCache, keys ...string) string {
	var held []string
	for _, key := range keys {
		if _, ok := c.get(key); ok {
			held = append(held, key)
		}
	}
	return strings.Join(held, " ")
}

// The cache holds the most recently asked answers within its count and bytes.
func TestCatalogueCacheBounds(t *testing.T) {
	now := time.Now()
	c := cacheAt(2, 1<<20, &now)
	keep(t, c, "a", 1)
	keep(t, c, "b", 2)
	c.get("a") // a is now the more recently asked
	keep(t, c, "c", 3)
	if got := kept(c, "a", "b", "c"); got != "a c" {
		t.Errorf("with room for 2: kept %q, want the most recently asked, %q", got, "a c")
	}

	c = cacheAt(100, 8000, &now)
	long := strings.Repeat("x", 900) // under gzipMinSize: kept plain only
	keep(t, c, "a", long)
	keep(t, c, "b", long)
	if got := kept(c, "a", "b"); got != "a b" {
		t.Errorf("two of 900 bytes in 8000: kept %q", got)
	}
	keep(t, c, "huge", strings.Repeat("y", 1001)) // over an eighth of the bytes
	if got := kept(c, "huge", "a", "b"); got != "a b" {
		t.Errorf("an answer over an eighth of the bytes: kept %q, want it left out", got)
	}
	for _, key := range []string{"c", "d", "e", "f", "g", "h", "i"} {
		keep(t, c, key, long)
	}
	if c.bytes > 8000 || c.recent.Len() != len(c.byKey) || c.recent.Len() > 8 {
		t.Errorf("%d bytes in %d answers (%d keys), want at most 8000", c.bytes, c.recent.Len(), len(c.byKey))
	}
	if got := kept(c, "a", "i"); got != "i" {
		t.Errorf("over the bytes: kept %q, want the oldest dropped", got)
	}
}

// An answer lives at most maxAge, Invalidate drops them all, and an answer read before an
// invalidation is not kept after it.
func TestCatalogueCacheInvalidation(t *testing.T) {
	now := time.Now()
	c := cacheAt(10, 1<<20, &now)
	keep(t, c, "a", 1)
	now = now.Add(999 * time.Millisecond)
	if got := kept(c, "a"); got != "a" {
		t.Errorf("before maxAge: kept %q", got)
	}
	now = now.Add(time.Millisecond)
	if got := kept(c, "a"); got != "" {
		t.Errorf("at maxAge: kept %q, want it expired", got)
	}

	keep(t, c, "a", 1)
	c.Invalidate()
	if got := kept(c, "a"); got != "" || c.bytes != 0 {
		t.Errorf("after Invalidate: kept %q, %d bytes", got, c.bytes)
	}

	generation, expires := c.start()
	a, _ := newAnswer("read before the change", http.Header{})
	c.Invalidate() // the catalogue changed while the answer was read
	c.put("a", generation, expires, a)
	if got := kept(c, "a"); got != "" {
		t.Errorf("an answer read before an invalidation was kept")
	}
}
