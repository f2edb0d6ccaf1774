// Package toolshop holds the shop's domain: its types, the rules they keep and the services
// the storage layer provides. Subpackages depend on it, never the reverse.
package toolshop

import (
	"encoding/json"
	"math"
	"net/url"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode"
)

// Cents is an amount of US money in cents. In JSON it travels as a number of dollars.
type Cents int64

func (c Cents) MarshalJSON() ([]byte, error) {
	return strconv.AppendFloat(nil, float64(c)/100, 'f', -1, 64), nil
}

// UnmarshalJSON reads dollars. A refusal is a *json.UnmarshalTypeError, the one error
// encoding/json marks with the field being decoded, so the caller can name the field that
// held the bad amount: a value that is no number as encoding/json reports it, any other as
// Type Cents with the field's message as Value.
func (c *Cents) UnmarshalJSON(data []byte) error {
	var dollars float64
	if err := json.Unmarshal(data, &dollars); err != nil {
		return err
	}
	if math.Abs(dollars) > float64(MaxAmount/100) {
		return amountError(msgAtMostMaxAmount)
	}
	cents := math.Round(dollars * 100)
	if math.Abs(dollars*100-cents) > 1e-6 {
		return amountError("Must be in whole cents")
	}
	*c = Cents(cents)
	return nil
}

func amountError(message string) error {
	return &json.UnmarshalTypeError{Value: message, Type: reflect.TypeFor[Cents]()}
}

// RoleAdmin is the role of an admin; the zero role is a customer's.
const RoleAdmin = "admin"

// Messages the spec fixes, shared by more than one rule.
const (
	msgLessThanMinimum   = "Less than minimum order"
	msgMoreThanAvailable = "More than available quantity"
	msgPhoneRequired     = "Number is required"
	msgNameRequired      = "Name is required"
	msgDescription       = "Description is required"
	msgAtMostMaxAmount   = "Must be at most $1,000,000,000"
	msgPasswordRequired  = "Password is required"
)

// Tool is one product of the catalogue.
type Tool struct {
	ID                string `json:"_id"`
	Name              string `json:"name"`
	Image             string `json:"image"`
	Description       string `json:"description"`
	Price             Cents  `json:"price"`
	MinOrder          int    `json:"minOrder"`
	AvailableQuantity int    `json:"availableQuantity"`
	// Category is the slug of the tool's category, empty when it has none.
	Category string `json:"category,omitempty"`
	// Pictures are the tool's pictures in order, at least one: Image is the first's URL.
	Pictures []ToolPicture `json:"pictures"`
	// Brand and SKU are empty when the tool has none; a SKU is one tool's only.
	Brand string     `json:"brand,omitempty"`
	SKU   string     `json:"sku,omitempty"`
	Specs []ToolSpec `json:"specs"`
	// Deal is the deal of the day on the tool while it runs (Deal.Show), nil otherwise:
	// Price stays the tool's own.
	Deal *DealOffer `json:"deal,omitempty"`
	// Rating sums up the tool's shown reviews by its buyers.
	Rating Rating `json:"rating"`
	// Slug is ToolSlug of the name: the last part of the tool page's address.
	Slug string `json:"slug"`
}

// ToolChanges is a request to create a tool (every field set) or to edit one (any fields set).
type ToolChanges struct {
	Name              *string `json:"name"`
	Price             *Cents  `json:"price"`
	Image             *string `json:"image"`
	MinOrder          *int    `json:"minOrder"`
	AvailableQuantity *int    `json:"availableQuantity"`
	Description       *string `json:"description"`
	// Category names a category by slug or name; empty takes the tool out of its category.
	Category *string `json:"category"`
	// Pictures replace all of the tool's pictures; Image alone replaces the first one's.
	Pictures *[]ToolPicture `json:"pictures"`
	// Brand and SKU empty remove them.
	Brand *string     `json:"brand"`
	SKU   *string     `json:"sku"`
	Specs *[]ToolSpec `json:"specs"`
}

