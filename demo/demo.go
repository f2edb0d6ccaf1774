// Package demo is the catalogue a new shop starts with: tools, reviews and the tools'
// images, all embedded so that nothing loads from the internet.
package demo

import (
	"bytes"
	"context"
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"

	"toolshop"
)

//go:embed catalog.json images
var files embed.FS

// Images are served at /images/demo/, the paths catalog.json gives its tools.
func Images() fs.FS {
	sub, err := fs.Sub(files, "images")
	if err != nil {
		panic(err) // the folder is part of the embed pattern, so this cannot fail
	}
	return sub
}

type catalog struct {
	Categories []toolshop.NewCategory `json:"categories"`
	Tools      []toolshop.ToolChanges `json:"tools"`
	Reviews    []toolshop.NewReview   `json:"reviews"`
	// ShippingMethods: a flat-rate delivery, free over a threshold, and pickup at the shop.
	ShippingMethods []toolshop.ShippingMethod `json:"shippingMethods"`
}

// Load adds the demo categories, tools, reviews and shipping methods, checked by the same
// rules as any other.
func Load(ctx context.Context, tools toolshop.ToolService, reviews toolshop.ReviewService, prices toolshop.PriceService) error {
	data, err := files.ReadFile("catalog.json")
	if err != nil {
		return err
	}
	var c catalog
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&c); err != nil {
		return fmt.Errorf("demo catalogue: %w", err)
	}
	for _, req := range c.Categories {
		category, err := req.Category()
		if err != nil {
			return fmt.Errorf("demo category %q: %w", req.Name, err)
		}
		if _, err := tools.CreateCategory(ctx, category); err != nil {
			return err
		}
	}
	for _, changes := range c.Tools {
		tool, err := changes.NewTool()
		if err != nil {
			return fmt.Errorf("demo tool %q: %w", tool.Name, err)
		}
		if _, err := tools.CreateTool(ctx, tool); err != nil {
			return err
		}
	}
	for _, req := range c.Reviews {
		review, err := req.Review()
		if err != nil {
			return fmt.Errorf("demo review by %q: %w", req.Name, err)
		}
		if _, err := reviews.CreateReview(ctx, toolshop.TheShop, review); err != nil {
			return err
		}
	}
	for _, m := range c.ShippingMethods {
		if err := m.Validate(); err != nil {
			return fmt.Errorf("demo shipping method %q: %w", m.Name, err)
		}
		if _, err := prices.CreateShippingMethod(ctx, m); err != nil {
			return err
		}
	}
	return nil
}
