package webhooks_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
	"toolshop/webhooks"
)

// clock is a time tests set by hand, in Unix nanoseconds.
type clock struct{ atomic.Int64 }

func at(t time.Time) *clock {
	c := &clock{}
	c.Set(t)
	return c
}

func (c *clock) Now() time.Time  { return time.Unix(0, c.Load()) }
func (c *clock) Set(t time.Time) { c.Store(t.UnixNano()) }

// received is a post a receiver took.
type received struct {
	header http.Header
	body   []byte
	event  toolshop.WebhookEvent
}

// receiver is an endpoint on loopback: it answers each post as answer says, and keeps them.
type receiver struct {
	t     *testing.T
	url   string
	conns atomic.Int64 // connections made to it
	mu    sync.Mutex
	got   []received
}

func newReceiver(t *testing.T, answer func(w http.ResponseWriter, r *http.Request)) *receiver {
	rc := &receiver{t: t}
	srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(r.Body)
		if err != nil {
			return
		}
		var event toolshop.WebhookEvent
		if err := json.Unmarshal(body, &event); err != nil {
			t.Errorf("body %s: %v", body, err)
		}
		rc.mu.Lock()
		rc.got = append(rc.got, received{r.Header.Clone(), body, event})
		rc.mu.Unlock()
		answer(w, r)
	}))
	srv.Config.ConnState = func(_ net.Conn, s http.ConnState) {
		if s == http.StateNew {
			rc.conns.Add(1)
		}
	}
	srv.Start()
	t.Cleanup(srv.Close)
	rc.url = srv.URL + "/hooks"
	return rc
}

func (rc *receiver) posts() []received {
	rc.mu.Lock()
	defer rc.mu.Unlock()
	return append([]received(nil), rc.got...)
}

func answer(code int) func(http.ResponseWriter, *http.Request) {
	return func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(code) }
}

// mailbox keeps the mails of endpoints switched off.
type mailbox struct {
	mu  sync.Mutex
	off []toolshop.WebhookEndpoint
	to  [][]toolshop.User
}

func (m *mailbox) WebhookSwitchedOff(_ context.Context, admins []toolshop.User, e toolshop.WebhookEndpoint) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.off, m.to = append(m.off, e), append(m.to, admins)
	return nil
}

func dispatcher(db *store.DB, now func() time.Time, allowPrivate bool) *webhooks.Dispatcher {
	return &webhooks.Dispatcher{Store: db, Mail: &mailbox{}, Client: webhooks.NewClient(allowPrivate), Now: now,
		Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
}

func endpoint(t *testing.T, db *store.DB, url string, events ...toolshop.WebhookType) toolshop.WebhookEndpoint {
	t.Helper()
	r := toolshop.WebhookEndpointRequest{URL: url, Events: events}
	if err := r.Validate(true); err != nil {
		t.Fatal(err)
	}
	e, err := db.CreateWebhookEndpoint(context.Background(), r)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

func addTool(t *testing.T, db *store.DB, name string) toolshop.Tool {
	t.Helper()
	tool, err := db.CreateTool(context.Background(), toolshop.Tool{Name: name, Image: "/t.svg", Description: "A tool.", Price: 500, MinOrder: 1, AvailableQuantity: 5})
	if err != nil {
		t.Fatal(err)
	}
	return tool
}

func deliveries(t *testing.T, db *store.DB, endpointID string) []toolshop.WebhookDelivery {
	t.Helper()
	list, _, err := db.WebhookDeliveries(context.Background(), endpointID, toolshop.Page{Limit: 100})
	if err != nil {
		t.Fatal(err)
	}
	return list
}

// An event reaches a receiver on loopback as JSON, with its id in Toolshop-Event-Id and a
// signature the receiver checks with the endpoint's secret; its 2xx delivers it. A redirect
// is not followed.
func TestDeliveriesAreSignedAndSent(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		rc := newReceiver(t, answer(http.StatusOK))
		elsewhere := newReceiver(t, answer(http.StatusOK))
		moved := newReceiver(t, func(w http.ResponseWriter, r *http.Request) { http.Redirect(w, r, elsewhere.url, http.StatusFound) })
		e := endpoint(t, db, rc.url, toolshop.WebhookToolCreated)
		redirected := endpoint(t, db, moved.url, toolshop.WebhookToolCreated)
		tool := addTool(t, db, "SAW")
		d := dispatcher(db, time.Now, true)
		d.Dispatch(ctx)

		posts := rc.posts()
		if len(posts) != 1 {
			t.Fatalf("%d posts", len(posts))
		}
		p := posts[0]
		if err := toolshop.VerifyWebhookSignature(e.Secret, p.header.Get("Toolshop-Signature"), p.body, time.Now(), toolshop.DefaultWebhookTolerance); err != nil {
			t.Errorf("signature %q: %v", p.header.Get("Toolshop-Signature"), err)
		}
		if err := toolshop.VerifyWebhookSignature(redirected.Secret, p.header.Get("Toolshop-Signature"), p.body, time.Now(), time.Minute); err == nil {
			t.Error("another endpoint's secret checks the signature")
		}
		data, _ := p.event.Data.(map[string]any)
		if p.header.Get("Content-Type") != "application/json" || p.header.Get("Toolshop-Event-Id") != p.event.ID ||
			p.event.Type != toolshop.WebhookToolCreated || data["_id"] != tool.ID || data["name"] != "SAW" || p.event.CreatedAt.IsZero() {
			t.Errorf("post %v %s", p.header, p.body)
		}
		if list := deliveries(t, db, e.ID); len(list) != 1 || list[0].Status != toolshop.DeliveryDelivered || list[0].StatusCode != 200 ||
			list[0].Attempts != 1 || list[0].EventID != p.event.ID {
			t.Errorf("deliveries %+v", list)
		}
		if list := deliveries(t, db, redirected.ID); len(elsewhere.posts()) != 0 || list[0].Status != toolshop.DeliveryRetrying ||
			list[0].StatusCode != http.StatusFound || list[0].Error != toolshop.WebhookRedirected {
			t.Errorf("redirected: %+v, %d posts elsewhere", list, len(elsewhere.posts()))
		}

		// An endpoint's events arrive in the order they happened, batch after batch.
		var want []string
		for i := range 12 {
			want = append(want, fmt.Sprintf("TOOL %02d", i))
			addTool(t, db, want[i])
		}
		d.Dispatch(ctx)
		var got []string
		for _, p := range rc.posts()[1:] {
			got = append(got, p.event.Data.(map[string]any)["name"].(string))
		}
		if !slices.Equal(got, want) {
			t.Errorf("arrived in the order %v", got)
		}
	})
}

