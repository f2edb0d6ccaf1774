package store_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"sync"
	"testing"
	"time"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// addCode stores a discount code as the admins' calls do.
func addCode(t *testing.T, db *store.DB, d toolshop.DiscountCode) toolshop.DiscountCode {
	t.Helper()
	if err := d.Validate(); err != nil {
		t.Fatal(err)
	}
	d, err := db.CreateDiscountCode(context.Background(), d)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// Customers racing for a code's last uses get exactly those uses between them; a
// cancelled or expired order gives its use back, and unpaid orders never let one customer
// use a once-per-customer code twice.
func TestCodeUsesRace(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		emails := make([]string, 10)
		for i := range emails {
			emails[i] = string(rune('a'+i)) + "@example.com"
		}
		users, tools := shopFor(t, db, emails, 1000)
		addCode(t, db, toolshop.DiscountCode{Code: "last3", Kind: toolshop.DiscountPercent, Percent: 1000, MaxUses: 3,
			MaxUsesPerCustomer: 1, Active: true})
		rules := toolshop.OrderRules{Hold: time.Hour, MaxPending: 100}
		req := delivery
		req.Code = "LAST3"
		for _, u := range users {
			if _, err := db.SetCartLine(ctx, u, toolshop.CartItem{ToolID: tools[0].ID, Quantity: 2}); err != nil {
				t.Fatal(err)
			}
		}
		var wg sync.WaitGroup
		var mu sync.Mutex
		var placed []toolshop.Order
		for _, u := range users {
			wg.Go(func() {
				o, err := db.Checkout(ctx, u, req, rules)
				switch {
				case err == nil:
					mu.Lock()
					placed = append(placed, o)
					mu.Unlock()
				case !errors.Is(err, toolshop.ErrCodeUsedUp):
					t.Errorf("%s: %v", u.Email, err)
				}
			})
		}
		wg.Wait()
		if len(placed) != 3 {
			t.Fatalf("%d orders got the code's 3 uses", len(placed))
		}
		for _, o := range placed {
			if o.Discount != 25 || o.Total != 225 || o.DiscountCode != "LAST3" { // 10 % of 2 × $1.25
				t.Errorf("order %+v", o.Amounts)
			}
		}
		code := codeNamed(t, db, "LAST3")
		if code.Uses != 3 {
			t.Errorf("uses %d", code.Uses)
		}

		// A cancelled order gives its use back; its customer may use the code again, which
		// a pending order of theirs would not let them.
		first := placed[0]
		owner := users[slices.Index(emails, first.Email)]
		if _, err := db.SetCartLine(ctx, owner, toolshop.CartItem{ToolID: tools[0].ID, Quantity: 1}); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Checkout(ctx, owner, req, rules); !errors.Is(err, toolshop.ErrCodeUsedByYou) {
			t.Errorf("a second use while the first order is unpaid: %v", err)
		}
		if _, _, err := db.ChangeOrder(ctx, first.ID, func(o toolshop.Order) (toolshop.Change, error) {
			return o.Cancel(toolshop.ActorOf(owner), time.Now())
		}); err != nil {
			t.Fatal(err)
		}
		if code := codeNamed(t, db, "LAST3"); code.Uses != 2 {
			t.Errorf("uses after a cancel %d", code.Uses)
		}
		if _, err := db.Checkout(ctx, owner, req, rules); err != nil {
			t.Errorf("the use given back: %v", err)
		}
	})
}

