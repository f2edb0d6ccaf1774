package orders_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"slices"
	"sync"
	"testing"
	"time"

	"toolshop"
	"toolshop/orders"
	"toolshop/payment"
	"toolshop/store"
	"toolshop/store/storetest"
)

// clock is a time tests move by hand; the store and the service both read it.
type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *clock) add(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

// heard records what customers were told of their orders.
type heard struct {
	mu                              sync.Mutex
	placed, paid, shipped, refunded []string
}

func (h *heard) OrderPlaced(_ context.Context, o toolshop.Order)     { h.add(&h.placed, o.ID) }
func (h *heard) OrderPaid(_ context.Context, o toolshop.Order)       { h.add(&h.paid, o.ID) }
func (h *heard) OrderShipped(_ context.Context, o toolshop.Order)    { h.add(&h.shipped, o.ID) }
func (h *heard) GuestLink(context.Context, toolshop.Order)           {}
func (h *heard) OrderReadyForPickup(context.Context, toolshop.Order) {}
func (h *heard) OrderRefunded(_ context.Context, o toolshop.Order, _ toolshop.Refund) {
	h.add(&h.refunded, o.ID)
}

func (h *heard) add(list *[]string, id string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	*list = append(*list, id)
}

func (h *heard) count(list *[]string) int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(*list)
}

// shop is the order service over a real database and the sandbox, with Ann as a customer,
// Boss as an admin and one tool in stock.
type shop struct {
	t       *testing.T
	db      *store.DB
	svc     *orders.Service
	sandbox *payment.Sandbox
	clock   *clock
	heard   *heard
	ann     toolshop.User
	boss    toolshop.User
	tool    toolshop.Tool
}

const stock = 100

func newShop(t *testing.T, db *store.DB) *shop {
	t.Helper()
	ctx := context.Background()
	c := &clock{now: time.Now()}
	db.Now = c.Now
	s := &shop{t: t, db: db, clock: c, heard: &heard{}, sandbox: &payment.Sandbox{Store: db, Now: time.Now}}
	s.svc = &orders.Service{Store: db, Tools: db, Payments: s.sandbox, Notifier: s.heard, Now: c.Now,
		Rules: toolshop.OrderRules{Hold: time.Hour, MaxPending: 1000}, Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	var err error
	if s.ann, err = db.CreateUser(ctx, toolshop.User{Email: "ann@example.com", Name: "Ann"}); err != nil {
		t.Fatal(err)
	}
	if s.boss, err = db.CreateUser(ctx, toolshop.User{Email: "boss@example.com", Name: "Boss", Role: toolshop.RoleAdmin}); err != nil {
		t.Fatal(err)
	}
	s.tool, err = db.CreateTool(ctx, toolshop.Tool{Name: "DRILL", Image: "/drill.svg", Description: "A drill.",
		Price: 1250, MinOrder: 1, AvailableQuantity: stock})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func (s *shop) customer() toolshop.Actor { return toolshop.ActorOf(s.ann) }
func (s *shop) admin() toolshop.Actor    { return toolshop.ActorOf(s.boss) }

// place places Ann's order of quantity units.
func (s *shop) place(quantity int) toolshop.Order {
	s.t.Helper()
	o, err := s.svc.Checkout(context.Background(), s.ann, storetest.BuyNow(s.tool.ID, quantity))
	if err != nil {
		s.t.Fatal(err)
	}
	return o
}

// charge starts the order's payment and confirms the good test card at the sandbox, as the
// customer's page does, without reporting it to the shop.
func (s *shop) charge(orderID string) toolshop.PaymentIntent {
	s.t.Helper()
	ctx := context.Background()
	pi, err := s.svc.StartPayment(ctx, s.customer(), orderID)
	if err != nil {
		s.t.Fatal(err)
	}
	pi, err = s.sandbox.Confirm(ctx, pi, goodCard())
	if err != nil {
		s.t.Fatal(err)
	}
	return pi
}

func goodCard() payment.Card {
	return payment.Card{Number: "4242424242424242", ExpMonth: 12, ExpYear: time.Now().Year() + 1, CVC: "123"}
}

// order is the order as stored.
func (s *shop) order(id string) toolshop.Order {
	s.t.Helper()
	o, err := s.db.Order(context.Background(), id)
	if err != nil {
		s.t.Fatal(err)
	}
	return o
}

func (s *shop) stock() int {
	s.t.Helper()
	tool, err := s.db.Tool(context.Background(), s.tool.ID)
	if err != nil {
		s.t.Fatal(err)
	}
	return tool.AvailableQuantity
}

// intent is the sandbox intent as it stands.
func (s *shop) intent(id string) toolshop.PaymentIntent {
	s.t.Helper()
	pi, err := s.sandbox.Intent(context.Background(), id)
	if err != nil {
		s.t.Fatal(err)
	}
	return pi
}

// A cancel or an admin's delete asks the provider first: an order whose card went through
// (the page has not reported it yet) becomes paid and is refused with the spec's message; an
// order whose card has not, has its intent cancelled, so no card can pay it later.
func TestCloseAsksTheProviderFirst(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s := newShop(t, db)
		ctx := context.Background()

		charged := s.place(2)
		pi := s.charge(charged.ID)
		if _, err := s.svc.CancelOrder(ctx, s.customer(), charged.ID); err != toolshop.ErrCancelAfterPaying {
			t.Errorf("cancel of a charged order: %v", err)
		}
		if _, err := s.svc.DeleteOrder(ctx, s.admin(), charged.ID); err != toolshop.ErrDeletePaidOrder {
			t.Errorf("delete of a charged order: %v", err)
		}
		if o := s.order(charged.ID); o.State != toolshop.Paid || o.TransactionID != pi.ID {
			t.Errorf("charged order: %s by %q", o.State, o.TransactionID)
		}

		open := s.place(3)
		started, err := s.svc.StartPayment(ctx, s.customer(), open.ID)
		if err != nil {
			t.Fatal(err)
		}
		if n, err := s.svc.CancelOrder(ctx, s.customer(), open.ID); n != 1 || err != nil {
			t.Fatalf("cancel: %d, %v", n, err)
		}
		if got := s.intent(started.ID); got.Status != toolshop.PaymentCanceled {
			t.Errorf("intent %s after the cancel", got.Status)
		}
		if _, err := s.sandbox.Confirm(ctx, started, goodCard()); toolshop.ErrorCode(err) != toolshop.ECARD {
			t.Errorf("a card paid a cancelled order's intent: %v", err)
		}
		if _, err := s.svc.StartPayment(ctx, s.customer(), open.ID); err != toolshop.ErrOrderClosed {
			t.Errorf("payment of a cancelled order started: %v", err)
		}
		if s.stock() != stock-2 {
			t.Errorf("stock %d, want %d", s.stock(), stock-2)
		}
		if s.heard.count(&s.heard.paid) != 1 {
			t.Errorf("paid notices %v", s.heard.paid)
		}
	})
}

