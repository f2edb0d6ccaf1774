// Package mail sends the shop's mail: over SMTP when a server is configured, else into a
// local outbox folder, so that the default set-up works without a mail server.
package mail

import (
	"bytes"
	"cmp"
	"context"
	"crypto/rand"
	"fmt"
	"log/slog"
	"mime"
	"mime/multipart"
	netmail "net/mail"
	"net/textproto"
	"net/url"
	"strings"
	"time"
)

// Message is one mail to one address: its plain text, and the same words as HTML when
// HTML is set (render writes both).
type Message struct {
	// FromName is the name the mail is sent under, the shop's; "" keeps the sender's own.
	FromName string
	To       string
	Subject  string
	Text     string
	HTML     string
	// Link is the link the reader is meant to follow; the outbox logs it.
	Link string
}

// Mailer sends messages.
type Mailer interface {
	Send(ctx context.Context, m Message) error
}

// New answers an SMTP mailer when smtpURL is set (smtp://user:password@host:587, or
// smtps:// for TLS from the start), else an outbox writing to outboxDir. from is the sender,
// such as "Toolshop <no-reply@example.com>".
func New(smtpURL, from, outboxDir string, log *slog.Logger) (Mailer, error) {
	sender, err := netmail.ParseAddress(from)
	if err != nil {
		return nil, fmt.Errorf("MAIL_FROM %q: %w", from, err)
	}
	if smtpURL == "" {
		return &Outbox{Dir: outboxDir, From: sender, Log: log}, nil
	}
	u, err := url.Parse(smtpURL)
	if err != nil {
		return nil, fmt.Errorf("SMTP_URL: %w", err)
	}
	if (u.Scheme != "smtp" && u.Scheme != "smtps") || u.Hostname() == "" {
		return nil, fmt.Errorf("SMTP_URL must look like smtp://user:password@host:587 or smtps://…")
	}
	return &SMTP{URL: u, From: sender}, nil
}

// format writes a message as the text of a mail, with CRLF line ends: its plain text alone,
// or with HTML as multipart/alternative, the plain text first for the programs that show
// only one. The parts are 8-bit text rather than quoted-printable, so that the link reads
// (and clicks) as it is in the raw mail, as in an outbox file.
func format(from *netmail.Address, m Message, now time.Time) []byte {
	var b bytes.Buffer
	header := func(name, value string) { fmt.Fprintf(&b, "%s: %s\r\n", name, value) }
	sender := *from
	sender.Name = cmp.Or(m.FromName, from.Name)
	header("From", sender.String())
	header("To", (&netmail.Address{Address: m.To}).String())
	header("Subject", mime.QEncoding.Encode("utf-8", m.Subject))
	header("Date", now.Format(time.RFC1123Z))
	_, domain, _ := strings.Cut(from.Address, "@")
	header("Message-ID", "<"+rand.Text()+"@"+domain+">")
	header("MIME-Version", "1.0")
	if m.HTML == "" {
		header("Content-Type", "text/plain; charset=utf-8")
		header("Content-Transfer-Encoding", "8bit")
		b.WriteString("\r\n")
		b.Write(crlf(m.Text))
		return b.Bytes()
	}
	parts := multipart.NewWriter(&b)
	header("Content-Type", mime.FormatMediaType("multipart/alternative", map[string]string{"boundary": parts.Boundary()}))
	b.WriteString("\r\n")
	for _, part := range []struct{ contentType, body string }{{"text/plain", m.Text}, {"text/html", m.HTML}} {
		// Writing to a bytes.Buffer does not fail.
		w, _ := parts.CreatePart(textproto.MIMEHeader{
			"Content-Type":              {part.contentType + "; charset=utf-8"},
			"Content-Transfer-Encoding": {"8bit"},
		})
		w.Write(crlf(part.body))
	}
	parts.Close()
	return b.Bytes()
}

// crlf ends each line of text with CRLF, as mail does, the last one included.
func crlf(text string) []byte {
	text = strings.ReplaceAll(strings.ReplaceAll(text, "\r\n", "\n"), "\n", "\r\n")
	return []byte(strings.TrimRight(text, "\r\n") + "\r\n")
}
