package mail

import (
	"context"
	"crypto/tls"
	"fmt"
	"net"
	netmail "net/mail"
	"net/smtp"
	"net/url"
	"time"
)

// SMTP sends mail through a mail server. It switches to TLS with STARTTLS when the server
// offers it (smtp://) or speaks TLS from the start (smtps://), and signs in with the URL's
// user and password; net/smtp refuses to send a password unencrypted except to localhost.
type SMTP struct {
	URL  *url.URL
	From *netmail.Address
	// TLSConfig, when set, replaces the default TLS settings; tests trust their own server.
	TLSConfig *tls.Config
}

// Send delivers one message, giving up when ctx is done.
func (s *SMTP) Send(ctx context.Context, m Message) error {
	host, port := s.URL.Hostname(), s.URL.Port()
	implicitTLS := s.URL.Scheme == "smtps"
	if port == "" {
		port = "587"
		if implicitTLS {
			port = "465"
		}
	}
	var dialer net.Dialer
	conn, err := dialer.DialContext(ctx, "tcp", net.JoinHostPort(host, port))
	if err != nil {
		return fmt.Errorf("smtp: %w", err)
	}
	if deadline, ok := ctx.Deadline(); ok {
		conn.SetDeadline(deadline)
	}
	tlsConfig := s.tlsConfig(host)
	if implicitTLS {
		conn = tls.Client(conn, tlsConfig)
	}
	c, err := smtp.NewClient(conn, host)
	if err != nil {
		conn.Close()
		return fmt.Errorf("smtp: %w", err)
	}
	defer c.Close()
	if err := s.converse(c, tlsConfig, m); err != nil {
		return fmt.Errorf("smtp: %w", err)
	}
	return nil
}

func (s *SMTP) converse(c *smtp.Client, tlsConfig *tls.Config, m Message) error {
	if ok, _ := c.Extension("STARTTLS"); ok {
		if err := c.StartTLS(tlsConfig); err != nil {
			return err
		}
	}
	if user := s.URL.User; user != nil {
		password, _ := user.Password()
		if err := c.Auth(smtp.PlainAuth("", user.Username(), password, s.URL.Hostname())); err != nil {
			return err
		}
	}
	if err := c.Mail(s.From.Address); err != nil {
		return err
	}
	if err := c.Rcpt(m.To); err != nil {
		return err
	}
	w, err := c.Data()
	if err != nil {
		return err
	}
	if _, err := w.Write(format(s.From, m, time.Now())); err != nil {
		return err
	}
	if err := w.Close(); err != nil {
		return err
	}
	return c.Quit()
}

func (s *SMTP) tlsConfig(host string) *tls.Config {
	if s.TLSConfig != nil {
		return s.TLSConfig
	}
	return &tls.Config{ServerName: host, MinVersion: tls.VersionTLS12}
}
