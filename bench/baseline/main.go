// Command baseline is the floor make bench measures the shop against: a bare net/http
// server answering each path with the bytes the shop sent for it once, from memory. A path
// may carry a query (/tools?limit=24): the shop's answer to it is served at its path,
// whatever query a request carries.
package main

import (
	"flag"
	"io"
	"log"
	"net/http"
	"strings"
)

func main() {
	shop := flag.String("shop", "http://127.0.0.1:8080", "the shop whose answers to copy")
	addr := flag.String("addr", "127.0.0.1:8081", "listen address")
	flag.Parse()
	mux := http.NewServeMux()
	for _, arg := range flag.Args() {
		body, contentType := fetch(*shop + arg)
		path, _, _ := strings.Cut(arg, "?")
		mux.HandleFunc("GET "+path, func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", contentType)
			w.Write(body)
		})
	}
	log.Fatal(http.ListenAndServe(*addr, mux))
}

func fetch(url string) (body []byte, contentType string) {
	res, err := http.Get(url)
	if err != nil {
		log.Fatal(err)
	}
	defer res.Body.Close()
	if body, err = io.ReadAll(res.Body); err != nil || res.StatusCode != http.StatusOK {
		log.Fatalf("GET %s: %d %v", url, res.StatusCode, err)
	}
	return body, res.Header.Get("Content-Type")
}