// A failing endpoint is tried again on the retry schedule for three days; then its delivery
// fails, the endpoint is switched off and the admins are mailed, once.
func TestFailingEndpointIsRetriedThenSwitchedOff(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		owner, err := db.CreateUser(ctx, toolshop.User{Email: "owner@example.com", Name: "Olga", Role: toolshop.RoleAdmin, Verified: true})
		if err != nil {
			t.Fatal(err)
		}
		rc := newReceiver(t, answer(http.StatusServiceUnavailable))
		e := endpoint(t, db, rc.url, toolshop.WebhookToolCreated)
		addTool(t, db, "SAW")
		start := time.Now()
		c := at(start)
		d := dispatcher(db, c.Now, true)
		var attempts []time.Time
		for range 20 {
			d.Dispatch(ctx)
			list := deliveries(t, db, e.ID)
			if len(rc.posts()) != len(attempts)+1 || list[0].Attempts != len(attempts)+1 {
				t.Fatalf("%d posts, %+v after %d attempts", len(rc.posts()), list[0], len(attempts))
			}
			p := rc.posts()[len(attempts)]
			if err := toolshop.VerifyWebhookSignature(e.Secret, p.header.Get("Toolshop-Signature"), p.body, c.Now(), time.Minute); err != nil {
				t.Fatalf("attempt %d signed %v", len(attempts)+1, err)
			}
			attempts = append(attempts, c.Now())
			if list[0].Status != toolshop.DeliveryRetrying {
				break
			}
			// Not sent again before its time.
			c.Set(list[0].NextAttemptAt.Add(-time.Second))
			d.Dispatch(ctx)
			if len(rc.posts()) != len(attempts) {
				t.Fatalf("sent again early, at %v", c.Now())
			}
			c.Set(list[0].NextAttemptAt)
		}
		if len(attempts) != 13 || attempts[12].Sub(start) != toolshop.WebhookRetryFor {
			t.Errorf("%d attempts, the last %v after the first", len(attempts), attempts[len(attempts)-1].Sub(start))
		}
		list := deliveries(t, db, e.ID)
		endpoints, err := db.WebhookEndpoints(ctx)
		if err != nil || list[0].Status != toolshop.DeliveryFailed || list[0].StatusCode != 503 ||
			endpoints[0].DisabledAt == nil || !endpoints[0].Failing {
			t.Fatalf("after three days: %+v, %+v, %v", list[0], endpoints, err)
		}
		mail := d.Mail.(*mailbox)
		if len(mail.off) != 1 || mail.off[0].ID != e.ID || len(mail.to[0]) != 1 || mail.to[0][0].Email != owner.Email {
			t.Errorf("mailed %+v to %+v", mail.off, mail.to)
		}
		// Off, it takes no new events and sends none.
		addTool(t, db, "DRILL")
		c.Set(c.Now().Add(time.Hour))
		d.Dispatch(ctx)
		if len(rc.posts()) != 13 || len(deliveries(t, db, e.ID)) != 1 {
			t.Errorf("an endpoint off: %d posts", len(rc.posts()))
		}
	})
}

