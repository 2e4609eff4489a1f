package uecc

import (
	"hash"

	"github.com/uecc-go/uecc/internal/ct"
	"github.com/uecc-go/uecc/internal/rfc6979"
)

// signRFC6979 writes the RFC 6979 §3.2 signature of hash with the valid
// private key priv and HMAC over h to sig. Its errors are ErrHash and
// ErrRetries, as values.
func (c *Curve) signRFC6979(sig []byte, h hash.Hash, priv, hash []byte) error {
	s := getScratch()
	defer putScratch(s)
	e := c.hashInt(s, hash) // bits2octets(h) = int2octets(bits2int(h) mod n)
	return c.drbgSign(sig, s, h, priv, e, nil)
}

// drbgSign signs e with the private key priv (both big-endian, priv valid)
// and nonces from an HMAC-DRBG over h seeded with x = priv, h1 = e and the
// additional data extra (RFC 6979 §3.2 d–g, §3.6), candidates read through
// bits2int (§3.2 h). Its errors are ErrHash and ErrRetries, as values.
func (c *Curve) drbgSign(sig []byte, s *scratch, h hash.Hash, priv, e, extra []byte) error {
	d := &s.drbg
	if !d.Init(h) {
		return ErrHash
	}
	d.Seed(priv, e, extra)
	k := s.k[:c.params.ScalarBytes]
	for try := 0; try < maxTries; try++ {
		rfc6979.Bits2Int(k, d.Fill(len(k)), c.params.NBits)
		// Declassified: a candidate is rejected (k = 0 or k ≥ n, or r or s
		// = 0) with negligible probability but on secp160r1, and is then
		// discarded.
		if ct.Declassify(c.eng.ScalarIsValid(k)) == 1 && c.eng.Sign(sig, priv, k, e) == 1 {
			return nil
		}
		d.Reseed()
	}
	return ErrRetries
}
