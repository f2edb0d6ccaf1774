package httpapi

import (
	"context"
	"net"
	"net/http"
	"net/netip"
	"strings"
	"time"

	"toolshop"
)

// attempt counts a request to do action against its client address, under limit. It
// answers the attempt's id, or ETOOMANY when the address has had its fill.
func (s *Server) attempt(r *http.Request, limit toolshop.Limit, action string) (string, error) {
	return s.count(r.Context(), s.addressCount(r, limit, action))
}

// addressCount is the count of a request to do action against its client address.
func (s *Server) addressCount(r *http.Request, limit toolshop.Limit, action string) toolshop.Count {
	return toolshop.Count{Key: action + ":address:" + s.clientAddress(r), Limit: limit}
}

// refusedFor is how long a key the database refused is refused from memory, without asking
// the database again: a client hammering a limited call costs the shop next to nothing.
// It is short, so a window that ends is seen soon, on every server.
const refusedFor = 10 * time.Second

// count counts an attempt against each count's key in turn, in the database, so that limits
// hold across servers, and answers the attempt's id or the refusal of the first key that
// refuses it; the keys before that one stay counted. A key refused a moment ago is refused
// at once.
func (s *Server) count(ctx context.Context, counts ...toolshop.Count) (string, error) {
	var remembered *toolshop.Count
	for i, c := range counts {
		if until, ok := s.refused.Load(c.Key); ok && s.now().Before(until.(time.Time)) {
			counts, remembered = counts[:i], &c
			break
		}
	}
	var attempt toolshop.Attempt
	if len(counts) > 0 {
		var err error
		if attempt, err = s.Limits.Attempt(ctx, counts...); err != nil {
			return "", err
		}
	}
	if attempt.Refused != nil {
		s.refused.Store(attempt.Refused.Key, s.now().Add(refusedFor))
		return "", attempt.Refused.Limit.Refusal()
	}
	if remembered != nil {
		return "", remembered.Limit.Refusal()
	}
	return attempt.ID, nil
}

// clientAddress is the address limits count a request against: the peer's, or with
// TrustProxy the last X-Forwarded-For entry, the one the load balancer appended (the ones
// before it are the client's to invent). An IPv6 client is its /64, the block one
// subscriber is given.
func (s *Server) clientAddress(r *http.Request) string {
	addr, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		addr = r.RemoteAddr
	}
	if forwarded := r.Header.Values("X-Forwarded-For"); s.TrustProxy && len(forwarded) > 0 {
		last := forwarded[len(forwarded)-1]
		if ip := strings.TrimSpace(last[strings.LastIndex(last, ",")+1:]); ip != "" {
			addr = ip
		}
	}
	ip, err := netip.ParseAddr(addr)
	if err != nil {
		return addr
	}
	if ip = ip.Unmap(); ip.Is6() {
		prefix, _ := ip.Prefix(64)
		return prefix.String()
	}
	return ip.String()
}
