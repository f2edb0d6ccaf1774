package mail_test

import (
	"log/slog"
	"strings"
	"testing"

	"toolshop"
	"toolshop/mail"
)

// A pickup order's mails say where and when it waits, never an address to deliver to; the
// ready mail links the order's page (a guest's with the mail's key, for a guest order).
func TestPickupMail(t *testing.T) {
	box := &letters{}
	p := &mail.Postman{Mailer: box, BaseURL: "https://shop.example.com", Log: slog.Default()}
	order := toolshop.Order{ID: "0123456789abcdef01234567", ToolName: "CLAW HAMMER", Email: "ann@example.com",
		Address: "Pickup at the shop", ShippingMethod: "Pickup at the shop", TransactionID: "pi_1",
		Amounts: toolshop.Amounts{Subtotal: 1250, Total: 1250},
		Lines:   []toolshop.OrderLine{{ToolName: "CLAW HAMMER", UnitPrice: 1250, Quantity: 1, Total: 1250}},
		Pickup:  &toolshop.Pickup{PickupPlace: toolshop.PickupPlace{Address: "1 Mill Road\nSpringfield", Hours: "Mon–Fri 9–17"}}}
	p.OrderPaid(t.Context(), order)
	p.Wait()
	guest := order
	guest.Guest, guest.MailKey = true, toolshop.OrderKey{Key: "R3ADY", Kind: toolshop.MailedKey}
	p.OrderReadyForPickup(t.Context(), guest)
	p.Wait()
	if len(box.sent) != 2 {
		t.Fatalf("sent %+v", box.sent)
	}
	place := "  Pick up at:     1 Mill Road\n                  Springfield\n  Opening hours:  Mon–Fri 9–17\n"
	paid, ready := box.sent[0], box.sent[1]
	for _, s := range []string{place, "Delivery:       Pickup at the shop", "when it is ready for pickup"} {
		if !strings.Contains(paid.Text, s) {
			t.Errorf("payment mail lacks %q:\n%s", s, paid.Text)
		}
	}
	if strings.Contains(paid.Text, "Deliver to:") {
		t.Errorf("payment mail delivers a pickup:\n%s", paid.Text)
	}
	link := "https://shop.example.com/guest/orders/" + order.ID + "#key=R3ADY"
	if ready.To != "ann@example.com" || ready.Subject != "Your order is ready for pickup: #01234567" || ready.Link != link {
		t.Errorf("ready mail %+v", ready)
	}
	for _, s := range []string{"#01234567 is ready for pickup", "1 x CLAW HAMMER", place, "Your order: " + link + "\n"} {
		if !strings.Contains(ready.Text, s) {
			t.Errorf("ready mail lacks %q:\n%s", s, ready.Text)
		}
	}
}
