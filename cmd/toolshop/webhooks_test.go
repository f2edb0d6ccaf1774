package main

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"toolshop"
)

// The shop sends its webhooks by itself: an order placed reaches an endpoint on loopback,
// where WEBHOOK_ALLOW_PRIVATE lets one be, signed with the endpoint's secret.
func TestShopSendsWebhooks(t *testing.T) {
	for name, cfg := range databases(t) {
		t.Run(name, func(t *testing.T) {
			var mu sync.Mutex
			var got []toolshop.WebhookEvent
			var signatures []string
			var bodies [][]byte
			receiver := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				body, _ := io.ReadAll(r.Body)
				var event toolshop.WebhookEvent
				json.Unmarshal(body, &event)
				mu.Lock()
				got, signatures, bodies = append(got, event), append(signatures, r.Header.Get("Toolshop-Signature")), append(bodies, body)
				mu.Unlock()
			}))
			defer receiver.Close()
			cfg.Demo, cfg.AdminEmails = false, []string{"boss@example.com"}
			cfg.WebhookAllowPrivate, cfg.WebhookInterval = true, 20*time.Millisecond
			m := start(t, cfg)
			url := "http://" + m.Addr
			admin, customers, tools := stockedShop(t, url, cfg.DataDir, 10)
			var created struct{ InsertedID, Secret string }
			admin.must(t, "POST", "/admin/webhooks", map[string]any{"url": receiver.URL, "events": []string{"order.placed"}}, &created)
			customers[0].must(t, "POST", "/orders", map[string]any{"toolId": tools[0], "line1": "1 Mill Road", "city": "Berlin", "postalCode": "10115", "country": "DE", "number": "555", "quantity": 1}, nil)
			deadline := time.Now().Add(10 * time.Second)
			for {
				mu.Lock()
				n := len(got)
				mu.Unlock()
				if n > 0 || time.Now().After(deadline) {
					break
				}
				time.Sleep(20 * time.Millisecond)
			}
			mu.Lock()
			defer mu.Unlock()
			if len(got) != 1 || got[0].Type != toolshop.WebhookOrderPlaced {
				t.Fatalf("received %+v", got)
			}
			if err := toolshop.VerifyWebhookSignature(created.Secret, signatures[0], bodies[0], time.Now(), time.Minute); err != nil {
				t.Error(err)
			}
		})
	}
}

// A shop killed (SIGKILL) while its endpoint holds a delivery loses nothing: restarted on the
// same data, it sends the same event again once the dead server's lease (WEBHOOK_LEASE) ends.
func TestWebhookOfAKilledShopIsSentAgain(t *testing.T) {
	bin := buildShop(t)
	for _, db := range binaryDatabases {
		t.Run(db.name, func(t *testing.T) {
			held, release := make(chan string, 1), make(chan struct{})
			var mu sync.Mutex
			var posts int
			var received []string
			receiver := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				body, _ := io.ReadAll(r.Body)
				var event toolshop.WebhookEvent
				json.Unmarshal(body, &event)
				mu.Lock()
				posts++
				first := posts == 1
				if !first {
					received = append(received, event.ID)
				}
				mu.Unlock()
				if first { // held until its shop is dead
					held <- event.ID
					<-release
				}
			}))
			defer receiver.Close()
			defer close(release) // before Close, which waits for the held post

			dir := t.TempDir()
			env := append(db.env(t), "DATA_DIR="+dir, "WEBHOOK_ALLOW_PRIVATE=true", "WEBHOOK_INTERVAL=50ms", "WEBHOOK_LEASE=2s")
			shop, url := launch(t, bin, env...)
			admin, customers, tools := stockedShop(t, url, dir, 10)
			admin.must(t, "POST", "/admin/webhooks", map[string]any{"url": receiver.URL, "events": []string{"order.placed"}}, nil)
			customers[0].must(t, "POST", "/orders", map[string]any{"toolId": tools[0], "line1": "1 Mill Road", "city": "Berlin", "postalCode": "10115", "country": "DE", "number": "555", "quantity": 1}, nil)
			var first string
			select {
			case first = <-held:
			case <-time.After(30 * time.Second):
				t.Fatal("no delivery came")
			}
			if err := shop.Process.Kill(); err != nil { // SIGKILL, its post under way
				t.Fatal(err)
			}
			shop.Wait()

			launch(t, bin, env...)
			for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
				mu.Lock()
				got := append([]string(nil), received...)
				mu.Unlock()
				if len(got) > 0 {
					if len(got) != 1 || got[0] != first {
						t.Fatalf("after the restart the endpoint got %v, want the held event %s once", got, first)
					}
					return
				}
			}
			t.Fatalf("the held event %s was never sent again", first)
		})
	}
}
