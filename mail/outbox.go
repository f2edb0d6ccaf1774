package mail

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"io/fs"
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

// Send writes the message to a new file in the outbox, making the outbox's folder when it
// is missing (the first mail's, or after someone removed it): one file written and renamed a
// mail, nothing more.
func (o *Outbox) Send(ctx context.Context, m Message) error {
	now := time.Now()
	name := filepath.Join(o.Dir, now.UTC().Format("20060102-150405")+"-"+rand.Text()[:8]+".eml")
	// Reset links open accounts, so the files are for the shop's user alone. A mail is
	// written aside and renamed, so that nobody reading the outbox finds half of one.
	mail := format(o.From, m, now)
	err := os.WriteFile(name+".part", mail, 0o600)
	if errors.Is(err, fs.ErrNotExist) {
		if err = os.MkdirAll(o.Dir, 0o750); err == nil {
			err = os.WriteFile(name+".part", mail, 0o600)
		}
	}
	if err != nil {
		return fmt.Errorf("outbox: %w", err)
	}
	if err := os.Rename(name+".part", name); err != nil {
		return fmt.Errorf("outbox: %w", err)
	}
	o.Log.InfoContext(ctx, "mail written to the outbox", "to", m.To, "subject", m.Subject, "link", m.Link, "file", name)
	return nil
}
