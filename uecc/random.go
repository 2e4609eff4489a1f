package uecc

import (
	"hash"
	"io"
	"sync"

	"github.com/uecc-go/uecc/internal/rfc6979"
)

// maxTries is how many candidates a random or deterministic draw may
// reject before giving up (micro-ecc's uECC_RNG_MAX_TRIES).
const maxTries = 64

// maxScalar is the largest scalar or field element of any curve, in bytes.
const maxScalar = rfc6979.MaxScalar

// drawScalar fills out (PrivateKeySize bytes) with a random integer in
// [1, n−1] from rand, by rejection sampling: each candidate is one read of
// PrivateKeySize bytes, big-endian, masked to bitlen(n) bits; up to
// maxTries candidates. It returns false if a read fails or every candidate
// is rejected (out then holds a rejected candidate).
func (c *Curve) drawScalar(out []byte, rand io.Reader) bool {
	for try := 0; try < maxTries; try++ {
		if _, err := io.ReadFull(rand, out); err != nil {
			return false
		}
		if extra := 8*len(out) - c.params.NBits; extra > 0 {
			out[0] &= 0xff >> extra
		}
		// Declassified: whether a candidate is rejected depends only on a
		// value that is thrown away with it.
		if c.validPrivateKey(out) {
			return true
		}
	}
	return false
}

// scratch holds the temporaries of one operation. Scratch space comes from a
// pool so that the operations allocate nothing in the steady state, and so
// that slices handed to an io.Reader or hash.Hash (which escape) are not
// stack buffers. Secrets are wiped before a scratch goes back to the pool.
type scratch struct {
	request [maxScalar]byte          // the fresh bytes of a hedged nonce
	k       [maxScalar]byte          // nonce
	e       [maxScalar]byte          // hash integer
	sig     [2 * maxScalar]byte      // a raw signature r‖s, before its DER encoding
	work    [8][2*maxScalar + 1]byte // public-key recovery's operands (recover.go)
	drbg    rfc6979.DRBG
	sha     hash.Hash // SHA-256 for hedged nonces, kept across uses (it is reset)
	counter [2]byte
	digest  [(maxScalar + 31) / 32 * 32]byte // a hedged nonce's SHA-256 blocks
}

var scratchPool = sync.Pool{New: func() any { return new(scratch) }}

func getScratch() *scratch { return scratchPool.Get().(*scratch) }

func putScratch(s *scratch) {
	sha := s.sha
	if sha != nil {
		sha.Reset() // its state was derived from a private key
	}
	*s = scratch{sha: sha}
	scratchPool.Put(s)
}

// sha256 returns the scratch's SHA-256, made at its first use.
func (s *scratch) sha256() hash.Hash {
	if s.sha == nil {
		s.sha = newHedgeHash()
	}
	return s.sha
}
