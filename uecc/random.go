package uecc

import (
	"hash"
	"io"
	"sync"

	"github.com/uecc-go/uecc/internal/ct"
	"github.com/uecc-go/uecc/internal/osrand"
)

// maxTries is micro-ecc's uECC_RNG_MAX_TRIES: how many candidates a random or
// deterministic draw may reject, and how many signing or key-generation
// attempts are made, before giving up.
const maxTries = 64

// maxScalar is the largest scalar or field element of any curve, in bytes.
const maxScalar = 32

// drawSize returns how many bytes micro-ecc requests for a random integer of
// the given bit length: whole machine words of word bytes.
func drawSize(bitLen, word int) int {
	wordBits := 8 * word
	return (bitLen + wordBits - 1) / wordBits * word
}

// draw fills out (len(r.bound) bytes, big-endian) with a random integer in
// [1, m−1], exactly as micro-ecc's uECC_generate_random_int does: each
// candidate is one read of r.size bytes, taken as a little-endian integer and
// masked to bitlen(m) bits; up to maxTries candidates. It returns ErrRandom if
// a read fails or every candidate is rejected; out may then hold a rejected
// candidate.
func (r *drawRule) draw(out []byte, rand io.Reader, s *scratch) error {
	buf := s.request[:r.size]
	for try := 0; try < maxTries; try++ {
		if _, err := io.ReadFull(rand, buf); err != nil {
			return ErrRandom
		}
		leToBE(out, buf, r.bits)
		ok := (ct.IsZero(out) ^ 1) & ct.Less(out, r.bound)
		// Declassified: whether a candidate is rejected depends only on bits
		// that are thrown away with it (micro-ecc makes the same decision).
		if ct.Declassify(ok) == 1 {
			ct.Wipe(buf)
			return nil
		}
	}
	ct.Wipe(buf)
	return ErrRandom
}

// leToBE writes the low bitLen bits of the little-endian integer in to out as
// a big-endian integer of len(out) = ⌈bitLen/8⌉ bytes.
func leToBE(out, in []byte, bitLen int) {
	n := len(out)
	for i := 0; i < n; i++ {
		out[n-1-i] = in[i]
	}
	if extra := n*8 - bitLen; extra > 0 {
		out[0] &= 0xff >> extra
	}
}

// bits2int writes the leftmost bitLen bits of in, as an integer, to out
// (⌈bitLen/8⌉ bytes, big-endian): SEC 1 §4.1.3 step 5 and RFC 6979 §2.3.2.
// The result is below 2^bitLen but not reduced mod n. Its running time
// depends only on the lengths.
func bits2int(out, in []byte, bitLen int) {
	n := len(out)
	if len(in) < n {
		copy(out[n-len(in):], in)
		ct.Wipe(out[:n-len(in)])
		return
	}
	copy(out, in[:n])
	shift := uint(n*8 - bitLen)
	if len(in)*8 <= bitLen || shift == 0 {
		return
	}
	for i := n - 1; i > 0; i-- {
		out[i] = out[i]>>shift | out[i-1]<<(8-shift)
	}
	out[0] >>= shift
}

// scratch holds the temporaries of one operation. Scratch space comes from a
// pool so that the operations allocate nothing in the steady state, and so
// that slices handed to an io.Reader or hash.Hash (which escape) are not
// stack buffers. Secrets are wiped before a scratch goes back to the pool.
type scratch struct {
	request [maxScalar]byte          // one random request, as read
	k       [maxScalar]byte          // nonce
	z       [maxScalar]byte          // projective blind draw (value unused)
	e       [maxScalar]byte          // hash integer
	blind   [maxScalar]byte          // signing blind draw (value unused)
	priv    [maxScalar]byte          // a private key converted from little-endian
	hash    [maxScalar]byte          // a digest prefix converted from little-endian
	sig     [2 * maxScalar]byte      // a raw signature r‖s: before its little-endian conversion, or DER
	work    [8][2*maxScalar + 1]byte // public-key recovery's operands (recover.go)
	drbg    hmacDRBG
	sha     hash.Hash // SHA-256 for hedged nonces, kept across uses (it is reset)
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

// source returns the reader to draw from, the operating system's source for
// rand nil, and whether micro-ecc's discarded blinding draws are to be made
// from it: only from a caller's reader, whose stream someone may keep in
// step with micro-ecc's; nobody sees the operating system's.
func source(rand io.Reader) (r io.Reader, blind bool) {
	if rand == nil {
		return osrand.Reader, false
	}
	return rand, true
}
