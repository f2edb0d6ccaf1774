package main

import (
	"errors"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"
)

// drip sends s to c a byte at a time, as a slowloris client does, until c is closed.
func drip(c net.Conn, s string) {
	for i := 0; i < len(s); i++ {
		if _, err := c.Write([]byte{s[i]}); err != nil {
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// cutOff reports whether the shop closes c by the deadline, after answering or not.
func cutOff(c net.Conn, deadline time.Time) bool {
	c.SetReadDeadline(deadline)
	_, err := io.Copy(io.Discard, c)
	var netErr net.Error
	return !(errors.As(err, &netErr) && netErr.Timeout())
}

func dial(t *testing.T, addr string) net.Conn {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// Clients that send their headers or their body too slowly are cut off when the timeouts
// run out, and while they hang on, the shop answers everyone else. Headers over 64 KiB are
// refused outright.
func TestSlowClientsAreCutOff(t *testing.T) {
	m := serve(t, &Main{Config: Config{DataDir: t.TempDir()},
		Timeouts: &Timeouts{ReadHeader: 200 * time.Millisecond, Read: 500 * time.Millisecond, Write: 2 * time.Second, Idle: time.Second}})

	var slow []net.Conn
	for range 20 {
		c := dial(t, m.Addr)
		go drip(c, "GET /healthz HTTP/1.1\r\nHost: shop\r\nX-Slow: "+strings.Repeat("a", 1000))
		slow = append(slow, c)
	}
	unfinished := dial(t, m.Addr)
	io.WriteString(unfinished, "POST /auth/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"email\": ")
	slow = append(slow, unfinished)

	var health map[string]string
	getJSON(t, "http://"+m.Addr+"/healthz", &health)
	if health["status"] != "ok" {
		t.Errorf("healthz while slow clients hang on: %v", health)
	}
	deadline := time.Now().Add(5 * time.Second)
	for i, c := range slow {
		if !cutOff(c, deadline) {
			t.Errorf("slow client %d still connected after 5s", i)
		}
	}

	req, _ := http.NewRequest("GET", "http://"+m.Addr+"/healthz", nil)
	req.Header.Set("X-Big", strings.Repeat("a", 100<<10))
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusRequestHeaderFieldsTooLarge {
		t.Errorf("100 KiB of headers: %d, want 431", res.StatusCode)
	}
}
