package toolshop_test

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"toolshop"
)

func sets(words ...[]string) []toolshop.SynonymSet {
	s := make([]toolshop.SynonymSet, len(words))
	for i, w := range words {
		s[i].Words = w
	}
	return s
}

// Synonym sets are kept as searches hold words: trimmed, lowercase, words joined by one
// space, once in their set.
func TestCheckSynonyms(t *testing.T) {
	got, err := toolshop.CheckSynonyms(sets(
		[]string{"  Sawzall ", "Reciprocating   Saw", "reciprocating-saw", "SAWZALL"},
		[]string{"Impact Gun", "impact wrench", "Impact Driver"},
	))
	want := sets([]string{"sawzall", "reciprocating saw"}, []string{"impact gun", "impact wrench", "impact driver"})
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("got %q, %v; want %q", got, err, want)
	}
	if got, err := toolshop.CheckSynonyms(nil); err != nil || got == nil || len(got) != 0 {
		t.Errorf("no sets: %#v, %v", got, err)
	}
}

// A refusal names the set and the phrase by their indexes, as other lists' items are named.
func TestCheckSynonymsRefuses(t *testing.T) {
	for _, c := range []struct {
		name   string
		sets   []toolshop.SynonymSet
		fields map[string]string
	}{
		{"a phrase without a letter or digit", sets([]string{"saw", "blade"}, []string{"drill", "--"}),
			map[string]string{"1.words.1": "Must hold a letter or a digit", "1.words": "A set needs at least 2 different words or phrases"}},
		{"an empty phrase", sets([]string{"saw", "", "blade"}),
			map[string]string{"0.words.1": "Must hold a letter or a digit"}},
		{"a long phrase", sets([]string{"saw", strings.Repeat("a", 61)}),
			map[string]string{"0.words.1": "Must be 60 characters or fewer"}},
		{"a control character", sets([]string{"saw\tmill", "blade"}),
			map[string]string{"0.words.0": "Must be one line, without control characters"}},
		{"one word", sets([]string{"saw"}),
			map[string]string{"0.words": "A set needs at least 2 different words or phrases"}},
		{"one word twice", sets([]string{"saw", " SAW"}),
			map[string]string{"0.words": "A set needs at least 2 different words or phrases"}},
		{"no words", sets(nil),
			map[string]string{"0.words": "A set needs at least 2 different words or phrases"}},
		{"11 words", sets([]string{"a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "a9", "a10", "a11"}),
			map[string]string{"0.words": "A set holds at most 10 words or phrases"}},
		{"501 sets", slices.Repeat(sets([]string{"saw", "blade"}), 501),
			map[string]string{"500": "A shop keeps at most 500 synonym sets"}},
	} {
		_, err := toolshop.CheckSynonyms(c.sets)
		checkFields(t, c.name, err, c.fields)
	}
	if _, err := toolshop.CheckSynonyms(slices.Repeat(sets([]string{"saw", "blade"}), 500)); err != nil {
		t.Errorf("500 sets: %v", err)
	}
}

// A search also runs its words with each phrase of a set they hold, as consecutive words,
// replaced by each other phrase of the set; and says which words it shows results for.
func TestSynonymSearches(t *testing.T) {
	synonyms := toolshop.NewSynonyms(sets(
		[]string{"sawzall", "reciprocating saw"},
		[]string{"impact gun", "impact wrench", "impact driver"},
		[]string{"gun", "pistol"},
	))
	for _, c := range []struct {
		query string
		want  []string
	}{
		{"sawzall", []string{"reciprocating saw"}},
		{"reciprocating saw", []string{"sawzall"}},
		{"dewalt sawzall blades", []string{"dewalt reciprocating saw blades"}},
		{"impact gun", []string{"impact wrench", "impact driver", "impact pistol"}},
		{"18v impact wrench", []string{"18v impact gun", "18v impact driver"}},
		{"gun impact", []string{"pistol impact"}},
		{"saw reciprocating", nil}, // not in order
		{"reciprocating", nil},     // part of a phrase
		{"impact", nil},
		{"drill", nil},
		{"", nil},
	} {
		var got []string
		for _, words := range synonyms.Searches(toolshop.SearchWords(c.query)) {
			got = append(got, strings.Join(words, " "))
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%q: %q, want %q", c.query, got, c.want)
		}
	}
	// However many sets a search's words are in, it runs a bounded number of other lists.
	var many [][]string
	for i := range 20 {
		many = append(many, []string{"saw", fmt.Sprint("saw", i)})
	}
	if got := toolshop.NewSynonyms(sets(many...)).Searches([]string{"saw"}); len(got) != 10 {
		t.Errorf("saw in 20 sets runs %d other searches", len(got))
	}
	if !synonyms.Holds("sawzall") || !synonyms.Holds("saw") || synonyms.Holds("drill") {
		t.Error("Holds")
	}
	for _, c := range []struct {
		typed, ran [][]string
		want       string
	}{
		{[][]string{{"sawzall"}}, [][]string{{"sawzall"}, {"reciprocating", "saw"}}, "reciprocating saw"},
		{[][]string{{"impakt", "gun"}}, [][]string{{"impact", "gun"}, {"impact", "wrench"}}, "impact gun or impact wrench"},
		{[][]string{{"hamer"}}, [][]string{{"hammer"}}, "hammer"},
		{[][]string{{"hammer"}}, [][]string{{"hammer"}}, ""},
	} {
		if got := toolshop.SearchShowing(c.typed[0], c.ran); got != c.want {
			t.Errorf("%q ran %q: showing %q, want %q", c.typed, c.ran, got, c.want)
		}
	}
}
