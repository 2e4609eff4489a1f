package ecc

// Group is the arithmetic of one curve's points and scalars as values, for
// package uecc/ec. Every curve's engine implements it beside Engine; a
// program that never asks an engine for its Group (the C library) links
// none of it.
//
// Byte strings are big-endian and of the curve's sizes: a scalar is
// Params.ScalarBytes long, a coordinate Params.FieldBytes. A GroupPoint or
// GroupScalar argument must come from the same curve's Group; another one
// panics (a bug in the caller).
type Group interface {
	// NewPoint returns a new point, the identity.
	NewPoint() GroupPoint
	// NewScalar returns a new scalar, 0.
	NewScalar() GroupScalar
}

// GroupPoint is a point of a curve's group, the identity (the point at
// infinity) included, in projective coordinates. Every method but those
// named Vartime runs in time independent of the values of the points and
// scalars: no branch and no memory address depends on them. Arguments may
// alias the receiver.
type GroupPoint interface {
	// SetIdentity sets the point to the identity.
	SetIdentity()
	// SetGenerator sets the point to the curve's base point G.
	SetGenerator()
	// Set sets the point to p.
	Set(p GroupPoint)
	// SetXY sets the point to the affine point X‖Y and returns 1 if X < p,
	// Y < p and the point is on the curve; else it returns 0 and leaves the
	// point unchanged. Constant time but for the verdict.
	SetXY(xy []byte) int
	// SetCompressedVartime sets the point to the one with X coordinate x
	// and a Y of parity odd (0 or 1), and returns 1; it returns 0, leaving
	// the point unchanged, if x ≥ p or x³ + ax + b is not a square.
	// Variable time: for public points.
	SetCompressedVartime(x []byte, odd int) int
	// XY writes the affine coordinates X‖Y of the point to out and returns
	// 1, or writes zeros and returns 0 for the identity.
	XY(out []byte) int
	// Add sets the point to p + q (complete: every pair of points).
	Add(p, q GroupPoint)
	// Double sets the point to 2p.
	Double(p GroupPoint)
	// Negate sets the point to −p.
	Negate(p GroupPoint)
	// Select sets the point to a if cond is 1 and to b if cond is 0.
	Select(a, b GroupPoint, cond int)
	// Equal returns 1 if the point equals q, else 0.
	Equal(q GroupPoint) int
	// IsIdentity returns 1 if the point is the identity, else 0.
	IsIdentity() int
	// ScalarBaseMult sets the point to k·G for a scalar k.
	ScalarBaseMult(k GroupScalar)
	// ScalarMult sets the point to k·p for a scalar k.
	ScalarMult(p GroupPoint, k GroupScalar)
	// DoubleScalarMultVartime sets the point to k1·G + k2·p. Variable time:
	// for public points and scalars (it is Verify's multiplication).
	DoubleScalarMultVartime(k1, k2 GroupScalar, p GroupPoint)
}

// GroupScalar is an integer modulo the group order n. Every method runs in
// time independent of the values. Arguments may alias the receiver.
type GroupScalar interface {
	// SetBytes sets the scalar to the big-endian b (ScalarBytes long) and
	// returns 1 if b < n; else it returns 0 and leaves the scalar unchanged.
	// Constant time but for the verdict.
	SetBytes(b []byte) int
	// SetBytesReduced sets the scalar to b mod n, for any big-endian b
	// ScalarBytes long.
	SetBytesReduced(b []byte)
	// Bytes writes the scalar to out, ScalarBytes long.
	Bytes(out []byte)
	// Set sets the scalar to x.
	Set(x GroupScalar)
	// Add sets the scalar to x + y.
	Add(x, y GroupScalar)
	// Sub sets the scalar to x − y.
	Sub(x, y GroupScalar)
	// Mul sets the scalar to x·y.
	Mul(x, y GroupScalar)
	// Negate sets the scalar to −x.
	Negate(x GroupScalar)
	// CondNegate sets the scalar to −x if cond is 1 and to x if cond is 0.
	CondNegate(x GroupScalar, cond int)
	// Invert sets the scalar to x⁻¹, or 0 for x = 0.
	Invert(x GroupScalar)
	// Equal returns 1 if the scalar equals y, else 0.
	Equal(y GroupScalar) int
	// IsZero returns 1 if the scalar is 0, else 0.
	IsZero() int
}
