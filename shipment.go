package toolshop

import (
	"strings"
	"time"
)

// Shipment is how a shipped order travels: the carrier and tracking number the admin gave,
// both optional, and when it was shipped.
type Shipment struct {
	Carrier        string    `json:"carrier,omitempty"`
	TrackingNumber string    `json:"trackingNumber,omitempty"`
	ShippedAt      time.Time `json:"shippedAt,omitzero"`
}

// Validate trims the carrier and tracking number and checks them.
func (s *Shipment) Validate() error {
	s.Carrier = strings.TrimSpace(s.Carrier)
	s.TrackingNumber = strings.TrimSpace(s.TrackingNumber)
	var p problems
	checkLine(&p, "carrier", s.Carrier, 100)
	checkLine(&p, "trackingNumber", s.TrackingNumber, 100)
	return p.err()
}
