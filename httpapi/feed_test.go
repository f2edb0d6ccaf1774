package httpapi_test

import (
	"compress/gzip"
	"encoding/xml"
	"io"
	"net/http"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"toolshop"
	"toolshop/demo"
	"toolshop/httpapi"
	"toolshop/store"
	"toolshop/store/storetest"
)

// rssFeed is the shopping feed as a reader of RSS 2.0 with Google's namespace reads it: each
// g: element by its namespace, http://base.google.com/ns/1.0.
type rssFeed struct {
	XMLName xml.Name `xml:"rss"`
	Version string   `xml:"version,attr"`
	Channel struct {
		Title string     `xml:"title"`
		Link  string     `xml:"link"`
		Items []feedItem `xml:"item"`
	} `xml:"channel"`
}

type feedItem struct {
	ID                   string         `xml:"http://base.google.com/ns/1.0 id"`
	ItemGroupID          string         `xml:"http://base.google.com/ns/1.0 item_group_id"`
	Title                string         `xml:"http://base.google.com/ns/1.0 title"`
	Description          string         `xml:"http://base.google.com/ns/1.0 description"`
	Link                 string         `xml:"http://base.google.com/ns/1.0 link"`
	ImageLink            string         `xml:"http://base.google.com/ns/1.0 image_link"`
	AdditionalImageLinks []string       `xml:"http://base.google.com/ns/1.0 additional_image_link"`
	Availability         string         `xml:"http://base.google.com/ns/1.0 availability"`
	Price                string         `xml:"http://base.google.com/ns/1.0 price"`
	SalePrice            string         `xml:"http://base.google.com/ns/1.0 sale_price"`
	SaleDates            string         `xml:"http://base.google.com/ns/1.0 sale_price_effective_date"`
	Brand                string         `xml:"http://base.google.com/ns/1.0 brand"`
	GTIN                 string         `xml:"http://base.google.com/ns/1.0 gtin"`
	MPN                  string         `xml:"http://base.google.com/ns/1.0 mpn"`
	IdentifierExists     string         `xml:"http://base.google.com/ns/1.0 identifier_exists"`
	Condition            string         `xml:"http://base.google.com/ns/1.0 condition"`
	ProductType          string         `xml:"http://base.google.com/ns/1.0 product_type"`
	Shipping             []feedShipping `xml:"http://base.google.com/ns/1.0 shipping"`
}

type feedShipping struct {
	Country string `xml:"http://base.google.com/ns/1.0 country"`
	Service string `xml:"http://base.google.com/ns/1.0 service"`
	Price   string `xml:"http://base.google.com/ns/1.0 price"`
}

// googlePrice is a price as Google's product data specification writes one.
var googlePrice = regexp.MustCompile(`^[0-9]+\.[0-9]{2} USD$`)

// readFeed gets the feed and parses it, failing the test unless it is well-formed.
func (h *harness) readFeed() (rssFeed, response) {
	h.t.Helper()
	res := h.must(http.StatusOK, "GET", "/feeds/google.xml", "", nil)
	if got := res.header.Get("Content-Type"); got != "application/rss+xml; charset=utf-8" {
		h.t.Errorf("Content-Type %q", got)
	}
	var f rssFeed
	if err := xml.Unmarshal(res.body, &f); err != nil {
		h.t.Fatalf("the feed is no XML: %v\n%s", err, res.body)
	}
	return f, res
}

