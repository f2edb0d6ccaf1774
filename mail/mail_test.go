package mail_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"log/slog"
	netmail "net/mail"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"toolshop"
	"toolshop/mail"
	"toolshop/mail/mailtest"
)

var reset = mail.Message{
	To:      "ann@example.com",
	Subject: "Reset your Toolshop password",
	Text:    "Hello Ann,\n\nFollow this link:\n\nhttp://shop.example.com/reset-password?token=ABC234DEF\n",
	Link:    "http://shop.example.com/reset-password?token=ABC234DEF",
}

// read parses a mail as a mail program would and answers its body.
func read(t *testing.T, data []byte) (netmail.Header, string) {
	t.Helper()
	msg, err := netmail.ReadMessage(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("not a mail: %v\n%s", err, data)
	}
	body, err := io.ReadAll(msg.Body)
	if err != nil {
		t.Fatal(err)
	}
	return msg.Header, string(body)
}

func checkResetMail(t *testing.T, data []byte) {
	t.Helper()
	header, body := read(t, data)
	if header.Get("From") != `"Toolshop" <shop@example.com>` || header.Get("To") != "<ann@example.com>" ||
		header.Get("Subject") != reset.Subject || header.Get("Date") == "" ||
		!strings.HasSuffix(header.Get("Message-Id"), "@example.com>") {
		t.Errorf("headers %v", header)
	}
	// The link stands on a line of its own, exactly as made: nothing encodes it.
	if !strings.Contains(body, "\r\n"+reset.Link+"\r\n") {
		t.Errorf("link not found as it is in\n%q", body)
	}
}

func smtpMailer(t *testing.T, server *mailtest.Server) *mail.SMTP {
	t.Helper()
	m, err := mail.New(server.URL, "Toolshop <shop@example.com>", "", slog.Default())
	if err != nil {
		t.Fatal(err)
	}
	s := m.(*mail.SMTP)
	s.TLSConfig = server.TLSConfig
	return s
}

// The SMTP mailer signs in and delivers, switching to TLS when the server offers
// STARTTLS, or from the start with smtps://.
func TestSMTP(t *testing.T) {
	for name, c := range map[string]struct {
		security mailtest.Security
		tls      bool
	}{"plain on loopback": {mailtest.Plain, false}, "STARTTLS": {mailtest.StartTLS, true}, "smtps": {mailtest.TLS, true}} {
		t.Run(name, func(t *testing.T) {
			server := mailtest.Start(t, c.security)
			if err := smtpMailer(t, server).Send(t.Context(), reset); err != nil {
				t.Fatal(err)
			}
			got := server.Next(t)
			if got.TLS != c.tls || got.From != "shop@example.com" || !slices.Equal(got.To, []string{"ann@example.com"}) {
				t.Errorf("received over TLS %v from %s to %v", got.TLS, got.From, got.To)
			}
			checkResetMail(t, got.Data)
		})
	}
}

// A wrong password is an error, for the Postman to log.
func TestSMTPWrongPassword(t *testing.T) {
	server := mailtest.Start(t, mailtest.StartTLS)
	m := smtpMailer(t, server)
	m.URL.User = url.UserPassword(mailtest.User, "wrong")
	if err := m.Send(t.Context(), reset); err == nil {
		t.Error("sent with a wrong password")
	}
}

// Without SMTP_URL each mail is an .eml file in the outbox that a mail program reads,
// and its link is in the log.
func TestOutbox(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "outbox")
	var log bytes.Buffer
	m, err := mail.New("", "Toolshop <shop@example.com>", dir, slog.New(slog.NewTextHandler(&log, nil)))
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Send(t.Context(), reset); err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.eml"))
	if len(files) != 1 {
		t.Fatalf("outbox holds %v", files)
	}
	data, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	checkResetMail(t, data)
	if info, _ := os.Stat(files[0]); info.Mode().Perm() != 0o600 {
		t.Errorf("outbox file mode %v", info.Mode())
	}
	if !strings.Contains(log.String(), reset.Link) || !strings.Contains(log.String(), files[0]) {
		t.Errorf("log %s", log.String())
	}
	// The next mail goes beside it, and once the folder is gone, the one after makes it again.
	for _, want := range []int{2, 1} {
		if want == 1 {
			os.RemoveAll(dir)
		}
		if err := m.Send(t.Context(), reset); err != nil {
			t.Fatal(err)
		}
		if files, _ := filepath.Glob(filepath.Join(dir, "*")); len(files) != want {
			t.Errorf("outbox holds %v, want %d mails", files, want)
		}
	}
}

