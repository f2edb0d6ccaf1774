package mail_test

import (
	"log/slog"
	"strings"
	"testing"

	"toolshop"
	"toolshop/mail"
)

// Every mail that shows an order's lines names a line's variant after its tool and its SKU
// under it, in the plain text and in the HTML; a line without them reads as it always did.
// The refund's mail names the variant it gave back, in its subject too.
func TestOrderMailsNameTheVariant(t *testing.T) {
	box := &letters{}
	p := &mail.Postman{Mailer: box, BaseURL: "https://shop.example.com", Shop: hardwareBarn, Log: slog.Default()}
	o := paidOrder("CLAW HAMMER")
	o.Lines[1] = toolshop.OrderLine{ToolName: "Cordless drill", VariantID: "v2", VariantName: "18V · 2 × 2.0Ah", SKU: "VM-1234",
		UnitPrice: 2000, Quantity: 1, Total: 2000}
	stranger := o
	stranger.Guest, stranger.MailKey = true, toolshop.OrderKey{Key: "C0NF1RM", Kind: toolshop.ConfirmKey}
	pickup := o
	pickup.Pickup = &toolshop.Pickup{PickupPlace: toolshop.PickupPlace{Address: "1 Mill Road"}}
	p.OrderPlaced(t.Context(), o)
	p.OrderPlaced(t.Context(), stranger)
	if err := p.ExpiryReminder(t.Context(), o); err != nil {
		t.Fatal(err)
	}
	p.OrderPaid(t.Context(), o) // the customer's mail and the owner's
	p.OrderReadyForPickup(t.Context(), pickup)
	p.OrderShipped(t.Context(), o)
	p.Wait()
	if len(box.sent) != 7 {
		t.Fatalf("sent %d mails, want 7", len(box.sent))
	}
	const drill = "Cordless drill — 18V · 2 × 2.0Ah"
	lines := "  3 x CLAW HAMMER at $12.50: $37.50\n  1 x " + drill + " at $20.00: $20.00\n      SKU VM-1234\n"
	for _, m := range box.sent {
		if !strings.Contains(m.Text, lines) {
			t.Errorf("%q to %s: the text lacks the lines %q:\n%s", m.Subject, m.To, lines, m.Text)
		}
		hammer, label, sku := strings.Index(m.HTML, "CLAW HAMMER<br>"), strings.Index(m.HTML, drill+"<br>"), strings.Index(m.HTML, ">SKU VM-1234<")
		if hammer < 0 || label < hammer || sku < label || strings.Count(m.HTML, "SKU") != 1 {
			t.Errorf("%q to %s: the HTML does not show %q, its SKU under it, after CLAW HAMMER:\n%s", m.Subject, m.To, drill, m.HTML)
		}
	}

	box.sent = nil
	p.OrderRefunded(t.Context(), o, toolshop.Refund{Seq: 1, Amount: 2000, Lines: []toolshop.RefundedLine{{Line: 1, Quantity: 1, Amount: 2000}}})
	p.Wait()
	if len(box.sent) != 1 {
		t.Fatalf("sent %d refund mails", len(box.sent))
	}
	refund := box.sent[0]
	if refund.Subject != "Refunded: "+drill || !strings.Contains(refund.Text, "  1 x "+drill+": $20.00\n      SKU VM-1234\n") ||
		!strings.Contains(refund.HTML, "1 x "+drill+"<br>") || !strings.Contains(refund.HTML, ">SKU VM-1234<") {
		t.Errorf("refund mail %q:\n%s\n%s", refund.Subject, refund.Text, refund.HTML)
	}
}