// checkItems checks that every item carries what Google's product data specification
// requires of it, shipped to the United States as the demo's delivery does.
func checkItems(t *testing.T, base string, items []feedItem) {
	t.Helper()
	ids := map[string]bool{}
	for _, it := range items {
		switch {
		case it.ID == "" || ids[it.ID]:
			t.Errorf("item %+v: no id of its own", it)
		case it.Title == "" || len([]rune(it.Title)) > 150 || it.Description == "" || len([]rune(it.Description)) > 5000:
			t.Errorf("item %s: title %q, description %q", it.ID, it.Title, it.Description)
		case !strings.HasPrefix(it.Link, base+"/products/") || !strings.HasPrefix(it.ImageLink, "http"):
			t.Errorf("item %s: link %q, image %q", it.ID, it.Link, it.ImageLink)
		case it.Availability != "in_stock" && it.Availability != "out_of_stock":
			t.Errorf("item %s: availability %q", it.ID, it.Availability)
		case !googlePrice.MatchString(it.Price):
			t.Errorf("item %s: price %q", it.ID, it.Price)
		case it.Condition != "new":
			t.Errorf("item %s: condition %q", it.ID, it.Condition)
		case it.GTIN != "" && !toolshop.ValidGTIN(it.GTIN):
			t.Errorf("item %s: GTIN %q has a wrong check digit", it.ID, it.GTIN)
		case (it.GTIN == "" && (it.Brand == "" || it.MPN == "")) != (it.IdentifierExists == "no"):
			t.Errorf("item %s: brand %q, GTIN %q, MPN %q, identifier_exists %q", it.ID, it.Brand, it.GTIN, it.MPN, it.IdentifierExists)
		case it.ItemGroupID != "" && !strings.HasSuffix(it.Link, "?variant="+it.ID):
			t.Errorf("item %s of %s: link %q", it.ID, it.ItemGroupID, it.Link)
		case len(it.Shipping) != 1 || it.Shipping[0].Country != "US" || it.Shipping[0].Service != "Standard delivery" ||
			!googlePrice.MatchString(it.Shipping[0].Price):
			t.Errorf("item %s: shipping %+v", it.ID, it.Shipping)
		}
		ids[it.ID] = true
	}
}

