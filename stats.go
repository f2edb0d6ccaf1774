package toolshop

import (
	"context"
	"slices"
	"strings"
	"time"
)

// The Overview's period: the default when none is asked for, the longest one may ask for,
// and the longest whose series goes by day (a longer one goes by month).
const (
	DefaultStatsDays = 30
	MaxStatsSpan     = 3 * 366 * 24 * time.Hour
	MaxDailySpan     = 90 * 24 * time.Hour
)

// ExpiringWithin is how soon a pending order's hold must end for the Overview to list it.
const ExpiringWithin = 15 * time.Minute

// How the Overview's series groups its points.
const (
	ByDay   = "day"
	ByMonth = "month"
)

// StatsPeriod is the time the Overview sums up: from From (included) to To (excluded), in
// UTC, with its series grouped by Bucket.
type StatsPeriod struct {
	From, To time.Time
	Bucket   string
}

// ParseStatsPeriod reads the from and to of GET /admin/stats: each a date (YYYY-MM-DD, a
// whole UTC day, to's included) or an RFC 3339 time; either may be empty. Without from the
// period is the DefaultStatsDays days ending at to (or now).
func ParseStatsPeriod(from, to string, now time.Time) (StatsPeriod, error) {
	var p problems
	start, end := readPeriod(&p, from, to)
	if err := p.err(); err != nil {
		return StatsPeriod{}, err
	}
	if to == "" {
		end = now
	}
	if from == "" {
		start = end.AddDate(0, 0, -DefaultStatsDays)
	}
	switch span := end.Sub(start); {
	case span <= 0:
		p.add("to", msgToBeforeFrom)
	case span > MaxStatsSpan:
		p.add("from", "The period can be at most 3 years")
	}
	period := StatsPeriod{From: start.UTC(), To: end.UTC(), Bucket: ByDay}
	if end.Sub(start) > MaxDailySpan {
		period.Bucket = ByMonth
	}
	return period, p.err()
}

const (
	msgStatsTime    = "Must be a date (YYYY-MM-DD) or a time (RFC 3339)"
	msgToBeforeFrom = "Must be after from"
)

// readPeriod reads the bounds of a period the Overview or an export asks for: dates (a whole
// UTC day, to included) or RFC 3339 times. A bound left out reads as the zero time.
func readPeriod(p *problems, from, to string) (start, end time.Time) {
	start, _, ok := parseStatsTime(from)
	if !ok {
		p.add("from", msgStatsTime)
	}
	end, endIsDay, ok := parseStatsTime(to)
	switch {
	case !ok:
		p.add("to", msgStatsTime)
	case endIsDay:
		end = end.AddDate(0, 0, 1)
	}
	return start, end
}

// parseStatsTime reads a date or an RFC 3339 time, telling which; "" reads as ok.
func parseStatsTime(s string) (t time.Time, isDay, ok bool) {
	if s == "" {
		return time.Time{}, false, true
	}
	if t, err := time.Parse(time.DateOnly, s); err == nil {
		return t, true, true
	}
	t, err := time.Parse(time.RFC3339, s)
	return t, false, err == nil
}

// Buckets are the starts of the series' points over the period, in UTC: each day's or
// each month's, the first holding From.
func (p StatsPeriod) Buckets() []time.Time {
	var starts []time.Time
	y, m, d := p.From.Date()
	step := func(t time.Time) time.Time { return t.AddDate(0, 0, 1) }
	start := time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
	if p.Bucket == ByMonth {
		start = time.Date(y, m, 1, 0, 0, 0, 0, time.UTC)
		step = func(t time.Time) time.Time { return t.AddDate(0, 1, 0) }
	}
	for t := start; t.Before(p.To); t = step(t) {
		starts = append(starts, t)
	}
	return starts
}

