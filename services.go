package toolshop

import (
	"context"
	"time"
)

// The services trust what they are given: every request is checked once, by its own
// Validate (or ToolChanges.NewTool, NewReview.ReviewBy), before it reaches them.

// ToolService keeps the catalogue and its categories.
type ToolService interface {
	// Tools answers the tools the query finds, in its order and page, and how many it
	// finds in all. A search also finds its words' synonyms' tools, ranked after its own
	// (Synonyms.Searches); when it finds nothing, a word that begins no word of the
	// catalogue is replaced by the nearest that does (CorrectWord).
	Tools(ctx context.Context, q ToolQuery) ([]Tool, int, error)
	Tool(ctx context.Context, id string) (Tool, error)
	// CreateTool stores a tool made by ToolChanges.NewTool.
	CreateTool(ctx context.Context, t Tool) (Tool, error)
	// UpdateTool applies checked changes and answers how many tools changed.
	UpdateTool(ctx context.Context, id string, c ToolChanges) (int, error)
	// UpdateVariant applies a checked change to one variant of the tool (Tool.ChangeVariant)
	// and answers the tool as it is then.
	UpdateVariant(ctx context.Context, toolID, variantID string, c VariantChanges) (Tool, error)
	// DeleteTool removes a tool that holds no pending orders; one that does is
	// ErrToolHasPendingOrders.
	DeleteTool(ctx context.Context, id string) (int, error)
	// Categories lists the categories by name, with how many tools each holds.
	Categories(ctx context.Context) ([]Category, error)
	// Brands lists the brands the tools have by slug, with how many tools each holds.
	Brands(ctx context.Context) ([]Brand, error)
	// CreateCategory stores a new category; one whose slug is taken is ErrCategoryExists.
	CreateCategory(ctx context.Context, c Category) (Category, error)
	// UpdateCategory makes the category what the changes leave it (CategoryChanges.Apply) and
	// answers it then: a new name moves it and its tools to the new slug, with a tool.updated
	// webhook each; a slug another category has is ErrCategoryExists.
	UpdateCategory(ctx context.Context, id string, ch CategoryChanges) (Category, error)
	// DeleteCategory removes a category that holds no tools (CategoryInUse otherwise).
	DeleteCategory(ctx context.Context, id string) (int, error)
	// ImportTools plans a catalogue file against the catalogue (PlanToolImport) and, when
	// apply is set and no line is refused, carries it out in one transaction.
	ImportTools(ctx context.Context, lines []ToolLine, apply bool) (ToolImport, error)
	// FeedState is what the shopping feed says beside the tools, and when the feed as it is
	// at now was first seen (FeedModified), recorded for every server to answer alike.
	FeedState(ctx context.Context, now time.Time) (FeedState, time.Time, error)
	// FeedTools calls each with every tool, with its forms, a batch at a time in the order of
	// their ids, each batch read on its own: memory holds one batch whatever the catalogue.
	FeedTools(ctx context.Context, each func([]Tool) error) error
}

// SearchService answers what the search's filters and facets need beyond the catalogue's
// pages, and keeps the owner's choice of filters.
type SearchService interface {
	// CatalogueFacts are the facts of the whole catalogue, read at once.
	CatalogueFacts(ctx context.Context) (*CatalogueFacts, error)
	// InStock tells, by LineKey, which forms of the catalogue's tools have stock now
	// (CatalogueFacts.Restocked).
	InStock(ctx context.Context) (map[string]bool, error)
	// MatchingTools are the tools matching words or their synonyms', rank by rank as
	// ToolService.Tools ranks them (each rank in no order: CatalogueFacts.Candidates orders
	// them), and the words the search ran when not those typed (Facets.Showing, SearchShowing).
	MatchingTools(ctx context.Context, words []string) (ranks []MatchRank, showing string, err error)
	// ToolsByID reads the tools ids name, in that order, leaving out those that are gone.
	ToolsByID(ctx context.Context, ids []string) ([]Tool, error)
	SearchFilters(ctx context.Context) (SearchFilters, error)
	// SetSearchFilters keeps checked filters (SearchFilters.Validate).
	SetSearchFilters(ctx context.Context, f SearchFilters) error
	// SearchSynonyms are the shop's synonym sets, as CheckSynonyms keeps them.
	SearchSynonyms(ctx context.Context) ([]SynonymSet, error)
	// SetSearchSynonyms keeps sets checked by CheckSynonyms in place of the shop's.
	SetSearchSynonyms(ctx context.Context, sets []SynonymSet) error
}

