package demo_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"toolshop"
	"toolshop/demo"
	"toolshop/store"
	"toolshop/store/storetest"
)

// The demo catalogue loads with its categories, every tool on a shelf with its brand, SKU
// and specifications, and is searchable; a drill is sold in voltages and kits, one of them
// made of the bare drill, two batteries and a charger also sold alone, and a socket in sizes;
// the demo shop delivers, free over $250, and has a pickup at the shop.
func TestLoad(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		if err := demo.Load(ctx, db, db, db, db); err != nil {
			t.Fatal(err)
		}
		categories, err := db.Categories(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, c := range categories {
			got = append(got, fmt.Sprintf("%s %d", c.Slug, c.ToolCount))
		}
		if want := []string{"hand-tools 8", "measuring 2", "power-tools 8"}; !slices.Equal(got, want) {
			t.Errorf("categories %q, want %q", got, want)
		}
		tools, total, err := db.Tools(ctx, toolshop.ToolQuery{Words: toolshop.SearchWords("cordles dril")})
		if err != nil || total != 2 || tools[0].Name != "18V CORDLESS DRILL DRIVER" {
			t.Errorf("cordles dril: %d %v %v", total, tools, err)
		}
		tools, _, err = db.Tools(ctx, toolshop.ToolQuery{Words: toolshop.SearchWords("VM-CD18-K")})
		if err != nil || len(tools) != 1 || len(tools[0].Options) != 2 || len(tools[0].Variants) != 4 {
			t.Fatalf("the combi drill by its kit's SKU: %+v %v", tools, err)
		}
		kit := tools[0].Variants[3]
		if kit.Name != "18V · 2 × 2.0Ah + charger" || len(kit.Parts) != 3 || kit.AvailableQuantity != 20 {
			t.Errorf("the drill's kit %+v", kit)
		}
		tools, _, err = db.Tools(ctx, toolshop.ToolQuery{Words: toolshop.SearchWords("impact socket")})
		if err != nil || len(tools) == 0 || len(tools[0].Variants) != 11 || tools[0].Price != 650 {
			t.Errorf("the socket in sizes: %+v %v", tools, err)
		}
		brands, err := db.Brands(ctx)
		if err != nil || len(brands) != 5 {
			t.Errorf("brands %+v, %v", brands, err)
		}
		tools, _, err = db.Tools(ctx, toolshop.ToolQuery{Words: toolshop.SearchWords("truline")})
		if err != nil || len(tools) != 2 || tools[0].SKU == "" || len(tools[0].Specs) < 3 {
			t.Errorf("truline: %+v %v", tools, err)
		}
		methods, err := db.ShippingMethods(ctx)
		if err != nil || len(methods) != 2 || methods[0].FreeOver != 25000 || methods[0].Serves("DE") || !methods[1].Pickup || methods[1].Address == "" || methods[1].Hours == "" {
			t.Errorf("shipping methods %+v, %v", methods, err)
		}
	})
}
