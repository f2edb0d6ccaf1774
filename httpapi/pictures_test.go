package httpapi_test

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"io"
	"net/http"
	"os"
	"strings"
	"testing"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// An admin uploads JPEG, PNG and WebP pictures: each is kept at 400 and 800 px wide (never
// enlarged), as JPEG unless it has transparency, without its metadata, and served under
// its hash for good; a tool can name it. The same picture uploaded again is stored once.
func TestPictureUpload(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		admin := h.admin("boss@example.com")
		for _, c := range []struct {
			name  string
			file  []byte
			ext   string
			sizes [2][2]int // width and height at 400 and at 800
		}{
			{"photo with EXIF", withEXIF(t, encoded(t, jpeg.Encode, 1200, 900, false), 1), ".jpg", [2][2]int{{400, 300}, {800, 600}}},
			{"photo taken on its side", withEXIF(t, encoded(t, jpeg.Encode, 1200, 900, false), 6), ".jpg", [2][2]int{{400, 533}, {800, 1067}}},
			{"small PNG", encoded(t, pngEncode, 300, 200, false), ".jpg", [2][2]int{{300, 200}, {300, 200}}},
			{"PNG with transparency", encoded(t, pngEncode, 600, 900, true), ".png", [2][2]int{{400, 600}, {600, 900}}},
			{"WebP", testFile(t, "opaque.webp"), ".jpg", [2][2]int{{150, 103}, {150, 103}}},
			{"WebP with transparency", testFile(t, "transparent.webp"), ".png", [2][2]int{{400, 301}, {400, 301}}},
		} {
			t.Run(c.name, func(t *testing.T) {
				var picture toolshop.Picture
				// The type a browser would claim changes nothing: the content decides.
				h.upload(http.StatusCreated, admin, c.file).json(t, &picture)
				if len(picture.Variants) != 2 || picture.URL != picture.Variants[1].URL {
					t.Fatalf("answer %+v", picture)
				}
				for i, v := range picture.Variants {
					want := c.sizes[i]
					if !strings.HasPrefix(v.URL, "/images/u/") || !strings.HasSuffix(v.URL, c.ext) || v.Width != want[0] || v.Height != want[1] {
						t.Errorf("variant %+v, want %v %s", v, want, c.ext)
					}
					h.checkServed(v, want)
				}
				var again toolshop.Picture
				h.upload(http.StatusCreated, admin, c.file).json(t, &again)
				if again.URL != picture.URL {
					t.Errorf("uploaded again: %s, first %s", again.URL, picture.URL)
				}
			})
		}
		if got := storetest.Strings(t, db, `SELECT hash FROM pictures`); len(got) != 12 {
			t.Errorf("%d variants stored, want 2 of each of 6 pictures", len(got))
		}

		var picture toolshop.Picture
		h.upload(http.StatusCreated, admin, encoded(t, jpeg.Encode, 40, 30, false)).json(t, &picture)
		id := h.tool(1250, 1, 5)
		h.must(http.StatusOK, "PATCH", "/tool/"+id, admin, map[string]string{"image": picture.URL})
		if tool, _ := db.Tool(t.Context(), id); tool.Image != picture.URL {
			t.Errorf("tool's image %q, want %q", tool.Image, picture.URL)
		}
	})
}

// A photo is turned upright as each of the eight EXIF orientations says: the corner shown at
// the top left is the one the orientation names (the test picture is red to the right and
// green to the bottom, as stored).
func TestPictureOrientation(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		admin := h.admin("boss@example.com")
		photo := encoded(t, jpeg.Encode, 120, 90, false)
		for orientation, corner := range []struct{ red, green bool }{
			1: {false, false}, 2: {true, false}, 3: {true, true}, 4: {false, true},
			5: {false, false}, 6: {false, true}, 7: {true, true}, 8: {true, false},
		} {
			if orientation == 0 {
				continue
			}
			var picture toolshop.Picture
			h.upload(http.StatusCreated, admin, withEXIF(t, photo, uint16(orientation))).json(t, &picture)
			img, err := jpeg.Decode(bytes.NewReader(h.must(http.StatusOK, "GET", picture.URL, "", nil).body))
			if err != nil {
				t.Fatal(err)
			}
			width, height := 120, 90
			if orientation >= 5 {
				width, height = 90, 120
			}
			r, g, _, _ := img.At(2, 2).RGBA()
			if b := img.Bounds(); b.Dx() != width || b.Dy() != height || (r > 0x8000) != corner.red || (g > 0x8000) != corner.green {
				t.Errorf("orientation %d: %v, top left %v; want %d × %d, top left red %v, green %v",
					orientation, b, img.At(2, 2), width, height, corner.red, corner.green)
			}
		}
	})
}

