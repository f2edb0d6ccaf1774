// Package webhooks sends the shop's webhooks: a dispatcher claims the deliveries due, posts
// each to its endpoint signed with the endpoint's secret, and records how it went, through a
// client that reaches no private address unless the operator allows it.
package webhooks

import (
	"bytes"
	"context"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"sync"
	"syscall"
	"time"

	"toolshop"
)

// Dispatcher sends the deliveries the store holds. Any number of servers may run one on the
// same database: each delivery is claimed by one of them for a lease, and claimed again when
// that lease ends unrecorded (its server died while sending), so every event is sent at
// least once.
type Dispatcher struct {
	Store toolshop.WebhookStore
	// Mail tells the admins of an endpoint switched off; nil tells no one.
	Mail toolshop.WebhookNotifier
	// Client posts the deliveries: NewClient's.
	Client *http.Client
	Now    func() time.Time
	Log    *slog.Logger
	// Lease is how long a claim holds its deliveries, longer than posting them takes; 0
	// means DefaultLease.
	Lease time.Duration
}

// batch is how many deliveries one claim takes: those of one endpoint are posted one after
// another, in the order they were due, so a claim takes at most batch posts' timeouts, well
// within DefaultLease. keepFor is how long the deliveries done stay in the log.
const (
	batch   = 10
	keepFor = 30 * 24 * time.Hour
)

// DefaultLease is how long a claim holds its deliveries unless told otherwise: longer than
// batch posts' timeouts, so that a slow endpoint is not sent an event twice.
const DefaultLease = 2 * time.Minute

// Run dispatches now and then every interval until ctx ends, and forgets the deliveries
// done more than keepFor ago once an hour.
func (d *Dispatcher) Run(ctx context.Context, interval time.Duration) {
	ticker := time.NewTicker(interval)
	defer ticker.Stop()
	var pruned time.Time
	for {
		d.Dispatch(ctx)
		if now := d.Now(); now.Sub(pruned) >= time.Hour {
			pruned = now
			if err := d.Store.PruneWebhooks(ctx, now.Add(-keepFor)); err != nil && ctx.Err() == nil {
				d.Log.ErrorContext(ctx, "prune webhooks failed", "error", err)
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
		}
	}
}

// Dispatch sends the deliveries due now, a batch at a time, until none is left due: the
// endpoints side by side, each one's deliveries in the order they were due.
func (d *Dispatcher) Dispatch(ctx context.Context) {
	lease := d.Lease
	if lease == 0 {
		lease = DefaultLease
	}
	for ctx.Err() == nil {
		sends, err := d.Store.ClaimWebhooks(ctx, d.Now(), lease, batch)
		if err != nil {
			if ctx.Err() == nil {
				d.Log.ErrorContext(ctx, "claim webhooks failed", "error", err)
			}
			return
		}
		byEndpoint := map[string][]toolshop.WebhookSend{}
		for _, s := range sends {
			byEndpoint[s.EndpointID] = append(byEndpoint[s.EndpointID], s)
		}
		var sending sync.WaitGroup
		for _, queue := range byEndpoint {
			sending.Go(func() {
				for _, s := range queue {
					d.send(ctx, s)
				}
			})
		}
		sending.Wait()
		if len(sends) < batch {
			return
		}
	}
}

// send posts a claimed delivery and records how it went. A server stopping meanwhile
// records nothing: the lease ends, and another claim sends it again.
func (d *Dispatcher) send(ctx context.Context, s toolshop.WebhookSend) {
	code, failure := d.post(ctx, s)
	if ctx.Err() != nil {
		return
	}
	e, switched, err := d.Store.RecordWebhook(ctx, s.Outcome(code, failure, d.Now()))
	if err != nil {
		d.Log.ErrorContext(ctx, "record webhook failed", "delivery", s.DeliveryID, "error", err)
		return
	}
	if switched {
		d.Log.WarnContext(ctx, "webhook endpoint switched off: its deliveries failed for 3 days", "endpoint", e.ID, "url", e.URL)
		d.tellAdmins(ctx, e)
	}
}

// post sends the delivery's body, signed, and answers the status of the answer, or 0 and
// why none came.
func (d *Dispatcher) post(ctx context.Context, s toolshop.WebhookSend) (int, string) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, s.URL, bytes.NewReader(s.Body))
	if err != nil {
		return 0, toolshop.WebhookUnreached
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "Toolshop-Webhooks/1")
	req.Header.Set(toolshop.SignatureHeader, toolshop.WebhookSignature(s.Secret, d.Now(), s.Body))
	req.Header.Set("Toolshop-Event-Id", s.EventID)
	res, err := d.Client.Do(req)
	if err != nil {
		if ctx.Err() == nil {
			d.Log.InfoContext(ctx, "webhook not delivered", "delivery", s.DeliveryID, "endpoint", s.EndpointID, "error", err)
		}
		return 0, failure(err)
	}
	defer res.Body.Close()
	io.Copy(io.Discard, io.LimitReader(res.Body, 64<<10)) // so that the connection serves the next post
	if res.StatusCode >= 300 && res.StatusCode < 400 {
		return res.StatusCode, toolshop.WebhookRedirected
	}
	return res.StatusCode, ""
}

// failure says, for the log admins read, why a post got no answer.
func failure(err error) string {
	var timeout interface{ Timeout() bool }
	switch {
	case errors.Is(err, errPrivate):
		return toolshop.WebhookRefused
	case errors.Is(err, context.DeadlineExceeded), errors.As(err, &timeout) && timeout.Timeout():
		return toolshop.WebhookTimedOut
	}
	return toolshop.WebhookUnreached
}

// tellAdmins mails the admins that the endpoint was switched off.
func (d *Dispatcher) tellAdmins(ctx context.Context, e toolshop.WebhookEndpoint) {
	if d.Mail == nil {
		return
	}
	admins, err := d.Store.Admins(ctx)
	if err == nil && len(admins) > 0 {
		err = d.Mail.WebhookSwitchedOff(ctx, admins, e)
	}
	if err != nil {
		d.Log.ErrorContext(ctx, "mail of a webhook endpoint switched off failed", "endpoint", e.ID, "error", err)
	}
}

// NewClient is the client deliveries are posted by: it waits toolshop.WebhookTimeout for an
// answer, follows no redirect, uses no proxy and, unless allowPrivate, refuses to connect to
// any address toolshop.PrivateAddress names. The address is checked once the host's name is
// resolved, as the connection is made, so that no name (nor a name whose address changes
// after the URL was saved) leads a delivery into the shop's own network.
func NewClient(allowPrivate bool) *http.Client {
	dialer := &net.Dialer{Timeout: toolshop.WebhookTimeout}
	if !allowPrivate {
		dialer.Control = refusePrivate
	}
	return &http.Client{
		Transport: &http.Transport{
			DialContext:         dialer.DialContext,
			TLSHandshakeTimeout: toolshop.WebhookTimeout,
			MaxIdleConnsPerHost: 4,
			IdleConnTimeout:     90 * time.Second,
			ForceAttemptHTTP2:   true,
		},
		Timeout:       toolshop.WebhookTimeout,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
}

var errPrivate = errors.New("webhooks: a private address is refused")

// refusePrivate is a dialer's Control: it runs before each connection, on the address
// resolved.
func refusePrivate(_, address string, _ syscall.RawConn) error {
	addr, err := netip.ParseAddrPort(address)
	if err != nil || toolshop.PrivateAddress(addr.Addr()) {
		return errPrivate
	}
	return nil
}
