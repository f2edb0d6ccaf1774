package store_test

import (
	"context"
	"slices"
	"sync"
	"testing"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// newTool stores a tool built by the rules of POST /tools from changes, whose name, price,
// stock and description are filled in.
func newTool(t *testing.T, db *store.DB, name string, c toolshop.ToolChanges) (toolshop.Tool, error) {
	t.Helper()
	price, one, description := toolshop.Cents(1000), 1, "A tool."
	c.Name, c.Price, c.MinOrder, c.AvailableQuantity, c.Description = &name, &price, &one, &one, &description
	if c.Image == nil && c.Pictures == nil {
		image := "/t.svg"
		c.Image = &image
	}
	tool, err := c.NewTool()
	if err != nil {
		t.Fatal(err)
	}
	return db.CreateTool(context.Background(), tool)
}

// A tool's pictures, brand, SKU and specifications are stored in order and read back as
// written; an edit of the image alone replaces the first picture and keeps the others.
func TestToolDetailsStored(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		pictures := []toolshop.ToolPicture{{URL: "/a.jpg", Alt: "The front"}, {URL: "https://img.example.com/b.jpg", Alt: "The back"}}
		specs := []toolshop.ToolSpec{{Name: "Voltage", Value: "18 V"}, {Name: "Weight", Value: "1.6 kg"}}
		brand, sku := "DeWalt", "DCD791D2"
		drill, err := newTool(t, db, "Drill", toolshop.ToolChanges{Pictures: &pictures, Brand: &brand, SKU: &sku, Specs: &specs})
		if err != nil {
			t.Fatal(err)
		}
		got, err := db.Tool(ctx, drill.ID)
		if err != nil || got.Image != "/a.jpg" || !slices.Equal(got.Pictures, pictures) || got.Brand != brand || got.SKU != sku ||
			!slices.Equal(got.Specs, specs) {
			t.Fatalf("stored %+v, %v", got, err)
		}
		image := "/c.jpg"
		if n, err := db.UpdateTool(ctx, drill.ID, toolshop.ToolChanges{Image: &image}); n != 1 || err != nil {
			t.Fatalf("update: %d, %v", n, err)
		}
		got, _ = db.Tool(ctx, drill.ID)
		if want := []toolshop.ToolPicture{{URL: "/c.jpg"}, pictures[1]}; got.Image != image || !slices.Equal(got.Pictures, want) {
			t.Errorf("after the image changed: %+v", got.Pictures)
		}
		if n, err := db.UpdateTool(ctx, drill.ID, toolshop.ToolChanges{Image: &image, Specs: &specs}); n != 0 || err != nil {
			t.Errorf("an edit that changes nothing: %d, %v", n, err)
		}
	})
}

// A SKU is one tool's: a create or an edit that gives another tool's SKU is ErrSKUTaken, and
// of two creates racing with one SKU exactly one is stored.
func TestSKUTaken(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		sku := "ST-51-163"
		if _, err := newTool(t, db, "Hammer", toolshop.ToolChanges{SKU: &sku}); err != nil {
			t.Fatal(err)
		}
		if _, err := newTool(t, db, "Other hammer", toolshop.ToolChanges{SKU: &sku}); err != toolshop.ErrSKUTaken {
			t.Errorf("create with a taken SKU: %v", err)
		}
		saw, err := newTool(t, db, "Saw", toolshop.ToolChanges{})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := db.UpdateTool(ctx, saw.ID, toolshop.ToolChanges{SKU: &sku}); err != toolshop.ErrSKUTaken {
			t.Errorf("edit to a taken SKU: %v", err)
		}
		none := ""
		for _, name := range []string{"Level", "Square"} { // no SKU is no one's
			if _, err := newTool(t, db, name, toolshop.ToolChanges{SKU: &none}); err != nil {
				t.Errorf("%s without a SKU: %v", name, err)
			}
		}

		race := "RACE-1"
		errs := make([]error, 8)
		var wg sync.WaitGroup
		for i := range errs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, errs[i] = newTool(t, db, "Racer", toolshop.ToolChanges{SKU: &race})
			}()
		}
		wg.Wait()
		stored := 0
		for _, err := range errs {
			switch err {
			case nil:
				stored++
			case toolshop.ErrSKUTaken:
			default:
				t.Errorf("a racing create: %v", err)
			}
		}
		tools, _, _ := db.Tools(ctx, toolshop.ToolQuery{Words: []string{"race", "1"}})
		if stored != 1 || len(tools) != 1 {
			t.Errorf("%d creates stored, %d tools found, want 1", stored, len(tools))
		}
	})
}

// A search finds a tool by the words of its brand and SKU; brand= picks a brand's tools,
// whatever its case; Brands lists each brand once with its tools, as the first spelling
// names it.
func TestBrandsAndSKUsFound(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		for _, tool := range []struct{ name, brand, sku string }{
			{"Drill", "DeWalt", "DCD791D2"}, {"Grinder", "DEWALT", "DWE4157"}, {"Hammer", "Stanley", "STHT0-51309"}, {"Level", "", ""},
		} {
			if _, err := newTool(t, db, tool.name, toolshop.ToolChanges{Brand: &tool.brand, SKU: &tool.sku}); err != nil {
				t.Fatal(err)
			}
		}
		for query, want := range map[string][]string{
			"dewalt":      {"Drill", "Grinder"},
			"dcd791":      {"Drill"},
			"STHT0-51309": {"Hammer"},
			"stanley ham": {"Hammer"},
		} {
			if got, _ := find(t, db, search(query)); !slices.Equal(got, want) {
				t.Errorf("search %q: %v, want %v", query, got, want)
			}
		}
		q, err := toolshop.ParseToolQuery(map[string][]string{"brand": {"deWALT"}})
		if err != nil {
			t.Fatal(err)
		}
		if got, total := find(t, db, q); !slices.Equal(got, []string{"Drill", "Grinder"}) || total != 2 {
			t.Errorf("brand=deWALT: %v (%d)", got, total)
		}
		brands, err := db.Brands(ctx)
		want := []toolshop.Brand{{Slug: "dewalt", Name: "DEWALT", ToolCount: 2}, {Slug: "stanley", Name: "Stanley", ToolCount: 1}}
		if err != nil || !slices.Equal(brands, want) {
			t.Errorf("brands %+v, %v", brands, err)
		}
	})
}

// The tools stored before they had pictures have their image as their one picture.
func TestMigrateGivesToolsTheirPicture(t *testing.T) {
	for _, kind := range []string{"sqlite", "postgres"} {
		t.Run(kind, func(t *testing.T) {
			ctx := context.Background()
			db := migratedBefore(t, kind, 240)
			const saw = "5a0000000000000000000001"
			if _, err := db.ExecForTest(ctx, `INSERT INTO tools (id, name, image, description, price_cents, min_order,
				available_quantity, created_at) VALUES ('`+saw+`', 'Saw', 'https://img.example.com/s"aw.svg', 'A saw.', 1250, 1, 10, 1)`); err != nil {
				t.Fatal(err)
			}
			if err := db.Migrate(ctx); err != nil {
				t.Fatal(err)
			}
			tool, err := db.Tool(ctx, saw)
			want := []toolshop.ToolPicture{{URL: `https://img.example.com/s"aw.svg`}}
			if err != nil || !slices.Equal(tool.Pictures, want) || len(tool.Specs) != 0 || tool.Specs == nil || tool.Brand+tool.SKU != "" {
				t.Errorf("migrated %+v, %v", tool, err)
			}
		})
	}
}
