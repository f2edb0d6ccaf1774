package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"toolshop"
)

// maxBodyBytes bounds every request body.
const maxBodyBytes = 1 << 20

// statusOf maps each application error code to its HTTP status.
var statusOf = map[string]int{
	toolshop.EINVALID:      http.StatusBadRequest,
	toolshop.EUNAUTHORIZED: http.StatusUnauthorized,
	toolshop.EFORBIDDEN:    http.StatusForbidden,
	toolshop.ENOTFOUND:     http.StatusNotFound,
	toolshop.ECONFLICT:     http.StatusConflict,
	toolshop.ECARD:         http.StatusPaymentRequired,
	toolshop.ETOOLARGE:     http.StatusRequestEntityTooLarge,
	toolshop.ETOOMANY:      http.StatusTooManyRequests,
	toolshop.EUNAVAILABLE:  http.StatusServiceUnavailable,
	toolshop.EINTERNAL:     http.StatusInternalServerError,
}

// apiFunc is the shape of every API handler: it writes a response or returns an error.
type apiFunc func(w http.ResponseWriter, r *http.Request) error

// api turns an apiFunc into a handler whose errors are all written by writeError.
func (s *Server) api(f apiFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := f(w, r); err != nil {
			s.writeError(w, r, err)
		}
	})
}

// writeError is the one place errors reach clients: application errors with their message
// and field messages, anything else as a 500 whose detail goes only to the log.
func (s *Server) writeError(w http.ResponseWriter, r *http.Request, err error) {
	if s.StoreErrors != nil {
		err = s.StoreErrors(err)
	}
	code := toolshop.ErrorCode(err)
	if code == toolshop.EUNAVAILABLE {
		s.Log.WarnContext(r.Context(), "request refused", "method", r.Method, "path", r.URL.Path, "error", toolshop.ErrorMessage(err))
		w.Header().Set("Retry-After", "120")
	}
	if code == toolshop.EINTERNAL {
		s.Log.ErrorContext(r.Context(), "request failed", "method", r.Method, "path", r.URL.Path,
			"request_id", requestID(w), "error", err)
	}
	body := map[string]any{"error": toolshop.ErrorMessage(err)}
	var e *toolshop.Error
	if errors.As(err, &e) && len(e.Fields) > 0 {
		body["fields"] = e.Fields
	}
	if e != nil && len(e.Lines) > 0 {
		body["lines"] = e.Lines
	}
	writeJSON(w, statusOf[code], body)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", jsonType)
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

// writeOK writes what a call answers, or hands its error on.
func writeOK[T any](w http.ResponseWriter, v T, err error) error {
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, v)
	return nil
}

func writeCreated(w http.ResponseWriter, id string) error {
	writeJSON(w, http.StatusCreated, map[string]any{"acknowledged": true, "insertedId": id})
	return nil
}

func writeModified(w http.ResponseWriter, n int, err error) error {
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]int{"modifiedCount": n})
	return nil
}

func writeDeleted(w http.ResponseWriter, n int, err error) error {
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]int{"deletedCount": n})
	return nil
}

// decode reads one JSON object from the body into v, turning every way it can go wrong
// into a clear EINVALID (or ETOOLARGE) error.
func decode(r *http.Request, v any) error {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		return decodeError(err)
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	if err := dec.Decode(v); err != nil {
		return decodeError(err)
	}
	if err := dec.Decode(&struct{}{}); !errors.Is(err, io.EOF) {
		return toolshop.Errorf(toolshop.EINVALID, "Request body must hold one JSON object")
	}
	if err := exactKeys(body, reflect.TypeOf(v)); err != nil {
		return decodeError(err)
	}
	return nil
}

// decodeOptional decodes the body into v as decode does, if there is a body: a call whose
// body is optional (the spec's pages send none) takes an empty one as v's zero value.
func decodeOptional(r *http.Request, v any) error {
	err := decode(r, v)
	if errors.Is(err, errEmptyBody) {
		return nil
	}
	return err
}

var errEmptyBody = toolshop.Errorf(toolshop.EINVALID, "Request body is empty")

func decodeError(err error) error {
	var tooLarge *http.MaxBytesError
	var typeErr *json.UnmarshalTypeError
	var spelling *spellingError
	switch {
	case errors.As(err, &tooLarge):
		return toolshop.Errorf(toolshop.ETOOLARGE, "Request body is larger than 1 MiB")
	case errors.Is(err, io.EOF):
		return errEmptyBody
	case errors.As(err, &typeErr) && typeErr.Field != "":
		return fieldError(typeErr)
	case errors.As(err, &typeErr):
		return toolshop.Errorf(toolshop.EINVALID, "Request body must be a JSON object")
	case errors.As(err, &spelling):
		message := "Must be spelled " + strconv.Quote(spelling.Name) + ", not " + strconv.Quote(spelling.Key)
		return fieldMessage(spelling.Field, message)
	default:
		return toolshop.Errorf(toolshop.EINVALID, "Request body is not valid JSON")
	}
}

// fieldError refuses the value of one field, named as the JSON names it. A refused amount
// carries its own message (toolshop.Cents.UnmarshalJSON); any other value a type it must be.
func fieldError(typeErr *json.UnmarshalTypeError) error {
	message := "Must be " + jsonKind(typeErr.Type.Kind().String())
	if typeErr.Type == reflect.TypeFor[toolshop.Cents]() {
		message = typeErr.Value
	}
	return fieldMessage(jsonPath(typeErr.Field), message)
}

// fieldMessage refuses the body for the value of one field, which message describes.
func fieldMessage(field, message string) error {
	return &toolshop.Error{Code: toolshop.EINVALID,
		Message: field + " " + strings.ToLower(message[:1]) + message[1:],
		Fields:  map[string]string{field: message}}
}

// jsonPath is a field's path as the JSON names it: encoding/json names the Go field of an
// embedded struct too (ShopBrand.socialLinks for ShopSettings' socialLinks), which no JSON key
// is, since the API's keys all start with a small letter or "_".
func jsonPath(path string) string {
	parts := strings.Split(path, ".")
	return strings.Join(slices.DeleteFunc(parts, func(p string) bool { return p != "" && unicode.IsUpper(rune(p[0])) }), ".")
}

// jsonKind names a Go kind the way a JSON client thinks of it.
func jsonKind(goKind string) string {
	switch goKind {
	case "int", "int64":
		return "a whole number"
	case "float64":
		return "a number"
	case "string":
		return "text"
	case "slice":
		return "a list"
	case "bool":
		return "true or false"
	default:
		return "a " + goKind
	}
}
