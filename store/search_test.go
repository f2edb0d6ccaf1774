package store_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/url"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// shelf is a small catalogue with categories, stored in this order.
var shelf = []toolshop.Tool{
	{Name: "Cordless Drill", Description: "18 V drill driver with a keyless chuck.", Price: 8999, AvailableQuantity: 5, Category: "power-tools"},
	{Name: "Claw Hammer", Description: "Fibreglass handle, forged steel head.", Price: 1250, AvailableQuantity: 0, Category: "hand-tools"},
	{Name: "Drill Bit Set", Description: "Twelve bits for wood, metal and masonry; fits any cordless drill.", Price: 1999, AvailableQuantity: 40, Category: "power-tools"},
	{Name: "Tape Measure", Description: "8 m steel tape with a locking button.", Price: 799, AvailableQuantity: 12, Category: "measuring"},
	{Name: "ángulo Grinder", Description: "Grinder for 115 mm discs.", Price: 4500, AvailableQuantity: 3},
}

// stock stores the shelf's categories and tools and answers the tools' ids by name.
func stock(t testing.TB, db *store.DB) map[string]string {
	t.Helper()
	ctx := context.Background()
	for _, name := range []string{"Power Tools", "Hand Tools", "Measuring"} {
		c, err := toolshop.NewCategory{Name: name}.Category()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := db.CreateCategory(ctx, c); err != nil {
			t.Fatal(err)
		}
	}
	ids := map[string]string{}
	for i, tool := range shelf {
		tool.Image, tool.MinOrder = "/tool.svg", 1
		db.Now = func() time.Time { return time.Unix(1_700_000_000+int64(i), 0) }
		stored, err := db.CreateTool(ctx, tool)
		if err != nil {
			t.Fatalf("%s: %v", tool.Name, err)
		}
		ids[tool.Name] = stored.ID
	}
	return ids
}

// find answers the names of the tools q finds, and their total.
func find(t *testing.T, db *store.DB, q toolshop.ToolQuery) ([]string, int) {
	t.Helper()
	tools, total, err := db.Tools(context.Background(), q)
	if err != nil {
		t.Fatalf("%+v: %v", q, err)
	}
	return names(tools), total
}

// search is the query a client's text makes, as GET /tools reads it.
func search(text string) toolshop.ToolQuery {
	q, err := toolshop.ParseToolQuery(url.Values{"q": {text}})
	if err != nil {
		panic(err)
	}
	return q
}

// Searches find tools by any order of words, by the beginnings of words, in any case and
// with small typos, on both databases alike.
func TestSearchWords(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		stock(t, db)
		for _, c := range []struct {
			query string
			want  []string // in order of relevance
		}{
			{"cordless drill", []string{"Cordless Drill", "Drill Bit Set"}},
			{"drill cordless", []string{"Cordless Drill", "Drill Bit Set"}},
			{"cordl dri", []string{"Cordless Drill", "Drill Bit Set"}},
			{"CORDLESS Drill", []string{"Cordless Drill", "Drill Bit Set"}},
			{"cordles drill", []string{"Cordless Drill", "Drill Bit Set"}},
			{"cordlss drill", []string{"Cordless Drill", "Drill Bit Set"}},
			{"hammmer", []string{"Claw Hammer"}},
			{"hmamer", []string{"Claw Hammer"}},
			{"claw hamer", []string{"Claw Hammer"}},
			{"bit", []string{"Drill Bit Set"}},
			{"masonry", []string{"Drill Bit Set"}},
			{"steel", []string{"Claw Hammer", "Tape Measure"}},
			{"ángulo", []string{"ángulo Grinder"}},
			{"ÁNGULO", []string{"ángulo Grinder"}},
			{"18", []string{"Cordless Drill"}},
			{"hammer drill", []string{}},
			{"xylophone", []string{}},
			{"zz", []string{}},
			// A text of no word finds nothing, not everything.
			{"🔨🔨", []string{}},
			{"!!! --", []string{}},
		} {
			got, total := find(t, db, search(c.query))
			if !slices.Equal(got, c.want) || total != len(c.want) {
				t.Errorf("%q: %q (%d), want %q", c.query, got, total, c.want)
			}
		}
	})
}

