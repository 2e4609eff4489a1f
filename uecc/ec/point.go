package ec

import (
	"strconv"

	"github.com/uecc-go/uecc/internal/ct"
	"github.com/uecc-go/uecc/internal/ecc"
	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/internal/bridge"
)

// Point is a point of one curve's group, the identity (the point at
// infinity) included. Make it with NewPoint: the zero value is not usable,
// and its methods panic. A Point is bound to its curve: a method given a
// point or scalar of another curve panics.
//
// The methods that set the receiver return it, so calls chain, and
// allocate nothing. A Point may be read (as an argument, or by Bytes,
// Equal, IsIdentity) by several goroutines at once; it must not be written
// while it is read.
type Point struct {
	c *uecc.Curve
	p ecc.GroupPoint
	// k1 and k2 are the scalars of the multiplications, kept here and made
	// once by NewPoint: a scalar made in a method and handed to the engine
	// (an interface) would be allocated on the heap at every call. The
	// constant-time methods clear them after use.
	k1, k2 ecc.GroupScalar
}

// groupOf returns c's group, the engine of package uecc's curve.
func groupOf(c *uecc.Curve) ecc.Group {
	if c == nil {
		panic("ec: nil curve (a curve left out of the build returns nil)")
	}
	g, ok := bridge.EngineOf(c).(ecc.Group)
	if !ok {
		panic("ec: the engine of " + c.Name() + " does not implement ecc.Group")
	}
	return g
}

// NewPoint returns a new point of c, the identity. It panics if c is nil.
func NewPoint(c *uecc.Curve) *Point {
	g := groupOf(c)
	return &Point{c: c, p: g.NewPoint(), k1: g.NewScalar(), k2: g.NewScalar()}
}

// Curve returns the point's curve.
func (r *Point) Curve() *uecc.Curve { return r.c }

// same panics unless r and x are usable points of the same curve.
func (r *Point) same(x *Point) {
	if r.p == nil || x.p == nil {
		panic("ec: a zero Point: make points with NewPoint")
	}
	if x.c != r.c {
		panic("ec: a point of " + x.c.Name() + " used with a point of " + r.c.Name())
	}
}

// usable panics if r is a zero Point.
func (r *Point) usable() {
	if r.p == nil {
		panic("ec: a zero Point: make points with NewPoint")
	}
}

// SetGenerator sets r to the curve's base point G and returns r.
func (r *Point) SetGenerator() *Point {
	r.usable()
	r.p.SetGenerator()
	return r
}

// SetBytes sets r to the point encoded in b and returns r. It takes:
//
//   - 0x04‖X‖Y, SEC 1's uncompressed form (what Bytes writes);
//   - 0x02‖X or 0x03‖X, SEC 1's compressed form (Y even or odd: what
//     BytesCompressed writes);
//   - X‖Y without a prefix, micro-ecc's raw public key (uecc.PublicKey.BytesXY);
//   - the single byte 0x00, the identity.
//
// X and Y are FieldSize bytes big-endian. The point is validated: both
// coordinates below p, on the curve. b is not retained. On error r is left
// unchanged.
//
// Decoding X‖Y and 0x04‖X‖Y runs in constant time but for the verdict (and,
// after a refusal, the error's text, which says which rule failed); the
// compressed form's square root takes variable time, as befits public keys.
//
// Errors wrap uecc.ErrLength (b has none of the four sizes),
// uecc.ErrPublicKey (a bad prefix, a coordinate not below p, a point not on
// the curve, an all-zero X‖Y), and for the compressed form also
// uecc.ErrCompressedPoint; compare with errors.Is.
func (r *Point) SetBytes(b []byte) (*Point, error) {
	r.usable()
	fb := r.c.FieldSize()
	switch len(b) {
	case 1:
		if b[0] != 0 {
			return nil, errorf(uecc.ErrPublicKey, "1-byte point is 0x"+hexByte(b[0])+", want 0x00 (the identity)")
		}
		r.p.SetIdentity()
		return r, nil
	case 2 * fb:
		if r.p.SetXY(b) != 1 {
			return nil, errorf(uecc.ErrPublicKey, pointProblem(r.c, b))
		}
		return r, nil
	case 2*fb + 1:
		if b[0] != 4 {
			return nil, errorf(uecc.ErrPublicKey, strconv.Itoa(len(b))+"-byte point starts with 0x"+hexByte(b[0])+", want 0x04 (uncompressed)")
		}
		if r.p.SetXY(b[1:]) != 1 {
			return nil, errorf(uecc.ErrPublicKey, pointProblem(r.c, b))
		}
		return r, nil
	case fb + 1:
		if b[0] != 2 && b[0] != 3 {
			return nil, errorf2(uecc.ErrPublicKey, uecc.ErrCompressedPoint,
				strconv.Itoa(len(b))+"-byte point starts with 0x"+hexByte(b[0])+", want 0x02 or 0x03 (compressed)")
		}
		if r.p.SetCompressedVartime(b[1:], int(b[0]&1)) != 1 {
			return nil, errorf2(uecc.ErrPublicKey, uecc.ErrCompressedPoint, pointProblem(r.c, b))
		}
		return r, nil
	}
	return nil, errorf(uecc.ErrLength, "point is "+strconv.Itoa(len(b))+" bytes, "+r.c.Name()+" takes "+
		strconv.Itoa(2*fb+1)+" (0x04‖X‖Y), "+strconv.Itoa(fb+1)+" (0x02|0x03‖X), "+strconv.Itoa(2*fb)+
		" (X‖Y) or 1 (0x00, the identity)")
}

