package main

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"sync"
	"time"

	"toolshop"
	"toolshop/auth"
	"toolshop/demo"
	"toolshop/httpapi"
	"toolshop/mail"
	"toolshop/orders"
	"toolshop/payment"
	"toolshop/pictures"
	"toolshop/store"
	"toolshop/web"
	"toolshop/webhooks"
)

// Main is a running shop. Tests start one on port 0 with a temporary data folder.
type Main struct {
	Config Config
	Log    *slog.Logger

	// Addr is the address the shop listens on, known once Start returns.
	Addr string
	// Timeouts, when set, replace DefaultTimeouts; tests shorten them.
	Timeouts *Timeouts
	// FirstAdminURL, while the shop has no admin, is the one-time link that creates the first
	// one, known once Start returns; "" once there is an admin.
	FirstAdminURL string

	db      *store.DB
	server  *http.Server
	done    chan error
	postman *mail.Postman
	orders  *orders.Service
	// working is the orders' work left running after an answer (a guest link's mail), which
	// Close waits for.
	working sync.WaitGroup
	// webhooks sends the webhooks, beside the orders' sweep.
	webhooks *webhooks.Dispatcher
	// stopSweep ends the orders' background sweep and the webhooks' dispatcher, and swept
	// is closed once both have ended.
	stopSweep context.CancelFunc
	swept     chan struct{}
	// stopWatch ends the watch that empties the catalogue cache on catalogue changes.
	stopWatch func()
}

// The catalogue cache keeps up to 1,000 answers and 64 MB of them, each read again once it
// is a second old: about how old the stock it shows may be, as orders do not empty it.
const (
	cachedAnswers = 1000
	cachedBytes   = 64 << 20
	cachedFor     = time.Second
)

// The catalogue's facts, which the search's filters and facets are decided over, have their
// stock read again once 10 seconds old, for the stock orders move: about how old the stock
// the filters count may be. A catalogue change reads them whole again at once.
const factsFor = 10 * time.Second

// Timeouts bound how long one client may hold a connection, so slow clients cannot tie the
// server up: the request headers must arrive within ReadHeader and the whole request within
// Read, the answer must be written within Write, and an idle connection closes after Idle.
type Timeouts struct {
	ReadHeader, Read, Write, Idle time.Duration
}

// DefaultTimeouts are the shop's timeouts.
var DefaultTimeouts = Timeouts{ReadHeader: 5 * time.Second, Read: 15 * time.Second, Write: 30 * time.Second, Idle: 60 * time.Second}

// Start opens and migrates the database, loads the demo catalogue into an empty one,
// promotes the configured admins and starts serving.
func (m *Main) Start(ctx context.Context) error {
	started := time.Now()
	if m.Config.Orders == (toolshop.OrderRules{}) {
		m.Config.Orders = toolshop.DefaultOrderRules
	}
	if m.Config.WebhookInterval == 0 {
		m.Config.WebhookInterval = defaultWebhookInterval
	}
	db, err := openStore(ctx, m.Config, m.Log)
	if err != nil {
		return err
	}
	m.db = db
	if err := m.prepare(ctx); err != nil {
		db.Close()
		return err
	}
	handler, err := m.handler(ctx)
	if err != nil {
		db.Close()
		return err
	}
	ln, err := net.Listen("tcp", m.Config.Addr)
	if err != nil {
		m.stopWatch()
		db.Close()
		return err
	}
	m.Addr = ln.Addr().String()
	timeouts := DefaultTimeouts
	if m.Timeouts != nil {
		timeouts = *m.Timeouts
	}
	m.server = &http.Server{
		Handler:           handler,
		ReadHeaderTimeout: timeouts.ReadHeader,
		ReadTimeout:       timeouts.Read,
		WriteTimeout:      timeouts.Write,
		IdleTimeout:       timeouts.Idle,
		MaxHeaderBytes:    64 << 10,
		ErrorLog:          slog.NewLogLogger(m.Log.Handler(), slog.LevelWarn),
	}
	m.done = make(chan error, 1)
	go func() { m.done <- m.server.Serve(ln) }()
	m.sweep(m.orders)
	if err := m.offerFirstAdmin(ctx); err != nil {
		m.Close()
		return err
	}
	m.Log.Info("toolshop ready", "addr", "http://"+m.Addr, "database", db.Kind(),
		"startup", time.Since(started).Round(time.Millisecond).String())
	return nil
}

