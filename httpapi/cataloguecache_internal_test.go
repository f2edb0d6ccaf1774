package httpapi

import (
	"context"
	"net/http"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// cacheAt is a cache whose clock the test moves.
func cacheAt(entries, bytes int, now *time.Time) *CatalogueCache {
	c := NewCatalogueCache(entries, bytes, time.Second)
	c.Now = func() time.Time { return *now }
	return c
}

func keep(t *testing.T, c *CatalogueCache, key string, v any) { keepUntil(t, c, key, v, time.Time{}) }

// keepUntil keeps an answer that holds until until.
func keepUntil(t *testing.T, c *CatalogueCache, key string, v any, until time.Time) {
	t.Helper()
	generation, expires := c.start()
	a, err := newAnswer(v, http.Header{})
	if err != nil {
		t.Fatal(err)
	}
	c.put(key, generation, expires, until, a)
}

// kept lists the keys whose answers the cache holds, fresh or not.
func kept(c *CatalogueCache, keys ...string) string {
	var held []string
	for _, key := range keys {
		if a, _ := c.get(key); a != nil {
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

// An answer is read again once it is maxAge old, by one request while the others are given
// the expired one; Invalidate drops them all; an answer read before an invalidation is not
// kept after it.
func TestCatalogueCacheInvalidation(t *testing.T) {
	now := time.Now()
	c := cacheAt(10, 1<<20, &now)
	keep(t, c, "a", 1)
	now = now.Add(999 * time.Millisecond)
	if a, read := c.get("a"); a == nil || read {
		t.Errorf("before maxAge: %v, read again %v; want it kept and fresh", a, read)
	}
	now = now.Add(time.Millisecond)
	if a, read := c.get("a"); a == nil || !read {
		t.Errorf("at maxAge, the first request: %v, read again %v; want the answer and to read it again", a, read)
	}
	if a, read := c.get("a"); a == nil || read {
		t.Errorf("at maxAge, while it is read again: %v, read again %v; want the expired answer", a, read)
	}
	now = now.Add(time.Second)
	if _, read := c.get("a"); !read {
		t.Errorf("a second after a read again that never came back: want another try")
	}

	keep(t, c, "a", 1)
	c.Invalidate()
	if got := kept(c, "a"); got != "" || c.bytes != 0 {
		t.Errorf("after Invalidate: kept %q, %d bytes", got, c.bytes)
	}

	generation, expires := c.start()
	a, _ := newAnswer("read before the change", http.Header{})
	c.Invalidate() // the catalogue changed while the answer was read
	c.put("a", generation, expires, time.Time{}, a)
	if got := kept(c, "a"); got != "" {
		t.Errorf("an answer read before an invalidation was kept")
	}
}

// An answer that holds until a time (a deal it shows ends) is given until then, and from then
// never, not even while another request reads it again.
func TestCatalogueCacheUntil(t *testing.T) {
	now := time.Now()
	c := cacheAt(10, 1<<20, &now)
	keepUntil(t, c, "deal", 1, now.Add(1500*time.Millisecond))
	keep(t, c, "other", 2)
	now = now.Add(time.Second) // both expired: the first request reads them again
	for _, key := range []string{"deal", "other"} {
		if a, read := c.get(key); a == nil || !read {
			t.Errorf("%s at maxAge: %v, read again %v; want the answer and to read it again", key, a, read)
		}
	}
	now = now.Add(500 * time.Millisecond) // the deal ended while its answer was read again
	if a, read := c.get("deal"); a != nil || !read {
		t.Errorf("at its end: %v, read again %v; want no answer, to read it", a, read)
	}
	if a, read := c.get("other"); a == nil || read {
		t.Errorf("another answer while it is read again: %v, read again %v; want the expired answer", a, read)
	}
	if got := kept(c, "deal", "other"); got != "other" {
		t.Errorf("kept %q, want the answer that ended dropped", got)
	}
}

// Requests asking at once for an answer not kept share one read, which goes on when the
// request that started it goes away; a request after an invalidation reads again.
func TestCatalogueCacheSharesReads(t *testing.T) {
	c := NewCatalogueCache(10, 1<<20, time.Second)
	var reads atomic.Int32
	release := make(chan struct{})
	read := func(ctx context.Context, h http.Header) (any, time.Time, error) {
		reads.Add(1)
		<-release
		return "tools", time.Time{}, ctx.Err()
	}
	first, cancel := context.WithCancel(context.Background())
	var started, waiting sync.WaitGroup
	answers := make(chan *answer, 8)
	ask := func(ctx context.Context) {
		waiting.Go(func() {
			started.Done()
			a, err := c.load(ctx, "/tools?", read)
			if err != nil {
				t.Errorf("load: %v", err)
			}
			answers <- a
		})
	}
	started.Add(1)
	ask(first)
	for reads.Load() == 0 {
		runtime.Gosched()
	}
	started.Add(7)
	for range 7 {
		ask(context.Background())
	}
	started.Wait()
	time.Sleep(50 * time.Millisecond) // for every request to be waiting on the first one's read
	cancel()                          // the first request goes away: the others still get the answer
	close(release)
	waiting.Wait()
	close(answers)
	for a := range answers {
		if a == nil || string(a.body) != `"tools"` {
			t.Errorf("answer %v", a)
		}
	}
	if n := reads.Load(); n != 1 {
		t.Errorf("8 requests at once read the answer %d times, want once", n)
	}
	c.Invalidate()
	if _, err := c.load(context.Background(), "/tools?", read); err != nil || reads.Load() != 2 {
		t.Errorf("after an invalidation: %v, %d reads, want a read of its own", err, reads.Load())
	}
}