func TestNewRefusesBadSettings(t *testing.T) {
	for _, c := range []struct{ smtpURL, from string }{
		{"", "not an address"},
		{"http://mail.example.com", "shop@example.com"},
		{"smtp://", "shop@example.com"},
	} {
		if _, err := mail.New(c.smtpURL, c.from, t.TempDir(), slog.Default()); err == nil {
			t.Errorf("New(%q, %q) accepted", c.smtpURL, c.from)
		}
	}
}

// letters records what a Postman sends, or fails every send.
type letters struct {
	mu   sync.Mutex
	sent []mail.Message
	fail bool
	// refuse is an address the server refuses.
	refuse string
}

func (l *letters) Send(_ context.Context, m mail.Message) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.fail || m.To == l.refuse {
		return errors.New("mail server down")
	}
	l.sent = append(l.sent, m)
	return nil
}

// The Postman writes the reset and verification links and the order mail, greets by name
// only an owner who proved the mailbox, offers no sign-in the shop lacks (Google), and sends
// them in the background.
func TestPostman(t *testing.T) {
	box := &letters{}
	p := &mail.Postman{Mailer: box, BaseURL: "https://shop.example.com", Log: slog.Default()}
	order := toolshop.Order{ID: "0123456789abcdef01234567", ToolName: "CLAW HAMMER", CustomerName: "Ann Lee",
		Email: "ann@example.com", Address: "1 Mill Road", Quantity: 3, UnitPrice: 1250, Amounts: toolshop.Amounts{Subtotal: 3750, Discount: 500, Shipping: 599, Tax: 236, Total: 4085},
		DiscountCode: "FIVE", ShippingMethod: "Flat rate", TaxName: "CA sales tax", TransactionID: "pi_123",
		Lines:    []toolshop.OrderLine{{ToolName: "CLAW HAMMER", UnitPrice: 1250, Quantity: 3, Total: 3750}},
		Shipment: toolshop.Shipment{Carrier: "UPS", TrackingNumber: "1Z999"}, ExpiresAt: time.Date(2026, 11, 25, 13, 5, 0, 0, time.UTC)}
	refund := toolshop.Refund{Seq: 1, Amount: 2500, Lines: []toolshop.RefundedLine{{Line: 0, Quantity: 2, Amount: 2500}}}
	p.PasswordReset(t.Context(), toolshop.User{Email: "ann@example.com", Name: "Ann", Verified: true}, "TOKEN+1")
	p.Wait()
	// A name anyone could have typed at sign-up is not put in the shop's mail.
	p.VerifyEmail(t.Context(), toolshop.User{Email: "ann@example.com", Name: "Your refund of $249 is ready: https://evil.example"}, "V1")
	p.Wait()
	p.OrderPlaced(t.Context(), order)
	p.Wait()
	p.OrderPaid(t.Context(), order)
	p.Wait()
	p.OrderShipped(t.Context(), order)
	p.Wait()
	p.OrderRefunded(t.Context(), order, refund)
	p.Wait()
	guest := order
	guest.Guest, guest.Key = true, "K3Y_k3y-"
	p.OrderPlaced(t.Context(), guest)
	p.Wait()
	p.GuestLink(t.Context(), guest)
	p.Wait()
	guest.Key, guest.MailKey = "", toolshop.OrderKey{Key: "SH1P_k3y", Kind: toolshop.MailedKey}
	p.OrderShipped(t.Context(), guest)
	p.Wait()
	// To an address that never bought, the placement mail and the reminder ask to confirm.
	stranger := guest
	stranger.MailKey = toolshop.OrderKey{Key: "C0NF1RM", Kind: toolshop.ConfirmKey}
	p.OrderPlaced(t.Context(), stranger)
	p.Wait()
	if err := p.ExpiryReminder(t.Context(), stranger); err != nil {
		t.Fatal(err)
	}

	if len(box.sent) != 11 {
		t.Fatalf("sent %+v", box.sent)
	}
	want := []struct {
		subject, link string
		text          []string
	}{
		{"Reset your Toolshop password", "https://shop.example.com/reset-password?token=TOKEN%2B1", []string{"Hello Ann,", "within an hour"}},
		{"Confirm your email for Toolshop", "https://shop.example.com/verify-email?token=V1", []string{"Hello,\n", "within two days", "choose a password"}},
		{"Order #01234567 placed: please pay", "https://shop.example.com/dashboard/payment/" + order.ID,
			[]string{"Hello,\n", "3 x CLAW HAMMER at $12.50: $37.50", "Discount (FIVE): -$5.00", "Total:          $40.85",
				"Deliver to:     1 Mill Road", "Delivery:       Flat rate", "until 25 November 2026 at 13:05 UTC"}},
		{"Payment received: CLAW HAMMER", "https://shop.example.com/dashboard/invoice/" + order.ID, []string{"Hello,\n",
			"3 x CLAW HAMMER at $12.50: $37.50", "Subtotal:       $37.50", "Discount (FIVE): -$5.00", "Shipping (Flat rate): $5.99",
			"CA sales tax:   $2.36", "Total:          $40.85", "pi_123", "#01234567", "Deliver to:     1 Mill Road",
			"Delivery:       Flat rate", "https://shop.example.com/dashboard/orders/" + order.ID}},
		{"Shipped: CLAW HAMMER", "https://shop.example.com/dashboard/orders/" + order.ID, []string{"#01234567 has shipped", "1 Mill Road", "3 x CLAW HAMMER", "with UPS, tracking number 1Z999"}},
		{"Refunded: CLAW HAMMER", "https://shop.example.com/dashboard/orders/" + order.ID, []string{"refunded $25.00 of your payment", "#01234567", "2 x CLAW HAMMER: $25.00", "Refunded:       $25.00"}},
		// A guest pays on the order's private page; its key follows "#".
		{"Order #01234567 placed: please pay", "https://shop.example.com/guest/orders/" + order.ID + "#key=K3Y_k3y-", []string{"Total:          $40.85"}},
		{"Your order #01234567", "https://shop.example.com/guest/orders/" + order.ID + "#key=K3Y_k3y-", []string{"as you asked"}},
		// Later mails link a guest's order page with a key of their own.
		{"Shipped: CLAW HAMMER", "https://shop.example.com/guest/orders/" + order.ID + "#key=SH1P_k3y", []string{"with UPS"}},
		{"Confirm order #01234567", "https://shop.example.com/guest/orders/" + order.ID + "#key=C0NF1RM",
			[]string{"Did you place order #01234567?", "with this email address, without an account", "Deliver to:     1 Mill Road",
				"Total:          $40.85", "confirm it here", "If you did not"}},
		{"Order #01234567: confirm it before 13:05 UTC", "https://shop.example.com/guest/orders/" + order.ID + "#key=C0NF1RM",
			[]string{"is not confirmed yet", "without an account", "Deliver to:     1 Mill Road"}},
	}
	for i, w := range want {
		got := box.sent[i]
		if strings.Contains(got.Text, "evil.example") {
			t.Errorf("mail %d carries a stranger's words:\n%s", i, got.Text)
		}
		if strings.Contains(got.Text, "Google") { // a sign-in way this shop does not have
			t.Errorf("mail %d mentions Google:\n%s", i, got.Text)
		}
		if got.To != "ann@example.com" || got.Subject != w.subject || got.Link != w.link || !strings.Contains(got.Text, w.link) {
			t.Errorf("mail %d: %+v", i, got)
		}
		for _, s := range w.text {
			if !strings.Contains(got.Text, s) {
				t.Errorf("mail %d lacks %q:\n%s", i, s, got.Text)
			}
		}
		if i >= 9 && (strings.Contains(got.Text+got.HTML, "Pay for the order") || strings.Contains(got.Text+got.HTML, "/dashboard/payment/")) {
			t.Errorf("mail %d asking to confirm offers to pay:\n%s", i, got.Text)
		}
	}
}

