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
	toolsAndKits
	Reviews []toolshop.NewReview `json:"reviews"`
	// Synonyms are trade words customers search the demo's tools by ("impact gun").
	Synonyms []toolshop.SynonymSet `json:"synonyms"`
	// ShippingMethods: a flat-rate delivery, free over a threshold, and pickup at the shop.
	ShippingMethods []toolshop.ShippingMethod `json:"shippingMethods"`
	// SearchFilters are the specifications the search page shows as filters.
	SearchFilters toolshop.SearchFilters `json:"searchFilters"`
}

// kit is a variant of the tool named Tool made of parts: tools or variants with those SKUs.
type kit struct {
	Tool    string            `json:"tool"`
	Options map[string]string `json:"options"`
	SKU     string            `json:"sku"`
	Price   toolshop.Cents    `json:"price"`
	Parts   []struct {
		SKU      string `json:"sku"`
		Quantity int    `json:"quantity"`
	} `json:"parts"`
}

// Load adds the demo categories, tools, synonyms, reviews, shipping methods and search
// filters, checked by the same rules as any other, and turns the shopping feed on.
func Load(ctx context.Context, tools toolshop.ToolService, reviews toolshop.ReviewService, prices toolshop.PriceService, search toolshop.SearchService) error {
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
	if err := addTools(ctx, tools, c.toolsAndKits); err != nil {
		return err
	}
	synonyms, err := toolshop.CheckSynonyms(c.Synonyms)
	if err != nil {
		return fmt.Errorf("demo synonyms: %w", err)
	}
	if err := search.SetSearchSynonyms(ctx, synonyms); err != nil {
		return err
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
	if err := c.SearchFilters.Validate(); err != nil {
		return fmt.Errorf("demo search filters: %w", err)
	}
	if err := search.SetSearchFilters(ctx, c.SearchFilters); err != nil {
		return err
	}
	// The shopping feed on, for a newcomer to see at /feeds/google.xml.
	settings, err := prices.ShopSettings(ctx)
	if err != nil {
		return err
	}
	settings.Feed = true
	return prices.SetShopSettings(ctx, settings)
}

// toolsAndKits are tools and the kits made of them, as the demo catalogue writes them.
type toolsAndKits struct {
	Tools []toolshop.ToolChanges `json:"tools"`
	// Kits are variants added once the tools they are made of are there, their parts named
	// by SKU.
	Kits []kit `json:"kits"`
}

// AddTools adds tools and kits written as the demo catalogue writes them to a shop, checked
// by the same rules as any other: a shop's bench (bench/seed) adds a tool in variants and a
// kit so to a shop filled before either existed.
func AddTools(ctx context.Context, tools toolshop.ToolService, data []byte) error {
	var t toolsAndKits
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&t); err != nil {
		return fmt.Errorf("tools: %w", err)
	}
	return addTools(ctx, tools, t)
}

// addTools creates the tools, then adds each kit to its tool.
func addTools(ctx context.Context, tools toolshop.ToolService, t toolsAndKits) error {
	created := map[string]toolshop.Tool{}
	for _, changes := range t.Tools {
		tool, err := changes.NewTool()
		if err != nil {
			return fmt.Errorf("demo tool %q: %w", tool.Name, err)
		}
		if created[tool.Name], err = tools.CreateTool(ctx, tool); err != nil {
			return err
		}
	}
	for _, k := range t.Kits {
		if err := addKit(ctx, tools, created, k); err != nil {
			return fmt.Errorf("demo kit %q: %w", k.SKU, err)
		}
	}
	return nil
}

// addKit adds the kit to its tool, among the tools created.
func addKit(ctx context.Context, tools toolshop.ToolService, created map[string]toolshop.Tool, k kit) error {
	units := map[string]toolshop.KitPart{}
	for _, t := range created {
		units[t.SKU] = toolshop.KitPart{ToolID: t.ID}
		for _, v := range t.Variants {
			units[v.SKU] = toolshop.KitPart{ToolID: t.ID, VariantID: v.ID}
		}
	}
	parts := make([]toolshop.KitPart, len(k.Parts))
	for i, p := range k.Parts {
		parts[i] = units[p.SKU]
		parts[i].Quantity = p.Quantity
	}
	t := created[k.Tool]
	variants := make([]toolshop.VariantChanges, 0, len(t.Variants)+1)
	for _, v := range t.Variants {
		variants = append(variants, toolshop.VariantChanges{ID: v.ID})
	}
	variants = append(variants, toolshop.VariantChanges{Options: k.Options, SKU: &k.SKU, Price: &k.Price, Parts: &parts})
	changes := toolshop.ToolChanges{Variants: &variants}
	if err := changes.Validate(); err != nil {
		return err
	}
	_, err := tools.UpdateTool(ctx, t.ID, changes)
	return err
}
