// Package web holds the React app. Its Vite build in dist/ is embedded into the binary.
package web

import (
	"embed"
	"io/fs"
)

//go:embed all:dist
var dist embed.FS

// Dist is the built app: index.html at its root, hashed files under assets/.
// Before `npm run build` it holds only a placeholder.
func Dist() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		panic(err) // the folder is part of the embed pattern, so this cannot fail
	}
	return sub
}
