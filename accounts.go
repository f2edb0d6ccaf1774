package toolshop

import (
	"regexp"
	"strings"
)

// Signup is a request for a new account with email and password.
type Signup struct {
	Name     string `json:"name"`
	Email    string `json:"email"`
	Password string `json:"password"`
}

// Validate checks the spec's signup rules and normalises the email.
func (s *Signup) Validate() error {
	var p problems
	s.check(&p)
	return p.err()
}

// check adds the signup's problems to p and normalises the email.
func (s *Signup) check(p *problems) {
	checkName(p, &s.Name)
	s.Email = checkEmail(p, s.Email)
	checkPassword(p, "password", s.Password)
}

// NameChange is a signed-in account's new display name.
type NameChange struct {
	Name string `json:"name"`
}

// Validate checks the name as signup does.
func (c *NameChange) Validate() error {
	var p problems
	checkName(&p, &c.Name)
	return p.err()
}

// checkName trims the name of a person and checks it: given, one line, not too long.
func checkName(p *problems, name *string) {
	*name = strings.TrimSpace(*name)
	if *name == "" {
		p.add("name", msgNameRequired)
	}
	checkLine(p, "name", *name, MaxNameLength)
}

// Login is a request to sign in with email and password.
type Login struct {
	Email    string `json:"email"`
	Password string `json:"password"`
	// NewPassword replaces a password the account's role no longer allows (see Renews).
	NewPassword string `json:"newPassword,omitempty"`
}

// Validate checks the spec's login rules and normalises the email.
func (l *Login) Validate() error {
	var p problems
	l.Email = checkEmail(&p, l.Email)
	if l.Password == "" {
		p.add("password", msgPasswordRequired)
	}
	return p.err()
}

const msgRenewAdminPassword = "Admins need a password of at least 12 characters that is not a common one: choose a new one"

// ErrRenewAdminPassword refuses the sign-in of an admin whose password is too short or too
// common for an admin, until it brings a new one.
var ErrRenewAdminPassword = &Error{Code: EINVALID, Message: msgRenewAdminPassword,
	Fields: map[string]string{"newPassword": msgRenewAdminPassword}}

// Renews reports whether signing in to u, whose password l carries and was just checked, first
// sets l.NewPassword. An account made admin keeps the password it chose as a customer, so an
// admin whose password fails an admin's rule signs in only with a new one that keeps it
// (ErrRenewAdminPassword without one). Anyone else's NewPassword is ignored.
func (l Login) Renews(u User) (bool, error) {
	if !u.IsAdmin() {
		return false, nil
	}
	var current problems
	checkAdminPassword(&current, "password", l.Password)
	if current.err() == nil {
		return false, nil
	}
	if l.NewPassword == "" {
		return false, ErrRenewAdminPassword
	}
	var p problems
	checkAdminPassword(&p, "newPassword", l.NewPassword)
	checkPassword(&p, "newPassword", l.NewPassword) // its upper bound
	if err := p.err(); err != nil {
		return false, err
	}
	return true, nil
}

// emailPattern also refuses ?, &, % and =: in a mailto: link they would start headers of the
// mail (a Cc, a subject) or an escape, so an email holding them could write to others.
var emailPattern = regexp.MustCompile(`^[^\s@?&%=]+@[^\s@?&%=]+\.[^\s@?&%=]+$`)

// NormalizeEmail is the form emails are stored and compared in.
func NormalizeEmail(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

// ParseEmail is the email in the form it is stored in, or the reason it is no email.
func ParseEmail(email string) (string, error) {
	var p problems
	email = checkEmail(&p, email)
	return email, p.err()
}

func checkEmail(p *problems, email string) string {
	email = NormalizeEmail(email)
	if email == "" {
		p.add("email", "Email is required")
	}
	checkEmailForm(p, "email", email)
	return email
}

// checkEmailForm refuses a normalized email, not empty, that cannot be one.
func checkEmailForm(p *problems, field, email string) {
	if email != "" && !isEmailForm(email) {
		p.add(field, "Please provide valid email")
	}
}

// isEmailForm tells whether email has an email's form.
func isEmailForm(email string) bool {
	return len(email) <= 254 && emailPattern.MatchString(email) && !hasControl(email, "")
}

// MinPasswordLength is the spec's shortest password.
const MinPasswordLength = 6

func checkPassword(p *problems, field, password string) {
	switch {
	case password == "":
		p.add(field, msgPasswordRequired)
	case len(password) < MinPasswordLength:
		p.add(field, "Must be 6 or longer")
	case len(password) > 72:
		p.add(field, "Must be 72 characters or fewer")
	}
}