// Filters and orders combine with a search or stand alone.
func TestSearchFiltersAndOrders(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		stock(t, db)
		all := []string{"Cordless Drill", "Claw Hammer", "Drill Bit Set", "Tape Measure", "ángulo Grinder"}
		for _, c := range []struct {
			name string
			q    toolshop.ToolQuery
			want []string
		}{
			{"no query", toolshop.ToolQuery{}, all},
			{"category", toolshop.ToolQuery{Category: "power-tools"}, []string{"Cordless Drill", "Drill Bit Set"}},
			{"unknown category", toolshop.ToolQuery{Category: "garden"}, []string{}},
			{"in stock", toolshop.ToolQuery{InStock: true}, []string{"Cordless Drill", "Drill Bit Set", "Tape Measure", "ángulo Grinder"}},
			{"search in category", toolshop.ToolQuery{Words: []string{"drill"}, Category: "power-tools", Sort: toolshop.SortPriceUp}, []string{"Drill Bit Set", "Cordless Drill"}},
			{"search in stock", toolshop.ToolQuery{Words: []string{"steel"}, InStock: true}, []string{"Tape Measure"}},
			{"price", toolshop.ToolQuery{Sort: toolshop.SortPriceUp}, []string{"Tape Measure", "Claw Hammer", "Drill Bit Set", "ángulo Grinder", "Cordless Drill"}},
			{"-price", toolshop.ToolQuery{Sort: toolshop.SortPriceDown}, []string{"Cordless Drill", "ángulo Grinder", "Drill Bit Set", "Claw Hammer", "Tape Measure"}},
			{"name", toolshop.ToolQuery{Sort: toolshop.SortName}, []string{"Claw Hammer", "Cordless Drill", "Drill Bit Set", "Tape Measure", "ángulo Grinder"}},
			{"newest", toolshop.ToolQuery{Sort: toolshop.SortNewest}, []string{"ángulo Grinder", "Tape Measure", "Drill Bit Set", "Claw Hammer", "Cordless Drill"}},
		} {
			got, total := find(t, db, c.q)
			if !slices.Equal(got, c.want) || total != len(c.want) {
				t.Errorf("%s: %q (%d), want %q", c.name, got, total, c.want)
			}
		}
	})
}

// A page holds at most limit tools from offset; the total counts them all, past the end too.
func TestSearchPages(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		stock(t, db)
		for _, c := range []struct {
			q     toolshop.ToolQuery
			want  []string
			total int
		}{
			{toolshop.ToolQuery{Limit: 2}, []string{"Cordless Drill", "Claw Hammer"}, 5},
			{toolshop.ToolQuery{Limit: 2, Offset: 2}, []string{"Drill Bit Set", "Tape Measure"}, 5},
			{toolshop.ToolQuery{Limit: 2, Offset: 4}, []string{"ángulo Grinder"}, 5},
			{toolshop.ToolQuery{Limit: 2, Offset: 9}, []string{}, 5},
			{toolshop.ToolQuery{Offset: 3}, []string{"Tape Measure", "ángulo Grinder"}, 5},
			{toolshop.ToolQuery{Offset: 7}, []string{}, 5},
			{toolshop.ToolQuery{Words: []string{"drill"}, Limit: 1, Offset: 1}, []string{"Drill Bit Set"}, 2},
			{toolshop.ToolQuery{Words: []string{"dril"}, Limit: 1, Offset: 5}, []string{}, 2},
		} {
			got, total := find(t, db, c.q)
			if !slices.Equal(got, c.want) || total != c.total {
				t.Errorf("%+v: %q (%d), want %q (%d)", c.q, got, total, c.want, c.total)
			}
		}
	})
}