// NewTool builds a tool from a create request, checking that every field is there and valid:
// every field's problem at once.
func (c ToolChanges) NewTool() (Tool, error) {
	var p problems
	return c.newTool(&p)
}

// newTool is NewTool adding its problems to p, which may hold others already (a catalogue
// file's line that could not be read whole); the first problem of a field is the one told.
func (c ToolChanges) newTool(p *problems) (Tool, error) {
	requireString(p, c.Name, "name", msgNameRequired)
	if c.Price == nil {
		p.add("price", "Price is required")
	}
	if c.Pictures == nil {
		requireString(p, c.Image, "image", msgImageRequired)
	}
	if c.MinOrder == nil {
		p.add("minOrder", "min Order is required")
	}
	if c.AvailableQuantity == nil {
		p.add("availableQuantity", "available Quantity is required")
	}
	requireString(p, c.Description, "description", msgDescription)
	c.validate(p)
	if err := p.err(); err != nil {
		return Tool{}, err
	}
	t := Tool{Specs: []ToolSpec{}}
	c.Apply(&t)
	return t, nil
}

const (
	msgImageRequired = "Image link is required"
	maxImageLink     = 2000
)

// imageLinkProblem is what is wrong with a link to a tool's picture, "" when nothing is. A
// link holds no space, so that a catalogue file can list a tool's links in one cell.
func imageLinkProblem(link string) string {
	switch {
	case link == "":
		return msgImageRequired
	case !IsShopLink(link): // a web link, or an uploaded picture's /images/u/…, the demo's /images/demo/…
		return "Image link must start with https://, http:// or /"
	case strings.ContainsFunc(link, unicode.IsSpace):
		return "Image link must not hold spaces: write them as %20"
	}
	return ""
}

// Validate trims the texts and checks every field the request sets, each on its own: no
// rule of a tool ties two fields, so an edit of a stored tool keeps the rules when the
// fields it sets do.
func (c *ToolChanges) Validate() error {
	var p problems
	c.validate(&p)
	return p.err()
}

func (c *ToolChanges) validate(p *problems) {
	for _, s := range []*string{c.Name, c.Image, c.Description} {
		if s != nil {
			*s = strings.TrimSpace(*s)
		}
	}
	if c.Name != nil {
		if *c.Name == "" {
			p.add("name", msgNameRequired)
		}
		checkLine(p, "name", *c.Name, 200)
	}
	switch {
	case c.Price == nil:
	case *c.Price <= 0:
		p.add("price", "Price must be more than 0")
	case *c.Price > MaxAmount:
		p.add("price", msgAtMostMaxAmount)
	}
	if c.Image != nil {
		if problem := imageLinkProblem(*c.Image); problem != "" {
			p.add("image", problem)
		}
		checkLine(p, "image", *c.Image, maxImageLink)
	}
	switch {
	case c.MinOrder == nil:
	case *c.MinOrder < 1:
		p.add("minOrder", "min Order must be at least 1")
	case *c.MinOrder > MaxQuantity:
		p.add("minOrder", "min Order must be at most 1,000,000")
	}
	switch {
	case c.AvailableQuantity == nil:
	case *c.AvailableQuantity < 0:
		p.add("availableQuantity", "available Quantity cannot be negative")
	case *c.AvailableQuantity > MaxStock:
		p.add("availableQuantity", "available Quantity must be at most 1,000,000,000")
	}
	if c.Description != nil {
		if *c.Description == "" {
			p.add("description", msgDescription)
		}
		checkText(p, "description", *c.Description, 5000)
	}
	if c.Category != nil {
		checkLine(p, "category", *c.Category, maxCategoryName)
	}
	c.validateDetails(p)
}