// ReportService answers the shop's reports.
type ReportService interface {
	// OrdersPlaced are the orders placed in the period, oldest first, with when each was
	// paid and refunded.
	OrdersPlaced(ctx context.Context, p Period) ([]OrderRecord, error)
	// DocumentsIssued are the orders that issued an invoice or a credit note in the period,
	// with their lines, refunds, invoice and credit notes (for Documents).
	DocumentsIssued(ctx context.Context, p Period) ([]Order, error)
}

// ReviewService keeps the customers' reviews: of the shop, and of the tools they bought.
type ReviewService interface {
	// Reviews lists the page of the reviews the filter picks, newest first, and how many it
	// picks in all.
	Reviews(ctx context.Context, f ReviewFilter) ([]Review, int, error)
	// MyReview is the actor's review of the shop; none is ErrNoReview when they may write
	// one (MayReviewShop), or its refusal.
	MyReview(ctx context.Context, by Actor) (Review, error)
	// CreateReview stores the author's one review if by.MayReviewShop by the orders of their
	// email as stored; a second is ErrReviewedAlready.
	CreateReview(ctx context.Context, by Actor, r Review) (Review, error)
	DeleteReview(ctx context.Context, id string) (int, error)
	// HideReview hides a review (by an admin's email) or shows it again, and answers how
	// many changed.
	HideReview(ctx context.Context, id string, hidden bool, by string) (int, error)
	// ToolReviewService keeps the reviews of each tool by its buyers.
	ToolReviewService
}

// OrderService runs the order lifecycle for the handlers: each call is made by an actor, and
// the domain decides whether that actor may make it.
type OrderService interface {
	// Checkout turns the customer's cart (or Buy Now's line, Checkout.Items) into one order
	// (Checkout.Place), holds the stock of every line and empties the cart, in one
	// transaction; a line whose stock another sale took meanwhile is named.
	Checkout(ctx context.Context, customer User, req Checkout) (Order, error)
	// QuoteCheckout is the order Checkout would place now, priced, placing nothing.
	QuoteCheckout(ctx context.Context, customer User, req Checkout) (Order, error)
	// GuestCheckout turns a visitor's lines into one guest order as Checkout does, and
	// answers it with its new key (Order.Key).
	GuestCheckout(ctx context.Context, req GuestCheckout) (Order, error)
	// QuoteGuestCheckout is the order GuestCheckout would place now, priced, placing nothing.
	QuoteGuestCheckout(ctx context.Context, req GuestCheckout) (Order, error)
	// MailGuestLink mails a new link to the guest order the request names, if its email
	// placed it, after it returns: nobody is told whether one did, not even by the time the
	// call takes.
	MailGuestLink(ctx context.Context, req GuestLinkRequest)
	// Order is one order with its history, as by sees it (Order.ShownTo).
	Order(ctx context.Context, by Actor, id string) (Order, error)
	// ConfirmOrder records that the owner of a guest order's email confirmed it
	// (Order.Confirm), and answers how many orders changed.
	ConfirmOrder(ctx context.Context, by Actor, id string) (int, error)
	// Orders is the page of the orders the filter picks, newest first, and how many it
	// picks in all.
	Orders(ctx context.Context, by Actor, f OrderFilter) ([]Order, int, error)
	// StartPayment answers the order's one payment intent, made the first time.
	StartPayment(ctx context.Context, by Actor, id string) (PaymentIntent, error)
	// PayableOrder is the order id names, if by may pay it now.
	PayableOrder(ctx context.Context, by Actor, id string) (Order, error)
	// RecordPayment marks the order paid if the provider says the intent pays it; repeating
	// it changes nothing. It answers how many orders changed.
	RecordPayment(ctx context.Context, by Actor, id, intentID string) (int, error)
	// PaymentSucceeded is RecordPayment for an intent the provider reports succeeded.
	PaymentSucceeded(ctx context.Context, intentID string) (int, error)
	// CancelOrder and DeleteOrder cancel a pending order (the customer's call and the
	// admin's), after making sure its payment can never succeed.
	CancelOrder(ctx context.Context, by Actor, id string) (int, error)
	DeleteOrder(ctx context.Context, by Actor, id string) (int, error)
	ShipOrder(ctx context.Context, by Actor, id string, s Shipment) (int, error)
	// ReadyOrder marks a paid pickup order ready for pickup and tells its customer;
	// PickUpOrder records that the customer took it (Order.ReadyForPickup, Order.PickUp).
	ReadyOrder(ctx context.Context, by Actor, id string) (int, error)
	PickUpOrder(ctx context.Context, by Actor, id string) (int, error)
	// RefundOrder gives back the money of the order, or of the lines asked, and returns
	// their stock as Order.Refund decides.
	RefundOrder(ctx context.Context, by Actor, id string, r RefundRequest) (int, error)
	// QuoteRefund is what RefundOrder would give back now, changing nothing.
	QuoteRefund(ctx context.Context, by Actor, id string, r RefundRequest) (RefundQuote, error)
	// DeleteTool withdraws a tool: its pending orders are cancelled, its paid ones stay.
	DeleteTool(ctx context.Context, by Actor, id string) (int, error)
}