// The index and the vocabulary follow every edit and deletion, in the same transaction.
func TestSearchFollowsWrites(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		ids := stock(t, db)
		rename := func(id, name string) {
			t.Helper()
			if _, err := db.UpdateTool(ctx, id, toolshop.ToolChanges{Name: &name}); err != nil {
				t.Fatal(err)
			}
		}
		rename(ids["Claw Hammer"], "Sledge Mallet")
		if got, _ := find(t, db, search("hammer")); len(got) != 0 {
			t.Errorf("hammer after the rename: %q", got)
		}
		if got, _ := find(t, db, search("hammmer")); len(got) != 0 {
			t.Errorf("a typo of a word no tool holds any more still finds %q", got)
		}
		if got, _ := find(t, db, search("sledge malet")); !slices.Equal(got, []string{"Sledge Mallet"}) {
			t.Errorf("sledge malet: %q", got)
		}
		if _, err := db.DeleteTool(ctx, ids["Tape Measure"]); err != nil {
			t.Fatal(err)
		}
		if got, _ := find(t, db, search("tape")); len(got) != 0 {
			t.Errorf("tape after the deletion: %q", got)
		}
		if got, _ := find(t, db, search("steel")); !slices.Equal(got, []string{"Sledge Mallet"}) {
			t.Errorf("steel, held by one kept tool: %q", got)
		}
		words := storetest.Strings(t, db, `SELECT word FROM search_words WHERE word IN ('tape', 'hammer', 'steel', 'sledge')`)
		slices.Sort(words)
		if !slices.Equal(words, []string{"sledge", "steel"}) {
			t.Errorf("vocabulary %q, want the words tools still hold", words)
		}
		if n := storetest.Strings(t, db, `SELECT CAST(tools AS TEXT) FROM search_words WHERE word = 'drill'`); !slices.Equal(n, []string{"2"}) {
			t.Errorf("drill is counted in %q tools, want 2", n)
		}
	})
}

// Admins editing tools at once, one trading the words the other gives up, never wait for
// each other in a circle, and the vocabulary ends counting what the tools hold.
func TestSearchConcurrentEdits(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		var ids []string
		for _, name := range []string{"Alpha Beta", "Gamma Delta"} {
			tool, err := db.CreateTool(ctx, toolshop.Tool{Name: name, Image: "/t.svg", Description: "A tool.", Price: 100, MinOrder: 1})
			if err != nil {
				t.Fatal(err)
			}
			ids = append(ids, tool.ID)
		}
		names := [][2]string{{"Alpha Beta", "Gamma Delta"}, {"Gamma Delta", "Alpha Beta"}}
		var wg sync.WaitGroup
		errs := make(chan error, 2*20)
		for i, id := range ids {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for n := range 20 {
					name := names[i][n%2]
					if _, err := db.UpdateTool(ctx, id, toolshop.ToolChanges{Name: &name}); err != nil {
						errs <- err
					}
				}
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Errorf("concurrent edit: %v", err)
		}
		counts := storetest.Strings(t, db, `SELECT word || ' ' || CAST(tools AS TEXT) FROM search_words ORDER BY word`)
		if want := []string{"a 2", "alpha 1", "beta 1", "delta 1", "gamma 1", "tool 2"}; !slices.Equal(counts, want) {
			t.Errorf("vocabulary %q, want %q", counts, want)
		}
	})
}

// A description may hold a word of thousands of letters: the tool is stored and found by
// its other words, on both databases.
func TestSearchLongWords(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		letters := rand.New(rand.NewPCG(1, 2))
		long := strings.Map(func(rune) rune { return 'a' + letters.Int32N(26) }, strings.Repeat(" ", 4000))
		tool, err := db.CreateTool(ctx, toolshop.Tool{Name: "Odd Saw", Image: "/saw.svg", Description: long + " saw", Price: 100, MinOrder: 1})
		if err != nil {
			t.Fatal(err)
		}
		if got, _ := find(t, db, search("odd saw")); !slices.Equal(got, []string{"Odd Saw"}) {
			t.Errorf("odd saw: %q", got)
		}
		if _, err := db.DeleteTool(ctx, tool.ID); err != nil {
			t.Fatal(err)
		}
	})
}

// A search ranks first the tools whose name holds every word, then the others, each in the
// catalogue's own order, however often the words recur, on both databases alike.
func TestSearchRanksNamesFirst(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		for i, tool := range []toolshop.Tool{
			{Name: "Saw Horse", Description: "Holds a saw; cordless drill drill drill friendly."},
			{Name: "Drill Press", Description: "Bench drill, not cordless."},
			{Name: "Cordless Drill Driver Kit With Two Batteries", Description: "Drills."},
			{Name: "Cordless Drill", Description: "18 V."},
		} {
			tool.Image, tool.Price, tool.MinOrder = "/t.svg", 100, 1
			db.Now = func() time.Time { return time.Unix(1_700_000_000+int64(i), 0) }
			if _, err := db.CreateTool(ctx, tool); err != nil {
				t.Fatal(err)
			}
		}
		// The same whichever way PostgreSQL reads them: all at once, sorted, as it does these
		// few matches; or rank by rank, as it does more, each walked in the catalogue's order
		// far enough to fill the page, or not far enough, and then sorted.
		for _, limits := range []struct{ few, walked int }{{1000, 5000}, {-1, 5000}, {-1, 2}, {-1, 0}} {
			db.SetSearchLimitsForTest(limits.few, limits.walked)
			t.Run(fmt.Sprintf("%+v", limits), func(t *testing.T) { checkNamesFirst(t, db) })
		}
	})
}

