package pictures

import (
	"bytes"
	"encoding/binary"
	"image"
)

// Cameras and phones often store a photo as the sensor saw it and say in its EXIF how to
// turn it for viewing (the Orientation tag, 1 to 8). The shop drops EXIF, so it turns the
// pixels itself, else a photo taken upright would show on its side.

// exifOrientation is the EXIF orientation of a JPEG file: 1 (as stored) when it says none.
func exifOrientation(file []byte) int {
	for i := 2; i+4 <= len(file) && file[i] == 0xff; {
		marker, length := file[i+1], int(binary.BigEndian.Uint16(file[i+2:]))
		if marker == 0xda || length < 2 || i+2+length > len(file) { // the pixels begin
			break
		}
		segment := file[i+4 : i+2+length]
		if marker == 0xe1 && bytes.HasPrefix(segment, []byte("Exif\x00\x00")) {
			return tiffOrientation(segment[6:])
		}
		i += 2 + length
	}
	return 1
}

// tiffOrientation reads the Orientation tag (0x0112, a SHORT) of the first IFD of EXIF data.
func tiffOrientation(tiff []byte) int {
	if len(tiff) < 8 {
		return 1
	}
	var order binary.ByteOrder = binary.BigEndian
	switch string(tiff[:2]) {
	case "II":
		order = binary.LittleEndian
	case "MM":
	default:
		return 1
	}
	ifd := int64(order.Uint32(tiff[4:]))
	if ifd < 8 || ifd+2 > int64(len(tiff)) {
		return 1
	}
	entries := int(order.Uint16(tiff[ifd:]))
	for e := int(ifd) + 2; entries > 0 && e+12 <= len(tiff); e, entries = e+12, entries-1 {
		if order.Uint16(tiff[e:]) == 0x0112 && order.Uint16(tiff[e+2:]) == 3 {
			if o := int(order.Uint16(tiff[e+8:])); o >= 1 && o <= 8 {
				return o
			}
			break
		}
	}
	return 1
}

// turnsAQuarter tells whether an orientation turns the picture a quarter, swapping its
// width and height.
func turnsAQuarter(orientation int) bool { return orientation >= 5 && orientation <= 8 }

// upright is src turned and mirrored as its EXIF orientation says.
func upright(src *image.RGBA, orientation int) *image.RGBA {
	if orientation < 2 || orientation > 8 {
		return src
	}
	b := src.Bounds()
	w, h := b.Dx(), b.Dy()
	size := image.Rect(0, 0, w, h)
	if turnsAQuarter(orientation) {
		size = image.Rect(0, 0, h, w)
	}
	dst := image.NewRGBA(size)
	for y := range size.Dy() {
		for x := range size.Dx() {
			sx, sy := x, y // where in src the pixel at (x, y) comes from
			switch orientation {
			case 2: // mirrored
				sx = w - 1 - x
			case 3: // upside down
				sx, sy = w-1-x, h-1-y
			case 4: // mirrored upside down
				sy = h - 1 - y
			case 5: // mirrored along the diagonal
				sx, sy = y, x
			case 6: // to be turned a quarter clockwise
				sx, sy = y, h-1-x
			case 7: // mirrored along the other diagonal
				sx, sy = w-1-y, h-1-x
			case 8: // to be turned a quarter anticlockwise
				sx, sy = w-1-y, x
			}
			copy(dst.Pix[dst.PixOffset(x, y):][:4], src.Pix[src.PixOffset(b.Min.X+sx, b.Min.Y+sy):][:4])
		}
	}
	return dst
}
