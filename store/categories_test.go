package store_test

import (
	"encoding/json"
	"slices"
	"testing"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// A renamed category moves to its new slug with its tools, in one transaction, each tool with
// a tool.updated webhook that carries it as it is now; its id and description stay.
func TestRenamedCategoryTakesItsTools(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := t.Context()
		power, err := db.CreateCategory(ctx, toolshop.Category{Slug: "power-tools", Name: "Power Tools", Description: "Corded and cordless."})
		if err != nil {
			t.Fatal(err)
		}
		drill, err := db.CreateTool(ctx, toolshop.Tool{Name: "Drill", Image: "/d.svg", Description: "A drill.", Price: 900, MinOrder: 1,
			AvailableQuantity: 3, Category: "power-tools"})
		if err != nil {
			t.Fatal(err)
		}
		addEndpoint(t, db, true, toolshop.WebhookToolUpdated)
		name := "Drills"
		moved, err := db.UpdateCategory(ctx, power.ID, toolshop.CategoryChanges{Name: &name})
		want := toolshop.Category{ID: power.ID, Slug: "drills", Name: "Drills", Description: "Corded and cordless.", ToolCount: 1}
		if err != nil || moved != want {
			t.Fatalf("renamed %+v, %v; want %+v", moved, err, want)
		}
		now, err := db.Tool(ctx, drill.ID)
		if err != nil || now.Category != "drills" {
			t.Fatalf("the tool's category %q, %v", now.Category, err)
		}
		events := sentEvents(t, db)
		answer, _ := json.Marshal(now)
		if !slices.Equal(types(events), []string{"tool.updated"}) || !sameJSON(t, events[0].Data, answer) {
			t.Errorf("events %v", types(events))
		}
		// Back to a slug another category has: refused, nothing moved.
		if _, err := db.CreateCategory(ctx, toolshop.Category{Slug: "saws", Name: "Saws"}); err != nil {
			t.Fatal(err)
		}
		name = "SAWS"
		if _, err := db.UpdateCategory(ctx, power.ID, toolshop.CategoryChanges{Name: &name}); err != toolshop.ErrCategoryExists {
			t.Errorf("a taken slug: %v", err)
		}
		if now, err := db.Tool(ctx, drill.ID); err != nil || now.Category != "drills" || len(sentEvents(t, db)) != 1 {
			t.Errorf("a refused rename moved the tool to %q (%v) or told of it", now.Category, err)
		}
	})
}
