package ec

import (
	"github.com/uecc-go/uecc/internal/ecc"
	"github.com/uecc-go/uecc/uecc"
)

// Scalar is an integer modulo the group order n of one curve. Make it with
// NewScalar: the zero value is not usable, and its methods panic. A Scalar
// is bound to its curve: a method given a scalar of another curve panics.
//
// Every method runs in constant time, so scalars may be secret (private
// keys, nonces); the methods that set the receiver return it and allocate
// nothing. Arguments may be the receiver itself.
type Scalar struct {
	c *uecc.Curve
	s ecc.GroupScalar
}

// NewScalar returns a new scalar of c, 0. It panics if c is nil.
func NewScalar(c *uecc.Curve) *Scalar {
	return &Scalar{c: c, s: groupOf(c).NewScalar()}
}

// Curve returns the scalar's curve.
func (r *Scalar) Curve() *uecc.Curve { return r.c }

// same panics unless r and x are usable scalars of the same curve.
func (r *Scalar) same(x *Scalar) {
	if r.s == nil || x.s == nil {
		panic("ec: a zero Scalar: make scalars with NewScalar")
	}
	if x.c != r.c {
		panic("ec: a scalar of " + x.c.Name() + " used with a scalar of " + r.c.Name())
	}
}

// usable panics if r is a zero Scalar.
func (r *Scalar) usable() {
	if r.s == nil {
		panic("ec: a zero Scalar: make scalars with NewScalar")
	}
}

// SetBytes sets r to the big-endian b, PrivateKeySize bytes
// (uecc.Curve.PrivateKeySize), and returns r. b must be below n; 0 is
// accepted. It runs in constant time but for the verdict. On error r is
// left unchanged.
//
// Errors wrap uecc.ErrLength (b has another length) or ErrScalar (b ≥ n);
// compare with errors.Is.
func (r *Scalar) SetBytes(b []byte) (*Scalar, error) {
	r.usable()
	if len(b) != r.c.PrivateKeySize() {
		return nil, lengthError(r.c, "scalar", len(b), r.c.PrivateKeySize())
	}
	if r.s.SetBytes(b) != 1 {
		return nil, errorf(ErrScalar, "scalar is not below the order n of "+r.c.Name())
	}
	return r, nil
}

// Bytes returns r big-endian, PrivateKeySize bytes.
func (r *Scalar) Bytes() []byte {
	r.usable()
	out := make([]byte, r.c.PrivateKeySize())
	r.s.Bytes(out)
	return out
}

// Set sets r to x and returns r.
func (r *Scalar) Set(x *Scalar) *Scalar {
	r.same(x)
	r.s.Set(x.s)
	return r
}

// Add sets r to x + y mod n and returns r.
func (r *Scalar) Add(x, y *Scalar) *Scalar {
	r.same(x)
	r.same(y)
	r.s.Add(x.s, y.s)
	return r
}

// Sub sets r to x − y mod n and returns r.
func (r *Scalar) Sub(x, y *Scalar) *Scalar {
	r.same(x)
	r.same(y)
	r.s.Sub(x.s, y.s)
	return r
}

// Mul sets r to x·y mod n and returns r.
func (r *Scalar) Mul(x, y *Scalar) *Scalar {
	r.same(x)
	r.same(y)
	r.s.Mul(x.s, y.s)
	return r
}

// Negate sets r to −x mod n and returns r.
func (r *Scalar) Negate(x *Scalar) *Scalar {
	r.same(x)
	r.s.Negate(x.s)
	return r
}

// Invert sets r to x⁻¹ mod n and returns r; 0 gives 0. It runs in constant
// time, whether x is 0 or not.
func (r *Scalar) Invert(x *Scalar) *Scalar {
	r.same(x)
	r.s.Invert(x.s)
	return r
}

// Equal reports whether r and t are equal. The comparison runs in constant
// time; its answer, a bool, is not hidden from the caller's branches.
func (r *Scalar) Equal(t *Scalar) bool {
	r.same(t)
	return r.s.Equal(t.s) == 1
}

// IsZero reports whether r is 0. The test runs in constant time; its
// answer, a bool, is not hidden from the caller's branches.
func (r *Scalar) IsZero() bool {
	r.usable()
	return r.s.IsZero() == 1
}
