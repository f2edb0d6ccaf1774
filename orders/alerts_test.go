package orders_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	netmail "net/mail"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"toolshop"
	"toolshop/mail"
	"toolshop/mail/mailtest"
	"toolshop/store"
	"toolshop/store/storetest"
)

// counted counts the mail sent through it, and fails it while down is set.
type counted struct {
	mail.Mailer
	sent atomic.Int32
	down atomic.Bool
}

func (c *counted) Send(ctx context.Context, m mail.Message) error {
	if c.down.Load() {
		return errors.New("mail server down")
	}
	c.sent.Add(1)
	return c.Mailer.Send(ctx, m)
}

// alertShop is the shop with a verified admin, the shop's threshold at 10 and the stock
// alerts mailed through the SMTP server of the test.
func alertShop(t *testing.T, db *store.DB) (*shop, *mailtest.Server, *counted) {
	t.Helper()
	s := newShop(t, db)
	ctx := context.Background()
	if _, err := db.CreateUser(ctx, toolshop.User{Email: "owner@example.com", Name: "Olga", Role: toolshop.RoleAdmin, Verified: true}); err != nil {
		t.Fatal(err)
	}
	if err := db.SetLowStockThreshold(ctx, 10); err != nil {
		t.Fatal(err)
	}
	server := mailtest.Start(t, mailtest.Plain)
	smtp, err := mail.New(server.URL, "Toolshop <shop@example.com>", "", slog.Default())
	if err != nil {
		t.Fatal(err)
	}
	mailer := &counted{Mailer: smtp}
	s.svc.Alerts = db
	s.svc.AdminMail = &mail.Postman{Mailer: mailer, BaseURL: "https://shop.example.com", Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	return s, server, mailer
}

// alerts are the stock alerts the Overview lists, newest first.
func (s *shop) alerts() []toolshop.StockAlert {
	s.t.Helper()
	stats, err := s.db.Stats(context.Background(), toolshop.StatsPeriod{From: s.clock.Now().Add(-time.Hour), To: s.clock.Now(), Bucket: toolshop.ByDay}, s.clock.Now())
	if err != nil {
		s.t.Fatal(err)
	}
	return stats.StockAlerts
}

// checkAlerts fails unless the Overview lists alerts at these stocks, newest first.
func (s *shop) checkAlerts(stocks ...int) {
	s.t.Helper()
	got := s.alerts()
	var gotStocks []int
	for _, a := range got {
		gotStocks = append(gotStocks, a.Stock)
		if a.ToolID != s.tool.ID || a.ToolName != "DRILL" || a.Threshold != 10 {
			s.t.Errorf("alert %+v", a)
		}
	}
	if fmt.Sprint(gotStocks) != fmt.Sprint(stocks) {
		s.t.Fatalf("alerts at stocks %v, want %v", gotStocks, stocks)
	}
}

// A sale that takes the stock below the threshold alerts once; further sales below it do
// not; stock brought back to the threshold or above (an admin's edit, a cancelled or
// expired order) re-arms the tool, so that the next crossing alerts again. The sweep mails
// each alert once to the verified admins, naming the tool and its stock.
func TestStockAlerts(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s, server, mailer := alertShop(t, db)
		ctx := context.Background()
		s.placePaid(90) // 100 → 10: at the threshold, not below
		s.checkAlerts()
		s.placePaid(1) // 10 → 9
		s.placePaid(2) // 9 → 7, below already
		s.checkAlerts(9)
		if a := s.alerts()[0]; a.MailedAt != nil || !a.At.Equal(s.clock.Now()) {
			t.Errorf("alert before the sweep %+v", a)
		}

		s.svc.Sweep(ctx)
		checkAlertMail(t, server.Next(t), "DRILL", 9)
		s.svc.Sweep(ctx)
		if n := mailer.sent.Load(); n != 1 {
			t.Errorf("%d mails for one alert", n)
		}
		if a := s.alerts()[0]; a.MailedAt == nil {
			t.Errorf("mailed alert %+v", a)
		}

		// An admin restocks: the next crossing alerts again.
		restock := 12
		if _, err := db.UpdateTool(ctx, s.tool.ID, toolshop.ToolChanges{AvailableQuantity: &restock}); err != nil {
			t.Fatal(err)
		}
		s.clock.add(time.Minute)
		cancelled := s.place(3) // 12 → 9
		s.checkAlerts(9, 9)
		// A cancelled order gives its stock back (9 → 12), and so does an expired one.
		if _, err := s.svc.CancelOrder(ctx, s.customer(), cancelled.ID); err != nil {
			t.Fatal(err)
		}
		s.clock.add(time.Minute)
		s.place(5) // 12 → 7
		s.checkAlerts(7, 9, 9)
		s.clock.add(2 * time.Hour)
		s.svc.Sweep(ctx) // the unpaid order expires: 7 → 12
		if got := s.stock(); got != 12 {
			t.Fatalf("stock %d after expiry, want 12", got)
		}
		s.place(3) // 12 → 9
		s.checkAlerts(9, 7, 9, 9)
		s.svc.Sweep(ctx)
		for range 3 {
			server.Next(t)
		}
		if n := mailer.sent.Load(); n != 4 {
			t.Errorf("%d mails for four alerts", n)
		}
	})
}

