//go:build ignore

// generate writes places.tsv, the countries (ISO 3166-1) and their regions (ISO 3166-2) the
// shop knows, from Debian's iso-codes package (apt-get install iso-codes): go generate in
// the module's root runs it. Each line is a code, the name people know it by, then its other
// names, separated by tabs; the first line names the iso-codes version it was made from.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"log"
	"os"
	"os/exec"
	"slices"
	"sort"
	"strings"
)

const source = "/usr/share/iso-codes/json/"

type entry struct {
	Alpha2       string `json:"alpha_2"`
	Code         string `json:"code"`
	Name         string `json:"name"`
	OfficialName string `json:"official_name"`
	CommonName   string `json:"common_name"`
}

func read(file, key string) []entry {
	b, err := os.ReadFile(source + file)
	if err != nil {
		log.Fatal(err)
	}
	var doc map[string][]entry
	if err := json.Unmarshal(b, &doc); err != nil {
		log.Fatal(err)
	}
	return doc[key]
}

func main() {
	version, err := exec.Command("dpkg-query", "-W", "-f=${Version}", "iso-codes").Output()
	if err != nil {
		log.Fatalf("iso-codes is not installed: %v", err)
	}
	var lines []string
	for _, c := range read("iso_3166-1.json", "3166-1") {
		// The name people know first ("Bolivia", not "Bolivia, Plurinational State of").
		names := []string{c.CommonName, c.Name, c.OfficialName}
		lines = append(lines, line(c.Alpha2, names))
	}
	for _, r := range read("iso_3166-2.json", "3166-2") {
		lines = append(lines, line(r.Code, []string{r.Name}))
	}
	sort.Strings(lines)
	out, err := os.Create("iso3166/places.tsv")
	if err != nil {
		log.Fatal(err)
	}
	w := bufio.NewWriter(out)
	fmt.Fprintf(w, "# ISO 3166-1 and 3166-2 from Debian's iso-codes %s, written by iso3166/generate.go: do not edit\n", version)
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

// line is a code and its names, without blanks or repeats.
func line(code string, names []string) string {
	fields := []string{code}
	for _, n := range names {
		if n != "" && !slices.Contains(fields[1:], n) {
			fields = append(fields, n)
		}
	}
	return strings.Join(fields, "\t")
}
