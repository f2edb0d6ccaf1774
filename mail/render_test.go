package mail_test

import (
	"context"
	"io"
	"log/slog"
	"maps"
	"mime"
	"mime/multipart"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"toolshop"
	"toolshop/mail"
)

// shop is the shop a Postman reads its look and its admins from.
type shop struct {
	settings toolshop.ShopSettings
	admins   []toolshop.User
}

func (s shop) ShopSettings(context.Context) (toolshop.ShopSettings, error) { return s.settings, nil }
func (s shop) Admins(context.Context) ([]toolshop.User, error)             { return s.admins, nil }

// hardwareBarn is a shop with its own name and address, and one verified admin.
var hardwareBarn = shop{
	settings: toolshop.ShopSettings{LegalName: "Hardware Barn LLC", ShopBrand: toolshop.ShopBrand{DisplayName: "Hardware Barn LLC"}, Address: "12 Main Street\nSpringfield, CA 90000", Country: "US", NotifyOnPaid: true},
	admins:   []toolshop.User{{Email: "owner@example.com", Name: "Olive", Verified: true}},
}

// paidOrder is an order of two lines with every part of a total, delivered.
func paidOrder(toolName string) toolshop.Order {
	return toolshop.Order{ID: "0123456789abcdef01234567", ToolName: toolName + " and 1 more", CustomerName: "Ann Lee",
		Email: "ann@example.com", Address: "1 Mill Road, Springfield", Amounts: toolshop.Amounts{Subtotal: 5750, Discount: 500, Shipping: 599, Tax: 236, Total: 6085},
		DiscountCode: "FIVE", ShippingMethod: "Flat rate", TaxName: "CA sales tax", TransactionID: "pi_123", State: toolshop.Paid,
		Lines:     []toolshop.OrderLine{{ToolName: toolName, UnitPrice: 1250, Quantity: 3, Total: 3750}, {ToolName: "TAPE", UnitPrice: 2000, Quantity: 1, Total: 2000}},
		ExpiresAt: time.Date(2026, 11, 25, 13, 5, 0, 0, time.UTC)}
}

// parts reads a mail as a mail program does: multipart/alternative, the plain text first
// and the HTML second, each UTF-8.
func parts(t *testing.T, data []byte) (text, html string) {
	t.Helper()
	header, _ := read(t, data)
	mediaType, params, err := mime.ParseMediaType(header.Get("Content-Type"))
	if err != nil || mediaType != "multipart/alternative" {
		t.Fatalf("Content-Type %q: %v", header.Get("Content-Type"), err)
	}
	_, body, _ := strings.Cut(string(data), "\r\n\r\n")
	r := multipart.NewReader(strings.NewReader(body), params["boundary"])
	var got []string
	for _, want := range []string{"text/plain; charset=utf-8", "text/html; charset=utf-8"} {
		p, err := r.NextPart()
		if err != nil {
			t.Fatalf("part %s: %v", want, err)
		}
		if p.Header.Get("Content-Type") != want || p.Header.Get("Content-Transfer-Encoding") != "8bit" {
			t.Errorf("part headers %v, want %s", p.Header, want)
		}
		content, err := io.ReadAll(p)
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, string(content))
	}
	if _, err := r.NextPart(); err != io.EOF {
		t.Errorf("a third part, or no end: %v", err)
	}
	return got[0], got[1]
}

