package httpapi

import (
	"context"
	"sync"
	"testing"
	"time"

	"toolshop"
)

// factsSource is a catalogue of one tool whose stock the test sets, counting its reads.
type factsSource struct {
	toolshop.SearchService // the calls the facts do not make
	mu                     sync.Mutex
	stock                  bool
	reads, restocks        int
}

func (f *factsSource) CatalogueFacts(context.Context) (*toolshop.CatalogueFacts, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.reads++
	tool := toolshop.ToolFacts{ID: "t1", Forms: []toolshop.FormFacts{{InStock: f.stock}}}
	return toolshop.NewCatalogueFacts([]toolshop.ToolFacts{tool}, nil, toolshop.Deal{}, toolshop.SearchFilters{}), nil
}

func (f *factsSource) InStock(context.Context) (map[string]bool, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.restocks++
	return map[string]bool{"t1": f.stock}, nil
}

func (f *factsSource) set(stock bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.stock = stock
}

// The facts are read once, read whole again after a catalogue change, and once old have
// their stock alone read again, in the background while the old facts answer.
func TestCatalogueFactsKeptAndRestocked(t *testing.T) {
	source := &factsSource{stock: true}
	c := NewCatalogueFacts(source, time.Hour)
	inStock := func() bool {
		t.Helper()
		facts, err := c.Facts(t.Context())
		if err != nil {
			t.Fatal(err)
		}
		return facts.Tools[0].InStock()
	}
	for range 2 {
		if !inStock() {
			t.Fatal("the facts show the tool sold out, want it in stock")
		}
	}
	if source.reads != 1 { // no other goroutine reads yet
		t.Fatalf("two asks: %d reads, want the facts read once", source.reads)
	}

	source.set(false)
	if !inStock() {
		t.Errorf("the facts, an hour young, show the stock sold since they were read: want them kept")
	}
	c.Invalidate()
	if inStock() || source.reads != 2 {
		t.Errorf("after a catalogue change: %d reads, want the facts read again, sold out", source.reads)
	}

	source.set(true)
	c.maxAge = 0 // the facts are old at once
	if inStock() {
		t.Errorf("old facts: want them to answer while their stock is read again")
	}
	for waited := time.Duration(0); !inStock(); waited += time.Millisecond { // until the restock lands
		if waited > 10*time.Second {
			t.Fatal("the facts' stock was not read again")
		}
		time.Sleep(time.Millisecond)
	}
	source.mu.Lock()
	defer source.mu.Unlock()
	if source.reads != 2 || source.restocks < 1 {
		t.Errorf("after the stock was read again: %d reads and %d restocks, want the stock alone read", source.reads, source.restocks)
	}
}
