package httpapi

import (
	"bytes"
	"io"
	"net/http"

	"toolshop"
	"toolshop/csv"
)

// importPath takes catalogue files, whose bodies may be larger than other requests'
// (toolshop.MaxImportBytes).
const importPath = "/admin/tools/import"

// exportTools answers GET /admin/tools.csv: the whole catalogue as CSV.
func (s *Server) exportTools(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.staff(w, r, toolshop.ScopeCatalogueRead); err != nil {
		return err
	}
	tools, _, err := s.Tools.Tools(r.Context(), toolshop.ToolQuery{})
	if err != nil {
		return err
	}
	return writeCSV(w, "tools.csv", func(out io.Writer) error { return csv.WriteTools(out, tools) })
}

// importTools answers POST /admin/tools/import?dryRun=true with what a catalogue file (the
// body, CSV) would do, and without dryRun carries it out; a file with a refused line changes
// nothing and is answered 400 with every line (409 when every refusal is a conflict).
func (s *Server) importTools(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.staff(w, r, toolshop.ScopeCatalogueWrite); err != nil {
		return err
	}
	lines, err := csv.ReadTools(r.Body)
	if err != nil {
		return fileError(err, toolshop.ErrImportTooLarge)
	}
	apply := r.URL.Query().Get("dryRun") != "true"
	plan, err := s.Tools.ImportTools(r.Context(), lines, apply)
	if err != nil {
		return err
	}
	if err := plan.Err(); err != nil && apply {
		writeJSON(w, statusOf[toolshop.ErrorCode(err)], struct {
			Error string `json:"error"`
			toolshop.ToolImport
		}{toolshop.ErrorMessage(err), plan})
		return nil
	}
	writeJSON(w, http.StatusOK, plan)
	return nil
}

// exportOrders answers GET /admin/orders.csv?from=&to=: the orders placed in those days
// (UTC, both included), one line each, for the accountant.
func (s *Server) exportOrders(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.staff(w, r, toolshop.ScopeOrdersRead); err != nil {
		return err
	}
	period, err := toolshop.ParsePeriod(r.URL.Query().Get("from"), r.URL.Query().Get("to"))
	if err != nil {
		return err
	}
	orders, err := s.Reports.OrdersPlaced(r.Context(), period)
	if err != nil {
		return err
	}
	return writeCSV(w, "orders.csv", func(out io.Writer) error { return csv.WriteOrders(out, orders) })
}

// exportDocuments answers GET /admin/documents.csv?from=&to=: the invoices and credit notes
// issued in those days (UTC, both included), a line each of their lines, for the accountant.
func (s *Server) exportDocuments(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.staff(w, r, toolshop.ScopeOrdersRead); err != nil {
		return err
	}
	period, err := toolshop.ParsePeriod(r.URL.Query().Get("from"), r.URL.Query().Get("to"))
	if err != nil {
		return err
	}
	orders, err := s.Reports.DocumentsIssued(r.Context(), period)
	if err != nil {
		return err
	}
	return writeCSV(w, "documents.csv", func(out io.Writer) error {
		return csv.WriteDocuments(out, toolshop.Documents(orders, period))
	})
}

// writeCSV answers a CSV file to download, as write writes it.
func writeCSV(w http.ResponseWriter, name string, write func(io.Writer) error) error {
	var body bytes.Buffer
	if err := write(&body); err != nil {
		return err
	}
	h := w.Header()
	h.Set("Content-Type", "text/csv; charset=utf-8")
	h.Set("Content-Disposition", `attachment; filename="`+name+`"`)
	h.Set("Cache-Control", "no-store")
	w.Write(body.Bytes())
	return nil
}
