package toolshop

import "context"

// ToolService keeps the catalogue.
type ToolService interface {
	Tools(ctx context.Context) ([]Tool, error)
	Tool(ctx context.Context, id string) (Tool, error)
	CreateTool(ctx context.Context, t Tool) (Tool, error)
	// UpdateTool applies the changes and answers how many tools changed.
	UpdateTool(ctx context.Context, id string, c ToolChanges) (int, error)
	DeleteTool(ctx context.Context, id string) (int, error)
}

// ReviewService keeps the customers' reviews.
type ReviewService interface {
	Reviews(ctx context.Context) ([]Review, error)
	CreateReview(ctx context.Context, authorEmail string, r Review) (Review, error)
}

// OrderService keeps orders and the stock they reserve.
type OrderService interface {
	// PlaceOrder prices the order from the tool and reserves its stock, in one transaction.
	PlaceOrder(ctx context.Context, customer User, o NewOrder) (Order, error)
	Order(ctx context.Context, id string) (Order, error)
	OrdersByEmail(ctx context.Context, email string) ([]Order, error)
	AllOrders(ctx context.Context) ([]Order, error)
	// CancelOrder deletes an unpaid order and returns its stock; a paid one is ErrPaidOrder.
	CancelOrder(ctx context.Context, id string) (int, error)
	// MarkPaid records a verified payment once; repeating it changes nothing.
	MarkPaid(ctx context.Context, id, transactionID string) (int, error)
	// MarkPaidByEvent is MarkPaid for a payment a provider's event reports. Each event is
	// handled once: a repeated event changes nothing.
	MarkPaidByEvent(ctx context.Context, eventID, id, transactionID string) (int, error)
	// ShipOrder marks a paid order shipped.
	ShipOrder(ctx context.Context, id string) (int, error)
}

// UserService keeps accounts and profiles.
type UserService interface {
	CreateUser(ctx context.Context, u User) (User, error)
	User(ctx context.Context, id string) (User, error)
	UserByEmail(ctx context.Context, email string) (User, error)
	Users(ctx context.Context) ([]User, error)
	// MakeAdmin gives the account the admin role and answers how many accounts changed.
	MakeAdmin(ctx context.Context, email string) (int, error)
	Profile(ctx context.Context, email string) (Profile, error)
	UpdateProfile(ctx context.Context, p Profile) (int, error)
}
