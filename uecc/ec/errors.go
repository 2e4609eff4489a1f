package ec

import (
	"errors"
	"strconv"

	"github.com/uecc-go/uecc/internal/ecc"
	"github.com/uecc-go/uecc/internal/hexconst"
	"github.com/uecc-go/uecc/uecc"
)

// ErrScalar: the bytes given to Scalar.SetBytes are not an integer below the
// group order n. Package uecc has no sentinel for it (uecc.ErrPrivateKey
// also refuses 0, which is a scalar); the other errors of this package wrap
// uecc's: uecc.ErrLength, uecc.ErrPublicKey and uecc.ErrCompressedPoint.
var ErrScalar = errors.New("ec: scalar not below the group order n")

// detailError is a sentinel with what was wrong, as package uecc's errors
// are: errors.Is finds the sentinels (one or two: a compressed point that
// does not decode is both uecc.ErrPublicKey and uecc.ErrCompressedPoint).
type detailError struct {
	errs []error
	msg  string
}

func (e *detailError) Error() string { return e.errs[0].Error() + ": " + e.msg }

// Unwrap gives the sentinels to errors.Is and errors.As.
func (e *detailError) Unwrap() []error { return e.errs }

func errorf(err error, msg string) error { return &detailError{errs: []error{err}, msg: msg} }

func errorf2(err, also error, msg string) error {
	return &detailError{errs: []error{err, also}, msg: msg}
}

// hexByte formats b as two hexadecimal digits.
func hexByte(b byte) string {
	const digits = "0123456789abcdef"
	return string([]byte{digits[b>>4], digits[b&15]})
}

// pointProblem says why the engine refused the encoding b of a point, whose
// length and prefix are right: the error text of Point.SetBytes. It runs
// after the verdict, on the refused encoding, and takes variable time.
func pointProblem(c *uecc.Curve, b []byte) string {
	if ecc.VartimeCount {
		ecc.VartimeEnter()
	}
	fb := c.FieldSize()
	p := hexconst.Decode(c.Params().P) // FieldSize bytes
	below := func(v []byte) bool {
		for i := range v {
			if v[i] != p[i] {
				return v[i] < p[i]
			}
		}
		return false
	}
	if len(b) == fb+1 { // compressed
		if !below(b[1:]) {
			return "X is not below the field prime p of " + c.Name()
		}
		return "no point of the curve " + c.Name() + " has this X (x³ + ax + b is not a square)"
	}
	xy := b[len(b)-2*fb:]
	zero := true
	for _, v := range xy {
		zero = zero && v == 0
	}
	switch {
	case zero:
		return "X‖Y is all zeros (the identity is the single byte 0x00)"
	case !below(xy[:fb]):
		return "X is not below the field prime p of " + c.Name()
	case !below(xy[fb:]):
		return "Y is not below the field prime p of " + c.Name()
	}
	return "(X, Y) is not a point of the curve " + c.Name()
}

// lengthError reports an argument of the wrong size.
func lengthError(c *uecc.Curve, what string, got, want int) error {
	return errorf(uecc.ErrLength, what+" is "+strconv.Itoa(got)+" bytes, "+c.Name()+" takes "+strconv.Itoa(want))
}
