package orders_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sync"
	"testing"
	"time"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// sometimesLate cancels every other intent the way Stripe can lose that race: it answers
// the intent as it is, and a card may still pay it afterwards.
type sometimesLate struct{ shop *shop }

func (p sometimesLate) CreateIntent(ctx context.Context, orderID string, amount toolshop.Cents) (toolshop.PaymentIntent, error) {
	return p.shop.sandbox.CreateIntent(ctx, orderID, amount)
}

func (p sometimesLate) Intent(ctx context.Context, id string) (toolshop.PaymentIntent, error) {
	return p.shop.sandbox.Intent(ctx, id)
}

func (p sometimesLate) CancelIntent(ctx context.Context, id string) (toolshop.PaymentIntent, error) {
	if id[len(id)-1]%2 == 0 {
		return p.shop.sandbox.Intent(ctx, id)
	}
	return p.shop.sandbox.CancelIntent(ctx, id)
}

func (p sometimesLate) Refund(ctx context.Context, id string, amount toolshop.Cents, key string) (string, error) {
	return p.shop.sandbox.Refund(ctx, id, amount, key)
}

// The shop's books add up whatever happens at once to the same orders: customers pay (card,
// page report), the provider's webhook arrives, customers cancel, admins delete, ship and
// refund, and the sweep expires orders and settles payments. Afterwards every payment taken
// belongs to exactly one paid, shipped or refunded order, refunded ones were refunded, no
// order is missing, and no unit of stock is lost or oversold.
func TestBooksAddUp(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s := newShop(t, db)
		s.svc.Payments = sometimesLate{s}
		ctx := context.Background()
		tools := []toolshop.Tool{s.tool}
		for range 2 {
			tool, err := db.CreateTool(ctx, toolshop.Tool{Name: "SAW", Image: "/saw.svg", Description: "A saw.",
				Price: 990, MinOrder: 1, AvailableQuantity: stock})
			if err != nil {
				t.Fatal(err)
			}
			tools = append(tools, tool)
		}
		initial := map[string]int{}
		for _, tool := range tools {
			initial[tool.ID] = stock
		}
		var buyers []toolshop.User // who check out carts; Ann places single orders
		for _, name := range []string{"cara", "dan", "eve"} {
			u, err := db.CreateUser(ctx, toolshop.User{Email: name + "@example.com", Name: name})
			if err != nil {
				t.Fatal(err)
			}
			buyers = append(buyers, u)
		}

		placed := 0
		for round := range 10 {
			// Each buyer's cart holds every tool, in another order; their checkouts race
			// each other and Ann's single orders.
			for i, u := range buyers {
				for j := range tools {
					_, err := db.SetCartLine(ctx, u, toolshop.CartItem{ToolID: tools[(i+j)%len(tools)].ID, Quantity: 1 + (i+j+round)%3})
					s.mustOnlyRefuse(err)
				}
			}
			var mu sync.Mutex
			owners := map[string]toolshop.Actor{}
			var wg sync.WaitGroup
			placeWith := func(owner toolshop.User, place func() (toolshop.Order, error)) {
				o, err := place()
				s.mustOnlyRefuse(err)
				if err == nil {
					mu.Lock()
					owners[o.ID] = toolshop.ActorOf(owner)
					mu.Unlock()
				}
			}
			for i := range 12 {
				wg.Go(func() {
					quantity := 1 + i%3
					placeWith(s.ann, func() (toolshop.Order, error) {
						return s.svc.Checkout(ctx, s.ann, storetest.BuyNow(tools[i%len(tools)].ID, quantity))
					})
				})
			}
			for _, u := range buyers {
				wg.Go(func() {
					placeWith(u, func() (toolshop.Order, error) {
						return s.svc.Checkout(ctx, u, toolshop.Checkout{PostalAddress: toolshop.PostalAddress{Delivery: toolshop.Delivery{Phone: "555"}, Street: toolshop.Street{Line1: "1 Mill Road", City: "Berlin", PostalCode: "10115"}, Country: "DE"}})
					})
				})
			}
			wg.Wait()
			placed += len(owners)
			storm := func() {
				for id, owner := range owners {
					for _, step := range s.steps(id, owner) {
						if rand.Float64() > step.chance {
							continue
						}
						wg.Go(func() {
							time.Sleep(time.Duration(rand.IntN(3000)) * time.Microsecond)
							s.mustOnlyRefuse(step.do())
						})
					}
				}
			}
			// A first storm, mostly over payments; a second, mostly over orders paid by then:
			// shipping, returns and refunds, whole and by line.
			storm()
			if round%2 == 1 { // every other round, the hold of every order in it ends meanwhile
				wg.Go(func() {
					time.Sleep(time.Duration(rand.IntN(3000)) * time.Microsecond)
					s.clock.add(2 * time.Hour)
					s.svc.Sweep(ctx)
				})
			}
			wg.Wait()
			storm()
			wg.Wait()
		}
		s.svc.Sweep(ctx) // payments nobody reported, and refunds owed
		storetest.CheckBooks(t, db, initial, placed)
	})
}

