// Package mailtest runs an SMTP server on loopback for tests (github.com/emersion/go-smtp),
// so that they read the mail the shop sends the way a real mail server receives it.
package mailtest

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"io"
	"math/big"
	"net"
	"testing"
	"time"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
)

// The account the server accepts, as in Server.URL.
const (
	User     = "shop"
	Password = "mail-secret"
)

// Security is how a client reaches the server.
type Security int

const (
	Plain    Security = iota // no TLS; the password may go in clear on loopback
	StartTLS                 // STARTTLS offered, and a password taken only after it
	TLS                      // TLS from the first byte (smtps)
)

// Mail is one message the server accepted.
type Mail struct {
	From string
	To   []string
	Data []byte
	// TLS tells whether the message came over TLS.
	TLS bool
}

// Server is an SMTP server for one test, stopped when the test ends.
type Server struct {
	// URL is what to give the shop as SMTP_URL, with the account's user and password.
	URL string
	// TLSConfig trusts the server's certificate.
	TLSConfig *tls.Config

	received chan Mail
}

// Start starts a server that takes mail only from a client signed in as User.
func Start(t testing.TB, security Security) *Server {
	t.Helper()
	cert, roots := certificate(t)
	s := &Server{
		TLSConfig: &tls.Config{RootCAs: roots, ServerName: "127.0.0.1"},
		received:  make(chan Mail, 10),
	}
	srv := smtp.NewServer(smtp.BackendFunc(func(c *smtp.Conn) (smtp.Session, error) {
		return &session{conn: c, received: s.received}, nil
	}))
	srv.Domain = "localhost"
	srv.ReadTimeout, srv.WriteTimeout = 10*time.Second, 10*time.Second
	serverTLS := &tls.Config{Certificates: []tls.Certificate{cert}}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	scheme := "smtp"
	switch security {
	case Plain:
		srv.AllowInsecureAuth = true
	case StartTLS:
		srv.TLSConfig = serverTLS
	case TLS:
		scheme = "smtps"
		ln = tls.NewListener(ln, serverTLS)
	}
	s.URL = scheme + "://" + User + ":" + Password + "@" + ln.Addr().String()
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return s
}

// Next waits for the next message the server accepts.
func (s *Server) Next(t testing.TB) Mail {
	t.Helper()
	select {
	case m := <-s.received:
		return m
	case <-time.After(10 * time.Second):
		t.Fatal("no mail arrived within 10 seconds")
		return Mail{}
	}
}

type session struct {
	conn     *smtp.Conn
	received chan<- Mail
	signedIn bool
	mail     Mail
}

func (s *session) AuthMechanisms() []string { return []string{sasl.Plain} }

func (s *session) Auth(string) (sasl.Server, error) {
	return sasl.NewPlainServer(func(_, user, password string) error {
		if user != User || password != Password {
			return smtp.ErrAuthFailed
		}
		s.signedIn = true
		return nil
	}), nil
}

func (s *session) Mail(from string, _ *smtp.MailOptions) error {
	if !s.signedIn {
		return smtp.ErrAuthRequired
	}
	s.mail = Mail{From: from}
	return nil
}

func (s *session) Rcpt(to string, _ *smtp.RcptOptions) error {
	s.mail.To = append(s.mail.To, to)
	return nil
}

func (s *session) Data(r io.Reader) error {
	data, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	s.mail.Data = data
	_, s.mail.TLS = s.conn.TLSConnectionState()
	s.received <- s.mail
	return nil
}

func (s *session) Reset()        { s.mail = Mail{} }
func (s *session) Logout() error { return nil }

// certificate makes a self-signed certificate for 127.0.0.1 and a pool that trusts it.
func certificate(t testing.TB) (tls.Certificate, *x509.CertPool) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	template := &x509.Certificate{
		SerialNumber:          big.NewInt(1),
		NotBefore:             time.Now().Add(-time.Hour),
		NotAfter:              time.Now().Add(time.Hour),
		IPAddresses:           []net.IP{net.IPv4(127, 0, 0, 1)},
		KeyUsage:              x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign,
		ExtKeyUsage:           []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		BasicConstraintsValid: true,
		IsCA:                  true,
	}
	der, err := x509.CreateCertificate(rand.Reader, template, template, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	parsed, err := x509.ParseCertificate(der)
	if err != nil {
		t.Fatal(err)
	}
	roots := x509.NewCertPool()
	roots.AddCert(parsed)
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key, Leaf: parsed}, roots
}
