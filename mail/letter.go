package mail

import (
	"fmt"
	"strings"

	"toolshop"
)

// Letter is what one mail says, written once as its parts; render writes it in the shop's
// look as the mail's plain text and as its HTML, with the same words.
type Letter struct {
	To      string
	Subject string
	// Heading titles the letter, above the greeting.
	Heading string
	// Name is whom the greeting names; "" greets with "Hello" alone.
	Name   string
	Blocks []Block
	// Link is the link the reader is meant to follow, for the outbox's log (Message.Link).
	Link string
}

// Block is one part of a letter's body: one of its fields is set.
type Block struct {
	// Text is a paragraph. Its line ends stay in the plain text; HTML flows it.
	Text string
	// Rows are labelled values: an order's number, the parts of its total, its delivery.
	Rows []Row
	// Lines are an order's lines, each named by its label, its SKU under it.
	Lines []toolshop.OrderLine
	// Button is what the letter asks the reader to do: a button in HTML, with its address
	// under it; in the plain text the address alone, under the paragraph that says what it is.
	Button Link
	// Link is a link after what it leads to: "Your order: https://…".
	Link Link
}

// Row is one labelled value; Strong marks an order's total. Note, when set, is a smaller
// line under the label: a refunded line's SKU. Amount marks a value of money, which stays on
// one line, its label wrapping instead (a refunded line's long name); other values wrap
// (an address), their labels never.
type Row struct {
	Label, Value, Note string
	Amount, Strong     bool
}

// money is a row of an amount.
func money(label string, amount toolshop.Cents) Row {
	return Row{Label: label, Value: amount.String(), Amount: true}
}

// Link is an address and what it leads to.
type Link struct{ Label, URL string }

// greeting is how the letter opens.
func (l Letter) greeting() string {
	if l.Name == "" {
		return "Hello"
	}
	return "Hello " + l.Name
}

// text writes the letter as plain text: its heading, the greeting, the blocks a paragraph
// each, and the shop's name and footer as the signature.
func (l Letter) text(shop Brand) string {
	var b strings.Builder
	b.WriteString(l.Heading + "\n\n" + l.greeting() + ",\n\n")
	for _, block := range l.Blocks {
		block.text(&b)
		b.WriteString("\n")
	}
	for _, line := range append([]string{shop.Name}, shop.footer()...) {
		b.WriteString(line + "\n")
	}
	return b.String()
}

// text writes the block's lines: labels in a column, so that amounts line up.
func (bl Block) text(b *strings.Builder) {
	if bl.Text != "" {
		b.WriteString(bl.Text + "\n")
	}
	for _, r := range bl.Rows {
		// A value of several lines (a pickup's address) keeps them under its first.
		fmt.Fprintf(b, "  %-15s %s\n", r.Label+":", strings.ReplaceAll(r.Value, "\n", "\n"+strings.Repeat(" ", 18)))
		note(b, r.Note)
	}
	for _, l := range bl.Lines {
		fmt.Fprintf(b, "  %d x %s at %s: %s\n", l.Quantity, l.Label(), l.UnitPrice, l.Total)
		note(b, l.SKULabel())
	}
	if bl.Button.URL != "" {
		b.WriteString(bl.Button.URL + "\n")
	}
	if bl.Link.URL != "" {
		b.WriteString(bl.Link.Label + ": " + bl.Link.URL + "\n")
	}
}

// note writes a smaller line under a row or an order line, indented under its words.
func note(b *strings.Builder, text string) {
	if text != "" {
		b.WriteString("      " + text + "\n")
	}
}
