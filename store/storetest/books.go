package storetest

import (
	"context"
	"slices"
	"strconv"
	"testing"

	"toolshop"
	"toolshop/store"
)

// CheckBooks fails the test unless the shop's books add up, whatever raced before:
//   - every payment the sandbox took belongs to exactly one order, which is paid, shipped or
//     refunded (wholly or in part);
//   - the refunds the sandbox made for a payment add up, to the cent, to the refunds its
//     order recorded, each made (none still owed), and a refunded order gave back all it took;
//   - every paid order has one invoice and every refund of one a credit note, numbered
//     1, 2, 3… without a gap or a repeat;
//   - for every tool, stock + held (pending orders) + sold (paid, shipped and refunded units
//     not put back on the shelf) = initial.
//
// placed is how many orders were placed: none may be missing.
func CheckBooks(t testing.TB, db *store.DB, initial map[string]int, placed int) {
	t.Helper()
	ctx := context.Background()
	orders, _, err := db.Orders(ctx, toolshop.OrderFilter{})
	if err != nil {
		t.Fatal(err)
	}
	if len(orders) != placed {
		t.Errorf("%d orders stored, %d placed", len(orders), placed)
	}
	refunded := map[string]toolshop.Cents{} // by the sandbox, by intent
	amounts := Strings(t, db, `SELECT amount_cents FROM sandbox_refunds ORDER BY id`)
	for i, intent := range Strings(t, db, `SELECT intent_id FROM sandbox_refunds ORDER BY id`) {
		cents, err := strconv.ParseInt(amounts[i], 10, 64)
		if err != nil {
			t.Fatal(err)
		}
		refunded[intent] += toolshop.Cents(cents)
	}
	byPayment := map[string][]toolshop.Order{}
	units := map[string]int{} // held and sold, by tool
	states := map[toolshop.OrderState]int{}
	for _, o := range orders {
		states[o.State]++
		if o.TransactionID != "" {
			byPayment[o.TransactionID] = append(byPayment[o.TransactionID], o)
		}
		for tool, n := range unitsOut(t, db, o) {
			units[tool] += n
		}
		kept := o.State == toolshop.Paid || o.State == toolshop.Shipped
		if kept && o.TransactionID == "" {
			t.Errorf("order %s is %s without a payment", o.ID, o.State)
		}
		if owed := o.OwedRefunds(); len(owed) > 0 {
			t.Errorf("order %s still owes %d refunds", o.ID, len(owed))
		}
		if o.State == toolshop.Refunded && o.RefundedAmount() != o.Total {
			t.Errorf("order %s is refunded, but gave back %s of %s", o.ID, o.RefundedAmount(), o.Total)
		}
		if got, want := refunded[o.TransactionID], o.RefundedAmount(); o.TransactionID != "" && got != want {
			t.Errorf("order %s recorded refunds of %s, the sandbox refunded %s", o.ID, want, got)
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
	for intent := range refunded {
		if owners := byPayment[intent]; len(owners) != 1 {
			t.Errorf("refund of %s, whose orders are %+v", intent, owners)
		}
	}
	for _, counted := range []struct{ papers, issuedBy string }{
		{`SELECT number FROM invoices ORDER BY number`, `SELECT DISTINCT order_id FROM order_events WHERE kind = 'paid'`},
		{`SELECT number FROM credit_notes ORDER BY number`, `SELECT order_id FROM refunds r WHERE EXISTS
			(SELECT 1 FROM order_events e WHERE e.order_id = r.order_id AND e.kind = 'paid')`},
	} {
		numbers, issuers := Strings(t, db, counted.papers), Strings(t, db, counted.issuedBy)
		for i, n := range numbers {
			if n != strconv.Itoa(i+1) {
				t.Errorf("%s: number %s where %d was due: a gap or a repeat", counted.papers, n, i+1)
				break
			}
		}
		if len(numbers) != len(issuers) {
			t.Errorf("%d numbered by %s, for %d due", len(numbers), counted.papers, len(issuers))
		}
	}
	for id, want := range initial {
		tool, err := db.Tool(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if got := tool.AvailableQuantity + units[id]; got != want {
			t.Errorf("tool %s: stock %d + held and sold %d = %d, want %d", id, tool.AvailableQuantity, units[id], got, want)
		}
	}
}

// unitsOut are the units of each tool the order keeps off the shelf: all of them while it is
// pending, none once cancelled or expired (a late payment's refund puts nothing back, its
// stock returned when the order closed), and once paid those not refunded back onto it.
func unitsOut(t testing.TB, db *store.DB, o toolshop.Order) map[string]int {
	out := map[string]int{}
	switch o.State {
	case toolshop.Cancelled, toolshop.Expired:
		return out
	case toolshop.Refunded:
		full, err := db.Order(context.Background(), o.ID)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.ContainsFunc(full.Events, func(e toolshop.OrderEvent) bool { return e.Kind == string(toolshop.Paid) }) {
			return out
		}
	}
	for _, l := range o.Lines {
		out[l.ToolID] += l.Quantity
	}
	for _, r := range o.Refunds {
		for _, l := range r.Lines {
			if l.Restock {
				out[o.Lines[l.Line].ToolID] -= l.Quantity
			}
		}
	}
	return out
}
