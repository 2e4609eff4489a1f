package uecc

import (
	"hash"
	"io"

	"github.com/uecc-go/uecc/internal/ct"
)

// SignDeterministic returns the RFC 6979 deterministic ECDSA signature of the
// message digest hash. See SignDeterministicTo.
func (c *Curve) SignDeterministic(h hash.Hash, priv, hash []byte) ([]byte, error) {
	sig := make([]byte, c.SignatureSize())
	if err := c.SignDeterministicTo(sig, h, priv, hash); err != nil {
		return nil, err
	}
	return sig, nil
}

// SignDeterministicTo writes the deterministic ECDSA signature of RFC 6979
// section 3.2 (with HMAC over h) of the message digest hash to sig. h is reset and
// used for every HMAC computation; pass the hash that made the digest, e.g.
// sha256.New(), and reuse it to sign without allocating. The same key and
// digest always give the same signature, and no random source is needed.
//
// This is RFC 6979 proper (standard vectors match), not micro-ecc's
// uECC_sign_deterministic, whose signatures differ: see SignMicroECCTo.
//
// Errors: ErrLength, ErrPrivateKey, ErrHash, ErrRetries. On error sig is
// unchanged.
func (c *Curve) SignDeterministicTo(sig []byte, h hash.Hash, priv, hash []byte) error {
	return c.signHMACDRBG(sig, h, priv, hash, false, nil)
}

// SignMicroECC returns micro-ecc's deterministic signature of hash.
// See SignMicroECCTo.
func (c *Curve) SignMicroECC(h hash.Hash, priv, hash []byte, blind io.Reader) ([]byte, error) {
	sig := make([]byte, c.SignatureSize())
	if err := c.SignMicroECCTo(sig, h, priv, hash, blind); err != nil {
		return nil, err
	}
	return sig, nil
}

// SignMicroECCTo writes the signature that micro-ecc's uECC_sign_deterministic
// makes, byte for byte, to sig. It is HMAC-DRBG based like RFC 6979 but not
// RFC 6979 (docs/COMPATIBILITY.md, "Deterministic signing"): the HMAC is
// seeded with the first FieldSize bytes of the private key (on secp160r1, 20
// of its 21) and the digest as given, and candidates are read little-endian
// in machine words. Use it to reproduce signatures made by micro-ecc; new
// code should prefer SignDeterministicTo.
//
// If blind is not nil, each attempt makes the two discarded draws micro-ecc
// makes from its RNG (a projective Z below p and a blind below n, see
// SignTo), and a failed draw counts as a bad nonce, as in micro-ecc. If blind
// is nil no draws are made; the signature is the same either way.
//
// Errors: ErrLength, ErrPrivateKey, ErrHash, ErrRetries. On error sig is
// unchanged.
func (c *Curve) SignMicroECCTo(sig []byte, h hash.Hash, priv, hash []byte, blind io.Reader) error {
	return c.signHMACDRBG(sig, h, priv, hash, true, blind)
}

// SignMicroECCLittleEndianTo writes the signature that micro-ecc's
// uECC_sign_deterministic makes when micro-ecc is built with
// uECC_VLI_NATIVE_LITTLE_ENDIAN=1 (docs/C-API.md, "Little-endian
// encodings"), where every integer is exchanged as little-endian bytes: priv
// is the private key d as PrivateKeySize little-endian bytes, and sig receives
// r and s as FieldSize little-endian bytes each. It is SignMicroECCTo's
// algorithm with the inputs as micro-ecc then uses them: the HMAC-DRBG is
// seeded with the first FieldSize bytes of priv exactly as given and with the
// digest exactly as given, and the integer signed is the first
// min(len(hash), PrivateKeySize) bytes of the digest read as a little-endian
// number (then, on secp160r1 with a 21-byte prefix, shifted right by 7 bits
// and reduced mod n, as bits2int does). Nonce candidates, blinding draws and
// errors are those of SignMicroECCTo.
//
// Errors: ErrLength, ErrPrivateKey, ErrHash, ErrRetries. On error sig is
// unchanged.
func (c *Curve) SignMicroECCLittleEndianTo(sig []byte, h hash.Hash, priv, hash []byte, blind io.Reader) error {
	if len(sig) != c.SignatureSize() || len(priv) != c.PrivateKeySize() {
		return ErrLength
	}
	s := getScratch()
	defer putScratch(s)
	d := s.priv[:len(priv)]
	reverseTo(d, priv)
	if !c.validPrivateKey(d) {
		return ErrPrivateKey
	}
	hb := s.hash[:min(len(hash), c.params.ScalarBytes)]
	reverseTo(hb, hash[:len(hb)])
	e := c.hashInt(s, hb)
	fb := c.params.FieldBytes
	out := s.sig[:2*fb]
	if err := c.drbgSign(out, s, h, d, e, priv[:fb], hash, true, blind); err != nil {
		return err
	}
	reverseTo(sig[:fb], out[:fb])
	reverseTo(sig[fb:], out[fb:])
	return nil
}

// reverseTo writes in's bytes to out (of the same length) in reverse order.
func reverseTo(out, in []byte) {
	n := len(in)
	for i := 0; i < n; i++ {
		out[n-1-i] = in[i]
	}
}

// signHMACDRBG is the loop both deterministic signers share: seed an
// HMAC-DRBG with the key and digest, take nonce candidates from it until one
// signs. RFC 6979 (microECC false) seeds with the whole key and
// bits2octets(digest) and reads candidates big-endian through bits2int;
// micro-ecc's variant seeds with the first FieldSize bytes of the key and the
// digest as given, reads candidates as little-endian machine words, and
// makes its blinding draws from blind, when not nil, before signing.
func (c *Curve) signHMACDRBG(sig []byte, h hash.Hash, priv, hash []byte, microECC bool, blind io.Reader) error {
	if len(sig) != c.SignatureSize() || len(priv) != c.PrivateKeySize() {
		return ErrLength
	}
	if !c.validPrivateKey(priv) {
		return ErrPrivateKey
	}
	s := getScratch()
	defer putScratch(s)
	e := c.hashInt(s, hash) // bits2octets(h) = int2octets(bits2int(h) mod n)
	if microECC {
		return c.drbgSign(sig, s, h, priv, e, priv[:c.params.FieldBytes], hash, true, blind)
	}
	return c.drbgSign(sig, s, h, priv, e, priv, e, false, nil)
}

// drbgSign signs e with the private key priv (both big-endian, priv valid)
// and nonces from an HMAC-DRBG over h seeded with seedKey and seedHash,
// read as signHMACDRBG describes for microECC.
func (c *Curve) drbgSign(sig []byte, s *scratch, h hash.Hash, priv, e, seedKey, seedHash []byte,
	microECC bool, blind io.Reader) error {
	d := &s.drbg
	if err := d.init(h); err != nil {
		return err
	}
	d.seed(seedKey, seedHash)
	k := s.k[:c.params.ScalarBytes]
	for try := 0; try < maxTries; try++ {
		if microECC {
			leToBE(k, d.fill(c.nDraw.size), c.params.NBits)
		} else {
			bits2int(k, d.fill(len(k)), c.params.NBits)
		}
		// Declassified: a candidate is rejected (k = 0 or k ≥ n, or r or s
		// = 0) with negligible probability, and is then discarded.
		if ct.Declassify(c.eng.ScalarIsValid(k)) == 1 &&
			(blind == nil || c.drawBlinds(blind, s) == nil) &&
			c.eng.Sign(sig, priv, k, e) == 1 {
			return nil
		}
		d.reseed()
	}
	return ErrRetries
}
