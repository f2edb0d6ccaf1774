package main

import (
	"context"
	"slices"
	"strings"
	"testing"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// A seeded shop is what make bench measures: its tools are found by their words, typos
// too, and its orders are listed newest first with their history, on both databases.
func TestSeed(t *testing.T) {
	t.Run("sqlite", func(t *testing.T) { testSeed(t, "", t.TempDir()) })
	t.Run("postgres", func(t *testing.T) { testSeed(t, storetest.PostgresURL(t), "") })
}

func testSeed(t *testing.T, databaseURL, dataDir string) {
	ctx := context.Background()
	const tools, orders = 400, 50
	if err := seedCatalogue(ctx, databaseURL, dataDir, tools, false); err != nil {
		t.Fatal(err)
	}
	if err := seedOrders(ctx, databaseURL, dataDir, orders); err != nil {
		t.Fatal(err)
	}
	db, err := store.Open(databaseURL, dataDir)
	if err != nil {
		t.Fatal(err)
	}

	all, stored, err := db.Tools(ctx, toolshop.ToolQuery{})
	if err != nil || stored != len(all) || stored < tools {
		db.Close()
		t.Fatalf("%d tools stored (%v)", stored, err)
	}
	want := 0 // the tools holding "cordless" and a word beginning with "drill"
	for _, tool := range all {
		words := toolshop.SearchWords(tool.Name + " " + tool.Description)
		if slices.Contains(words, "cordless") && slices.ContainsFunc(words, func(w string) bool { return strings.HasPrefix(w, "drill") }) {
			want++
		}
	}
	for _, text := range []string{"cordless drill", "cordlss drll"} {
		_, total, err := db.Tools(ctx, toolshop.ToolQuery{Words: toolshop.SearchWords(text), Limit: 24})
		if err != nil || total != want || want == 0 {
			t.Errorf("%q finds %d tools (%v), want %d", text, total, err, want)
		}
	}

	page, total, err := db.Orders(ctx, toolshop.OrderFilter{Page: toolshop.Page{Limit: 20}})
	if err != nil || total != orders || len(page) != 20 {
		db.Close()
		t.Fatalf("orders: %d of %d (%v)", len(page), total, err)
	}
	newest, err := db.Order(ctx, page[0].ID)
	var kinds []string
	for _, e := range newest.Events {
		kinds = append(kinds, e.Kind)
	}
	if err != nil || newest.State != toolshop.Shipped || !slices.Equal(kinds, []string{"placed", "paid", "shipped"}) {
		t.Errorf("newest order: %s, %q (%v)", newest.State, kinds, err)
	}

	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	if err := seedCatalogue(ctx, databaseURL, dataDir, 1, false); err == nil || !strings.Contains(err.Error(), "new database only") {
		t.Errorf("a seeded database seeded again: %v", err)
	}
	// Added to (bench/checkout.sh's TOOLS), the shop keeps what it held and gains the tools it
	// lacks: the import finds the first 400 there already.
	if err := seedCatalogue(ctx, databaseURL, dataDir, tools+10, true); err != nil {
		t.Fatal(err)
	}
	db, err = store.Open(databaseURL, dataDir)
	if err != nil {
		t.Fatal(err)
	}
	if _, now, err := db.Tools(ctx, toolshop.ToolQuery{}); err != nil || now != stored+10 {
		t.Errorf("%d tools after adding 10 to %d (%v)", now, stored, err)
	}

	// The forms (bench/checkout.sh's BASE): a drill in two variants and a kit of its 18V one,
	// two batteries and a charger, of which 1,000 each are in stock: 500 kits.
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	if err := addForms(ctx, databaseURL, dataDir); err != nil {
		t.Fatal(err)
	}
	db, err = store.Open(databaseURL, dataDir)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	found, _, err := db.Tools(ctx, toolshop.ToolQuery{Words: toolshop.SearchWords("bench combi drill")})
	if err != nil || len(found) != 1 {
		t.Fatalf("the drill: %d found (%v)", len(found), err)
	}
	drill, err := db.Tool(ctx, found[0].ID)
	if err != nil || len(drill.Variants) != 3 {
		t.Fatalf("the drill's variants: %+v (%v)", drill.Variants, err)
	}
	kit := drill.Variants[2]
	if kit.SKU != "BENCH-CD18-K" || len(kit.Parts) != 3 || kit.AvailableQuantity != 500 {
		t.Errorf("the kit: %+v", kit)
	}
}