// The order mail writes amounts as the pages do: $1,079.88, never $1079.88.
func TestOrderMailWritesMoneyAsThePages(t *testing.T) {
	box := &letters{}
	p := &mail.Postman{Mailer: box, BaseURL: "https://shop.example.com", Log: slog.Default()}
	order := toolshop.Order{ID: "0123456789abcdef01234567", ToolName: "TABLE SAW", Email: "ann@example.com",
		Quantity: 12, UnitPrice: 8999, Amounts: toolshop.Amounts{Subtotal: 107988, Total: 107988}, TransactionID: "pi_1",
		Lines: []toolshop.OrderLine{{ToolName: "TABLE SAW", UnitPrice: 8999, Quantity: 12, Total: 107988}}}
	p.OrderPaid(t.Context(), order)
	p.Wait()
	p.OrderRefunded(t.Context(), order, toolshop.Refund{Seq: 1, Amount: 107988,
		Lines: []toolshop.RefundedLine{{Line: 0, Quantity: 12, Amount: 107988}}})
	p.Wait()
	if len(box.sent) != 2 {
		t.Fatalf("sent %+v", box.sent)
	}
	for _, s := range []string{"12 x TABLE SAW at $89.99: $1,079.88", "Total:          $1,079.88"} {
		if !strings.Contains(box.sent[0].Text, s) {
			t.Errorf("payment mail lacks %q:\n%s", s, box.sent[0].Text)
		}
	}
	if !strings.Contains(box.sent[1].Text, "refunded $1,079.88 of your payment for order") {
		t.Errorf("refund mail:\n%s", box.sent[1].Text)
	}
}