// lateProvider is a provider that lost the race Stripe can lose: it did not cancel the
// intent, and the customer's card went through after the order was cancelled.
type lateProvider struct{ *payment.Sandbox }

func (p lateProvider) CancelIntent(ctx context.Context, id string) (toolshop.PaymentIntent, error) {
	return p.Intent(ctx, id)
}

// Money is never kept without an order: a payment that arrives for a cancelled or expired
// order makes it refunded, and the provider gives the money back, once.
func TestLatePaymentIsRefunded(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s := newShop(t, db)
		s.svc.Payments = lateProvider{s.sandbox}
		ctx := context.Background()
		o := s.place(2)
		pi, err := s.svc.StartPayment(ctx, s.customer(), o.ID)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.svc.CancelOrder(ctx, s.customer(), o.ID); err != nil {
			t.Fatal(err)
		}
		if pi, err = s.sandbox.Confirm(ctx, pi, goodCard()); err != nil {
			t.Fatal(err)
		}
		for range 2 { // the webhook, then the page
			if _, err := s.svc.PaymentSucceeded(ctx, pi.ID); err != toolshop.ErrLatePayment && err != nil {
				t.Fatalf("late payment: %v", err)
			}
		}
		if _, err := s.svc.RecordPayment(ctx, s.customer(), o.ID, pi.ID); err != nil {
			t.Errorf("the page's report of a refunded payment: %v", err)
		}
		got := s.order(o.ID)
		if got.State != toolshop.Refunded || got.TransactionID != pi.ID || len(got.Refunds) != 1 || len(got.OwedRefunds()) > 0 {
			t.Errorf("order %+v", got)
		}
		if s.stock() != stock || s.heard.count(&s.heard.refunded) != 1 || s.heard.count(&s.heard.paid) != 0 {
			t.Errorf("stock %d, notices %+v", s.stock(), s.heard)
		}
	})
}

