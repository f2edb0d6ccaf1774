package store_test

import (
	"context"
	"encoding/json"
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"toolshop"
	"toolshop/csv"
	"toolshop/store"
	"toolshop/store/storetest"
)

// sentEvent is a webhook event as stored: its type, body and the endpoints it goes to.
type sentEvent struct {
	Type string
	Data json.RawMessage
	To   []string
}

// sentEvents are the events stored, oldest first.
func sentEvents(t *testing.T, db *store.DB) []sentEvent {
	t.Helper()
	var events []sentEvent
	for _, id := range storetest.Strings(t, db, `SELECT id FROM webhook_events ORDER BY created_at, id`) {
		var body toolshop.WebhookEvent
		raw := storetest.Strings(t, db, `SELECT body FROM webhook_events WHERE id = $1`, id)[0]
		var data struct {
			Data json.RawMessage `json:"data"`
		}
		if err := errors.Join(json.Unmarshal([]byte(raw), &body), json.Unmarshal([]byte(raw), &data)); err != nil {
			t.Fatal(err)
		}
		if body.ID != id {
			t.Errorf("body of %s names %s", id, body.ID)
		}
		to := storetest.Strings(t, db, `SELECT endpoint_id FROM webhook_deliveries WHERE event_id = $1 ORDER BY endpoint_id`, id)
		events = append(events, sentEvent{Type: string(body.Type), Data: data.Data, To: to})
	}
	return events
}

func types(events []sentEvent) []string {
	var ts []string
	for _, e := range events {
		ts = append(ts, e.Type)
	}
	return ts
}

// sameJSON tells whether two JSON texts hold the same values.
func sameJSON(t *testing.T, a, b []byte) bool {
	t.Helper()
	var x, y any
	if err := errors.Join(json.Unmarshal(a, &x), json.Unmarshal(b, &y)); err != nil {
		t.Fatal(err)
	}
	return reflect.DeepEqual(x, y)
}