// step is something that may happen to an order, and how likely it is to, so that each run
// mixes orders paid and shipped undisturbed with orders fought over.
type step struct {
	chance float64
	do     func() error
}

// steps are what may happen to one order at once: its customer pays and reports it, the
// webhook arrives, the customer cancels, an admin deletes, ships, refunds it whole, and
// refunds a unit of one of its lines (a return, back on the shelf or not), and edits the
// price of one of its tools.
func (s *shop) steps(id string, customer toolshop.Actor) []step {
	ctx := context.Background()
	intentOf := func() string { return s.order(id).IntentID }
	return []step{
		{1, func() error {
			pi, err := s.svc.StartPayment(ctx, customer, id)
			if err != nil {
				return err
			}
			pi, err = s.sandbox.Confirm(ctx, pi, goodCard())
			if err != nil {
				return err
			}
			_, err = s.svc.RecordPayment(ctx, customer, id, pi.ID)
			return err
		}},
		{0.5, func() error {
			if intent := intentOf(); intent != "" {
				_, err := s.svc.PaymentSucceeded(ctx, intent)
				return err
			}
			return nil
		}},
		{0.3, func() error { _, err := s.svc.CancelOrder(ctx, customer, id); return err }},
		{0.2, func() error { _, err := s.svc.DeleteOrder(ctx, s.admin(), id); return err }},
		{0.7, func() error { _, err := s.svc.ShipOrder(ctx, s.admin(), id, toolshop.Shipment{}); return err }},
		{0.4, func() error { _, err := s.svc.RefundOrder(ctx, s.admin(), id, toolshop.RefundRequest{}); return err }},
		{0.4, func() error {
			lines := s.order(id).Lines
			line := lines[rand.IntN(len(lines))]
			return s.refundOne(id, line.ToolID, rand.IntN(2) == 0)
		}},
		{0.2, func() error {
			lines := s.order(id).Lines
			price := toolshop.Cents(900 + rand.IntN(200))
			_, err := s.db.UpdateTool(ctx, lines[rand.IntN(len(lines))].ToolID, toolshop.ToolChanges{Price: &price})
			return err
		}},
		{0.3, func() error { s.svc.Sweep(ctx); return nil }},
	}
}

// refundOne refunds one unit of the order's line of the tool.
func (s *shop) refundOne(id, toolID string, restock bool) error {
	one := 1
	_, err := s.svc.RefundOrder(context.Background(), s.admin(), id,
		toolshop.RefundRequest{Lines: []toolshop.RefundLine{{ToolID: toolID, Quantity: &one, Restock: restock}}})
	return err
}

// mustOnlyRefuse fails the test on anything but a refusal a client could be given: a race
// lost is a refusal, never a failure.
func (s *shop) mustOnlyRefuse(err error) {
	if err != nil && toolshop.ErrorCode(err) == toolshop.EINTERNAL {
		s.t.Errorf("unexpected failure: %v", err)
	}
}

// Stock moves only by what happened: orders and cancels racing an admin's edits of the tool
// (name, price, description, as the edit dialog sends them) leave not one unit oversold or
// lost.
func TestToolEditsNeverMoveStock(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s := newShop(t, db)
		ctx := context.Background()
		var mu sync.Mutex
		placed := 0
		var wg sync.WaitGroup
		for i := range 40 {
			wg.Go(func() {
				quantity := 1 + i%4
				o, err := s.svc.Checkout(ctx, s.ann, storetest.BuyNow(s.tool.ID, quantity))
				if toolshop.ErrorCode(err) == toolshop.ECONFLICT {
					return // sold out
				}
				if err != nil {
					t.Error(err)
					return
				}
				mu.Lock()
				placed++
				mu.Unlock()
				if i%3 == 0 {
					s.mustOnlyRefuse(func() error { _, err := s.svc.CancelOrder(ctx, s.customer(), o.ID); return err }())
				}
			})
		}
		for i := range 20 {
			wg.Go(func() {
				description, price := fmt.Sprintf("A drill, edit %d.", i), toolshop.Cents(1000+i)
				_, err := db.UpdateTool(ctx, s.tool.ID, toolshop.ToolChanges{Description: &description, Price: &price})
				s.mustOnlyRefuse(err)
			})
		}
		wg.Wait()
		storetest.CheckBooks(t, db, map[string]int{s.tool.ID: stock}, placed)
	})
}
