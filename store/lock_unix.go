//go:build !windows

package store

import (
	"errors"
	"os"
	"syscall"
)

// flock takes an advisory lock on f without waiting; it goes when f is closed.
func flock(f *os.File, exclusive bool) error {
	how := syscall.LOCK_SH
	if exclusive {
		how = syscall.LOCK_EX
	}
	err := syscall.Flock(int(f.Fd()), how|syscall.LOCK_NB)
	if errors.Is(err, syscall.EWOULDBLOCK) {
		return errLocked
	}
	return err
}