// TestGoogleFeed: the demo shop's feed is RSS 2.0 with an item per form it sells, each with
// every attribute Google requires; a sale price only while the deal runs; 304 for a client
// that has it; gzip for one that asks; 404 once the owner turns it off.
func TestGoogleFeed(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		var mu sync.Mutex
		now := time.Now()
		clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
		h := newHarness(t, db, func(s *httpapi.Server) { s.Now = clock })
		admin := h.admin("boss@example.com")
		if err := demo.Load(t.Context(), db, db, db, db); err != nil {
			t.Fatal(err)
		}
		var tools []toolshop.Tool
		h.must(http.StatusOK, "GET", "/tools?limit=100", "", nil).json(t, &tools)
		forms := 0
		for _, tool := range tools {
			forms += max(1, len(tool.Variants))
		}

		f, res := h.readFeed()
		if f.Version != "2.0" || f.Channel.Title != "Toolshop" || f.Channel.Link != h.url || len(f.Channel.Items) != forms {
			t.Fatalf("feed %q %q %q with %d items, want %d", f.Version, f.Channel.Title, f.Channel.Link, len(f.Channel.Items), forms)
		}
		checkItems(t, h.url, f.Channel.Items)
		groups, gtins := 0, 0
		for _, it := range f.Channel.Items {
			if it.SalePrice != "" || it.SaleDates != "" {
				t.Errorf("item %s on sale without a deal: %q %q", it.ID, it.SalePrice, it.SaleDates)
			}
			if it.ItemGroupID != "" {
				groups++
			}
			if it.GTIN != "" {
				gtins++
			}
		}
		if groups == 0 || gtins == 0 {
			t.Errorf("%d variants and %d GTINs in the demo's feed", groups, gtins)
		}

		// A client that has the feed is told so, by its tag or by its date.
		tag, modified := res.header.Get("ETag"), res.header.Get("Last-Modified")
		for _, header := range []string{"If-None-Match", "If-Modified-Since"} {
			value := map[string]string{"If-None-Match": tag, "If-Modified-Since": modified}[header]
			req := h.request("GET", "/feeds/google.xml", nil)
			req.Header.Set(header, value)
			if got := h.send(req); got.status != http.StatusNotModified || len(got.body) > 0 {
				t.Errorf("%s %s: %d %s", header, value, got.status, got.body)
			}
		}

		// The deal of the day on a tool: its item on sale until the deal ends, and a new tag.
		wrench := tools[0]
		for _, tool := range tools {
			if len(tool.Variants) == 0 && tool.Price > 1000 {
				wrench = tool
			}
		}
		ends := now.Add(time.Hour).Truncate(time.Second)
		h.must(http.StatusOK, "PUT", "/admin/deal", admin, map[string]any{"toolId": wrench.ID, "price": 9.5, "endsAt": ends})
		req := h.request("GET", "/feeds/google.xml", nil)
		req.Header.Set("If-None-Match", tag)
		if got := h.send(req); got.status != http.StatusOK {
			t.Errorf("the deal changed the feed, but its old tag got %d", got.status)
		}
		f, res = h.readFeed()
		for _, it := range f.Channel.Items {
			start, end, _ := strings.Cut(it.SaleDates, "/")
			switch {
			case it.ID != wrench.ID && it.SalePrice != "":
				t.Errorf("item %s on sale: %q", it.ID, it.SalePrice)
			case it.ID == wrench.ID && (it.SalePrice != "9.50 USD" || end != ends.UTC().Format(time.RFC3339) ||
				start != res.header.Get("Last-Modified") && !sameInstant(start, res.header.Get("Last-Modified"))):
				t.Errorf("the deal's item: %+v, last modified %s", it, res.header.Get("Last-Modified"))
			}
		}
		mu.Lock()
		now = ends.Add(time.Second)
		mu.Unlock()
		f, _ = h.readFeed()
		for _, it := range f.Channel.Items {
			if it.SalePrice != "" {
				t.Errorf("item %s on sale after the deal: %q", it.ID, it.SalePrice)
			}
		}

		// An MPN with a brand identifies a tool; a tool without either, or a GTIN, is told so.
		plain := h.tool(1500, 1, 3)
		h.must(http.StatusOK, "PATCH", "/tool/"+wrench.ID, admin, map[string]any{"mpn": " IH-UW932-EU ", "brand": "Ironhold"})
		var variant toolshop.Variant
		for _, tool := range tools {
			if len(tool.Variants) > 0 {
				variant = tool.Variants[0]
				h.must(http.StatusOK, "PATCH", "/tool/"+tool.ID+"/variants/"+variant.ID, admin, map[string]any{"mpn": "VM-KIT-1"})
				break
			}
		}
		res = h.must(http.StatusBadRequest, "PATCH", "/tool/"+wrench.ID, admin, map[string]any{"mpn": strings.Repeat("M", 71)})
		if res.field(t, "fields").(map[string]any)["mpn"] == nil {
			t.Errorf("a long MPN: %s", res.body)
		}
		var found []toolshop.Tool
		h.must(http.StatusOK, "GET", "/tools?q=IH-UW932-EU", "", nil).json(t, &found)
		if len(found) != 1 || found[0].ID != wrench.ID || found[0].MPN != "IH-UW932-EU" {
			t.Errorf("a search for the MPN found %+v", found)
		}
		f, _ = h.readFeed()
		checkItems(t, h.url, f.Channel.Items)
		for _, it := range f.Channel.Items {
			if it.ID == wrench.ID && (it.MPN != "IH-UW932-EU" || it.IdentifierExists != "") ||
				it.ID == variant.ID && it.MPN != "VM-KIT-1" ||
				it.ID == plain && it.IdentifierExists != "no" {
				t.Errorf("item %s: brand %q, MPN %q, identifier_exists %q", it.ID, it.Brand, it.MPN, it.IdentifierExists)
			}
		}

		// Gzipped for a client that asks, as every long answer.
		req = h.request("GET", "/feeds/google.xml", nil)
		req.Header.Set("Accept-Encoding", "gzip")
		zipped := h.send(req)
		if zipped.header.Get("Content-Encoding") != "gzip" {
			t.Errorf("Content-Encoding %q", zipped.header.Get("Content-Encoding"))
		} else if r, err := gzip.NewReader(strings.NewReader(string(zipped.body))); err != nil {
			t.Error(err)
		} else if err := xml.NewDecoder(r).Decode(&rssFeed{}); err != nil {
			t.Errorf("the gzipped feed: %v", err)
		}

		// Off: there is no feed.
		var settings map[string]any
		h.must(http.StatusOK, "GET", "/admin/shop", admin, nil).json(t, &settings)
		if settings["feed"] != true {
			t.Errorf("the demo's feed is %v", settings["feed"])
		}
		settings["feed"] = false
		h.must(http.StatusOK, "PUT", "/admin/shop", admin, settings)
		h.must(http.StatusNotFound, "GET", "/feeds/google.xml", "", nil)
	})
}