// An unpaid order holds its stock for the hold, then the sweep expires it: the stock
// returns, its intent is cancelled, and it can no longer be paid. A restarted shop's first
// sweep expires what the stopped one left.
func TestUnpaidOrdersExpire(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s := newShop(t, db)
		ctx := context.Background()
		started := s.place(5)
		pi, err := s.svc.StartPayment(ctx, s.customer(), started.ID)
		if err != nil {
			t.Fatal(err)
		}
		untouched := s.place(4)
		paid := s.place(1)
		if _, err := s.svc.RecordPayment(ctx, s.customer(), paid.ID, s.charge(paid.ID).ID); err != nil {
			t.Fatal(err)
		}

		s.clock.add(59 * time.Minute)
		s.svc.Sweep(ctx)
		if s.order(started.ID).State != toolshop.Pending || s.stock() != stock-10 {
			t.Fatalf("expired before the hold ended: stock %d", s.stock())
		}
		s.clock.add(time.Minute)
		if _, err := s.svc.StartPayment(ctx, s.customer(), untouched.ID); err != toolshop.ErrOrderExpired {
			t.Errorf("payment started at the end of the hold: %v", err)
		}
		restarted := *s.svc // a new server on the same database
		restarted.Sweep(ctx)
		for _, id := range []string{started.ID, untouched.ID} {
			o := s.order(id)
			if last := o.Events[len(o.Events)-1]; o.State != toolshop.Expired || last.Kind != "expired" || last.By != "shop" {
				t.Errorf("order %s: %s, %+v", id, o.State, o.Events)
			}
		}
		if s.order(paid.ID).State != toolshop.Paid || s.stock() != stock-1 {
			t.Errorf("paid order %s, stock %d", s.order(paid.ID).State, s.stock())
		}
		if got := s.intent(pi.ID); got.Status != toolshop.PaymentCanceled {
			t.Errorf("intent of the expired order: %s", got.Status)
		}
	})
}

// A payment whose page died between the card and the shop is found by the sweep.
func TestSweepRecordsUnreportedPayments(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s := newShop(t, db)
		o := s.place(2)
		pi := s.charge(o.ID)
		s.svc.Sweep(context.Background())
		if got := s.order(o.ID); got.State != toolshop.Paid || got.TransactionID != pi.ID {
			t.Errorf("order %s by %q", got.State, got.TransactionID)
		}
		if s.heard.count(&s.heard.paid) != 1 {
			t.Errorf("paid notices %v", s.heard.paid)
		}
	})
}

// failingRefunds is a provider whose refunds fail until it is mended.
type failingRefunds struct {
	*payment.Sandbox
	broken *bool
}

func (p failingRefunds) Refund(ctx context.Context, id string, amount toolshop.Cents, key string) (string, error) {
	if *p.broken {
		return "", errors.New("provider down")
	}
	return p.Sandbox.Refund(ctx, id, amount, key)
}

// An admin refunds a paid order not yet shipped: its stock returns, the provider gives the
// money back and the customer hears of it. A refund the provider fails to make is retried
// by the sweep. A shipped order is not refunded.
func TestRefunds(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s := newShop(t, db)
		ctx := context.Background()
		broken := true
		s.svc.Payments = failingRefunds{s.sandbox, &broken}
		pay := func(quantity int) toolshop.Order {
			o := s.place(quantity)
			if _, err := s.svc.RecordPayment(ctx, s.customer(), o.ID, s.charge(o.ID).ID); err != nil {
				t.Fatal(err)
			}
			return o
		}
		refunded, shipped := pay(3), pay(4)
		if _, err := s.svc.RefundOrder(ctx, s.customer(), refunded.ID, toolshop.RefundRequest{}); err != toolshop.ErrAdminsOnly {
			t.Errorf("customer's refund: %v", err)
		}
		if n, err := s.svc.RefundOrder(ctx, s.admin(), refunded.ID, toolshop.RefundRequest{}); n != 1 || err != nil {
			t.Fatalf("refund: %d, %v", n, err)
		}
		if o := s.order(refunded.ID); o.State != toolshop.Refunded || len(o.OwedRefunds()) != 1 || s.stock() != stock-4 {
			t.Fatalf("after a failed provider refund: %+v, stock %d", o, s.stock())
		}
		if _, err := s.svc.ShipOrder(ctx, s.admin(), refunded.ID, toolshop.Shipment{}); err != toolshop.ErrShipClosed {
			t.Errorf("shipped a refunded order: %v", err)
		}
		broken = false
		s.svc.Sweep(ctx)
		if o := s.order(refunded.ID); len(o.Refunds) != 1 || len(o.OwedRefunds()) > 0 {
			t.Errorf("refund not retried: %+v", o)
		}
		if s.heard.count(&s.heard.refunded) != 1 {
			t.Errorf("refund notices %v", s.heard.refunded)
		}

		if _, err := s.svc.ShipOrder(ctx, s.admin(), shipped.ID, toolshop.Shipment{}); err != nil {
			t.Fatal(err)
		}
		if _, err := s.svc.RefundOrder(ctx, s.admin(), shipped.ID, toolshop.RefundRequest{}); err != toolshop.ErrRefundShipped {
			t.Errorf("refund of a shipped order: %v", err)
		}
	})
}