// OrderStore keeps orders, their history and the stock they hold. Each call is one
// transaction; the domain decides every change the store applies.
type OrderStore interface {
	// Checkout stores the order req.Place builds of the customer's cart as stored now (or of
	// Buy Now's line, Checkout.Items), takes the stock of every line or none
	// (ErrOutOfStock), and empties the cart (Checkout.EmptiesCart). A key the customer sent
	// before answers the order it made.
	Checkout(ctx context.Context, customer User, req Checkout, rules OrderRules) (Order, error)
	// QuoteCheckout prices the order Checkout would store now, storing nothing.
	QuoteCheckout(ctx context.Context, customer User, req Checkout, rules OrderRules) (Order, error)
	// GuestCheckout stores the order req.Place builds of the visitor's lines, counting the
	// email's pending guest orders, takes the stock of every line or none (ErrOutOfStock),
	// and keeps only the hash of its key. A key (Idempotency-Key)
	// the email sent before answers the order it made, with a new key.
	GuestCheckout(ctx context.Context, req GuestCheckout, rules OrderRules) (Order, error)
	// QuoteGuestCheckout prices the order GuestCheckout would store now, storing nothing.
	QuoteGuestCheckout(ctx context.Context, req GuestCheckout, rules OrderRules) (Order, error)
	// NewKey gives the guest order of the email whose number (the end of its id) it is
	// a new key, and answers the order with it; none is ErrOrderNotFound.
	NewKey(ctx context.Context, email, number string) (Order, error)
	// Order is one order with its lines, refunds, events and key hashes.
	Order(ctx context.Context, id string) (Order, error)
	// Payer is what Order.CheckPayer reads of an order (its email, whether a guest placed and
	// confirmed it, its key hashes), all that is read of it.
	Payer(ctx context.Context, id string) (Order, error)
	Orders(ctx context.Context, f OrderFilter) ([]Order, int, error)
	// ChangeOrder locks the order, asks decide for a change to it as stored, and applies the
	// change with its stock and its event. It answers the order after the change, with the
	// new key of the mail about it (Order.MailKey) when it is a guest order's Change.Mailed.
	ChangeOrder(ctx context.Context, id string, decide func(Order) (Change, error)) (Order, Change, error)
	// ChangeReadOrder is ChangeOrder for an order read whole (Order) before: decide sees it as
	// read unless a change was applied to it since, when it is read again.
	ChangeReadOrder(ctx context.Context, read Order, decide func(Order) (Change, error)) (Order, Change, error)
	// RecordRefund keeps the provider's id of the order's refund seq, once it is made, and
	// answers the new key of the refund's mail, for a guest order.
	RecordRefund(ctx context.Context, o Order, seq int, refundID string) (OrderKey, error)
	// ExpiredOrders are pending orders whose hold ended by now.
	ExpiredOrders(ctx context.Context, now time.Time) ([]Order, error)
	// UnsettledOrders are pending orders whose payment has started and orders with a refund
	// the provider has not made yet.
	UnsettledOrders(ctx context.Context) ([]Order, error)
}

