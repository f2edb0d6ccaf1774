package store_test

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"sync"
	"testing"
	"time"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// shopFor makes a customer of each email and a tool of each stock, named T0, T1, … at
// $(i+1).25 each, with a minimum order of 1.
func shopFor(t *testing.T, db *store.DB, emails []string, stocks ...int) ([]toolshop.User, []toolshop.Tool) {
	t.Helper()
	ctx := context.Background()
	var users []toolshop.User
	for _, email := range emails {
		u, err := db.CreateUser(ctx, toolshop.User{Email: email, Name: email})
		if err != nil {
			t.Fatal(err)
		}
		users = append(users, u)
	}
	var tools []toolshop.Tool
	for i, stock := range stocks {
		tool, err := db.CreateTool(ctx, toolshop.Tool{Name: fmt.Sprintf("T%d", i), Image: "/t.svg", Description: "A tool.",
			Price: toolshop.Cents(100*(i+1) + 25), MinOrder: 1, AvailableQuantity: stock})
		if err != nil {
			t.Fatal(err)
		}
		tools = append(tools, tool)
	}
	return users, tools
}

var delivery = toolshop.Checkout{PostalAddress: toolshop.PostalAddress{Delivery: toolshop.Delivery{Phone: "555"}, Street: toolshop.Street{Line1: "1 Mill Road", City: "Berlin", PostalCode: "10115"}, Country: "DE"}}

// A customer's cart is kept on the server: set, checked against the tools as they change,
// merged with a visitor's, and turned by the checkout into one order of all its lines, their
// stock taken and the cart emptied.
func TestCartAndCheckout(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		users, tools := shopFor(t, db, []string{"ann@example.com"}, 10, 5, 3)
		ann := users[0]
		for i, q := range []int{2, 5} {
			if _, err := db.SetCartLine(ctx, ann, toolshop.CartItem{ToolID: tools[i].ID, Quantity: q}); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := db.SetCartLine(ctx, ann, toolshop.CartItem{ToolID: tools[1].ID, Quantity: 6}); !errors.Is(err, toolshop.ErrOutOfStock) {
			t.Errorf("more than left: %v", err)
		}
		if _, err := db.SetCartLine(ctx, ann, toolshop.CartItem{ToolID: "0123456789abcdef01234567", Quantity: 1}); !errors.Is(err, toolshop.ErrToolNotFound) {
			t.Errorf("unknown tool: %v", err)
		}
		cart, err := db.MergeCart(ctx, ann, []toolshop.CartItem{{ToolID: tools[0].ID, Quantity: 9}, {ToolID: tools[2].ID, Quantity: 1}})
		if err != nil {
			t.Fatal(err)
		}
		if len(cart.Lines) != 3 || cart.Lines[0].Quantity != 10 || cart.Count != 16 || len(cart.Changes) != 1 ||
			cart.Changes[0].Message != "Lowered to 10: only 10 left" {
			t.Fatalf("merged cart %+v", cart)
		}
		if cart, err = db.SetCartLine(ctx, ann, toolshop.CartItem{ToolID: tools[0].ID, Quantity: 4}); err != nil || cart.Subtotal != 4*125+5*225+1*325 {
			t.Fatalf("cart %+v, %v", cart, err)
		}

		// The price changes: the line says so, and checkout waits until the customer accepts.
		price := toolshop.Cents(250)
		if _, err := db.UpdateTool(ctx, tools[1].ID, toolshop.ToolChanges{Price: &price}); err != nil {
			t.Fatal(err)
		}
		_, err = db.Checkout(ctx, ann, delivery, toolshop.DefaultOrderRules)
		var e *toolshop.Error
		if !errors.As(err, &e) || !reflect.DeepEqual(e.Lines, map[string]string{tools[1].ID: "The price changed from $2.25 to $2.50"}) {
			t.Fatalf("checkout of a changed price: %v", err)
		}
		if _, err := db.SetCartLine(ctx, ann, toolshop.CartItem{ToolID: tools[1].ID, Quantity: 5}); err != nil {
			t.Fatal(err)
		}

		req := delivery
		req.Key = "submit-1"
		o, err := db.Checkout(ctx, ann, req, toolshop.DefaultOrderRules)
		if err != nil {
			t.Fatal(err)
		}
		again, err := db.Checkout(ctx, ann, req, toolshop.DefaultOrderRules)
		if err != nil || again.ID != o.ID {
			t.Errorf("a retried submit: %s, %v; want the order %s", again.ID, err, o.ID)
		}
		stored, err := db.Order(ctx, o.ID)
		if err != nil {
			t.Fatal(err)
		}
		if len(stored.Lines) != 3 || stored.Total != 4*125+5*250+1*325 || stored.Quantity != 10 || stored.ToolID != "" ||
			stored.ToolName != "T0, T1 and T2" || stored.Lines[1].UnitPrice != 250 || stored.State != toolshop.Pending {
			t.Errorf("order %+v", stored)
		}
		for i, want := range []int{6, 0, 2} {
			if got, _ := db.Tool(ctx, tools[i].ID); got.AvailableQuantity != want {
				t.Errorf("T%d: stock %d, want %d", i, got.AvailableQuantity, want)
			}
		}
		if cart, err := db.Cart(ctx, ann); err != nil || len(cart.Lines) != 0 {
			t.Errorf("cart after checkout: %+v, %v", cart, err)
		}
		if _, err := db.Checkout(ctx, ann, delivery, toolshop.DefaultOrderRules); !errors.Is(err, toolshop.ErrCartEmpty) {
			t.Errorf("checkout of an empty cart: %v", err)
		}
		if orders, _, err := db.Orders(ctx, toolshop.OrderFilter{ToolID: tools[2].ID}); err != nil || len(orders) != 1 || len(orders[0].Lines) != 3 {
			t.Errorf("orders holding T2: %+v, %v", orders, err)
		}
		if stored.Lines[0].Image != "/t.svg" {
			t.Errorf("a line's image: %q, want its tool's", stored.Lines[0].Image)
		}

		// A deleted tool's line stays, saying so.
		if _, err := db.SetCartLine(ctx, ann, toolshop.CartItem{ToolID: tools[2].ID, Quantity: 1}); err != nil {
			t.Fatal(err)
		}
		spare, err := db.CreateTool(ctx, toolshop.Tool{Name: "Spare", Image: "/t.svg", Description: "A tool.", Price: 100, MinOrder: 1, AvailableQuantity: 1})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := db.SetCartLine(ctx, ann, toolshop.CartItem{ToolID: spare.ID, Quantity: 1}); err != nil {
			t.Fatal(err)
		}
		if _, err := db.DeleteTool(ctx, spare.ID); err != nil {
			t.Fatal(err)
		}
		if cart, err := db.Cart(ctx, ann); err != nil || len(cart.Lines) != 2 || cart.Lines[1].Problem != "This tool is no longer sold" ||
			cart.Lines[1].ToolName != "Spare" {
			t.Errorf("cart with a deleted tool: %+v, %v", cart, err)
		}
		if cart, err := db.ClearCart(ctx, ann); err != nil || len(cart.Lines) != 0 {
			t.Errorf("cleared cart: %+v, %v", cart, err)
		}
	})
}

