package toolshop_test

import (
	"strings"
	"testing"

	"toolshop"
)

// A variant's URL names its picture, size and type, and only names of that shape are read.
func TestPictureNames(t *testing.T) {
	hash := strings.Repeat("ab", toolshop.PictureHashLength/2)
	for _, contentType := range []string{toolshop.JPEG, toolshop.PNG} {
		url := toolshop.PictureURL(hash, 400, contentType)
		gotHash, size, gotType, err := toolshop.ParsePictureName(strings.TrimPrefix(url, "/images/u/"))
		if err != nil || gotHash != hash || size != 400 || gotType != contentType {
			t.Errorf("%s read as %q %d %q %v", url, gotHash, size, gotType, err)
		}
	}
	for _, name := range []string{
		hash + "-400.webp", hash + "-401.jpg", hash + "-.jpg", hash + ".jpg", hash[1:] + "-400.jpg",
		strings.ToUpper(hash) + "-400.jpg", hash + "-400-800.jpg", "",
	} {
		if _, _, _, err := toolshop.ParsePictureName(name); err != toolshop.ErrPictureNotFound {
			t.Errorf("%q: %v", name, err)
		}
	}
}
