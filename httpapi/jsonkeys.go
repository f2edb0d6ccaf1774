package httpapi

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"sync"
)

var unmarshalerType = reflect.TypeFor[json.Unmarshaler]()

// exactKeys refuses a key that spells one of t's JSON names in other letters ("EMAIL" for
// "email"). encoding/json takes such a key as the field, the API's document does not, and a
// body holding both spellings would mean one thing to the shop and another to a proxy that
// reads keys as written. Keys no field has are ignored, as decode ignores them.
func exactKeys(body []byte, t reflect.Type) error {
	dec := json.NewDecoder(bytes.NewReader(body))
	return walkKeys(dec, t, "")
}

// walkKeys reads one JSON value from dec, which t (nil when unknown) decodes, checking the
// keys of every object in it; path names the value as decodeError names fields.
func walkKeys(dec *json.Decoder, t reflect.Type, path string) error {
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t != nil && (t.Implements(unmarshalerType) || reflect.PointerTo(t).Implements(unmarshalerType)) {
		t = nil // its own decoding reads the value as it likes
	}
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	switch tok {
	case json.Delim('{'):
		for dec.More() {
			tok, err := dec.Token()
			if err != nil {
				return err
			}
			key := tok.(string)
			inner, err := keyed(t, key, path)
			if err != nil {
				return err
			}
			if err := walkKeys(dec, inner, join(path, key)); err != nil {
				return err
			}
		}
		_, err = dec.Token()
	case json.Delim('['):
		var elem reflect.Type
		if t != nil && (t.Kind() == reflect.Slice || t.Kind() == reflect.Array) {
			elem = t.Elem()
		}
		for dec.More() {
			if err := walkKeys(dec, elem, path); err != nil {
				return err
			}
		}
		_, err = dec.Token()
	}
	return err
}

// keyed is the type that decodes the value of key in an object that t decodes, or an error
// when the key spells a field's name in other letters.
func keyed(t reflect.Type, key, path string) (reflect.Type, error) {
	switch {
	case t == nil:
		return nil, nil
	case t.Kind() == reflect.Map:
		return t.Elem(), nil
	case t.Kind() != reflect.Struct:
		return nil, nil
	}
	var folded string
	for _, f := range jsonFields(t) {
		switch {
		case f.name == key:
			return f.typ, nil
		case strings.EqualFold(f.name, key):
			folded = f.name
		}
	}
	if folded != "" {
		return nil, &spellingError{Field: join(path, folded), Name: folded, Key: key}
	}
	return nil, nil
}

// spellingError is a key that spells Name, the last part of Field, in other letters.
type spellingError struct{ Field, Name, Key string }

func (e *spellingError) Error() string { return e.Field + " spelled " + e.Key }

// jsonField is a struct field as a JSON key names it.
type jsonField struct {
	name string
	typ  reflect.Type
}

// fieldsOf keeps each request type's jsonFields: the types are few and fixed, the bodies many.
var fieldsOf sync.Map // reflect.Type → []jsonField

// jsonFields are the keys of a struct type t, with the types their values decode into.
func jsonFields(t reflect.Type) []jsonField {
	if fields, ok := fieldsOf.Load(t); ok {
		return fields.([]jsonField)
	}
	var fields []jsonField
	for _, f := range reflect.VisibleFields(t) {
		if name, ok := jsonName(f); ok {
			fields = append(fields, jsonField{name, f.Type})
		}
	}
	fieldsOf.Store(t, fields)
	return fields
}

// jsonName is the key encoding/json gives a struct field, if it gives one: an embedded
// struct without a tag gives none, its fields being keys of their own.
func jsonName(f reflect.StructField) (string, bool) {
	tag := f.Tag.Get("json")
	name, _, _ := strings.Cut(tag, ",")
	switch {
	case !f.IsExported() || tag == "-", f.Anonymous && name == "":
		return "", false
	case name == "":
		return f.Name, true
	}
	return name, true
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}