// Close stops taking requests, lets those under way finish, and closes the database.
func (m *Main) Close() error {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	err := m.server.Shutdown(ctx)
	m.stopSweep()
	<-m.swept
	if serveErr := <-m.done; !errors.Is(serveErr, http.ErrServerClosed) {
		err = errors.Join(err, serveErr)
	}
	m.working.Wait()
	m.postman.Wait()
	m.stopWatch()
	m.Log.Info("toolshop stopped")
	return errors.Join(err, m.db.Close())
}

// indexInterval is how often the orders placed meanwhile join the search index of every
// order (store.DB.IndexNewOrders): a search finds them before, in the index of recent ones.
const indexInterval = 10 * time.Second

// sweep runs the orders' background sweep (expiry, payments nobody reported, refunds to
// retry, stock alerts to mail), the webhooks' dispatcher and the database's upkeep until
// Close.
func (m *Main) sweep(o *orders.Service) {
	ctx, stop := context.WithCancel(context.Background())
	m.stopSweep, m.swept = stop, make(chan struct{})
	go func() {
		defer close(m.swept)
		go every(ctx, m.Config.IntegrityCheck, func() {
			// Damage is logged, answered by /readyz and shown on the Overview.
			m.logFailure(ctx, "integrity check", m.db.CheckIntegrity(ctx, m.Log))
		})
		var dispatching sync.WaitGroup
		dispatching.Go(func() { m.webhooks.Run(ctx, m.Config.WebhookInterval) })
		dispatching.Go(func() {
			every(ctx, indexInterval, func() { m.logFailure(ctx, "index new orders", m.db.IndexNewOrders(ctx)) })
		})
		o.Run(ctx, orders.SweepInterval(m.Config.Orders.Hold))
		dispatching.Wait()
	}()
}

// every does a task now and then every interval (none if it is not positive) until ctx ends.
func every(ctx context.Context, interval time.Duration, task func()) {
	task()
	if interval <= 0 {
		return
	}
	ticker := time.NewTicker(interval)
	defer ticker.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
			task()
		}
	}
}

// logFailure logs a background task's failure, unless the server is stopping.
func (m *Main) logFailure(ctx context.Context, task string, err error) {
	if err != nil && ctx.Err() == nil {
		m.Log.Error(task+" failed", "error", err)
	}
}

// prepare loads the demo catalogue into an empty database and promotes configured admins.
func (m *Main) prepare(ctx context.Context) error {
	if m.Config.Demo {
		if err := m.loadDemo(ctx); err != nil {
			return fmt.Errorf("load demo catalogue: %w", err)
		}
	}
	for _, email := range m.Config.AdminEmails {
		n, err := m.db.MakeAdmin(ctx, email)
		if toolshop.ErrorCode(err) == toolshop.ENOTFOUND || errors.Is(err, toolshop.ErrNotVerified) {
			continue // promoted when the account proves its email
		}
		if err != nil {
			return err
		}
		if n > 0 {
			m.Log.Info("promoted admin", "email", email)
		}
	}
	return nil
}

// offerFirstAdmin makes, on a shop without an admin, a new one-time link that creates the
// first one: the one way in for a new owner, with no default password anywhere. serve prints
// it on the terminal, never in the log, which may be shipped to collectors.
func (m *Main) offerFirstAdmin(ctx context.Context) error {
	token, err := m.db.CreateFirstAdminLink(ctx)
	if err != nil || token == "" {
		return err
	}
	base := localURL(m.Addr)
	if m.Config.BaseURL != "" {
		base = m.Config.publicURL()
	}
	m.FirstAdminURL = base + "/setup#token=" + token
	return nil
}

// loadDemo loads the demo catalogue into an empty database. Of replicas starting together
// on one empty database, only the one whose claim is stored loads it.
func (m *Main) loadDemo(ctx context.Context) error {
	empty, err := m.db.IsEmpty(ctx)
	if err != nil || !empty {
		return err
	}
	claim := rand.Text()
	stored, err := m.db.SettingOrInit(ctx, "demo_loaded_by", claim)
	if err != nil || stored != claim {
		return err
	}
	if err := demo.Load(ctx, m.db, m.db, m.db, m.db); err != nil {
		return err
	}
	m.Log.Info("demo catalogue loaded")
	return nil
}

