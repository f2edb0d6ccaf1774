package store

import (
	"context"
	"sync"

	"toolshop"
)

// The shop's synonym sets are one JSON setting: they are read and written whole, as the
// shop's details are, and never looked up by a word in SQL (a search looks them up in
// memory, see synonymMemory), so a table of their own would buy nothing.
const synonymsSetting = "search_synonyms"

// SearchSynonyms are the shop's synonym sets, as CheckSynonyms kept them.
func (db *DB) SearchSynonyms(ctx context.Context) ([]toolshop.SynonymSet, error) {
	sets := []toolshop.SynonymSet{}
	return sets, jsonSetting(ctx, db.read, synonymsSetting, &sets)
}

// SetSearchSynonyms keeps the sets checked by CheckSynonyms in place of the shop's. They
// change what searches find: a catalogue change, so every server's answers are dropped.
func (db *DB) SetSearchSynonyms(ctx context.Context, sets []toolshop.SynonymSet) error {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if err := putJSONSetting(ctx, tx, synonymsSetting, sets); err != nil {
		return err
	}
	return db.commitCatalogue(ctx, tx)
}

// synonymMemory holds the synonym sets for searches, read once and again after each
// catalogue change (forget), so that a search does not read them each time.
type synonymMemory struct {
	mu       sync.Mutex
	synonyms *toolshop.Synonyms // nil until read, and after a change
	// changes counts forget's calls: sets read while one happened may be out of date
	// already, and are not kept.
	changes int
}

func (m *synonymMemory) forget() {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.synonyms = nil
	m.changes++
}

// synonyms are the shop's synonym sets, ready for searches.
func (db *DB) synonyms(ctx context.Context) (toolshop.Synonyms, error) {
	m := &db.synonymMemory
	m.mu.Lock()
	held, changes := m.synonyms, m.changes
	m.mu.Unlock()
	if held != nil {
		return *held, nil
	}
	sets, err := db.SearchSynonyms(ctx)
	if err != nil {
		return toolshop.Synonyms{}, err
	}
	synonyms := toolshop.NewSynonyms(sets)
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.changes == changes {
		m.synonyms = &synonyms
	}
	return synonyms, nil
}
