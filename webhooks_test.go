package toolshop_test

import (
	"errors"
	"net/netip"
	"reflect"
	"strings"
	"testing"
	"time"

	"toolshop"
)

// An endpoint's request names each field it gets wrong: an absolute https URL (http and
// private addresses only when the operator allows them), known events, a short description.
func TestWebhookEndpointRules(t *testing.T) {
	for _, c := range []struct {
		name         string
		url          string
		events       []toolshop.WebhookType
		description  string
		allowPrivate bool
		fields       map[string]string
	}{
		{"https", "https://hooks.example.com/toolshop", []toolshop.WebhookType{"order.paid"}, "ERP", false, nil},
		{"a host name is checked when it is resolved", "https://localhost:9000/in", []toolshop.WebhookType{"tool.created"}, "", false, nil},
		{"http where private addresses are allowed", "http://127.0.0.1:9000/in", []toolshop.WebhookType{"stock.low"}, "", true, nil},
		{"no url", " ", []toolshop.WebhookType{"order.paid"}, "", false, map[string]string{"url": "URL is required"}},
		{"plain http", "http://hooks.example.com/", []toolshop.WebhookType{"order.paid"}, "", false,
			map[string]string{"url": "Must be an absolute https:// URL"}},
		{"a relative url", "/hooks", []toolshop.WebhookType{"order.paid"}, "", true,
			map[string]string{"url": "Must be an absolute https:// or http:// URL"}},
		{"another scheme", "ftp://hooks.example.com/", []toolshop.WebhookType{"order.paid"}, "", true,
			map[string]string{"url": "Must be an absolute https:// or http:// URL"}},
		{"a loopback address", "https://127.0.0.1/in", []toolshop.WebhookType{"order.paid"}, "", false,
			map[string]string{"url": "Private, loopback and link-local addresses are not allowed"}},
		{"a private address", "https://10.1.2.3/in", []toolshop.WebhookType{"order.paid"}, "", false,
			map[string]string{"url": "Private, loopback and link-local addresses are not allowed"}},
		{"the metadata address", "https://[::ffff:169.254.169.254]/latest", []toolshop.WebhookType{"order.paid"}, "", false,
			map[string]string{"url": "Private, loopback and link-local addresses are not allowed"}},
		{"a control character", "https://hooks.example.com/\x00", []toolshop.WebhookType{"order.paid"}, "", false,
			map[string]string{"url": "Must be an absolute https:// URL"}},
		{"no events", "https://hooks.example.com/", nil, "", false, map[string]string{"events": "Choose at least one event"}},
		{"an unknown event", "https://hooks.example.com/", []toolshop.WebhookType{"order.paid", "order.lost"}, "", false,
			map[string]string{"events": "Unknown event: order.lost"}},
		{"the test event", "https://hooks.example.com/", []toolshop.WebhookType{"webhook.test"}, "", false,
			map[string]string{"events": "Unknown event: webhook.test"}},
		{"a long description", "https://hooks.example.com/", []toolshop.WebhookType{"order.paid"}, strings.Repeat("d", 201), false,
			map[string]string{"description": "Must be 200 characters or fewer"}},
		{"a numeric loopback where private addresses are allowed", "http://2130706433:9000/in", []toolshop.WebhookType{"order.paid"}, "", true, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := toolshop.WebhookEndpointRequest{URL: c.url, Events: c.events, Description: c.description}
			err := r.Validate(c.allowPrivate)
			var e *toolshop.Error
			if c.fields == nil {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			if !errors.As(err, &e) || e.Code != toolshop.EINVALID || !reflect.DeepEqual(e.Fields, c.fields) {
				t.Fatalf("got %#v, want fields %v", err, c.fields)
			}
		})
	}
	r := toolshop.WebhookEndpointRequest{URL: " https://a.example/ ", Events: []toolshop.WebhookType{"tool.deleted", "order.paid", "tool.deleted"}}
	if err := r.Validate(false); err != nil || r.URL != "https://a.example/" || !reflect.DeepEqual(r.Events, []toolshop.WebhookType{"order.paid", "tool.deleted"}) {
		t.Errorf("not trimmed and sorted once: %+v %v", r, err)
	}
}

