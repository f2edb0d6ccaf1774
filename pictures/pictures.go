// Package pictures turns the pictures admins upload into the ones the shop serves: it reads
// the file (JPEG and PNG with the standard library, WebP with golang.org/x/image/webp),
// keeps only its pixels, turns them upright, scales them to the sizes the pages show and
// encodes them again.
package pictures

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"image"
	"image/jpeg"
	"image/png"

	"golang.org/x/image/draw"
	"golang.org/x/image/webp"

	"toolshop"
)

// jpegQuality keeps photos sharp at a third of the bytes of quality 100.
const jpegQuality = 82

// Service uploads pictures to the store and reads them back.
type Service struct {
	Store toolshop.PictureStore
}

// decoding lets one picture be decoded at a time in the process: a big one takes up to
// 160 MB while being read, and uploads are rare enough to queue.
var decoding = make(chan struct{}, 1)

// UploadPicture reads, checks, scales and stores an uploaded file (toolshop.PictureService).
func (s *Service) UploadPicture(ctx context.Context, file []byte) (toolshop.Picture, error) {
	if len(file) > toolshop.MaxPictureBytes {
		return toolshop.Picture{}, toolshop.ErrPictureTooLarge
	}
	select {
	case decoding <- struct{}{}:
	case <-ctx.Done():
		return toolshop.Picture{}, ctx.Err()
	}
	picture, err := prepare(file)
	<-decoding
	if err != nil {
		return picture, err
	}
	return picture, s.Store.SavePicture(ctx, picture)
}

// PictureVariant reads a stored variant (toolshop.PictureService).
func (s *Service) PictureVariant(ctx context.Context, hash string, size int) (toolshop.PictureVariant, error) {
	return s.Store.PictureVariant(ctx, hash, size)
}

// prepare makes a picture's variants from an uploaded file: its format is told by its
// content, its size by its header before any pixel is decoded. The same file always makes
// the same variants, hence the same hash.
func prepare(file []byte) (toolshop.Picture, error) {
	format, err := toolshop.SniffPicture(file)
	if err != nil {
		return toolshop.Picture{}, err
	}
	decodeConfig, decode := png.DecodeConfig, png.Decode
	switch format {
	case toolshop.JPEG:
		decodeConfig, decode = jpeg.DecodeConfig, jpeg.Decode
	case toolshop.WebP:
		decodeConfig, decode = webp.DecodeConfig, webp.Decode
	}
	config, err := decodeConfig(bytes.NewReader(file))
	if err != nil {
		return toolshop.Picture{}, toolshop.ErrPictureBroken
	}
	if err := toolshop.CheckPictureSize(config.Width, config.Height); err != nil {
		return toolshop.Picture{}, err
	}
	src, err := decode(bytes.NewReader(file))
	if err != nil {
		return toolshop.Picture{}, toolshop.ErrPictureBroken
	}
	orientation := 1
	if format == toolshop.JPEG {
		orientation = exifOrientation(file)
	}
	return variants(src, orientation)
}

// variants scales src to each of toolshop.PictureSizes, largest first so that each smaller
// one is scaled from the one before (much less work than from a big original), turned as
// its EXIF orientation says, and names them by the hash of their bytes.
func variants(src image.Image, orientation int) (toolshop.Picture, error) {
	contentType := toolshop.JPEG
	if !opaque(src) {
		contentType = toolshop.PNG
	}
	// The picture's width and height once upright, which every size is worked out from.
	width, height := src.Bounds().Dx(), src.Bounds().Dy()
	if turnsAQuarter(orientation) {
		width, height = height, width
	}
	sizes := toolshop.PictureSizes
	made := make([]toolshop.PictureVariant, len(sizes))
	hash := sha256.New()
	for i := len(sizes) - 1; i >= 0; i-- {
		size := fit(width, height, sizes[i])
		if i < len(sizes)-1 {
			src = resized(src, size)
		} else if turnsAQuarter(orientation) {
			src = upright(resized(src, image.Rect(0, 0, size.Dy(), size.Dx())), orientation)
		} else {
			src = upright(resized(src, size), orientation)
		}
		data, err := encode(src, contentType)
		if err != nil {
			return toolshop.Picture{}, err
		}
		hash.Write(data)
		b := src.Bounds()
		made[i] = toolshop.PictureVariant{Size: sizes[i], Width: b.Dx(), Height: b.Dy(), ContentType: contentType, Data: data}
	}
	p := toolshop.Picture{Hash: hex.EncodeToString(hash.Sum(nil))[:toolshop.PictureHashLength], Variants: made}
	for i := range made {
		made[i].URL = toolshop.PictureURL(p.Hash, made[i].Size, contentType)
	}
	p.URL = made[len(made)-1].URL
	return p, nil
}

// opaque tells whether every pixel of a picture is opaque (the decoders' pictures all can).
func opaque(img image.Image) bool {
	o, ok := img.(interface{ Opaque() bool })
	return ok && o.Opaque()
}

// fit is the size of a width × height picture scaled to at most size wide, its proportions
// kept, never enlarged.
func fit(width, height, size int) image.Rectangle {
	if width > size {
		width, height = size, max(1, (height*size+width/2)/width)
	}
	return image.Rect(0, 0, width, height)
}

// resized is src scaled to size. A copy is made even at the same size: it is what drops any
// colour model the encoders do not take.
func resized(src image.Image, size image.Rectangle) *image.RGBA {
	dst := image.NewRGBA(size)
	if b := src.Bounds(); b.Size() == size.Size() {
		draw.Draw(dst, size, src, b.Min, draw.Src)
	} else {
		draw.CatmullRom.Scale(dst, size, src, b, draw.Src, nil)
	}
	return dst
}

func encode(img image.Image, contentType string) ([]byte, error) {
	var out bytes.Buffer
	var err error
	if contentType == toolshop.PNG {
		err = (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&out, img)
	} else {
		err = jpeg.Encode(&out, img, &jpeg.Options{Quality: jpegQuality})
	}
	return out.Bytes(), err
}
