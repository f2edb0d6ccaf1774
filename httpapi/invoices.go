package httpapi

import (
	"bytes"
	"net/http"
	"strconv"
	"strings"

	"toolshop"
	"toolshop/invoices"
)

// getInvoice answers GET /orders/{id}/invoice.pdf: the paid order's invoice, to its
// customer and admins.
func (s *Server) getInvoice(w http.ResponseWriter, r *http.Request) error {
	o, err := s.visibleOrder(r)
	if err != nil {
		return err
	}
	var pdf bytes.Buffer
	if err := invoices.WriteInvoice(&pdf, o); err != nil {
		return err
	}
	return writePDF(w, o.Invoice.Name(), pdf.Bytes())
}

// getCreditNote answers GET /orders/{id}/credit-notes/{n}.pdf: the credit note of the
// order's refund n, to its customer and admins.
func (s *Server) getCreditNote(w http.ResponseWriter, r *http.Request) error {
	o, err := s.visibleOrder(r)
	if err != nil {
		return err
	}
	seq, err := strconv.Atoi(strings.TrimSuffix(r.PathValue("file"), ".pdf"))
	if err != nil || !strings.HasSuffix(r.PathValue("file"), ".pdf") {
		return toolshop.ErrNoCreditNote
	}
	var pdf bytes.Buffer
	if err := invoices.WriteCreditNote(&pdf, o, seq); err != nil {
		return err
	}
	return writePDF(w, o.Refunds[seq-1].CreditNote.Name(), pdf.Bytes())
}

// visibleOrder is the order of the path, if the caller may see it.
func (s *Server) visibleOrder(r *http.Request) (toolshop.Order, error) {
	by, err := s.orderReader(r)
	if err != nil {
		return toolshop.Order{}, err
	}
	id, err := toolshop.ParseID(r.PathValue("id"))
	if err != nil {
		return toolshop.Order{}, err
	}
	return s.Orders.Order(r.Context(), by, id)
}

// writePDF sends a document to be saved as name.pdf.
func writePDF(w http.ResponseWriter, name string, pdf []byte) error {
	w.Header().Set("Content-Type", "application/pdf")
	w.Header().Set("Content-Disposition", `attachment; filename="`+name+`.pdf"`)
	w.Header().Set("Cache-Control", "private, no-store")
	_, err := w.Write(pdf)
	return err
}
