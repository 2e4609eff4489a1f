// Package microecc is micro-ecc's uECC API in Go: the operations of uECC.h
// on byte slices of the exact sizes, in micro-ecc's encodings, allocating
// nothing on success, and reading a random source exactly as micro-ecc calls
// its RNG. The C library built from this module (libuecc.a) is a thin layer
// over it.
//
// Use it to reproduce what a micro-ecc device did: the keys and signatures
// of a recorded random stream (MakeKey, Sign), micro-ecc's own deterministic
// signatures (SignDeterministic), the little-endian build of micro-ecc. New
// Go code should use package uecc instead, whose signing hedges its nonces:
// Sign here takes the nonce straight from the reader, as uECC_sign does, so a
// reader that repeats itself reveals the private key.
//
// Encodings, all big-endian: a private key is c.PrivateKeySize() bytes (21 on
// secp160r1, whose order has 161 bits; the field size elsewhere); a public
// key is X‖Y without the 0x04 prefix (c.PublicKeySize() bytes); a compressed
// point is 0x02 or 0x03 (the parity of Y) followed by X; a signature is r‖s
// (c.SignatureSize() bytes); an ECDH shared secret is the X coordinate of the
// shared point (c.FieldSize() bytes), not hashed. Verification is
// uecc.Curve.Verify, which takes these encodings.
//
// Where micro-ecc is wrong these functions are right on purpose, and say so:
// every private key in [1, n−1] works; ECDH rejects invalid peer keys;
// decompression rejects invalid encodings. The arithmetic is constant-time
// without micro-ecc's blinding, whose random draws are made and discarded only
// to keep a random stream in step.
//
// Errors: a slice of the wrong size gives an error that wraps uecc.ErrLength
// and names the argument and the sizes; the other errors are the uecc.Err…
// values themselves. Compare with errors.Is. On error no output is written.
//
// # Random draws
//
// A reader given is read exactly as micro-ecc calls its RNG: a random integer
// below a bound m is drawn as micro-ecc's uECC_generate_random_int draws it,
// each candidate one read of whole machine words (4 bytes on the 32-bit
// build that micro-ecc's vectors come from), read little-endian and masked
// to bitlen(m) bits, rejected if 0 or ≥ m, up to 64 candidates. With a nil
// reader the operating system's source is used (see package uecc), and only
// the values used are drawn: nobody else sees that stream, so the discarded
// blinding draws are skipped.
package microecc

import (
	"hash"
	"io"

	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/internal/bridge"
)

// of returns the emulation of c, or nil for a nil curve (a curve left out of
// the build).
func of(c *uecc.Curve) bridge.MicroECC {
	if c == nil {
		return nil
	}
	return bridge.Of(c)
}

// MakeKey writes a new key pair to pub (X‖Y) and priv, as uECC_make_key: the
// private key is a candidate below n drawn from rand by rejection sampling,
// then one projective blind below p is drawn and discarded (see DrawBlind);
// a failed blind draw abandons the attempt and starts another, up to 64.
// With rand nil only the private key is drawn.
//
// Errors: ErrLength, ErrRandom.
func MakeKey(c *uecc.Curve, pub, priv []byte, rand io.Reader) error {
	m := of(c)
	if m == nil {
		return uecc.ErrUnsupportedCurve
	}
	return m.MakeKey(pub, priv, rand)
}

// ComputePublicKey writes the public key X‖Y of priv to pub, as
// uECC_compute_public_key without its blinding draw (make it with
// DrawBlind). Every private key in [1, n−1] works, including 1, n−2 and n−1,
// which micro-ecc rejects.
//
// Errors: ErrLength, ErrPrivateKey (priv is 0 or ≥ n).
func ComputePublicKey(c *uecc.Curve, pub, priv []byte) error {
	m := of(c)
	if m == nil {
		return uecc.ErrUnsupportedCurve
	}
	return m.ComputePublicKey(pub, priv)
}

// ValidPublicKey reports whether pub is a valid public key X‖Y: of length
// c.PublicKeySize(), with X < p and Y < p, and on the curve, as
// uECC_valid_public_key. (The point at infinity has no encoding; all zeros
// is rejected.)
func ValidPublicKey(c *uecc.Curve, pub []byte) bool {
	m := of(c)
	return m != nil && m.ValidPublicKey(pub)
}

