package auth

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
	"github.com/golang-jwt/jwt/v5"
	"golang.org/x/oauth2"

	"toolshop"
)

// GoogleIssuer is the OpenID provider OIDC uses unless told otherwise.
const GoogleIssuer = "https://accounts.google.com"

// FlowLifetime bounds the time between starting a sign-in and coming back from the provider.
const FlowLifetime = 10 * time.Minute

const flowAudience = "oidc-flow"

var (
	errFlowLost = toolshop.Errorf(toolshop.EUNAUTHORIZED,
		"Google sign-in took too long or was started in another window. Please try again.")
	errFlowState = toolshop.Errorf(toolshop.EUNAUTHORIZED,
		"Google sign-in did not come back to the request this browser made. Please try again.")
	errFlowNonce = toolshop.Errorf(toolshop.EUNAUTHORIZED,
		"Google's answer was not made for this sign-in. Please try again.")
	errCancelled   = toolshop.Errorf(toolshop.EUNAUTHORIZED, "Google sign-in was cancelled.")
	errRefused     = toolshop.Errorf(toolshop.EUNAUTHORIZED, "Google sign-in failed. Please try again.")
	errNotVerified = toolshop.Errorf(toolshop.EFORBIDDEN,
		"Your Google account's email address is not verified, so it cannot sign in here.")
)

// OIDC signs people in with an OpenID provider, Google unless Issuer says otherwise: the
// authorization code flow with state, nonce and PKCE. The flow's secrets travel in a
// short-lived value signed with Secret, kept by the browser in a cookie, so any replica can
// finish a flow another one started.
type OIDC struct {
	Issuer       string
	ClientID     string
	ClientSecret string
	// RedirectURL is the shop's callback, as registered with the provider.
	RedirectURL string
	// Secret signs the flow; the key that signs tokens will do.
	Secret []byte

	mu       sync.Mutex
	provider *oidc.Provider
}

// providerClient bounds every call to the provider: discovery, keys and code exchange.
var providerClient = &http.Client{Timeout: 10 * time.Second}

// discover reads the provider's configuration on first use, so that the shop starts even
// when the provider cannot be reached; a failure is tried again next time.
func (o *OIDC) discover() (*oidc.Provider, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.provider == nil {
		// The provider keeps this context to fetch its signing keys later, so it must not
		// be a request's.
		p, err := oidc.NewProvider(oidc.ClientContext(context.Background(), providerClient), o.Issuer)
		if err != nil {
			return nil, fmt.Errorf("discover OpenID provider %s: %w", o.Issuer, err)
		}
		o.provider = p
	}
	return o.provider, nil
}

func (o *OIDC) config(p *oidc.Provider) *oauth2.Config {
	return &oauth2.Config{
		ClientID:     o.ClientID,
		ClientSecret: o.ClientSecret,
		RedirectURL:  o.RedirectURL,
		Endpoint:     p.Endpoint(),
		Scopes:       []string{oidc.ScopeOpenID, "email", "profile"},
	}
}

// flowClaims are the secrets of one sign-in, between start and callback.
type flowClaims struct {
	State    string `json:"state"`
	Nonce    string `json:"nonce"`
	Verifier string `json:"verifier"`
	jwt.RegisteredClaims
}

// Start begins a sign-in: it answers the provider's address to send the browser to, and the
// flow to keep in the browser until it comes back.
func (o *OIDC) Start(ctx context.Context) (authURL, flow string, err error) {
	p, err := o.discover()
	if err != nil {
		return "", "", err
	}
	c := flowClaims{State: rand.Text(), Nonce: rand.Text(), Verifier: oauth2.GenerateVerifier(),
		RegisteredClaims: registered(flowAudience, time.Now(), FlowLifetime)}
	flow, err = jwt.NewWithClaims(jwt.SigningMethodHS256, c).SignedString(o.Secret)
	if err != nil {
		return "", "", err
	}
	authURL = o.config(p).AuthCodeURL(c.State, oidc.Nonce(c.Nonce), oauth2.S256ChallengeOption(c.Verifier),
		oauth2.SetAuthURLParam("prompt", "select_account"))
	return authURL, flow, nil
}

// Finish checks the provider's answer on the callback against the flow Start made: the
// state, the code exchanged with the PKCE verifier, the ID token's signature, audience,
// expiry and nonce, and a verified email. It answers the account the provider vouches for:
// its email and name.
func (o *OIDC) Finish(ctx context.Context, flow string, callback url.Values) (toolshop.User, error) {
	var c flowClaims
	if err := verify(flow, &c, flowAudience, time.Now, func(*jwt.Token) (any, error) { return o.Secret, nil }); err != nil {
		return toolshop.User{}, errFlowLost
	}
	if subtle.ConstantTimeCompare([]byte(callback.Get("state")), []byte(c.State)) != 1 {
		return toolshop.User{}, errFlowState
	}
	if callback.Get("error") != "" {
		return toolshop.User{}, errCancelled
	}
	p, err := o.discover()
	if err != nil {
		return toolshop.User{}, err
	}
	ctx = oidc.ClientContext(ctx, providerClient)
	token, err := o.config(p).Exchange(ctx, callback.Get("code"), oauth2.VerifierOption(c.Verifier))
	if err != nil {
		return toolshop.User{}, fmt.Errorf("%w (code exchange: %v)", errRefused, err)
	}
	rawID, _ := token.Extra("id_token").(string)
	id, err := p.Verifier(&oidc.Config{ClientID: o.ClientID}).Verify(ctx, rawID)
	if err != nil {
		return toolshop.User{}, fmt.Errorf("%w (ID token: %v)", errRefused, err)
	}
	if subtle.ConstantTimeCompare([]byte(id.Nonce), []byte(c.Nonce)) != 1 {
		return toolshop.User{}, errFlowNonce
	}
	var claims struct {
		Email         string   `json:"email"`
		EmailVerified verified `json:"email_verified"`
		Name          string   `json:"name"`
	}
	if err := id.Claims(&claims); err != nil {
		return toolshop.User{}, fmt.Errorf("%w (claims: %v)", errRefused, err)
	}
	email, err := toolshop.ParseEmail(claims.Email)
	if err != nil || !claims.EmailVerified {
		return toolshop.User{}, errNotVerified
	}
	name := toolshop.CleanName(claims.Name)
	if name == "" {
		name, _, _ = strings.Cut(email, "@")
	}
	return toolshop.User{Email: email, Name: name}, nil
}

// verified is the email_verified claim: a JSON true, or the string "true" that some
// providers send.
type verified bool

func (v *verified) UnmarshalJSON(b []byte) error {
	*v = string(b) == "true" || string(b) == `"true"`
	return nil
}
