package toolshop

import "slices"

// Demote decides whether the account with email loses the admin role, admins being the
// emails of every admin as they stand: not when it is none of them (nothing changes), never
// when it is the only one (ErrLastAdmin: the shop always keeps an admin).
func Demote(admins []string, email string) (bool, error) {
	switch {
	case !slices.Contains(admins, email):
		return false, nil
	case len(admins) == 1:
		return false, ErrLastAdmin
	}
	return true, nil
}