// Stats is what the Overview shows for a period. Revenue counts an order when it was paid
// and takes its refund off when it was refunded, so a period's figures never change later.
type Stats struct {
	From   time.Time `json:"from"`
	To     time.Time `json:"to"`
	Bucket string    `json:"bucket"`
	// Revenue is Paid less Refunded.
	Revenue  Cents `json:"revenue"`
	Paid     Cents `json:"paid"`
	Refunded Cents `json:"refunded"`
	// Orders and Units are the orders paid in the period and the units they hold;
	// UnitsRefunded are the units the period's refunds gave back.
	Orders        int `json:"orders"`
	Units         int `json:"units"`
	UnitsRefunded int `json:"unitsRefunded"`
	// The parts of Revenue: what the orders paid in the period charged less what the refunds
	// made in it gave back, each split as its invoice and credit note split it
	// (Order.InvoiceLines, Order.RefundLines), so NetSales + TaxCollected + Shipping =
	// Revenue. Shipping is net of its tax, which TaxCollected holds. Discounts are those of
	// the orders paid, taken off NetSales already.
	NetSales     Cents `json:"netSales"`
	TaxCollected Cents `json:"taxCollected"`
	Shipping     Cents `json:"shipping"`
	Discounts    Cents `json:"discounts"`
	// TaxByName is TaxCollected by the name of the tax the orders charged, by name.
	TaxByName []TaxSum `json:"taxByName"`
	// Series has a point for every bucket of the period, empty ones included.
	Series []StatsPoint `json:"series"`
	// OrdersByState counts the orders placed in the period by where they stand now.
	OrdersByState map[OrderState]int `json:"ordersByState"`
	TopTools      []ToolSales        `json:"topTools"`
	// LowStock and Expiring are as of now, whatever the period.
	LowStock          []LowStockTool `json:"lowStock"`
	LowStockThreshold int            `json:"lowStockThreshold"`
	Expiring          []Order        `json:"expiring"`
	// StockAlerts are the latest alerts the sales raised, newest first, whatever the period.
	StockAlerts []StockAlert `json:"stockAlerts"`
	// DatabaseDamage is the damage an integrity check found in the database, "" for none.
	DatabaseDamage string `json:"databaseDamage,omitempty"`
}

// TaxSum is the tax of one name the period collected, refunds taken off.
type TaxSum struct {
	Name string `json:"name"`
	Tax  Cents  `json:"tax"`
}

// AddTax adds tax to its name's sum, keeping the names in order. An order that names no tax
// charged none.
func (s *Stats) AddTax(name string, tax Cents) {
	if name == "" {
		return
	}
	i, found := slices.BinarySearchFunc(s.TaxByName, name, func(t TaxSum, name string) int { return strings.Compare(t.Name, name) })
	if !found {
		s.TaxByName = slices.Insert(s.TaxByName, i, TaxSum{Name: name})
	}
	s.TaxByName[i].Tax += tax
}

// TakeOffRefunds nets the figures of the refunds the paid orders made in the period: each
// refund's lines (Order.RefundLines) off net sales or shipping and off the tax, under its
// name, and their units counted as refunded.
func (s *Stats) TakeOffRefunds(orders []Order) {
	for _, o := range orders {
		for _, r := range o.Refunds {
			if r.At.Before(s.From) || !r.At.Before(s.To) {
				continue
			}
			for _, l := range o.RefundLines(r) {
				if l.Shipping {
					s.Shipping += l.Net
				} else {
					s.NetSales += l.Net
				}
				s.TaxCollected += l.Tax
				s.AddTax(o.TaxName, l.Tax)
				s.UnitsRefunded += l.Quantity
			}
		}
	}
}

// StatsPoint is one bucket of the series: the revenue (refunds taken off) and the orders
// paid in it.
type StatsPoint struct {
	Start   time.Time `json:"start"`
	Revenue Cents     `json:"revenue"`
	Orders  int       `json:"orders"`
}

// ToolSales is what one tool sold in the period: Revenue its net sales (less its discounts,
// its tax and what its refunds gave back), Units those sold less those refunded.
type ToolSales struct {
	ToolID  string `json:"toolId"`
	Name    string `json:"name"`
	Revenue Cents  `json:"revenue"`
	Units   int    `json:"units"`
}

// LowStockTool is a tool whose stock is below its threshold.
type LowStockTool struct {
	ID string `json:"_id"`
	// VariantID is the variant low on stock, "" for a tool without variants; Name then
	// names it too: "Cordless drill — 18V · Bare tool" (NameWithVariant).
	VariantID         string `json:"variantId,omitempty"`
	Name              string `json:"name"`
	AvailableQuantity int    `json:"availableQuantity"`
	Threshold         int    `json:"threshold"`
}

