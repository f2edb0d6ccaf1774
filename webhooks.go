package toolshop

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/netip"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"
)

// WebhookType names what happened, as a webhook's body says in its type.
type WebhookType string

// The events an endpoint may subscribe to. Each order.* event carries the order as
// GET /orders/{id} answers it, after the change; each tool.* event the tool as GET /tool/{id}
// does; stock.low the stock alert.
const (
	WebhookOrderPlaced         WebhookType = "order.placed"
	WebhookOrderPaid           WebhookType = "order.paid"
	WebhookOrderShipped        WebhookType = "order.shipped"
	WebhookOrderReadyForPickup WebhookType = "order.ready_for_pickup"
	WebhookOrderPickedUp       WebhookType = "order.picked_up"
	WebhookOrderCancelled      WebhookType = "order.cancelled"
	WebhookOrderExpired        WebhookType = "order.expired"
	WebhookOrderRefunded       WebhookType = "order.refunded"
	WebhookStockLow            WebhookType = "stock.low"
	WebhookToolCreated         WebhookType = "tool.created"
	WebhookToolUpdated         WebhookType = "tool.updated"
	WebhookToolDeleted         WebhookType = "tool.deleted"
	// WebhookTest is the event an admin sends one endpoint to try it; nobody subscribes to it.
	WebhookTest WebhookType = "webhook.test"
)

// WebhookTypes are the events an endpoint may subscribe to, in the order the page lists them.
var WebhookTypes = []WebhookType{WebhookOrderPlaced, WebhookOrderPaid, WebhookOrderShipped, WebhookOrderReadyForPickup,
	WebhookOrderPickedUp, WebhookOrderCancelled, WebhookOrderExpired, WebhookOrderRefunded, WebhookStockLow,
	WebhookToolCreated, WebhookToolUpdated, WebhookToolDeleted}

// orderWebhooks are the webhook types of the order events that send one: every change of
// state, and each refund (a partial one leaves the order paid). A payment started sends none.
var orderWebhooks = map[string]WebhookType{
	EventPlaced:         WebhookOrderPlaced,
	string(Paid):        WebhookOrderPaid,
	string(Shipped):     WebhookOrderShipped,
	EventReadyForPickup: WebhookOrderReadyForPickup,
	EventPickedUp:       WebhookOrderPickedUp,
	string(Cancelled):   WebhookOrderCancelled,
	string(Expired):     WebhookOrderExpired,
	EventRefund:         WebhookOrderRefunded,
	string(Refunded):    WebhookOrderRefunded,
}

// OrderWebhook is the webhook type an order event of the kind sends, if any.
func OrderWebhook(kind string) (WebhookType, bool) {
	t, ok := orderWebhooks[kind]
	return t, ok
}

// WebhookEvent is the body of every delivery: receivers drop a repeat by its ID, since a
// delivery may arrive more than once.
type WebhookEvent struct {
	ID        string      `json:"id"`
	Type      WebhookType `json:"type"`
	CreatedAt time.Time   `json:"createdAt"`
	Data      any         `json:"data"`
}

// NewWebhookEvent is a new event of the type about data, with a random id.
func NewWebhookEvent(t WebhookType, data any, now time.Time) WebhookEvent {
	return WebhookEvent{ID: "evt_" + randomHex(16), Type: t, CreatedAt: now.UTC(), Data: data}
}

// WebhookEndpoint is an address the shop posts its events to, signed with the endpoint's
// secret.
type WebhookEndpoint struct {
	ID          string        `json:"_id"`
	URL         string        `json:"url"`
	Events      []WebhookType `json:"events"`
	Description string        `json:"description"`
	// Secret signs the deliveries. The shop must sign with it, so it is kept as it is, not
	// hashed; it is shown in full only in the answer that creates the endpoint.
	Secret    string    `json:"-"`
	CreatedAt time.Time `json:"createdAt"`
	// DisabledAt is when the endpoint was switched off, nil while it is on; Failing tells
	// that the shop switched it off because its deliveries failed for WebhookRetryFor.
	DisabledAt *time.Time `json:"disabledAt"`
	Failing    bool       `json:"failing"`
	// LastDelivery is the endpoint's newest delivery, nil for none.
	LastDelivery *WebhookDelivery `json:"lastDelivery"`
}

// MaxWebhookEndpoints bounds how many endpoints one event is written for.
const MaxWebhookEndpoints = 20

