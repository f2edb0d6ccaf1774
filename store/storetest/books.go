package storetest

import (
	"context"
	"testing"

	"toolshop"
	"toolshop/store"
)

// CheckBooks fails the test unless the shop's books add up, whatever raced before: every
// payment the sandbox took belongs to exactly one order that is paid, shipped or refunded,
// and a refunded one was refunded by the sandbox, which refunded nothing else; and for
// every tool, stock + held (pending orders) + sold (paid and shipped) = initial. placed is
// how many orders were placed: none may be missing.
func CheckBooks(t testing.TB, db *store.DB, initial map[string]int, placed int) {
	t.Helper()
	orders, _, err := db.Orders(context.Background(), toolshop.OrderFilter{})
	if err != nil {
		t.Fatal(err)
	}
	if len(orders) != placed {
		t.Errorf("%d orders stored, %d placed", len(orders), placed)
	}
	refunds := map[string]bool{}
	for _, intent := range Strings(t, db, `SELECT intent_id FROM sandbox_refunds`) {
		refunds[intent] = true
	}
	byPayment := map[string][]toolshop.Order{}
	units := map[string]int{} // held and sold, by tool
	states := map[toolshop.OrderState]int{}
	for _, o := range orders {
		states[o.State]++
		if o.TransactionID != "" {
			byPayment[o.TransactionID] = append(byPayment[o.TransactionID], o)
		}
		switch o.State {
		case toolshop.Pending, toolshop.Paid, toolshop.Shipped:
			units[o.ToolID] += o.Quantity
		}
		kept := o.State == toolshop.Paid || o.State == toolshop.Shipped
		if kept && (o.TransactionID == "" || refunds[o.TransactionID]) {
			t.Errorf("order %s is %s, its payment %q taken %v", o.ID, o.State, o.TransactionID, !refunds[o.TransactionID])
		}
		if o.State == toolshop.Refunded && (!refunds[o.TransactionID] || o.RefundID == "") {
			t.Errorf("order %s is refunded, but its payment %q was not (refund %q)", o.ID, o.TransactionID, o.RefundID)
		}
	}
	t.Logf("orders by state: %v", states)
	for _, intent := range Strings(t, db, `SELECT id FROM sandbox_intents WHERE status = 'succeeded'`) {
		owners := byPayment[intent]
		if len(owners) != 1 {
			t.Errorf("payment %s belongs to %d orders", intent, len(owners))
			continue
		}
		if s := owners[0].State; s != toolshop.Paid && s != toolshop.Shipped && s != toolshop.Refunded {
			t.Errorf("payment %s taken for order %s, which is %s", intent, owners[0].ID, s)
		}
	}
	for intent := range refunds {
		if owners := byPayment[intent]; len(owners) != 1 || owners[0].State != toolshop.Refunded {
			t.Errorf("refund of %s, whose orders are %+v", intent, owners)
		}
	}
	for id, want := range initial {
		tool, err := db.Tool(context.Background(), id)
		if err != nil {
			t.Fatal(err)
		}
		if got := tool.AvailableQuantity + units[id]; got != want {
			t.Errorf("tool %s: stock %d + held and sold %d = %d, want %d", id, tool.AvailableQuantity, units[id], got, want)
		}
	}
}
