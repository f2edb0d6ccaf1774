package httpapi

import (
	"maps"
	"net/http"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Metrics counts what the shop does, for Prometheus at GET /metrics. Each Server has its
// own registry, so two servers in one process (tests) count apart.
type Metrics struct {
	registry      *prometheus.Registry
	requests      *prometheus.CounterVec
	latency       *prometheus.HistogramVec
	ordersPlaced  prometheus.Counter
	ordersPaid    prometheus.Counter
	ordersShipped prometheus.Counter

	// series holds the series each route and status are counted in, so a request finds its
	// own without hashing its labels. It only grows, as bounded as the labels: a new one is
	// a copy of the map with it added (under seriesMu), and readers take no lock.
	series   atomic.Pointer[map[routeStatus]requestSeries]
	seriesMu sync.Mutex
}

type routeStatus struct {
	route  string
	status int
}

// requestSeries are the series a request of one route and status is counted in.
type requestSeries struct {
	requests prometheus.Counter
	latency  prometheus.Observer
}

// NewMetrics makes the shop's metrics, with the Go runtime's and the process's beside them.
func NewMetrics() *Metrics {
	m := &Metrics{
		registry: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "http_requests_total",
			Help: "Requests answered, by route pattern and status.",
		}, []string{"route", "status"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "http_request_duration_seconds",
			Help:    "Time to answer a request, by route pattern.",
			Buckets: prometheus.DefBuckets,
		}, []string{"route"}),
		ordersPlaced:  prometheus.NewCounter(prometheus.CounterOpts{Name: "toolshop_orders_placed_total", Help: "Orders placed."}),
		ordersPaid:    prometheus.NewCounter(prometheus.CounterOpts{Name: "toolshop_orders_paid_total", Help: "Orders marked paid."}),
		ordersShipped: prometheus.NewCounter(prometheus.CounterOpts{Name: "toolshop_orders_shipped_total", Help: "Orders marked shipped."}),
	}
	m.registry.MustRegister(m.requests, m.latency, m.ordersPlaced, m.ordersPaid, m.ordersShipped,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	m.series.Store(&map[routeStatus]requestSeries{})
	return m
}

// OrderPlaced counts an order placed.
func (m *Metrics) OrderPlaced() { m.ordersPlaced.Inc() }

// OrderPaid counts an order that became paid; call it once per order, when the payment is
// first stored.
func (m *Metrics) OrderPaid() { m.ordersPaid.Inc() }

// OrderShipped counts an order marked shipped.
func (m *Metrics) OrderShipped() { m.ordersShipped.Inc() }

// request counts one answered request. route is the pattern the mux chose, never the raw
// path, so the number of series stays bounded whatever paths clients send.
func (m *Metrics) request(route string, status int, took time.Duration) {
	if route == "" {
		route = "unmatched"
	}
	key := routeStatus{route, status}
	series, ok := (*m.series.Load())[key]
	if !ok {
		series = m.newSeries(key)
	}
	series.requests.Inc()
	series.latency.Observe(took.Seconds())
}

// newSeries finds or makes the series of a route and status not seen before.
func (m *Metrics) newSeries(key routeStatus) requestSeries {
	m.seriesMu.Lock()
	defer m.seriesMu.Unlock()
	known := *m.series.Load()
	if series, ok := known[key]; ok {
		return series
	}
	series := requestSeries{
		requests: m.requests.WithLabelValues(key.route, strconv.Itoa(key.status)),
		latency:  m.latency.WithLabelValues(key.route),
	}
	grown := maps.Clone(known)
	grown[key] = series
	m.series.Store(&grown)
	return series
}

// handler serves the metrics in Prometheus's text format.
func (m *Metrics) handler() http.Handler {
	return promhttp.HandlerFor(m.registry, promhttp.HandlerOpts{})
}
