package schnorr

import "errors"

// The errors. The functions return these or errors that wrap them with
// what was wrong (which argument, which rule); compare with errors.Is.
var (
	// ErrLength: a private key, public key, signature or auxiliary
	// randomness does not have its exact size (32, 32, 64 and 32 bytes).
	ErrLength = errors.New("schnorr: wrong input length")
	// ErrPrivateKey: the private key is not an integer in [1, n−1].
	ErrPrivateKey = errors.New("schnorr: invalid private key")
	// ErrPublicKey: the public key is not the X coordinate of a point of
	// secp256k1 (it is not below the field prime p, or x³ + 7 has no square
	// root).
	ErrPublicKey = errors.New("schnorr: invalid public key")
	// ErrSignature: the signature does not verify.
	ErrSignature = errors.New("schnorr: invalid signature")
	// ErrNonce: the nonce k′ derived by Sign is 0 mod n. It happens with
	// probability about 2^−256; BIP 340 then fails rather than retries.
	ErrNonce = errors.New("schnorr: unusable nonce")
	// ErrRandom: the operating system's random source failed to give the
	// auxiliary randomness.
	ErrRandom = errors.New("schnorr: random source failed")
)

// detailError is one of the Err… values with the rule that failed. The
// values are made once (below): returning one allocates nothing.
type detailError struct {
	err error
	msg string
}

func (e *detailError) Error() string { return e.err.Error() + ": " + e.msg }

// Unwrap gives the Err… value to errors.Is.
func (e *detailError) Unwrap() error { return e.err }

var (
	errPrivateKeyLength = &detailError{ErrLength, "private key is not 32 bytes"}
	errAuxLength        = &detailError{ErrLength, "auxiliary randomness is neither nil nor 32 bytes"}
	errPublicKeyLength  = &detailError{ErrLength, "public key is not 32 bytes"}
	errSignatureLength  = &detailError{ErrLength, "signature is not 64 bytes"}

	errPrivateKeyRange = &detailError{ErrPrivateKey, "private key is 0 or not below the group order n"}
	errNonceZero       = &detailError{ErrNonce, "the nonce k′ is 0 mod n"}

	errPublicKeyRange      = &detailError{ErrPublicKey, "public key X is not below the field prime p"}
	errPublicKeyNotOnCurve = &detailError{ErrPublicKey, "no point of secp256k1 has the public key as X (x³ + 7 is not a square mod p)"}

	errSignatureR        = &detailError{ErrSignature, "r is not below the field prime p"}
	errSignatureS        = &detailError{ErrSignature, "s is not below the group order n"}
	errSignatureInfinity = &detailError{ErrSignature, "R = s·G − e·P is the point at infinity"}
	errSignatureOddY     = &detailError{ErrSignature, "R = s·G − e·P has an odd Y"}
	errSignatureMismatch = &detailError{ErrSignature, "the X of R = s·G − e·P is not r: the signature does not match the message and the public key"}
)
