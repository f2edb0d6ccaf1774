package site

import (
	"encoding/json"
	"math"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"toolshop"
)

// The home page's head; the app's home route (web/src/app/routes/home.tsx) says the same.
const (
	homeTitle       = "Hand tools and power tools"
	homeDescription = "Hand tools and power tools for trade and home: drills, saws, grinders, wrenches and more, with their prices and stock. Order online and pay by card."
)

// The home page's first call, GET /tools as the app asks it for its first page of cards
// (web/src/features/tools/api/get-tools.ts, TOOLS_PAGE_SIZE): the server writes that page into
// the home page, from the same answer the call gets.
const (
	homeToolsQuery = "limit=24&offset=0"
	// toolsDataID and categoriesDataID are the ids of the data blocks that hold that page and
	// GET /categories's answer, which the app reads as those calls' answers.
	toolsDataID      = "tools-data"
	categoriesDataID = "categories-data"
)

// homeFirstScreen is how many cards can be on the first screen at the widest layout: their
// pictures load at once, the others' when scrolled to (web/src/features/tools/components/tool-grid.tsx).
const homeFirstScreen = 4

// homeView is what the home page shows before the app runs under the owner's banner
// (servedPage.Content): the first page of cards, as the app draws them.
type homeView struct {
	Total int
	Cards []cardView
	// More tells that more tools follow the first page.
	More bool
	// Tools and Categories are the answers the app starts from, in the data blocks of these ids.
	Tools, Categories           json.RawMessage
	ToolsDataID, CategoriesData string
}

// cardView is a tool's card (web/src/features/tools/components/tool-card.tsx).
type cardView struct {
	toolshop.Tool
	Href, Srcset, CategoryName string
	// Eager loads the picture at once, on the first screen; First asks for it before the rest:
	// the first card's picture is a phone's largest paint.
	Eager, First bool
	Price        Priced
	Stars        stars
}

// homePage is the home page: its head, and its banner and first cards as the app draws them.
func (s *Site) homePage(r *http.Request) (servedPage, error) {
	home, err := s.homeOf(r)
	return servedPage{Title: homeTitle, NameFirst: true, Description: homeDescription, URL: s.PublicURL(r) + "/",
		Kind: "website", Home: home}, err
}

// homeOf reads the home page's first cards and the categories from the catalogue's answers.
func (s *Site) homeOf(r *http.Request) (*homeView, error) {
	ctx := r.Context()
	first := r.Clone(ctx)
	first.URL = &url.URL{Path: "/tools", RawQuery: homeToolsQuery}
	body, total, err := s.Catalogue.Tools(first)
	if err != nil {
		return nil, err
	}
	var tools []toolshop.Tool
	if err := json.Unmarshal(body, &tools); err != nil {
		return nil, err
	}
	// The page as the app keeps it (web/src/lib/list-page.ts, ListPage).
	data, err := json.Marshal(struct {
		Items  json.RawMessage `json:"items"`
		Offset int             `json:"offset"`
		Total  int             `json:"total"`
	}{body, 0, total})
	if err != nil {
		return nil, err
	}
	categories, names, err := s.Catalogue.Categories(ctx)
	if err != nil {
		return nil, err
	}
	home := &homeView{Total: total, More: len(tools) < total, Tools: data, ToolsDataID: toolsDataID,
		Categories: categories, CategoriesData: categoriesDataID}
	now := s.Now()
	for i, t := range tools {
		card := cardView{Tool: t, Href: t.PagePath(), Srcset: srcset(t.Image), CategoryName: names[t.Category],
			Eager: i < homeFirstScreen, First: i == 0, Price: pricedOf(t, now), Stars: starsOf(t.Rating)}
		home.Cards = append(home.Cards, card)
	}
	return home, nil
}

// srcset offers an uploaded picture's every size (toolshop.PictureSizes), as the app's
// imageSources does (web/src/lib/pictures.ts); "" for a picture linked from elsewhere.
func srcset(image string) string {
	if !toolshop.IsPictureURL(image) {
		return ""
	}
	dash, dot := strings.LastIndexByte(image, '-'), strings.LastIndexByte(image, '.')
	sizes := make([]string, len(toolshop.PictureSizes))
	for i, size := range toolshop.PictureSizes {
		width := strconv.Itoa(size)
		sizes[i] = image[:dash+1] + width + image[dot:] + " " + width + "w"
	}
	return strings.Join(sizes, ", ")
}

// stars is a rating as the app's Stars draws it (web/src/components/ui/stars.tsx): "4.5 out of
// 5 stars, 12 reviews", the average rounded to whole stars.
type stars struct {
	Label, Average, Full, Empty string
	Count                       int
}

// Taxed is the card with its price followed by the tax label.
func (c cardView) Taxed(label string) cardView {
	c.Price = c.Price.Taxed(label)
	return c
}

func starsOf(r toolshop.Rating) stars {
	full := int(math.Round(r.Average))
	average := strconv.FormatFloat(r.Average, 'f', -1, 64)
	reviews := strconv.Itoa(r.Count) + " reviews"
	if r.Count == 1 {
		reviews = "1 review"
	}
	return stars{Label: average + " out of 5 stars, " + reviews, Average: average, Count: r.Count,
		Full: strings.Repeat("★", full), Empty: strings.Repeat("★", 5-full)}
}
