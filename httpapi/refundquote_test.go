package httpapi_test

import (
	"reflect"
	"testing"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// Before an admin refunds, the shop says what the refund would give back, split as its credit
// note will split it, and changes nothing; the refund then gives back exactly that. It
// refuses what the refund refuses.
func TestRefundQuote(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		ann := h.customer("ann@example.com")
		admin := h.admin("boss@example.com")
		saw, bits := h.tool(1999, 1, 10), h.tool(35, 1, 100)
		orderID := h.paidSawsAndBits(ann, saw, bits)
		path := "/orders/" + orderID + "/refund/quote"
		one := map[string]any{"lines": []map[string]any{{"toolId": saw, "quantity": 1, "restock": true}}}

		wantFields(t, "no quantity", h.do("POST", path, admin, map[string]any{"lines": []map[string]any{{"toolId": saw}}}),
			400, map[string]string{"lines.0.quantity": "Quantity is required"})
		wantError(t, "more than bought", h.do("POST", path, admin, map[string]any{"lines": []map[string]any{{"toolId": saw, "quantity": 4}}}),
			409, "Only 3 of CLAW HAMMER are left to refund")
		if res := h.do("POST", path, ann, one); res.status != 403 {
			t.Errorf("a customer's quote: %d %s", res.status, res.body)
		}
		if res := h.do("POST", "/orders/0123456789abcdef01234567/refund/quote", admin, one); res.status != 404 {
			t.Errorf("an unknown order's quote: %d %s", res.status, res.body)
		}

		var quote toolshop.RefundQuote
		h.must(200, "POST", path, admin, one).json(t, &quote)
		var whole toolshop.RefundQuote
		h.must(200, "POST", path, admin, nil).json(t, &whole)
		var order toolshop.Order
		h.must(200, "GET", "/orders/"+orderID, admin, nil).json(t, &order)
		if len(order.Refunds) != 0 || h.stock(saw) != 7 {
			t.Fatalf("a quote changed the order: %+v, stock %d", order.Refunds, h.stock(saw))
		}
		if quote.Amount <= 0 || quote.Goods+quote.Shipping+quote.Tax != quote.Amount || quote.Shipping != 0 || len(quote.Lines) != 1 {
			t.Errorf("one saw's quote %+v", quote)
		}
		if whole.Amount != order.Total || whole.Goods+whole.Shipping+whole.Tax != whole.Amount || whole.Tax != order.Tax {
			t.Errorf("the whole order's quote %+v, order %+v", whole, order.Amounts)
		}

		h.must(200, "POST", "/orders/"+orderID+"/refund", admin, one)
		h.must(200, "GET", "/orders/"+orderID, admin, nil).json(t, &order)
		if len(order.Refunds) != 1 || order.Refunds[0].Amount != quote.Amount || !reflect.DeepEqual(order.Refunds[0].Lines, quote.Lines) {
			t.Errorf("the refund %+v, quoted %+v", order.Refunds, quote)
		}
		var rest toolshop.RefundQuote
		h.must(200, "POST", path, admin, nil).json(t, &rest)
		if rest.Amount != order.Total-quote.Amount {
			t.Errorf("the rest's quote %s, want %s", rest.Amount, order.Total-quote.Amount)
		}
	})
}