// checkServed fetches a variant as a browser would and checks it is the picture it says,
// without metadata, kept for good, and confirmed without its bytes once the browser has it.
func (h *harness) checkServed(v toolshop.PictureVariant, size [2]int) {
	h.t.Helper()
	res := h.must(http.StatusOK, "GET", v.URL, "", nil)
	contentType := map[bool]string{true: "image/png", false: "image/jpeg"}[strings.HasSuffix(v.URL, ".png")]
	if got := res.header.Get("Content-Type"); got != contentType {
		h.t.Errorf("%s: Content-Type %q, want %q", v.URL, got, contentType)
	}
	if got := res.header.Get("Cache-Control"); got != "public, max-age=31536000, immutable" {
		h.t.Errorf("%s: Cache-Control %q", v.URL, got)
	}
	img, _, err := image.Decode(bytes.NewReader(res.body))
	if err != nil || img.Bounds().Dx() != size[0] || img.Bounds().Dy() != size[1] {
		h.t.Errorf("%s: served %v (%v), want %v", v.URL, img.Bounds(), err, size)
	}
	if bytes.Contains(res.body, []byte("Exif")) || bytes.Contains(res.body, []byte(gpsSecret)) {
		h.t.Errorf("%s still holds the upload's metadata", v.URL)
	}
	tag := res.header.Get("ETag")
	req, _ := http.NewRequest("GET", h.url+v.URL, nil)
	req.Header.Set("If-None-Match", tag)
	if again := h.send(req); tag == "" || again.status != http.StatusNotModified || len(again.body) != 0 {
		h.t.Errorf("%s with If-None-Match %s: %d", v.URL, tag, again.status)
	}
}

// Anything but a JPEG, PNG or WebP picture of a sensible size is refused under the image
// field, whatever its name or claimed type, and nothing is stored; only admins upload; a
// picture never stored is not found.
func TestPictureRefusals(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := newHarness(t, db)
		admin := h.admin("boss@example.com")
		ann := h.customer("ann@example.com")
		photo := encoded(t, jpeg.Encode, 120, 90, false)

		h.upload(http.StatusUnauthorized, "", photo)
		h.upload(http.StatusForbidden, ann, photo)
		for _, c := range []struct {
			name   string
			file   []byte
			status int
			want   *toolshop.Error
		}{
			{"nothing", nil, http.StatusBadRequest, toolshop.ErrPictureEmpty},
			{"a text file named photo.jpg", []byte("Not a picture, whatever its name says.\n"), http.StatusBadRequest, toolshop.ErrPictureFormat},
			{"a GIF", []byte("GIF89a\x01\x00\x01\x00\x00\x00\x00;"), http.StatusBadRequest, toolshop.ErrPictureFormat},
			{"a cut-off JPEG", photo[:len(photo)/2], http.StatusBadRequest, toolshop.ErrPictureBroken},
			{"a JPEG header alone", photo[:20], http.StatusBadRequest, toolshop.ErrPictureBroken},
			{"a PNG claiming 50,000 × 50,000 pixels", pngClaiming(t, 50_000, 50_000), http.StatusBadRequest, toolshop.ErrPictureDimension},
			{"a PNG claiming 8,000 × 6,000 pixels", pngClaiming(t, 8_000, 6_000), http.StatusBadRequest, toolshop.ErrPictureDimension},
			{"more than 5 MB", append(bytes.Clone(photo), make([]byte, toolshop.MaxPictureBytes)...), http.StatusRequestEntityTooLarge, toolshop.ErrPictureTooLarge},
		} {
			t.Run(c.name, func(t *testing.T) {
				res := h.upload(c.status, admin, c.file)
				var body struct {
					Error  string
					Fields map[string]string
				}
				res.json(t, &body)
				if body.Error != c.want.Message || body.Fields["image"] != c.want.Message {
					t.Errorf("answer %s, want %q under image", res.body, c.want.Message)
				}
			})
		}
		if got := storetest.Strings(t, db, `SELECT hash FROM pictures`); len(got) != 0 {
			t.Errorf("%d variants stored after refusals", len(got))
		}

		for _, path := range []string{
			"/images/u/" + strings.Repeat("0", toolshop.PictureHashLength) + "-800.jpg",
			"/images/u/" + strings.Repeat("0", toolshop.PictureHashLength) + "-500.jpg",
			"/images/u/x-800.jpg",
		} {
			h.must(http.StatusNotFound, "GET", path, "", nil)
		}
		var picture toolshop.Picture
		h.upload(http.StatusCreated, admin, photo).json(t, &picture)
		h.must(http.StatusNotFound, "GET", strings.TrimSuffix(picture.URL, ".jpg")+".png", "", nil)
	})
}