// A host that the C library's inet_aton reads as an address is read so when a URL is saved:
// such a form of a private address is refused as the address is, and one of a public address
// is refused too (it is written as four decimal numbers), unless private addresses are allowed.
// What inet_aton does not read as an address is a name, checked when it is resolved.
func TestWebhookHostsReadAsInetAtonDoes(t *testing.T) {
	const private, dotted = "Private, loopback and link-local addresses are not allowed",
		"Write an IP address as four decimal numbers, like 203.0.113.7"
	for host, want := range map[string]string{
		"2130706433":      private, // 127.0.0.1 as one number
		"0x7f000001":      private,
		"0X7F000001":      private,
		"017700000001":    private, // octal
		"0177.0.0.1":      private,
		"127.000.000.001": private,
		"127.1":           private, // the last number fills the bytes left
		"127.0.1":         private,
		"0x7f.1":          private,
		"0177.1":          private,
		"0":               private, // 0.0.0.0
		"00":              private,
		"10.1":            private, // 10.0.0.1
		"0xa9fea9fe":      private, // 169.254.169.254, the cloud's metadata
		"169.254.43518":   private,
		"0xc0.0xa8.1.1":   private, // 192.168.1.1
		"3405803783":      dotted,  // 203.0.113.7, a public address, as one number
		"0xcb.0.113.7":    dotted,
		"203.0.29959":     dotted,
		"203.0.113.7":     "",
		"08.0.0.1":        "", // 8 is no octal digit: a name
		"1.2.3.4.5":       "", // five numbers: a name
		"4294967296":      "", // over 32 bits: a name
		"127.256.0.1":     "", // a byte over 255: a name
		"127..1":          "",
		"0x":              "",
		"hooks.example":   "",
	} {
		t.Run(host, func(t *testing.T) {
			r := toolshop.WebhookEndpointRequest{URL: "https://" + host + "/in", Events: []toolshop.WebhookType{"order.paid"}}
			err := r.Validate(false)
			var e *toolshop.Error
			switch {
			case want == "" && err != nil:
				t.Errorf("refused: %v", err)
			case want != "" && (!errors.As(err, &e) || e.Code != toolshop.EINVALID || e.Fields["url"] != want):
				t.Errorf("got %v, want url %q", err, want)
			}
			if allowed := (toolshop.WebhookEndpointRequest{URL: "http://" + host + "/in", Events: []toolshop.WebhookType{"order.paid"}}); allowed.Validate(true) != nil {
				t.Errorf("refused where private addresses are allowed: %v", allowed.Validate(true))
			}
		})
	}
}

// Loopback, private, link-local, unspecified, multicast and CGNAT addresses are the shop's
// own network; any other is a receiver's.
func TestPrivateAddress(t *testing.T) {
	for addr, private := range map[string]bool{
		"127.0.0.1": true, "::1": true, "10.0.0.1": true, "172.16.5.4": true, "192.168.1.1": true, "fd00::1": true,
		"169.254.169.254": true, "fe80::1": true, "0.0.0.0": true, "::": true, "224.0.0.1": true, "ff02::1": true,
		"100.64.0.1": true, "::ffff:10.0.0.1": true, "255.255.255.255": true, "0.1.2.3": true,
		"93.184.215.14": false, "2606:2800:21f:cb07:6820:80da:af6b:8b2c": false, "100.128.0.1": false, "172.32.0.1": false,
	} {
		if got := toolshop.PrivateAddress(netip.MustParseAddr(addr)); got != private {
			t.Errorf("PrivateAddress(%s) = %v", addr, got)
		}
	}
}

// Each order event that changes what a receiver knows sends one type; a payment started
// sends none.
func TestOrderWebhooks(t *testing.T) {
	for kind, want := range map[string]toolshop.WebhookType{
		"placed": "order.placed", "paid": "order.paid", "shipped": "order.shipped", "ready_for_pickup": "order.ready_for_pickup",
		"picked_up": "order.picked_up", "cancelled": "order.cancelled", "expired": "order.expired",
		"refund": "order.refunded", "refunded": "order.refunded", "payment_started": "",
	} {
		got, ok := toolshop.OrderWebhook(kind)
		if got != want || ok != (want != "") {
			t.Errorf("%s: %q %v, want %q", kind, got, ok, want)
		}
	}
}