// NewWebhookSecret makes an endpoint's signing secret: whsec_ and 32 random bytes.
func NewWebhookSecret() string { return "whsec_" + randomHex(32) }

func randomHex(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// WebhookEndpointRequest is what an admin sends to add an endpoint or change one.
type WebhookEndpointRequest struct {
	URL         string        `json:"url"`
	Events      []WebhookType `json:"events"`
	Description string        `json:"description"`
	// Enabled switches the endpoint on or off; omitted, it is on.
	Enabled *bool `json:"enabled"`
}

// On tells whether the request leaves the endpoint on.
func (r WebhookEndpointRequest) On() bool { return r.Enabled == nil || *r.Enabled }

// Messages of webhook endpoints.
const (
	msgWebhookURLRequired = "URL is required"
	msgWebhookHTTPS       = "Must be an absolute https:// URL"
	msgWebhookHTTP        = "Must be an absolute https:// or http:// URL"
	msgWebhookPrivate     = "Private, loopback and link-local addresses are not allowed"
	msgWebhookDotted      = "Write an IP address as four decimal numbers, like 203.0.113.7"
	msgWebhookEvents      = "Choose at least one event"
)

// Validate trims the request and checks it. The url must be absolute and https, or http
// too when allowPrivate (WEBHOOK_ALLOW_PRIVATE: tests, and tools running beside the shop);
// a host that is a private address (PrivateAddress) is refused unless allowPrivate, and so is
// any other address not written as a plain dotted quad (hostAddress). A host name is checked
// again each time it is resolved, when a delivery connects.
func (r *WebhookEndpointRequest) Validate(allowPrivate bool) error {
	var p problems
	r.URL = strings.TrimSpace(r.URL)
	r.Description = strings.TrimSpace(r.Description)
	u, err := url.Parse(r.URL)
	switch {
	case r.URL == "":
		p.add("url", msgWebhookURLRequired)
	case err != nil || u.Host == "" || u.Hostname() == "" || (u.Scheme != "https" && (u.Scheme != "http" || !allowPrivate)):
		if allowPrivate {
			p.add("url", msgWebhookHTTP)
		} else {
			p.add("url", msgWebhookHTTPS)
		}
	case !allowPrivate && isPrivateHost(u.Hostname()):
		p.add("url", msgWebhookPrivate)
	case !allowPrivate && isNumericHost(u.Hostname()):
		p.add("url", msgWebhookDotted)
	}
	checkLine(&p, "url", r.URL, 2000)
	r.Events = slices.Compact(slices.Sorted(slices.Values(r.Events)))
	if len(r.Events) == 0 {
		p.add("events", msgWebhookEvents)
	}
	for _, t := range r.Events {
		if !slices.Contains(WebhookTypes, t) {
			p.add("events", "Unknown event: "+CleanLine(string(t), 40))
		}
	}
	checkLine(&p, "description", r.Description, 200)
	return p.err()
}

// isPrivateHost tells whether a URL's host is an address PrivateAddress refuses.
func isPrivateHost(host string) bool {
	ip, _, ok := hostAddress(host)
	return ok && PrivateAddress(ip)
}

// isNumericHost tells whether a URL's host is an address in another form than the plain one.
func isNumericHost(host string) bool {
	_, plain, ok := hostAddress(host)
	return ok && !plain
}

// hostAddress reads a URL's host as an address, ok false for a name. plain says it is written
// as an IP address plainly is (IPv6, or four decimal numbers); else it is read as the C
// library's inet_aton reads it, as do the resolvers and clients built on it (curl, for one):
// one to four numbers, each decimal, octal (a leading 0) or hex (0x), the last filling the
// bytes left. So 2130706433, 0x7f000001, 0177.0.0.1, 127.1 and 0 all name a loopback or
// unspecified address, which a check of the plain form alone would let through.
func hostAddress(host string) (ip netip.Addr, plain, ok bool) {
	if ip, err := netip.ParseAddr(host); err == nil {
		return ip, true, true
	}
	parts := strings.Split(host, ".")
	if len(parts) > 4 {
		return netip.Addr{}, false, false
	}
	var n uint64
	for i, part := range parts {
		base := 10
		switch {
		case len(part) > 2 && (part[:2] == "0x" || part[:2] == "0X"):
			part, base = part[2:], 16
		case len(part) > 1 && part[0] == '0':
			part, base = part[1:], 8
		}
		v, err := strconv.ParseUint(part, base, 32)
		// Every number but the last is one byte; the last fills the bytes left.
		bits := 8
		if i == len(parts)-1 {
			bits = 8 * (4 - i)
		}
		if err != nil || v >= 1<<bits {
			return netip.Addr{}, false, false
		}
		n = n<<bits | v
	}
	return netip.AddrFrom4([4]byte{byte(n >> 24), byte(n >> 16), byte(n >> 8), byte(n)}), false, true
}

var (
	cgnat       = netip.MustParsePrefix("100.64.0.0/10") // carrier-grade NAT, RFC 6598
	thisNetwork = netip.MustParsePrefix("0.0.0.0/8")
)

// PrivateAddress tells whether a webhook may reach ip only when the operator allows it:
// loopback, private (RFC 1918, IPv6 unique local), link-local, unspecified, multicast and
// carrier-grade NAT addresses, which belong to the shop's own network rather than to the
// receivers of its events.
func PrivateAddress(ip netip.Addr) bool {
	ip = ip.Unmap()
	return !ip.IsValid() || ip.IsLoopback() || ip.IsPrivate() || ip.IsLinkLocalUnicast() || ip.IsLinkLocalMulticast() ||
		ip.IsInterfaceLocalMulticast() || ip.IsMulticast() || ip.IsUnspecified() || cgnat.Contains(ip) ||
		thisNetwork.Contains(ip) || ip == netip.AddrFrom4([4]byte{255, 255, 255, 255})
}

// WebhookService keeps the admins' endpoints and shows how their deliveries went.
type WebhookService interface {
	// WebhookEndpoints lists the endpoints, oldest first, each with its newest delivery.
	WebhookEndpoints(ctx context.Context) ([]WebhookEndpoint, error)
	// CreateWebhookEndpoint stores a checked endpoint with a new secret and answers it with
	// the secret; one more than MaxWebhookEndpoints is ErrTooManyWebhooks.
	CreateWebhookEndpoint(ctx context.Context, r WebhookEndpointRequest) (WebhookEndpoint, error)
	// UpdateWebhookEndpoint and DeleteWebhookEndpoint change an endpoint and answer how many
	// changed; none is ErrWebhookNotFound. Switching an endpoint on sends what waited.
	UpdateWebhookEndpoint(ctx context.Context, id string, r WebhookEndpointRequest) (int, error)
	DeleteWebhookEndpoint(ctx context.Context, id string) (int, error)
	// WebhookDeliveries is a page of the endpoint's deliveries, newest first, and how many it
	// has.
	WebhookDeliveries(ctx context.Context, endpointID string, p Page) ([]WebhookDelivery, int, error)
	// SendTestWebhook sends a WebhookTest event to the endpoint alone, and answers its
	// delivery; ResendWebhook sends a delivery again, as if new. Both are refused
	// (ErrWebhookOff) for an endpoint switched off.
	SendTestWebhook(ctx context.Context, endpointID string) (WebhookDelivery, error)
	ResendWebhook(ctx context.Context, deliveryID string) (int, error)
}

// WebhookStore hands the dispatcher the deliveries due and keeps how they went.
type WebhookStore interface {
	// ClaimWebhooks claims up to limit deliveries due at now for lease: of several servers
	// claiming at once, each delivery goes to one, and to another once its lease has ended.
	ClaimWebhooks(ctx context.Context, now time.Time, lease time.Duration, limit int) ([]WebhookSend, error)
	// RecordWebhook records an attempt's result while its claim holds; the call that
	// switches the endpoint off (WebhookResult.SwitchOff) answers it and true, once.
	RecordWebhook(ctx context.Context, r WebhookResult) (WebhookEndpoint, bool, error)
	// PruneWebhooks forgets the deliveries done before before, and their events.
	PruneWebhooks(ctx context.Context, before time.Time) error
	// Admins are the accounts told of an endpoint switched off.
	Admins(ctx context.Context) ([]User, error)
}

// WebhookNotifier tells the admins what became of their endpoints.
type WebhookNotifier interface {
	// WebhookSwitchedOff mails each admin that the endpoint failed for WebhookRetryFor and
	// was switched off; an error when no admin could be sent it.
	WebhookSwitchedOff(ctx context.Context, admins []User, e WebhookEndpoint) error
}