func addEndpoint(t *testing.T, db *store.DB, on bool, events ...toolshop.WebhookType) toolshop.WebhookEndpoint {
	t.Helper()
	r := toolshop.WebhookEndpointRequest{URL: "https://hooks.example.com/in", Events: events, Enabled: &on}
	if err := r.Validate(false); err != nil {
		t.Fatal(err)
	}
	e, err := db.CreateWebhookEndpoint(context.Background(), r)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// Orders, stock alerts and catalogue edits write their events in their own transactions,
// each with a delivery to every endpoint switched on that listens: an order's as
// GET /orders/{id} answers it after the change. With no endpoint listening nothing is
// written; a change refused writes nothing either.
func TestWebhooksAreWrittenWithWhatHappened(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		customer, err := db.CreateUser(ctx, toolshop.User{Email: "ann@example.com", Name: "Ann"})
		if err != nil {
			t.Fatal(err)
		}
		saw, err := db.CreateTool(ctx, toolshop.Tool{Name: "SAW", Image: "/saw.svg", Description: "A saw.", Price: 500, MinOrder: 1, AvailableQuantity: 20})
		if err != nil {
			t.Fatal(err)
		}
		place := func(n int) toolshop.Order {
			t.Helper()
			o, err := db.Checkout(ctx, customer, storetest.BuyNow(saw.ID, n), toolshop.DefaultOrderRules)
			if err != nil {
				t.Fatal(err)
			}
			return o
		}
		pay := func(o toolshop.Order) {
			t.Helper()
			_, _, err := db.ChangeOrder(ctx, o.ID, func(o toolshop.Order) (toolshop.Change, error) {
				return toolshop.Change{To: toolshop.Paid, TransactionID: "pi_" + o.ID, Invoice: true,
					Event: toolshop.OrderEvent{Kind: string(toolshop.Paid), At: time.Now(), By: "shop"}}, nil
			})
			if err != nil {
				t.Fatal(err)
			}
		}
		pay(place(1))
		if events := sentEvents(t, db); len(events) != 0 {
			t.Fatalf("with no endpoint: %+v", events)
		}

		on := addEndpoint(t, db, true, toolshop.WebhookOrderPlaced, toolshop.WebhookOrderPaid, toolshop.WebhookStockLow,
			toolshop.WebhookToolCreated, toolshop.WebhookToolUpdated, toolshop.WebhookToolDeleted)
		also := addEndpoint(t, db, true, toolshop.WebhookOrderPaid)
		off := addEndpoint(t, db, false, toolshop.WebhookOrderPlaced, toolshop.WebhookOrderPaid)
		if !on.CreatedAt.Equal(on.CreatedAt.UTC()) || on.DisabledAt != nil || off.DisabledAt == nil || len(on.Secret) != 70 {
			t.Fatalf("endpoints as created: %+v %+v", on, off)
		}

		o := place(18) // 19 of 20 sold: below the threshold of 2
		if _, _, err := db.ChangeOrder(ctx, o.ID, func(toolshop.Order) (toolshop.Change, error) {
			return toolshop.Change{To: toolshop.Paid}, errors.New("refused")
		}); err == nil {
			t.Fatal("refusal answered nil")
		}
		pay(o)
		events := sentEvents(t, db)
		if got := types(events); !slices.Equal(got, []string{"stock.low", "order.placed", "order.paid"}) &&
			!slices.Equal(got, []string{"order.placed", "stock.low", "order.paid"}) {
			t.Fatalf("events %v", got)
		}
		stored, err := db.Order(ctx, o.ID)
		if err != nil {
			t.Fatal(err)
		}
		answer, err := json.Marshal(stored)
		if err != nil {
			t.Fatal(err)
		}
		paid := events[2]
		if !sameJSON(t, paid.Data, answer) || !slices.Equal(paid.To, sorted(on.ID, also.ID)) {
			t.Errorf("order.paid to %v carries %s\nwant %s", paid.To, paid.Data, answer)
		}
		for _, e := range events[:2] {
			if !slices.Equal(e.To, []string{on.ID}) {
				t.Errorf("%s goes to %v", e.Type, e.To)
			}
		}
		var alert toolshop.StockAlert
		if err := json.Unmarshal(events[slices.IndexFunc(events, func(e sentEvent) bool { return e.Type == "stock.low" })].Data, &alert); err != nil ||
			alert.ToolID != saw.ID || alert.Stock != 1 || alert.Threshold != 2 || alert.ID == "" {
			t.Errorf("stock.low carries %+v, %v", alert, err)
		}

		// Catalogue edits, one event a tool; the stock orders move is no edit.
		price := toolshop.Cents(650)
		if _, err := db.UpdateTool(ctx, saw.ID, toolshop.ToolChanges{Price: &price}); err != nil {
			t.Fatal(err)
		}
		if _, err := db.UpdateTool(ctx, saw.ID, toolshop.ToolChanges{Price: &price}); err != nil { // no change
			t.Fatal(err)
		}
		drill, err := db.CreateTool(ctx, toolshop.Tool{Name: "DRILL", Image: "/d.svg", Description: "A drill.", Price: 900, MinOrder: 1, AvailableQuantity: 3})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := db.DeleteTool(ctx, drill.ID); err != nil {
			t.Fatal(err)
		}
		lines, err := csv.ReadTools(strings.NewReader("_id,name,description,price,minOrder,availableQuantity,image,category\n" +
			",HAMMER,A hammer.,12,1,5,/h.svg,\n" + saw.ID + ",SAW,A saw.,7,1,1,/saw.svg,\n"))
		if err != nil {
			t.Fatal(err)
		}
		plan, err := db.ImportTools(ctx, lines, true)
		if err != nil || !plan.Applied {
			t.Fatalf("import: %+v %v", plan, err)
		}
		events = sentEvents(t, db)[3:]
		if got := types(events); !slices.Equal(got[:3], []string{"tool.updated", "tool.created", "tool.deleted"}) ||
			!slices.Equal(sorted(got[3:]...), []string{"tool.created", "tool.updated"}) {
			t.Fatalf("catalogue events %v", got)
		}
		now, err := db.Tool(ctx, saw.ID)
		if err != nil {
			t.Fatal(err)
		}
		answer, _ = json.Marshal(now)
		last := events[slices.IndexFunc(events[3:], func(e sentEvent) bool { return e.Type == "tool.updated" })+3]
		if !sameJSON(t, last.Data, answer) {
			t.Errorf("the import's tool.updated carries %s, want %s", last.Data, answer)
		}
		var deleted toolshop.Tool
		if err := json.Unmarshal(events[2].Data, &deleted); err != nil || deleted.ID != drill.ID || deleted.Name != "DRILL" {
			t.Errorf("tool.deleted carries %s", events[2].Data)
		}
	})
}