// Compress writes the compressed form of pub, 0x02 or 0x03 (for even or odd
// Y) followed by X, to out (c.FieldSize() + 1 bytes). Like uECC_compress it
// does not check that pub is on the curve.
//
// Errors: ErrLength.
func Compress(c *uecc.Curve, out, pub []byte) error {
	m := of(c)
	if m == nil {
		return uecc.ErrUnsupportedCurve
	}
	return m.Compress(out, pub)
}

// Decompress writes the public key X‖Y of the compressed point
// in = (0x02 | 0x03)‖X to pub. Unlike uECC_decompress, which looks only at
// bit 0 of the prefix and returns a point off the curve for an X without a
// square root, it rejects every invalid encoding.
//
// Errors: ErrLength, ErrCompressedPoint.
func Decompress(c *uecc.Curve, pub, in []byte) error {
	m := of(c)
	if m == nil {
		return uecc.ErrUnsupportedCurve
	}
	return m.Decompress(pub, in)
}

// SharedSecret writes the ECDH shared secret, the X coordinate of
// priv·peer (not hashed, as uECC_shared_secret), to secret (c.FieldSize()
// bytes), without uECC_shared_secret's blinding draw (make it with
// DrawBlind). Unlike micro-ecc, the peer key is validated (an off-curve
// point would leak the private key through an invalid-curve attack), the
// private key must be in [1, n−1], and every valid input gives the right
// answer.
//
// Errors: ErrLength, ErrPrivateKey, ErrPublicKey.
func SharedSecret(c *uecc.Curve, secret, priv, peer []byte) error {
	m := of(c)
	if m == nil {
		return uecc.ErrUnsupportedCurve
	}
	return m.SharedSecret(secret, priv, peer)
}

// DrawBlind makes the one random draw that uECC_compute_public_key and
// uECC_shared_secret make before their scalar multiplication (a projective Z
// below p), and discards it, so that a caller who keeps a random stream in
// step with micro-ecc (as the C library does) makes the same requests. With
// rand nil it draws nothing, as micro-ecc without an RNG.
//
// Errors: ErrRandom (the read failed or 64 candidates were rejected).
func DrawBlind(c *uecc.Curve, rand io.Reader) error {
	m := of(c)
	if m == nil {
		return uecc.ErrUnsupportedCurve
	}
	return m.DrawBlind(rand)
}

// Sign writes an ECDSA signature r‖s of hash, a message digest of any length
// (its leftmost bitlen(n) bits, bits2int), to sig, reading rand exactly as
// uECC_sign calls its RNG: per attempt a nonce k below n by rejection
// sampling, then a projective blind below p and a signing blind below n,
// both discarded. A failed blind draw abandons the attempt; up to 64
// attempts. Given the same random stream, the signature is micro-ecc's,
// except that r is reduced mod n (micro-ecc leaves x(kG) ≥ n unreduced, a
// bug with probability below 2^-96). With rand nil only the nonce is drawn.
//
// The nonce is the reader's: a reader that repeats itself gives the same
// nonce for two digests, which reveals the private key. uecc.Curve.Sign
// hedges its nonce and is the one to use outside micro-ecc emulation.
//
// Errors: ErrLength, ErrPrivateKey, ErrRandom.
func Sign(c *uecc.Curve, sig []byte, rand io.Reader, priv, hash []byte) error {
	m := of(c)
	if m == nil {
		return uecc.ErrUnsupportedCurve
	}
	return m.Sign(sig, rand, priv, hash)
}

// SignWithK writes the ECDSA signature of hash with the caller's nonce k
// (c.PrivateKeySize() bytes) to sig. Like uECC_sign_with_k, k goes through
// bits2int: on secp160r1 the 21-byte k is shifted right by 7 bits and
// reduced mod n; on the other curves it is taken as it is, and k = 0 or
// k ≥ n is refused. It exists for known-answer tests; a reused or
// predictable k reveals the private key.
//
// Errors: ErrLength, ErrPrivateKey, ErrNonce.
func SignWithK(c *uecc.Curve, sig, priv, hash, k []byte) error {
	m := of(c)
	if m == nil {
		return uecc.ErrUnsupportedCurve
	}
	return m.SignWithK(sig, priv, hash, k)
}