// Apply copies the fields that are set onto t; Validate has checked them.
func (c ToolChanges) Apply(t *Tool) {
	if c.Name != nil {
		t.Name = *c.Name
	}
	if c.Price != nil {
		t.Price = *c.Price
	}
	if c.MinOrder != nil {
		t.MinOrder = *c.MinOrder
	}
	if c.AvailableQuantity != nil {
		t.AvailableQuantity = *c.AvailableQuantity
	}
	if c.Description != nil {
		t.Description = *c.Description
	}
	c.applyDetails(t)
	if c.Category != nil {
		// Text without a letter or digit is kept as it is, for the store to refuse.
		if t.Category = Slug(*c.Category); t.Category == "" {
			t.Category = strings.TrimSpace(*c.Category)
		}
	}
}

const msgWebLink = "Must be a web link, starting with https:// or http://"

// IsWebLink tells whether s is an http or https URL with a host: the only links the shop
// keeps, so that none it shows later can run a script (javascript:) or carry data (data:).
func IsWebLink(s string) bool {
	u, err := url.Parse(s)
	return err == nil && (u.Scheme == "https" || u.Scheme == "http") && u.Host != "" && strings.HasPrefix(strings.ToLower(s), u.Scheme+"://")
}

// CheckQuantity applies the order rule minOrder <= quantity <= availableQuantity.
func (t Tool) CheckQuantity(quantity int) error {
	if quantity < t.MinOrder {
		return &Error{Code: EINVALID, Message: msgLessThanMinimum,
			Fields: map[string]string{"quantity": msgLessThanMinimum}}
	}
	if quantity > t.AvailableQuantity {
		return ErrOutOfStock
	}
	return nil
}

// Review is a customer's rating of the shop, the home page's "User Reviews". An admin may
// hide it as a tool's review: it stays stored, out of the list everyone sees.
type Review struct {
	ID          string `json:"_id"`
	Name        string `json:"name"`
	Ratings     int    `json:"ratings"`
	Description string `json:"description"`
	Hidden      bool   `json:"hidden"`
	// HiddenAt and HiddenBy (an admin's email) tell admins when and by whom it was hidden.
	HiddenAt *time.Time `json:"hiddenAt,omitempty"`
	HiddenBy string     `json:"hiddenBy,omitempty"`
}

// Errors of the shop's reviews.
var (
	// ErrReviewedAlready refuses a second review from one account.
	ErrReviewedAlready = Errorf(ECONFLICT, "You have written your review already: thank you!")
	ErrNotShopBuyer    = Errorf(EFORBIDDEN, "Only customers who bought from the shop can review it")
	ErrNoReview        = Errorf(ENOTFOUND, "You have not reviewed the shop")
)

// MayReviewShop is the rule of who reviews the shop: a customer with an order of theirs (as
// MayReview) that was paid and not refunded in full, shipped or not, a partial refund
// included; or the shop itself (TheShop), for its sample reviews. orders are the orders of
// the actor's email, with their state.
func (a Actor) MayReviewShop(orders []Order) error {
	if a == TheShop {
		return nil
	}
	for _, o := range orders {
		if a.Key == "" && a.owns(o) && o.bought() {
			return nil
		}
	}
	return ErrNotShopBuyer
}

// ReviewFilter picks a page of the shop's reviews, newest first.
type ReviewFilter struct {
	// Hidden adds the hidden reviews, for admins.
	Hidden bool
	Page
}

// ParseReviewFilter reads the query of GET /ratings: hidden, limit and offset.
func ParseReviewFilter(v url.Values) (ReviewFilter, error) {
	page, err := ParsePage(v.Get("limit"), v.Get("offset"))
	if err != nil {
		return ReviewFilter{}, err
	}
	hidden, err := parseHidden(v)
	return ReviewFilter{Hidden: hidden, Page: page}, err
}

// NewReview is what a customer sends to write a review. A customer's review is signed with
// the account's name (ReviewBy); a name in the request is used only for the shop's own
// sample reviews (Review).
type NewReview struct {
	Name        string `json:"name"`
	Ratings     *int   `json:"ratings"`
	Description string `json:"description"`
}

// ReviewBy checks a customer's request and turns it into a review signed with the author's
// account name, whatever name the request gives.
func (r NewReview) ReviewBy(author User) (Review, error) {
	r.Name = author.Name
	return r.Review()
}

