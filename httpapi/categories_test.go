package httpapi_test

import (
	"net/http"
	"reflect"
	"strings"
	"testing"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// A category may have the owner's description: trimmed, at most 300 characters, in GET
// /categories. Admins rename and describe a category with PATCH /categories/{id}; a new name is
// a new slug, which its tools follow. Anything refused changes nothing.
func TestCategoryEdits(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		admin := catalogue(t, h)
		customer := h.customer("ann@example.com")
		listed := func() []toolshop.Category {
			var categories []toolshop.Category
			h.must(http.StatusOK, "GET", "/categories", "", nil).json(t, &categories)
			return categories
		}
		fieldOf := func(res response, name string) any {
			fields, _ := res.field(t, "fields").(map[string]any)
			return fields[name]
		}

		long := strings.Repeat("é", 301)
		res := h.must(http.StatusBadRequest, "POST", "/categories", admin, map[string]string{"name": "Garden", "description": long})
		if fieldOf(res, "description") != "Must be 300 characters or fewer" {
			t.Errorf("a long description: %s", res.body)
		}
		h.must(http.StatusCreated, "POST", "/categories", admin, map[string]string{"name": "Garden", "description": "  Spades, forks and shears.\n "})
		before := listed()
		if len(before) != 3 || before[0].Name != "Garden" || before[0].Description != "Spades, forks and shears." || before[1].Description != "" {
			t.Fatalf("categories %+v", before)
		}
		power := before[2]

		// Refused, for who asks or what they send: nothing changes.
		for _, refused := range []struct {
			token string
			id    string
			body  map[string]any
			want  int
			field string
		}{
			{customer, power.ID, map[string]any{"description": "Mine now."}, http.StatusForbidden, ""},
			{"", power.ID, map[string]any{"name": "Drills"}, http.StatusUnauthorized, ""},
			{admin, power.ID, map[string]any{"description": long}, http.StatusBadRequest, "description"},
			{admin, power.ID, map[string]any{"description": "Drills\x00"}, http.StatusBadRequest, "description"},
			{admin, power.ID, map[string]any{"name": " ", "description": "Drills."}, http.StatusBadRequest, "name"},
			{admin, power.ID, map[string]any{"name": "Hand tools!"}, http.StatusConflict, "name"},
			{admin, "6f1c2a000000000000000000", map[string]any{"name": "Drills"}, http.StatusNotFound, ""},
			{admin, "not-an-id", map[string]any{"name": "Drills"}, http.StatusBadRequest, ""},
		} {
			res := h.must(refused.want, "PATCH", "/categories/"+refused.id, refused.token, refused.body)
			if refused.field != "" && fieldOf(res, refused.field) == nil {
				t.Errorf("%v: the error names no %s: %s", refused.body, refused.field, res.body)
			}
		}
		if after := listed(); !reflect.DeepEqual(after, before) {
			t.Fatalf("a refused edit changed the categories: %+v", after)
		}

		// Described: the name, the slug and the tools stay.
		var described toolshop.Category
		h.must(http.StatusOK, "PATCH", "/categories/"+power.ID, admin, map[string]any{"description": " Corded and cordless. "}).json(t, &described)
		if described.Description != "Corded and cordless." || described.Slug != "power-tools" || described.ToolCount != 3 {
			t.Errorf("described %+v", described)
		}

		// Renamed: a new slug, the tools with it; the description kept.
		var renamed toolshop.Category
		h.must(http.StatusOK, "PATCH", "/categories/"+power.ID, admin, map[string]any{"name": " Cordless Tools "}).json(t, &renamed)
		want := toolshop.Category{ID: power.ID, Slug: "cordless-tools", Name: "Cordless Tools", Description: "Corded and cordless.", ToolCount: 3}
		if renamed != want {
			t.Errorf("renamed %+v, want %+v", renamed, want)
		}
		if got := names(t, h.must(http.StatusOK, "GET", "/tools?category=cordless-tools", "", nil)); !reflect.DeepEqual(got, []string{"Cordless Drill", "Drill Bit Set", "Angle Grinder"}) {
			t.Errorf("the renamed category's tools %v", got)
		}
		if got := names(t, h.must(http.StatusOK, "GET", "/tools?category=power-tools", "", nil)); len(got) != 0 {
			t.Errorf("tools left under the old slug: %v", got)
		}
		if after := listed(); len(after) != 3 || after[0] != want { // by name: first now
			t.Errorf("after the rename %+v", after)
		}
		// An empty description takes it away; an empty edit changes nothing.
		h.must(http.StatusOK, "PATCH", "/categories/"+power.ID, admin, map[string]any{"description": ""})
		h.must(http.StatusOK, "PATCH", "/categories/"+power.ID, admin, map[string]any{})
		if after := listed(); after[0].Description != "" || after[0].Name != "Cordless Tools" {
			t.Errorf("after clearing the description %+v", after[0])
		}
	})
}