// OrderNotifier tells customers what happened to their orders. Calls must not block for
// long: an implementation that sends mail does so in the background.
type OrderNotifier interface {
	// OrderPlaced mails a guest order's private link too (o.Key).
	OrderPlaced(ctx context.Context, o Order)
	// GuestLink mails a guest order's private link again, with its new key.
	GuestLink(ctx context.Context, o Order)
	OrderPaid(ctx context.Context, o Order)
	OrderShipped(ctx context.Context, o Order)
	// OrderReadyForPickup tells the customer of a pickup order where and when to collect it.
	OrderReadyForPickup(ctx context.Context, o Order)
	OrderRefunded(ctx context.Context, o Order, r Refund)
}

// CartService keeps signed-in customers' carts, each line checked against its tool as it is
// now (ViewCart). Each call answers the cart after it.
type CartService interface {
	Cart(ctx context.Context, customer User) (Cart, error)
	// SetCartLine sets the line of the item's tool and variant to its quantity (SetCartLine), or removes it at 0;
	// a new line in a full cart is ErrCartFull.
	SetCartLine(ctx context.Context, customer User, item CartItem) (Cart, error)
	ClearCart(ctx context.Context, customer User) (Cart, error)
	// MergeCart adds a visitor's lines to the customer's cart (MergeCart); the cart answered
	// carries the changes.
	MergeCart(ctx context.Context, customer User, lines []CartItem) (Cart, error)
	// QuoteCart shows a visitor's lines as a cart with their code, if any, applied as to a
	// guest (Cart.ApplyCode: a code limited per customer asks them to sign in), saving nothing.
	QuoteCart(ctx context.Context, visitor CartItems) (Cart, error)
	// SetCartCode keeps a discount code in the cart if it applies now, and says why not
	// otherwise; ClearCartCode takes it out.
	SetCartCode(ctx context.Context, customer User, code string) (Cart, error)
	ClearCartCode(ctx context.Context, customer User) (Cart, error)
}

// AddressService keeps signed-in customers' address books; AddressBook decides each change.
type AddressService interface {
	// Addresses is the customer's book, oldest first.
	Addresses(ctx context.Context, customer User) (AddressBook, error)
	// AddAddress stores a checked address in the customer's book, and answers it with its
	// id; a full book is ErrAddressBookFull.
	AddAddress(ctx context.Context, customer User, a Address) (Address, error)
	// UpdateAddress and DeleteAddress change an address of the customer's book and answer
	// how many changed; another's, or none, is ErrAddressNotFound.
	UpdateAddress(ctx context.Context, customer User, a Address) (int, error)
	DeleteAddress(ctx context.Context, customer User, id string) (int, error)
}

