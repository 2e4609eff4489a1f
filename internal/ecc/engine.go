package ecc

// Engine is the arithmetic of one curve, on fixed-size big-endian byte strings in
// micro-ecc's raw encodings: a scalar (private key, nonce, hash integer) is
// Params.ScalarBytes long, a public key is X‖Y (2·FieldBytes, no 0x04 prefix), a
// signature is r‖s (2·FieldBytes).
//
// Callers check lengths; an Engine may panic on a slice of the wrong length, which
// is a bug in the caller, never a property of the data.
//
// Every operation on secret data (ScalarIsValid, ScalarBaseMult, ScalarMultX,
// ScalarMult, ScalarInvMul, Sign, ScalarReduce) runs in time independent of
// the values of its inputs: no branch and no memory address depends on a
// secret. ValidPublicKey, which ScalarMultX and ScalarMult also run on their
// point, is constant time but for its verdict. Verify, Decompress, FieldSqrt
// and PointAdd work on public data and may take variable time: they are in
// the list of variable-time functions, VartimeFuncs (vartime.go), with what
// they call.
type Engine interface {
	// Params returns the curve's domain parameters.
	Params() *Params

	// ScalarIsValid returns 1 if the big-endian scalar k lies in [1, n−1], else 0.
	ScalarIsValid(k []byte) int

	// ScalarReduce writes e mod n to out, for a scalar e < 2^bitlen(n), as produced
	// by bits2int (SEC 1 §4.1.3 step 5, RFC 6979 §2.3.2). out may alias e.
	ScalarReduce(out, e []byte)

	// ScalarBaseMult writes k·G as X‖Y to out. k must satisfy ScalarIsValid.
	ScalarBaseMult(out, k []byte)

	// ScalarMultX writes the X coordinate of k·Q to out. k must satisfy
	// ScalarIsValid and Q must satisfy ValidPublicKey; then k·Q is never the point
	// at infinity (n is prime) and ScalarMultX returns 1. It returns 0, writing
	// nothing, if the result were infinity.
	ScalarMultX(out, k, q []byte) int

	// ScalarMult writes k·Q as X‖Y to out, under the conditions of
	// ScalarMultX, and returns 1; it returns 0, writing nothing, if Q fails
	// ValidPublicKey or the result were infinity.
	ScalarMult(out, k, q []byte) int

	// ScalarInvMul writes a⁻¹·b mod n to out (ScalarBytes), for big-endian
	// scalars a and b below n (a⁻¹ is 0 for a = 0). Constant time.
	ScalarInvMul(out, a, b []byte)

	// PointAdd writes P + Q as X‖Y to out and returns 1, for points P and Q
	// (X‖Y) that satisfy ValidPublicKey; it returns 0, writing nothing, if
	// either does not or the sum is the point at infinity. Variable time:
	// for public points (public-key recovery).
	PointAdd(out, p, q []byte) int

	// FieldSqrt writes a square root y < p of the big-endian field element
	// in (FieldBytes long) to out and returns 1, or returns 0, writing
	// nothing, if in ≥ p or in is not a square mod p. Variable time.
	FieldSqrt(out, in []byte) int

	// Sign writes the ECDSA signature r‖s of the hash integer e (e < 2^bitlen(n),
	// from bits2int) with private key d and nonce k to sig: r = x(k·G) mod n,
	// s = k⁻¹(e + r·d) mod n. d and k must satisfy ScalarIsValid. It returns 0,
	// writing nothing, if r = 0, s = 0, or s does not fit in FieldBytes bytes
	// (possible only on secp160r1, where n > 2^160); the caller then tries
	// another k.
	Sign(sig, d, k, e []byte) int

	// SignBatch signs len(ok) hash integers at once: member i is Sign with
	// sig[i·S:(i+1)·S] (S = 2·FieldBytes) and the i-th ScalarBytes of d, k
	// and e, and ok[i] is what Sign would return. The members share the
	// inversions of a signature, so each costs less than a call of Sign.
	// Every k must satisfy ScalarIsValid.
	SignBatch(sig, d, k, e []byte, ok []int)

	// Verify reports whether sig = r‖s is a valid ECDSA signature of the hash
	// integer e (from bits2int) under the public key pub. It rejects r or s
	// outside [1, n−1] and a pub that fails ValidPublicKey.
	Verify(pub, e, sig []byte) bool

	// ValidPublicKey reports whether pub = X‖Y has X < p, Y < p and lies on the
	// curve. The point at infinity has no raw encoding (all zeros is rejected).
	ValidPublicKey(pub []byte) bool

	// Decompress writes the point X‖Y for the compressed encoding
	// in = (0x02 | 0x03) ‖ X to out and returns true, or returns false, writing
	// nothing, if the prefix is neither, X ≥ p, or x³ + ax + b has no square root.
	Decompress(out, in []byte) bool
}