// Review checks the request and turns it into a review signed with the name it gives.
func (r NewReview) Review() (Review, error) {
	rev := Review{Name: strings.TrimSpace(r.Name), Description: strings.TrimSpace(r.Description)}
	var p problems
	rev.Ratings = checkRatings(&p, r.Ratings)
	checkReviewText(&p, &rev.Description)
	checkLine(&p, "name", rev.Name, MaxNameLength)
	return rev, p.err()
}

// checkRatings applies the spec's rule of a review's ratings, 1 to 5 stars, and answers them.
func checkRatings(p *problems, ratings *int) int {
	switch {
	case ratings == nil:
		p.add("ratings", "Ratings is required")
	case *ratings < 1 || *ratings > 5:
		p.add("ratings", "Give Rating number Between 1 to 5")
	default:
		return *ratings
	}
	return 0
}

// checkReviewText trims a review's description and checks it: given, and not too long.
func checkReviewText(p *problems, description *string) {
	*description = strings.TrimSpace(*description)
	if *description == "" {
		p.add("description", msgDescription)
	}
	checkText(p, "description", *description, 2000)
}

// User is an account. PasswordHash is empty for accounts that sign in only with Google.
type User struct {
	ID           string `json:"_id"`
	Email        string `json:"email"`
	Name         string `json:"name"`
	Role         string `json:"role"`
	PasswordHash string `json:"-"`
	// TokenVersion is in every token issued to the account; a new password bumps it, so
	// tokens issued before (to whoever knew the old one) are refused.
	TokenVersion int `json:"-"`
	// Verified tells that the account's owner proved the mailbox: followed a link mailed to
	// it, or signed in with a provider that vouches for it.
	Verified bool `json:"verified"`
	// Disabled accounts cannot sign in; an admin disabled them.
	Disabled bool `json:"disabled"`
	// APIKeys is how many live API keys the account made, which demoting it revokes; only the
	// list of accounts (UserService.Users) counts them.
	APIKeys int `json:"apiKeys"`
}

// IsAdmin reports whether the user may make the admin calls.
func (u User) IsAdmin() bool { return u.Role == RoleAdmin && !u.Disabled }

// Errors of accounts and admin rights.
var (
	ErrEmailTaken      = Errorf(ECONFLICT, "Email already in use")
	ErrWrongLogin      = Errorf(EUNAUTHORIZED, "Wrong email or password")
	ErrVerifiedAlready = Errorf(ECONFLICT, "Your email is verified already")
	ErrSignIn          = Errorf(EUNAUTHORIZED, "Sign in first")
	ErrBadToken        = Errorf(EUNAUTHORIZED, "Invalid or expired token")
	// ErrPasswordChanged refuses a token issued before the account's password changed.
	ErrPasswordChanged = Errorf(EUNAUTHORIZED, "Your password was changed: sign in again")
	// ErrSessionEnded refuses a token of a session that was signed out.
	ErrSessionEnded = Errorf(EUNAUTHORIZED, "This session has ended: sign in again")
	ErrGoogleOff    = Errorf(ENOTFOUND, "Google sign-in is not configured")
	// Refusals of a caller naming another account than their own.
	ErrSignInAsOther    = Errorf(EFORBIDDEN, "You can only sign in as yourself")
	ErrAskAboutOther    = Errorf(EFORBIDDEN, "You can only ask about yourself")
	ErrSeeOtherProfile  = Errorf(EFORBIDDEN, "You can only see your own profile")
	ErrEditOtherProfile = Errorf(EFORBIDDEN, "You can only edit your own profile")
	ErrAccountDisabled  = Errorf(EUNAUTHORIZED, "This account is disabled")
	ErrNotVerified      = Errorf(ECONFLICT, "This account has not verified its email yet: it cannot be an admin until it does")
	ErrLastAdmin        = Errorf(ECONFLICT, "The last admin cannot be demoted: make another admin first")
	ErrDisableAdmin     = Errorf(ECONFLICT, "An admin cannot be disabled: demote the account first")
	ErrDisableYourself  = Errorf(ECONFLICT, "You cannot disable your own account")
	ErrVerifyLinkUsed   = Errorf(EINVALID, "This verification link has expired or was already used. Ask for a new one.")
)

