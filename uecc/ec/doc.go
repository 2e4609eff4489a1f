// Package ec is the group arithmetic of the curves of package uecc
// (secp160r1, secp192r1, secp224r1, secp256r1, secp256k1, secp384r1 and
// secp521r1) as values:
// points (Point) and integers modulo the group order n (Scalar), on the
// same constant-time engine as uecc's keys and signatures, for protocols
// that uecc does not have (key blinding, threshold schemes, Schnorr
// variants, verifiable random functions, …). It is to package uecc what
// crypto/internal/fips140/nistec is to crypto/ecdh and crypto/ecdsa,
// exported.
//
// A Point or Scalar is made for one curve (NewPoint, NewScalar) and stays
// bound to it; the methods that compute set their receiver and return it,
// as math/big's do:
//
//	c := uecc.Secp256r1()
//	p, err := ec.NewPoint(c).ScalarBaseMult(k) // k·G
//	q := ec.NewPoint(c).Add(p, p)              // 2k·G
//
// Mixing curves (a point of one curve given to a point of another) is a
// programming error and panics, as does a zero Point or Scalar (not made by
// NewPoint or NewScalar) or a nil curve.
//
// # Which to use
//
// Every function and method runs in constant time — no branch and no memory
// address depends on the values — except those named Vartime and the
// decoding of a compressed point:
//
//	for secrets (private keys, nonces, ECDH)       for public data only (verification, public-key arithmetic)
//	ScalarBaseMult: k·G                            ScalarBaseMultVartime
//	ScalarMult: k·P                                ScalarMultVartime
//	                                               DoubleScalarMultVartime: k1·G + k2·P in one pass
//	Add, Double, Negate, Set, SetGenerator
//	Equal, IsIdentity (the bool answer is yours)
//	SetBytes of 0x04‖X‖Y or X‖Y (but the verdict)  SetBytes of 0x02|0x03‖X (a square root)
//	Bytes, BytesCompressed
//	Scalar: SetBytes (but the verdict), Bytes,
//	Add, Sub, Mul, Negate, Invert, Equal, IsZero
//
// The Vartime functions leak their scalars and points through timing:
// never give them a private key, a nonce or anything derived from one.
// DoubleScalarMultVartime, ECDSA verification's multiplication, costs less
// than the two constant-time multiplications and the addition it replaces.
// Points are kept in projective coordinates: Bytes and
// BytesCompressed cost one field inversion each, so encode a point once
// rather than at every step.
//
// Scalars of the multiplications are big-endian byte strings of the curve's
// private-key size (uecc.Curve.PrivateKeySize: 21 bytes on secp160r1, the
// field size elsewhere), any value: they are reduced mod n, so n gives the
// identity as 0 does. Only a wrong length is an error.
//
// # Relation to package uecc
//
// Keys are the same bytes: a uecc private key (PrivateKey.Bytes) is a
// scalar, and ScalarBaseMult of it is its public key; SetBytes reads every
// encoding of uecc.PublicKey (Bytes' 0x04‖X‖Y, BytesCompressed, and
// micro-ecc's raw X‖Y of BytesXY), and uecc.Curve.NewPublicKey reads
// Point.Bytes and Point.BytesCompressed of any point but the identity. The
// X coordinate of ScalarMult of a private key and a peer's public key is
// uecc.PrivateKey.ECDH's shared secret.
//
// # Errors
//
// The errors wrap package uecc's values with what was wrong:
// uecc.ErrLength (a wrong size), uecc.ErrPublicKey (a point that is not on
// the curve, or not a valid encoding), uecc.ErrCompressedPoint (also, for
// the compressed form), and this package's ErrScalar (Scalar.SetBytes of a
// value not below n); compare with errors.Is. On error the receiver is left
// unchanged and the returned point or scalar is nil.
package ec