// A refund's mail names only the tools it gave back, in its subject and its body, and shows
// what it came to as its credit note does: the goods and the shipping net of their tax, and
// the tax with its rate.
func TestRefundMailNamesWhatWasRefunded(t *testing.T) {
	box := &letters{}
	p := &mail.Postman{Mailer: box, BaseURL: "https://shop.example.com", Log: slog.Default()}
	rate := 725
	order := toolshop.Order{ID: "0123456789abcdef01234567", ToolName: "CLAW HAMMER", Email: "ann@example.com",
		TaxName: "CA sales tax", TaxRate: &rate, ShippingMethod: "Express", TransactionID: "pi_1",
		Amounts: toolshop.Amounts{Subtotal: 11990, Shipping: 1000, ShippingTax: 73, Tax: 942, Total: 13932},
		Lines: []toolshop.OrderLine{
			{ToolName: "CLAW HAMMER", UnitPrice: 3495, Quantity: 2, Total: 6990, Tax: 507},
			{ToolName: "TABLE SAW", UnitPrice: 5000, Quantity: 1, Total: 5000, Tax: 362},
		}}
	for _, r := range []toolshop.Refund{
		{Seq: 1, Amount: 3748, Lines: []toolshop.RefundedLine{{Line: 0, Quantity: 1, Amount: 3748, Tax: 253}}},
		{Seq: 2, Amount: 10184, Shipping: 1073, ShippingTax: 73, Lines: []toolshop.RefundedLine{
			{Line: 0, Quantity: 1, Amount: 3749, Tax: 254}, {Line: 1, Quantity: 1, Amount: 5362, Tax: 362}}},
	} {
		p.OrderRefunded(t.Context(), order, r)
		p.Wait()
	}
	want := []struct {
		subject string
		text    []string
	}{
		{"Refunded: CLAW HAMMER", []string{"1 x CLAW HAMMER: $34.95", "CA sales tax 7.25 %: $2.53", "Refunded:       $37.48"}},
		{"Refunded: CLAW HAMMER, TABLE SAW", []string{"1 x CLAW HAMMER: $34.95", "1 x TABLE SAW:  $50.00", "Shipping:       $10.00",
			"CA sales tax 7.25 %: $6.89", "Refunded:       $101.84"}},
	}
	if len(box.sent) != len(want) {
		t.Fatalf("sent %+v", box.sent)
	}
	for i, w := range want {
		got := box.sent[i]
		if got.Subject != w.subject {
			t.Errorf("refund %d: subject %q, want %q", i+1, got.Subject, w.subject)
		}
		for _, s := range w.text {
			if !strings.Contains(got.Text, s) {
				t.Errorf("refund %d lacks %q:\n%s", i+1, s, got.Text)
			}
		}
		if i == 0 && strings.Contains(got.Text, "TABLE SAW") {
			t.Errorf("refund 1 names a tool it did not refund:\n%s", got.Text)
		}
	}
}

// A mail that cannot be sent is logged and fails nothing.
func TestPostmanLogsFailures(t *testing.T) {
	var log bytes.Buffer
	p := &mail.Postman{Mailer: &letters{fail: true}, Log: slog.New(slog.NewTextHandler(&log, nil))}
	p.OrderShipped(t.Context(), toolshop.Order{Email: "ann@example.com"})
	p.Wait()
	if !strings.Contains(log.String(), "mail not sent") || !strings.Contains(log.String(), "mail server down") {
		t.Errorf("log %s", log.String())
	}
}

