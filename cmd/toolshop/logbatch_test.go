package main

import (
	"strings"
	"sync"
	"testing"
	"time"
)

// countingBuffer is a syncBuffer that counts the writes it gets.
type countingBuffer struct {
	syncBuffer
	mu     sync.Mutex
	writes int
}

func (b *countingBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	b.writes++
	b.mu.Unlock()
	return b.syncBuffer.Write(p)
}

func (b *countingBuffer) count() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.writes
}

// Log lines go out together: those of a moment in one write, soon after without a Flush,
// at once with one, and at once when a batch is full.
func TestLogBatch(t *testing.T) {
	out := &countingBuffer{}
	batch := &logBatch{out: out}
	for range 3 {
		batch.Write([]byte("line\n"))
	}
	if out.count() != 0 {
		t.Fatalf("%d writes at once, want the lines gathered", out.count())
	}
	for deadline := time.Now().Add(time.Second); out.count() == 0 && time.Now().Before(deadline); {
		time.Sleep(time.Millisecond)
	}
	if out.count() != 1 || out.String() != strings.Repeat("line\n", 3) {
		t.Fatalf("after the delay: %d writes of %q, want one of the three lines", out.count(), out.String())
	}

	batch.Write([]byte("last\n"))
	batch.Flush()
	if out.count() != 2 || !strings.HasSuffix(out.String(), "line\nlast\n") {
		t.Fatalf("after Flush: %d writes of %q", out.count(), out.String())
	}

	long := strings.Repeat("x", logBatchSize-1) + "\n"
	batch.Write([]byte(long))
	if out.count() != 3 || !strings.HasSuffix(out.String(), long) {
		t.Fatalf("a full batch is not written at once: %d writes", out.count())
	}
}
