package mail

import (
	_ "embed"
	"html/template"
	"strings"
)

// letterHTML lays a letter out for mail programs: tables for layout and inline styles alone
// (many drop a <style>), system fonts, no script, at most 600 pixels wide and fluid below.
//
//go:embed letter.html
var letterHTML string

var letterTemplate = template.Must(template.New("letter").Parse(letterHTML))

// render writes the letter in the shop's look, as the plain text and the HTML of one mail
// with the same words. The HTML escapes everything the letter holds.
func render(shop Brand, l Letter) (Message, error) {
	var html strings.Builder
	err := letterTemplate.Execute(&html, struct {
		Letter
		Greeting string
		Shop     Brand
		Footer   []string
	}{l, l.greeting(), shop, shop.footer()})
	return Message{FromName: shop.Name, To: l.To, Subject: l.Subject, Link: l.Link, Text: l.text(shop), HTML: html.String()}, err
}
