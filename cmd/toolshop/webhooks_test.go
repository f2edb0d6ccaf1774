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
			customers[0].must(t, "POST", "/orders", map[string]any{"toolId": tools[0], "address": "1 Mill Road", "number": "555", "quantity": 1}, nil)
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