func checkNamesFirst(t *testing.T, db *store.DB) {
	for _, c := range []struct {
		query string
		want  []string
	}{
		{"cordless drill", []string{"Cordless Drill Driver Kit With Two Batteries", "Cordless Drill", "Saw Horse", "Drill Press"}},
		{"drill", []string{"Drill Press", "Cordless Drill Driver Kit With Two Batteries", "Cordless Drill", "Saw Horse"}},
		{"dri cordl", []string{"Cordless Drill Driver Kit With Two Batteries", "Cordless Drill", "Saw Horse", "Drill Press"}},
	} {
		if got, total := find(t, db, search(c.query)); !slices.Equal(got, c.want) || total != len(c.want) {
			t.Errorf("%q: %q (%d), want %q", c.query, got, total, c.want)
		}
	}
	// Pages run on from the names' matches into the others.
	for _, c := range []struct {
		page toolshop.Page
		want []string
	}{
		{toolshop.Page{Limit: 1, Offset: 1}, []string{"Cordless Drill"}},
		{toolshop.Page{Limit: 2, Offset: 1}, []string{"Cordless Drill", "Saw Horse"}},
		{toolshop.Page{Limit: 1, Offset: 3}, []string{"Drill Press"}},
		{toolshop.Page{Offset: 2}, []string{"Saw Horse", "Drill Press"}},
		{toolshop.Page{Limit: 2, Offset: 5}, []string{}},
	} {
		q := search("cordless drill")
		q.Limit, q.Offset = c.page.Limit, c.page.Offset
		if got, total := find(t, db, q); !slices.Equal(got, c.want) || total != 4 {
			t.Errorf("%+v: %q (%d), want %q (4)", c.page, got, total, c.want)
		}
	}
}

// longWord has more letters than the vocabulary keeps.
var longWord = "super" + strings.Repeat("long", 20)

// A search word that is a whole word of the catalogue still finds the longer words it
// begins, those of more letters than the vocabulary keeps too.
func TestSearchWholeWordsBeginLongerOnes(t *testing.T) {
	long := longWord
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		for _, tool := range []toolshop.Tool{
			{Name: "Drill", Description: "One drill."},
			{Name: "Drills", Description: "A box of " + long + " drills."},
			{Name: "Super Glue", Description: "Glue."},
		} {
			tool.Image, tool.Price, tool.MinOrder = "/t.svg", 100, 1
			if _, err := db.CreateTool(ctx, tool); err != nil {
				t.Fatal(err)
			}
		}
		for _, c := range []struct {
			query string
			want  []string
		}{
			{"drill", []string{"Drill", "Drills"}},
			{"drills", []string{"Drills"}},
			{"super", []string{"Super Glue", "Drills"}},
			{"superlong", []string{"Drills"}},
			{long, []string{"Drills"}},
			{long[:64], []string{"Drills"}},
		} {
			if got, _ := find(t, db, search(c.query)); !slices.Equal(got, c.want) {
				t.Errorf("%q: %q, want %q", c.query, got, c.want)
			}
		}
	})
}

