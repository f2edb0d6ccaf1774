package httpapi

import (
	"net/http"
	"strconv"
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
	m.requests.WithLabelValues(route, strconv.Itoa(status)).Inc()
	m.latency.WithLabelValues(route).Observe(took.Seconds())
}

// handler serves the metrics in Prometheus's text format.
func (m *Metrics) handler() http.Handler {
	return promhttp.HandlerFor(m.registry, promhttp.HandlerOpts{})
}