func codeNamed(t *testing.T, db *store.DB, code string) toolshop.DiscountCode {
	t.Helper()
	codes, err := db.DiscountCodes(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range codes {
		if c.Code == code {
			return c
		}
	}
	t.Fatalf("no code %s in %+v", code, codes)
	return toolshop.DiscountCode{}
}

// Random carts checked out under random codes, methods and rates are priced by the store
// exactly as the one pricing rule prices them, on SQLite and PostgreSQL alike, and each
// order's parts add up.
func TestCheckoutPricesAsTheRule(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		rng := rand.New(rand.NewPCG(5, 6))
		users, tools := shopFor(t, db, []string{"ann@example.com"}, 1000, 1000, 1000, 1000)
		rules := toolshop.OrderRules{Hold: time.Hour, MaxPending: 1000}
		for round := range 30 {
			included, shippingTaxed := rng.IntN(2) == 0, rng.IntN(2) == 0
			settings := toolshop.ShopSettings{LegalName: "T", Country: "US", PricesIncludeTax: included, ShippingTaxed: shippingTaxed}
			if err := db.SetShopSettings(ctx, settings); err != nil {
				t.Fatal(err)
			}
			rate := toolshop.TaxRate{Country: "US", Region: fmt.Sprintf("R%d", round), Name: "tax", Rate: rng.IntN(2500)}
			if _, err := db.CreateTaxRate(ctx, rate); err != nil {
				t.Fatal(err)
			}
			method := toolshop.ShippingMethod{Name: "ship", Price: toolshop.Cents(rng.Int64N(2000)), FreeOver: toolshop.Cents(rng.Int64N(5000)), Countries: []string{"US"}}
			m, err := db.CreateShippingMethod(ctx, method)
			if err != nil {
				t.Fatal(err)
			}
			code := addCode(t, db, toolshop.DiscountCode{Code: fmt.Sprintf("C%d", round), Kind: []string{toolshop.DiscountPercent,
				toolshop.DiscountAmount, toolshop.DiscountFreeShipping}[round%3], Percent: 1 + rng.IntN(5000),
				Amount: toolshop.Cents(1 + rng.Int64N(3000)), Active: true})

			var items []toolshop.Item
			for _, tool := range tools {
				if n := rng.IntN(4); n > 0 {
					if _, err := db.SetCartLine(ctx, users[0], toolshop.CartItem{ToolID: tool.ID, Quantity: n}); err != nil {
						t.Fatal(err)
					}
					items = append(items, toolshop.Item{Tool: tool, Quantity: n})
				}
			}
			if len(items) == 0 {
				continue
			}
			req := delivery
			req.Country, req.Region, req.ShippingMethodID, req.Code = "US", rate.Region, m.ID, code.Code
			o, err := db.Checkout(ctx, users[0], req, rules)
			if err != nil {
				t.Fatal(err)
			}
			_, want, err := toolshop.Price(items, toolshop.Terms{Settings: settings, Rate: &rate, Method: &m, Code: &code})
			if err != nil {
				t.Fatal(err)
			}
			stored, err := db.Order(ctx, o.ID)
			if err != nil {
				t.Fatal(err)
			}
			if stored.Amounts != want || stored.Amounts.Check(stored.Lines, stored.TaxIncluded) != nil {
				t.Fatalf("round %d: stored %+v, the rule prices %+v", round, stored.Amounts, want)
			}
		}
	})
}