// A failing delivery is tried again after growing delays for three days from its first
// failure, the last attempt when they are up; then it fails and its endpoint is switched off.
func TestWebhookRetrySchedule(t *testing.T) {
	start := time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC)
	send := toolshop.WebhookSend{DeliveryID: "d", Claim: "c"}
	now := start
	var waits []time.Duration
	for range 20 {
		r := send.Outcome(503, "", now)
		if r.Status != toolshop.DeliveryRetrying {
			if r.Status != toolshop.DeliveryFailed || !r.SwitchOff || r.Attempts != len(waits)+1 || !r.Next.IsZero() {
				t.Fatalf("given up as %+v", r)
			}
			break
		}
		if !r.FirstFailure.Equal(start) || r.StatusCode != 503 || r.SwitchOff {
			t.Fatalf("attempt %d: %+v", r.Attempts, r)
		}
		waits = append(waits, r.Next.Sub(now))
		send.Attempts, send.FirstFailure, now = r.Attempts, r.FirstFailure, r.Next
	}
	h := time.Hour
	want := []time.Duration{time.Minute, 5 * time.Minute, 30 * time.Minute, 2 * h, 5 * h, 10 * h, 10 * h, 10 * h, 10 * h, 10 * h, 10 * h, 4*h + 24*time.Minute}
	if !reflect.DeepEqual(waits, want) {
		t.Errorf("waits %v, want %v", waits, want)
	}
	if total := now.Sub(start); total != toolshop.WebhookRetryFor {
		t.Errorf("last attempt %v after the first failure", total)
	}

	ok := toolshop.WebhookSend{Attempts: 3, FirstFailure: start}.Outcome(204, "", now)
	if ok.Status != toolshop.DeliveryDelivered || ok.Attempts != 4 || !ok.Next.IsZero() || ok.SwitchOff {
		t.Errorf("a 204: %+v", ok)
	}
	if r := (toolshop.WebhookSend{}).Outcome(302, toolshop.WebhookRedirected, now); r.Status != toolshop.DeliveryRetrying || r.Error != toolshop.WebhookRedirected {
		t.Errorf("a redirect: %+v", r)
	}
}

// A receiver checks the signature over the timestamp and the body with the secret, and
// refuses one too old (a replay), another body, another secret or a header without v1.
func TestWebhookSignature(t *testing.T) {
	secret := toolshop.NewWebhookSecret()
	if !strings.HasPrefix(secret, "whsec_") || len(secret) != len("whsec_")+64 || secret == toolshop.NewWebhookSecret() {
		t.Fatalf("secret %q", secret)
	}
	at := time.Unix(1700000000, 0)
	body := []byte(`{"id":"evt_1","type":"order.paid"}`)
	header := toolshop.WebhookSignature(secret, at, body)
	// The HMAC-SHA256 of "1700000000.{…}", as Python's hmac computes it.
	if known := toolshop.WebhookSignature("whsec_test", at, body); known != "t=1700000000,v1=bd9a92a5aa31ee1da5b8176d76564bb487997bd83d82812500375b2ee9c46503" {
		t.Errorf("signature of the known body: %s", known)
	}
	tolerance := toolshop.DefaultWebhookTolerance
	for _, c := range []struct {
		name   string
		secret string
		header string
		body   []byte
		now    time.Time
		want   error
	}{
		{"as signed", secret, header, body, at.Add(time.Minute), nil},
		{"among several signatures", secret, "v1=00," + header + ",v0=1", body, at, nil},
		{"a replay", secret, header, body, at.Add(tolerance + time.Second), toolshop.ErrWebhookTooOld},
		{"from the future", secret, header, body, at.Add(-tolerance - time.Second), toolshop.ErrWebhookTooOld},
		{"another body", secret, header, []byte(`{"id":"evt_2"}`), at, toolshop.ErrWebhookSignature},
		{"another secret", toolshop.NewWebhookSecret(), header, body, at, toolshop.ErrWebhookSignature},
		{"no v1", secret, "t=1700000000", body, at, toolshop.ErrWebhookSignature},
		{"no header", secret, "", body, at, toolshop.ErrWebhookSignature},
	} {
		if err := toolshop.VerifyWebhookSignature(c.secret, c.header, c.body, c.now, tolerance); err != c.want {
			t.Errorf("%s: %v, want %v", c.name, err, c.want)
		}
	}
	event := toolshop.NewWebhookEvent(toolshop.WebhookOrderPaid, nil, at)
	if !strings.HasPrefix(event.ID, "evt_") || len(event.ID) != 36 || event.ID == toolshop.NewWebhookEvent("", nil, at).ID {
		t.Errorf("event id %q", event.ID)
	}
}
