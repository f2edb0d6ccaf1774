package httpapi

import (
	"io"
	"net/http"
	"strconv"

	"toolshop"
)

// uploadPath takes picture files, whose bodies may be larger than other requests'
// (toolshop.MaxPictureBytes).
const uploadPath = "/admin/images"

// uploadPicture answers POST /admin/images, whose body is a picture file as it is: 201 with
// the URL for a tool's image and every variant made of it.
func (s *Server) uploadPicture(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.staff(r, toolshop.ScopeCatalogueWrite); err != nil {
		return err
	}
	file, err := io.ReadAll(r.Body)
	if err != nil {
		return fileError(err, toolshop.ErrPictureTooLarge)
	}
	picture, err := s.Pictures.UploadPicture(r.Context(), file)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, picture)
	return nil
}

// servePicture answers GET /images/u/{name}: a variant of an uploaded picture. Its URL
// names its content, so browsers and proxies may keep it for good.
func (s *Server) servePicture(w http.ResponseWriter, r *http.Request) error {
	hash, size, contentType, err := toolshop.ParsePictureName(r.PathValue("name"))
	if err != nil {
		return err
	}
	v, err := s.Pictures.PictureVariant(r.Context(), hash, size)
	if err != nil {
		return err
	}
	if v.ContentType != contentType {
		return toolshop.ErrPictureNotFound
	}
	h := w.Header()
	h.Set("Cache-Control", "public, max-age=31536000, immutable")
	h.Set("ETag", `"`+hash+"-"+strconv.Itoa(size)+`"`)
	if names(r.Header["If-None-Match"], h.Get("ETag")) {
		w.WriteHeader(http.StatusNotModified)
		return nil
	}
	h.Set("Content-Type", v.ContentType)
	h.Set("Content-Length", strconv.Itoa(len(v.Data)))
	w.Write(v.Data)
	return nil
}