// The Overview counts lines, not orders: a cart's order brings each tool its own line's
// money, a part refund takes off what it paid back, and what was charged splits into net
// sales, tax, shipping and discounts, each net of the refunds made in the period as their
// credit notes split them; the refund of the rest of the order gives back the rest of each,
// shipping included.
func TestStatsOfCartOrders(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		users, tools := shopFor(t, db, []string{"ann@example.com"}, 50, 50) // T0 at $1.25, T1 at $2.25
		ann := users[0]
		if err := db.SetShopSettings(ctx, toolshop.ShopSettings{LegalName: "T", Country: "US", ShippingTaxed: true}); err != nil {
			t.Fatal(err)
		}
		if _, err := db.CreateTaxRate(ctx, toolshop.TaxRate{Country: "US", Name: "Sales tax", Rate: 1000}); err != nil {
			t.Fatal(err)
		}
		m, err := db.CreateShippingMethod(ctx, toolshop.ShippingMethod{Name: "Post", Price: 500, Countries: []string{"US"}})
		if err != nil {
			t.Fatal(err)
		}
		addCode(t, db, toolshop.DiscountCode{Code: "ONE", Kind: toolshop.DiscountAmount, Amount: 100, Active: true})
		for i, n := range []int{4, 2} { // $5.00 and $4.50
			if _, err := db.SetCartLine(ctx, ann, toolshop.CartItem{ToolID: tools[i].ID, Quantity: n}); err != nil {
				t.Fatal(err)
			}
		}
		req := delivery
		req.Country, req.Region, req.ShippingMethodID, req.Code = "US", "NY", m.ID, "ONE"
		o, err := db.Checkout(ctx, ann, req, toolshop.DefaultOrderRules)
		if err != nil {
			t.Fatal(err)
		}
		// Subtotal 950, discount 100 (53 and 47), tax 10 % of 447 and 403: 45 + 40, shipping 500
		// taxed 50: total 950 - 100 + 500 + 135 = 1485.
		if o.Total != 1485 || o.Tax != 135 || o.Lines[0].Discount != 53 {
			t.Fatalf("order %+v, lines %+v", o.Amounts, o.Lines)
		}
		pi := toolshop.PaymentIntent{ID: "pi_stats", OrderID: o.ID, Amount: o.Total, Currency: toolshop.Currency, Status: toolshop.PaymentSucceeded}
		if _, _, err := db.ChangeOrder(ctx, o.ID, func(o toolshop.Order) (toolshop.Change, error) { return o.Pay(pi, toolshop.TheShop, time.Now()) }); err != nil {
			t.Fatal(err)
		}
		one := 1
		boss := toolshop.Actor{Email: "boss@example.com", Admin: true}
		if _, _, err := db.ChangeOrder(ctx, o.ID, func(o toolshop.Order) (toolshop.Change, error) {
			return o.Refund(boss, toolshop.RefundRequest{Lines: []toolshop.RefundLine{{ToolID: tools[1].ID, Quantity: &one}}}, time.Now())
		}); err != nil {
			t.Fatal(err)
		}
		period := toolshop.StatsPeriod{From: time.Now().Add(-time.Hour), To: time.Now().Add(time.Hour), Bucket: toolshop.ByDay}
		s, err := db.Stats(ctx, period, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		// One unit of T1 paid back: half its line's 403 + 40 = 221, of which half its tax, 20.
		if s.Paid != 1485 || s.Refunded != 221 || s.Revenue != 1264 || s.Orders != 1 || s.Units != 6 || s.UnitsRefunded != 1 {
			t.Errorf("money %+v", s)
		}
		wantParts := func(s toolshop.Stats, net, tax, shipping, discounts toolshop.Cents) {
			t.Helper()
			wantTax := []toolshop.TaxSum{{Name: "Sales tax", Tax: tax}}
			if s.NetSales != net || s.TaxCollected != tax || s.Shipping != shipping || s.Discounts != discounts ||
				s.NetSales+s.TaxCollected+s.Shipping != s.Revenue || !reflect.DeepEqual(s.TaxByName, wantTax) {
				t.Errorf("parts: net %s, tax %s (%+v), shipping %s, discounts %s; want %s, %s, %s, %s", s.NetSales, s.TaxCollected,
					s.TaxByName, s.Shipping, s.Discounts, net, tax, shipping, discounts)
			}
		}
		wantParts(s, 850-201, 135-20, 500, 100)
		// Top tools are net of tax and of refunds: T1's unit paid back took 201 of its 403 and
		// the unit off its 2.
		wantTop := func(s toolshop.Stats, want map[string]toolshop.ToolSales) {
			t.Helper()
			if len(s.TopTools) != len(want) {
				t.Fatalf("top tools %+v", s.TopTools)
			}
			for _, tool := range s.TopTools {
				if w := want[tool.ToolID]; tool.Revenue != w.Revenue || tool.Units != w.Units {
					t.Errorf("%s: revenue %s, %d units; want %s, %d", tool.Name, tool.Revenue, tool.Units, w.Revenue, w.Units)
				}
			}
		}
		wantTop(s, map[string]toolshop.ToolSales{tools[0].ID: {Revenue: 447, Units: 4}, tools[1].ID: {Revenue: 403 - 201, Units: 1}})

		// Tomorrow the rest is refunded: T0's 4 units (447 + 45), T1's last (403 - 201 + 40 - 20)
		// and the shipping (500 + 50).
		tomorrow := time.Now().Add(24 * time.Hour)
		if _, _, err := db.ChangeOrder(ctx, o.ID, func(o toolshop.Order) (toolshop.Change, error) {
			return o.Refund(boss, toolshop.RefundRequest{}, tomorrow)
		}); err != nil {
			t.Fatal(err)
		}
		period = toolshop.StatsPeriod{From: tomorrow.Add(-time.Hour), To: tomorrow.Add(time.Hour), Bucket: toolshop.ByDay}
		if s, err = db.Stats(ctx, period, tomorrow); err != nil {
			t.Fatal(err)
		}
		if s.Paid != 0 || s.Refunded != 1264 || s.Units != 0 || s.UnitsRefunded != 5 {
			t.Errorf("the rest refunded: %+v", s)
		}
		wantParts(s, -447-202, -45-20-50, -500, 0)
		period.From = time.Now().Add(-time.Hour)
		if s, err = db.Stats(ctx, period, tomorrow); err != nil {
			t.Fatal(err)
		}
		if s.Revenue != 0 || s.Units != 6 || s.UnitsRefunded != 6 {
			t.Errorf("the whole order: revenue %s, units %d, refunded %d", s.Revenue, s.Units, s.UnitsRefunded)
		}
		wantParts(s, 0, 0, 0, 100)
		wantTop(s, map[string]toolshop.ToolSales{tools[0].ID: {}, tools[1].ID: {}})
	})
}