// Checkouts of carts that share tools race each other and single-tool orders: each takes
// the stock of all its lines or of none, so no tool is oversold and no order lacks a line.
func TestCheckoutsRace(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		emails := make([]string, 12)
		for i := range emails {
			emails[i] = fmt.Sprintf("c%d@example.com", i)
		}
		stocks := []int{7, 9, 11}
		users, tools := shopFor(t, db, emails, stocks...)
		rules := toolshop.OrderRules{Hold: toolshop.DefaultOrderRules.Hold, MaxPending: 100}
		for i, u := range users[:8] {
			// Each cart holds every tool; their order in the cart differs.
			for j := range tools {
				tool := tools[(i+j)%len(tools)]
				if _, err := db.SetCartLine(ctx, u, toolshop.CartItem{ToolID: tool.ID, Quantity: 1 + (i+j)%2}); err != nil {
					t.Fatal(err)
				}
			}
		}
		var wg sync.WaitGroup
		var mu sync.Mutex
		var placed []toolshop.Order
		for i, u := range users {
			wg.Add(1)
			go func() {
				defer wg.Done()
				var o toolshop.Order
				var err error
				if i < 8 {
					o, err = db.Checkout(ctx, u, delivery, rules)
				} else {
					two := 2
					o, err = db.Checkout(ctx, u, storetest.BuyNow(tools[i%len(tools)].ID, two), rules)
				}
				var e *toolshop.Error
				switch {
				case err == nil:
					mu.Lock()
					placed = append(placed, o)
					mu.Unlock()
				case errors.Is(err, toolshop.ErrOutOfStock), errors.As(err, &e) && len(e.Lines) > 0:
				default:
					t.Errorf("%s: %v", u.Email, err)
				}
			}()
		}
		wg.Wait()
		sold := map[string]int{}
		for _, o := range placed {
			stored, err := db.Order(ctx, o.ID)
			if err != nil {
				t.Fatal(err)
			}
			if len(stored.Lines) != len(o.Lines) {
				t.Errorf("order %s stored %d lines of %d", o.ID, len(stored.Lines), len(o.Lines))
			}
			for _, l := range stored.Lines {
				sold[l.ToolID] += l.Quantity
			}
		}
		for i, tool := range tools {
			got, err := db.Tool(ctx, tool.ID)
			if err != nil {
				t.Fatal(err)
			}
			if got.AvailableQuantity < 0 || got.AvailableQuantity+sold[tool.ID] != stocks[i] {
				t.Errorf("T%d: stock %d + sold %d, want %d", i, got.AvailableQuantity, sold[tool.ID], stocks[i])
			}
		}
		t.Logf("%d of %d orders placed", len(placed), len(users))
	})
}

