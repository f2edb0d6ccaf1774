package store_test

import (
	"context"
	"errors"
	"maps"
	"testing"
	"time"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// A change is decided on the order as stored and applied whole, with its event and its
// stock; a refusal or no change writes nothing.
func TestChangeOrder(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		customer, tool := annAndSaw(t, db)
		four := 4
		placed, err := db.Checkout(ctx, customer, storetest.BuyNow(tool.ID, four), toolshop.DefaultOrderRules)
		if err != nil {
			t.Fatal(err)
		}
		stock := func() int {
			t.Helper()
			got, err := db.Tool(ctx, tool.ID)
			if err != nil {
				t.Fatal(err)
			}
			return got.AvailableQuantity
		}
		if stock() != 5 {
			t.Fatalf("stock %d after the order, want 5", stock())
		}

		refusal := errors.New("refused")
		if _, _, err := db.ChangeOrder(ctx, placed.ID, func(o toolshop.Order) (toolshop.Change, error) {
			return toolshop.Change{To: toolshop.Cancelled, Restock: placed.Stock()}, refusal
		}); err != refusal {
			t.Errorf("refusal answered %v", err)
		}
		customerActor := toolshop.ActorOf(customer)
		cancel := func(o toolshop.Order) (toolshop.Change, error) { return o.Cancel(customerActor, time.Now()) }
		after, c, err := db.ChangeOrder(ctx, placed.ID, cancel)
		if err != nil || c.To != toolshop.Cancelled || after.State != toolshop.Cancelled {
			t.Fatalf("cancel: %+v, %+v, %v", after, c, err)
		}
		if _, c, err := db.ChangeOrder(ctx, placed.ID, cancel); err != nil || !c.None() {
			t.Errorf("second cancel: %+v, %v", c, err)
		}
		if stock() != 9 {
			t.Errorf("stock %d after the cancel, want 9", stock())
		}
		stored, err := db.Order(ctx, placed.ID)
		if err != nil || stored.State != toolshop.Cancelled || len(stored.Events) != 2 ||
			stored.Events[0].Kind != toolshop.EventPlaced || stored.Events[1].Kind != "cancelled" || stored.Events[1].By != "customer" {
			t.Errorf("stored %+v, %v", stored, err)
		}
	})
}

// A change to an order read before is decided on that read while the order is as it was
// read, and on the order as stored once another change was applied since: a payment started
// on a read taken before the order was cancelled is refused.
func TestChangeReadOrder(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		customer, tool := annAndSaw(t, db)
		by := toolshop.ActorOf(customer)
		place := func() toolshop.Order {
			t.Helper()
			placed, err := db.Checkout(ctx, customer, storetest.BuyNow(tool.ID, 1), toolshop.DefaultOrderRules)
			if err != nil {
				t.Fatal(err)
			}
			read, err := db.Order(ctx, placed.ID)
			if err != nil {
				t.Fatal(err)
			}
			return read
		}
		start := func(intent string) func(o toolshop.Order) (toolshop.Change, error) {
			return func(o toolshop.Order) (toolshop.Change, error) { return o.StartPayment(by, intent, time.Now()) }
		}

		read := place()
		var seen toolshop.Order
		after, c, err := db.ChangeReadOrder(ctx, read, func(o toolshop.Order) (toolshop.Change, error) {
			seen = o
			return start("pi_one")(o)
		})
		if err != nil || c.IntentID != "pi_one" || after.IntentID != "pi_one" || len(seen.Events) != len(read.Events) {
			t.Fatalf("payment started on the read: %+v, %+v, %v (decided on %+v)", after, c, err, seen)
		}
		stored, err := db.Order(ctx, read.ID)
		if err != nil || stored.IntentID != "pi_one" || len(stored.Events) != 2 || stored.Events[1].Kind != toolshop.EventPaymentStarted {
			t.Fatalf("stored after the payment started: %+v, %v", stored, err)
		}
		if _, c, err := db.ChangeReadOrder(ctx, read, start("pi_two")); err != nil || !c.None() {
			t.Errorf("a second intent on the first read: %+v, %v", c, err)
		}

		read = place()
		if _, _, err := db.ChangeOrder(ctx, read.ID, func(o toolshop.Order) (toolshop.Change, error) { return o.Cancel(by, time.Now()) }); err != nil {
			t.Fatal(err)
		}
		if _, c, err := db.ChangeReadOrder(ctx, read, start("pi_three")); err != toolshop.ErrOrderClosed || !c.None() {
			t.Errorf("a payment started on a read from before the cancel: %+v, %v", c, err)
		}
		if stored, err := db.Order(ctx, read.ID); err != nil || stored.IntentID != "" || stored.State != toolshop.Cancelled {
			t.Errorf("stored after the refused start: %+v, %v", stored, err)
		}
		gone := read
		gone.ID = "000000000000000000000000"
		if _, _, err := db.ChangeReadOrder(ctx, gone, start("pi_four")); err != toolshop.ErrOrderNotFound {
			t.Errorf("an order not stored: %v", err)
		}
	})
}