// While the deal of the day runs, its tool costs the deal price in the cart, at checkout and
// from the purchase form; an order placed during the deal keeps it after the deal ends.
func TestDealPriceIsCharged(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		users, tools := shopFor(t, db, []string{"ann@example.com"}, 50, 50) // T0 at $1.25
		ann, deal := users[0], tools[0]
		clock := time.Now()
		db.Now = func() time.Time { return clock }
		if err := db.SetDeal(ctx, toolshop.Deal{ToolID: deal.ID, Price: 99, EndsAt: clock.Add(time.Hour)}); err != nil {
			t.Fatal(err)
		}
		cart, err := db.SetCartLine(ctx, ann, toolshop.CartItem{ToolID: deal.ID, Quantity: 2})
		if err != nil || cart.Lines[0].UnitPrice != 99 || cart.Subtotal != 198 {
			t.Fatalf("cart during the deal %+v, %v", cart, err)
		}
		o, err := db.Checkout(ctx, ann, delivery, toolshop.DefaultOrderRules)
		if err != nil || o.Total != 198 || o.Lines[0].UnitPrice != 99 {
			t.Fatalf("checkout during the deal %+v, %v", o, err)
		}
		one := 1
		single, err := db.Checkout(ctx, ann, storetest.BuyNow(deal.ID, one), toolshop.DefaultOrderRules)
		if err != nil || single.Total != 99 {
			t.Fatalf("the purchase form during the deal %+v, %v", single, err)
		}

		clock = clock.Add(2 * time.Hour) // the deal has ended
		if kept, err := db.Order(ctx, o.ID); err != nil || kept.Total != 198 {
			t.Errorf("the order placed during the deal: %+v, %v", kept.Amounts, err)
		}
		if cart, err := db.SetCartLine(ctx, ann, toolshop.CartItem{ToolID: deal.ID, Quantity: 2}); err != nil || cart.Lines[0].UnitPrice != deal.Price {
			t.Errorf("cart after the deal %+v, %v", cart, err)
		}
	})
}
