//go:build ignore

// generate writes formats.tsv, what Google's address data (libaddressinput, the data Chrome
// and Android fill addresses from) says of each country's addresses: the pattern of its postal
// codes, which fields it requires, and examples. It reads testdata/countryinfo.txt from a
// clone of github.com/google/libaddressinput named by LIBADDRESSINPUT (a bare clone will do):
// LIBADDRESSINPUT=~/src/libaddressinput go generate in the module's root runs it. Each line is
// a country's ISO 3166-1 code, its postal code pattern ("" for none), the letters of the
// fields it requires (C city, Z postal code, as libaddressinput names them) and its example
// postal codes, separated by tabs; the first line names the commit it was made from.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"log"
	"os"
	"os/exec"
	"regexp"
	"sort"
	"strings"
)

const file = "testdata/countryinfo.txt"

type country struct {
	Zip     string `json:"zip"`
	Require string `json:"require"`
	ZipEx   string `json:"zipex"`
}

func main() {
	dir := os.Getenv("LIBADDRESSINPUT")
	if dir == "" {
		log.Fatal("LIBADDRESSINPUT must name a clone of github.com/google/libaddressinput")
	}
	commit, err := exec.Command("git", "-C", dir, "log", "-1", "--format=%H", "--", file).Output()
	if err != nil {
		log.Fatalf("reading %s's history: %v", dir, err)
	}
	data, err := exec.Command("git", "-C", dir, "show", "HEAD:"+file).Output()
	if err != nil {
		log.Fatalf("reading %s: %v", file, err)
	}
	var lines []string
	for line := range strings.Lines(string(data)) {
		key, value, ok := strings.Cut(strings.TrimSpace(line), "=")
		// data/US: a country; data/US/CA and data/US--fr are its regions and languages, and
		// data/ZZ the defaults, which the shop keeps itself.
		if !ok || len(key) != len("data/US") || !strings.HasPrefix(key, "data/") || key == "data/ZZ" {
			continue
		}
		var c country
		if err := json.Unmarshal([]byte(value), &c); err != nil {
			log.Fatalf("%s: %v", key, err)
		}
		// The shop matches with Go's regexp: a pattern it cannot read must fail here.
		if _, err := regexp.Compile(c.Zip); err != nil {
			log.Fatalf("%s: %v", key, err)
		}
		lines = append(lines, strings.Join([]string{strings.TrimPrefix(key, "data/"), c.Zip, c.Require, c.ZipEx}, "\t"))
	}
	sort.Strings(lines)
	out, err := os.Create("addressformats/formats.tsv")
	if err != nil {
		log.Fatal(err)
	}
	w := bufio.NewWriter(out)
	fmt.Fprintf(w, "# Address formats from Google's libaddressinput %s at %s, written by addressformats/generate.go: do not edit\n",
		file, strings.TrimSpace(string(commit)))
	for _, l := range lines {
		fmt.Fprintln(w, l)
	}
	if err := w.Flush(); err != nil {
		log.Fatal(err)
	}
	if err := out.Close(); err != nil {
		log.Fatal(err)
	}
}
