// Package httpapi serves the shop over HTTP: the JSON API of docs/API.md, the demo and
// uploaded images, and, through package site, the pages.
package httpapi

import (
	"context"
	"io/fs"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"time"

	"toolshop"
	"toolshop/auth"
	"toolshop/site"
)

// Server holds what the handlers need. Every field must be set unless its comment says so.
type Server struct {
	Tools   toolshop.ToolService
	Reviews toolshop.ReviewService
	Orders  toolshop.OrderService
	Carts   toolshop.CartService
	// Addresses keeps the customers' address books.
	Addresses toolshop.AddressService
	Prices    toolshop.PriceService
	Users     toolshop.UserService
	Reports   toolshop.ReportService
	// Stats sums up the shop for the admins' Overview.
	Stats toolshop.StatsService
	// Sessions keeps the sessions API tokens belong to.
	Sessions toolshop.SessionService
	// Pictures takes the pictures admins upload and serves them.
	Pictures toolshop.PictureService
	// Webhooks keeps the admins' webhook endpoints; WebhookAllowPrivate lets them name http
	// URLs and private addresses (WEBHOOK_ALLOW_PRIVATE).
	Webhooks            toolshop.WebhookService
	WebhookAllowPrivate bool
	// Catalogue, when set, keeps the catalogue's answers in memory; whoever sets it must
	// Invalidate it on every catalogue change (store.DB.WatchCatalogue does).
	Catalogue *CatalogueCache
	// Search answers the search's filters and facets; Facts, when set, keeps the catalogue's
	// facts they are decided over in memory, and must be invalidated as Catalogue is.
	Search toolshop.SearchService
	Facts  *CatalogueFacts

	Tokens    auth.Tokens
	Passwords auth.Passwords
	// AdminEmails are made admins once they prove their mailbox.
	AdminEmails toolshop.AdminEmails
	// Resets keeps password reset links; AccountMail mails them and verification links.
	Resets      toolshop.PasswordResetService
	AccountMail AccountMailer
	// Content keeps the shop's words (home page, footer, menu) and its own pages.
	Content toolshop.ContentService
	// FirstAdmins keeps the one-time links start-up prints while the shop has no admin.
	FirstAdmins toolshop.FirstAdminService
	// APIKeys keeps the keys of the shop's other tools (staff, apikeys.go).
	APIKeys toolshop.APIKeyService
	// Limits counts attempts to sign in, sign up and ask for reset links.
	Limits toolshop.Limiter
	// TrustProxy, when set, takes the client address that limits count from the last
	// X-Forwarded-For entry, as a load balancer in front appends it.
	TrustProxy bool
	// Google, when set, offers sign-in with Google (or another OpenID provider).
	Google *auth.OIDC

	// Payments takes card payments: the built-in *payment.Sandbox or Stripe.
	Payments toolshop.PaymentProvider
	// StripeWebhookSecret, when set, checks the events Stripe posts to /webhooks/stripe;
	// without it that call is 404.
	StripeWebhookSecret string

	// Ready reports whether the shop can take an order now, and why not.
	Ready func(ctx context.Context) error
	// StoreErrors, when set, tells the store's own errors (a full disk) as the application's.
	StoreErrors func(error) error
	// Config is what GET /config tells the pages.
	Config PublicConfig

	// BaseURL is the shop's public URL (https://shop.example.com), for the absolute links of
	// /robots.txt and /sitemap.xml; when empty they name the address a request reached.
	BaseURL string

	Pages      fs.FS // the built React app
	DemoImages fs.FS // the demo catalogue's images
	Log        *slog.Logger

	// ContentSecurityPolicy, when set, replaces the default policy (for example to allow Stripe).
	ContentSecurityPolicy string
	// HSTS, when set, tells browsers to reach the shop only over https: set it when the shop
	// sits behind TLS.
	HSTS bool
	// CORSOrigins are the origins (https://host[:port]) whose pages may call the API. None by
	// default: the shop serves its own pages.
	CORSOrigins []string
	// Metrics counts requests and orders for GET /metrics; Handler makes it when it is nil.
	Metrics *Metrics

	// Now, when set, replaces time.Now for the limits' memory of refusals and the Overview's
	// expiring orders; tests set it.
	Now func() time.Time
	// site writes the pages the server answers (package site); Handler makes it.
	site *site.Site
	// refused holds, by limit key, until when a key the database refused is refused at once.
	refused sync.Map
}

// AccountMailer mails the links that reset a password and that verify an email, in the
// background (see mail.Postman).
type AccountMailer interface {
	PasswordReset(ctx context.Context, u toolshop.User, token string)
	VerifyEmail(ctx context.Context, u toolshop.User, token string)
}

// PublicConfig tells the pages which optional services the server offers.
type PublicConfig struct {
	Payments     PaymentConfig `json:"payments"`
	GoogleSignIn bool          `json:"googleSignIn"`
}

// PaymentConfig names the card payment provider and the key its page script needs.
type PaymentConfig struct {
	Provider       string `json:"provider"`
	PublishableKey string `json:"publishableKey,omitempty"`
}

// Handler is the whole shop with its middleware.
func (s *Server) Handler() http.Handler {
	if s.Metrics == nil {
		s.Metrics = NewMetrics()
	}
	s.site = s.newSite()
	return s.observe(s.protect(s.cors(compress(routed(s.routes().ServeMux)))))
}

// now is the server's clock.
func (s *Server) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// bearer is the token of an Authorization header, or "".
func bearer(r *http.Request) string {
	token, _ := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	return strings.TrimSpace(token)
}

// caller is the account whose token of the given kind the request carries, with the
// token's claims. The account must still exist with the email the token was issued for, at
// the token version the token carries (a new password bumps it), and an API token's session
// must still be going. For an API token all of it is read in one query.
func (s *Server) caller(r *http.Request, kind string) (toolshop.User, auth.Claims, error) {
	token := bearer(r)
	switch {
	case token == "":
		return toolshop.User{}, auth.Claims{}, toolshop.ErrSignIn
	case toolshop.IsAPIKey(token): // only the calls staff takes
		return toolshop.User{}, auth.Claims{}, toolshop.ErrNotForAPIKeys
	}
	claims, err := s.Tokens.Parse(token, kind)
	if err != nil {
		return toolshop.User{}, claims, err
	}
	var u toolshop.User
	active := true
	if kind == auth.APIToken {
		u, active, err = s.Sessions.SessionUser(r.Context(), claims.UserID, claims.SessionID)
	} else {
		u, err = s.Users.User(r.Context(), claims.UserID)
	}
	switch {
	case toolshop.ErrorCode(err) == toolshop.ENOTFOUND || (err == nil && u.Email != claims.Email):
		return toolshop.User{}, claims, toolshop.ErrBadToken
	case err != nil:
		return toolshop.User{}, claims, err
	case claims.Version != u.TokenVersion:
		return toolshop.User{}, claims, toolshop.ErrPasswordChanged
	case u.Disabled:
		return toolshop.User{}, claims, toolshop.ErrAccountDisabled
	case !active:
		return toolshop.User{}, claims, toolshop.ErrSessionEnded
	}
	return u, claims, nil
}

// customer is the signed-in caller of a protected call.
func (s *Server) customer(r *http.Request) (toolshop.User, error) {
	u, _, err := s.caller(r, auth.APIToken)
	return u, err
}

// admin is the signed-in caller of an admin call; anyone else is refused.
func (s *Server) admin(r *http.Request) (toolshop.User, error) {
	u, err := s.customer(r)
	if err == nil && !u.IsAdmin() {
		err = toolshop.ErrAdminsOnly
	}
	return u, err
}