func (m *Main) handler(ctx context.Context) (http.Handler, error) {
	keys, err := m.tokenKeys(ctx)
	if err != nil {
		return nil, err
	}
	admins := map[string]bool{}
	for _, email := range m.Config.AdminEmails {
		admins[email] = true
	}
	s := &httpapi.Server{
		Tools: m.db, Reviews: m.db, Carts: m.db, Addresses: m.db, Prices: m.db, Users: m.db, Reports: m.db, Sessions: m.db, Stats: m.db,
		Catalogue:   httpapi.NewCatalogueCache(cachedAnswers, cachedBytes, cachedFor),
		Search:      m.db,
		Facts:       httpapi.NewCatalogueFacts(m.db, factsFor),
		Pictures:    &pictures.Service{Store: m.db},
		Tokens:      auth.NewTokens(keys, time.Now),
		AdminEmails: admins,
		Ready:       m.db.Ready,
		StoreErrors: m.db.ErrorOf,
		BaseURL:     m.Config.publicURL(),
		Pages:       web.Dist(),
		DemoImages:  demo.Images(),
		Log:         m.Log,
		HSTS:        m.Config.HSTS,
		CORSOrigins: m.Config.CORSOrigins,
	}
	m.usePayments(s)
	if err := m.useSignIn(s, keys.SigningSecret()); err != nil {
		return nil, err
	}
	m.orders = &orders.Service{Store: m.db, Tools: m.db, Payments: s.Payments, Rules: m.Config.Orders,
		Notifier: m.postman, Alerts: m.db, AdminMail: m.postman,
		Reminders: m.db, ReminderMail: m.postman, Now: time.Now, Log: m.Log, Working: &m.working}
	s.Orders = m.orders
	s.Webhooks, s.WebhookAllowPrivate = m.db, m.Config.WebhookAllowPrivate
	m.webhooks = &webhooks.Dispatcher{Store: m.db, Mail: m.postman, Client: webhooks.NewClient(m.Config.WebhookAllowPrivate),
		Lease: m.Config.WebhookLease, Now: time.Now, Log: m.Log}
	m.stopWatch = m.db.WatchCatalogue(func() {
		s.Catalogue.Invalidate()
		s.Facts.Invalidate()
	})
	return s.Handler(), nil
}

// tokenKeys are the keys that sign tokens: TOKEN_SECRET's, or else those of the key file in
// the data folder, which backups do not copy. A key an older version kept in the database
// is deleted, so that no backup holds one.
func (m *Main) tokenKeys(ctx context.Context) (auth.KeyRing, error) {
	if err := m.db.DeleteSetting(ctx, "token_secret"); err != nil {
		return nil, err
	}
	if m.Config.TokenSecret != "" {
		return auth.SecretRing(m.Config.TokenSecret), nil
	}
	if m.db.Kind() == "postgres" {
		m.Log.Warn("TOKEN_SECRET is not set: tokens are signed with this server's key file, " +
			"so several servers on one PostgreSQL must be given one TOKEN_SECRET")
	}
	return auth.LoadKeyFile(filepath.Join(m.Config.DataDir, auth.KeyFileName))
}

// rotateKey adds a new key to the data folder's key file: tokens signed from the next start
// on use it, and tokens signed with the old keys stay good until they expire.
func rotateKey(cfg Config, log *slog.Logger) error {
	if cfg.TokenSecret != "" {
		return fmt.Errorf("TOKEN_SECRET is set: rotate it by giving every server a new one (tokens signed with the old one then end)")
	}
	ring, err := auth.RotateKeyFile(filepath.Join(cfg.DataDir, auth.KeyFileName), time.Now())
	if err != nil {
		return err
	}
	log.Info("new token key: restart the shop to sign with it", "keys", len(ring), "file", filepath.Join(cfg.DataDir, auth.KeyFileName))
	return nil
}

// usePayments sets the shop up for Stripe when its keys are given, else for the sandbox.
func (m *Main) usePayments(s *httpapi.Server) {
	cfg := m.Config
	if cfg.StripeSecretKey == "" {
		s.Payments = &payment.Sandbox{Store: m.db, Now: time.Now}
		s.Config.Payments = httpapi.PaymentConfig{Provider: "sandbox"}
		return
	}
	s.Payments = payment.NewStripe(payment.StripeConfig{SecretKey: cfg.StripeSecretKey})
	s.Config.Payments = httpapi.PaymentConfig{Provider: "stripe", PublishableKey: cfg.StripePublishableKey}
	s.ContentSecurityPolicy = httpapi.StripeContentSecurityPolicy
	s.StripeWebhookSecret = cfg.StripeWebhookSecret
	if s.StripeWebhookSecret == "" {
		m.Log.Warn("Stripe webhooks are off: set STRIPE_WEBHOOK_SECRET so that payments the page fails to report are still recorded")
	}
}