// Concurrent orders that together take the stock below the threshold raise exactly one
// alert, and two servers sweeping at once mail it exactly once.
func TestConcurrentOrdersAlertOnce(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s, server, mailer := alertShop(t, db)
		ctx := context.Background()
		s.place(88) // 100 → 12
		var wg sync.WaitGroup
		for i := range 8 {
			wg.Go(func() {
				buyer, err := db.CreateUser(ctx, toolshop.User{Email: fmt.Sprintf("buyer%d@example.com", i), Name: "Buyer"})
				if err != nil {
					t.Error(err)
					return
				}
				one := 1
				if _, err := s.svc.Checkout(ctx, buyer, storetest.BuyNow(s.tool.ID, one)); err != nil {
					t.Error(err)
				}
			})
		}
		wg.Wait()
		if got := s.stock(); got != 4 {
			t.Fatalf("stock %d, want 4", got)
		}
		s.checkAlerts(9)

		other := *s.svc // a second server on the same database
		wg.Go(func() { s.svc.Sweep(ctx) })
		wg.Go(func() { other.Sweep(ctx) })
		wg.Wait()
		checkAlertMail(t, server.Next(t), "DRILL", 9)
		if n := mailer.sent.Load(); n != 1 {
			t.Errorf("%d mails for one alert", n)
		}
	})
}

// An alert whose mail fails stays unmailed, and the next sweep mails it.
func TestStockAlertMailRetried(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s, server, mailer := alertShop(t, db)
		var log bytes.Buffer
		s.svc.Log = slog.New(slog.NewTextHandler(&log, nil))
		ctx := context.Background()
		s.place(91) // 100 → 9
		mailer.down.Store(true)
		s.svc.Sweep(ctx)
		if a := s.alerts()[0]; a.MailedAt != nil || !strings.Contains(log.String(), "mail stock alert failed") {
			t.Errorf("alert %+v after a failed mail; log %s", a, log.String())
		}
		mailer.down.Store(false)
		s.svc.Sweep(ctx)
		checkAlertMail(t, server.Next(t), "DRILL", 9)
		if a := s.alerts()[0]; a.MailedAt == nil {
			t.Errorf("alert %+v after its mail", a)
		}
	})
}

// placePaid places Ann's order of quantity units and pays it, so that it never expires.
func (s *shop) placePaid(quantity int) {
	s.t.Helper()
	o := s.place(quantity)
	if _, err := s.svc.RecordPayment(context.Background(), s.customer(), o.ID, s.charge(o.ID).ID); err != nil {
		s.t.Fatal(err)
	}
}

// checkAlertMail checks that the mail went to the verified admin, naming the tool and its stock.
func checkAlertMail(t *testing.T, m mailtest.Mail, tool string, stock int) {
	t.Helper()
	msg, err := netmail.ReadMessage(bytes.NewReader(m.Data))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(msg.Body)
	if len(m.To) != 1 || m.To[0] != "owner@example.com" || msg.Header.Get("Subject") != "Low stock: "+tool {
		t.Errorf("mail to %v, subject %q", m.To, msg.Header.Get("Subject"))
	}
	for _, want := range []string{"Hello Olga,", "A sale has taken " + tool + " below its low stock threshold",
		fmt.Sprintf("In stock:       %d", stock), "Threshold:      10", "https://shop.example.com/dashboard/overview"} {
		if !strings.Contains(string(body), want) {
			t.Errorf("mail lacks %q:\n%s", want, body)
		}
	}
}