// sameInstant tells whether an RFC 3339 time and an HTTP date name the same second.
func sameInstant(rfc3339, httpDate string) bool {
	a, err1 := time.Parse(time.RFC3339, rfc3339)
	b, err2 := http.ParseTime(httpDate)
	return err1 == nil && err2 == nil && a.Equal(b)
}

// TestGoogleFeedStreams: a feed of 100,000 tools goes out while the server holds a batch of
// them at a time. The body is read slowly, the heap the server holds sampled meanwhile (once
// collected): its growth stays under what a slice of the 100,000 tools holds (it stays flat,
// a batch or two, from the first item to the last).
func TestGoogleFeedStreams(t *testing.T) {
	if testing.Short() {
		t.Skip("100,000 tools")
	}
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		admin := h.admin("boss@example.com")
		const tools = 100_000
		storetest.Exec(t, db, `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < $1)
			INSERT INTO tools (id, name, image, description, price_cents, min_order, available_quantity, created_at, pictures, brand)
			SELECT 't' || i, 'TOOL ' || i, '/x.svg', 'A tool to stream, number ' || i || '.', 100 + i, 1, i % 7, i,
				'[{"url": "/x.svg", "alt": ""}]', 'Brand ' || (i % 50) FROM n`, tools)
		var settings map[string]any
		h.must(http.StatusOK, "GET", "/admin/shop", admin, nil).json(t, &settings)
		settings["feed"] = true
		h.must(http.StatusOK, "PUT", "/admin/shop", admin, settings)

		// A first feed, read whole, lets what the settings' change set going settle (on
		// PostgreSQL its notice reaches the server's listener a moment later): the second
		// is measured alone.
		first, err := rawClient.Get(h.url + "/feeds/google.xml")
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, first.Body)
		first.Body.Close()

		runtime.GC()
		var before, during runtime.MemStats
		runtime.ReadMemStats(&before)
		res, err := rawClient.Get(h.url + "/feeds/google.xml")
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		var peak uint64
		dec := xml.NewDecoder(res.Body)
		items := 0
		for {
			token, err := dec.Token()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("after %d items: %v", items, err)
			}
			if start, ok := token.(xml.StartElement); ok && start.Name.Local == "item" {
				if items++; items%2000 == 0 {
					runtime.GC() // what is held, not the garbage a collection would take
					runtime.ReadMemStats(&during)
					peak = max(peak, during.HeapInuse)
				}
			}
		}
		if items != tools {
			t.Fatalf("%d items, want %d", items, tools)
		}
		grown := peak - min(peak, before.HeapInuse)
		held := heldByTools(tools)
		if grown >= held {
			t.Errorf("the heap grew by %d MB streaming the feed: as much as a slice of its %d tools holds (%d MB)", grown>>20, tools, held>>20)
		} else {
			t.Logf("the heap grew by %d MB at most; a slice of the %d tools holds %d MB", grown>>20, tools, held>>20)
		}
	})
}

// heldByTools is how much heap a slice of n tools takes, as the store reads the rows
// TestGoogleFeedStreams inserts: what a server holding the catalogue would hold.
func heldByTools(n int) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	tools := make([]toolshop.Tool, n)
	for i := range tools {
		id := strconv.Itoa(i + 1)
		tools[i] = toolshop.Tool{ID: "t" + id, Name: "TOOL " + id, Image: "/x.svg", Description: "A tool to stream, number " + id + ".",
			Pictures: []toolshop.ToolPicture{{URL: "/x.svg"}}, Brand: "Brand " + strconv.Itoa((i+1)%50), Slug: "tool-" + id}
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	runtime.KeepAlive(tools)
	return after.HeapInuse - min(after.HeapInuse, before.HeapInuse)
}
