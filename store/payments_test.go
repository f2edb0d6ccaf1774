package store_test

import (
	"context"
	"testing"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// Each webhook event is handled once: a repeat changes nothing, even for another order, and
// an event whose payment could not be stored does not count as handled.
func TestMarkPaidByEvent(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		customer, err := db.CreateUser(ctx, toolshop.User{Email: "ann@example.com", Name: "Ann"})
		if err != nil {
			t.Fatal(err)
		}
		tool, err := db.CreateTool(ctx, toolshop.Tool{Name: "SAW", Image: "/saw.svg", Description: "A saw.", Price: 500, MinOrder: 1, AvailableQuantity: 9})
		if err != nil {
			t.Fatal(err)
		}
		one := 1
		var orders []string
		for range 2 {
			o, err := db.PlaceOrder(ctx, customer, toolshop.NewOrder{ToolID: tool.ID, Address: "1 Mill Road", Number: "555", Quantity: &one})
			if err != nil {
				t.Fatal(err)
			}
			orders = append(orders, o.ID)
		}
		for _, c := range []struct {
			name, event, order, transaction string
			want                            int
			err                             error
		}{
			{"first", "evt_1", orders[0], "pi_1", 1, nil},
			{"repeated", "evt_1", orders[0], "pi_1", 0, nil},
			{"repeated for another order", "evt_1", orders[1], "pi_2", 0, nil},
			{"another event, same payment", "evt_2", orders[0], "pi_1", 0, nil},
			{"another payment", "evt_3", orders[0], "pi_3", 0, toolshop.ErrOrderPaid},
			{"the refused event again", "evt_3", orders[1], "pi_2", 1, nil},
		} {
			n, err := db.MarkPaidByEvent(ctx, c.event, c.order, c.transaction)
			if n != c.want || err != c.err {
				t.Errorf("%s: %d, %v; want %d, %v", c.name, n, err, c.want, c.err)
			}
		}
		for i, want := range []string{"pi_1", "pi_2"} {
			if o, err := db.Order(ctx, orders[i]); err != nil || !o.Paid || o.TransactionID != want {
				t.Errorf("order %d: %+v, %v; want paid by %s", i, o, err, want)
			}
		}
	})
}
