package store_test

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// trade is a catalogue that calls tools by other names than some customers do.
var trade = []toolshop.Tool{
	{Name: "Saw Horse", Description: "Holds the work under a reciprocating saw."},
	{Name: "Reciprocating Saw", Description: "Cuts wood and metal."},
	{Name: "Sawzall Blade Pack", Description: "Ten blades."},
	{Name: "Impact Wrench", Description: "Half inch drive."},
	{Name: "Impact Driver", Description: "Quarter inch hex."},
	{Name: "Claw Hammer", Description: "Forged steel."},
	{Name: "Blade Oil", Description: "Keeps a sawzall blade clean."},
}

var tradeSynonyms = []toolshop.SynonymSet{
	{Words: []string{"sawzall", "reciprocating saw"}},
	{Words: []string{"impact gun", "impact wrench", "impact driver"}},
}

func stockTrade(t *testing.T, db *store.DB) {
	t.Helper()
	ctx := context.Background()
	for i, tool := range trade {
		tool.Image, tool.Price, tool.MinOrder = "/t.svg", 100, 1
		db.Now = func() time.Time { return time.Unix(1_700_000_000+int64(i), 0) }
		if _, err := db.CreateTool(ctx, tool); err != nil {
			t.Fatal(err)
		}
	}
	if err := db.SetSearchSynonyms(ctx, tradeSynonyms); err != nil {
		t.Fatal(err)
	}
}

// A search for a word of a synonym set also finds the other words' tools, after its own:
// names holding every typed word, the other exact matches, then the synonyms' by name, then
// the rest; typos are corrected against the catalogue's words and the sets'.
func TestSearchSynonyms(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		stockTrade(t, db)
		// The same whichever way PostgreSQL reads them (see TestSearchRanksNamesFirst).
		for _, limits := range []struct{ few, walked int }{{1000, 5000}, {-1, 5000}, {-1, 2}, {-1, 0}} {
			db.SetSearchLimitsForTest(limits.few, limits.walked)
			t.Run(fmt.Sprintf("%+v", limits), func(t *testing.T) { checkSynonyms(t, db) })
		}
	})
}

func checkSynonyms(t *testing.T, db *store.DB) {
	ctx := context.Background()
	for _, c := range []struct {
		query   string
		want    []string
		showing string
	}{
		{"sawzall", []string{"Sawzall Blade Pack", "Blade Oil", "Reciprocating Saw", "Saw Horse"}, "reciprocating saw"},
		{"reciprocating saw", []string{"Reciprocating Saw", "Saw Horse", "Sawzall Blade Pack", "Blade Oil"}, "sawzall"},
		{"impact gun", []string{"Impact Wrench", "Impact Driver"}, "impact wrench or impact driver"},
		{"impact wrench", []string{"Impact Wrench", "Impact Driver"}, "impact gun or impact driver"},
		// Typos: "impakt" is corrected to the catalogue's word; "gun", a word of a set only,
		// is kept; "gunn" is corrected to it.
		{"impakt gun", []string{"Impact Wrench", "Impact Driver"}, "impact gun or impact wrench or impact driver"},
		{"impact gunn", []string{"Impact Wrench", "Impact Driver"}, "impact gun or impact wrench or impact driver"},
		{"hamer", []string{"Claw Hammer"}, "hammer"},
		{"hammer", []string{"Claw Hammer"}, ""},
		{"xylophone", []string{}, ""},
	} {
		q := search(c.query)
		tools, total, err := db.Tools(ctx, q)
		if got := names(tools); err != nil || !slices.Equal(got, c.want) || total != len(c.want) {
			t.Errorf("%q: %q (%d) %v, want %q", c.query, got, total, err, c.want)
		}
		// The facets' search finds the same, in the same order once the facts order each
		// rank, and says what it ran.
		ranks, showing, err := db.MatchingTools(ctx, q.Words)
		if err != nil {
			t.Fatal(err)
		}
		facts, err := db.CatalogueFacts(ctx)
		if err != nil {
			t.Fatal(err)
		}
		ids := []string{}
		for _, at := range facts.Candidates(ranks) {
			ids = append(ids, facts.Tools[at].ID)
		}
		if showing != c.showing || !slices.Equal(ids, idsOf(tools)) {
			t.Errorf("%q matches %q showing %q, want %q showing %q", c.query, ids, showing, idsOf(tools), c.showing)
		}
	}
	// Pages run on from the words' own matches into the synonyms'.
	for _, c := range []struct {
		page toolshop.Page
		want []string
	}{
		{toolshop.Page{Limit: 1, Offset: 1}, []string{"Blade Oil"}},
		{toolshop.Page{Limit: 2, Offset: 1}, []string{"Blade Oil", "Reciprocating Saw"}},
		{toolshop.Page{Limit: 1, Offset: 3}, []string{"Saw Horse"}},
		{toolshop.Page{Offset: 2}, []string{"Reciprocating Saw", "Saw Horse"}},
		{toolshop.Page{Limit: 2, Offset: 5}, []string{}},
	} {
		q := search("sawzall")
		q.Limit, q.Offset = c.page.Limit, c.page.Offset
		if got, total := find(t, db, q); !slices.Equal(got, c.want) || total != 4 {
			t.Errorf("%+v: %q (%d), want %q (4)", c.page, got, total, c.want)
		}
	}
	// A filter or another order applies to the synonyms' matches too.
	q := search("sawzall")
	q.Sort = toolshop.SortName
	if got, _ := find(t, db, q); !slices.Equal(got, []string{"Blade Oil", "Reciprocating Saw", "Saw Horse", "Sawzall Blade Pack"}) {
		t.Errorf("sawzall by name: %q", got)
	}
}

// The sets are kept as they are given, and a search uses the new ones at once.
func TestSetSearchSynonyms(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		if sets, err := db.SearchSynonyms(ctx); err != nil || sets == nil || len(sets) != 0 {
			t.Fatalf("a new shop's sets: %#v, %v", sets, err)
		}
		stockTrade(t, db)
		if got, _ := find(t, db, search("mallet")); len(got) != 0 {
			t.Fatalf("mallet before its set: %q", got)
		}
		sets := append(slices.Clone(tradeSynonyms), toolshop.SynonymSet{Words: []string{"mallet", "hammer"}})
		if err := db.SetSearchSynonyms(ctx, sets); err != nil {
			t.Fatal(err)
		}
		if got, err := db.SearchSynonyms(ctx); err != nil || fmt.Sprint(got) != fmt.Sprint(sets) {
			t.Errorf("sets read back: %v, %v", got, err)
		}
		if got, _ := find(t, db, search("mallet")); !slices.Equal(got, []string{"Claw Hammer"}) {
			t.Errorf("mallet: %q", got)
		}
		if err := db.SetSearchSynonyms(ctx, []toolshop.SynonymSet{}); err != nil {
			t.Fatal(err)
		}
		if got, _ := find(t, db, search("sawzall")); !slices.Equal(got, []string{"Sawzall Blade Pack", "Blade Oil"}) {
			t.Errorf("sawzall without sets: %q", got)
		}
	})
}

func names(tools []toolshop.Tool) []string {
	names := []string{}
	for _, tool := range tools {
		names = append(names, tool.Name)
	}
	return names
}

func idsOf(tools []toolshop.Tool) []string {
	ids := []string{}
	for _, tool := range tools {
		ids = append(ids, tool.ID)
	}
	return ids
}