func sorted(s ...string) []string { return slices.Sorted(slices.Values(s)) }

// A delivery goes to one claim at a time: until its lease ends no other claim takes it, and
// only the claim holding it records how it went. A lease that ended is claimed again.
func TestWebhookClaims(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		e := addEndpoint(t, db, true, toolshop.WebhookOrderPaid)
		sent, err := db.SendTestWebhook(ctx, e.ID)
		if err != nil || sent.Status != toolshop.DeliveryPending || sent.Type != toolshop.WebhookTest || sent.EndpointID != e.ID {
			t.Fatalf("test webhook %+v, %v", sent, err)
		}
		now := time.Now()
		claims, err := db.ClaimWebhooks(ctx, now, time.Minute, 10)
		if err != nil || len(claims) != 1 || claims[0].DeliveryID != sent.ID || claims[0].URL != e.URL || claims[0].Secret != e.Secret {
			t.Fatalf("claims %+v, %v", claims, err)
		}
		var body toolshop.WebhookEvent
		if err := json.Unmarshal(claims[0].Body, &body); err != nil || body.ID != sent.EventID || body.Type != toolshop.WebhookTest {
			t.Errorf("body %s, %v", claims[0].Body, err)
		}
		if again, err := db.ClaimWebhooks(ctx, now.Add(59*time.Second), time.Minute, 10); err != nil || len(again) != 0 {
			t.Fatalf("claimed during the lease: %+v, %v", again, err)
		}
		// The lease ends: another server claims it; the first one's outcome is not recorded.
		later := now.Add(2 * time.Minute)
		retaken, err := db.ClaimWebhooks(ctx, later, time.Minute, 10)
		if err != nil || len(retaken) != 1 || retaken[0].Claim == claims[0].Claim {
			t.Fatalf("after the lease: %+v, %v", retaken, err)
		}
		if _, _, err := db.RecordWebhook(ctx, claims[0].Outcome(500, "", later)); err != nil {
			t.Fatal(err)
		}
		deliveries := func() []toolshop.WebhookDelivery {
			t.Helper()
			list, total, err := db.WebhookDeliveries(ctx, e.ID, toolshop.Page{Limit: 10})
			if err != nil || total != len(list) {
				t.Fatalf("deliveries %+v, %d, %v", list, total, err)
			}
			return list
		}
		if d := deliveries()[0]; d.Status != toolshop.DeliveryPending || d.Attempts != 0 {
			t.Errorf("a lost claim recorded %+v", d)
		}
		if _, switched, err := db.RecordWebhook(ctx, retaken[0].Outcome(204, "", later)); err != nil || switched {
			t.Fatal(switched, err)
		}
		if d := deliveries()[0]; d.Status != toolshop.DeliveryDelivered || d.Attempts != 1 || d.StatusCode != 204 ||
			d.LastAttemptAt.UnixNano() != later.UnixNano() || !d.NextAttemptAt.IsZero() {
			t.Errorf("delivered %+v", d)
		}
		if claims, _ := db.ClaimWebhooks(ctx, later.Add(time.Hour), time.Minute, 10); len(claims) != 0 {
			t.Errorf("a delivered one claimed: %+v", claims)
		}

		// Sent again, it fails until it gives up: the endpoint is switched off, once.
		if n, err := db.ResendWebhook(ctx, sent.ID); n != 1 || err != nil {
			t.Fatal(n, err)
		}
		claims, err = db.ClaimWebhooks(ctx, time.Now(), time.Minute, 10)
		if err != nil || len(claims) != 1 || claims[0].Attempts != 0 {
			t.Fatalf("resent: %+v, %v", claims, err)
		}
		failing := claims[0]
		failing.FirstFailure = later.Add(-toolshop.WebhookRetryFor)
		result := failing.Outcome(0, toolshop.WebhookUnreached, later)
		endpoint, switched, err := db.RecordWebhook(ctx, result)
		if err != nil || !switched || endpoint.ID != e.ID || !endpoint.Failing || endpoint.DisabledAt == nil {
			t.Fatalf("switched off: %+v %v %v", endpoint, switched, err)
		}
		if d := deliveries()[0]; d.Status != toolshop.DeliveryFailed || d.Error != toolshop.WebhookUnreached || d.StatusCode != 0 {
			t.Errorf("failed %+v", d)
		}
		if _, err := db.SendTestWebhook(ctx, e.ID); !errors.Is(err, toolshop.ErrWebhookOff) {
			t.Errorf("test of an endpoint off: %v", err)
		}
		if _, err := db.ResendWebhook(ctx, sent.ID); !errors.Is(err, toolshop.ErrWebhookOff) {
			t.Errorf("resend to an endpoint off: %v", err)
		}

		// Switched on again by an admin, it takes events and tests again.
		if n, err := db.UpdateWebhookEndpoint(ctx, e.ID, toolshop.WebhookEndpointRequest{URL: "https://b.example/", Events: []toolshop.WebhookType{"stock.low"}}); n != 1 || err != nil {
			t.Fatal(n, err)
		}
		endpoints, err := db.WebhookEndpoints(ctx)
		if err != nil || len(endpoints) != 1 || endpoints[0].DisabledAt != nil || endpoints[0].Failing || endpoints[0].URL != "https://b.example/" ||
			!slices.Equal(endpoints[0].Events, []toolshop.WebhookType{"stock.low"}) || endpoints[0].LastDelivery == nil || endpoints[0].LastDelivery.ID != sent.ID {
			t.Fatalf("endpoints %+v, %v", endpoints, err)
		}
		if _, err := db.SendTestWebhook(ctx, e.ID); err != nil {
			t.Fatal(err)
		}
		if list := deliveries(); len(list) != 2 || list[0].Status != toolshop.DeliveryPending || list[1].ID != sent.ID {
			t.Errorf("newest first: %+v", list)
		}
		if _, err := db.UpdateWebhookEndpoint(ctx, "0123456789abcdef01234567", toolshop.WebhookEndpointRequest{}); !errors.Is(err, toolshop.ErrWebhookNotFound) {
			t.Errorf("update of none: %v", err)
		}
		if n, err := db.DeleteWebhookEndpoint(ctx, e.ID); n != 1 || err != nil {
			t.Fatal(n, err)
		}
		if left := storetest.Strings(t, db, `SELECT id FROM webhook_deliveries`); len(left) != 0 {
			t.Errorf("deliveries left: %v", left)
		}
		if err := db.PruneWebhooks(ctx, time.Now().Add(time.Hour)); err != nil {
			t.Fatal(err)
		}
		if left := storetest.Strings(t, db, `SELECT id FROM webhook_events`); len(left) != 0 {
			t.Errorf("events left: %v", left)
		}
		if _, _, err := db.WebhookDeliveries(ctx, e.ID, toolshop.Page{Limit: 10}); !errors.Is(err, toolshop.ErrWebhookNotFound) {
			t.Errorf("deliveries of none: %v", err)
		}
	})
}

// A shop keeps at most MaxWebhookEndpoints endpoints.
func TestWebhookEndpointsAreBounded(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		for range toolshop.MaxWebhookEndpoints {
			addEndpoint(t, db, true, toolshop.WebhookOrderPaid)
		}
		r := toolshop.WebhookEndpointRequest{URL: "https://hooks.example.com/", Events: []toolshop.WebhookType{"order.paid"}}
		if _, err := db.CreateWebhookEndpoint(context.Background(), r); !errors.Is(err, toolshop.ErrTooManyWebhooks) {
			t.Errorf("one more: %v", err)
		}
	})
}
