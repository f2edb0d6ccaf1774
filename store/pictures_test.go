package store_test

import (
	"reflect"
	"sync"
	"testing"

	"toolshop"
	"toolshop/store"
	"toolshop/store/storetest"
)

// A picture's variants come back as stored, bytes and all; a picture stored again, even by
// two uploads at once, is kept once and as first stored; an unknown one is not found.
func TestPictures(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := t.Context()
		hash := "0123456789abcdef0123456789abcdef"
		picture := func(data string) toolshop.Picture {
			p := toolshop.Picture{Hash: hash}
			for _, size := range toolshop.PictureSizes {
				p.Variants = append(p.Variants, toolshop.PictureVariant{
					URL: toolshop.PictureURL(hash, size, toolshop.PNG), Size: size, Width: size / 2, Height: size / 4,
					ContentType: toolshop.PNG, Data: []byte(data + "\x00\xff"),
				})
			}
			return p
		}
		stored := picture("first")
		var wg sync.WaitGroup
		for range 2 {
			wg.Go(func() {
				if err := db.SavePicture(ctx, stored); err != nil {
					t.Error(err)
				}
			})
		}
		wg.Wait()
		if err := db.SavePicture(ctx, picture("second")); err != nil {
			t.Fatal(err)
		}
		for _, want := range stored.Variants {
			got, err := db.PictureVariant(ctx, hash, want.Size)
			if err != nil || !reflect.DeepEqual(got, want) {
				t.Errorf("variant %d: %+v, %v; want %+v", want.Size, got, err, want)
			}
		}
		if n := len(storetest.Strings(t, db, `SELECT hash FROM pictures`)); n != len(toolshop.PictureSizes) {
			t.Errorf("%d variants stored, want %d", n, len(toolshop.PictureSizes))
		}
		if _, err := db.PictureVariant(ctx, "fedcba9876543210fedcba9876543210", 800); err != toolshop.ErrPictureNotFound {
			t.Errorf("unknown picture: %v", err)
		}
	})
}