// useSignIn sets up the mail, password resets, attempt limits and, when configured,
// Google sign-in.
func (m *Main) useSignIn(s *httpapi.Server, flowSecret []byte) error {
	cfg := m.Config
	outbox := filepath.Join(cfg.DataDir, "outbox")
	mailer, err := mail.New(cfg.SMTPURL, cfg.sender(), outbox, m.Log)
	if err != nil {
		return err
	}
	if cfg.SMTPURL == "" {
		m.Log.Info("mail goes to the outbox; set SMTP_URL to send it", "outbox", outbox)
	}
	m.postman = &mail.Postman{Mailer: mailer, BaseURL: cfg.publicURL(), Shop: m.db, Log: m.Log}
	s.Resets, s.AccountMail, s.Limits, s.FirstAdmins, s.Content, s.APIKeys = m.db, m.postman, m.db, m.db, m.db, m.db
	s.TrustProxy = cfg.TrustProxy
	if cfg.GoogleClientID != "" {
		s.Google = &auth.OIDC{Issuer: cfg.OIDCIssuer, ClientID: cfg.GoogleClientID, ClientSecret: cfg.GoogleClientSecret,
			RedirectURL: cfg.publicURL() + "/auth/google/callback", Secret: flowSecret}
		s.Config.GoogleSignIn = true
	}
	return nil
}

// openStore opens the database cfg names, making it when it is new, and migrates it.
func openStore(ctx context.Context, cfg Config, log *slog.Logger) (*store.DB, error) {
	db, err := openDatabase(cfg, log)
	if err != nil {
		return nil, err
	}
	if err := db.Migrate(ctx); err != nil {
		db.Close()
		return nil, err
	}
	if err := db.LogMigrationNotes(ctx, log); err != nil {
		db.Close()
		return nil, err
	}
	return db, nil
}

// openExisting is openStore for the commands that work on a shop's data: they never make
// an empty SQLite database where the shop's should be.
func openExisting(ctx context.Context, cfg Config, log *slog.Logger) (*store.DB, error) {
	if err := mustExist(cfg); err != nil {
		return nil, err
	}
	return openStore(ctx, cfg, log)
}

// mustExist refuses a SQLite data folder without the shop's database, say a command run
// without the shop's -data, so that it does not make an empty one.
func mustExist(cfg Config) error {
	if cfg.DatabaseURL != "" {
		return nil
	}
	file := store.SQLiteFile(cfg.DataDir)
	if _, err := os.Stat(file); errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("no shop database at %s: give the shop's data folder with -data or DATA_DIR "+
			"(or its PostgreSQL with -database-url or DATABASE_URL)", file)
	}
	return nil
}

// openDatabase opens the database cfg names and says which one it is.
func openDatabase(cfg Config, log *slog.Logger) (*store.DB, error) {
	db, err := store.Open(cfg.DatabaseURL, cfg.DataDir)
	if err != nil {
		return nil, err
	}
	log.Info("database opened", "database", store.Where(cfg.DatabaseURL, cfg.DataDir))
	return db, nil
}

// changeAdmin makes an account an admin (promote) or takes the role away.
func changeAdmin(ctx context.Context, cfg Config, email string, promote bool, log *slog.Logger) error {
	db, err := openExisting(ctx, cfg, log)
	if err != nil {
		return err
	}
	defer db.Close()
	change, done, already := db.RemoveAdmin, "demoted admin", "not an admin"
	if promote {
		change, done, already = db.MakeAdmin, "promoted admin", "already an admin"
	}
	n, err := change(ctx, email)
	switch {
	case toolshop.ErrorCode(err) == toolshop.ENOTFOUND:
		return fmt.Errorf("no account with email %s in %s: sign up first", email, store.Where(cfg.DatabaseURL, cfg.DataDir))
	case errors.Is(err, toolshop.ErrNotVerified):
		return fmt.Errorf("%s has not verified its email: its owner must follow the link in the verification mail "+
			"(or sign in with Google) first, so that no one who merely signed up with the address becomes an admin", email)
	case err != nil:
		return err
	case n == 0:
		log.Info(already, "email", email)
	default:
		log.Info(done, "email", email)
	}
	return nil
}
