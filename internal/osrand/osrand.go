// Package osrand reads the operating system's random source with as little
// of the standard library as possible: on Linux, getrandom(2) (the vDSO's
// where the kernel has it, through the Go runtime) and, if that fails with
// any error, /dev/urandom, both through package syscall alone. It
// is the default random source of package uecc and of the C library built
// from it, which must not carry crypto/rand (its FIPS 140 DRBG and the
// packages it imports) into every C program, and must not abort the program
// when the kernel refuses getrandom(2) (as some seccomp profiles do):
// crypto/rand treats a failed read as a fatal error, Read here returns false.
//
// On other systems Read uses crypto/rand.
package osrand

import "io"

// Reader is an io.Reader over Read: each Read fills the whole slice or
// returns (0, ErrUnavailable).
var Reader io.Reader = reader{}

type reader struct{}

func (reader) Read(p []byte) (int, error) {
	if !Read(p) {
		return 0, ErrUnavailable
	}
	return len(p), nil
}

// ErrUnavailable is returned by Reader when no random source works.
var ErrUnavailable = unavailable{}

type unavailable struct{}

func (unavailable) Error() string { return "osrand: no random source available" }