// SignDeterministic writes the signature that micro-ecc's
// uECC_sign_deterministic makes, byte for byte, to sig. It is HMAC-DRBG based
// like RFC 6979 but not RFC 6979 (docs/COMPATIBILITY.md, "Deterministic
// signing"): the HMAC, over a hash from newHash (called once per signature,
// so concurrent calls are safe), is seeded with the first FieldSize bytes of
// the private key (on secp160r1, 20 of its 21) and the digest as given, and
// candidates are read little-endian in machine words.
//
// If blind is not nil, each attempt makes the two discarded draws micro-ecc
// makes from its RNG (as Sign), and a failed draw counts as a bad nonce, as
// in micro-ecc. If blind is nil no draws are made; the signature is the same
// either way.
//
// Errors: ErrLength, ErrPrivateKey, ErrHash (newHash nil, or its hash
// unusable for HMAC), ErrRetries.
func SignDeterministic(c *uecc.Curve, sig []byte, blind io.Reader, newHash func() hash.Hash, priv, hash []byte) error {
	m := of(c)
	if m == nil {
		return uecc.ErrUnsupportedCurve
	}
	return m.SignDeterministic(sig, blind, newHash, priv, hash)
}

// SignDeterministicLittleEndian writes the signature that
// uECC_sign_deterministic makes when micro-ecc is built with
// uECC_VLI_NATIVE_LITTLE_ENDIAN=1 (docs/C-API.md, "Little-endian
// encodings"), where every integer is exchanged as little-endian bytes: priv
// is the private key d as c.PrivateKeySize() little-endian bytes, and sig
// receives r and s as c.FieldSize() little-endian bytes each. It is
// SignDeterministic's algorithm with the inputs as micro-ecc then uses them:
// the HMAC-DRBG is seeded with the first FieldSize bytes of priv exactly as
// given and with the digest exactly as given, and the integer signed is the
// first min(len(hash), PrivateKeySize) bytes of the digest read as a
// little-endian number (then, on secp160r1 with a 21-byte prefix, shifted
// right by 7 bits and reduced mod n, as bits2int does).
//
// Errors: those of SignDeterministic.
func SignDeterministicLittleEndian(c *uecc.Curve, sig []byte, blind io.Reader, newHash func() hash.Hash, priv, hash []byte) error {
	m := of(c)
	if m == nil {
		return uecc.ErrUnsupportedCurve
	}
	return m.SignDeterministicLittleEndian(sig, blind, newHash, priv, hash)
}

// SignRFC6979 writes the deterministic signature of RFC 6979 §3.2 (HMAC over
// a hash from newHash, called once) to sig: uecc.Curve.SignDeterministic on
// caller-supplied slices, for the C library's uECC_sign_rfc6979.
//
// Errors: ErrLength, ErrPrivateKey, ErrHash, ErrRetries.
func SignRFC6979(c *uecc.Curve, sig []byte, newHash func() hash.Hash, priv, hash []byte) error {
	m := of(c)
	if m == nil {
		return uecc.ErrUnsupportedCurve
	}
	return m.SignRFC6979(sig, newHash, priv, hash)
}

// SignRecoverable signs hash as Sign does (the same random draws) and writes
// r‖s‖v to sig (c.RecoverableSignatureSize() bytes), v the recovery id (0–3)
// with which uecc.Curve.RecoverPublicKey finds the signer's key. s is as Sign
// makes it, high or low: uecc.Curve.SignRecoverable makes low-S signatures
// with hedged nonces.
//
// Errors: ErrLength, ErrPrivateKey, ErrRandom.
func SignRecoverable(c *uecc.Curve, sig []byte, rand io.Reader, priv, hash []byte) error {
	m := of(c)
	if m == nil {
		return uecc.ErrUnsupportedCurve
	}
	return m.SignRecoverable(sig, rand, priv, hash)
}

// RecoverPublicKey writes to pub (X‖Y) the public key that
// uecc.Curve.RecoverPublicKey returns for the recoverable signature
// sig = r‖s‖v of hash.
//
// Errors: ErrLength, ErrSignature (its error says why).
func RecoverPublicKey(c *uecc.Curve, pub, hash, sig []byte) error {
	m := of(c)
	if m == nil {
		return uecc.ErrUnsupportedCurve
	}
	return m.RecoverPublicKey(pub, hash, sig)
}
