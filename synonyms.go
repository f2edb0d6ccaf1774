package toolshop

import (
	"slices"
	"strconv"
	"strings"
)

// SynonymSet is words or phrases a shop's customers use for the same thing ("sawzall",
// "reciprocating saw"): a search for any of them also finds the others' tools.
type SynonymSet struct {
	Words []string `json:"words"`
}

// Limits of a shop's synonyms.
const (
	MaxSynonymSets   = 500
	minSynonyms      = 2
	maxSynonyms      = 10
	maxSynonymPhrase = 60
)

// CheckSynonyms checks an admin's synonym sets and answers them as they are kept: each
// phrase its search words, lowercase, joined by one space, once in its set. A problem names
// the set and the phrase by their indexes, as "3.words.1".
func CheckSynonyms(sets []SynonymSet) ([]SynonymSet, error) {
	var p problems
	if len(sets) > MaxSynonymSets {
		p.add(strconv.Itoa(MaxSynonymSets), "A shop keeps at most "+strconv.Itoa(MaxSynonymSets)+" synonym sets")
		return nil, p.err()
	}
	kept := make([]SynonymSet, len(sets))
	for i, set := range sets {
		field := strconv.Itoa(i) + ".words"
		if len(set.Words) > maxSynonyms {
			p.add(field, "A set holds at most "+strconv.Itoa(maxSynonyms)+" words or phrases")
			continue
		}
		words := []string{}
		for j, phrase := range set.Words {
			name := field + "." + strconv.Itoa(j)
			phrase = strings.TrimSpace(phrase)
			checkLine(&p, name, phrase, maxSynonymPhrase)
			normal := strings.Join(SearchWords(phrase), " ")
			if normal == "" {
				p.add(name, "Must hold a letter or a digit")
			}
			if normal != "" && !slices.Contains(words, normal) {
				words = append(words, normal)
			}
		}
		if len(words) < minSynonyms {
			p.add(field, "A set needs at least "+strconv.Itoa(minSynonyms)+" different words or phrases")
		}
		kept[i].Words = words
	}
	return kept, p.err()
}

// Synonyms are a shop's synonym sets, ready to look up the words of searches in.
type Synonyms struct {
	sets [][][]string // each set's phrases, each as its words
	// starts are the phrases by their first word: which set, which phrase.
	starts map[string][][2]int
}

// NewSynonyms readies sets kept by CheckSynonyms for searches.
func NewSynonyms(sets []SynonymSet) Synonyms {
	s := Synonyms{sets: make([][][]string, len(sets)), starts: map[string][][2]int{}}
	for i, set := range sets {
		for j, phrase := range set.Words {
			words := strings.Fields(phrase)
			s.sets[i] = append(s.sets[i], words)
			s.starts[words[0]] = append(s.starts[words[0]], [2]int{i, j})
		}
	}
	return s
}

// maxSynonymSearches bounds how many other word lists one search runs, however many sets
// its words are in: each is another term of the query the database runs.
const maxSynonymSearches = 10

// Searches are the other word lists a search for words also runs: for each phrase of a set
// found in words as consecutive words, words with that phrase replaced by each other phrase
// of its set. None when no phrase is found; never words themselves.
func (s Synonyms) Searches(words []string) [][]string {
	var searches [][]string
	for at, w := range words {
		for _, ref := range s.starts[w] {
			set, phrase := s.sets[ref[0]], s.sets[ref[0]][ref[1]]
			if !slices.Equal(phrase, words[at:min(at+len(phrase), len(words))]) {
				continue
			}
			for k, other := range set {
				if k == ref[1] {
					continue
				}
				search := slices.Concat(words[:at], other, words[at+len(phrase):])
				if slices.Equal(search, words) || slices.ContainsFunc(searches, func(s []string) bool { return slices.Equal(s, search) }) {
					continue
				}
				if searches = append(searches, search); len(searches) == maxSynonymSearches {
					return searches
				}
			}
		}
	}
	return searches
}

// Holds tells whether a phrase of a set holds word. Such a word is no typo to correct,
// even when the catalogue does not have it ("sawzall").
func (s Synonyms) Holds(word string) bool {
	for _, set := range s.sets {
		for _, phrase := range set {
			if slices.Contains(phrase, word) {
				return true
			}
		}
	}
	return false
}

// Vocabulary are the words of the sets' phrases, as words a mistyped search word may have
// meant besides the catalogue's (CorrectWord): "sawzal" is "sawzall". The catalogue holds
// none of them as far as they are synonyms.
func (s Synonyms) Vocabulary() []VocabularyWord {
	var words []VocabularyWord
	for _, set := range s.sets {
		for _, phrase := range set {
			for _, w := range phrase {
				words = append(words, VocabularyWord{Word: w})
			}
		}
	}
	return words
}

// SearchShowing is what a search says it shows results for ("Showing results for
// reciprocating saw"): the word lists it ran, first the typed words or their correction,
// that differ from the words typed, joined by "or". Empty when it ran only what was typed.
func SearchShowing(typed []string, ran [][]string) string {
	var shown []string
	for _, words := range ran {
		if !slices.Equal(words, typed) {
			shown = append(shown, strings.Join(words, " "))
		}
	}
	return strings.Join(shown, " or ")
}
