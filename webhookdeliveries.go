package toolshop

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"slices"
	"strconv"
	"strings"
	"time"
)

// DeliveryStatus is where a delivery stands.
type DeliveryStatus string

const (
	DeliveryPending   DeliveryStatus = "pending"   // not tried yet
	DeliveryRetrying  DeliveryStatus = "retrying"  // failed, to be tried again at NextAttemptAt
	DeliveryDelivered DeliveryStatus = "delivered" // the endpoint answered 2xx
	DeliveryFailed    DeliveryStatus = "failed"    // failed for WebhookRetryFor, or its endpoint was switched off for that
)

// WebhookDelivery is one event on its way to one endpoint.
type WebhookDelivery struct {
	ID         string         `json:"_id"`
	EndpointID string         `json:"endpointId"`
	EventID    string         `json:"eventId"`
	Type       WebhookType    `json:"type"`
	Status     DeliveryStatus `json:"status"`
	Attempts   int            `json:"attempts"`
	// StatusCode is the last answer's HTTP status, 0 when none came; Error says why the last
	// attempt failed when no status tells.
	StatusCode    int       `json:"statusCode"`
	Error         string    `json:"error,omitempty"`
	CreatedAt     time.Time `json:"createdAt"`
	LastAttemptAt time.Time `json:"lastAttemptAt,omitzero"`
	NextAttemptAt time.Time `json:"nextAttemptAt,omitzero"`
}

// Why an attempt failed, when no answer's status tells.
const (
	WebhookTimedOut   = "No answer within 10 seconds"
	WebhookRefused    = "The address is private, loopback or link-local: set WEBHOOK_ALLOW_PRIVATE to allow it"
	WebhookUnreached  = "Could not connect"
	WebhookRedirected = "Redirects are not followed"
)

// Errors of webhooks.
var (
	ErrWebhookNotFound         = Errorf(ENOTFOUND, "Webhook endpoint not found")
	ErrWebhookDeliveryNotFound = Errorf(ENOTFOUND, "Webhook delivery not found")
	ErrWebhookOff              = Errorf(ECONFLICT, "This endpoint is switched off: switch it on first")
	ErrTooManyWebhooks         = Errorf(ECONFLICT, "A shop has at most %d webhook endpoints", MaxWebhookEndpoints)
	// ErrWebhookSignature and ErrWebhookTooOld refuse a delivery whose signature does not
	// check (VerifyWebhookSignature), or that was signed too long ago: a replay.
	ErrWebhookSignature = Errorf(EUNAUTHORIZED, "The webhook signature does not match")
	ErrWebhookTooOld    = Errorf(EUNAUTHORIZED, "The webhook was signed too long ago")
)

// WebhookTimeout is how long an endpoint has to answer.
const WebhookTimeout = 10 * time.Second

// WebhookRetryFor is how long a delivery is retried after its first failure, before it
// fails and its endpoint is switched off.
const WebhookRetryFor = 72 * time.Hour

// webhookDelays are the waits after each failed attempt: growing, then every 10 hours
// until WebhookRetryFor has passed, about 13 attempts in all.
var webhookDelays = []time.Duration{time.Minute, 5 * time.Minute, 30 * time.Minute, 2 * time.Hour, 5 * time.Hour, 10 * time.Hour}

// NextAttempt is when a delivery whose attempts have failed, the first at firstFailure, is
// tried again after failing at now; false once WebhookRetryFor has passed since the first
// failure, when it is given up. The last attempt is made when that time is up.
func NextAttempt(attempts int, firstFailure, now time.Time) (time.Time, bool) {
	end := firstFailure.Add(WebhookRetryFor)
	if !now.Before(end) {
		return time.Time{}, false
	}
	next := now.Add(webhookDelays[min(max(attempts, 1), len(webhookDelays))-1])
	if next.After(end) {
		next = end
	}
	return next, true
}

// WebhookSend is a delivery claimed for sending: what goes where, and how it fared so far.
// Claim is the claim's own id: only its holder records the outcome.
type WebhookSend struct {
	DeliveryID   string
	EndpointID   string
	EventID      string
	URL          string
	Secret       string
	Body         []byte
	Attempts     int
	FirstFailure time.Time // zero until an attempt fails
	Claim        string
}

// WebhookResult is the outcome of an attempt to send a claimed delivery, as it is recorded.
type WebhookResult struct {
	DeliveryID   string
	Claim        string
	Status       DeliveryStatus
	Attempts     int
	StatusCode   int
	Error        string
	At           time.Time
	FirstFailure time.Time
	Next         time.Time // zero once delivered or failed
	// SwitchOff tells that the endpoint failed for WebhookRetryFor: it is switched off.
	SwitchOff bool
}

// Outcome decides what an attempt at now comes to: a 2xx answer delivers it, anything
// else (code 0 for no answer, failure saying why) is retried as NextAttempt says, or
// fails and switches the endpoint off.
func (s WebhookSend) Outcome(code int, failure string, now time.Time) WebhookResult {
	r := WebhookResult{DeliveryID: s.DeliveryID, Claim: s.Claim, Attempts: s.Attempts + 1, StatusCode: code, At: now}
	if code >= 200 && code < 300 {
		r.Status = DeliveryDelivered
		return r
	}
	r.Error, r.FirstFailure = failure, s.FirstFailure
	if r.FirstFailure.IsZero() {
		r.FirstFailure = now
	}
	next, ok := NextAttempt(r.Attempts, r.FirstFailure, now)
	if !ok {
		r.Status, r.SwitchOff = DeliveryFailed, true
		return r
	}
	r.Status, r.Next = DeliveryRetrying, next
	return r
}

// SignatureHeader is the header a delivery's signature travels in.
const SignatureHeader = "Toolshop-Signature"

// WebhookSignature is the Toolshop-Signature of a body sent at t: t=<unix seconds>,
// v1=<hex HMAC-SHA256 of "<t>.<body>"> with the endpoint's secret, as Stripe signs.
func WebhookSignature(secret string, t time.Time, body []byte) string {
	unix := strconv.FormatInt(t.Unix(), 10)
	return "t=" + unix + ",v1=" + hex.EncodeToString(webhookMAC(secret, unix, body))
}

func webhookMAC(secret, unix string, body []byte) []byte {
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(unix + "."))
	mac.Write(body)
	return mac.Sum(nil)
}

// DefaultWebhookTolerance is how old a signature a receiver should take: older ones may be
// replays.
const DefaultWebhookTolerance = 5 * time.Minute

// VerifyWebhookSignature checks a Toolshop-Signature header against the body and the
// endpoint's secret, as a receiver does: one v1 must match, and its time be within tolerance
// of now.
func VerifyWebhookSignature(secret, header string, body []byte, now time.Time, tolerance time.Duration) error {
	var unix string
	var sums [][]byte
	for part := range strings.SplitSeq(header, ",") {
		key, value, _ := strings.Cut(strings.TrimSpace(part), "=")
		switch key {
		case "t":
			unix = value
		case "v1":
			if sum, err := hex.DecodeString(value); err == nil {
				sums = append(sums, sum)
			}
		}
	}
	seconds, err := strconv.ParseInt(unix, 10, 64)
	if err != nil || len(sums) == 0 {
		return ErrWebhookSignature
	}
	want := webhookMAC(secret, unix, body)
	if !slices.ContainsFunc(sums, func(sum []byte) bool { return hmac.Equal(sum, want) }) {
		return ErrWebhookSignature
	}
	if age := now.Sub(time.Unix(seconds, 0)); age > tolerance || age < -tolerance {
		return ErrWebhookTooOld
	}
	return nil
}