// PriceService keeps what the shop charges besides its tools' prices: its details and tax
// settings, its shipping methods, tax rates and discount codes, and the deal of the day.
// Each request is checked by its Validate first; orders placed keep what they were priced
// with, whatever changes after.
type PriceService interface {
	ShopSettings(ctx context.Context) (ShopSettings, error)
	SetShopSettings(ctx context.Context, s ShopSettings) error
	ShippingMethods(ctx context.Context) ([]ShippingMethod, error)
	CreateShippingMethod(ctx context.Context, m ShippingMethod) (ShippingMethod, error)
	UpdateShippingMethod(ctx context.Context, m ShippingMethod) (int, error)
	DeleteShippingMethod(ctx context.Context, id string) (int, error)
	TaxRates(ctx context.Context) ([]TaxRate, error)
	// CreateTaxRate stores a rate for a place that has none (ErrTaxRateExists otherwise).
	CreateTaxRate(ctx context.Context, r TaxRate) (TaxRate, error)
	UpdateTaxRate(ctx context.Context, r TaxRate) (int, error)
	DeleteTaxRate(ctx context.Context, id string) (int, error)
	DiscountCodes(ctx context.Context) ([]DiscountCode, error)
	// CreateDiscountCode stores a code not taken (ErrCodeExists otherwise).
	CreateDiscountCode(ctx context.Context, d DiscountCode) (DiscountCode, error)
	UpdateDiscountCode(ctx context.Context, d DiscountCode) (int, error)
	DeleteDiscountCode(ctx context.Context, id string) (int, error)
	// Deal is the deal of the day the admin chose, the zero Deal for none.
	Deal(ctx context.Context) (Deal, error)
	SetDeal(ctx context.Context, d Deal) error
}

// UserService keeps accounts and profiles.
type UserService interface {
	CreateUser(ctx context.Context, u User) (User, error)
	User(ctx context.Context, id string) (User, error)
	UserByEmail(ctx context.Context, email string) (User, error)
	// Users is the page of the accounts the filter picks, oldest first, each with its count
	// of live API keys, and how many it picks in all.
	Users(ctx context.Context, f UserFilter) ([]User, int, error)
	// MakeAdmin gives a verified account the admin role and answers how many accounts
	// changed; an unverified one is ErrNotVerified.
	MakeAdmin(ctx context.Context, email string) (int, error)
	// RemoveAdmin takes the admin role from the account and revokes the API keys it made;
	// the last admin is ErrLastAdmin.
	RemoveAdmin(ctx context.Context, email string) (int, error)
	// SetDisabled disables an account (ending its sessions) or enables it again.
	SetDisabled(ctx context.Context, email string, disabled bool) (int, error)
	// CreateEmailVerification makes the token of a verification link for the account.
	CreateEmailVerification(ctx context.Context, userID string) (string, error)
	// VerificationAccount is the account of a verification token that works now; a token
	// unknown, expired or used is ErrVerifyLinkUsed.
	VerificationAccount(ctx context.Context, token string) (User, error)
	// VerifyEmail uses up a verification token and marks its account verified, giving it
	// the password hash unless that is empty (ending its tokens and sessions as a reset
	// does); a token unknown, expired or used is ErrVerifyLinkUsed.
	VerifyEmail(ctx context.Context, token, passwordHash string) (User, error)
	// ClaimAccount gives an unverified account to the person a provider vouches for: it
	// becomes verified, its password is removed and every earlier session and token ends.
	ClaimAccount(ctx context.Context, userID string) (User, error)
	// Rename sets the account's display name.
	Rename(ctx context.Context, userID, name string) (int, error)
	Profile(ctx context.Context, email string) (Profile, error)
	UpdateProfile(ctx context.Context, p Profile) (int, error)
}

// ReminderStore finds the pending orders whose hold ends soon and marks each reminded, once.
type ReminderStore interface {
	// UnremindedOrders are the pending orders not reminded yet whose hold ends by before,
	// with their lines.
	UnremindedOrders(ctx context.Context, before time.Time) ([]Order, error)
	// ClaimReminder marks the order reminded at now, and tells whether this call did (with
	// the new key of the reminder, for a guest order): of
	// several servers claiming at once, one gets it.
	ClaimReminder(ctx context.Context, id string, now time.Time) (OrderKey, bool, error)
	// UnclaimReminder marks a claimed order not reminded again, for the next try.
	UnclaimReminder(ctx context.Context, id string) error
}

// ReminderNotifier mails a customer that their unpaid order is about to expire.
type ReminderNotifier interface {
	// ExpiryReminder mails the reminder and returns once it is sent, or with why not.
	ExpiryReminder(ctx context.Context, o Order) error
}
