package toolshop

import (
	"slices"
	"strings"
)

// ShippingMethod is a way an order reaches its customer, and what it costs: a delivery to
// the countries it serves, free over an amount if the admin says so, or a pickup at the
// shop, which needs no address and says where and when its orders wait (PickupPlace).
type ShippingMethod struct {
	ID    string `json:"_id"`
	Name  string `json:"name"`
	Price Cents  `json:"price"`
	// FreeOver, when more than 0, makes the method free for an order whose discounted
	// subtotal is at least that much.
	FreeOver  Cents    `json:"freeOver"`
	Countries []string `json:"countries"`
	Pickup    bool     `json:"pickup"`
	// PickupPlace is a pickup's; a delivery has none.
	PickupPlace
}

// Validate normalises the method's countries and checks every field.
func (m *ShippingMethod) Validate() error {
	var p problems
	m.Name = strings.TrimSpace(m.Name)
	if m.Name == "" {
		p.add("name", msgNameRequired)
	}
	checkLine(&p, "name", m.Name, 100)
	if m.Price < 0 || m.Price > MaxAmount {
		p.add("price", "Price must be between $0 and $1,000,000,000")
	}
	if m.FreeOver < 0 || m.FreeOver > MaxAmount {
		p.add("freeOver", "Free over must be between $0 and $1,000,000,000")
	}
	if !m.Pickup && len(m.Countries) == 0 {
		p.add("countries", "Name the countries the method delivers to")
	}
	if m.Pickup {
		m.PickupPlace.check(&p)
	} else {
		m.PickupPlace = PickupPlace{}
	}
	for i, c := range m.Countries {
		m.Countries[i] = checkCountry(&p, "countries", c)
	}
	slices.Sort(m.Countries)
	m.Countries = slices.Compact(m.Countries)
	return p.err()
}

// Serves tells whether the method takes orders to the country, a code; a pickup serves
// everyone.
func (m ShippingMethod) Serves(country string) bool {
	return m.Pickup || slices.Contains(m.Countries, country)
}

// priceFor is what the method costs an order of the discounted subtotal.
func (m ShippingMethod) priceFor(discounted Cents) Cents {
	if m.FreeOver > 0 && discounted >= m.FreeOver {
		return 0
	}
	return m.Price
}