// Bytes returns SEC 1's uncompressed encoding of r, 0x04‖X‖Y (1 +
// 2·FieldSize bytes), or the single byte 0x00 for the identity. It costs a
// field inversion (the conversion to affine coordinates); its length tells
// whether r is the identity.
func (r *Point) Bytes() []byte {
	r.usable()
	fb := r.c.FieldSize()
	out := make([]byte, 1+2*fb)
	// Declassified: the output's length tells the identity.
	if ct.Declassify(r.p.XY(out[1:])) != 1 {
		return []byte{0}
	}
	out[0] = 4
	return out
}

// BytesCompressed returns SEC 1's compressed encoding of r, 0x02‖X for an
// even Y or 0x03‖X for an odd one (1 + FieldSize bytes), or the single byte
// 0x00 for the identity. It costs a field inversion, as Bytes.
func (r *Point) BytesCompressed() []byte {
	r.usable()
	fb := r.c.FieldSize()
	out := make([]byte, 1+2*fb)
	// Declassified: the output's length tells the identity.
	if ct.Declassify(r.p.XY(out[1:])) != 1 {
		return []byte{0}
	}
	out[0] = 2 | out[2*fb]&1
	clear(out[1+fb:])
	return out[: 1+fb : 1+fb]
}

// Set sets r to p and returns r.
func (r *Point) Set(p *Point) *Point {
	r.same(p)
	r.p.Set(p.p)
	return r
}

// Add sets r to p + q and returns r. The addition is complete: any two
// points, equal, opposite or the identity, in constant time.
func (r *Point) Add(p, q *Point) *Point {
	r.same(p)
	r.same(q)
	r.p.Add(p.p, q.p)
	return r
}

// Double sets r to 2·p and returns r.
func (r *Point) Double(p *Point) *Point {
	r.same(p)
	r.p.Double(p.p)
	return r
}

// Negate sets r to −p and returns r.
func (r *Point) Negate(p *Point) *Point {
	r.same(p)
	r.p.Negate(p.p)
	return r
}

// Equal reports whether r and q are the same point, whatever their
// projective coordinates. The comparison runs in constant time; its answer,
// a bool, is not hidden from the caller's branches.
func (r *Point) Equal(q *Point) bool {
	r.same(q)
	return r.p.Equal(q.p) == 1
}

// IsIdentity reports whether r is the identity. The test runs in constant
// time; its answer, a bool, is not hidden from the caller's branches.
func (r *Point) IsIdentity() bool {
	r.usable()
	return r.p.IsIdentity() == 1
}

