package main

import (
	"testing"

	"toolshop"
	"toolshop/store/storetest"
)

// Two shop processes on one PostgreSQL database sell the same tools to the same customers at
// once, four times more than the stock. Neither sells what the other sold: no stock goes
// below zero, every order answered 201 is stored once and nothing else is, and each tool's
// stock plus what its orders reserve is what it started with.
func TestReplicasShareStock(t *testing.T) {
	databaseURL := storetest.PostgresURL(t)
	bin := buildShop(t)
	_, first := launch(t, bin, "DATA_DIR="+t.TempDir(), "DATABASE_URL="+databaseURL)
	_, second := launch(t, bin, "DATA_DIR="+t.TempDir(), "DATABASE_URL="+databaseURL)

	const stock = 60
	admin, customers, tools := stockedShop(t, first, stock)
	buyers := customers
	for _, c := range customers {
		c.url = second // the token the first replica issued holds on the second
		buyers = append(buyers, c)
	}
	orders, wait := orderStream(buyers, tools, 40, nil)
	wait()

	ids := orders.list()
	stored := checkOrders(t, admin, tools, stock, ids)
	unique := map[string]bool{}
	for _, id := range ids {
		unique[id] = true
	}
	t.Logf("%d orders answered 201 by the two replicas", len(ids))
	if len(unique) != len(ids) || len(stored) != len(ids) {
		t.Errorf("%d orders answered 201 (%d distinct ids), %d stored", len(ids), len(unique), len(stored))
	}
	for _, id := range tools {
		var tool toolshop.Tool
		client{url: second}.must(t, "GET", "/tool/"+id, nil, &tool)
		if tool.AvailableQuantity < 0 {
			t.Errorf("tool %s oversold: stock %d", id, tool.AvailableQuantity)
		}
		t.Logf("tool %s: %d left", id, tool.AvailableQuantity)
	}
}
