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
	return s.count(r.Context(), limit, action+":address:"+s.clientAddress(r))
}

// refusedFor is how long a key the database refused is refused from memory, without asking
// the database again: a client hammering a limited call costs the shop next to nothing.
// It is short, so a window that ends is seen soon, on every server.
const refusedFor = 10 * time.Second

// count counts an attempt against key under limit, in the database, so that limits hold
// across servers; a key refused a moment ago is refused at once.
func (s *Server) count(ctx context.Context, limit toolshop.Limit, key string) (string, error) {
	if until, ok := s.refused.Load(key); ok && s.now().Before(until.(time.Time)) {
		return "", limit.Refusal()
	}
	id, err := s.Limits.Attempt(ctx, limit, key)
	if toolshop.ErrorCode(err) == toolshop.ETOOMANY {
		s.refused.Store(key, s.now().Add(refusedFor))
	}
	return id, err
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