// outboxPostman is a Postman of the shop writing to an outbox, and a function answering
// the mails in it to an address, by subject.
func outboxPostman(t *testing.T, s shop) (*mail.Postman, func(to string) map[string][]byte) {
	t.Helper()
	dir := t.TempDir()
	mailer, err := mail.New("", "Hardware Barn <shop@example.com>", dir, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	p := &mail.Postman{Mailer: mailer, BaseURL: "https://shop.example.com", Shop: s, Log: slog.Default()}
	return p, func(to string) map[string][]byte {
		files, _ := filepath.Glob(filepath.Join(dir, "*.eml"))
		mails := map[string][]byte{}
		for _, file := range files {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			if header, _ := read(t, data); header.Get("To") == "<"+to+">" {
				mails[header.Get("Subject")] = data
			}
		}
		return mails
	}
}

// The mail of an order paid goes as HTML with a plain-text alternative, both holding the
// shop's name and address, the order's lines, the parts of its total, its delivery and
// links; the owner gets one too, with the customer and a link to the order's page.
func TestOrderPaidMailParts(t *testing.T) {
	p, mailsTo := outboxPostman(t, hardwareBarn)
	p.OrderPaid(t.Context(), paidOrder("CLAW HAMMER"))
	p.Wait()

	customer := mailsTo("ann@example.com")["Payment received: CLAW HAMMER and 1 more"]
	owner := mailsTo("owner@example.com")["Order #01234567 paid: $60.85"]
	if customer == nil || owner == nil {
		t.Fatalf("mailed the customer %d and the owner %d", len(mailsTo("ann@example.com")), len(mailsTo("owner@example.com")))
	}
	page := "https://shop.example.com/dashboard/orders/0123456789abcdef01234567"
	for name, c := range map[string]struct {
		data []byte
		both []string
		text []string
	}{
		"customer's": {customer, []string{"Hardware Barn LLC", "12 Main Street", "Springfield, CA 90000", "Payment received",
			"CLAW HAMMER", "TAPE", "$37.50", "$20.00", "$57.50", "Discount (FIVE)", "-$5.00", "$5.99", "CA sales tax", "$2.36", "$60.85",
			"#01234567", "pi_123", "1 Mill Road, Springfield", "Flat rate", page,
			"https://shop.example.com/dashboard/invoice/0123456789abcdef01234567"},
			[]string{"Hello,\n", "  3 x CLAW HAMMER at $12.50: $37.50\n", "  Total:          $60.85\n", "Your order: " + page + "\n"}},
		"owner's": {owner, []string{"Hardware Barn LLC", "Order #01234567 paid", "Ann Lee, ann@example.com", "CLAW HAMMER", "TAPE",
			"$60.85", "1 Mill Road, Springfield", "Flat rate", page},
			[]string{"Hello Olive,\n", "  Customer:       Ann Lee, ann@example.com\n", "\n" + page + "\n"}},
	} {
		text, html := parts(t, c.data)
		text = strings.ReplaceAll(text, "\r\n", "\n")
		for _, s := range c.both {
			if !strings.Contains(text, s) {
				t.Errorf("the %s plain text lacks %q:\n%s", name, s, text)
			}
			if !strings.Contains(html, s) {
				t.Errorf("the %s HTML lacks %q:\n%s", name, s, html)
			}
		}
		for _, s := range c.text {
			if !strings.Contains(text, s) {
				t.Errorf("the %s plain text lacks %q:\n%s", name, s, text)
			}
		}
		for _, s := range []string{`href="` + page + `"`, "max-width:600px", `<meta name="viewport"`} {
			if !strings.Contains(html, s) {
				t.Errorf("the %s HTML lacks %q:\n%s", name, s, html)
			}
		}
		for _, s := range []string{"<script", "<style", "<link", "@import", "font-face"} {
			if strings.Contains(html, s) {
				t.Errorf("the %s HTML holds %q", name, s)
			}
		}
	}
}

// Whatever a tool, an order or the shop is called, the HTML shows it as text.
func TestMailEscapesHTML(t *testing.T) {
	s := hardwareBarn
	s.settings.DisplayName = `Barn "<b>&</b>"`
	p, mailsTo := outboxPostman(t, s)
	o := paidOrder("<script>alert(1)</script>")
	o.CustomerName = `"><img src=x onerror=alert(2)>`
	p.OrderPaid(t.Context(), o)
	p.Wait()
	for _, to := range []string{"ann@example.com", "owner@example.com"} {
		if len(mailsTo(to)) != 1 {
			t.Fatalf("mails to %s: %d", to, len(mailsTo(to)))
		}
		for _, data := range mailsTo(to) {
			text, html := parts(t, data)
			if !strings.Contains(text, "<script>alert(1)</script>") {
				t.Errorf("the plain text to %s changed the tool's name:\n%s", to, text)
			}
			for _, s := range []string{"<script", "<img src=x", "<b>"} {
				if strings.Contains(html, s) {
					t.Errorf("the HTML to %s holds %q:\n%s", to, s, html)
				}
			}
			if !strings.Contains(html, "&lt;script&gt;alert(1)&lt;/script&gt;") || !strings.Contains(html, "Barn &#34;&lt;b&gt;&amp;&lt;/b&gt;&#34;") {
				t.Errorf("the HTML to %s does not show the names as text:\n%s", to, html)
			}
		}
	}
}

// Every mail the Postman writes has both parts, with its link in each.
func TestEveryMailHasBothParts(t *testing.T) {
	p, mailsTo := outboxPostman(t, hardwareBarn)
	ann := toolshop.User{Email: "ann@example.com", Name: "Ann", Verified: true}
	o := paidOrder("CLAW HAMMER")
	guest := o
	guest.Guest, guest.Key = true, "K3Y_k3y-"
	p.PasswordReset(t.Context(), ann, "T1")
	p.VerifyEmail(t.Context(), ann, "T2")
	p.GuestLink(t.Context(), guest)
	p.OrderShipped(t.Context(), o)
	p.OrderRefunded(t.Context(), o, toolshop.Refund{Seq: 1, Amount: 2000, Lines: []toolshop.RefundedLine{{Line: 1, Quantity: 1, Amount: 2000}}})
	p.Wait()
	o.State = toolshop.Pending
	p.OrderPlaced(t.Context(), o)
	p.Wait()
	if err := p.ExpiryReminder(t.Context(), o); err != nil {
		t.Fatal(err)
	}
	if err := p.StockAlert(t.Context(), hardwareBarn.admins, toolshop.StockAlert{ToolName: "TAPE", Stock: 1, Threshold: 2}); err != nil {
		t.Fatal(err)
	}
	mails := mailsTo("ann@example.com")
	maps.Copy(mails, mailsTo("owner@example.com"))
	subjects := slices.Sorted(maps.Keys(mails))
	if want := []string{"Confirm your email for Hardware Barn LLC", "Low stock: TAPE", "Order #01234567 placed: please pay",
		"Order #01234567: pay it before 13:05 UTC", "Refunded: TAPE", "Reset your Hardware Barn LLC password",
		"Shipped: CLAW HAMMER and 1 more", "Your order #01234567"}; !slices.Equal(subjects, want) {
		t.Fatalf("subjects %q, want %q", subjects, want)
	}
	for subject, data := range mails {
		text, html := parts(t, data)
		for _, s := range []string{"Hardware Barn LLC", "12 Main Street", "https://shop.example.com/"} {
			if !strings.Contains(text, s) || !strings.Contains(html, s) {
				t.Errorf("%q lacks %q in a part:\n%s\n%s", subject, s, text, html)
			}
		}
	}
}

// An owner who turned the mail of orders paid off gets none; the customer still does.
func TestOwnerMailTurnedOff(t *testing.T) {
	s := hardwareBarn
	s.settings.NotifyOnPaid = false
	p, mailsTo := outboxPostman(t, s)
	p.OrderPaid(t.Context(), paidOrder("CLAW HAMMER"))
	p.Wait()
	if len(mailsTo("ann@example.com")) != 1 || len(mailsTo("owner@example.com")) != 0 {
		t.Errorf("mailed the customer %d and the owner %d", len(mailsTo("ann@example.com")), len(mailsTo("owner@example.com")))
	}
}

// The mail of an order paid goes to the admins and to the notices address the owner set,
// never to the public contact address.
func TestOwnerMailGoesToAdmins(t *testing.T) {
	for _, c := range []struct {
		notices string
		want    map[string]int
	}{
		{"", map[string]int{"owner@example.com": 1, "sam@example.com": 1, "hello@example.com": 0}},
		{"orders@example.com", map[string]int{"owner@example.com": 1, "sam@example.com": 1, "orders@example.com": 1, "hello@example.com": 0}},
		{"owner@example.com", map[string]int{"owner@example.com": 1, "sam@example.com": 1, "hello@example.com": 0}},
	} {
		s := hardwareBarn
		s.admins = append(slices.Clone(s.admins), toolshop.User{Email: "sam@example.com"})
		s.settings.ContactEmail, s.settings.NoticesEmail = "hello@example.com", c.notices
		p, mailsTo := outboxPostman(t, s)
		p.OrderPaid(t.Context(), paidOrder("CLAW HAMMER"))
		p.Wait()
		for to, n := range c.want {
			if got := len(mailsTo(to)); got != n {
				t.Errorf("notices %q: %d mail to %s, want %d", c.notices, got, to, n)
			}
		}
	}
}
