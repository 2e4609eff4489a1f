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
// shared point (c.FieldSize() bytes), not hashed.
//
// uecc.Secp384r1 and uecc.Secp521r1, which micro-ecc does not have, work
// here too, by the same rules (their draws are 48 and 72 bytes on the 64-bit
// build): what micro-ecc would do with the two curves added, as its C API
// does with them (uECC_ext.h).
//
// Where micro-ecc is wrong these methods are right on purpose, and say so:
// every private key in [1, n−1] works; ECDH rejects invalid peer keys;
// decompression rejects invalid encodings. The arithmetic is constant-time
// without micro-ecc's blinding, whose random draws are made and discarded only
// to keep a random stream in step.
//
// Errors: a slice of the wrong size gives a static error that wraps
// uecc.ErrLength and names the argument and its size; the other errors are
// the uecc.Err… values themselves, but for RecoverPublicKey's, which say
// why. Compare with errors.Is. On error no output is written.
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
	"sync/atomic"

	"github.com/uecc-go/uecc/internal/ecc"
	"github.com/uecc-go/uecc/internal/rfc6979"
	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/internal/bridge"
)

// Curve is micro-ecc's API on one curve. Obtain it from For; it is immutable
// and safe for concurrent use. Sizes are those of the uecc.Curve it was made from:
// PrivateKeySize, PublicKeySize (X‖Y), FieldSize, SignatureSize (r‖s).
// Its methods allocate nothing on success, but SignRecoverable and
// RecoverPublicKey, which recover through package uecc.
type Curve struct {
	curve  *uecc.Curve
	eng    ecc.Engine
	params *ecc.Params

	// How micro-ecc draws a random integer below n and below p.
	nDraw, pDraw drawRule
}

// For returns micro-ecc's API on c, or nil for a nil c (a curve left out of
// the build: see uecc.Secp160r1). The result is made once per curve and
// shared: calling For at every use costs a look-up.
func For(c *uecc.Curve) *Curve {
	if c == nil {
		return nil
	}
	slot := &made[slotOf(c.Name())]
	if m := slot.Load(); m != nil && m.curve == c {
		return m
	}
	eng := bridge.EngineOf(c)
	p := eng.Params()
	m := &Curve{curve: c, eng: eng, params: p, nDraw: newDrawRule(p.N), pDraw: newDrawRule(p.P)}
	slot.Store(m)
	return m
}

// made holds For's results, one slot per curve.
var made [5]atomic.Pointer[Curve]

// slotOf returns the slot of the curve named name in made.
func slotOf(name string) int {
	switch name {
	case "secp160r1":
		return 0
	case "secp192r1":
		return 1
	case "secp224r1":
		return 2
	case "secp256r1":
		return 3
	}
	return 4 // secp256k1
}

// The length errors, one per argument: static values, so that a refused
// call allocates nothing either (held as error values: a lengthError turned
// into an error at each return would be copied to the heap).
var (
	errPublicKeyLength   error = lengthError("public key is not PublicKeySize bytes (X‖Y)")
	errPrivateKeyLength  error = lengthError("private key is not PrivateKeySize bytes")
	errNonceLength       error = lengthError("nonce is not PrivateKeySize bytes")
	errCompressedLength  error = lengthError("compressed point is not FieldSize + 1 bytes")
	errSecretLength      error = lengthError("shared secret is not FieldSize bytes")
	errSignatureLength   error = lengthError("signature is not SignatureSize bytes (r‖s)")
	errRecoverableLength error = lengthError("recoverable signature is not SignatureSize + 1 bytes (r‖s‖v)")
)

// lengthError is a slice of the wrong size: uecc.ErrLength, with which one.
type lengthError string

func (e lengthError) Error() string { return uecc.ErrLength.Error() + ": " + string(e) }

// Unwrap makes errors.Is(err, uecc.ErrLength) true.
func (e lengthError) Unwrap() error { return uecc.ErrLength }

// MakeKey writes a new key pair to pub (X‖Y) and priv, as uECC_make_key: the
// private key is a candidate below n drawn from rand by rejection sampling,
// then one projective blind below p is drawn and discarded (see DrawBlind);
// a failed blind draw abandons the attempt and starts another, up to 64.
// With rand nil only the private key is drawn.
//
// Errors: ErrLength, ErrRandom.
func (m *Curve) MakeKey(pub, priv []byte, rand io.Reader) error {
	if len(pub) != m.curve.PublicKeySize() {
		return errPublicKeyLength
	}
	if len(priv) != m.curve.PrivateKeySize() {
		return errPrivateKeyLength
	}
	rand, blind := source(rand)
	s := getScratch()
	d := s.k[:m.params.ScalarBytes]
	var err error = uecc.ErrRandom
	for try := 0; try < maxTries; try++ {
		if err = m.nDraw.draw(d, rand, s); err != nil {
			break
		}
		if blind && m.pDraw.draw(s.z[:len(m.pDraw.bound)], rand, s) != nil {
			err = uecc.ErrRandom
			continue
		}
		m.eng.ScalarBaseMult(pub, d)
		copy(priv, d)
		break
	}
	putScratch(s)
	return err
}

