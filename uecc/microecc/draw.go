package microecc

import (
	"hash"
	"io"
	"math/bits"
	"sync"

	"github.com/uecc-go/uecc/internal/ct"
	"github.com/uecc-go/uecc/internal/hexconst"
	"github.com/uecc-go/uecc/internal/osrand"
	"github.com/uecc-go/uecc/internal/rfc6979"
	"github.com/uecc-go/uecc/uecc"
)

// maxTries is micro-ecc's uECC_RNG_MAX_TRIES: how many candidates a random or
// deterministic draw may reject, and how many signing or key-generation
// attempts are made, before giving up.
const maxTries = 64

// maxScalar is the largest scalar or field element of any curve, in bytes.
const maxScalar = rfc6979.MaxScalar

// maxRequest is the largest random request of a draw: maxScalar bytes
// rounded up to whole 64-bit words (72 on secp521r1, see drawSize).
const maxRequest = (maxScalar + 7) / 8 * 8

// drawRule describes how micro-ecc draws a random integer below a bound m:
// request size bytes, read them little-endian, keep the low bits bits
// (docs/COMPATIBILITY.md, "Random draws").
type drawRule struct {
	size  int    // bytes requested from the random source: whole machine words
	bits  int    // bitlen(m)
	bound []byte // m, big-endian, ⌈bits/8⌉ bytes
}

func newDrawRule(hexBound string) drawRule {
	m := hexconst.Decode(hexBound)
	for len(m) > 0 && m[0] == 0 {
		m = m[1:]
	}
	if len(m) == 0 {
		panic("microecc: bad curve constant " + hexBound)
	}
	n := 8*len(m) - bits.LeadingZeros8(m[0])
	return drawRule{
		size:  drawSize(n, wordBytes),
		bits:  n,
		bound: m, // ⌈n/8⌉ bytes: the leading zero bytes are gone
	}
}

// drawSize returns how many bytes micro-ecc requests for a random integer of
// the given bit length: whole machine words of word bytes.
func drawSize(bitLen, word int) int {
	wordBits := 8 * word
	return (bitLen + wordBits - 1) / wordBits * word
}

// draw fills out (len(r.bound) bytes, big-endian) with a random integer in
// [1, m−1], exactly as micro-ecc's uECC_generate_random_int does: each
// candidate is one read of r.size bytes, taken as a little-endian integer and
// masked to bitlen(m) bits; up to maxTries candidates. It returns
// uecc.ErrRandom if a read fails or every candidate is rejected; out may then
// hold a rejected candidate.
func (r *drawRule) draw(out []byte, rand io.Reader, s *scratch) error {
	buf := s.request[:r.size]
	for try := 0; try < maxTries; try++ {
		if _, err := io.ReadFull(rand, buf); err != nil {
			return uecc.ErrRandom
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
	return uecc.ErrRandom
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

// reverseTo writes in's bytes to out (of the same length) in reverse order.
func reverseTo(out, in []byte) {
	n := len(in)
	for i := 0; i < n; i++ {
		out[n-1-i] = in[i]
	}
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

// drawBlinds makes the two draws micro-ecc makes while signing with a given
// nonce: a projective Z below p, then a blind below n. Both are discarded.
func (m *Curve) drawBlinds(rand io.Reader, s *scratch) error {
	if err := m.pDraw.draw(s.z[:len(m.pDraw.bound)], rand, s); err != nil {
		return err
	}
	return m.nDraw.draw(s.blind[:len(m.nDraw.bound)], rand, s)
}

// validPrivateKey reports whether priv is in [1, n−1]. The answer is
// declassified: a caller that passes an invalid key learns so from the error.
func (m *Curve) validPrivateKey(priv []byte) bool {
	return ct.Declassify(m.eng.ScalarIsValid(priv)) == 1
}

// hashInt converts a message digest to the integer e = bits2int(hash) mod n
// in s.e and returns it.
func (m *Curve) hashInt(s *scratch, hash []byte) []byte {
	e := s.e[:m.params.ScalarBytes]
	rfc6979.Bits2Int(e, hash, m.params.NBits)
	m.eng.ScalarReduce(e, e)
	return e
}

// hashOf returns newHash's hash, or nil (refused by the DRBG) for nil.
func hashOf(newHash func() hash.Hash) hash.Hash {
	if newHash == nil {
		return nil
	}
	return newHash()
}

// drbgSign signs e with the private key priv (both big-endian, priv valid)
// and nonces from an HMAC-DRBG over h seeded with seedKey and seedHash. RFC
// 6979 (microECC false) seeds with the whole key and bits2octets(digest)
// and reads candidates big-endian through bits2int; micro-ecc's
// uECC_sign_deterministic seeds with the first FieldSize bytes of the key
// and the digest as given, reads candidates as little-endian machine words,
// and makes its blinding draws from blind, when not nil, before signing (a
// failed draw counts as a bad nonce, as in micro-ecc).
func (m *Curve) drbgSign(sig []byte, s *scratch, h hash.Hash, priv, e, seedKey, seedHash []byte,
	microECC bool, blind io.Reader) error {
	d := &s.drbg
	if !d.Init(h) {
		return uecc.ErrHash
	}
	d.Seed(seedKey, seedHash)
	k := s.k[:m.params.ScalarBytes]
	for try := 0; try < maxTries; try++ {
		if microECC {
			leToBE(k, d.Fill(m.nDraw.size), m.params.NBits)
		} else {
			rfc6979.Bits2Int(k, d.Fill(len(k)), m.params.NBits)
		}
		// Declassified: a candidate is rejected (k = 0 or k ≥ n, or r or s
		// = 0) with negligible probability, and is then discarded.
		if ct.Declassify(m.eng.ScalarIsValid(k)) == 1 &&
			(blind == nil || m.drawBlinds(blind, s) == nil) &&
			m.eng.Sign(sig, priv, k, e) == 1 {
			return nil
		}
		d.Reseed()
	}
	return uecc.ErrRetries
}

// scratch holds the temporaries of one operation. Scratch space comes from a
// pool so that the operations allocate nothing in the steady state, and so
// that slices handed to an io.Reader or hash.Hash (which escape) are not
// stack buffers. Secrets are wiped before a scratch goes back to the pool.
type scratch struct {
	request [maxRequest]byte    // one random request, as read
	k       [maxScalar]byte     // nonce
	z       [maxScalar]byte     // projective blind draw (value unused)
	e       [maxScalar]byte     // hash integer
	blind   [maxScalar]byte     // signing blind draw (value unused)
	priv    [maxScalar]byte     // a private key converted from little-endian
	hash    [maxScalar]byte     // a digest prefix converted from little-endian
	sig     [2 * maxScalar]byte // a raw signature r‖s before its little-endian conversion
	drbg    rfc6979.DRBG
}

var scratchPool = sync.Pool{New: func() any { return new(scratch) }}

func getScratch() *scratch { return scratchPool.Get().(*scratch) }

func putScratch(s *scratch) {
	*s = scratch{}
	scratchPool.Put(s)
}