// Migration 090 adds the beginnings of long words to a vocabulary that left them out, so that
// a search word they begin is still matched as a prefix.
func TestMigrateKeepsLongWords(t *testing.T) {
	long := longWord
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		if _, err := db.CreateTool(context.Background(), toolshop.Tool{Name: "Drills", Image: "/t.svg", Description: long, Price: 100, MinOrder: 1}); err != nil {
			t.Fatal(err)
		}
		storetest.Exec(t, db, `DELETE FROM search_words WHERE length(word) > 60`)
		storetest.Exec(t, db, `DELETE FROM schema_migrations WHERE version = 90`)
		storetest.Exec(t, db, `DROP INDEX IF EXISTS search_words_in_byte_order`)
		if err := db.Migrate(context.Background()); err != nil {
			t.Fatal(err)
		}
		if got, _ := find(t, db, search("super")); !slices.Equal(got, []string{"Drills"}) {
			t.Errorf("super, after migrating a vocabulary without long words: %q", got)
		}
		if n := storetest.Strings(t, db, `SELECT word || ' ' || CAST(tools AS TEXT) FROM search_words WHERE word LIKE 'super%'`); !slices.Equal(n, []string{long[:64] + " 1"}) {
			t.Errorf("vocabulary after migrating: %q", n)
		}
	})
}

// Tools stored before search existed are indexed when the store migrates.
func TestMigrateIndexesTools(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		stock(t, db)
		storetest.Exec(t, db, `UPDATE tools SET name_words = NULL, description_words = NULL`)
		storetest.Exec(t, db, `DELETE FROM search_words`)
		if got, _ := find(t, db, search("drill")); len(got) != 0 {
			t.Fatalf("unindexed tools found: %q", got)
		}
		if err := db.Migrate(context.Background()); err != nil {
			t.Fatal(err)
		}
		if got, _ := find(t, db, search("cordless dril")); !slices.Equal(got, []string{"Cordless Drill", "Drill Bit Set"}) {
			t.Errorf("after indexing: %q", got)
		}
		if got, _ := find(t, db, search("hammmer")); !slices.Equal(got, []string{"Claw Hammer"}) {
			t.Errorf("a typo after indexing: %q", got)
		}
	})
}

// Categories count their tools; a category in use cannot go, an unused one can, and a tool
// names only a category that exists.
func TestCategories(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		ids := stock(t, db)
		categories, err := db.Categories(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, c := range categories {
			got = append(got, fmt.Sprintf("%s %s %d", c.Slug, c.Name, c.ToolCount))
		}
		if want := []string{"hand-tools Hand Tools 1", "measuring Measuring 1", "power-tools Power Tools 2"}; !slices.Equal(got, want) {
			t.Errorf("categories %q, want %q", got, want)
		}
		if _, err := db.CreateCategory(ctx, toolshop.Category{Slug: "power-tools", Name: "POWER tools"}); err != toolshop.ErrCategoryExists {
			t.Errorf("a second power-tools: %v", err)
		}
		_, err = db.DeleteCategory(ctx, categories[1].ID)
		if toolshop.ErrorCode(err) != toolshop.ECONFLICT || toolshop.ErrorMessage(err) != `The category "Measuring" still holds 1 tool: move it to another category first` {
			t.Errorf("deleting a category in use: %v", err)
		}
		garden := "garden"
		if _, err := db.UpdateTool(ctx, ids["Tape Measure"], toolshop.ToolChanges{Category: &garden}); err != toolshop.ErrCategoryUnknown {
			t.Errorf("moving to an unknown category: %v", err)
		}
		if _, err := db.CreateTool(ctx, toolshop.Tool{Name: "Rake", Image: "/rake.svg", Description: "A rake.", Price: 900, MinOrder: 1, Category: "garden"}); err != toolshop.ErrCategoryUnknown {
			t.Errorf("creating in an unknown category: %v", err)
		}
		none := ""
		if n, err := db.UpdateTool(ctx, ids["Tape Measure"], toolshop.ToolChanges{Category: &none}); n != 1 || err != nil {
			t.Fatalf("taking the tool out of its category: %d %v", n, err)
		}
		if tool, _ := db.Tool(ctx, ids["Tape Measure"]); tool.Category != "" {
			t.Errorf("category %q, want none", tool.Category)
		}
		if n, err := db.DeleteCategory(ctx, categories[1].ID); n != 1 || err != nil {
			t.Errorf("deleting an empty category: %d %v", n, err)
		}
		if n, err := db.DeleteCategory(ctx, categories[1].ID); toolshop.ErrorCode(err) != toolshop.ENOTFOUND {
			t.Errorf("deleting it again: %d %v", n, err)
		}
	})
}

