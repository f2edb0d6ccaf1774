package orders_test

import (
	"bytes"
	"context"
	"io"
	netmail "net/mail"
	"strings"
	"sync"
	"testing"
	"time"

	"toolshop/mail"
	"toolshop/mail/mailtest"
	"toolshop/store"
	"toolshop/store/storetest"
)

// Fifteen minutes before an unpaid order expires, the sweep mails its customer the link to
// pay it, once, whatever the sweeps and servers; a paid order is not reminded; a reminder
// whose mail fails is tried again at the next sweep.
func TestExpiryReminder(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s, server, mailer := alertShop(t, db) // the shop's sweep mails through the test's server
		s.svc.Reminders, s.svc.ReminderMail = db, s.svc.AdminMail.(*mail.Postman)
		ctx := context.Background()
		unpaid := s.place(3)
		s.placePaid(2)
		s.clock.add(30 * time.Minute)
		later := s.place(1)

		s.clock.add(14 * time.Minute) // 16 minutes before the first expires
		s.svc.Sweep(ctx)
		if n := mailer.sent.Load(); n != 0 {
			t.Fatalf("%d reminders 16 minutes before", n)
		}
		s.clock.add(2 * time.Minute)
		other := *s.svc // a second server on the same database
		var wg sync.WaitGroup
		wg.Go(func() { s.svc.Sweep(ctx) })
		wg.Go(func() { other.Sweep(ctx) })
		wg.Wait()
		s.svc.Sweep(ctx)
		checkReminder(t, server.Next(t), unpaid.Number(), unpaid.ID)
		if n := mailer.sent.Load(); n != 1 {
			t.Errorf("%d mails for one reminder", n)
		}

		// The later order's reminder fails, and the next sweep sends it.
		s.clock.add(30 * time.Minute)
		mailer.down.Store(true)
		s.svc.Sweep(ctx)
		mailer.down.Store(false)
		s.svc.Sweep(ctx)
		checkReminder(t, server.Next(t), later.Number(), later.ID)
		s.svc.Sweep(ctx)
		if n := mailer.sent.Load(); n != 2 {
			t.Errorf("%d mails for two reminders", n)
		}
	})
}

// checkReminder checks that the reminder went to Ann, naming the order and linking to its payment.
func checkReminder(t *testing.T, m mailtest.Mail, number, id string) {
	t.Helper()
	msg, err := netmail.ReadMessage(bytes.NewReader(m.Data))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(msg.Body)
	if len(m.To) != 1 || m.To[0] != "ann@example.com" || !strings.HasPrefix(msg.Header.Get("Subject"), "Order "+number+": pay it before ") {
		t.Errorf("mail to %v, subject %q", m.To, msg.Header.Get("Subject"))
	}
	for _, want := range []string{"Your order " + number + " is not paid yet", "https://shop.example.com/dashboard/payment/" + id} {
		if !strings.Contains(string(body), want) {
			t.Errorf("mail lacks %q:\n%s", want, body)
		}
	}
}
