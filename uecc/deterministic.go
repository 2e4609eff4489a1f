package uecc

import (
	"hash"

	"github.com/uecc-go/uecc/internal/ct"
	"github.com/uecc-go/uecc/internal/rfc6979"
)

// signRFC6979 writes to sig the signature of RFC 6979 §3.2 of hash with the
// valid private key priv and HMAC over h: the HMAC-DRBG seeded with x = priv
// and h1 = bits2octets(hash) = int2octets(bits2int(hash) mod n), candidates
// read through bits2int (§3.2 h). Its errors are ErrHash and ErrRetries, as
// values.
func (c *Curve) signRFC6979(sig []byte, h hash.Hash, priv, hash []byte) error {
	s := getScratch()
	defer putScratch(s)
	e := c.hashInt(s, hash)
	d := &s.drbg
	if !d.Init(h) {
		return ErrHash
	}
	d.Seed(priv, e)
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
