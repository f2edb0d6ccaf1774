package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"toolshop"
	"toolshop/httpapi"
	"toolshop/store"
	"toolshop/store/storetest"
)

// logBuffer collects the server's log lines; the server writes them from its own goroutines.
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *logBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

// text is everything logged so far.
func (b *logBuffer) text() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// line waits for the request log line with the given request id: the server writes it once
// the answer is sent, so it may come a moment after the client has the answer.
func (b *logBuffer) line(t *testing.T, requestID string) map[string]any {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		b.mu.Lock()
		lines := strings.Split(b.buf.String(), "\n")
		b.mu.Unlock()
		for _, l := range lines {
			var entry map[string]any
			if json.Unmarshal([]byte(l), &entry) == nil && entry["msg"] == "request" && entry["request_id"] == requestID {
				return entry
			}
		}
	}
	t.Fatalf("no request log line with id %q", requestID)
	return nil
}

// Each request gets one log line whose id is the one in the X-Request-Id header, and that
// names the route pattern as well as the path.
func TestRequestLog(t *testing.T) {
	logs := &logBuffer{}
	h := newHarness(t, storetest.SQLite(t), func(s *httpapi.Server) { s.Log = slog.New(slog.NewJSONHandler(logs, nil)) })
	toolID := h.tool(100, 1, 5)
	res := h.must(200, "GET", "/tool/"+toolID, "", nil)
	id := res.header.Get("X-Request-Id")
	if id == "" {
		t.Fatal("no X-Request-Id")
	}
	entry := logs.line(t, id)
	if entry["route"] != "GET /tool/{id}" || entry["path"] != "/tool/"+toolID || entry["status"] != 200.0 || entry["method"] != "GET" {
		t.Errorf("log line %v", entry)
	}
	if other := h.must(200, "GET", "/tools", "", nil).header.Get("X-Request-Id"); other == id {
		t.Error("two requests share an id")
	}
}

// brokenTools panics on listing, as a bug would.
type brokenTools struct{ toolshop.ToolService }

func (brokenTools) Tools(context.Context, toolshop.ToolQuery) ([]toolshop.Tool, int, error) {
	panic("bug")
}

// A handler that panics answers 500 "Internal error." and is logged; the server goes on.
func TestPanicIsContained(t *testing.T) {
	logs := &logBuffer{}
	h := newHarness(t, storetest.SQLite(t), func(s *httpapi.Server) {
		s.Tools = brokenTools{s.Tools}
		s.Log = slog.New(slog.NewJSONHandler(logs, nil))
	})
	res := h.must(500, "GET", "/tools", "", nil)
	if res.field(t, "error") != "Internal error." || strings.Contains(string(res.body), "bug") {
		t.Errorf("panic answered %s", res.body)
	}
	if entry := logs.line(t, res.header.Get("X-Request-Id")); entry["status"] != 500.0 {
		t.Errorf("log line %v", entry)
	}
	h.must(200, "GET", "/healthz", "", nil)
}

// /readyz answers 503 once the database cannot be reached, while /healthz still answers.
func TestReadyz(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		h.must(200, "GET", "/readyz", "", nil)
		db.Close()
		if res := h.must(503, "GET", "/readyz", "", nil); !strings.HasPrefix(res.field(t, "error").(string), "Not ready: the database does not answer") {
			t.Errorf("readyz: %s", res.body)
		}
		h.must(200, "GET", "/healthz", "", nil)
	})
}

// /metrics counts requests by route pattern (never the raw path) and status, times them,
// and counts orders placed, paid and shipped where each happens.
func TestMetrics(t *testing.T) {
	h := newHarness(t, storetest.SQLite(t))
	ann := h.customer("ann@example.com")
	boss := h.admin("boss@example.com")
	toolID := h.tool(100, 1, 5)
	orderID := h.order(ann, toolID, 2)
	h.order(ann, toolID, 1)
	h.must(409, "PUT", "/orders/shipped/"+orderID, boss, nil) // unpaid: not counted
	secret := h.intentSecret(ann, orderID)
	transaction := h.must(200, "POST", "/payments/sandbox/confirm", ann, card(secret, "4242 4242 4242 4242")).field(t, "transactionId")
	payment := map[string]any{"orderId": orderID, "transaction": transaction}
	h.must(200, "PATCH", "/orders/"+orderID, ann, payment)
	h.must(200, "PATCH", "/orders/"+orderID, ann, payment) // reported again: not counted again
	h.must(200, "PUT", "/orders/shipped/"+orderID, boss, nil)
	h.must(200, "PUT", "/orders/shipped/"+orderID, boss, nil) // shipped already: not counted again
	h.must(404, "GET", "/tool/0123456789abcdef01234567", "", nil)

	metrics := string(h.must(200, "GET", "/metrics", "", nil).body)
	for _, want := range []string{
		"toolshop_orders_placed_total 2",
		"toolshop_orders_paid_total 1",
		"toolshop_orders_shipped_total 1",
		`http_requests_total{route="POST /orders",status="201"} 2`,
		`http_requests_total{route="PUT /orders/shipped/{id}",status="409"} 1`,
		`http_requests_total{route="GET /tool/{id}",status="404"} 1`,
		`http_request_duration_seconds_count{route="POST /orders"} 2`,
		"go_goroutines",
	} {
		if !strings.Contains(metrics, want+"\n") && !strings.Contains(metrics, want+" ") {
			t.Errorf("metrics lack %q", want)
		}
	}
	if strings.Contains(metrics, orderID) || strings.Contains(metrics, "0123456789abcdef01234567") {
		t.Error("metrics are labelled with raw paths")
	}
}
