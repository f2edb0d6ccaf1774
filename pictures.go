package toolshop

import (
	"bytes"
	"context"
	"slices"
	"strconv"
	"strings"
)

// Pictures admins upload for their tools. The shop keeps no file as it came: it reads the
// picture, drops everything but the pixels (EXIF, GPS and all), and keeps it in the widths
// the pages show, each under the hash of its content, so a URL never changes meaning and
// browsers may keep it for good.

// MaxPictureBytes bounds an uploaded picture file.
const MaxPictureBytes = 5 << 20

// The largest picture the shop reads, checked in the file's header before its pixels are:
// a small file may claim a huge picture (a "decompression bomb"), which would take
// gigabytes to decode. 40 megapixels takes at most 160 MB and holds any camera's photo.
const (
	maxPictureSide   = 10_000
	maxPicturePixels = 40_000_000
)

// PictureSizes are the widths the pages show pictures at: a card's 400 px, and 800 px for
// screens of twice the density and the larger views. A picture narrower than a size is kept
// at its own width under that size, never enlarged.
var PictureSizes = []int{400, 800}

// The picture formats the shop reads, by content type, and the ones it stores: pictures
// without transparency as JPEG, those with it as PNG.
const (
	JPEG = "image/jpeg"
	PNG  = "image/png"
	WebP = "image/webp"
)

// Refusals of an uploaded picture, each under the field of the tool's image; none stores
// anything.
var (
	ErrPictureTooLarge  = pictureError(ETOOLARGE, "The picture is larger than 5 MB")
	ErrPictureEmpty     = pictureError(EINVALID, "Choose a picture to upload")
	ErrPictureFormat    = pictureError(EINVALID, "The file must be a JPEG, PNG or WebP picture")
	ErrPictureBroken    = pictureError(EINVALID, "The picture cannot be read: the file is damaged or incomplete")
	ErrPictureDimension = pictureError(EINVALID, "The picture is too large: at most 10,000 pixels a side and 40 megapixels")
	ErrPictureNotFound  = Errorf(ENOTFOUND, "Picture not found")
)

func pictureError(code, message string) *Error {
	return &Error{Code: code, Message: message, Fields: map[string]string{"image": message}}
}

// SniffPicture names the format of an uploaded file by its first bytes, whatever its name
// or the type its sender claims.
func SniffPicture(data []byte) (string, error) {
	switch {
	case len(data) == 0:
		return "", ErrPictureEmpty
	case bytes.HasPrefix(data, []byte("\xff\xd8\xff")):
		return JPEG, nil
	case bytes.HasPrefix(data, []byte("\x89PNG\r\n\x1a\n")):
		return PNG, nil
	case len(data) >= 12 && string(data[:4]) == "RIFF" && string(data[8:12]) == "WEBP":
		return WebP, nil
	}
	return "", ErrPictureFormat
}

// CheckPictureSize refuses a picture whose header claims more pixels than the shop reads.
func CheckPictureSize(width, height int) error {
	if width < 1 || height < 1 {
		return ErrPictureBroken
	}
	if width > maxPictureSide || height > maxPictureSide || width*height > maxPicturePixels {
		return ErrPictureDimension
	}
	return nil
}

// Picture is an uploaded picture as the shop keeps it: its variants, one per size.
type Picture struct {
	Hash string `json:"-"`
	// URL is the largest variant's, the one a tool's image names.
	URL      string           `json:"url"`
	Variants []PictureVariant `json:"variants"`
}

// PictureVariant is a picture at one of PictureSizes.
type PictureVariant struct {
	URL         string `json:"url"`
	Size        int    `json:"size"`
	Width       int    `json:"width"`
	Height      int    `json:"height"`
	ContentType string `json:"-"`
	Data        []byte `json:"-"`
}

// picturePrefix is where uploaded pictures are served.
const picturePrefix = "/images/u/"

var pictureExtensions = map[string]string{JPEG: ".jpg", PNG: ".png"}

// PictureURL is where a variant of a picture is served: /images/u/{hash}-{size}.jpg (or
// .png). The pages derive the other sizes' URLs from it (web/src/lib/pictures.ts).
func PictureURL(hash string, size int, contentType string) string {
	return picturePrefix + hash + "-" + strconv.Itoa(size) + pictureExtensions[contentType]
}

// ParsePictureName reads the file name of a variant's URL (after /images/u/): the
// picture's hash, the size and the content type its extension names. Any other name is
// ErrPictureNotFound.
func ParsePictureName(name string) (hash string, size int, contentType string, err error) {
	for contentType, ext := range pictureExtensions {
		base, found := strings.CutSuffix(name, ext)
		if !found {
			continue
		}
		hash, sizeText, found := strings.Cut(base, "-")
		size, err := strconv.Atoi(sizeText)
		if found && err == nil && isPictureHash(hash) && slices.Contains(PictureSizes, size) {
			return hash, size, contentType, nil
		}
	}
	return "", 0, "", ErrPictureNotFound
}

// IsPictureURL tells whether s is the URL of a variant of an uploaded picture.
func IsPictureURL(s string) bool {
	name, found := strings.CutPrefix(s, picturePrefix)
	_, _, _, err := ParsePictureName(name)
	return found && err == nil
}

// PictureHashLength is the length of a picture's hash in hexadecimal digits (128 bits).
const PictureHashLength = 32

func isPictureHash(s string) bool {
	if len(s) != PictureHashLength {
		return false
	}
	for _, c := range s {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return true
}

// PictureService takes the pictures admins upload and serves them back.
type PictureService interface {
	// UploadPicture reads an uploaded file, refusing anything but a JPEG, PNG or WebP
	// picture of a sensible size, and keeps it in every one of PictureSizes, once however
	// often it is uploaded.
	UploadPicture(ctx context.Context, file []byte) (Picture, error)
	// PictureVariant is a stored variant; an unknown one is ErrPictureNotFound.
	PictureVariant(ctx context.Context, hash string, size int) (PictureVariant, error)
}

// PictureStore keeps pictures' variants.
type PictureStore interface {
	// SavePicture stores the picture's variants unless its hash is stored already.
	SavePicture(ctx context.Context, p Picture) error
	PictureVariant(ctx context.Context, hash string, size int) (PictureVariant, error)
}