// upload posts a file to POST /admin/images as the pages do, claiming it is a JPEG.
func (h *harness) upload(want int, token string, file []byte) response {
	h.t.Helper()
	return h.sendFile(want, "/admin/images", token, "image/jpeg", file)
}

func testFile(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func pngEncode(w io.Writer, img image.Image, _ *jpeg.Options) error { return png.Encode(w, img) }

// encoded is a width × height gradient, see-through towards its bottom if transparent,
// encoded by encode.
func encoded(t *testing.T, encode func(io.Writer, image.Image, *jpeg.Options) error, width, height int, transparent bool) []byte {
	t.Helper()
	img := image.NewNRGBA(image.Rect(0, 0, width, height))
	for y := range height {
		for x := range width {
			alpha := uint8(255)
			if transparent {
				alpha = uint8(255 - 200*y/height)
			}
			img.SetNRGBA(x, y, color.NRGBA{uint8(255 * x / width), uint8(255 * y / height), 90, alpha})
		}
	}
	var out bytes.Buffer
	if err := encode(&out, img, nil); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

// gpsSecret stands for where a photo was taken, which must not leave the shop.
const gpsSecret = "GPS 48.8584 N 2.2945 E"

// withEXIF puts an EXIF segment (APP1) after a JPEG's start marker, as cameras and phones
// do: its Orientation tag says how to turn the photo for viewing, and it holds gpsSecret.
func withEXIF(t *testing.T, photo []byte, orientation uint16) []byte {
	t.Helper()
	tiff := []byte("MM\x00\x2a\x00\x00\x00\x08\x00\x01\x01\x12\x00\x03\x00\x00\x00\x01")
	tiff = append(binary.BigEndian.AppendUint16(tiff, orientation), 0, 0, 0, 0, 0, 0)
	payload := append(append([]byte("Exif\x00\x00"), tiff...), gpsSecret...)
	segment := binary.BigEndian.AppendUint16([]byte{0xff, 0xe1}, uint16(len(payload)+2))
	out := append(bytes.Clone(photo[:2]), append(segment, payload...)...)
	out = append(out, photo[2:]...)
	if _, err := jpeg.Decode(bytes.NewReader(out)); err != nil {
		t.Fatalf("the photo with EXIF does not decode: %v", err)
	}
	return out
}

// pngClaiming is a small PNG whose header claims width × height pixels: decoding it would
// take width × height × 4 bytes.
func pngClaiming(t *testing.T, width, height uint32) []byte {
	t.Helper()
	file := encoded(t, pngEncode, 1, 1, false)
	// The signature (8 bytes), then IHDR: length (4), type (4), width and height (4 each).
	binary.BigEndian.PutUint32(file[16:], width)
	binary.BigEndian.PutUint32(file[20:], height)
	binary.BigEndian.PutUint32(file[29:], crc32.ChecksumIEEE(file[12:29]))
	return file
}