// A server killed while its receiver holds the post loses nothing: the delivery stays
// claimed until its lease ends, then another server sends it.
func TestDeliveryOfAServerKilledMidPost(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		arrived := make(chan struct{}, 1)
		var first atomic.Bool
		rc := newReceiver(t, func(w http.ResponseWriter, r *http.Request) {
			if first.CompareAndSwap(false, true) {
				arrived <- struct{}{}
				<-r.Context().Done() // held until the sender dies
				return
			}
			w.WriteHeader(http.StatusNoContent)
		})
		e := endpoint(t, db, rc.url, toolshop.WebhookToolCreated)
		addTool(t, db, "SAW")
		start := time.Now()
		killed, kill := context.WithCancel(context.Background())
		done := make(chan struct{})
		go func() {
			defer close(done)
			dispatcher(db, func() time.Time { return start }, true).Dispatch(killed)
		}()
		<-arrived
		kill()
		<-done
		if list := deliveries(t, db, e.ID); list[0].Status != toolshop.DeliveryPending || list[0].Attempts != 0 {
			t.Fatalf("the killed server recorded %+v", list[0])
		}
		c := at(start.Add(30 * time.Second))
		other := dispatcher(db, c.Now, true)
		other.Dispatch(context.Background())
		if len(rc.posts()) != 1 {
			t.Fatalf("sent again during the lease: %d posts", len(rc.posts()))
		}
		c.Set(start.Add(2*time.Minute + time.Second))
		other.Dispatch(context.Background())
		posts := rc.posts()
		if len(posts) != 2 || posts[1].event.ID != posts[0].event.ID {
			t.Fatalf("posts %+v", posts)
		}
		if list := deliveries(t, db, e.ID); list[0].Status != toolshop.DeliveryDelivered || list[0].StatusCode != 204 || list[0].Attempts != 1 {
			t.Errorf("after the lease: %+v", list[0])
		}
	})
}

// Unless the operator allows private addresses, a host name that resolves to one (here
// localhost) is refused when the delivery connects: no connection is made, and the log says
// why. Allowed, the same URL is delivered.
func TestPrivateAddressesAreRefusedWhenResolved(t *testing.T) {
	db := storetest.SQLite(t)
	ctx := context.Background()
	rc := newReceiver(t, answer(http.StatusOK))
	url := strings.Replace(rc.url, "127.0.0.1", "localhost", 1)
	e := endpoint(t, db, url, toolshop.WebhookToolCreated)
	addTool(t, db, "SAW")
	dispatcher(db, time.Now, false).Dispatch(ctx)
	list := deliveries(t, db, e.ID)
	if rc.conns.Load() != 0 || list[0].Status != toolshop.DeliveryRetrying || list[0].Error != toolshop.WebhookRefused || list[0].StatusCode != 0 {
		t.Fatalf("%d connections, %+v", rc.conns.Load(), list[0])
	}
	if _, err := db.ResendWebhook(ctx, list[0].ID); err != nil {
		t.Fatal(err)
	}
	dispatcher(db, time.Now, true).Dispatch(ctx)
	if list := deliveries(t, db, e.ID); len(rc.posts()) != 1 || list[0].Status != toolshop.DeliveryDelivered {
		t.Errorf("allowed: %d posts, %+v", len(rc.posts()), list[0])
	}
}

// Two servers on one PostgreSQL, each with its own connections and dispatcher, send each of
// the events both write exactly once in normal running.
func TestTwoServersSendEachEventOnce(t *testing.T) {
	url := storetest.PostgresURL(t)
	one, two := storetest.PostgresAt(t, url), storetest.PostgresAt(t, url)
	rc := newReceiver(t, func(w http.ResponseWriter, r *http.Request) {
		time.Sleep(2 * time.Millisecond)
		w.WriteHeader(http.StatusOK)
	})
	e := endpoint(t, one, rc.url, toolshop.WebhookToolCreated)
	for i := range 50 {
		addTool(t, one, "ONE "+string(rune('A'+i%26)))
		addTool(t, two, "TWO "+string(rune('A'+i%26)))
	}
	ctx, stop := context.WithCancel(context.Background())
	var running sync.WaitGroup
	for _, db := range []*store.DB{one, two} {
		running.Go(func() { dispatcher(db, time.Now, true).Run(ctx, 5*time.Millisecond) })
	}
	deadline := time.Now().Add(30 * time.Second)
	for len(rc.posts()) < 100 && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	time.Sleep(200 * time.Millisecond) // time for a repeat, were there one
	stop()
	running.Wait()
	seen := map[string]int{}
	for _, p := range rc.posts() {
		seen[p.event.ID]++
	}
	if len(seen) != 100 || len(rc.posts()) != 100 {
		t.Errorf("%d events in %d posts", len(seen), len(rc.posts()))
	}
	for id, n := range seen {
		if n != 1 {
			t.Errorf("event %s sent %d times", id, n)
		}
	}
	for _, d := range deliveries(t, one, e.ID) {
		if d.Status != toolshop.DeliveryDelivered {
			t.Errorf("delivery %+v", d)
		}
	}
}