// A stock alert goes to each admin, and fails only when no admin could be sent it, so that
// it is tried again without mailing twice those who have it.
func TestStockAlertMail(t *testing.T) {
	box := &letters{refuse: "bob@example.com"}
	p := &mail.Postman{Mailer: box, BaseURL: "https://shop.example.com", Log: slog.New(slog.DiscardHandler)}
	admins := []toolshop.User{{Email: "ann@example.com", Name: "Ann", Verified: true}, {Email: "bob@example.com", Name: "Bob", Verified: true}}
	alert := toolshop.StockAlert{ToolName: "CLAW HAMMER", Stock: 3, Threshold: 6}
	if err := p.StockAlert(t.Context(), admins, alert); err != nil {
		t.Errorf("one admin mailed: %v", err)
	}
	if len(box.sent) != 1 || box.sent[0].To != "ann@example.com" || box.sent[0].Subject != "Low stock: CLAW HAMMER" ||
		!strings.Contains(box.sent[0].Text, "In stock:       3\n  Threshold:      6\n") {
		t.Errorf("sent %+v", box.sent)
	}
	box.fail = true
	if err := p.StockAlert(t.Context(), admins, alert); err == nil {
		t.Error("no admin mailed, no error")
	}
}

// An endpoint switched off is mailed to each admin, with where to switch it on again.
func TestWebhookSwitchedOffMail(t *testing.T) {
	box := &letters{}
	p := &mail.Postman{Mailer: box, BaseURL: "https://shop.example.com", Log: slog.New(slog.DiscardHandler)}
	admins := []toolshop.User{{Email: "ann@example.com", Name: "Ann", Verified: true}, {Email: "bob@example.com"}}
	e := toolshop.WebhookEndpoint{URL: "https://erp.example.com/hooks", Description: "ERP"}
	if err := p.WebhookSwitchedOff(t.Context(), admins, e); err != nil {
		t.Fatal(err)
	}
	if len(box.sent) != 2 || box.sent[1].To != "bob@example.com" || box.sent[0].Subject != "Webhook switched off: https://erp.example.com/hooks" ||
		!strings.Contains(box.sent[0].Text, "Hello Ann,") || !strings.Contains(box.sent[1].Text, "Hello,") ||
		!strings.Contains(box.sent[0].Text, "URL:            https://erp.example.com/hooks\n  Description:    ERP\n") ||
		!strings.Contains(box.sent[0].Text, "https://shop.example.com/dashboard/integrations") {
		t.Errorf("sent %+v", box.sent)
	}
	box.fail = true
	if err := p.WebhookSwitchedOff(t.Context(), admins, e); err == nil {
		t.Error("no admin mailed, no error")
	}
}

// brand is a shop whose settings name it Acme Hardware.
type brand struct{}

func (brand) Admins(context.Context) ([]toolshop.User, error) { return nil, nil }

func (brand) ShopSettings(context.Context) (toolshop.ShopSettings, error) {
	s := toolshop.DefaultShopSettings
	s.DisplayName = "Acme Hardware"
	return s, nil
}

// The mail is sent under the shop's display name, from MAIL_FROM's address, and signed with
// it; the account mails name it.
func TestMailInTheShopsName(t *testing.T) {
	box := &letters{}
	p := &mail.Postman{Mailer: box, BaseURL: "https://shop.example.com", Shop: brand{}, Log: slog.Default()}
	p.PasswordReset(t.Context(), toolshop.User{Email: "ann@example.com", Name: "Ann", Verified: true}, "T1")
	p.Wait()
	m := box.sent[0]
	if m.FromName != "Acme Hardware" || m.Subject != "Reset your Acme Hardware password" ||
		!strings.Contains(m.Text, "your Acme Hardware account") || !strings.HasSuffix(m.Text, "\nAcme Hardware\n") {
		t.Errorf("mail %+v", m)
	}

	dir := t.TempDir()
	outbox, err := mail.New("", "Toolshop <shop@example.com>", dir, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	if err := outbox.Send(t.Context(), m); err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.eml"))
	data, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	if header, _ := read(t, data); header.Get("From") != `"Acme Hardware" <shop@example.com>` {
		t.Errorf("From: %s", header.Get("From"))
	}
}
