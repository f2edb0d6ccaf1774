package httpapi_test

import (
	"bytes"
	"compress/gzip"
	"io"
	"strings"
	"testing"
	"testing/fstest"

	"toolshop/httpapi"
	"toolshop/store/storetest"
)

const (
	script = "assets/index-4f3a9c.js"
	photo  = "assets/photo-77aa01.png"
)

// withAssets serves built pages with a hashed script and a hashed image.
func withAssets(s *httpapi.Server) {
	s.Pages = fstest.MapFS{
		"index.html": {Data: []byte("<!doctype html><title>Toolshop</title><script src=/" + script + "></script>")},
		script:       {Data: []byte(strings.Repeat("console.log('toolshop');\n", 100))},
		photo:        {Data: bytes.Repeat([]byte{0x89, 'P', 'N', 'G'}, 1024)},
	}
}

// Text answers of a kilobyte or more go gzipped to clients that accept gzip, and only to
// them; short answers and images go as they are.
func TestGzip(t *testing.T) {
	h := newHarness(t, storetest.SQLite(t), withAssets)
	var toolID string
	for range 10 {
		toolID = h.tool(1000, 1, 10)
	}
	for _, c := range []struct {
		path, acceptEncoding string
		gzipped              bool
	}{
		{"/tools", "gzip", true},
		{"/tools", "deflate, GZIP;q=0.5", true},
		{"/tools", "", false},
		{"/tools", "gzip;q=0", false},
		{"/tools", "br", false},
		{"/tool/" + toolID, "gzip", false}, // under a kilobyte
		{"/" + script, "gzip", true},
		{"/" + photo, "gzip", false},
	} {
		plain := h.get(c.path, nil)
		res := h.get(c.path, map[string]string{"Accept-Encoding": c.acceptEncoding})
		body := res.body
		if encoding := res.header.Get("Content-Encoding"); (encoding == "gzip") != c.gzipped {
			t.Errorf("GET %s, Accept-Encoding %q: Content-Encoding %q, want gzip %v", c.path, c.acceptEncoding, encoding, c.gzipped)
		} else if c.gzipped {
			body = gunzip(t, body)
		}
		if res.status != 200 || !bytes.Equal(body, plain.body) || !strings.Contains(strings.Join(res.header.Values("Vary"), ","), "Accept-Encoding") {
			t.Errorf("GET %s, Accept-Encoding %q: %d, Vary %q, %d bytes, want the %d bytes of the plain answer",
				c.path, c.acceptEncoding, res.status, res.header.Values("Vary"), len(body), len(plain.body))
		}
	}
}

// A gzipped answer carries the plain answer's tag made weak, and either tag earns a 304.
func TestGzipKeepsTags(t *testing.T) {
	h := newHarness(t, storetest.SQLite(t))
	for range 10 {
		h.tool(1000, 1, 10)
	}
	tag := h.get("/tools", nil).header.Get("ETag")
	gzipped := h.get("/tools", map[string]string{"Accept-Encoding": "gzip"})
	if got := gzipped.header.Get("ETag"); got != "W/"+tag {
		t.Fatalf("gzipped /tools has ETag %q, want W/%s", got, tag)
	}
	for _, sent := range []string{tag, "W/" + tag} {
		for _, encoding := range []string{"gzip", ""} {
			res := h.get("/tools", map[string]string{"If-None-Match": sent, "Accept-Encoding": encoding})
			if res.status != 304 || len(res.body) != 0 {
				t.Errorf("If-None-Match %s, Accept-Encoding %q: %d with %d bytes, want 304", sent, encoding, res.status, len(res.body))
			}
		}
	}
}

func gunzip(t testing.TB, data []byte) []byte {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	plain, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return plain
}
