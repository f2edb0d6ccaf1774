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
	// toolsDataID is the id of the data block that holds that page, which the app reads as
	// that call's answer.
	toolsDataID = "tools-data"
)

// firstScreenCards is how many cards can be on the first screen at the widest layout: their
// pictures load at once, the others' when scrolled to (web/src/features/tools/components/tool-grid.tsx).
const firstScreenCards = 4

// homeView is what the home page shows before the app runs under the owner's banner
// (servedPage.Content): the first page of cards, as the app draws them.
type homeView struct {
	Total int
	Cards []cardView
	// More tells that more tools follow the first page.
	More bool
	// Tools is the answer the app starts from, in the data block of that id.
	Tools       json.RawMessage
	ToolsDataID string
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
	_, categories, err := s.Catalogue.Categories(ctx)
	if err != nil {
		return nil, err
	}
	cards, err := s.cardsOf(body, categories)
	if err != nil {
		return nil, err
	}
	data, err := listPage(body, 0, total)
	return &homeView{Total: total, Cards: cards, More: len(cards) < total, Tools: data, ToolsDataID: toolsDataID}, err
}

// cardsOf is the cards of the tools of body, a GET /tools answer, in the categories: those of
// the first screen with their pictures loaded at once.
func (s *Site) cardsOf(body []byte, categories []toolshop.Category) ([]cardView, error) {
	var tools []toolshop.Tool
	if err := json.Unmarshal(body, &tools); err != nil {
		return nil, err
	}
	names := categoryNames(categories)
	now := s.Now()
	cards := make([]cardView, len(tools))
	for i, t := range tools {
		cards[i] = cardView{Tool: t, Href: t.PagePath(), Srcset: srcset(t.Image), CategoryName: names[t.Category],
			Eager: i < firstScreenCards, First: i == 0, Price: pricedOf(t, now), Stars: starsOf(t.Rating)}
	}
	return cards, nil
}

// listPage is a page of a list as the app keeps it (web/src/lib/list-page.ts, ListPage): the
// items of body, a GET /tools answer, from offset, of total.
func listPage(body json.RawMessage, offset, total int) (json.RawMessage, error) {
	return json.Marshal(struct {
		Items  json.RawMessage `json:"items"`
		Offset int             `json:"offset"`
		Total  int             `json:"total"`
	}{body, offset, total})
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

// TaxedCards are cards with their prices followed by the page's tax label.
func (p servedPage) TaxedCards(cards []cardView) []cardView {
	taxed := make([]cardView, len(cards))
	for i, c := range cards {
		taxed[i] = c
		taxed[i].Price = c.Price.Taxed(p.TaxLabel)
	}
	return taxed
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