// CheckAdminCandidate refuses to make an admin of an account whose owner has not proved the
// mailbox: until then, the account may be a stranger's who signed up with the address first.
func (u User) CheckAdminCandidate() error {
	if !u.Verified || u.Disabled {
		return ErrNotVerified
	}
	return nil
}

// EmailVerification is the token of a mailed verification link, and the new password of
// whoever follows it without being signed in to the account.
type EmailVerification struct {
	Token    string `json:"token"`
	Password string `json:"password,omitempty"`
}

// Validate checks that there is a token, and a new password keeps the signup rules.
func (v EmailVerification) Validate() error {
	var p problems
	if v.Token == "" {
		p.add("token", "The verification link is incomplete. Open the link from the mail again.")
	}
	if v.Password != "" {
		checkPassword(&p, "password", v.Password)
	}
	return p.err()
}

// ErrChoosePassword asks whoever follows a verification link without being signed in to its
// account for a new password.
var ErrChoosePassword = &Error{Code: EINVALID, Message: "Choose a password to confirm your email",
	Fields: map[string]string{"password": "Choose a new password"}}

// CheckFollower decides whether the caller may follow a link of the account. The mailbox
// alone does not prove the password: a stranger may have signed up with the address and
// kept a session. So the mailbox's owner signed in to the account confirms it as it is;
// anyone else chooses a new password, which ends the old one and every session (the
// account-pre-hijacking attack, Sudhodanan and Paverd 2022).
func (v EmailVerification) CheckFollower(account, caller User) error {
	if v.Password == "" && caller.ID != account.ID {
		return ErrChoosePassword
	}
	return nil
}

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

// Profile is what a user tells the shop about themselves.
type Profile struct {
	Email     string `json:"email"`
	Name      string `json:"name"`
	Education string `json:"education"`
	City      string `json:"city"`
	Phone     string `json:"number"`
	// LinkedIn is the link to the user's LinkedIn profile.
	LinkedIn string `json:"profile"`
}

// Validate checks the spec's profile rules: every field is required.
func (pr *Profile) Validate() error {
	for _, s := range []*string{&pr.Name, &pr.Education, &pr.City, &pr.Phone, &pr.LinkedIn} {
		*s = strings.TrimSpace(*s)
	}
	var p problems
	if pr.Name == "" {
		p.add("name", msgNameRequired)
	}
	if pr.Education == "" {
		p.add("education", "Education is required")
	}
	if pr.City == "" {
		p.add("city", "City is required")
	}
	if pr.Phone == "" {
		p.add("number", msgPhoneRequired)
	}
	if pr.LinkedIn == "" {
		p.add("profile", "Linked in profile link is required")
	} else if !IsWebLink(pr.LinkedIn) {
		p.add("profile", msgWebLink)
	}
	checkLine(&p, "name", pr.Name, MaxNameLength)
	for field, s := range map[string]string{"education": pr.Education, "city": pr.City, "number": pr.Phone, "profile": pr.LinkedIn} {
		checkLine(&p, field, s, 300)
	}
	return p.err()
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
	if email != "" && (len(email) > 254 || !emailPattern.MatchString(email) || hasControl(email, "")) {
		p.add(field, "Please provide valid email")
	}
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

var idPattern = regexp.MustCompile(`^[0-9a-f]{24}$`)

// IsID reports whether s has the form of the shop's ids: 24 lowercase hex characters.
func IsID(s string) bool { return idPattern.MatchString(s) }

// ParseID checks an id a request names (in its path, or a field that is nothing but an id),
// before any service looks it up.
func ParseID(s string) (string, error) {
	if !IsID(s) {
		return "", ErrInvalidID
	}
	return s, nil
}