// annAndSaw are a customer, Ann, and a tool, 9 saws at $5.
func annAndSaw(t *testing.T, db *store.DB) (toolshop.User, toolshop.Tool) {
	t.Helper()
	ctx := context.Background()
	customer, err := db.CreateUser(ctx, toolshop.User{Email: "ann@example.com", Name: "Ann"})
	if err != nil {
		t.Fatal(err)
	}
	tool, err := db.CreateTool(ctx, toolshop.Tool{Name: "SAW", Image: "/saw.svg", Description: "A saw.", Price: 500, MinOrder: 1, AvailableQuantity: 9})
	if err != nil {
		t.Fatal(err)
	}
	return customer, tool
}

// A sandbox intent moves from one status to the next only from the status named, so a card
// confirmed and a cancel made at once cannot both succeed; each intent has one refund.
func TestSandboxIntentStatus(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		customer, _ := db.CreateUser(ctx, toolshop.User{Email: "ann@example.com", Name: "Ann"})
		tool, _ := db.CreateTool(ctx, toolshop.Tool{Name: "SAW", Image: "/saw.svg", Description: "A saw.", Price: 500, MinOrder: 1, AvailableQuantity: 9})
		one := 1
		o, err := db.Checkout(ctx, customer, storetest.BuyNow(tool.ID, one), toolshop.DefaultOrderRules)
		if err != nil {
			t.Fatal(err)
		}
		pi, err := db.CreateSandboxIntent(ctx, toolshop.PaymentIntent{ID: "pi_1", ClientSecret: "s_1", OrderID: o.ID,
			Amount: 500, Currency: "usd", Status: "requires_payment_method"})
		if err != nil {
			t.Fatal(err)
		}
		if moved, err := db.SetSandboxIntentStatus(ctx, pi.ID, "requires_payment_method", "canceled"); !moved || err != nil {
			t.Fatalf("cancel: %v, %v", moved, err)
		}
		if moved, err := db.SetSandboxIntentStatus(ctx, pi.ID, "requires_payment_method", "succeeded"); moved || err != nil {
			t.Errorf("a cancelled intent was charged: %v, %v", moved, err)
		}
		if got, _ := db.SandboxIntent(ctx, pi.ID); got.Status != "canceled" {
			t.Errorf("status %q", got.Status)
		}
		// A key answers its refund again; refunds under other keys add up to the payment at most.
		first, err1 := db.CreateSandboxRefund(ctx, "re_1", "k1", pi, pi.Amount-100)
		again, err2 := db.CreateSandboxRefund(ctx, "re_2", "k1", pi, pi.Amount-100)
		if first != "re_1" || again != "re_1" || err1 != nil || err2 != nil {
			t.Errorf("refunds %q, %q (%v, %v), want re_1 twice", first, again, err1, err2)
		}
		if _, err := db.CreateSandboxRefund(ctx, "re_3", "k2", pi, 101); err == nil {
			t.Error("refunded more than the payment")
		}
		if last, err := db.CreateSandboxRefund(ctx, "re_4", "k3", pi, 100); last != "re_4" || err != nil {
			t.Errorf("the rest of the payment: %q, %v", last, err)
		}
	})
}

// Payer reads of an order what CheckPayer decides by, as the whole order has it: a
// customer's order without keys, a guest's with the hash of the key its checkout answered.
func TestPayer(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		customer, tool := annAndSaw(t, db)
		mine, err := db.Checkout(ctx, customer, storetest.BuyNow(tool.ID, 1), toolshop.DefaultOrderRules)
		if err != nil {
			t.Fatal(err)
		}
		guest := toolshop.GuestCheckout{Checkout: delivery, Email: "bob@example.com",
			Lines: []toolshop.CartItem{{ToolID: tool.ID, Quantity: 1}}}
		guest.CustomerName = "Bob"
		theirs, err := db.GuestCheckout(ctx, guest, toolshop.DefaultOrderRules)
		if err != nil || theirs.Key == "" {
			t.Fatalf("guest order %+v, %v", theirs, err)
		}
		for _, c := range []struct {
			order  toolshop.Order
			payer  toolshop.Actor
			others []toolshop.Actor
		}{
			{mine, toolshop.ActorOf(customer), []toolshop.Actor{toolshop.GuestActor("a key"), {Email: "bob@example.com"}}},
			{theirs, toolshop.GuestActor(theirs.Key), []toolshop.Actor{toolshop.ActorOf(customer), toolshop.GuestActor("a key")}},
		} {
			whole, err := db.Order(ctx, c.order.ID)
			if err != nil {
				t.Fatal(err)
			}
			payer, err := db.Payer(ctx, c.order.ID)
			if err != nil || payer.ID != whole.ID || payer.Email != whole.Email || payer.Guest != whole.Guest ||
				payer.Confirmed != whole.Confirmed || !maps.Equal(payer.Keys, whole.Keys) {
				t.Errorf("payer %+v, %v; the order %+v", payer, err, whole)
			}
			if err := payer.CheckPayer(c.payer); err != nil {
				t.Errorf("%s's payer refused: %v", c.order.Email, err)
			}
			for _, other := range c.others {
				if err := payer.CheckPayer(other); !errors.Is(err, toolshop.ErrNotYourOrder) {
					t.Errorf("%s's order paid by %+v: %v", c.order.Email, other, err)
				}
			}
		}
		if _, err := db.Payer(ctx, "000000000000000000000000"); !errors.Is(err, toolshop.ErrOrderNotFound) {
			t.Errorf("the payer of no order: %v", err)
		}
	})
}
