package mail

import (
	"context"
	"crypto/rand"
	"fmt"
	"log/slog"
	netmail "net/mail"
	"os"
	"path/filepath"
	"time"
)

// Outbox keeps mail instead of sending it: each message becomes an .eml file in Dir, which
// any mail program opens, and its link goes to the log.
type Outbox struct {
	Dir  string
	From *netmail.Address
	Log  *slog.Logger
}

// Send writes the message to a new file in the outbox.
func (o *Outbox) Send(ctx context.Context, m Message) error {
	if err := os.MkdirAll(o.Dir, 0o750); err != nil {
		return fmt.Errorf("outbox: %w", err)
	}
	now := time.Now()
	name := filepath.Join(o.Dir, now.UTC().Format("20060102-150405")+"-"+rand.Text()[:8]+".eml")
	// Reset links open accounts, so the files are for the shop's user alone. A mail is
	// written aside and renamed, so that nobody reading the outbox finds half of one.
	if err := os.WriteFile(name+".part", format(o.From, m, now), 0o600); err != nil {
		return fmt.Errorf("outbox: %w", err)
	}
	if err := os.Rename(name+".part", name); err != nil {
		return fmt.Errorf("outbox: %w", err)
	}
	o.Log.InfoContext(ctx, "mail written to the outbox", "to", m.To, "subject", m.Subject, "link", m.Link, "file", name)
	return nil
}
