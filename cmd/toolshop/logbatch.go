package main

import (
	"io"
	"sync"
	"time"
)

const (
	// logBatchDelay is how long a log line may wait to be written: a write to stderr is a
	// system call, and one per request was a tenth of the cost of a request answered from
	// memory (docs/PERFORMANCE.md).
	logBatchDelay = 10 * time.Millisecond
	// logBatchSize is how many bytes of lines are written out at once, without waiting.
	logBatchSize = 32 << 10
)

// logBatch gathers log lines and writes them out together, logBatchDelay after the first
// of them at the latest, or at once when logBatchSize bytes are waiting. Flush writes what
// waits; run calls it before it returns, so a clean shutdown loses no line. A process that
// dies suddenly loses the lines of its last logBatchDelay.
type logBatch struct {
	out io.Writer

	mu        sync.Mutex
	lines     []byte
	scheduled bool // a Flush is due after logBatchDelay
}

func (b *logBatch) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.lines = append(b.lines, p...)
	if len(b.lines) >= logBatchSize {
		return len(p), b.flush()
	}
	if !b.scheduled {
		b.scheduled = true
		time.AfterFunc(logBatchDelay, func() { b.Flush() })
	}
	return len(p), nil
}

// Flush writes out the lines waiting.
func (b *logBatch) Flush() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.scheduled = false
	return b.flush()
}

func (b *logBatch) flush() error {
	if len(b.lines) == 0 {
		return nil
	}
	_, err := b.out.Write(b.lines)
	b.lines = b.lines[:0]
	return err
}