// ComputePublicKey writes the public key X‖Y of priv to pub, as
// uECC_compute_public_key without its blinding draw (make it with
// DrawBlind). Every private key in [1, n−1] works, including 1, n−2 and n−1,
// which micro-ecc rejects.
//
// Errors: ErrLength, ErrPrivateKey (priv is 0 or ≥ n).
func (m *Curve) ComputePublicKey(pub, priv []byte) error {
	if len(pub) != m.curve.PublicKeySize() {
		return errPublicKeyLength
	}
	if len(priv) != m.curve.PrivateKeySize() {
		return errPrivateKeyLength
	}
	if !m.validPrivateKey(priv) {
		return uecc.ErrPrivateKey
	}
	m.eng.ScalarBaseMult(pub, priv)
	return nil
}

// ValidPublicKey reports whether pub is a valid public key X‖Y: of length
// PublicKeySize, with X < p and Y < p, and on the curve, as
// uECC_valid_public_key. (The point at infinity has no encoding; all zeros
// is rejected.)
func (m *Curve) ValidPublicKey(pub []byte) bool {
	return len(pub) == m.curve.PublicKeySize() && m.eng.ValidPublicKey(pub)
}

// Compress writes the compressed form of pub, 0x02 or 0x03 (for even or odd
// Y) followed by X, to out (FieldSize + 1 bytes). Like uECC_compress it
// does not check that pub is on the curve.
//
// Errors: ErrLength.
func (m *Curve) Compress(out, pub []byte) error {
	fb := m.params.FieldBytes
	if len(out) != fb+1 {
		return errCompressedLength
	}
	if len(pub) != 2*fb {
		return errPublicKeyLength
	}
	out[0] = 0x02 | pub[2*fb-1]&1
	copy(out[1:], pub[:fb])
	return nil
}

// Decompress writes the public key X‖Y of the compressed point
// in = (0x02 | 0x03)‖X to pub. Unlike uECC_decompress, which looks only at
// bit 0 of the prefix and returns a point off the curve for an X without a
// square root, it rejects every invalid encoding.
//
// Errors: ErrLength, ErrCompressedPoint.
func (m *Curve) Decompress(pub, in []byte) error {
	if len(pub) != m.curve.PublicKeySize() {
		return errPublicKeyLength
	}
	if len(in) != m.curve.FieldSize()+1 {
		return errCompressedLength
	}
	if !m.eng.Decompress(pub, in) {
		return uecc.ErrCompressedPoint
	}
	return nil
}

// SharedSecret writes the ECDH shared secret, the X coordinate of
// priv·peer (not hashed, as uECC_shared_secret), to secret (FieldSize
// bytes), without uECC_shared_secret's blinding draw (make it with
// DrawBlind). Unlike micro-ecc, the peer key is validated (an off-curve
// point would leak the private key through an invalid-curve attack), the
// private key must be in [1, n−1], and every valid input gives the right
// answer.
//
// Errors: ErrLength, ErrPrivateKey, ErrPublicKey.
func (m *Curve) SharedSecret(secret, priv, peer []byte) error {
	if len(secret) != m.curve.FieldSize() {
		return errSecretLength
	}
	if len(priv) != m.curve.PrivateKeySize() {
		return errPrivateKeyLength
	}
	if len(peer) != m.curve.PublicKeySize() {
		return errPublicKeyLength
	}
	if !m.eng.ValidPublicKey(peer) {
		return uecc.ErrPublicKey
	}
	if !m.validPrivateKey(priv) {
		return uecc.ErrPrivateKey
	}
	if m.eng.ScalarMultX(secret, priv, peer) != 1 {
		// Unreachable for a valid key and scalar: n is prime and the
		// cofactor 1, so priv·peer is never the point at infinity.
		return uecc.ErrPublicKey
	}
	return nil
}

// DrawBlind makes the one random draw that uECC_compute_public_key and
// uECC_shared_secret make before their scalar multiplication (a projective Z
// below p), and discards it, so that a caller who keeps a random stream in
// step with micro-ecc (as the C library does) makes the same requests. With
// rand nil it draws nothing, as micro-ecc without an RNG.
//
// Errors: ErrRandom (the read failed or 64 candidates were rejected).
func (m *Curve) DrawBlind(rand io.Reader) error {
	if rand == nil {
		return nil
	}
	s := getScratch()
	err := m.pDraw.draw(s.z[:len(m.pDraw.bound)], rand, s)
	putScratch(s)
	return err
}