// A list of every order, past what one query reads of their lines, gives each its lines.
func TestOrdersListReadsEveryOrdersLines(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		users, tools := shopFor(t, db, []string{"ann@example.com"}, 1000)
		rules := toolshop.OrderRules{Hold: toolshop.DefaultOrderRules.Hold, MaxPending: 1000}
		one := 1
		const n = 601
		for range n {
			if _, err := db.Checkout(ctx, users[0], storetest.BuyNow(tools[0].ID, one), rules); err != nil {
				t.Fatal(err)
			}
		}
		orders, total, err := db.Orders(ctx, toolshop.OrderFilter{})
		if err != nil || total != n || len(orders) != n {
			t.Fatalf("%d of %d orders, %v", len(orders), total, err)
		}
		for _, o := range orders {
			if len(o.Lines) != 1 || o.Lines[0].ToolID != tools[0].ID {
				t.Fatalf("order %s: lines %+v", o.ID, o.Lines)
			}
		}
	})
}

// BenchmarkOrders times the store's transaction of a one-line order beside the checkout of a
// cart of 5 lines (its cart filled untimed), and of 5 lines of which two are variants and one
// a kit of 3 parts, on SQLite and PostgreSQL, and fails if any unit was sold twice (make bench
// reports it; docs/PERFORMANCE.md).
func BenchmarkOrders(b *testing.B) {
	storetest.EachB(b, func(b *testing.B, db *store.DB) {
		ctx := context.Background()
		// Each order is a new customer's, made untimed: a real customer has at most
		// MAX_PENDING_ORDERS unpaid orders to count, not the thousands one would pile up here.
		customers := 0
		newCustomer := func() toolshop.User {
			b.StopTimer()
			defer b.StartTimer()
			customers++
			customer, err := db.CreateUser(ctx, toolshop.User{Email: fmt.Sprintf("bench%d@example.com", customers), Name: "Bench"})
			if err != nil {
				b.Fatal(err)
			}
			return customer
		}
		const stock = 100_000_000
		var tools []toolshop.Tool
		for i := range 5 {
			tool, err := db.CreateTool(ctx, toolshop.Tool{Name: fmt.Sprintf("T%d", i), Image: "/t.svg", Description: "A tool.",
				Price: toolshop.Cents(100 + i), MinOrder: 1, AvailableQuantity: stock})
			if err != nil {
				b.Fatal(err)
			}
			tools = append(tools, tool)
		}
		drill := benchDrill(b, db, tools[2:], stock)
		rules := toolshop.OrderRules{Hold: time.Hour, MaxPending: 3}
		checkout := func(b *testing.B, lines []toolshop.CartItem) {
			for b.Loop() {
				customer := newCustomer()
				b.StopTimer()
				for _, line := range lines {
					if _, err := db.SetCartLine(ctx, customer, line); err != nil {
						b.Fatal(err)
					}
				}
				b.StartTimer()
				if _, err := db.Checkout(ctx, customer, delivery, rules); err != nil {
					b.Fatal(err)
				}
			}
		}
		b.Run("one-line order", func(b *testing.B) {
			one := 1
			for b.Loop() {
				customer := newCustomer()
				if _, err := db.Checkout(ctx, customer, storetest.BuyNow(tools[0].ID, one), rules); err != nil {
					b.Fatal(err)
				}
			}
		})
		plain := make([]toolshop.CartItem, len(tools))
		for i, tool := range tools {
			plain[i] = toolshop.CartItem{ToolID: tool.ID, Quantity: 1}
		}
		b.Run("5-line checkout", func(b *testing.B) { checkout(b, plain) })
		mixed := []toolshop.CartItem{plain[0], plain[1]}
		for _, v := range drill.Variants {
			mixed = append(mixed, toolshop.CartItem{ToolID: drill.ID, VariantID: v.ID, Quantity: 1})
		}
		b.Run("5 lines, 2 variants and a 3-part kit", func(b *testing.B) { checkout(b, mixed) })
		checkStockKept(b, db, append(tools, drill), stock)
	})
}