// Deleting a tool cancels its pending orders, their stock and intents released, and leaves
// its paid orders to be shipped or refunded.
func TestDeleteToolClosesItsOrders(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s := newShop(t, db)
		ctx := context.Background()
		pending := s.place(2)
		pi, err := s.svc.StartPayment(ctx, s.customer(), pending.ID)
		if err != nil {
			t.Fatal(err)
		}
		paid := s.place(3)
		if _, err := s.svc.RecordPayment(ctx, s.customer(), paid.ID, s.charge(paid.ID).ID); err != nil {
			t.Fatal(err)
		}
		if _, err := s.svc.DeleteTool(ctx, s.customer(), s.tool.ID); err != toolshop.ErrAdminsOnly {
			t.Errorf("customer deleted a tool: %v", err)
		}
		if n, err := s.svc.DeleteTool(ctx, s.admin(), s.tool.ID); n != 1 || err != nil {
			t.Fatalf("delete: %d, %v", n, err)
		}
		if o := s.order(pending.ID); o.State != toolshop.Cancelled {
			t.Errorf("pending order %s", o.State)
		}
		if got := s.intent(pi.ID); got.Status != toolshop.PaymentCanceled {
			t.Errorf("intent %s", got.Status)
		}
		if _, err := s.svc.ShipOrder(ctx, s.admin(), paid.ID, toolshop.Shipment{}); err != nil {
			t.Errorf("ship the paid order of a deleted tool: %v", err)
		}
	})
}

// Deleting a tool cancels a pending order of a cart that holds it whole: every line's stock
// returns, not only the deleted tool's.
func TestDeleteToolClosesCartOrders(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s := newShop(t, db)
		ctx := context.Background()
		saw, err := db.CreateTool(ctx, toolshop.Tool{Name: "SAW", Image: "/saw.svg", Description: "A saw.", Price: 990, MinOrder: 1, AvailableQuantity: 10})
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range []struct {
			id string
			n  int
		}{{s.tool.ID, 4}, {saw.ID, 3}} {
			if _, err := db.SetCartLine(ctx, s.ann, toolshop.CartItem{ToolID: line.id, Quantity: line.n}); err != nil {
				t.Fatal(err)
			}
		}
		o, err := s.svc.Checkout(ctx, s.ann, toolshop.Checkout{PostalAddress: toolshop.PostalAddress{Delivery: toolshop.Delivery{Phone: "555"}, Street: toolshop.Street{Line1: "1 Mill Road", City: "Berlin", PostalCode: "10115"}, Country: "DE"}})
		if err != nil {
			t.Fatal(err)
		}
		if n, err := s.svc.DeleteTool(ctx, s.admin(), saw.ID); n != 1 || err != nil {
			t.Fatalf("delete: %d, %v", n, err)
		}
		got := s.order(o.ID)
		deleted := slices.IndexFunc(got.Lines, func(l toolshop.OrderLine) bool { return l.ToolID == saw.ID && l.ToolName == "SAW" })
		if got.State != toolshop.Cancelled || len(got.Lines) != 2 || deleted < 0 {
			t.Errorf("order holding the deleted tool: %s, lines %+v", got.State, got.Lines)
		}
		if s.stock() != stock {
			t.Errorf("stock of the other line %d, want %d back", s.stock(), stock)
		}
		if s.heard.count(&s.heard.placed) != 1 {
			t.Errorf("placed notices %v", s.heard.placed)
		}
	})
}
