package uecc

import "strconv"

// Error is the type of the sentinel errors of this package and of package
// microecc. The functions return errors that wrap them with what was wrong
// (which argument, which length, which rule); compare with errors.Is.
// microecc's methods return some of them as they are.
type Error int

// The errors. Each function's documentation says which it returns.
const (
	// ErrLength: an input or output slice does not have the exact size the
	// curve requires (see the Curve size methods).
	ErrLength Error = iota + 1
	// ErrPrivateKey: the private key is not an integer in [1, n−1].
	ErrPrivateKey
	// ErrPublicKey: the public key is not a point on the curve with both
	// coordinates below p (this includes the all-zero encoding).
	ErrPublicKey
	// ErrCompressedPoint: the compressed point does not start with 0x02 or
	// 0x03, has X ≥ p, or has no square root (no point with that X exists).
	ErrCompressedPoint
	// ErrSignature: the signature does not verify, or (for the DER functions)
	// is not a strict DER ECDSA-Sig-Value or cannot be converted.
	ErrSignature
	// ErrNonce: the nonce given to microecc.SignWithK is 0 or reduces to 0 mod n, or
	// leads to r = 0 or s = 0 (or, on secp160r1, an s that needs 21 bytes).
	ErrNonce
	// ErrRandom: the random source failed, or gave 64 unusable draws in a row.
	ErrRandom
	// ErrHash: the hash for deterministic signing is unusable: a crypto.Hash
	// not linked into the program, or (microecc) a nil constructor or a hash
	// whose output or block size is out of range.
	ErrHash
	// ErrRetries: deterministic signing found no usable nonce in 64 tries
	// (for micro-ecc's variant, also when every blinding draw failed).
	ErrRetries
	// ErrKeyFormat: a key file (SubjectPublicKeyInfo, ECPrivateKey, PKCS #8
	// PrivateKeyInfo) is not strict DER, has the wrong structure or version,
	// or names an algorithm or a curve other than id-ecPublicKey on the
	// curves of Curves.
	ErrKeyFormat
	// ErrUnsupportedCurve: a key file names a curve that is not one of
	// Curves, or a conversion to or from a key type of crypto/ecdsa or
	// crypto/ecdh was asked for a curve that the other side does not have
	// (crypto/ecdsa has secp224r1, secp256r1, secp384r1 and secp521r1 of
	// these curves, crypto/ecdh secp256r1, secp384r1 and secp521r1), or a
	// function of package microecc was given a nil curve.
	ErrUnsupportedCurve
)

var errorText = [...]string{
	ErrLength:           "uecc: wrong input or output length",
	ErrPrivateKey:       "uecc: invalid private key",
	ErrPublicKey:        "uecc: invalid public key",
	ErrCompressedPoint:  "uecc: invalid compressed point",
	ErrSignature:        "uecc: invalid signature",
	ErrNonce:            "uecc: unusable nonce",
	ErrRandom:           "uecc: random source failed",
	ErrHash:             "uecc: unusable hash function",
	ErrRetries:          "uecc: no usable nonce in 64 tries",
	ErrKeyFormat:        "uecc: malformed or unsupported key encoding",
	ErrUnsupportedCurve: "uecc: curve not supported by the other library",
}

// Error returns the error's text.
func (e Error) Error() string {
	if e > 0 && int(e) < len(errorText) {
		return errorText[e]
	}
	return "uecc: unknown error"
}

// detailError is an Error with context: which argument, which lengths, which
// rule of DER. It wraps one or two sentinels (a compressed point that does
// not decode is both ErrPublicKey and ErrCompressedPoint).
type detailError struct {
	errs []error
	msg  string
}

func (e *detailError) Error() string { return e.errs[0].Error() + ": " + e.msg }

// Unwrap gives the sentinels to errors.Is and errors.As.
func (e *detailError) Unwrap() []error { return e.errs }

// errorf returns err with the detail msg.
func errorf(err Error, msg string) error { return &detailError{errs: []error{err}, msg: msg} }

// errorf2 returns an error that is both err and also, with the detail msg.
func errorf2(err, also Error, msg string) error {
	return &detailError{errs: []error{err, also}, msg: msg}
}

// lengthError reports an argument of the wrong size: what it is, the length
// given and the length the curve takes.
func (c *Curve) lengthError(what string, got, want int) error {
	return errorf(ErrLength, what+" is "+strconv.Itoa(got)+" bytes, "+c.Name()+" takes "+strconv.Itoa(want))
}