// Top lists' lengths on the Overview.
const (
	TopToolsCount = 5
	StatsListMax  = 20
)

// StockThreshold is the stock under which a tool is low: the shop's threshold when the
// admin set one (shopThreshold > 0), else twice the tool's minimum order.
func StockThreshold(shopThreshold, minOrder int) int {
	if shopThreshold > 0 {
		return shopThreshold
	}
	return 2 * minOrder
}

// StockAlert is the admins' notice that a sale took a tool's stock below its threshold.
type StockAlert struct {
	ID     string `json:"_id"`
	ToolID string `json:"toolId"`
	// VariantID is the variant whose stock it is, "" for a tool without variants; ToolName
	// then names it too (Tool.FormName).
	VariantID string    `json:"variantId,omitempty"`
	ToolName  string    `json:"toolName"`
	Stock     int       `json:"stock"`
	Threshold int       `json:"threshold"`
	At        time.Time `json:"at"`
	// MailedAt is when the admins were mailed, nil until then.
	MailedAt *time.Time `json:"mailedAt"`
}

// AlertAfterSale answers the alert due when a sale of sold units left the tool (as it stands
// after the sale) with its stock: one when the sale took the stock from at or above the
// tool's threshold to below it. The stock alone arms a tool: while it stays below, further
// sales raise nothing, and once restocked or given stock back to the threshold or above,
// the next sale that crosses it alerts again.
func (t Tool) AlertAfterSale(shopThreshold, sold int, now time.Time) (StockAlert, bool) {
	threshold := StockThreshold(shopThreshold, t.MinOrder)
	if t.AvailableQuantity >= threshold || t.AvailableQuantity+sold < threshold {
		return StockAlert{}, false
	}
	return StockAlert{ToolID: t.ID, VariantID: t.VariantID(), ToolName: t.FormName(), Stock: t.AvailableQuantity,
		Threshold: threshold, At: now}, true
}

// StatsSettings are the Overview's settings an admin changes (PUT /admin/settings).
type StatsSettings struct {
	// LowStockThreshold is the stock under which every tool is low; 0 means twice each
	// tool's minimum order.
	LowStockThreshold *int `json:"lowStockThreshold"`
}

// Validate checks the settings.
func (s StatsSettings) Validate() error {
	var p problems
	switch {
	case s.LowStockThreshold == nil:
		p.add("lowStockThreshold", "Low stock threshold is required")
	case *s.LowStockThreshold < 0 || *s.LowStockThreshold > MaxStock:
		p.add("lowStockThreshold", "Must be a whole number, 0 or more")
	}
	return p.err()
}

// StatsService sums up the shop for the Overview.
type StatsService interface {
	// Stats answers the period's figures, and the low stock and the pending orders whose
	// hold ends within ExpiringWithin of now.
	Stats(ctx context.Context, p StatsPeriod, now time.Time) (Stats, error)
	// SetLowStockThreshold keeps the shop's low stock threshold (0: the default).
	SetLowStockThreshold(ctx context.Context, threshold int) error
}

// StockAlertStore keeps the alerts the sales raise (each in its sale's transaction) until
// they are mailed.
type StockAlertStore interface {
	// ClaimStockAlerts marks the alerts not mailed yet as mailed at now and answers them,
	// oldest first: of several servers claiming at once, each alert goes to one.
	ClaimStockAlerts(ctx context.Context, now time.Time) ([]StockAlert, error)
	// UnclaimStockAlert marks a claimed alert not mailed again, for the next try.
	UnclaimStockAlert(ctx context.Context, id string) error
	// Admins are the accounts the alerts are mailed to: admins, verified, not disabled.
	Admins(ctx context.Context) ([]User, error)
}

// AdminNotifier tells the admins what needs them.
type AdminNotifier interface {
	// StockAlert mails the alert to each admin and returns once it is sent: an error when
	// no admin could be sent it.
	StockAlert(ctx context.Context, admins []User, a StockAlert) error
}
