package uecc

import (
	"hash"
	"io"

	"github.com/uecc-go/uecc/internal/ct"
)

// drbgSeed is what an HMAC-DRBG nonce generator is seeded with, and how its
// output becomes nonce candidates.
//
// RFC 6979 §3.2 seeds with the whole private key x and bits2octets(digest),
// §3.6 adds extra data k' (the hedged nonce of Curve.Sign), and candidates
// are read big-endian through bits2int. micro-ecc's uECC_sign_deterministic
// seeds with the first FieldSize bytes of the private key (on secp160r1, 20
// of its 21) and the digest as given, and reads candidates as little-endian
// machine words (microECC true).
type drbgSeed struct {
	key, hash, extra []byte
	microECC         bool
}

// signRFC6979 writes the RFC 6979 §3.2 signature of hash with the valid
// private key priv and HMAC over h to sig. Its errors are ErrHash and
// ErrRetries, as values.
func (c *Curve) signRFC6979(sig []byte, h hash.Hash, priv, hash []byte) error {
	s := getScratch()
	defer putScratch(s)
	e := c.hashInt(s, hash) // bits2octets(h) = int2octets(bits2int(h) mod n)
	return c.drbgSign(sig, s, h, priv, e, drbgSeed{key: priv, hash: e}, nil)
}

// drbgSign signs e with the private key priv (both big-endian, priv valid)
// and nonces from an HMAC-DRBG over h seeded and read as seed says. If blind
// is not nil, each candidate is followed by micro-ecc's two discarded
// blinding draws from it, and a failed draw counts as a bad nonce, as in
// micro-ecc. Its errors are ErrHash and ErrRetries, as values.
func (c *Curve) drbgSign(sig []byte, s *scratch, h hash.Hash, priv, e []byte, seed drbgSeed, blind io.Reader) error {
	d := &s.drbg
	if err := d.init(h); err != nil {
		return err
	}
	d.seed(seed.key, seed.hash, seed.extra)
	k := s.k[:c.params.ScalarBytes]
	for try := 0; try < maxTries; try++ {
		if seed.microECC {
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