// BenchmarkSearch reads the first page of 24 of a catalogue of 100,000 tools (one import, as
// bench/seed loads), and searches it: for two words, one, the start of one, a mistyped word,
// a word no tool holds and a SKU; and reads a brand's first page.
func BenchmarkSearch(b *testing.B) {
	storetest.EachB(b, func(b *testing.B, db *store.DB) {
		seed(b, db, 100_000)
		analyze := "ANALYZE"
		if db.Kind() == "postgres" {
			analyze = "VACUUM ANALYZE" // as autovacuum would after such a load, and bench/seed does
		}
		storetest.Exec(b, db, analyze)
		ctx := context.Background()
		for _, query := range []string{"q=", "q=cordless drill", "q=drill", "q=dri", "q=cordles drill", "q=xylophone", "q=SK-042017", "brand=Forge"} {
			b.Run(query, func(b *testing.B) {
				name, value, _ := strings.Cut(query, "=")
				q, err := toolshop.ParseToolQuery(url.Values{name: {value}})
				if err != nil {
					b.Fatal(err)
				}
				q.Limit = 24
				for b.Loop() {
					if _, _, err := db.Tools(ctx, q); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	})
}

// seed imports n tools whose names and descriptions mix the words of a hardware catalogue, each
// with a brand and a SKU of its own.
func seed(b *testing.B, db *store.DB, n int) {
	b.Helper()
	kinds := []string{"drill", "hammer", "saw", "grinder", "wrench", "level", "sander", "jigsaw", "router", "planer", "chisel", "clamp", "driver"}
	traits := []string{"cordless", "brushless", "compact", "heavy", "duty", "steel", "18v", "12v", "mini", "pro", "industrial", "rotary"}
	brands := []string{"acme", "bolt", "forge", "granite", "ironside", "keystone", "northwood", "redline"}
	lines := make([]toolshop.ToolLine, n)
	for i := range lines {
		name := fmt.Sprintf("%s %s %s %d", brands[i%len(brands)], traits[(i/len(kinds))%len(traits)], kinds[i%len(kinds)], i)
		description := fmt.Sprintf("A %s %s for %s work, model %d-%d.", traits[(i/7)%len(traits)], kinds[(i/3)%len(kinds)], traits[(i/11)%len(traits)], i%97, i)
		image, price, minOrder, stock := "/tool.svg", toolshop.Cents(100+i), 1, i%50
		brand, sku := strings.ToUpper(brands[i%len(brands)][:1])+brands[i%len(brands)][1:], fmt.Sprintf("SK-%06d", i)
		lines[i] = toolshop.ToolLine{Line: i + 2, Changes: toolshop.ToolChanges{Name: &name, Description: &description,
			Image: &image, Price: &price, MinOrder: &minOrder, AvailableQuantity: &stock, Brand: &brand, SKU: &sku}}
	}
	plan, err := db.ImportTools(context.Background(), lines, true)
	if err == nil {
		err = plan.Err()
	}
	if err != nil {
		b.Fatal(err)
	}
}

// A backup keeps the search index matched to its tools: VACUUM INTO keeps their row ids,
// which the FTS5 index refers to, gaps left by deleted tools included.
func TestBackupKeepsSearch(t *testing.T) {
	ctx := context.Background()
	db := storetest.SQLite(t)
	ids := stock(t, db)
	for _, name := range []string{"Cordless Drill", "Claw Hammer"} {
		if _, err := db.DeleteTool(ctx, ids[name]); err != nil {
			t.Fatal(err)
		}
	}
	file := filepath.Join(t.TempDir(), "backup.db")
	if err := db.Backup(ctx, file); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := store.Restore(ctx, dir, file); err != nil {
		t.Fatal(err)
	}
	restored, err := store.Open("", dir)
	if err != nil {
		t.Fatal(err)
	}
	defer restored.Close()
	if got, _ := find(t, restored, search("cordless dril")); !slices.Equal(got, []string{"Drill Bit Set"}) {
		t.Errorf("restored search: %q", got)
	}
	rows, err := restored.QueryForTest(ctx, `SELECT COUNT(*) FROM tools_fts WHERE tools_fts MATCH 'tape' AND rowid IN (SELECT rowid FROM tools WHERE name = 'Tape Measure')`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var n int
	if !rows.Next() || rows.Scan(&n) != nil || n != 1 {
		t.Errorf("the index entry of Tape Measure is not its row: %d", n)
	}
}
