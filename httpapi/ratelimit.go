package httpapi

import (
	"net"
	"net/http"
	"net/netip"
	"strings"

	"toolshop"
)

// attempt counts a request to do action against its client address and the other keys
// given, under limit. It answers the attempt's id, or ETOOMANY when a key has had its fill.
func (s *Server) attempt(r *http.Request, limit toolshop.Limit, action string, keys ...string) (string, error) {
	keys = append([]string{action + ":address:" + s.clientAddress(r)}, keys...)
	return s.Limits.Attempt(r.Context(), limit, keys...)
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