// benchDrill is a tool of two variants and a kit of the parts, each kept in stock.
func benchDrill(b *testing.B, db *store.DB, parts []toolshop.Tool, stock int) toolshop.Tool {
	b.Helper()
	ctx := context.Background()
	options := []toolshop.Option{{Name: "Kit", Values: []string{"Bare", "Case", "Kit"}}}
	price := toolshop.Cents(990)
	kit := make([]toolshop.KitPart, len(parts))
	for i, p := range parts {
		kit[i] = toolshop.KitPart{ToolID: p.ID, Quantity: 1}
	}
	variants := []toolshop.VariantChanges{
		{Options: map[string]string{"Kit": "Bare"}, Price: &price, AvailableQuantity: &stock},
		{Options: map[string]string{"Kit": "Case"}, Price: &price, AvailableQuantity: &stock},
		{Options: map[string]string{"Kit": "Kit"}, Price: &price, Parts: &kit},
	}
	name, image, description := "Drill", "/d.svg", "A drill."
	changes := toolshop.ToolChanges{Name: &name, Image: &image, Description: &description, Options: &options, Variants: &variants}
	tool, err := changes.NewTool()
	if err != nil {
		b.Fatal(err)
	}
	if tool, err = db.CreateTool(ctx, tool); err != nil {
		b.Fatal(err)
	}
	if tool, err = db.Tool(ctx, tool.ID); err != nil {
		b.Fatal(err)
	}
	return tool
}

// checkStockKept fails if the units the orders took (a kit's from its parts) and the stock
// left of the tools and their variants do not add up to what each had.
func checkStockKept(b *testing.B, db *store.DB, tools []toolshop.Tool, stock int) {
	ctx := context.Background()
	orders, _, err := db.Orders(ctx, toolshop.OrderFilter{})
	if err != nil {
		b.Fatal(err)
	}
	sold := map[string]int{}
	for _, o := range orders {
		for _, m := range o.Stock() {
			sold[toolshop.LineKey(m.ToolID, m.VariantID)] += m.Units
		}
	}
	for _, tool := range tools {
		t, err := db.Tool(ctx, tool.ID)
		if err != nil {
			b.Fatal(err)
		}
		left := map[string]int{t.ID: t.AvailableQuantity}
		if len(t.Variants) > 0 {
			left = map[string]int{}
			for _, v := range t.Variants[:2] { // the third, a kit, keeps no stock
				left[toolshop.LineKey(t.ID, v.ID)] = v.AvailableQuantity
			}
		}
		for unit, n := range left {
			if n+sold[unit] != stock {
				b.Fatalf("oversold %s: %d left + %d sold of %d", unit, n, sold[unit], stock)
			}
		}
	}
	b.Logf("%d orders placed, 0 units oversold", len(orders))
}

// An order's lines carry their tools' pictures as the catalogue has them, in the list and
// the order alike; a deleted tool's line keeps its name and loses its picture.
func TestOrderLinesPictures(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		users, tools := shopFor(t, db, []string{"ann@example.com"}, 5, 5)
		for _, tool := range tools {
			if _, err := db.SetCartLine(ctx, users[0], toolshop.CartItem{ToolID: tool.ID, Quantity: 1}); err != nil {
				t.Fatal(err)
			}
		}
		o, err := db.Checkout(ctx, users[0], delivery, toolshop.DefaultOrderRules)
		if err != nil {
			t.Fatal(err)
		}
		// Cancelled, so that its tool may be deleted.
		if _, _, err := db.ChangeOrder(ctx, o.ID, func(o toolshop.Order) (toolshop.Change, error) {
			return o.Cancel(toolshop.TheShop, time.Now())
		}); err != nil {
			t.Fatal(err)
		}
		image := "/images/demo/saw.jpg"
		if _, err := db.UpdateTool(ctx, tools[0].ID, toolshop.ToolChanges{Image: &image}); err != nil {
			t.Fatal(err)
		}
		if _, err := db.DeleteTool(ctx, tools[1].ID); err != nil {
			t.Fatal(err)
		}
		stored, err := db.Order(ctx, o.ID)
		if err != nil {
			t.Fatal(err)
		}
		listed, _, err := db.Orders(ctx, toolshop.OrderFilter{})
		if err != nil || len(listed) != 1 {
			t.Fatalf("orders: %+v, %v", listed, err)
		}
		for _, got := range []toolshop.Order{stored, listed[0]} {
			if got.Lines[0].Image != image || got.Lines[1].Image != "" || got.Lines[1].ToolName != "T1" {
				t.Errorf("lines %+v: want T0's new picture and none for the deleted T1", got.Lines)
			}
		}
	})
}