// Verify reports whether sig = r‖s is a valid signature of the message
// digest hash under the public key pub (X‖Y), as uECC_verify; it is
// uecc.Curve.Verify without the error's details, and allocates nothing.
// Unlike micro-ecc it accepts every valid signature (micro-ecc rejects
// some, e.g. when pub is ±G) and rejects an invalid public key.
func (m *Curve) Verify(pub, hash, sig []byte) bool {
	if len(pub) != m.curve.PublicKeySize() || len(sig) != m.curve.SignatureSize() {
		return false
	}
	s := getScratch()
	e := s.e[:m.params.ScalarBytes]
	rfc6979.Bits2Int(e, hash, m.params.NBits)
	ok := m.eng.Verify(pub, e, sig)
	putScratch(s)
	return ok
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
func (m *Curve) Sign(sig []byte, rand io.Reader, priv, hash []byte) error {
	if err := m.checkSign(sig, priv); err != nil {
		return err
	}
	rand, blind := source(rand)
	s := getScratch()
	e := m.hashInt(s, hash)
	k := s.k[:m.params.ScalarBytes]
	var err error = uecc.ErrRandom
	for try := 0; try < maxTries; try++ {
		if err = m.nDraw.draw(k, rand, s); err != nil {
			break
		}
		err = uecc.ErrRandom
		if blind && m.drawBlinds(rand, s) != nil {
			continue
		}
		if m.eng.Sign(sig, priv, k, e) == 1 {
			err = nil
			break
		}
	}
	putScratch(s)
	return err
}

// SignWithK writes the ECDSA signature of hash with the caller's nonce k
// (PrivateKeySize bytes) to sig. Like uECC_sign_with_k, k goes through
// bits2int: on secp160r1 the 21-byte k is shifted right by 7 bits and
// reduced mod n; on the other curves it is taken as it is, and k = 0 or
// k ≥ n is refused. It exists for known-answer tests; a reused or
// predictable k reveals the private key.
//
// Errors: ErrLength, ErrPrivateKey, ErrNonce.
func (m *Curve) SignWithK(sig, priv, hash, k []byte) error {
	if err := m.checkSign(sig, priv); err != nil {
		return err
	}
	if len(k) != m.curve.PrivateKeySize() {
		return errNonceLength
	}
	s := getScratch()
	e := m.hashInt(s, hash)
	kk := s.k[:m.params.ScalarBytes]
	rfc6979.Bits2Int(kk, k, m.params.NBits)
	// As micro-ecc's bits2int: k is reduced mod n only where the shift
	// applies (n's bit length not a multiple of 8: secp160r1); elsewhere a
	// k ≥ n is refused.
	if m.params.NBits%8 != 0 {
		m.eng.ScalarReduce(kk, kk)
	}
	var err error
	if !m.validPrivateKey(kk) || m.eng.Sign(sig, priv, kk, e) != 1 {
		err = uecc.ErrNonce
	}
	putScratch(s)
	return err
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
func (m *Curve) SignDeterministic(sig []byte, blind io.Reader, newHash func() hash.Hash, priv, hash []byte) error {
	if err := m.checkSign(sig, priv); err != nil {
		return err
	}
	s := getScratch()
	e := m.hashInt(s, hash)
	err := m.drbgSign(sig, s, hashOf(newHash), priv, e, priv[:m.params.FieldBytes], hash, true, blind)
	putScratch(s)
	return err
}

// SignDeterministicLittleEndian writes the signature that
// uECC_sign_deterministic makes when micro-ecc is built with
// uECC_VLI_NATIVE_LITTLE_ENDIAN=1 (docs/C-API.md, "Little-endian
// encodings"), where every integer is exchanged as little-endian bytes: priv
// is the private key d as PrivateKeySize little-endian bytes, and sig
// receives r and s as FieldSize little-endian bytes each. It is
// SignDeterministic's algorithm with the inputs as micro-ecc then uses them:
// the HMAC-DRBG is seeded with the first FieldSize bytes of priv exactly as
// given and with the digest exactly as given, and the integer signed is the
// first min(len(hash), PrivateKeySize) bytes of the digest read as a
// little-endian number (then, on secp160r1 with a 21-byte prefix, shifted
// right by 7 bits and reduced mod n, as bits2int does).
//
// Errors: those of SignDeterministic.
func (m *Curve) SignDeterministicLittleEndian(sig []byte, blind io.Reader, newHash func() hash.Hash, priv, hash []byte) error {
	if len(sig) != m.curve.SignatureSize() {
		return errSignatureLength
	}
	if len(priv) != m.curve.PrivateKeySize() {
		return errPrivateKeyLength
	}
	s := getScratch()
	d := s.priv[:len(priv)]
	reverseTo(d, priv)
	var err error = uecc.ErrPrivateKey
	if m.validPrivateKey(d) {
		hb := s.hash[:min(len(hash), m.params.ScalarBytes)]
		reverseTo(hb, hash[:len(hb)])
		e := m.hashInt(s, hb)
		fb := m.params.FieldBytes
		out := s.sig[:2*fb]
		if err = m.drbgSign(out, s, hashOf(newHash), d, e, priv[:fb], hash, true, blind); err == nil {
			reverseTo(sig[:fb], out[:fb])
			reverseTo(sig[fb:], out[fb:])
		}
	}
	putScratch(s)
	return err
}

// SignRFC6979 writes the deterministic signature of RFC 6979 §3.2 (HMAC over
// a hash from newHash, called once) to sig: uecc.Curve.SignDeterministic on
// caller-supplied slices, for the C library's uECC_sign_rfc6979.
//
// Errors: ErrLength, ErrPrivateKey, ErrHash, ErrRetries.
func (m *Curve) SignRFC6979(sig []byte, newHash func() hash.Hash, priv, hash []byte) error {
	if err := m.checkSign(sig, priv); err != nil {
		return err
	}
	s := getScratch()
	e := m.hashInt(s, hash) // bits2octets(h) = int2octets(bits2int(h) mod n)
	err := m.drbgSign(sig, s, hashOf(newHash), priv, e, priv, e, false, nil)
	putScratch(s)
	return err
}

// SignRecoverable signs hash as Sign does (the same random draws) and writes
// r‖s‖v to sig (RecoverableSignatureSize bytes), v the recovery id (0–3)
// with which uecc.Curve.RecoverPublicKey finds the signer's key. s is as Sign
// makes it, high or low: uecc.Curve.SignRecoverable makes low-S signatures
// with hedged nonces. It finds v by recovering the candidates (up to four
// recoveries, each allocating its result; variable time in public values).
//
// Errors: ErrLength, ErrPrivateKey, ErrRandom.
func (m *Curve) SignRecoverable(sig []byte, rand io.Reader, priv, hash []byte) error {
	if len(sig) != m.curve.RecoverableSignatureSize() {
		return errRecoverableLength
	}
	rs := sig[:m.curve.SignatureSize()]
	if err := m.Sign(rs, rand, priv, hash); err != nil {
		return err
	}
	var q [2 * rfc6979.MaxScalar]byte
	pub := q[:m.curve.PublicKeySize()]
	m.eng.ScalarBaseMult(pub, priv)
	return m.setRecoveryID(sig, pub, hash)
}

// setRecoveryID writes to the last byte of sig = r‖s‖v the recovery id with
// which sig recovers pub. Variable time: the signature is finished, and it,
// the hash and the key are public.
func (m *Curve) setRecoveryID(sig, pub, hash []byte) error {
	if ecc.VartimeCount {
		ecc.VartimeEnter()
	}
	for v := byte(0); v < 4; v++ {
		sig[len(sig)-1] = v
		if got, err := m.curve.RecoverPublicKey(hash, sig); err == nil && string(got) == string(pub) {
			return nil
		}
	}
	// Unreachable: one of the four candidates is k·G.
	return uecc.ErrSignature
}

// RecoverPublicKey writes to pub (X‖Y) the public key that
// uecc.Curve.RecoverPublicKey returns for the recoverable signature
// sig = r‖s‖v of hash. It allocates (the recovery's result) and is
// variable time: the signature, the hash and the key are public.
//
// Errors: ErrLength, ErrSignature (its error says why).
func (m *Curve) RecoverPublicKey(pub, hash, sig []byte) error {
	if len(pub) != m.curve.PublicKeySize() {
		return errPublicKeyLength
	}
	got, err := m.curve.RecoverPublicKey(hash, sig)
	if err != nil {
		return err
	}
	copy(pub, got)
	return nil
}

// checkSign checks the sizes of a signature and a private key, and the key.
func (m *Curve) checkSign(sig, priv []byte) error {
	if len(sig) != m.curve.SignatureSize() {
		return errSignatureLength
	}
	if len(priv) != m.curve.PrivateKeySize() {
		return errPrivateKeyLength
	}
	if !m.validPrivateKey(priv) {
		return uecc.ErrPrivateKey
	}
	return nil
}