// ScalarBaseMult sets r to k·G and returns r, where k is big-endian,
// PrivateKeySize bytes (uecc.Curve.PrivateKeySize), any value: it is
// reduced mod n (0 and n give the identity). A uecc private key's bytes
// give its public key. It runs in constant time: k may be secret.
//
// The error wraps uecc.ErrLength, for a k of another length; r is then
// unchanged.
func (r *Point) ScalarBaseMult(k []byte) (*Point, error) {
	r.usable()
	if len(k) != r.c.PrivateKeySize() {
		return nil, lengthError(r.c, "scalar", len(k), r.c.PrivateKeySize())
	}
	r.k1.SetBytesReduced(k)
	r.p.ScalarBaseMult(r.k1)
	r.k1.Sub(r.k1, r.k1)
	return r, nil
}

// ScalarMult sets r to k·p and returns r, where k is big-endian,
// PrivateKeySize bytes, any value (reduced mod n). It runs in constant
// time: k and p may be secret. The X of a private key times a peer's
// public key is their ECDH shared secret (uecc.PrivateKey.ECDH).
//
// The error wraps uecc.ErrLength, for a k of another length; r is then
// unchanged.
func (r *Point) ScalarMult(p *Point, k []byte) (*Point, error) {
	r.same(p)
	if len(k) != r.c.PrivateKeySize() {
		return nil, lengthError(r.c, "scalar", len(k), r.c.PrivateKeySize())
	}
	r.k1.SetBytesReduced(k)
	r.p.ScalarMult(p.p, r.k1)
	r.k1.Sub(r.k1, r.k1)
	return r, nil
}

// ScalarBaseMultVartime sets r to k·G and returns r, as ScalarBaseMult,
// and may take variable time: for public k only (never a private key or a
// nonce). Today it is ScalarBaseMult, whose fixed-base table makes it
// faster than the double multiplication with k2 = 0 (2–2.5 times, on
// every curve: BenchmarkPoint in this package).
//
// The error wraps uecc.ErrLength, for a k of another length; r is then
// unchanged.
func (r *Point) ScalarBaseMultVartime(k []byte) (*Point, error) {
	if ecc.VartimeCount {
		ecc.VartimeEnter()
	}
	r.usable()
	if len(k) != r.c.PrivateKeySize() {
		return nil, lengthError(r.c, "scalar", len(k), r.c.PrivateKeySize())
	}
	return r.ScalarBaseMult(k)
}

// ScalarMultVartime sets r to k·p and returns r, as ScalarMult, in
// variable time: for public k and p only.
//
// The error wraps uecc.ErrLength, for a k of another length; r is then
// unchanged.
func (r *Point) ScalarMultVartime(p *Point, k []byte) (*Point, error) {
	if ecc.VartimeCount {
		ecc.VartimeEnter()
	}
	r.same(p)
	if len(k) != r.c.PrivateKeySize() {
		return nil, lengthError(r.c, "scalar", len(k), r.c.PrivateKeySize())
	}
	r.k1.Sub(r.k1, r.k1)
	r.k2.SetBytesReduced(k)
	// 0·G + k·p.
	r.p.DoubleScalarMultVartime(r.k1, r.k2, p.p)
	return r, nil
}

// DoubleScalarMultVartime sets r to k1·G + k2·p and returns r, in
// variable time, in one pass (the multiplication of ECDSA's verification):
// for public k1, k2 and p only. k1 and k2 are big-endian, PrivateKeySize
// bytes, any value (reduced mod n).
//
// The error wraps uecc.ErrLength, for a k1 or k2 of another length; r is
// then unchanged.
func (r *Point) DoubleScalarMultVartime(k1, k2 []byte, p *Point) (*Point, error) {
	if ecc.VartimeCount {
		ecc.VartimeEnter()
	}
	r.same(p)
	if len(k1) != r.c.PrivateKeySize() {
		return nil, lengthError(r.c, "k1", len(k1), r.c.PrivateKeySize())
	}
	if len(k2) != r.c.PrivateKeySize() {
		return nil, lengthError(r.c, "k2", len(k2), r.c.PrivateKeySize())
	}
	r.k1.SetBytesReduced(k1)
	r.k2.SetBytesReduced(k2)
	r.p.DoubleScalarMultVartime(r.k1, r.k2, p.p)
	return r, nil
}
