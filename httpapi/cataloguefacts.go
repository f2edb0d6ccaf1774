package httpapi

import (
	"context"
	"strconv"
	"sync"
	"time"

	"golang.org/x/sync/singleflight"

	"toolshop"
)

// CatalogueFacts keeps the catalogue's facts (toolshop.CatalogueFacts) in memory, for the
// search's filters and facets: read whole when first asked for, and again after each
// catalogue change (Invalidate: store.DB.WatchCatalogue calls it on every server). Orders
// move stock without a catalogue change, so facts once maxAge old are read again in the
// background while the old ones still answer: the stock they show is at most about maxAge
// old, as the catalogue's answers' is (CatalogueCache).
type CatalogueFacts struct {
	read   func(ctx context.Context) (*toolshop.CatalogueFacts, error)
	maxAge time.Duration

	// reading shares a read among the requests that ask at once.
	reading singleflight.Group

	mu sync.Mutex
	// generation counts invalidations: facts read before one are not kept.
	generation uint64
	facts      *toolshop.CatalogueFacts
	readAt     time.Time
	refreshing bool
}

// NewCatalogueFacts keeps the facts read reads, each for at most maxAge.
func NewCatalogueFacts(read func(ctx context.Context) (*toolshop.CatalogueFacts, error), maxAge time.Duration) *CatalogueFacts {
	return &CatalogueFacts{read: read, maxAge: maxAge}
}

// Invalidate drops the facts, and any being read meanwhile.
func (c *CatalogueFacts) Invalidate() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.generation++
	c.facts = nil
}

// Facts are the catalogue's facts: those kept, or else read now.
func (c *CatalogueFacts) Facts(ctx context.Context) (*toolshop.CatalogueFacts, error) {
	c.mu.Lock()
	facts, generation := c.facts, c.generation
	stale := facts != nil && !c.refreshing && time.Since(c.readAt) > c.maxAge
	if stale {
		c.refreshing = true
	}
	c.mu.Unlock()
	if stale {
		go func() {
			_, _ = c.load(context.WithoutCancel(ctx), generation) // the old facts answer meanwhile
			c.mu.Lock()
			c.refreshing = false
			c.mu.Unlock()
		}()
	}
	if facts != nil {
		return facts, nil
	}
	return c.load(ctx, generation)
}

// load reads the facts and keeps them unless the catalogue changed meanwhile. The read goes
// on if the request that started it goes away, since others may be waiting for it.
func (c *CatalogueFacts) load(ctx context.Context, generation uint64) (*toolshop.CatalogueFacts, error) {
	shared, err, _ := c.reading.Do(strconv.FormatUint(generation, 10), func() (any, error) {
		readAt := time.Now()
		facts, err := c.read(context.WithoutCancel(ctx))
		if err != nil {
			return nil, err
		}
		c.mu.Lock()
		defer c.mu.Unlock()
		if generation == c.generation {
			c.facts, c.readAt = facts, readAt
		}
		return facts, nil
	})
	if err != nil {
		return nil, err
	}
	return shared.(*toolshop.CatalogueFacts), nil
}
